#include "importers/oob/narrative_formations.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "importers/oob/leader_text.h"
#include "importers/oob/listing_words.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

struct Word {
  std::string text;  // as written
  std::string bare;  // without the punctuation around it
};

std::vector<Word> wordsOf(std::string_view line) {
  std::vector<Word> out;
  for (std::size_t b = 0; b < line.size();) {
    const std::size_t e = std::min(line.find(' ', b), line.size());
    if (e > b) {
      std::string w(line.substr(b, e - b));
      std::string bare = w;
      while (!bare.empty() && std::ispunct(static_cast<unsigned char>(bare.back())) && bare.back() != '\'')
        bare.pop_back();
      while (!bare.empty() && std::ispunct(static_cast<unsigned char>(bare.front()))) bare.erase(0, 1);
      out.push_back({w, bare});
    }
    b = e + 1;
  }
  return out;
}

std::string levelOf(const std::string& bare) {
  const std::string l = lower(bare);
  for (const char* level : {"brigade", "division", "corps", "wing", "army"})
    if (l == level) return level;
  return {};
}

bool isUpperStart(const std::string& w) { return !w.empty() && std::isupper(static_cast<unsigned char>(w[0])); }

/// "Cavalry", "Reserve": a word that names a formation by its arm or its part.
bool namesAnArm(const std::string& bare) {
  for (const char* arm : {"Cavalry", "Infantry", "Artillery", "Reserve", "Provisional", "Horse", "Light"})
    if (bare == arm) return true;
  return false;
}

/// "2", "6th", "Second": a number a formation is known by.
bool isNumberWord(const std::string& bare) {
  if (!bare.empty() && std::isdigit(static_cast<unsigned char>(bare[0])))
    return bare.size() <= 4 &&
           (std::all_of(bare.begin(), bare.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) ||
            ordinalValue(bare) > 0);
  return ordinalValue(lower(bare)) > 0;
}

/// A sentence's word ends it, so a name never runs across it.
bool closes(const std::string& text) {
  return text.ends_with(',') || text.ends_with(';') || text.ends_with(':') || text.ends_with('.');
}

/// The formation whose level word is at `k`, named by what stands before it; empty when none.
std::string namedBefore(const std::vector<Word>& w, std::size_t k) {
  std::string kept;  // the capitalised or numbered words between owner and level
  std::size_t adjectives = 0;
  for (std::size_t b = k; b-- > 0 && k - b <= 4;) {
    if (closes(w[b].text)) return {};
    const std::string& bare = w[b].bare;
    if (isPossessive(bare) && isUpperStart(bare)) return bare + (kept.empty() ? "" : " " + kept) + " " + w[k].bare;
    if (isUpperStart(bare) || isNumberWord(bare))
      kept = bare + (kept.empty() ? "" : " " + kept);
    else if (++adjectives > 2 || bare == "the" || bare == "a" || bare == "an" || bare == "of" || bare == "and" ||
             bare == "his")
      break;
  }
  // "6th Corps", "2 Corps": a number and its level, with no owner.
  if (k > 0 && isNumberWord(w[k - 1].bare) && !closes(w[k - 1].text) && levelOf(w[k].bare) != "army")
    return w[k - 1].bare + " " + w[k].bare;
  // "his own 1st Cavalry Division", "the Cavalry Corps", "a Reserve Brigade": a number, an arm
  // or both before the level, with no owner.
  const std::string first = kept.substr(0, kept.find(' '));
  if (!kept.empty() && levelOf(w[k].bare) != "army" && (isNumberWord(first) || (first == kept && namesAnArm(first))))
    return kept + " " + w[k].bare;
  return {};
}

/// "Army of the Potomac", "Army of Northern Virginia" from `k` ("Army"); empty when none.
std::string armyOfAt(const std::vector<Word>& w, std::size_t k) {
  if (w[k].bare != "Army" || closes(w[k].text) || k + 2 >= w.size() || w[k + 1].text != "of") return {};
  std::string name = "Army of";
  for (std::size_t j = k + 2; j < w.size() && j < k + 6; ++j) {
    if (!(isUpperStart(w[j].bare) || w[j].bare == "the")) break;
    name += " " + w[j].bare;
    if (closes(w[j].text)) break;
  }
  return name.ends_with(" of") || name.ends_with(" the") ? std::string() : name;
}

bool isMonth(const std::string& bare) {
  static const std::set<std::string> months{"january", "february", "march",     "april",   "may",      "june",
                                            "july",    "august",   "september", "october", "november", "december"};
  return months.count(lower(bare)) > 0;
}

/// "the Thirty-fourth", "the Thirtieth and Twenty-ninth": a regiment by its number alone, at `k`.
bool regimentByNumberAt(const std::vector<Word>& w, std::size_t k) {
  const std::string& bare = w[k].bare;
  // (A number spelled out as an ordinal: "and I played" is no First.)
  const std::string l = lower(bare);
  const bool spelled = l.ends_with("th") || l.ends_with("first") || l.ends_with("second") || l.ends_with("third");
  if (!isUpperStart(bare) || !spelled || ordinalValue(l) <= 0 || std::isdigit(static_cast<unsigned char>(bare[0])))
    return false;
  if (k == 0 || isMonth(w[k - 1].bare)) return false;
  const std::string before = lower(w[k - 1].bare);
  if (before != "the" && before != "and") return false;
  // ("the Twenty-fourth of November", "the Third Brigade": a date, or a formation's number.)
  if (k + 1 < w.size() && !closes(w[k].text)) {
    const std::string& next = w[k + 1].bare;
    if (isUpperStart(next) || (next == "of" && k + 2 < w.size() && isMonth(w[k + 2].bare))) return false;
  }
  return true;
}

/// How many words from `k` name a state: "Maine", "Penn." (1), "N. Y." (2); 0 when none.
std::size_t stateWordsAt(const std::vector<Word>& w, std::size_t k) {
  const std::string one = lower(w[k].bare);
  if (namesAState(" " + one + " ") || (w[k].text.size() > one.size() && namesAState(" " + one + ". "))) return 1;
  if (one.size() == 1 && k + 1 < w.size() && w[k + 1].bare.size() == 1 &&
      namesAState(" " + one + ". " + lower(w[k + 1].bare) + ". "))
    return 2;
  return 0;
}

/// "the Stuart Horse Artillery", "the Fifth U. S. Cavalry", "the 6th Maine", "3lst New York": a
/// unit named in a sentence, ending at `k`; empty when none. (A level word after it makes it a
/// formation's name: "Cavalry Corps".)
std::string unitEndingAt(const std::vector<Word>& w, std::size_t k) {
  static const std::set<std::string> nouns{"Artillery", "Battery", "Legion",   "Regiment", "Battalion",
                                           "Rangers",   "Zouaves", "Infantry", "Cavalry",  "Volunteers"};
  if (k + 1 < w.size() && !closes(w[k].text) && !levelOf(w[k + 1].bare).empty()) return {};
  const std::string& bare = w[k].bare;
  // "the 6th Maine", "61st Penn.", "87th N. Y.": a numbered regiment and its state; "The
  // Massachusetts 21st", state first.
  if (k > 0 && hasOrdinalOrNumber(w[k - 1].bare) && !closes(w[k - 1].text) && isUpperStart(bare))
    if (const std::size_t n = stateWordsAt(w, k); n > 0)
      return w[k - 1].bare + " " + bare + (n == 2 ? ". " + w[k + 1].bare + "." : "");
  if (k > 0 && hasOrdinalOrNumber(bare) && isUpperStart(w[k - 1].bare) && !closes(w[k - 1].text) &&
      namesAState(" " + lower(w[k - 1].bare) + " ") && (k + 1 >= w.size() || !isUpperStart(w[k + 1].bare)))
    return w[k - 1].bare + " " + bare;
  if (!nouns.count(bare)) return {};
  std::string name = bare;
  bool proper = false;  // a word of its own name, not only its arm ("the Reserve Artillery")
  for (std::size_t b = k; b-- > 0 && k - b <= 4;) {
    if (closes(w[b].text) || !(isUpperStart(w[b].bare) || isNumberWord(w[b].bare))) break;
    proper = proper || (!namesAnArm(w[b].bare) && !nouns.count(w[b].bare));
    name = w[b].bare + " " + name;
  }
  return proper ? name : std::string();
}

/// "Teel's battery", "a battalion under Scurry", "three companies under McNeill": a unit a
/// narrative names by its owner or its commander, at word `k`; empty when none.
std::string unitOfAManAt(const std::vector<Word>& w, std::size_t k) {
  static const std::set<std::string> kinds{"battery",  "battalion", "regiment",   "company",   "companies",
                                           "squadron", "legion",    "battalions", "regiments", "batteries"};
  // (The kind is looked up only where an owner or "under" stands by it: a megabyte of words
  // is read once.)
  const bool owned = k > 0 && isUpperStart(w[k - 1].bare) && isPossessive(w[k - 1].bare) && !closes(w[k - 1].text);
  const bool under = k + 2 < w.size() && w[k + 1].text == "under" && !closes(w[k].text);
  if ((!owned && !under) || !kinds.count(lower(w[k].bare))) return {};
  // "Teel's battery": an owner in capitals, then the kind.
  if (owned) return w[k - 1].bare + " " + w[k].bare;
  // "a battalion under Scurry": the kind, then "under" and its commander's name.
  if (isUpperStart(w[k + 2].bare) && rankLengthAt(w[k + 2].bare + " X") == 0) {
    const std::string count = k > 0 ? lower(w[k - 1].bare) : std::string();
    const bool counted = k > 0 && (isNumberWord(w[k - 1].bare) || countWordValue(count) > 0 || count == "a" ||
                                   count == "some" || count == "several");
    const std::string before = counted ? w[k - 1].bare + " " : "";
    return before + w[k].bare + " under " + w[k + 2].bare;
  }
  return {};
}

/// "103 CINF", "609 Hill, UART": a board game's piece on a set-up line that opens with its
/// hex, a side's letter and an arm's ("Confederate infantry (CINF) at 103"); empty for none.
std::string gamePieceAt(std::string_view line, const std::string& word) {
  if (word.size() != 4 || (word[0] != 'C' && word[0] != 'U')) return {};
  const std::string_view arm = std::string_view(word).substr(1);
  const char* armName = arm == "INF" ? "infantry" : arm == "ART" ? "artillery" : arm == "CAV" ? "cavalry" : nullptr;
  const std::size_t digits = line.find_first_not_of("0123456789");
  if (!armName || digits == 0 || digits == std::string_view::npos || line[digits] != ' ') return {};
  return std::string(word[0] == 'C' ? "Confederate " : "Union ") + armName + " (" + word + ") at " +
         std::string(line.substr(0, digits));
}

/// "Third/1", "Wilcox/M": a game's counter, its name and its parent's code.
bool isCounterCode(const std::string& bare) {
  const std::size_t slash = bare.find('/');
  if (slash == std::string::npos || slash < 2 || bare.size() - slash - 1 > 2 || slash + 1 >= bare.size()) return false;
  if (!isUpperStart(bare)) return false;
  for (std::size_t i = 1; i < slash; ++i)
    if (!std::isalpha(static_cast<unsigned char>(bare[i]))) return false;
  for (std::size_t i = slash + 1; i < bare.size(); ++i)
    if (!std::isalnum(static_cast<unsigned char>(bare[i]))) return false;
  return true;
}

}  // namespace

std::vector<NamedUnit> unitsNamedInNarrative(std::string_view text, std::size_t limit) {
  std::vector<NamedUnit> out;
  std::set<std::string> seen;
  std::string formation;  // the last named in the paragraph
  int lineNo = 0;
  for (std::size_t b = 0; b <= text.size() && out.size() < limit;) {
    const std::size_t e = std::min(text.find('\n', b), text.size());
    ++lineNo;
    const std::string_view line = text.substr(b, e - b);
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) formation.clear();
    const bool counters = line.find("counter") != std::string_view::npos;
    const std::vector<Word> w = wordsOf(line);
    for (std::size_t k = 0; k < w.size() && out.size() < limit; ++k) {
      if (const std::string level = levelOf(w[k].bare); level == "brigade")
        if (const std::string named = namedBefore(w, k); !named.empty()) formation = named;
      std::string named =
          regimentByNumberAt(w, k) || (counters && isCounterCode(w[k].bare)) ? w[k].bare : unitEndingAt(w, k);
      if (named.empty()) named = gamePieceAt(line, w[k].bare);
      if (named.empty()) named = unitOfAManAt(w, k);
      if (!named.empty() && seen.insert(named).second) out.push_back({named, formation, lineNo});
    }
    b = e + 1;
  }
  return out;
}

std::vector<NamedFormation> formationsNamedInNarrative(std::string_view text, std::size_t limit) {
  std::vector<NamedFormation> out;
  std::set<std::string> seen;
  int lineNo = 0;
  for (std::size_t b = 0; b <= text.size() && out.size() < limit;) {
    const std::size_t e = std::min(text.find('\n', b), text.size());
    ++lineNo;
    const std::string_view line = text.substr(b, e - b);
    const std::vector<Word> w = wordsOf(line);
    std::string side;  // worked out once, for a line that names a formation
    for (std::size_t k = 0; k < w.size() && out.size() < limit; ++k) {
      std::string name = armyOfAt(w, k);
      std::string level = name.empty() ? levelOf(w[k].bare) : "army";
      if (name.empty() && !level.empty()) name = namedBefore(w, k);
      if (name.empty() || !seen.insert(lower(name)).second) continue;
      if (side.empty()) side = sideNamedIn(line);
      out.push_back({name, level, lineNo, side});
    }
    b = e + 1;
  }
  return out;
}

}  // namespace hexwright::importers::oob
