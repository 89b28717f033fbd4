#include "importers/oob/leader_text.h"

#include <algorithm>
#include <cctype>

#include "importers/oob/list_items.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

/// Every rank as lower-case words without periods or hyphens; matching compares words,
/// so "Brig.-Gen.", "Brig. Gen.", "BRIG GEN" and "brig.gen." are one rank.
const std::vector<std::vector<std::string>>& rankWords() {
  static const std::vector<std::vector<std::string>> ranks = [] {
    const std::vector<std::string> spelled{
        "general", "gen", "lieutenant general", "lieut gen", "lt gen", "major general", "maj gen", "brigadier general",
        "brig general", "maj general", "lieut general", "brig gen", "brigadier", "colonel", "col", "lieutenant colonel",
        "lieut col", "lt col", "major", "maj", "captain", "capt", "cpt", "first lieutenant", "1st lieutenant",
        "1st lieut", "1st lt", "second lieutenant", "2d lieutenant", "2nd lieutenant", "2d lieut", "2nd lieut", "2d lt",
        "2nd lt", "lieutenant", "lieut", "lt", "first sergeant", "1st sergeant", "1st sergt", "orderly sergeant",
        "ord sergt", "sergeant major", "sergt maj", "sergeant", "sergt", "sgt", "corporal", "corp", "cpl", "commodore",
        "flag officer", "governor", "gov",
        // Modern abbreviations as Wikipedia's orders of battle print them.
        "ltg", "mg", "bg", "ltc", "1lt", "2lt",
        // The same run together, as modern compilations write them ("MajGen", "BrigGen").
        "majgen", "briggen", "ltgen", "ltcol", "lieutcol",
        // German and French copies of Wikipedia's articles.
        "generalleutnant", "generalmajor", "brigadegeneral", "oberstleutnant", "oberst", "hauptmann",
        "général de brigade", "général de division", "général", "capitaine"};
    std::vector<std::vector<std::string>> out;
    for (const std::string& s : spelled) {
      std::vector<std::string> words;
      std::size_t b = 0;
      while (b < s.size()) {
        const std::size_t e = std::min(s.find(' ', b), s.size());
        words.push_back(s.substr(b, e - b));
        b = e + 1;
      }
      out.push_back(std::move(words));
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
    return out;
  }();
  return ranks;
}

/// The words at the start of `text`, each with the position just after it and its
/// trailing period; separators between words are spaces, periods and hyphens.
struct Word {
  std::string lowerText;
  std::size_t end;  // after the word and a period that follows it directly
};

std::vector<Word> leadingWords(std::string_view text, std::size_t max) {
  std::vector<Word> out;
  std::size_t i = 0;
  while (out.size() < max) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '-' || (text[i] == '.' && !out.empty()))) ++i;
    const std::size_t b = i;
    while (i < text.size() && isWordChar(text[i])) ++i;
    if (i == b) break;
    // "Gen'l", "Brig.-Gen'l": a contraction is the word it shortens.
    std::size_t wordEnd = i;
    if (i + 1 < text.size() && text[i] == '\'' && text[i + 1] == 'l' &&
        (i + 2 == text.size() || !isWordChar(text[i + 2])))
      i += 2;
    // "Major's battery": a possessive is a name, not a rank.
    if (i < text.size() && text[i] == '\'') break;
    std::size_t end = i;
    if (end < text.size() && text[end] == '.') ++end;
    out.push_back({lower(text.substr(b, wordEnd - b)), end});
  }
  return out;
}

std::size_t plainRankLength(std::string_view text) {
  const std::vector<Word> words = leadingWords(text, 3);
  for (const auto& rank : rankWords()) {
    if (rank.size() > words.size()) continue;
    bool match = true;
    for (std::size_t k = 0; k < rank.size() && match; ++k) match = words[k].lowerText == rank[k];
    if (match) return words[rank.size() - 1].end;
  }
  return 0;
}

}  // namespace

const std::vector<std::string>& knownRankPrefixes() {
  static const std::vector<std::string> ranks{"General",
                                              "Lieutenant General",
                                              "Major General",
                                              "Brigadier General",
                                              "Colonel",
                                              "Lieutenant Colonel",
                                              "Major",
                                              "Captain",
                                              "First Lieutenant",
                                              "Second Lieutenant",
                                              "Lieutenant",
                                              "First Sergeant",
                                              "Sergeant",
                                              "Corporal",
                                              "Commodore",
                                              "Flag-Officer",
                                              "Governor",
                                              "Acting",
                                              "Brevet"};
  return ranks;
}

/// "Col. Stand Watie's Cherokee Regiment": a unit named after its colonel, not a leader.
static bool namesAUnit(std::string_view afterRank) {
  const std::size_t end = std::min({afterRank.find(','), afterRank.find(';'), afterRank.find('('), afterRank.size()});
  const std::string_view name = afterRank.substr(0, end);
  return name.find("'s ") != std::string_view::npos || name.find("s' ") != std::string_view::npos ||
         trim(name).ends_with("'s");
}

static std::size_t rankLengthAtStart(std::string_view text) {
  // "Acting Brig. Gen.", "Bvt. Maj. Gen.": a prefix counts only before a rank.
  const std::vector<Word> first = leadingWords(text, 1);
  if (!first.empty() && (first[0].lowerText == "acting" || first[0].lowerText == "act" ||
                         first[0].lowerText == "brevet" || first[0].lowerText == "bvt")) {
    std::size_t skip = first[0].end;
    while (skip < text.size() && text[skip] == ' ') ++skip;
    const std::size_t n = plainRankLength(text.substr(skip));
    return n == 0 ? 0 : skip + n;
  }
  return plainRankLength(text);
}

/// "General Head-quarters", "General Orders, No. 12", "Major-General's staff": a rank's
/// word before what is no person's name.
bool namesNoPerson(std::string_view rest) {
  std::size_t b = 0;
  while (b < rest.size() && rest[b] == ' ') ++b;
  const std::string l = lower(rest.substr(b, 13));  // (only as much as the words below need)
  if (l == "head-quarters" || l == "head quarters") return true;
  const std::vector<Word> first = leadingWords(rest, 1);
  if (first.empty()) return false;
  std::string w = first[0].lowerText;
  while (!w.empty() && (w.back() == ',' || w.back() == ':' || w.back() == '.')) w.pop_back();
  for (const char* word :
       {"head-quarters", "headquarters", "hdqrs", "orders", "order", "staff", "hospital", "court-martial", "officers"})
    if (w == word) return true;
  return false;
}

std::size_t rankLengthAt(std::string_view text) {
  const std::size_t n = rankLengthAtStart(text);
  return n > 0 && (namesAUnit(text.substr(n)) || namesNoPerson(text.substr(n))) ? 0 : n;
}

bool isRankOrNameSuffixWord(std::string_view wordIn) {
  std::string w = lower(trim(wordIn));
  while (!w.empty() && (w.back() == '.' || w.back() == ',')) w.pop_back();
  if (w == "jr" || w == "sr" || w == "bvt" || w == "acting") return true;
  for (const auto& rank : rankWords())
    if (rank.size() == 1 && rank[0] == w) return true;
  return false;
}

bool looksLikeNameFragment(std::string_view name) {
  if (isRankOrNameSuffixWord(name)) return true;
  // The first word of a longer rank ("Brig" of "Brig. Gen."): a name cut at its period.
  std::string w = lower(trim(name));
  while (!w.empty() && (w.back() == '.' || w.back() == ',')) w.pop_back();
  for (const auto& rank : rankWords())
    if (rank.size() > 1 && rank[0] == w) return true;
  std::size_t letters = 0;
  bool capitalOrDigit = false;
  for (char c : name) {
    if (std::isalpha(static_cast<unsigned char>(c))) ++letters;
    if (std::isupper(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)))
      capitalOrDigit = true;
  }
  return letters < 2 || !capitalOrDigit;
}

std::string statusFromText(std::string_view textIn) {
  std::string t = lower(trim(textIn));
  if (t.size() >= 2 && t.front() == '(' && t.back() == ')') t = trim(t.substr(1, t.size() - 2));
  // "(w 7/1)", "(w&c July 1)", "(mw, Sept. 17)": the status, then when it happened.
  if (const std::size_t digit = t.find_first_of("0123456789"); digit != std::string::npos && digit > 0) {
    std::size_t cut = t.find_last_of(" ,", digit);
    std::string head = cut == std::string::npos ? std::string() : trim(t.substr(0, cut));
    for (const char* month :
         {" jan", " feb", " mar", " apr", " may", " jun", " jul", " aug", " sep", " oct", " nov", " dec"})
      if (const std::size_t m = (" " + head).find(month); m != std::string::npos && m > 0)
        head = trim(head.substr(0, m - 1));
    while (!head.empty() && (head.back() == ',' || head.back() == ';')) head.pop_back();
    if (!head.empty() && head.find_first_of("0123456789") == std::string::npos) t = head;
  }
  std::string compact;
  for (char c : t)
    if (c != '.' && c != ' ') compact += c;
  static const std::vector<std::pair<std::string, std::string>> words{
      {"k", "killed"},
      {"killed", "killed"},
      {"w", "wounded"},
      {"wounded", "wounded"},
      {"mw", "mortally wounded"},
      {"mortallywounded", "mortally wounded"},
      {"c", "captured"},
      {"captured", "captured"},
      {"m", "missing"},
      {"missing", "missing"},
      {"p", "captured"},
      {"prisoner", "captured"},
      // A copy in another language: "(†)" killed, the French "(PDG)" (prisonnier de guerre).
      {"†", "killed"},
      {"pdg", "captured"}};
  auto one = [&](const std::string& s) -> std::string {
    for (const auto& [k, v] : words)
      if (s == k) return v;
    return {};
  };
  if (const std::string s = one(compact); !s.empty()) return s;
  // "(w and c)", "(w, c)", "(k. w.)"? Only pieces that are all statuses.
  std::string out;
  std::string piece;
  auto flush = [&]() -> bool {
    if (piece.empty()) return true;
    const std::string s = one(piece);
    piece.clear();
    if (s.empty()) return false;
    out += (out.empty() ? "" : "; ") + s;
    return true;
  };
  for (std::size_t i = 0; i <= t.size(); ++i) {
    if (i < t.size() && t.compare(i, 5, " and ") == 0) {
      if (!flush()) return {};
      i += 4;
      continue;
    }
    // "(w c)": a space between two marks ("m w" was read whole above).
    if (i == t.size() || t[i] == ',' || t[i] == '&' || t[i] == ' ') {
      if (!flush()) return {};
      continue;
    }
    if (t[i] != '.') piece += t[i];
  }
  return out.find(';') == std::string::npos ? std::string() : out;
}

namespace {

/// "Colonel Samuel F. Marks wounded", "General Charles Clark Wounded": a status written out
/// as the last word(s) of the name, with no comma or parenthesis before it. Only the whole
/// words count: a closing "W" or "C" may be an initial.
std::string takeTrailingStatusWord(std::string& text) {
  const std::string l = lower(text);
  for (const char* word : {" mortally wounded", " wounded", " killed", " captured", " missing"}) {
    const std::size_t n = std::string_view(word).size();
    if (l.size() <= n || l.compare(l.size() - n, n, word) != 0) continue;
    const std::string before = trim(text.substr(0, l.size() - n));
    // A name must be left: "Colonel wounded" is no leader with a status.
    if (before.find(' ') == std::string::npos && rankLengthAt(before) != 0) return {};
    text = before;
    return trim(std::string_view(word));
  }
  return {};
}

}  // namespace

std::size_t datedRemarkAt(const std::string& name) {
  std::vector<std::pair<std::size_t, std::string>> words;
  for (std::size_t b = 0; b < name.size();) {
    const std::size_t e = std::min(name.find(' ', b), name.size());
    if (e > b) words.emplace_back(b, name.substr(b, e - b));
    b = e + 1;
  }
  auto digitAt = [&](std::size_t k) {
    return k < words.size() && std::isdigit(static_cast<unsigned char>(words[k].second[0]));
  };
  // The name keeps its first word ("Col. May" is a man).
  for (std::size_t k = 1; k < words.size(); ++k) {
    const std::string l = lower(words[k].second);
    // "Feb 9-13", "Feb. 16": a month and its days.
    if (isMonthWord(words[k].second) && digitAt(k + 1)) return words[k].first;
    // "until 3 May", "after 7/2", "from June 2": a succession's dates.
    if ((l == "until" || l == "after" || l == "from" || l == "since" || l == "till") &&
        (digitAt(k + 1) || (k + 1 < words.size() && isMonthWord(words[k + 1].second))))
      return words[k].first;
    // "Not present at battle", "not engaged", "absent".
    if ((l == "not" && k + 1 < words.size() &&
         (lower(words[k + 1].second) == "present" || lower(words[k + 1].second) == "engaged")) ||
        l == "absent")
      return words[k].first;
  }
  return std::string::npos;
}

LeaderText parseLeader(std::string_view textIn) {
  const ListItem item = splitTrailingNotes(textIn);
  LeaderText out;
  // Trailing parentheticals are statuses ("(w)") or notes ("(transferred)").
  std::string rest = item.notes;
  for (const std::string& note : splitOutsideParens(rest, ";")) {
    const std::string s = statusFromText(note);
    if (!s.empty())
      out.status += (out.status.empty() ? "" : "; ") + s;
    else
      out.notes += (out.notes.empty() ? "" : "; ") + note;
  }
  std::string text = item.name;
  while (!text.empty() && (text.back() == ',' || text.back() == ';' || text.back() == ':')) text.pop_back();
  // "Col. John Smith, killed": a status written out after the name; "Maj. Ezra Taylor,
  // Chief of Artillery": a title. Names carry a comma only before "jr." or "Sr.".
  for (std::size_t comma = text.rfind(','); comma != std::string::npos; comma = text.rfind(',')) {
    const std::string tail = trim(text.substr(comma + 1));
    if (isRankOrNameSuffixWord(tail) && rankLengthAt(tail) == 0) break;
    const std::string s = statusFromText(tail);
    if (!s.empty())
      out.status = s + (out.status.empty() ? "" : "; ") + out.status;
    else
      out.notes = tail + (out.notes.empty() ? "" : "; ") + out.notes;
    text = trim(text.substr(0, comma));
  }
  // "Brig. General John Gregg - Commander in Chief - experienced": a game's role and ratings
  // after a dash are notes.
  if (const std::size_t dash = text.find(" - "); dash != std::string::npos && dash + 3 < text.size() &&
                                                 rankLengthAt(text) > 0 && rankLengthAt(text.substr(dash + 3)) == 0) {
    out.notes = trim(text.substr(dash + 3)) + (out.notes.empty() ? "" : "; ") + out.notes;
    text = trim(text.substr(0, dash));
  }
  // "Lieutenant Colonel Charles G. Eaton commanding": the word says what he does, no name.
  if (lower(text).ends_with(" commanding")) text = trim(text.substr(0, text.size() - 11));
  if (const std::string s = takeTrailingStatusWord(text); !s.empty())
    out.status = s + (out.status.empty() ? "" : "; ") + out.status;
  // "Maj Eli W. Weston316726": a flattened table's figures glued to the name are no part of it.
  if (std::size_t d = text.size(); d > 0 && std::isdigit(static_cast<unsigned char>(text[d - 1]))) {
    while (d > 0 && std::isdigit(static_cast<unsigned char>(text[d - 1]))) --d;
    if (d > 0 && std::isalpha(static_cast<unsigned char>(text[d - 1])) && text.size() - d >= 2 &&
        rankLengthAt(text) > 0) {
      out.notes = text.substr(d) + (out.notes.empty() ? "" : "; ") + out.notes;
      text.resize(d);
    }
  }
  const std::size_t n = rankLengthAt(text);
  out.rank = trim(text.substr(0, n));
  out.name = trim(text.substr(n));
  while (!out.name.empty() && out.name.front() == ',') out.name = trim(out.name.substr(1));
  if (const std::size_t cut = datedRemarkAt(out.name); cut != std::string::npos) {
    out.notes = trim(out.name.substr(cut)) + (out.notes.empty() ? "" : "; ") + out.notes;
    out.name = trim(out.name.substr(0, cut));
  }
  return out;
}

std::vector<LeaderText> parseLeaderList(std::string_view textIn) {
  const std::string text = trim(textIn);
  // Cut before every rank that follows ", ", "; " or ". " (or a status's ")").
  std::vector<std::size_t> cuts{0};
  int depth = 0;
  // Never inside a rank: "Maj. Gen." is one rank, not "Maj." and a new "Gen.".
  for (std::size_t i = std::max<std::size_t>(1, rankLengthAt(text)); i < text.size(); ++i) {
    if (text[i] == '(') ++depth;
    if (text[i] == ')' && depth > 0) --depth;
    // "Maj. Gen. Philip H. Sheridan/Maj. Gen. Horatio G. Wright": a slash between successors.
    const bool slash = text[i - 1] == '/';
    if (depth != 0 || i < 2 || (!slash && text[i - 1] != ' ')) continue;
    const char before = slash ? '/' : text[i - 2];
    if (before != ',' && before != ';' && before != '.' && before != ')' && before != '/') continue;
    const std::size_t rank = rankLengthAt(std::string_view(text).substr(i));
    if (rank == 0) continue;
    cuts.push_back(i);
    i += rank - 1;
  }
  std::vector<LeaderText> out;
  for (std::size_t k = 0; k < cuts.size(); ++k) {
    const std::size_t end = k + 1 < cuts.size() ? cuts[k + 1] : text.size();
    std::string piece = trim(std::string_view(text).substr(cuts[k], end - cuts[k]));
    while (!piece.empty() && (piece.back() == ',' || piece.back() == ';' || piece.back() == '.' || piece.back() == '/'))
      piece.pop_back();
    // "jr." after a comma is part of the name before it, which the cut above keeps.
    LeaderText l = parseLeader(piece);
    if (!l.name.empty() || !l.rank.empty()) out.push_back(std::move(l));
  }
  return out;
}

std::string leaderDisplayName(const LeaderText& l) { return l.rank.empty() ? l.name : l.rank + " " + l.name; }

std::string leaderSummary(const LeaderText& l) {
  std::string s = leaderDisplayName(l);
  if (!l.status.empty()) s += " (" + l.status + ")";
  return s;
}

CommandLine parseCommandText(std::string_view textIn) {
  CommandLine out;
  std::string text = trim(textIn);
  std::string aide;
  const std::size_t aideAt = findOutsideParens(lower(text), "aide-de-camp");
  if (aideAt != std::string::npos) {
    std::string before = trim(text.substr(0, aideAt));
    while (!before.empty() && (before.back() == ',' || before.back() == '.')) before.pop_back();
    // The aide starts at the last rank word that follows ". " or ", ".
    std::size_t start = std::string::npos;
    for (std::size_t i = std::max<std::size_t>(2, rankLengthAt(before)); i < before.size(); ++i) {
      if (before[i - 1] != ' ' || (before[i - 2] != '.' && before[i - 2] != ',')) continue;
      const std::size_t rank = rankLengthAt(std::string_view(before).substr(i));
      if (rank == 0) continue;
      start = i;  // "Lieut. Col. S.W. Ferguson": the aide starts at "Lieut.", not at "Col."
      i += rank - 1;
    }
    if (start != std::string::npos) {
      aide = before.substr(start);
      text = before.substr(0, start);
    } else {
      aide = before;  // "…, Aide-de-Camp" with no leader before it
      text.clear();
    }
  }
  if (!trim(text).empty()) out.leaders.push_back(parseLeader(text));
  if (!aide.empty()) out.aides.push_back(parseLeader(aide));
  return out;
}

}  // namespace hexwright::importers::oob
