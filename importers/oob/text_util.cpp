#include "importers/oob/text_util.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace hexwright::importers::oob {
namespace {
bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
char lowerChar(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
}  // namespace

std::string collapseSpaces(std::string_view s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (isSpace(c)) {
      space = true;
      continue;
    }
    if (space && !out.empty()) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

std::vector<std::string> splitOutsideParens(std::string_view s, std::string_view separators) {
  std::vector<std::string> out;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    const bool end = i == s.size();
    if (!end && s[i] == '(') ++depth;
    if (!end && s[i] == ')' && depth > 0) --depth;
    if (end || (depth == 0 && separators.find(s[i]) != std::string_view::npos)) {
      std::string piece = trim(s.substr(start, i - start));
      if (!piece.empty()) out.push_back(std::move(piece));
      start = i + 1;
    }
  }
  return out;
}

std::size_t findOutsideParens(std::string_view s, std::string_view needle, std::size_t from) {
  int depth = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '(') ++depth;
    if (s[i] == ')' && depth > 0) --depth;
    if (i >= from && depth == 0 && s.substr(i, needle.size()) == needle) return i;
  }
  return std::string_view::npos;
}

bool isSpelledOrdinalWord(std::string_view word) {
  if (word.empty() || word.find(' ') != std::string_view::npos || !std::isalpha(static_cast<unsigned char>(word[0])))
    return false;
  const std::string l = lower(word);
  const bool ending =
      l.ends_with("th") || l.ends_with("first") || l.ends_with("second") || l.ends_with("third") || l.ends_with("ieth");
  return ending && ordinalValue(l) > 0;
}

bool opensInLowerCase(std::string_view text, std::size_t at) {
  if (at >= text.size()) return false;
  const auto c = static_cast<unsigned char>(text[at]);
  if (c < 0x80) return std::islower(c) != 0;
  const auto next = at + 1 < text.size() ? static_cast<unsigned char>(text[at + 1]) : 0;
  return (c == 0xC3 && next >= 0xA0) || (c == 0xD0 && next >= 0xB0) || (c == 0xD1 && next >= 0x80 && next < 0xA0);
}

bool opensInUpperCase(std::string_view text, std::size_t at) {
  if (at >= text.size()) return false;
  const auto c = static_cast<unsigned char>(text[at]);
  if (c < 0x80) return std::isupper(c) != 0;
  const auto next = at + 1 < text.size() ? static_cast<unsigned char>(text[at + 1]) : 0;
  return (c == 0xC3 && next >= 0x80 && next < 0xA0) || (c == 0xD0 && next >= 0x90 && next < 0xB0);
}

long countWordValue(std::string_view word) {
  static const char* const kNumbers[] = {"one",   "two",   "three", "four", "five",   "six",
                                         "seven", "eight", "nine",  "ten",  "eleven", "twelve"};
  for (std::size_t n = 0; n < std::size(kNumbers); ++n)
    if (equalsNoCase(word, kNumbers[n])) return static_cast<long>(n) + 1;
  if (word.empty() || word.size() > 2 || word.find_first_not_of("0123456789") != std::string_view::npos) return 0;
  return std::stol(std::string(word));
}

int ordinalValue(std::string_view wordIn) {
  // Asked of every word of every line: most words are no ordinal by their length or first
  // letter, told before a lower-cased copy is made.
  std::string_view t = wordIn;
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  if (t.empty() || t.size() > 16) return 0;
  if (!std::isdigit(static_cast<unsigned char>(t[0])) &&
      std::string_view("fstenivxFSTENIVX").find(t[0]) == std::string_view::npos)
    return 0;
  const std::string word = lower(t);
  if (word.empty()) return 0;
  if (std::isdigit(static_cast<unsigned char>(word[0]))) {
    // No regiment, division or corps was ever numbered past a few hundred: more than
    // six digits is not an ordinal, and stopping there keeps `n` far from overflow.
    int n = 0;
    std::size_t i = 0;
    for (; i < word.size() && std::isdigit(static_cast<unsigned char>(word[i])); ++i) {
      if (i >= 6) return 0;
      n = n * 10 + (word[i] - '0');
    }
    const std::string suffix = word.substr(i);
    // "2d", "3d": the Official Records' spelling of second and third.
    return (suffix.empty() || suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" || suffix == "d")
               ? n
               : 0;
  }
  static const std::array<const char*, 20> units{"",          "first",     "second",      "third",      "fourth",
                                                 "fifth",     "sixth",     "seventh",     "eighth",     "ninth",
                                                 "tenth",     "eleventh",  "twelfth",     "thirteenth", "fourteenth",
                                                 "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"};
  for (std::size_t i = 1; i < units.size(); ++i)
    if (word == units[i]) return static_cast<int>(i);
  static const std::array<std::pair<const char*, int>, 16> tens{{{"twentieth", 20},
                                                                 {"twenty", 20},
                                                                 {"thirtieth", 30},
                                                                 {"thirty", 30},
                                                                 {"fortieth", 40},
                                                                 {"forty", 40},
                                                                 {"fiftieth", 50},
                                                                 {"fifty", 50},
                                                                 {"sixtieth", 60},
                                                                 {"sixty", 60},
                                                                 {"seventieth", 70},
                                                                 {"seventy", 70},
                                                                 {"eightieth", 80},
                                                                 {"eighty", 80},
                                                                 {"ninetieth", 90},
                                                                 {"ninety", 90}}};
  for (const auto& [name, value] : tens) {
    const std::string n = name;
    if (word == n && n.ends_with("ieth")) return value;
    if (word.starts_with(n + "-")) {
      const int rest = ordinalValue(word.substr(n.size() + 1));
      if (rest > 0 && rest < 10) return value + rest;
    }
  }
  // Roman numerals as corps are numbered ("II Corps").
  static const std::array<const char*, 13> romans{"",    "i",    "ii", "iii", "iv", "v",  "vi",
                                                  "vii", "viii", "ix", "x",   "xi", "xii"};
  for (std::size_t i = 1; i < romans.size(); ++i)
    if (word == romans[i]) return static_cast<int>(i);
  return 0;
}

std::string roman(int n) {
  static const std::array<std::pair<int, const char*>, 9> parts{
      {{40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}, {0, ""}, {0, ""}, {0, ""}}};
  std::string out;
  for (const auto& [value, text] : parts) {
    if (value == 0) break;
    while (n >= value) {
      out += text;
      n -= value;
    }
  }
  return out;
}

std::string slug(std::string_view s) {
  std::string out;
  bool dash = false;
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      if (dash && !out.empty()) out += '-';
      dash = false;
      out += lowerChar(c);
    } else if (c != '\'') {
      dash = true;
    }
  }
  return out;
}

bool isUpperCaseText(std::string_view s) {
  bool letter = false;
  for (char c : s) {
    if (std::islower(static_cast<unsigned char>(c))) {
      // "McCULLOCH'S": a "Mc" prefix is written mixed case in upper-case headings.
      continue;
    }
    if (std::isupper(static_cast<unsigned char>(c))) letter = true;
  }
  if (!letter) return false;
  std::size_t lowers = 0, uppers = 0;
  for (char c : s) {
    if (std::islower(static_cast<unsigned char>(c))) ++lowers;
    if (std::isupper(static_cast<unsigned char>(c))) ++uppers;
  }
  return lowers * 5 <= uppers;
}

std::size_t wordCount(std::string_view s) {
  std::size_t n = 0;
  bool in = false;
  for (char c : s) {
    const bool space = std::isspace(static_cast<unsigned char>(c)) != 0;
    if (!space && !in) ++n;
    in = !space;
  }
  return n;
}

bool isPossessive(std::string_view word) {
  return word.ends_with("'s") || word.ends_with("s'") || word.ends_with("\xE2\x80\x99s");
}

bool isMonthWord(const std::string& w) {
  static const char* const kMonths[] = {"jan",   "feb",    "mar",       "apr",     "may",      "jun",
                                        "june",  "jul",    "july",      "aug",     "sep",      "sept",
                                        "oct",   "nov",    "dec",       "january", "february", "march",
                                        "april", "august", "september", "october", "november", "december"};
  // Asked of every word of a line: most are no month by their length or first letter.
  if (w.empty() || w.size() > 11 || std::string_view("jfmasondJFMASOND").find(w[0]) == std::string_view::npos)
    return false;
  std::string l = lower(w);
  while (!l.empty() && (l.back() == '.' || l.back() == ',')) l.pop_back();
  return std::find(std::begin(kMonths), std::end(kMonths), l) != std::end(kMonths);
}

}  // namespace hexwright::importers::oob
