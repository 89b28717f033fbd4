#include "importers/oob/text_patterns.h"

#include <algorithm>
#include <cctype>

#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::size_t digitsFrom(std::string_view t, std::size_t i) {
  std::size_t j = i;
  while (j < t.size() && isDigit(t[j])) ++j;
  return j - i;
}

bool startsWithNoCaseAt(std::string_view t, std::size_t i, std::string_view word) {
  if (t.size() - i < word.size()) return false;
  for (std::size_t k = 0; k < word.size(); ++k)
    if (std::tolower(static_cast<unsigned char>(t[i + k])) != word[k]) return false;
  return true;
}

/// The next position at or after `from` holding `c` (t.size() when none). Questions come
/// with growing `from`, so remembering the last answer makes every character read once.
class NextOf {
 public:
  NextOf(std::string_view t, char c) : m_t(t), m_c(c) {}
  std::size_t operator()(std::size_t from) {
    if (m_known && from >= m_from && from <= m_at) return m_at;
    std::size_t i = from;
    while (i < m_t.size() && m_t[i] != m_c) ++i;
    m_known = true;
    m_from = from;
    m_at = i;
    return i;
  }

 private:
  std::string_view m_t;
  char m_c;
  bool m_known = false;
  std::size_t m_from = 0, m_at = 0;
};

/// Copies `t`, replacing each match: `match(i, out)` appends the replacement and returns
/// the position after the match, or 0 when there is no match at i (a match is never empty).
template <class Match>
std::string replaceAll(std::string_view t, Match match) {
  std::string out;
  out.reserve(t.size());
  std::size_t i = 0;
  while (i < t.size()) {
    if (const std::size_t next = match(i, out)) {
      i = next;
    } else {
      out += t[i++];
    }
  }
  return out;
}

/// "[1]", "[a]", "[note 3]", "[nb 2]", "[citation needed]" starting at t[i] == '[':
/// the position after the ']', or 0.
std::size_t footnoteEnd(std::string_view t, std::size_t i) {
  std::size_t j = i + 1;
  if (const std::size_t d = digitsFrom(t, j)) {
    j += d;
  } else if (j < t.size() && isAlpha(t[j]) && j + 1 < t.size() && t[j + 1] == ']') {
    j += 1;
  } else if (startsWithNoCaseAt(t, j, "note ") && digitsFrom(t, j + 5) > 0) {
    j += 5 + digitsFrom(t, j + 5);
  } else if (startsWithNoCaseAt(t, j, "nb ") && digitsFrom(t, j + 3) > 0) {
    j += 3 + digitsFrom(t, j + 3);
  } else if (startsWithNoCaseAt(t, j, "citation needed")) {
    j += 15;
  } else {
    return 0;
  }
  return j < t.size() && t[j] == ']' ? j + 1 : 0;
}

/// "4/3/2", "12/8/5", "9/-/8": a game's stands fresh, worn and spent.
bool isStandsFigure(std::string_view w) {
  int parts = 0;
  for (std::size_t b = 0; b <= w.size();) {
    const std::size_t e = std::min(w.find('/', b), w.size());
    const std::string_view part = w.substr(b, e - b);
    const bool figure = !part.empty() && part.size() <= 2 &&
                        (part == "-" || std::all_of(part.begin(), part.end(), [](char c) { return isDigit(c); }));
    if (!figure) return false;
    ++parts;
    b = e + 1;
  }
  return parts == 3;
}

}  // namespace

std::size_t caseNumberLength(std::string_view t) {
  if (t.empty() || t[0] != '[') return 0;
  std::size_t i = 1;
  std::size_t d = digitsFrom(t, i);
  if (d == 0) return 0;
  i += d;
  while (i + 1 < t.size() && t[i] == '.' && (d = digitsFrom(t, i + 1)) > 0) i += 1 + d;
  if (i >= t.size() || t[i] != ']') return 0;
  ++i;
  while (i < t.size() && isSpace(t[i])) ++i;
  return i;
}

std::vector<FormationCodeAt> formationCodes(std::string_view t) {
  std::vector<FormationCodeAt> found;
  auto inCode = [](char c) { return isAlpha(c) || isDigit(c) || c == '/' || c == ' '; };
  std::size_t p = 0;
  while (p < t.size()) {
    // The code starts at p (the start of the line) or after a space or '.' at p.
    std::size_t start = p;
    if (p > 0 || !isDigit(t[0])) {
      if (!(isSpace(t[p]) || t[p] == '.')) {
        ++p;
        continue;
      }
      start = p + 1;
    }
    const std::size_t digits = digitsFrom(t, start);
    std::size_t i = start + digits;
    if (digits > 0 && i < t.size() && t[i] == '/') {
      std::size_t k = i + 1;
      while (k < t.size() && k - (i + 1) < 13 && inCode(t[k])) ++k;
      const std::size_t tail = k - (i + 1);
      if (tail >= 1 && tail <= 12 && k + 1 < t.size() && t[k] == ':' && isSpace(t[k + 1])) {
        found.push_back({start, std::string(t.substr(start, k - start))});
        p = k + 2;
        continue;
      }
    }
    // No code here; a run of digits is only ever read from the separator before it.
    p = std::max(p + 1, start + digits);
  }
  return found;
}

bool isLetteredBattery(std::string_view t) {
  // "Battery E", and as books shorten it: "Batt. E", "Bty. E", "Btry. E", "Batty. E"; two
  // of a regiment's batteries serving as one: "Batteries K and L".
  std::size_t i = 0;
  for (std::string_view word : {"battery ", "batt. ", "bty. ", "btry. ", "batty. ", "bat. "})
    if (startsWithNoCaseAt(t, 0, word)) i = word.size();
  const bool two = i == 0 && startsWithNoCaseAt(t, 0, "batteries ");
  if (two) i = 10;
  if (i == 0) return false;
  if (i < t.size() && t[i] == '(') ++i;
  if (i >= t.size() || !isAlpha(t[i])) return false;
  ++i;
  if (two) {
    if (t.substr(i, 5) != " and " || i + 5 >= t.size() || !isAlpha(t[i + 5])) return false;
    i += 6;
  }
  if (i < t.size() && t[i] == ')') ++i;
  if (i < t.size() && t[i] == '.') ++i;  // "Battery M.": the end of the entry's sentence
  return i == t.size();
}

bool isOrdinalBattalions(std::string_view t) {
  auto ordinal = [&](std::size_t i) -> std::size_t {  // the position after "12th", or 0
    const std::size_t d = digitsFrom(t, i);
    if (d == 0 || t.size() - (i + d) < 2) return 0;
    const std::string_view suffix = t.substr(i + d, 2);
    return suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" ? i + d + 2 : 0;
  };
  std::size_t i = ordinal(0);
  if (i == 0) return false;
  if (t.substr(i).starts_with(" and ")) {
    i = ordinal(i + 5);
    if (i == 0) return false;
  }
  const std::string_view rest = t.substr(i);
  return rest == " Battalion" || rest == " Battalions";
}

std::string stripWikiMarkup(std::string_view in) {
  // The same steps, in the same order, as the patterns they replace.
  std::string t = [&] {  // [[target|shown]]
    NextOf close(in, ']'), bar(in, '|');
    return replaceAll(in, [&](std::size_t i, std::string& out) -> std::size_t {
      if (in[i] != '[' || i + 1 >= in.size() || in[i + 1] != '[') return 0;
      const std::size_t c = close(i + 2), b = bar(i + 2);
      if (b >= c || c + 1 >= in.size() || in[c + 1] != ']') return 0;
      out.append(in.substr(b + 1, c - b - 1));
      return c + 2;
    });
  }();
  t = [&, s = std::string_view(t)] {  // [[shown]]
    NextOf close(s, ']');
    return replaceAll(s, [&](std::size_t i, std::string& out) -> std::size_t {
      if (s[i] != '[' || i + 1 >= s.size() || s[i + 1] != '[') return 0;
      const std::size_t c = close(i + 2);
      if (c + 1 >= s.size() || s[c + 1] != ']') return 0;
      // "[[Category:United States Military]]", "[[File:…]]": the page's, not its text.
      const std::string_view target = s.substr(i + 2, c - i - 2);
      for (std::string_view hidden : {"Category:", "File:", "Image:"})
        if (target.starts_with(hidden)) return c + 2;
      out.append(target);
      return c + 2;
    });
  }();
  t = [&, s = std::string_view(t)] {  // [shown](url)
    NextOf close(s, ']'), paren(s, ')');
    return replaceAll(s, [&](std::size_t i, std::string& out) -> std::size_t {
      if (s[i] != '[') return 0;
      const std::size_t c = close(i + 1);
      if (c == i + 1 || c + 1 >= s.size() || s[c + 1] != '(') return 0;
      const std::size_t p = paren(c + 2);
      if (p >= s.size()) return 0;
      out.append(s.substr(i + 1, c - i - 1));
      return p + 1;
    });
  }();
  t = [&, s = std::string_view(t)] {  // footnote markers with the white space before them
    std::string out;
    out.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
      std::size_t j = i;
      while (j < s.size() && isSpace(s[j])) ++j;
      if (j < s.size() && s[j] == '[') {
        if (const std::size_t end = footnoteEnd(s, j)) {
          i = end;
          continue;
        }
      }
      // Every start inside the white space reaches the same '[': copy the run at once.
      out.append(s.substr(i, std::max(j, i + 1) - i));
      i = std::max(j, i + 1);
    }
    return out;
  }();
  return replaceAll(t, [&](std::size_t i, std::string&) -> std::size_t {  // ''' '' ** __ _
    const std::string_view s = std::string_view(t).substr(i);
    if (s.starts_with("'''")) return i + 3;
    if (s.starts_with("''") || s.starts_with("**") || s.starts_with("__")) return i + 2;
    // "_First Brigade_", "_Fourth" / "Brigade_": Markdown's and a plain e-text's italics;
    // an underscore inside a word ("snake_case") is the word's own.
    const auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
    if (s[0] == '_' && !(i > 0 && alnum(t[i - 1]) && s.size() > 1 && alnum(s[1]))) return i + 1;
    return 0;
  });
}

std::string stripMarkup(const std::string& text) { return collapseSpaces(stripWikiMarkup(text)); }

std::string withLevelAbbreviationsWritten(const std::string& text) {
  static const std::pair<const char*, const char*> shortened[] = {
      {"Brig.", "Brigade"}, {"Brig", "Brigade"},  {"Bde.", "Brigade"}, {"Bde", "Brigade"},
      {"Bgde", "Brigade"},  {"Div.", "Division"}, {"Div", "Division"}, {"Divn", "Division"}};
  std::string out;
  std::string_view before;  // the word before this one
  std::size_t b = 0;
  while (b < text.size()) {
    if (text[b] == ' ') {
      out += ' ';
      ++b;
      continue;
    }
    const std::size_t e = std::min(text.find(' ', b), text.size());
    const std::string_view word = std::string_view(text).substr(b, e - b);
    std::string_view core = word;
    while (!core.empty() && (core.back() == '*' || core.back() == ',' || core.back() == ':')) core.remove_suffix(1);
    const bool afterName = before.ends_with("'s") || before.ends_with("s'") || ordinalValue(before) > 0;
    // (What follows a rank's "Brig." is a general's title or name: "Brig. Gen.", "Brig. General".)
    const bool rank = startsWithNoCase(std::string(text.substr(e + (e < text.size()), 3)), "gen");
    const char* full = nullptr;
    for (const auto& [abbr, written] : shortened)
      if (afterName && !rank && core == abbr) full = written;
    out += full ? std::string(full) + std::string(word.substr(core.size())) : std::string(word);
    before = word;
    b = e;
  }
  return out;
}

std::string withGameStandsAsRemark(const std::string& text) {
  for (std::size_t b = text.find(' '); b != std::string::npos; b = text.find(' ', b + 1)) {
    const std::size_t s = b + 1;
    const std::size_t e = std::min(text.find(' ', s), text.size());
    if (!isStandsFigure(std::string_view(text).substr(s, e - s))) continue;
    // "Featherston's Brigade : 1/7/14 TN + 2/11 MS": regiments' numbers sharing a state.
    const std::size_t n = std::min(text.find(' ', e + 1), text.size());
    const std::string_view next = e < text.size() ? std::string_view(text).substr(e + 1, n - e - 1) : "";
    const bool state = next.size() >= 2 && next.size() <= 3 && isUpperCaseText(next);
    if (text.rfind(':', b) != std::string::npos || state) return text;
    std::size_t end = std::min(text.find(" (", s), text.size());
    while (end > s && text[end - 1] == ' ') --end;
    return text.substr(0, b) + " (" + text.substr(s, end - s) + ")" + text.substr(end);
  }
  return text;
}

}  // namespace hexwright::importers::oob
