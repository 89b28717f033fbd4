#include "importers/oob/list_items.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <optional>
#include <sstream>

#include "importers/oob/leader_text.h"
#include "importers/oob/listing_words.h"
#include "importers/oob/text_patterns.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

constexpr std::array<std::string_view, 11> kUnitWords{"Battery",    "Batteries", "Regiment",  "Battalion",
                                                      "Battalions", "Company",   "Companies", "Squadron",
                                                      "Cavalry",    "Artillery", "Infantry"};

bool isArmName(std::string_view w) { return w == "Cavalry" || w == "Artillery" || w == "Infantry"; }

bool isUnitWord(std::string_view w) {
  for (auto u : kUnitWords)
    if (w == u) return true;
  return false;
}

/// "Reserves", "Militia", "Rangers": a word that goes on naming the unit before it
/// ("Barwick's Company Reserves"), never the start of another.
bool namesTheUnitOn(std::string_view w) {
  for (std::string_view k : {"Reserves", "Militia", "Rangers", "Guards", "Volunteers", "Zouaves", "Rifles",
                             "Sharpshooters", "Scouts", "Dragoons", "Lancers", "Grays", "Greys", "Blues", "Tigers"})
    if (w == k) return true;
  return false;
}

bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

/// Four-letter and longer state abbreviations of the period ("Tenn.", "Miss.", "Mich.").
bool isStateAbbreviation(std::string_view w) {
  for (std::string_view a : {"Tenn", "Miss", "Mich", "Minn", "Penn", "Conn", "Mass", "Wisc", "Kans", "Nebr", "Colo",
                             "Oreg", "Calif", "Regt", "Batt", "Vols", "Arty", "Batty"})
    if (equalsNoCase(w, a)) return true;
  return false;
}

/// The length of the spelled ordinal `n` opens with: one word ("Twenty-third") or a hundred
/// and more ("One Hundred and Fourteenth", "One hundred and twentieth"); 0 when none.
std::size_t spelledOrdinalLength(std::string_view n) {
  const std::size_t first = std::min(n.find(' '), n.size());
  if (isSpelledOrdinalWord(n.substr(0, first))) return first;
  const std::string l = lower(n.substr(0, 24));
  for (const char* hundred : {"one hundred and ", "two hundred and ", "one hundred ", "two hundred "}) {
    if (!l.starts_with(hundred)) continue;
    const std::size_t at = std::string_view(hundred).size();
    const std::size_t end = std::min(n.find(' ', at), n.size());
    return isSpelledOrdinalWord(n.substr(at, end - at)) ? end : 0;
  }
  return 0;
}

/// "Twenty-third", "One Hundred and Eighth": an ordinal spelled out, and nothing more.
bool isSpelledOrdinal(const std::string& n) { return !n.empty() && spelledOrdinalLength(n) == n.size(); }

bool isNameSuffix(const std::string& seg) {
  std::string s = lower(seg);
  while (!s.empty() && s.back() == '.') s.pop_back();
  return s == "jr" || s == "sr" || s == "2d" || s == "3d" || s == "ii" || s == "iii";
}

/// Segments at ',' ';' and at ". " that ends a sentence (after ")" or a plain word),
/// outside parentheses.
/// A list's pieces, each with the separator that ended it (',', ';', '.', or 0 at the end).
std::vector<std::pair<std::string, char>> separatedSegments(std::string_view s) {
  std::vector<std::pair<std::string, char>> out;
  int depth = 0;
  std::size_t start = 0;
  auto cut = [&](std::size_t end, std::size_t next) {
    std::string piece = trim(s.substr(start, end - start));
    if (!piece.empty()) out.emplace_back(std::move(piece), end < s.size() ? s[end] : '\0');
    start = next;
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '(') ++depth;
    if (c == ')' && depth > 0) --depth;
    if (depth != 0) continue;
    if (c == ',' || c == ';') {
      cut(i, i + 1);
    } else if (c == '.' && i + 1 < s.size() && s[i + 1] == ' ' && i > 0) {
      // A sentence end, not an initial or abbreviation ("W.S.", "Mo.", "U.S.").
      std::size_t w = i;
      while (w > 0 && std::isalpha(static_cast<unsigned char>(s[w - 1]))) --w;
      const std::string_view word = s.substr(w, i - w);
      const bool afterParen = s[i - 1] == ')';
      // "Lieut. Col.", "Sergt.", "Tenn.": abbreviations, not sentence ends.
      const bool plainWord = word.size() >= 4 && std::islower(static_cast<unsigned char>(word.back())) &&
                             !isRankOrNameSuffixWord(word) && !isStateAbbreviation(word);
      if (afterParen || plainWord) cut(i, i + 1);
    }
  }
  cut(s.size(), s.size());
  return out;
}

bool hasDigit(const std::string& t) { return t.find_first_of("0123456789") != std::string::npos; }

/// "Taft's", "Hexamer's (A)", "Brewer's": an owner's name alone, the start of a battery's or
/// battalion's designation ("Taft's, 5th New York").
bool isOwnersName(const std::string& seg) {
  const std::string bare = splitTrailingNotes(seg).name;
  return !hasDigit(bare) && wordCount(bare) <= 3 && rankLengthAt(bare) == 0 && isPossessive(bare);
}

/// "Clarke County", "Arkansas", "Mississippi and Alabama": a place alone, no unit's kind or
/// number: the start of the name after it ("Clarke County, Arkansas, Artillery Battery").
bool isPlaceAlone(const std::string& seg) {
  // (A possessive names a unit by its owner: "Woodruff's Baty".)
  // ("Twenty-third, Twenty-fifth, … Regiments New York Volunteers": a number spelled out.)
  if (hasDigit(seg) || wordCount(seg) > 4 || rankLengthAt(seg) > 0 || seg.find_first_of("('") != std::string::npos ||
      seg.find("\xE2\x80\x99") != std::string::npos || isSpelledOrdinal(seg))
    return false;
  const std::string l = " " + lower(seg) + " ";
  for (const char* w :
       {" regiment", " battery", " artillery",     " cavalry",  " infantry",   " battalion",  " company", " legion",
        " guard",    " rangers", " sharpshooters", " squadron", " detachment", " escort",     " bat",     " bty",
        " cav",      " inf",     " art",           " rifles",   " zouaves",    " volunteers", " militia"})
    if (l.find(w) != std::string::npos) return false;
  std::istringstream words(seg);
  for (std::string w; words >> w;)
    if (!std::isupper(static_cast<unsigned char>(w[0])) && w != "and" && w != "of") return false;
  return true;
}

/// "Graham's battery (K and G)", "Companies A, B": a battery or company named without the
/// regiment it belongs to.
bool isABatteryOrCompanyAlone(const std::string& seg) {
  const std::string l = " " + lower(seg) + " ";
  const bool battery = l.find(" battery") != std::string::npos || l.find(" compan") != std::string::npos ||
                       l.starts_with(" battery") || l.starts_with(" compan");
  return battery && !hasDigit(seg) && !namesAState(l) && l.find("u. s") == std::string::npos &&
         l.find("u.s") == std::string::npos;
}

/// "First U. S.", "Second U. S.", "1st N. Y.": a regiment named by its number and state alone,
/// the battery's or company's before it.
bool isRegimentWithoutArm(const std::string& segWithRemark) {
  // ("First U. S. (six Napoleon guns)": its guns are the battery's remark.)
  const std::string seg = splitTrailingNotes(segWithRemark).name;
  const std::string first = seg.substr(0, seg.find(' '));
  if (ordinalValue(first) == 0 || wordCount(seg) > 4 || seg.find_first_of("()") != std::string::npos) return false;
  const std::string l = " " + lower(seg) + " ";
  for (const char* unit : {"battery", "regiment", "artillery", "cavalry", "infantry", "battalion", "company", "corps",
                           "division", "brigade", "volunteers"})
    if (l.find(unit) != std::string::npos) return false;
  return namesAState(l) || l.find(" u. s") != std::string::npos || l.find(" u.s") != std::string::npos;
}

/// The list's segments, pieces of one designation joined: an owner's name or a place before
/// the rest of the name ("Taft's, 5th New York", "Clarke County, Arkansas, Artillery
/// Battery"), a battery's guns kept with it as a remark ("…, 6 20-pounder Parrotts").
std::vector<std::string> rawSegments(std::string_view s) {
  std::vector<std::pair<std::string, char>> pieces = separatedSegments(s);
  for (std::size_t i = pieces.size(); i-- > 1;)
    if (pieces[i - 1].second == ',' && isGunCount(pieces[i].first) && rankLengthAt(pieces[i - 1].first) == 0) {
      pieces[i - 1].first += " (" + pieces[i].first + ")";
      pieces[i - 1].second = pieces[i].second;
      pieces.erase(pieces.begin() + static_cast<long>(i));
    }
  for (std::size_t i = pieces.size(); i-- > 1;) {
    const std::string& before = pieces[i - 1].first;
    const std::string& after = pieces[i].first;
    const bool nameStarts =
        (isOwnersName(before) && (isDigit(after[0]) || isPlaceAlone(after) || after.find(',') != std::string::npos)) ||
        (isPlaceAlone(before) && rankLengthAt(after) == 0 && !isDigit(after[0]));
    if (pieces[i - 1].second != ',' || !nameStarts || isGunCount(after)) continue;
    pieces[i].first = before + ", " + after;
    pieces.erase(pieces.begin() + static_cast<long>(i - 1));
  }
  std::vector<std::string> out;
  for (auto& p : pieces) out.push_back(std::move(p.first));
  return out;
}

/// "6/23/27 GA + Cobb's (GA) Legion": units joined by "+", and numbers joined by "/" that
/// share the name after the last ("6 GA", "23 GA", "27 GA"). A "/" after a word ("54th
/// MA/colored") or in parentheses ("(w 7/1)") joins no numbers.
std::vector<std::string> withSlashedNumbersApart(const std::string& seg) {
  std::vector<std::string> out;
  for (std::size_t b = 0; b <= seg.size();) {
    std::size_t e = findOutsideParens(seg.substr(b), " + ");
    e = e == std::string::npos ? seg.size() : b + e;
    const std::string part = trim(seg.substr(b, e - b));
    b = e + 3;
    std::vector<std::string> numbers;
    std::size_t k = 0;
    for (;;) {
      std::size_t d = k;
      while (d < part.size() && isDigit(part[d])) ++d;
      if (d == k || d - k > 3) break;
      numbers.push_back(part.substr(k, d - k));
      if (d < part.size() && part[d] == '/') {
        k = d + 1;
        continue;
      }
      k = d;
      break;
    }
    const std::string name = trim(part.substr(k));
    if (numbers.size() < 2 || k >= part.size() || part[k] != ' ' || name.empty() ||
        !std::isalpha(static_cast<unsigned char>(name[0]))) {
      if (!part.empty()) out.push_back(part);
      continue;
    }
    for (const std::string& n : numbers) out.push_back(n + " " + name);
  }
  return out;
}

/// "Arrived April 7th", "joined on April 7", "7 April": a remark dated by a month and its day,
/// never a unit: the day is no regiment's number.
bool isDatedRemark(const std::string& seg) {
  std::vector<std::string> words;
  // "23rd Missouri (arrived April 6, reported to division)" is a unit with its remark.
  std::istringstream in(outsideParentheses(seg));
  for (std::string w; in >> w;) {
    while (!w.empty() && (w.back() == ',' || w.back() == '.' || w.back() == ')')) w.pop_back();
    words.push_back(w);
  }
  auto isDay = [](const std::string& w) {
    std::size_t n = 0;
    while (n < w.size() && isDigit(w[n])) ++n;
    const std::string suffix = lower(w.substr(n));
    return n >= 1 && n <= 2 &&
           (suffix.empty() || suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" || suffix == "d");
  };
  bool dated = false;
  std::vector<bool> dayOfAMonth(words.size(), false);
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (isUnitWord(words[k])) return false;
    if (!isMonthWord(words[k])) continue;
    if (k + 1 < words.size() && isDay(words[k + 1])) dayOfAMonth[k + 1] = dated = true;
    if (k > 0 && isDay(words[k - 1])) dayOfAMonth[k - 1] = dated = true;
  }
  // Any other ordinal is a unit's ("15th Iowa, April 6th"); a bare figure is its men ("731 Men").
  for (std::size_t k = 0; k < words.size(); ++k)
    if (!dayOfAMonth[k] && isDigit(words[k][0]) && std::isalpha(static_cast<unsigned char>(words[k].back())) &&
        ordinalValue(words[k]) > 0)
      return false;
  return dated;
}

/// "McClung's Tennessee Battery Wharton's Texas Ranger Regiment": a unit word followed by
/// a capitalised name means two entries whose line break was lost.
std::vector<std::string> splitRunTogether(const std::string& seg, std::vector<ListRemark>& remarks) {
  std::vector<std::string> out;
  std::size_t start = 0;
  int depth = 0;
  std::size_t i = 0;
  while (i < seg.size()) {
    if (seg[i] == '(') ++depth;
    if (seg[i] == ')' && depth > 0) --depth;
    if (depth == 0 && std::isalpha(static_cast<unsigned char>(seg[i])) && (i == 0 || seg[i - 1] == ' ')) {
      std::size_t e = i;
      while (e < seg.size() && std::isalpha(static_cast<unsigned char>(seg[e]))) ++e;
      const std::string_view word(seg.data() + i, e - i);
      if (isUnitWord(word) && e + 1 < seg.size() && seg[e] == ' ') {
        std::size_t n = e + 1;
        std::size_t ne = n;
        while (ne < seg.size() && (std::isalpha(static_cast<unsigned char>(seg[ne])) || seg[ne] == '\'')) ++ne;
        const std::string next = seg.substr(n, ne - n);
        bool hasLower = false;
        for (char c : next) hasLower = hasLower || std::islower(static_cast<unsigned char>(c));
        std::string bare = next;
        if (bare.ends_with("'s")) bare.resize(bare.size() - 2);
        // "8th Regiment Illinois Cavalry", "3rd Regiment Potomac Home Brigade": a numbered
        // regiment written before its state or parent's name is one designation.
        // ("6th Infantry Pennsylvania Reserves (800 men) 16 figures": a remark's figures after
        // the name are no second number.)
        const std::string before = trim(seg.substr(start, e - start));
        const std::string after =
            seg.substr(n, seg.find('(', n) == std::string::npos ? std::string::npos : seg.find('(', n) - n);
        // ("Fifth Regiment Maine Volunteers": the number spelled out, as 1861 orders print it.)
        const bool numbered =
            !before.empty() && (isDigit(before[0]) || isSpelledOrdinal(before.substr(0, before.find(' '))));
        const bool numberedKind =
            numbered && wordCount(before) == 2 && after.find_first_of("0123456789") == std::string::npos;
        // ("Battery Experienced Smoothbore": a kind alone is no entry, so the name goes on; an
        // arm alone is the last entry's, "…, Cavalry Wirt Adams's …".)
        const bool kindAlone = before == word && !isArmName(word);
        if (next.size() >= 2 && std::isupper(static_cast<unsigned char>(next[0])) && hasLower && !isUnitWord(bare) &&
            !namesTheUnitOn(bare) && !numberedKind && !kindAlone) {
          // "47th Tennessee Infantry Regiment Arrived April 7th 731 Men": the unit, then its remark.
          if (depth == 0 && isDatedRemark(seg.substr(n))) {
            out.push_back(trim(seg.substr(start, e - start)) + " (" + trim(seg.substr(n)) + ")");
            return out;
          }
          out.push_back(trim(seg.substr(start, e - start)));
          start = n;
          remarks.push_back({"import.oob.text.run-together",
                             "\"" + seg + "\" reads as two entries run together; split before \"" + next + "\""});
        }
      }
      i = e;
      continue;
    }
    ++i;
  }
  out.push_back(trim(seg.substr(start)));
  return out;
}

std::string withoutTrailingNotes(const std::string& s) { return splitTrailingNotes(s).name; }

/// "2nd Illinois Light Artillery", "Kentucky Cavalry", "Cavalry": the parent of the
/// designation before it, not a unit of its own.
bool isParentDesignation(const std::string& segIn) {
  const std::string seg = withoutTrailingNotes(segIn);
  if (seg.find('(') != std::string::npos || seg.find('\'') != std::string::npos) return false;
  if (!(seg.ends_with("Artillery") || seg.ends_with("Cavalry"))) return false;
  for (std::string_view w : {"Battery", "Regiment", "Battalion", "Company", "Squadron"})
    if (seg.find(w) != std::string::npos) return false;
  // "2nd Illinois Light Artillery", "5th U.S. Artillery", "Kentucky Cavalry": a numbered
  // regiment or a bare state; "Pettus Flying Artillery" is a battery of its own.
  std::size_t words = 1;
  for (char c : seg) words += c == ' ';
  if (seg.find(" Light ") != std::string::npos) --words;
  return isDigit(seg[0]) ? words >= 3 : words <= 2;  // "1st Cavalry" is a regiment of its own
}

/// "3rd Battalion", "1st and 2nd Battalions", "Companies A and B", "Company C": a part
/// whose regiment follows after the comma.
bool isSubunitPrefix(const std::string& seg) {
  if (startsWithNoCase(seg, "Company ") || startsWithNoCase(seg, "Companies ") || startsWithNoCase(seg, "Cos. ") ||
      startsWithNoCase(seg, "Co. "))
    return true;
  // "Battery D, 2d Ill.", "Battery (B), 1st Missouri": a lettered battery of a regiment.
  if (isLetteredBattery(seg)) return true;
  // Only ordinals before the word: "1st Tennessee Battalion" is a unit in its own right.
  return isOrdinalBattalions(seg);
}

/// "Kentucky Light, 1st Battery", "Ohio Light, 1st Battery": a state and an arm's adjective
/// is the start of a battery's name, never a unit of its own.
bool waitsForItsArm(const std::string& item) {
  const std::string l = " " + lower(item);
  return (l.ends_with(" light") || l.ends_with(" heavy")) && !isDigit(item[0]);
}

/// "7th Company, Ohio Sharpshooters": a bare state and arm after a company is its parent.
bool isCompanysParent(const std::string& item, const std::string& segIn) {
  if (item.find("Company") == std::string::npos) return false;
  const std::string seg = withoutTrailingNotes(segIn);
  const std::size_t space = seg.find(' ');
  if (seg.empty() || isDigit(seg[0]) || space == std::string::npos || seg.find(' ', space + 1) != std::string::npos)
    return false;
  return seg.ends_with("Sharpshooters") || seg.ends_with("Infantry") || seg.ends_with("Engineers") ||
         seg.ends_with("Volunteers");
}

/// "Detachment", "detachments", "1 battery", "two companies", "3 squadrons".
bool isDetachmentOrCount(const std::string& segIn) {
  const std::string seg = lower(withoutTrailingNotes(segIn));
  return seg == "detachment" || seg == "detachments" || seg == "det." || seg == "a detachment" || isACount(seg);
}

/// "1st Vermont Cavalry, Company M", "3rd United States, Battery C", "2nd New York Cavalry,
/// Companies A, B, I & K": the companies or battery named after their numbered regiment.
bool isPartAfterItsRegiment(const std::string& item, const std::string& seg) {
  if (!startsWithANumber(item)) return false;
  // "8th Iowa, Detachment", "4th U.S. Artillery, 1 battery", "2nd Ohio, two companies": the
  // part of the regiment that served.
  if (isDetachmentOrCount(seg)) return true;
  if (!isSubunitPrefix(seg) || isOrdinalBattalions(seg)) return false;
  for (std::string_view w : {"Battery", "Company", "Companies", "Co. ", "Cos. "})
    if (item.find(w) != std::string::npos) return false;
  return true;
}

/// "Ohio Light Artillery, 11th Battery", "1st Missouri Light Artillery, Battery M": the
/// battery named after the artillery it belongs to.
bool isBatteryOfItsRegiment(const std::string& item, const std::string& segIn) {
  std::string seg = withoutTrailingNotes(segIn);
  while (!seg.empty() && seg.back() == '.') seg.pop_back();
  std::string arm = lower(item);
  while (!arm.empty() && arm.back() == '.') arm.pop_back();
  // ("1st U. S. Art., Batteries K and L": the arm as books shorten it.)
  const bool artillery = arm.ends_with("artillery") || arm.ends_with(" art") || arm.ends_with(" arty");
  if (!isParentDesignation(item) || !artillery) return false;
  const std::size_t sp = seg.find(' ');
  return isLetteredBattery(seg) ||
         (sp != std::string::npos && isDigit(seg[0]) && equalsNoCase(seg.substr(sp + 1), "Battery"));
}

/// "1st Company", "2d Battalion", "3d Section": a numbered part whose unit's name follows.
bool isNumberedPart(const std::string& item) {
  const std::size_t sp = item.find(' ');
  if (sp == std::string::npos || !isDigit(item[0]) || item.find(' ', sp + 1) != std::string::npos) return false;
  const std::string part = lower(item.substr(sp + 1));
  return part == "company" || part == "battalion" || part == "squadron" || part == "section" || part == "detachment";
}

/// "2d U. S. Art.", "1st Illinois Light Artillery": a numbered artillery regiment, whose
/// lettered battery may stand before it.
bool namesAnArtilleryRegiment(const std::string& segIn) {
  std::string seg = lower(withoutTrailingNotes(segIn));
  while (!seg.empty() && seg.back() == '.') seg.pop_back();
  if (seg.empty() || !(isDigit(seg[0]) || isSpelledOrdinal(seg.substr(0, seg.find(' '))))) return false;
  const std::string last = seg.substr(seg.rfind(' ') + 1);
  return last == "artillery" || last == "art" || last == "arty";
}

/// Whether the segment after a comma is more of the item before it: its parent, its part,
/// its arm, a remark on it.
bool continuesTheItem(const std::string& item, const std::string& seg) {
  // "1st Company, Richmond Howitzers": the part, then the unit it is part of.
  if (isNumberedPart(item) && !isDigit(seg[0]) && std::isupper(static_cast<unsigned char>(seg[0])) &&
      rankLengthAt(seg) == 0)
    return true;
  // ("Abell's Battery; 5th Florida Cavalry": a cavalry regiment is no battery's parent.)
  const bool parent =
      isParentDesignation(seg) && !(seg.ends_with("Cavalry") && item.find("Battery") != std::string::npos);
  // "Hampton Legion, S. C.": the state of a unit named without one.
  if (isStateAlone(seg) && !namesAState(" " + lower(item) + " ")) return true;
  return startsWithNoCase(seg, "or ") || parent || (isSubunitPrefix(item) && startsWithANumber(seg)) ||
         isPartAfterItsRegiment(item, seg) || isCompanysParent(item, seg) || isBatteryOfItsRegiment(item, seg) ||
         (isABatteryOrCompanyAlone(item) && (isRegimentWithoutArm(seg) || namesAnArtilleryRegiment(seg))) ||
         waitsForItsArm(item) || (seg.front() == '(' && seg.back() == ')');
}

/// "Battalions", "Companies": the kind of several parts one entry names.
bool isPluralKind(const std::string& word) {
  for (const char* k : {"battalions", "companies", "batteries", "regiments", "squadrons", "troops", "sections"})
    if (equalsNoCase(word, k)) return true;
  return false;
}

/// "3rd Battalion, 11th Illinois and 3rd Battalion, 5th Ohio Cavalry": two complete
/// designations joined by "and".
std::vector<std::string> splitJoinedDesignations(const std::string& itemIn) {
  // ("the Forty-eighth and Sixty-ninth Indiana": a sentence's article before the numbers.)
  const std::string item = startsWithNoCase(itemIn, "the ") ? itemIn.substr(4) : itemIn;
  const std::size_t at = findOutsideParens(item, " and ");
  if (at == std::string::npos || containsNoCase(item, "consolidated")) return {itemIn};
  const std::string left = item.substr(0, at);
  const std::string right = item.substr(at + 5);
  if (left.find(", ") != std::string::npos && startsWithANumber(right)) return {left, right};
  // "Fifth Iowa and Fifty-ninth Indiana", "Twenty-seventh and Thirty-ninth Ohio": two
  // regiments, the second's state shared when the first has none. ("32d and 53d and 2d N. C."
  // and "1st and 2nd Battalions" are one item or a part's prefix.)
  const std::size_t rightSpace = right.find(' ');
  if (rightSpace == std::string::npos || findOutsideParens(right, " and ") != std::string::npos ||
      ordinalValue(left.substr(0, left.find(' '))) == 0 || ordinalValue(right.substr(0, rightSpace)) == 0 ||
      !(std::isalpha(static_cast<unsigned char>(right.back())) || right.ends_with('.')) ||
      right.find(',') != std::string::npos ||
      isPluralKind(right.substr(rightSpace + 1, right.find(' ', rightSpace + 1) - rightSpace - 1)))
    return {itemIn};
  if (left.find(' ') == std::string::npos) return {left + right.substr(rightSpace), right};
  return {left, right};
}

}  // namespace

/// "8th …", "2 …", "First …", "Forty-third …": a designation that starts with its number,
/// in figures or spelled out as books print them (a roman numeral is no regiment's number).
bool startsWithANumber(const std::string& s) {
  if (s.empty()) return false;
  if (isDigit(s[0])) return true;
  const std::string first = s.substr(0, s.find(' '));
  return first.size() >= 4 && std::isupper(static_cast<unsigned char>(first[0])) && ordinalValue(first) > 0;
}

/// "6 20-pounder Parrotts", "4 3-inch", "2 x 12-pounder howitzers": a battery's guns.
bool isGunCount(const std::string& seg) {
  const std::string l = lower(seg);
  std::size_t n = 0;
  while (n < seg.size() && isDigit(seg[n])) ++n;
  // "six Napoleon guns", "four 10-pounder Parrott guns": the count spelled out.
  for (const char* count : {"two ", "three ", "four ", "five ", "six ", "eight ", "ten ", "twelve "})
    if (n == 0 && l.starts_with(count)) n = std::string_view(count).size() - 1;
  // A count, then a calibre or "x": "2nd Arkansas Mounted Rifles" is a regiment.
  if (n == 0 || n + 2 >= seg.size() || seg[n] != ' ') return false;
  const std::string_view next = std::string_view(l).substr(n + 1);
  bool gunWord = false;
  for (const char* w : {"guns", "pieces", "napoleon", "parrott", "howitzer", "rifled", "smoothbore", "ordnance"})
    gunWord = gunWord || next.starts_with(w);
  // ("six (four 10-pounder Parrott and two Napoleon) guns": the kinds in parentheses.)
  if (!(isDigit(next[0]) || next.starts_with("x ") || next.starts_with("(") || gunWord)) return false;
  for (const char* w : {"pounder", "pdr", "inch", "napoleon", "parrott", "howitzer", "rifle", " guns", " pieces"})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

namespace {
/// The number that ends just before `at` (spaces between), or nullopt.
std::optional<long> numberBefore(std::string_view t, std::size_t at) {
  std::size_t e = at;
  while (e > 0 && t[e - 1] == ' ') --e;
  std::size_t b = e;
  while (b > 0 && isDigit(t[b - 1])) --b;
  if (b == e || e - b > 6 || (b > 0 && std::isalpha(static_cast<unsigned char>(t[b - 1])))) return std::nullopt;
  return std::stol(std::string(t.substr(b, e - b)));
}

bool wordAt(std::string_view l, std::size_t at, std::string_view word) {
  return l.substr(at, word.size()) == word &&
         (at + word.size() == l.size() || !std::isalpha(static_cast<unsigned char>(l[at + word.size()])));
}
}  // namespace

std::optional<long> statedMen(std::string_view text) {
  const std::string l = lower(text);
  for (std::size_t at = 1; at < l.size(); ++at) {
    if (l[at - 1] != ' ') continue;
    for (std::string_view word : {"men", "infantrymen", "mounted infantrymen", "troopers", "effectives", "all ranks"})
      if (wordAt(l, at, word))
        if (const auto n = numberBefore(l, at - 1)) return n;
  }
  return std::nullopt;
}

std::optional<long> statedGuns(std::string_view text) {
  const std::string l = lower(text);
  long sum = 0;
  bool any = false;
  for (std::size_t at = 1; at < l.size(); ++at) {
    // "6 guns", "4 x 3" R", "2 x 12-pounder howitzers", "6 20-pounder Parrotts", "4 Napoleons".
    const bool guns = l[at - 1] == ' ' && (wordAt(l, at, "guns") || wordAt(l, at, "pieces"));
    const bool times = l[at - 1] == ' ' && l.compare(at, 2, "x ") == 0;
    bool calibre = false;
    if (l[at - 1] == ' ' && !times && (at < 2 || l[at - 2] != 'x'))
      for (const char* w : {"napoleon", "parrott", "howitzer"})
        calibre = calibre || l.compare(at, std::string_view(w).size(), w) == 0;
    if (l[at - 1] == ' ' && isDigit(l[at]) && !times) {
      const std::size_t sp = l.find(' ', at);
      const std::string_view word = std::string_view(l).substr(at, sp == std::string::npos ? l.npos : sp - at);
      calibre = calibre || word.find("-pounder") != std::string_view::npos ||
                word.find("-inch") != std::string_view::npos || word.find("pdr") != std::string_view::npos;
    }
    if (!guns && !times && !calibre) continue;
    if (const auto n = numberBefore(l, at - 1)) {
      sum += *n;
      any = true;
    }
  }
  return any ? std::optional<long>(sum) : std::nullopt;
}

ListItem splitTrailingNotes(std::string_view textIn) {
  std::string text = trim(textIn);
  while (!text.empty() && text.back() == '.') text.pop_back();
  std::vector<std::string> notes;
  for (;;) {
    text = trim(text);
    // "3rd Tennessee Cavalry Regiment 785 Men", "1st Tennessee Regiment (420 men) 21
    // figures": the men, or a game's figures, glued to the name are no part of it.
    bool figure = false;
    for (const char* what : {" men", " figures", " stands", " bases", " models", " model"})
      if (const std::string l = lower(text);
          !figure && l.ends_with(what) && numberBefore(l, l.size() - std::string_view(what).size())) {
        std::size_t b = l.size() - std::string_view(what).size();
        while (b > 0 && (isDigit(text[b - 1]) || text[b - 1] == ' ' || text[b - 1] == ',')) --b;
        notes.insert(notes.begin(), trim(text.substr(b)));
        text = trim(text.substr(0, b));
        figure = true;
      }
    if (figure) continue;
    if (text.empty() || text.back() != ')') break;
    int depth = 0;
    std::size_t open = std::string::npos;
    for (std::size_t i = text.size(); i-- > 0;) {
      if (text[i] == ')') ++depth;
      if (text[i] == '(' && --depth == 0) {
        open = i;
        break;
      }
    }
    if (open == std::string::npos || open == 0) break;
    notes.insert(notes.begin(), trim(text.substr(open + 1, text.size() - open - 2)));
    text = text.substr(0, open);
    while (!text.empty() && (text.back() == ' ' || text.back() == '.')) text.pop_back();
  }
  // "Third U. S. Colored Cavalry to remain unattached", "… will report to …": an order's
  // clause after the unit's name is its remark.
  for (const char* clause : {" to remain ", " to report ", " to be ", " will "})
    if (const std::size_t at = text.find(clause);
        at != std::string::npos && at > 0 && hasUnitMark(text.substr(0, at))) {
      notes.insert(notes.begin(), trim(text.substr(at + 1)));
      text = trim(text.substr(0, at));
      break;
    }
  ListItem item;
  item.name = collapseSpaces(text);
  for (const std::string& n : notes) item.notes += (item.notes.empty() ? "" : "; ") + n;
  return item;
}

namespace {
/// Lists that name officers ("8th Ill., Col. R. J. Oglesby; 18th Ill., Maj. S. Eaton (w),
/// Capt. D. H. Brush"): units end at ";" (or the line's end), and everything before a
/// unit's first officer is its designation, commas and all ("Dresser's Battery (D), 2d Ill.").
std::optional<std::vector<ListItem>> splitOfficerList(std::string_view text) {
  const std::vector<std::string> pieces = splitOutsideParens(text, ";");
  bool officers = false;
  for (const std::string& piece : pieces)
    for (const std::string& part : splitOutsideParens(piece, ",")) officers = officers || rankLengthAt(part) > 0;
  if (!officers) return std::nullopt;
  std::vector<ListItem> out;
  for (const std::string& piece : pieces) {
    std::string name;
    std::vector<std::string> people;
    for (const std::string& part : splitOutsideParens(piece, ",")) {
      // "jr." and a written-out status ("killed") stay with the officer before them.
      if (rankLengthAt(part) > 0)
        people.push_back(part);
      else if (!people.empty())
        people.back() += ", " + part;
      else
        name += (name.empty() ? "" : ", ") + part;
    }
    if (name.empty()) {
      if (out.empty()) out.emplace_back();
      for (auto& p : people) out.back().officers.push_back(std::move(p));
      continue;
    }
    ListItem item = splitTrailingNotes(name);
    item.officers = std::move(people);
    out.push_back(std::move(item));
  }
  return out;
}

/// "9th Illinois - Col August Mersy" (a list's "Unit – Commander"): the dash before an
/// officer is the comma a printed listing writes there.
/// So is "commanded by" ("Battery H, 5th U. S. Artillery, commanded by 1st Lieutenant F. L.
/// Guenther").
std::string dashesBeforeOfficersAsCommas(std::string_view text) {
  std::string out(text);
  for (std::size_t at = out.find(" - "); at != std::string::npos; at = out.find(" - ", at + 1))
    if (rankLengthAt(std::string_view(out).substr(at + 3)) > 0) out.replace(at, 3, ", ");
  for (const char* by : {", commanded by "})
    for (std::size_t at = out.find(by); at != std::string::npos; at = out.find(by, at + 1))
      if (rankLengthAt(std::string_view(out).substr(at + std::strlen(by))) > 0) out.replace(at, std::strlen(by), ", ");
  return out;
}

}  // namespace

bool isACount(std::string_view textIn) {
  const std::string text = lower(trim(textIn));
  const std::size_t space = text.find(' ');
  if (space == std::string::npos || text.find(' ', space + 1) != std::string::npos) return false;
  const std::string n = text.substr(0, space), what = text.substr(space + 1);
  const bool number = countWordValue(n) > 0 || (!n.empty() && n.find_first_not_of("0123456789") == std::string::npos);
  for (const char* w :
       {"batter", "batt", "compan", "regiment", "battalion", "squadron", "troop", "gun", "piece", "section"})
    if (number && what.starts_with(w)) return true;
  return false;
}

namespace {
/// "Col. James Cameron — killed" → "Col. James Cameron (killed)": an officer's fate after a dash.
std::string withFateInParentheses(std::string officer) {
  for (const char* dash : {" \u2014 ", " -- ", " - ", " \u2013 "}) {
    const std::size_t at = officer.find(dash);
    if (at == std::string::npos) continue;
    std::string fate = trim(officer.substr(at + std::string_view(dash).size()));
    std::erase(fate, '*');
    if (!statusFromText(fate).empty()) return trim(officer.substr(0, at)) + " (" + fate + ")";
  }
  return officer;
}

/// "then Capt. James Kelly", "then, Capt. …", "later Col. …": a successor, without the word
/// that says he came after.
std::string withoutSuccessionWord(std::string officer) {
  for (const char* before : {"then", "and", "later"}) {
    const std::size_t n = std::string_view(before).size();
    if (startsWithNoCase(officer, before) && officer.size() > n && (officer[n] == ' ' || officer[n] == ','))
      return trim(officer.substr(n + 1));
  }
  return officer;
}

/// "Col. Michael Corcoran (wounded & captured; then, Capt. James Kelly)" → "Col. Michael Corcoran
/// (wounded & captured); then, Capt. James Kelly": the successor named inside the fate's
/// parentheses stands after them.
std::string withSuccessorsApart(const std::string& notes) {
  const std::size_t open = notes.rfind('(');
  if (open == std::string::npos || !notes.ends_with(")")) return notes;
  const std::string inside = notes.substr(open + 1, notes.size() - open - 2);
  const std::size_t semi = inside.find("; ");
  if (semi == std::string::npos) return notes;
  const std::string after = withoutSuccessionWord(trim(inside.substr(semi + 2)));
  if (rankLengthAt(after) == 0) return notes;
  return notes.substr(0, open) + "(" + inside.substr(0, semi) + "); " + after;
}

/// "69th New York State Militia (Col. Michael Corcoran — wounded & captured; then Capt. James
/// Kelly)": a remark naming officers by rank is the unit's officers, each with his fate.
void takeOfficersFromNotes(ListItem& item) {
  if (item.notes.empty()) return;
  std::vector<std::string> officers, remarks;
  for (const std::string& part : splitOutsideParens(withSuccessorsApart(item.notes), ";")) {
    const std::string officer = withoutSuccessionWord(part);
    // ("\"1st Fire Zouaves\"; Col. Noah L. Farnham (mortally wounded)": a remark of another
    // kind beside him stays a remark.)
    if (rankLengthAt(officer) > 0)
      officers.push_back(withFateInParentheses(officer));
    else
      remarks.push_back(part);
  }
  if (officers.empty()) return;
  item.officers = officers;
  item.notes.clear();
  for (const std::string& r : remarks) item.notes += (item.notes.empty() ? "" : "; ") + r;
}

/// The items of a list as split, each with its group and officers, designations joined in one
/// item ("1st and 2nd Battalions, …") made apart and flagged.
std::vector<ListItem> listItemsOf(const std::vector<std::string>& items, const std::vector<std::string>& groups,
                                  const std::vector<std::vector<std::string>>& officers,
                                  std::vector<ListRemark>& remarks) {
  std::vector<ListItem> out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].empty()) {
      // Officers before any unit: the caller decides whose they are.
      ListItem item;
      item.officers = officers[i];
      out.push_back(std::move(item));
      continue;
    }
    const auto parts = splitJoinedDesignations(items[i]);
    for (const std::string& part : parts) {
      ListItem item = splitTrailingNotes(part);
      if (item.name.empty()) continue;
      item.group = splitTrailingNotes(groups[i]).name;
      if (&part == &parts.back()) item.officers = officers[i];
      if (item.officers.empty()) takeOfficersFromNotes(item);
      // ("One Hundred and Twentieth Illinois": the "and" of its number.)
      if (const std::size_t at = findOutsideParens(item.name, " and ");
          at != std::string::npos && at >= spelledOrdinalLength(item.name))
        remarks.push_back({"import.oob.text.several-units",
                           "\"" + item.name + "\" is read as one unit; it may stand for more than one counter"});
      out.push_back(std::move(item));
    }
  }
  return out;
}
}  // namespace

namespace {
/// "600 men", "(420 men)", "3 guns", "16 figures": a figure given the unit before it.
bool isAUnitsFigure(std::string seg) {
  if (seg.size() > 2 && seg.front() == '(' && seg.back() == ')') seg = seg.substr(1, seg.size() - 2);
  if (wordCount(seg) > 3 || seg.empty() || !isDigit(seg.front())) return false;
  const std::string l = " " + lower(seg);
  return statedMen(l) || statedGuns(l) || l.ends_with(" figures") || l.ends_with(" stands") || l.ends_with(" bases");
}

/// "1st Tennessee Regiment (420 men) 21 figures - veteran": a game's ratings after a dash,
/// in lower case, are the unit's remark ("(veteran)"); true when the item had one.
bool ratingsAsRemark(std::string& item) {
  const std::size_t dash = item.find(" - ");
  if (dash == std::string::npos || dash + 3 >= item.size() || !std::islower(static_cast<unsigned char>(item[dash + 3])))
    return false;
  item = trim(item.substr(0, dash)) + " (" + trim(item.substr(dash + 3)) + ")";
  return true;
}
}  // namespace

namespace {
/// "NEW YORK--" at `at`: the length of a state's name in capitals and its double dash
/// (Dyer's Compendium heads each state's units so); 0 when none starts there.
std::size_t dyerStateAt(std::string_view t, std::size_t at) {
  std::size_t e = at, letters = 0;
  while (e < t.size() && (std::isupper(static_cast<unsigned char>(t[e])) || t[e] == ' ' || t[e] == '.')) {
    letters += std::isupper(static_cast<unsigned char>(t[e])) ? 1 : 0;
    ++e;
  }
  return letters >= 3 && t.substr(e, 2) == "--" && (at == 0 || t[at - 1] == ' ' || t[at - 1] == ';') ? e - at + 2 : 0;
}

/// "7th, 8th and 11th Infantry" under "ILLINOIS--": each number with the state and the arm
/// ("7th Illinois Infantry; 8th Illinois Infantry; 11th Illinois Infantry"); an item that
/// does not open with its numbers has the state set after its last number ("Batteries "A"
/// and "D," 1st Illinois Light Arty.").
std::string withItsState(const std::string& item, const std::string& state) {
  std::vector<std::string> numbers;
  std::size_t b = 0;
  for (;;) {
    while (b < item.size() && item[b] == ' ') ++b;
    if (item.compare(b, 4, "and ") == 0) b += 4;
    const std::size_t e = std::min(item.find(' ', b), item.size());
    std::string word = item.substr(b, e - b);
    const bool comma = word.ends_with(',');
    if (comma) word.pop_back();
    if (word.empty() || !isDigit(word[0]) || ordinalValue(word) <= 0) break;
    numbers.push_back(word);
    b = e;
    if (!comma && item.compare(b, 5, " and ") != 0) break;
  }
  if (!numbers.empty() && b < item.size()) {
    const std::string arm = trim(item.substr(b));
    std::string out;
    for (const std::string& n : numbers) out += (out.empty() ? "" : "; ") + n + " " + state + " " + arm;
    return out;
  }
  std::size_t insertAt = std::string::npos;
  for (b = 0; b < item.size();) {
    const std::size_t e = std::min(item.find(' ', b), item.size());
    const std::string word = item.substr(b, e - b);
    if (word.empty()) {
      b = e + 1;
      continue;
    }
    const std::string bare = word.back() == ',' ? word.substr(0, word.size() - 1) : word;
    if (!bare.empty() && isDigit(bare[0]) && std::isalpha(static_cast<unsigned char>(bare.back())) &&
        ordinalValue(bare) > 0 && word.back() != ',')
      insertAt = e;
    b = e + 1;
  }
  if (insertAt == std::string::npos || insertAt >= item.size()) return item;
  return item.substr(0, insertAt) + " " + state + item.substr(insertAt);
}

/// "ILLINOIS--2d and 4th Cavalry; 7th, 8th Infantry. INDIANA--11th Infantry": each state's
/// units with the state in their names ("2d and 4th Illinois Cavalry; 7th, 8th Illinois
/// Infantry; 11th Indiana Infantry"); the text as it is when no state heads a run.
std::string withDyerStates(const std::string& text) {
  std::string out, state;
  bool any = false;
  std::size_t from = 0;
  auto flush = [&](std::size_t to) {
    for (std::string item : splitOutsideParens(text.substr(from, to - from), ";")) {
      item = trim(item);
      // ("… 58th Infantry. IOWA--": the sentence's full stop, not an abbreviation's.)
      if (const std::size_t sp = item.rfind(' ');
          item.ends_with('.') && sp != std::string::npos && item.size() - sp > 6)
        item.pop_back();
      if (!item.empty()) out += (out.empty() ? "" : "; ") + (state.empty() ? item : withItsState(item, state));
    }
  };
  for (std::size_t i = 0; i < text.size(); ++i)
    if (const std::size_t n = dyerStateAt(text, i); n > 0) {
      flush(i);
      state = titleCase(trim(text.substr(i, n - 2)));
      from = i + n;
      i += n - 1;
      any = true;
    }
  if (!any) return text;
  flush(text.size());
  return out;
}
}  // namespace

std::vector<ListItem> splitUnitList(std::string_view textIn, std::vector<ListRemark>& remarks) {
  const std::string text = withDyerStates(dashesBeforeOfficersAsCommas(textIn));
  if (auto officerList = splitOfficerList(text)) return *officerList;
  std::vector<std::string> segs;
  for (const std::string& raw : rawSegments(text))
    for (std::string& s : splitRunTogether(raw, remarks))
      for (std::string& one : withSlashedNumbersApart(s)) segs.push_back(std::move(one));

  std::vector<std::string> items;
  std::vector<std::string> groups;
  std::vector<std::vector<std::string>> officers;
  std::string group;
  bool ratingsFollow = false;  // a game's figure or ratings began the unit's remarks
  for (std::size_t k = 0; k < segs.size(); ++k) {
    std::string seg = segs[k];
    // "…, Seventh Illinois Cavalry, and Company G, First Missouri Light Artillery": after
    // "and" comes the list's last item, never more of the one before.
    const bool last = startsWithNoCase(seg, "and ");
    if (last) seg = trim(seg.substr(4));
    // "the Sixteenth, Forty-second, and …": a sentence's article before a regiment's number.
    if (seg.starts_with("the ") && startsWithANumber(seg.substr(4))) seg = seg.substr(4);
    if (seg.empty()) continue;
    // "Lieut. Col. T. H. Bell": an officer of the unit before; "jr." ends a name.
    if (rankLengthAt(seg) > 0) {
      if (items.empty()) {
        items.emplace_back();
        groups.push_back(group);
        officers.emplace_back();
      }
      officers.back().push_back(seg);
      continue;
    }
    if (isNameSuffix(seg) && !items.empty()) {
      if (!officers.back().empty())
        officers.back().back() += ", " + seg;
      else
        items.back() += ", " + seg;
      continue;
    }
    if (!officers.empty() && !officers.back().empty() && seg.front() == '(' && seg.back() == ')') {
      officers.back().back() += " " + seg;
      continue;
    }
    // "15th Tennessee, joined on April 7th": the unit's remark, kept as its note. "15th
    // Mass., 600 men, green, smoothbores": a game's figure and ratings after the unit are
    // its remarks, up to the next unit.
    const bool unitBefore = !items.empty() && !items.back().empty() && officers.back().empty();
    const bool rating = ratingsFollow && !hasUnitMark(outsideParentheses(seg).empty() ? seg : outsideParentheses(seg));
    if (unitBefore && (isDatedRemark(seg) || isAUnitsFigure(seg) || rating)) {
      ratingsFollow = ratingsFollow || isAUnitsFigure(seg);
      items.back() += " (" + (seg.front() == '(' ? seg.substr(1, seg.size() - 2) : seg) + ")";
      continue;
    }
    ratingsFollow = false;
    if (startsWithNoCase(seg, "consisting of:")) {
      if (!items.empty()) {
        group = items.back();
        items.pop_back();
        groups.pop_back();
      }
      seg = trim(seg.substr(14));
    }
    // "1st and 2d Ohio, Batt. E, 2d U. S. Art.": the battery's regiment comes after it.
    const bool batteryOfTheNext =
        k + 1 < segs.size() && isLetteredBattery(seg) && namesAnArtilleryRegiment(segs[k + 1]);
    const bool continues = !last && !items.empty() && !items.back().empty() && officers.back().empty() &&
                           !batteryOfTheNext && continuesTheItem(items.back(), seg);
    if (continues) {
      items.back() += (seg.front() == '(' ? " " : ", ") + seg;
      continue;
    }
    ratingsFollow = ratingsAsRemark(seg);
    items.push_back(seg);
    groups.push_back(group);
    officers.emplace_back();
  }

  return listItemsOf(items, groups, officers, remarks);
}

std::vector<std::string> takeLeadingOfficers(std::vector<ListItem>& items) {
  std::vector<std::string> out;
  if (!items.empty() && items.front().name.empty()) {
    out = items.front().officers;
    items.erase(items.begin());
  }
  return out;
}

/// "8th, 18th, 29th Illinois Infantry", "Twenty-third, Twenty-fifth, and Thirty-seventh
/// Regiments New York Volunteers": the bare numbers are regiments of the state the last one
/// names (each in the singular: "Twenty-third Regiment New York Volunteers").
void shareTheLastName(std::vector<ListItem>& items) {
  auto bareOrdinal = [](const std::string& n) {
    if (isSpelledOrdinal(n)) return true;
    std::size_t d = 0;
    while (d < n.size() && std::isdigit(static_cast<unsigned char>(n[d]))) ++d;
    if (d == 0 || d + 3 < n.size()) return false;
    const std::string suffix = lower(n.substr(d));
    return suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th" || suffix == "d";
  };
  // (A spelled number with its own officer, "Fourth Mississippi, Col. …; Sixth, Col. …",
  // is its own regiment, the state above it understood, not the next one's.)
  auto shares = [&](const ListItem& item) {
    return bareOrdinal(item.name) && (!isSpelledOrdinal(item.name) || item.officers.empty());
  };
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (!shares(items[i])) continue;
    std::size_t j = i;
    while (j < items.size() && shares(items[j])) ++j;
    if (j == items.size()) break;
    std::string& last = items[j].name;
    const std::size_t spelled = spelledOrdinalLength(last);
    const std::size_t sp = spelled > 0 ? spelled : last.find(' ');
    if (sp == std::string::npos || sp >= last.size() ||
        !(std::isdigit(static_cast<unsigned char>(last[0])) || spelled > 0)) {
      i = j;
      continue;
    }
    if (const std::size_t plural = last.find(" Regiments "); plural == sp) last.erase(plural + 9, 1);
    for (std::size_t k = i; k < j; ++k) items[k].name += last.substr(sp);
    i = j;
  }
}

}  // namespace hexwright::importers::oob
