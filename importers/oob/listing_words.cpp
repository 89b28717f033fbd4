#include "importers/oob/listing_words.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <set>

#include "importers/oob/leader_text.h"
#include "importers/oob/list_items.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

/// Arm and unit words ("batter", "zouave", "art."), lower case: any of them marks a unit.
constexpr const char* kUnitWords[] = {"batter", "compan", "regiment", "battalion", "cavalry", "artillery", "infantry",
                                      "legion", "squadron", "guard", "volunteer", "zouave", "sharpshooter", "ranger",
                                      "troop", "detachment", "engineer", "light", "horse", "rifles", "militia",
                                      "dragoon", "pioneer", "signal", "scouts", "escort", "art.", "cav.", "inf.",
                                      "vols", "reserves", "lancers", "partisan", "grays", "greys", "blues", "tigers",
                                      "home guard", "state guard", "state troops", "baty", "bty", "arty", "howitzer",
                                      // Hungarian copies: "2. wisconsini gyalogezred" (an infantry regiment).
                                      "ezred"};

/// A regiment's state ("ill", "tennessee") or "regular", lower case after a space.
constexpr const char* kStateWords[] = {" ill",
                                       " ind",
                                       " ohio",
                                       " iowa",
                                       " mich",
                                       " wis",
                                       " minn",
                                       " mo",
                                       " ky",
                                       " tenn",
                                       " ark",
                                       " miss",
                                       " ala",
                                       " ga",
                                       " la",
                                       " tex",
                                       " va",
                                       " n. c",
                                       " s. c",
                                       " fla",
                                       " n. y",
                                       " penn",
                                       " pa",
                                       " mass",
                                       " me",
                                       " n. h",
                                       " vt",
                                       " conn",
                                       " r. i",
                                       " n. j",
                                       " del",
                                       " md",
                                       " kan",
                                       " kans",
                                       " u. s",
                                       " illinois",
                                       " indiana",
                                       " kentucky",
                                       " tennessee",
                                       " missouri",
                                       " arkansas",
                                       " mississippi",
                                       " alabama",
                                       " georgia",
                                       " louisiana",
                                       " texas",
                                       " virginia",
                                       " carolina",
                                       " florida",
                                       " york",
                                       " pennsylvania",
                                       " jersey",
                                       " maine",
                                       " vermont",
                                       " wisconsin",
                                       " michigan",
                                       " minnesota",
                                       " kansas",
                                       " maryland",
                                       " delaware",
                                       " massachusetts",
                                       " connecticut",
                                       " hampshire",
                                       " rhode",
                                       " california",
                                       " nebraska",
                                       " colorado",
                                       " oregon",
                                       " west virginia",
                                       " missouri",
                                       " united states",
                                       " regular",
                                       " u.s"};

}  // namespace

/// army 0, corps 1, division 2, brigade 3, by the words a heading uses; -1 for none.
int levelRank(const std::string& text) {
  const std::string l = " " + lower(text) + " ";
  if (l.find(" army of ") != std::string::npos) return 0;
  if (l.find(" corps ") != std::string::npos) return 1;
  if (l.find(" division ") != std::string::npos) return 2;
  if (l.find(" brigade ") != std::string::npos) return 3;
  return -1;
}

namespace {
/// "Ark", "Tex", "Mich": a state's abbreviation written without its period, as a game's
/// counter or chart writes it after a regiment's number.
bool isStateAbbreviationWord(std::string_view word) {
  if (word.empty() || !std::isupper(static_cast<unsigned char>(word[0]))) return false;
  const std::string l = " " + lower(word);
  for (const char* st : kStateWords)
    if (l == st && l.size() <= 5) return true;
  return false;
}

/// "6 GA", "23rd TN", "1 LA Zouaves", "3 Ark", "24 Mich": a number and a state's postal
/// code or abbreviation, as games and forums write a regiment. Only right after the number:
/// "IN", "OR", "ME" are words too.
bool numberedPostalState(const std::string& text) {
  static const std::set<std::string, std::less<>> codes{
      "AL", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "IA", "IL", "IN", "KS", "KY", "LA", "MA", "MD", "ME", "MI", "MN",
      "MO", "MS", "NC", "NH", "NJ", "NM", "NY", "OH", "OR", "PA", "RI", "SC", "TN", "TX", "VA", "VT", "WI", "WV"};
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i])) || (i > 0 && text[i - 1] != ' ' && text[i - 1] != '('))
      continue;
    std::size_t e = i;
    while (e < text.size() && std::isalnum(static_cast<unsigned char>(text[e]))) ++e;
    if (e + 3 > text.size() || text[e] != ' ') continue;
    std::size_t w = e + 1;
    while (w < text.size() && std::isalpha(static_cast<unsigned char>(text[w]))) ++w;
    if (isStateAbbreviationWord(std::string_view(text).substr(e + 1, w - e - 1))) return true;
    const std::string code = text.substr(e + 1, 2);
    if (codes.contains(code) && (e + 3 == text.size() || !std::isalpha(static_cast<unsigned char>(text[e + 3]))))
      return true;
  }
  return false;
}
}  // namespace

bool hasUnitMark(const std::string& text) {
  if (hasOrdinalOrNumber(text) || numberedPostalState(text)) return true;
  if (text.find("'s") != std::string::npos || text.find("s'") != std::string::npos) return true;
  const std::string l = " " + lower(text) + " ";
  for (const char* w : kUnitWords)
    if (l.find(w) != std::string::npos) return true;
  // "Pulaski (Ga.) Art", "Va. Batt": the abbreviations ending a list item, its full stop gone
  // (a scan's stray "art" alone is none).
  if ((l.ends_with(" art ") || l.ends_with(" batt ")) && wordCount(text) >= 2 &&
      !std::isdigit(static_cast<unsigned char>(text[0])))  // ("1 Batt": a count of batteries)
    return true;
  return namesAState(l);
}

bool hasOrdinalOrNumber(const std::string& text) {
  // An ordinal ("8th", "22d"), a number after "No." or a battery's letter count; a year
  // or a page's navigation ("May 1863") does not.
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i])) ||
        (i > 0 && std::isalnum(static_cast<unsigned char>(text[i - 1]))))
      continue;
    std::size_t e = i;
    while (e < text.size() && std::isdigit(static_cast<unsigned char>(text[e]))) ++e;
    std::size_t a = e;
    while (a < text.size() && std::isalpha(static_cast<unsigned char>(text[a]))) ++a;
    const std::string suffix = lower(text.substr(e, a - e));
    if (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" || suffix == "d") return true;
    if (suffix.empty() && e - i <= 3 && i >= 4 && lower(text.substr(i - 4, 3)) == "no.") return true;
  }
  return false;
}

/// `l`: the text in lower case between spaces.
bool namesAState(const std::string& l) {
  // "Ill.", "Tenn.", "Ohio": a state is a regiment's surname.
  for (const char* st : kStateWords) {
    // An abbreviation counts only with its period ("Pa.", "Ky."): " pa " is any word.
    // ("New York" is no abbreviation either: "Seventy-fifth New York" names its state.)
    const bool abbreviation = std::string_view(st).size() <= 5 && std::string_view(st) != " ohio" &&
                              std::string_view(st) != " iowa" && std::string_view(st) != " york";
    if (l.find(std::string(st) + ".") != std::string::npos) return true;
    if (abbreviation) continue;
    // "… New York, Lieut. Col. …": the name ends at any mark that is no letter.
    for (std::size_t at = l.find(st); at != std::string::npos; at = l.find(st, at + 1)) {
      const std::size_t end = at + std::strlen(st);
      if (end < l.size() && !std::isalpha(static_cast<unsigned char>(l[end]))) return true;
    }
  }
  return false;
}

std::string levelWordAlone(std::string word) {
  while (!word.empty() && (word.back() == '.' || word.back() == ':')) word.pop_back();
  for (const char* level : {"Brigade", "Division", "Corps"})
    if (equalsNoCase(word, level)) return level;
  return {};
}

bool opensWithAStaffTitle(const std::string& text) {
  std::string l = lower(text.substr(0, 40));
  for (const char* title : {"assistant adjutant", "asst. adjt", "asst. adj", "adjutant-general", "adjutant general",
                            "acting assistant adjutant", "aide-de-camp", "aide de camp", "chief of staff",
                            "assistant inspector", "inspector-general", "a. a. g", "a. d. c"})
    if (l.starts_with(title)) return true;
  return false;
}

bool isStateAlone(const std::string& text) {
  std::string l = lower(trim(text));
  while (!l.empty() && l.back() == '.') l.pop_back();
  for (const char* st : kStateWords)
    if (l == std::string_view(st).substr(1)) return true;
  return false;
}

/// "Provost Guard", "Escort", "Reserve Artillery", "Quartermaster's Guard": every word
/// one that names a grouping, so "Dreux's Company, Louisiana Cavalry" is none.
bool isGroupLabel(const std::string& label) {
  static const std::set<std::string, std::less<>> words{
      "escort",     "provost",         "guard",     "guards",     "headquarters", "reserve",    "artillery",
      "cavalry",    "infantry",        "train",     "trains",     "unattached",   "detachment", "detachments",
      "staff",      "pioneers",        "engineers", "general",    "corps",        "of",         "the",
      "and",        "quartermaster's", "signal",    "ammunition", "supply",       "wagon",      "mounted",
      "light",      "heavy",           "horse",     "division",   "brigade",      "army",       "unassigned",
      "unbrigaded", "miscellaneous",   "post",      "garrison",   "orderlies",    "mechanics",  "pontoon",
      "pontoniers", "pontoneers",      "sappers",   "miners"};
  std::size_t n = 0;
  for (std::size_t b = 0; b < label.size();) {
    while (b < label.size() && (label[b] == ' ' || label[b] == ',')) ++b;
    std::size_t e = b;
    while (e < label.size() && label[e] != ' ' && label[e] != ',') ++e;
    if (e == b) break;
    if (!words.count(lower(label.substr(b, e - b)))) return false;
    ++n;
    b = e;
  }
  return n > 0;
}

bool rankBeforeNoun(const std::string& text) {
  std::size_t k = rankLengthAt(text);
  while (k < text.size() && (text[k] == ' ' || text[k] == '.')) ++k;
  std::size_t e = k;
  while (e < text.size() && std::isalpha(static_cast<unsigned char>(text[e]))) ++e;
  const std::string next = lower(text.substr(k, e - k));
  for (const char* noun :
       {"staff", "headquarters", "orders", "hospital", "officers", "service", "reserve", "and", "escort", "guard"})
    if (next == noun) return true;
  return false;
}

/// "Confederate Army of the Mississippi", "U.S. Army of the Frontier": the side an army's
/// heading names before it; empty when it names none.
std::string sideBeforeArmy(const std::string& text) {
  for (const auto& [word, side] : {std::pair<const char*, const char*>{"Confederate ", "confederate"},
                                   {"C.S. ", "confederate"},
                                   {"Union ", "union"},
                                   {"Federal ", "union"},
                                   {"U.S. ", "union"},
                                   {"U. S. ", "union"},
                                   {"United States ", "union"}})
    if (startsWithNoCase(text, word) && startsWithNoCase(std::string_view(text).substr(std::strlen(word)), "army of "))
      return side;
  return {};
}

bool namesACommand(const std::string& text) {
  if (text.size() > 50 || wordCount(text) > 6 || text.find_first_of("0123456789,:;") != std::string::npos) return false;
  // "General Burnside's army": an army known by its commander.
  if (const std::size_t sp = text.rfind(' '); sp != std::string::npos && equalsNoCase(text.substr(sp + 1), "army")) {
    const std::size_t before = text.rfind(' ', sp - 1);
    return isPossessive(text.substr(before == std::string::npos ? 0 : before + 1, sp - (before + 1)));
  }
  return startsWithNoCase(text, "Department of ") || startsWithNoCase(text, "District of ") ||
         startsWithNoCase(text, "Military Division of ");
}

bool namesAnArmy(const std::string& text) {
  if (text.size() > 60 || text.find_first_of("0123456789") != std::string::npos) return false;
  const std::string l = " " + lower(text) + " ";
  for (const char* w :
       {" state guard ", " army ", " forces ", " district of ", " department of ", " expedition ", "army of "})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

/// A line of figures: no word of three letters but "men", "guns" and the like.
bool isFigures(const std::string& text) {
  if (text.empty() || (!std::isdigit(static_cast<unsigned char>(text[0])) && text.size() > 2 && text[1] != '-'))
    return false;
  // ("2 Ga", "57 VA": a regiment as a game's chart writes it, no figure.)
  if (numberedPostalState(text)) return false;
  std::size_t letters = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]))) {
      ++letters;
      continue;
    }
    if (letters >= 3) {
      const std::string w = lower(text.substr(i - letters, letters));
      if (w != "men" && w != "guns" && w != "strong" && w != "officers" && w != "present" && w != "pieces" &&
          w != "and" && w != "total")
        return false;
    }
    letters = 0;
  }
  // "1st Brigade" is no figure: an ordinal names an entry.
  std::size_t d = 0;
  while (d < text.size() && std::isdigit(static_cast<unsigned char>(text[d]))) ++d;
  return !(d < text.size() && std::isalpha(static_cast<unsigned char>(text[d])));
}

/// "Strength - 2183", "Losses - 649 (179-419-51) - 29.7%", "Casualties: 1,420 killed and
/// wounded": a formation's figures after their label word.
bool isLabelledFigures(const std::string& text) {
  static const std::set<std::string, std::less<>> labels{
      "strength", "losses", "loss",    "casualties", "effectives", "effective", "engaged", "present",
      "total",    "killed", "wounded", "missing",    "captured",   "aggregate", "men",     "guns"};
  const std::size_t end = text.find_first_of(" :-");
  if (end == std::string::npos || !labels.count(lower(text.substr(0, end)))) return false;
  const std::string rest = text.substr(end);
  if (rest.find_first_of("0123456789") == std::string::npos || rest.size() > 120) return false;
  std::size_t letters = 0;
  for (std::size_t i = 0; i <= rest.size(); ++i) {
    if (i < rest.size() && std::isalpha(static_cast<unsigned char>(rest[i]))) {
      ++letters;
      continue;
    }
    if (letters >= 3 && !labels.count(lower(rest.substr(i - letters, letters))) &&
        lower(rest.substr(i - letters, letters)) != "and")
      return false;
    letters = 0;
  }
  return true;
}

/// "John W. Caldwell", "R. Q. Mills": two to four capitalised names or initials, nothing else.
bool isPersonsName(const std::string& text) {
  if (text.empty() || text.size() > 40 || hasUnitMark(text)) return false;
  std::size_t words = 0;
  for (std::size_t b = 0; b < text.size();) {
    const std::size_t e = std::min(text.find(' ', b), text.size());
    const std::string w = text.substr(b, e - b);
    b = e + 1;
    if (w.empty()) continue;
    ++words;
    if (!std::isupper(static_cast<unsigned char>(w[0]))) return false;
    for (char c : w)
      if (!std::isalpha(static_cast<unsigned char>(c)) && c != '.' && c != '\'' && c != '-') return false;
  }
  return words >= 2 && words <= 4;
}

/// "8th Illinois", "Battery A, 1st Ohio", "Carmichael's Company Illinois Cavalry".
bool looksLikeUnitName(const std::string& text) {
  if (text.empty() || text.size() > 80) return false;
  const std::string l = " " + lower(text) + " ";
  for (const char* g : {"guard", "escort", "headquarters", "staff", "brigade", "division", "corps", "army"})
    if (l.find(g) != std::string::npos) return false;
  if (std::isdigit(static_cast<unsigned char>(text[0]))) return true;
  for (const char* w : {" battery", " company", " regiment", " battalion", " legion", " squadron", " cavalry",
                        " artillery", " infantry", " volunteers", " zouaves", " sharpshooters", " detachment"})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

/// "THE UNION ARMY", "CONFEDERATE FORCES", "Organization of the Federal forces": a
/// title that names the side; empty when the line is not one.
std::string titleSide(const std::string& text) {
  if (containsNoCase(text, "ARMY OF") || text.size() > 120) return {};
  // "Army List: CS": a game's list of one side's troops, the side in capitals.
  if (startsWithNoCase(text, "Army List")) {
    const std::string l = " " + text + " ";
    const bool us = l.find(" US ") != std::string::npos || l.find(" USA ") != std::string::npos;
    const bool cs = l.find(" CS ") != std::string::npos || l.find(" CSA ") != std::string::npos;
    if (us != cs) return us ? "union" : "confederate";
  }
  const bool title = isUpperCaseText(text) || startsWithNoCase(text, "Organization of") ||
                     startsWithNoCase(text, "Order of battle") || startsWithNoCase(text, "Army List") ||
                     isSideHeading(text);
  return title ? sideNamedIn(text) : std::string();
}

std::string sideNamedIn(std::string_view text) {
  // Words apart from what marks them: "ORGANIZATION CHARTS—UNION AND CONFEDERATE", "(Union)".
  std::string l = " ";
  for (char c : text)
    l += std::isalnum(static_cast<unsigned char>(c)) || c == '.'
             ? static_cast<char>(std::tolower(static_cast<unsigned char>(c)))
             : ' ';
  l += ' ';
  auto any = [&](std::initializer_list<const char*> words) {
    return std::any_of(words.begin(), words.end(), [&](const char* w) { return l.find(w) != std::string::npos; });
  };
  const bool union_ =
      any({" union ", " federal ", " federals ", " u.s. ", " u. s. ", " united states ", " usa ", " yankee"});
  const bool confederate = any({" confedera", " c.s. ", " c. s. ", " csa ", " rebel "});
  // A text naming both sides names neither.
  if (union_ == confederate) return {};
  return union_ ? "union" : "confederate";
}

/// "Union", "Confederate Forces", "The Federal Army": a side's own heading, its words a
/// side's and an army's only (a battery's "U.S." stands among numbers and names).
bool isSideHeading(const std::string& text) {
  static const std::set<std::string, std::less<>> words{"union",  "federal", "u.s.",  "confederate", "c.s.",   "army",
                                                        "armies", "forces",  "force", "troops",      "the",    "of",
                                                        "side",   "states",  "order", "battle",      "united", "rebel"};
  std::size_t n = 0;
  for (std::size_t b = 0; b < text.size();) {
    const std::size_t e = std::min(text.find(' ', b), text.size());
    std::string w = lower(text.substr(b, e - b));
    while (!w.empty() && (w.back() == ':' || w.back() == ',')) w.pop_back();
    if (!w.empty() && !words.count(w)) return false;
    n += w.empty() ? 0 : 1;
    b = e + 1;
  }
  return n > 0 && n <= 4;
}

/// Where a heading sits: its ruleset level when that is one of the listing levels,
/// else the level its words name ("First Brigade" is a brigade even where the
/// ruleset calls brigades "formations"; "I Corps" a corps where corps only group).
std::string structuralKind(const std::string& text, const std::string& level) {
  if (level == "army" || level == "corps" || level == "division" || level == "brigade" || level == "unassigned")
    return level;
  if (containsNoCase(text, "brigade")) return "brigade";
  if (containsNoCase(text, "division")) return "division";
  if (containsNoCase(text, "corps") || lower(text).ends_with(" wing")) return "corps";
  if (containsNoCase(text, "army of")) return "army";
  return level == "none" ? "none" : "division";
}

bool isGroupingHeading(const std::string& text) {
  if (text.size() > 40) return false;
  for (const char* g : {"Escort",
                        "Cavalry",
                        "Artillery",
                        "Infantry",
                        "Unattached",
                        "Unassigned",
                        "Unbrigaded",
                        "Not brigaded",
                        "Reserve Artillery",
                        "Artillery Reserve",
                        "Sharpshooters",
                        "Engineers",
                        "Provost Guard",
                        "Troops not brigaded",
                        "Independent companies",
                        "Independent commands",
                        "Headquarters Guard",
                        "Siege Artillery",
                        "Light Artillery",
                        "Heavy Artillery",
                        "Miscellaneous",
                        "Reporting directly",
                        "Corps troops",
                        "Army troops"})
    if (equalsNoCase(text, g)) return true;
  const std::string l = lower(text);
  return l.ends_with(" wing") || l == "center" || l == "centre" || isCompoundGroupLabel(text) || isArmGroupLabel(text);
}

/// "Light Batteries", "Horse Artillery", "Unattached Cavalry": arm and grouping words only
/// (no ordinal, no owner's name), a label over units it types.
bool isArmGroupLabel(const std::string& label) {
  if (label.empty() || label.size() > 40 || label.find_first_of("0123456789'") != std::string::npos) return false;
  static const std::set<std::string, std::less<>> words{
      "light",    "heavy",      "horse",      "siege",  "reserve", "batteries", "artillery", "cavalry",
      "infantry", "unattached", "unassigned", "escort", "and",     "forces",    "command",   "army"};
  bool arm = false;
  for (std::size_t b = 0; b < label.size();) {
    const std::size_t e = std::min(label.find(' ', b), label.size());
    const std::string w = lower(label.substr(b, e - b));
    if (!w.empty() && !words.count(w)) return false;
    arm = arm || w == "batteries" || w == "artillery" || w == "cavalry" || w == "infantry";
    b = e + 1;
  }
  return arm;
}

/// The arm a grouping's label names ("Light Batteries" → Artillery); empty for none.
std::string armOfGroup(const std::string& label) {
  for (const char* t : {"Cavalry", "Artillery", "Infantry"})
    if (containsNoCase(label, t)) return t;
  return containsNoCase(label, "batteries") ? "Artillery" : std::string();
}

bool isPluralRank(const std::string& text) {
  const std::size_t sp = text.find(' ');
  if (sp == std::string::npos) return false;
  const std::string first = lower(text.substr(0, sp));
  const bool plural = first == "captains" || first == "capts." || first == "colonels" || first == "cols." ||
                      first == "majors" || first == "lieutenants" || first == "generals";
  const std::size_t end = std::min(text.find_first_of(",; ", sp + 1), text.size());
  return plural && isPossessive(text.substr(sp + 1, end - sp - 1));
}

/// "Headquarters Escort", "Guards and Orderlies", "Escort and Provost Guard": grouping
/// words only, one of them a guard's or escort's, and no level ("Artillery Brigade" is a
/// brigade) and no detachment ("Cavalry Detachment" is a unit).
bool isCompoundGroupLabel(const std::string& text) {
  if (!isGroupLabel(text) || text.find(' ') == std::string::npos) return false;
  const std::string l = " " + lower(text) + " ";
  for (const char* level : {" brigade ", " division ", " corps ", " army ", " detachment", " post ", " garrison "})
    if (l.find(level) != std::string::npos) return false;
  for (const char* guard : {" escort ", " guard ", " guards ", " headquarters ", " orderlies ", " engineers ",
                            " pioneers ", " pontoon ", " pontoniers ", " mechanics "})
    if (l.find(guard) != std::string::npos) return true;
  return false;
}

std::string titleCase(const std::string& text) {
  if (!isUpperCaseText(text)) return text;
  std::string out;
  bool start = true;
  for (char c : text) {
    out += start ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    start = c == ' ' || c == '-';
  }
  return out;
}

/// "FIRST DIVISION, Brig.-Gen. John A. McClernand" → the heading and the commander;
/// the commander is empty when the text after the comma or dash is not a leader.
std::pair<std::string, std::string> leaderBeforeList(const std::string& list) {
  if (rankLengthAt(list) == 0) return {};
  std::size_t at = 0;
  while (at < list.size()) {
    std::size_t end = std::min(findOutsideParens(list.substr(at), ","), findOutsideParens(list.substr(at), ";"));
    end = end == std::string::npos ? list.size() : at + end;
    const std::string item = trim(list.substr(at, end - at));
    const bool suffix = equalsNoCase(item, "Jr.") || equalsNoCase(item, "Jr") || equalsNoCase(item, "Sr.") ||
                        (item.starts_with("(") && item.ends_with(")"));
    if (!suffix && rankLengthAt(item) == 0) return {trim(list.substr(0, at == 0 ? 0 : at - 1)), trim(list.substr(at))};
    // "Col. Wm. Grose 59th Ill.": no comma before the first unit (a remark's "(commanding
    // 752 men)" holds none).
    for (std::size_t w = item.find(' '); w != std::string::npos; w = item.find(' ', w + 1)) {
      const std::string before = item.substr(0, w);
      if (std::count(before.begin(), before.end(), '(') > std::count(before.begin(), before.end(), ')')) continue;
      if (const std::string word = item.substr(w + 1, item.find(' ', w + 1) - w - 1);
          !word.empty() && std::isdigit(static_cast<unsigned char>(word[0])) &&
          std::isalpha(static_cast<unsigned char>(word.back())) && ordinalValue(word) > 0) {
        const std::size_t cut = list.find(item, at) + w;
        return {trim(list.substr(0, cut)), trim(list.substr(cut + 1))};
      }
    }
    at = end + 1;
  }
  return {trim(list), {}};
}

std::pair<std::string, std::string> splitHeadingCommander(const std::string& text) {
  // "First Division (Brigadier General John A. McClernand)", "1st Brigade (Oglesby)": the
  // commander in parentheses after a level word.
  // ("Second Division [Major General J. P. McCown]": the Records' brackets, the same.)
  if (!text.empty() && (text.back() == ')' || text.back() == ']')) {
    const std::size_t open = text.rfind(text.back() == ')' ? '(' : '[');
    const std::string head = open == std::string::npos ? std::string() : trim(text.substr(0, open));
    const std::string inner = open == std::string::npos ? std::string() : text.substr(open + 1, text.size() - open - 2);
    const std::string lh = " " + lower(head) + " ";
    const bool level = lh.find(" brigade ") != std::string::npos || lh.find(" division ") != std::string::npos ||
                       lh.find(" corps ") != std::string::npos || lh.find(" wing ") != std::string::npos;
    bool name = !inner.empty() && std::isupper(static_cast<unsigned char>(inner[0])) && wordCount(inner) <= 5 &&
                inner.find_first_of("0123456789,;:") == std::string::npos;
    const std::string li = lower(inner);
    for (const char* w : {"corps", "division", "brigade", "army", "passed", "detached", "reserve", "from"})
      name = name && li.find(w) == std::string::npos;
    if (level && (rankLengthAt(inner) > 0 || name)) return {head, inner};
  }
  // "First Brigade.-Colonel Edward E. Cross": a printed dash glued to the heading's period.
  // "3rd Division, XIII Corps, Brigadier General …": the commander after the last part
  // of the heading.
  // ("First Division. Brig. General G.W.Morell": after the heading's full stop.)
  for (const char* sep : {" - ", ", ", ".-", ". "})
    for (std::size_t at = findOutsideParens(text, sep); at != std::string::npos;) {
      const std::string rest = trim(text.substr(at + std::string_view(sep).size()));
      if (rankLengthAt(rest) > 0) return {trim(text.substr(0, at)), rest};
      // (Past the first part only a heading naming its levels: "District of Columbia,
      // Independent Company, Lieutenant …" is a unit and its officer.)
      const std::string part = " " + lower(text.substr(0, at)) + " ";
      if (part.find(" division ") == std::string::npos && part.find(" brigade ") == std::string::npos &&
          part.find(" corps ") == std::string::npos && part.find(" wing ") == std::string::npos)
        break;
      const std::size_t next = findOutsideParens(text.substr(at + 1), sep);
      at = next == std::string::npos ? next : at + 1 + next;
    }
  // "First Brigade-Moor", "First Infantry Division -Sullivan": a table's heading cell and its
  // commander's surname, with no rank.
  if (const std::size_t at = text.rfind('-'); at != std::string::npos && at > 0 && at + 2 < text.size()) {
    const std::string head = trim(text.substr(0, at)), name = trim(text.substr(at + 1));
    if (levelRank(head) >= 0 && wordCount(name) == 1 && std::isupper(static_cast<unsigned char>(name[0])) &&
        std::all_of(name.begin() + 1, name.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); }) &&
        (text[at - 1] == ' ' || std::isalpha(static_cast<unsigned char>(text[at - 1]))))
      return {head, name};
  }
  // "2d Brigade-Col. William H. Ball": a hyphen typed for the dash, glued to both words.
  for (std::size_t at = text.find('-'); at != std::string::npos; at = text.find('-', at + 1))
    if (at > 0 && std::isalnum(static_cast<unsigned char>(text[at - 1])) && levelRank(text.substr(0, at)) >= 0 &&
        rankLengthAt(std::string_view(text).substr(at + 1)) > 0)
      return {trim(text.substr(0, at)), trim(text.substr(at + 1))};
  return {text, {}};
}

/// "Rousseau's - Brig. Gen. Lovell H. Rousseau", "Hardee's Command: Maj. Gen. …",
/// "Hardee's Command (Maj. Gen. …)": an entry's name and the commander after it, whatever
/// the name's words; the commander is empty when no rank follows.
std::pair<std::string, std::string> splitNamedCommander(const std::string& text) {
  for (const char* sep : {" - ", ": ", ", "}) {
    const std::size_t at = findOutsideParens(text, sep);
    if (at == std::string::npos) continue;
    const std::string rest = trim(text.substr(at + std::string_view(sep).size()));
    if (rankLengthAt(rest) > 0) return {trim(text.substr(0, at)), rest};
  }
  if (!text.empty() && text.back() == ')') {
    const std::size_t open = text.rfind('(');
    if (open != std::string::npos && open > 0) {
      const std::string inner = text.substr(open + 1, text.size() - open - 2);
      if (rankLengthAt(inner) > 0) return {trim(text.substr(0, open)), inner};
    }
  }
  return {text, {}};
}

std::string outsideParentheses(const std::string& text) {
  std::string out;
  int depth = 0;
  for (char c : text) {
    depth += c == '(';
    if (depth == 0) out += c;
    depth -= c == ')' && depth > 0;
  }
  return trim(out);
}

/// "… return of the Third Division, " → "Third Division": the formation a title names
/// just before the army it belongs to; empty when it names none.
std::string formationBeforeItsArmy(const std::string& before) {
  const std::size_t at = lower(before).rfind("of the ");
  if (at == std::string::npos) return {};
  std::string reported = trim(before.substr(at + 7));
  while (!reported.empty() && (reported.back() == ',' || reported.back() == ' ')) reported.pop_back();
  return reported.size() < 40 ? reported : std::string();
}

/// "Brigadier General O. M. Mitchel" and "Brigadier General ORMSBY M. MITCHEL": one man,
/// by surname and the initials of his given names, in any case.
bool sameLeader(const std::string& a, const std::string& b) {
  auto words = [](const std::string& n) {
    std::vector<std::string> w;
    const std::string s = lower(n.substr(rankLengthAt(n)));
    for (std::size_t i = 0; i < s.size();) {
      while (i < s.size() && (s[i] == ' ' || s[i] == '.')) ++i;
      std::size_t e = i;
      while (e < s.size() && s[e] != ' ' && s[e] != '.') ++e;
      if (e > i) w.push_back(s.substr(i, e - i));
      i = e;
    }
    return w;
  };
  const auto wa = words(a), wb = words(b);
  if (wa.empty() || wb.empty() || wa.back() != wb.back() || wa.size() != wb.size()) return a == b;
  for (std::size_t k = 0; k + 1 < wa.size(); ++k)
    if (wa[k][0] != wb[k][0]) return false;
  return true;
}

bool brigadesReportAbove(const std::string& grouping) {
  for (const char* g : {"Reporting directly", "Unattached", "Unassigned", "Corps troops", "Army troops"})
    if (equalsNoCase(grouping, g)) return true;
  return false;
}

}  // namespace hexwright::importers::oob
