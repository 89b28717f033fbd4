#include "importers/oob/prose_entries.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <string_view>

#include "importers/oob/leader_text.h"
#include "importers/oob/listing_words.h"
#include "importers/oob/text_util.h"

// Written here rather than with a grammar or NLP library: none is among the project's
// Debian dependencies, and the sentences that tell an order of battle use a handful of
// forms (an ordinal and a state for a regiment, a rank before a name, "X's Brigade") that
// the listing reader's own word tests already know.

namespace hexwright::importers::oob {
namespace {

/// The most words a unit's or a person's name runs to, and the most formations one sentence
/// lists: past them a run of capitals or possessives is no name and no list.
constexpr std::size_t kLongestName = 12;
constexpr std::size_t kLongestList = 12;
/// A state's regiments numbered in one run ("The First, Seventh, Ninth, … and Thirty-second
/// Regiments of Infantry") run longer than a list of formations.
constexpr std::size_t kLongestNumberRun = 40;

struct Word {
  std::string text;  // as written, punctuation kept
  std::string bare;  // without the punctuation around it
};

bool isUpperStart(const std::string& w) { return !w.empty() && std::isupper(static_cast<unsigned char>(w[0])); }

std::string bareWord(const std::string& w) {
  std::size_t b = 0, e = w.size();
  while (b < e && (w[b] == '(' || w[b] == '"')) ++b;
  while (e > b && (w[e - 1] == ',' || w[e - 1] == '.' || w[e - 1] == ';' || w[e - 1] == ':' || w[e - 1] == ')' ||
                   w[e - 1] == '"'))
    --e;
  return w.substr(b, e - b);
}

/// Whether a '.' ending `w` closes a sentence: not after an initial ("F."), a rank ("Col.")
/// or a state ("Tenn.").
bool endsASentence(const std::string& w) {
  if (!w.ends_with('.')) return false;
  const std::string bare = w.substr(0, w.size() - 1);
  if (bare.empty()) return true;  // "Seymour ." : a full stop on its own
  if (bare.size() == 1 && std::isupper(static_cast<unsigned char>(bare[0]))) return false;
  // "R.J.", "W.H.L.": initials run together.
  bool initials = bare.size() >= 3;
  for (std::size_t k = 0; k < bare.size() && initials; ++k)
    initials = k % 2 == 0 ? std::isupper(static_cast<unsigned char>(bare[k])) != 0 : bare[k] == '.';
  if (initials) return false;
  // "Tenn." is short for a state; "Illinois." ends its sentence.
  const std::string l = lower(bare);
  const bool fullName = l == "ohio" || l == "iowa" || l == "maine" || l == "texas" || l == "utah";
  // ("Brig. Gen.": the first word of a rank of two.)
  if (bare.size() >= 2 && std::isupper(static_cast<unsigned char>(bare[0])) && looksLikeNameFragment(bare))
    return false;
  // ("Cols.", "Capts.": a rank's plural before the men it names.)
  const bool pluralRank =
      bare.size() > 2 && bare.ends_with('s') && isRankOrNameSuffixWord(bare.substr(0, bare.size() - 1));
  return !isRankOrNameSuffixWord(bare) && !pluralRank &&
         !(bare.size() <= 5 && !fullName && namesAState(" " + l + ". "));
}

std::vector<std::vector<Word>> sentencesOf(const std::string& text) {
  std::vector<std::vector<Word>> out(1);
  for (std::size_t b = 0; b < text.size();) {
    const std::size_t e = std::min(text.find(' ', b), text.size());
    if (e > b) {
      const std::string w = text.substr(b, e - b);
      // "bri- gades": a word a scan's line break split, its hyphen left mid-line.
      auto& words = out.back();
      if (!words.empty() && words.back().text.size() > 2 && words.back().text.ends_with('-') &&
          std::islower(static_cast<unsigned char>(words.back().text[words.back().text.size() - 2])) &&
          std::islower(static_cast<unsigned char>(w[0]))) {
        words.back().text.pop_back();
        words.back().text += w;
        words.back().bare = bareWord(words.back().text);
      } else {
        words.push_back({w, bareWord(w)});
      }
      if (endsASentence(w)) out.emplace_back();
    }
    b = e + 1;
  }
  return out;
}

/// "47th", "2d", "Forty-eighth", "second": a number a regiment or brigade is known by.
bool isOrdinalWord(const std::string& bare) {
  if (bare.empty()) return false;
  if (std::isdigit(static_cast<unsigned char>(bare[0])))
    return std::isalpha(static_cast<unsigned char>(bare.back())) && ordinalValue(bare) > 0;
  return isSpelledOrdinalWord(bare);
}

/// "Woods" → "Woods'", "Hazen" → "Hazen's": a man's name as the owner of his command.
std::string possessiveOf(const std::string& name) { return name + (name.ends_with('s') ? "'" : "'s"); }

bool isLevelWord(const std::string& bare) {
  return equalsNoCase(bare, "brigade") || equalsNoCase(bare, "division") || equalsNoCase(bare, "corps");
}

/// "Brigade", "Division": a level word as a heading writes it, whatever the sentence's case.
std::string capitalized(const std::string& word) {
  std::string out = lower(word);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

bool isArmWord(const std::string& bare) {
  return equalsNoCase(bare, "cavalry") || equalsNoCase(bare, "artillery") || equalsNoCase(bare, "infantry");
}

bool isKindWord(const std::string& bare) {
  for (const char* k :
       {"infantry",  "regiment",  "volunteers", "volunteer", "cavalry",    "battery",       "artillery", "troops",
        "battalion", "company",   "squadron",   "zouaves",   "rifles",     "sharpshooters", "legion",    "guards",
        "rangers",   "regiments", "batteries",  "companies", "battalions", "squadrons",     "regts",     "regt"})
    if (equalsNoCase(bare, k)) return true;
  return false;
}

bool closesAClause(const std::string& w) {
  return w.ends_with(',') || w.ends_with(';') || w.ends_with(':') || endsASentence(w);
}

/// "Colonel Henry Moore", "Major W. B, Coan": a rank and the name after it, from word `i`;
/// nullopt when no rank starts there. `end` is set past the name.
std::optional<std::string> rankedNameAt(const std::vector<Word>& s, std::size_t i, std::size_t& end) {
  std::string text;
  for (std::size_t k = i; k < s.size() && k < i + 4; ++k) text += (text.empty() ? "" : " ") + s[k].text;
  const std::size_t rank = rankLengthAt(text);
  if (rank == 0) return std::nullopt;
  std::size_t k = i, used = 0;
  while (k < s.size() && used + s[k].text.size() <= rank) used += s[k++].text.size() + 1;
  std::string name;
  for (; k < s.size() && k < i + kLongestName && isUpperStart(s[k].bare); ++k) {
    // ("Capt. M. T. Polk's battery", "Brig. Gen. Henry E. McCulloch's Brigade": a man named
    // as the owner of what follows is read with it, as its name.)
    if (isPossessive(s[k].bare)) return std::nullopt;
    name += (name.empty() ? "" : " ") + s[k].bare;
    const bool initial = s[k].bare.size() == 1;  // "B," : an initial misprinted with a comma
    if (closesAClause(s[k].text) && !initial) {
      ++k;
      break;
    }
    if (initial) name += ".";
  }
  if (name.empty()) return std::nullopt;
  end = k;
  return trim(text.substr(0, rank)) + " " + name;
}

/// "First [West] Virginia": a word an editor put in brackets, part of the name.
bool isEditorsInsertion(const std::string& bare) {
  return bare.size() > 2 && bare.front() == '[' && bare.back() == ']' &&
         std::isupper(static_cast<unsigned char>(bare[1]));
}

/// "the Fifth, Sixth, and Seventh Michigan Regiments": a kind written once in the plural for
/// a list names each in the singular ("Seventh Michigan"; "Second Ohio Battery").
void singularKind(std::string& name) {
  static const std::pair<const char*, const char*> kPlurals[]{
      {" Regiments", ""}, {" Batteries", " Battery"}, {" Battalions", " Battalion"}, {" Companies", " Company"},
      {" regiments", ""}, {" batteries", " battery"}, {" battalions", " battalion"}, {" companies", " company"},
      {" regts", ""}};
  for (const auto& [plural, singular] : kPlurals)
    if (name.ends_with(plural)) {
      name.resize(name.size() - std::string_view(plural).size());
      name += singular;
      return;
    }
}

/// " of Infantry", " of Light Artillery" after a kind word ending `name` ("Regiments",
/// "Company") at word `k`, which is moved past it; empty when none.
std::string armAfterKind(const std::vector<Word>& s, const std::string& name, std::size_t& k) {
  static const char* kKinds[] = {"Regiment", "Regiments", "Company",   "Companies",
                                 "Battery",  "Batteries", "Battalion", "Battalions"};
  const std::string last = name.substr(name.rfind(' ') + 1);
  const bool kind = std::any_of(std::begin(kKinds), std::end(kKinds), [&](const char* w) { return last == w; });
  if (!kind || k + 1 >= s.size() || s[k].text != "of") return {};
  std::string arm;
  std::size_t j = k + 1;
  for (; j < s.size() && j <= k + 2 && isUpperStart(s[j].bare); ++j) {
    arm += " " + s[j].bare;
    if (isArmWord(s[j].bare) || equalsNoCase(s[j].bare, "sharpshooters") || closesAClause(s[j].text)) {
      ++j;
      break;
    }
  }
  if (arm.empty() || !(isArmWord(s[j - 1].bare) || equalsNoCase(s[j - 1].bare, "sharpshooters"))) return {};
  k = j;
  return " of" + arm;
}

/// The regiment named from word `i` ("47th New York Volunteer Infantry Regiment (47th NY)");
/// empty when none. `end` is set past it.
std::string unitAt(const std::vector<Word>& s, std::size_t i, std::size_t& end) {
  if (!isOrdinalWord(s[i].bare)) return {};
  std::string name = s[i].bare;
  bool kind = false, state = false;
  std::size_t k = i + 1;
  if (!closesAClause(s[i].text))
    for (; k < s.size() && k < i + kLongestName && (isUpperStart(s[k].bare) || isEditorsInsertion(s[k].bare)) &&
           s[k].text.front() != '(';
         ++k) {
      if (isLevelWord(s[k].bare) || equalsNoCase(s[k].bare, "army")) return {};
      name += " " + s[k].bare;
      kind = kind || isKindWord(s[k].bare);
      state = state || namesAState(" " + lower(s[k].bare) + " ");
      if (closesAClause(s[k].text)) {
        ++k;
        break;
      }
    }
  // "Third South Carolina battalion", "Fiftieth and Fifty-first Georgia regiments": the kind
  // written in lower case after the capitals is the name's too.
  // (Right after the number, only a list's plural, "3d & 33d regts.": a narrative's "the
  // 10th regiment" may be anyone's.)
  // ("the first Union regiment to …": a number in lower case is the sentence's adjective.)
  const bool plural = s[k < s.size() ? k : i].bare.ends_with('s');
  const bool numbered = !std::islower(static_cast<unsigned char>(s[i].bare[0]));
  if (!kind && numbered && k < s.size() && (k > i + 1 || plural) && !closesAClause(s[k - 1].text) &&
      isKindWord(s[k].bare) && std::islower(static_cast<unsigned char>(s[k].text[0]))) {
    name += " " + s[k].bare;
    kind = true;
    ++k;
  }
  if (!kind && !state) return {};
  // "Thirty-second Regiments of Infantry", "Second Company of Light Artillery": the arm
  // after the kind is the name's.
  const std::string arm = armAfterKind(s, name, k);
  if (!arm.empty() && name.ends_with("Regiments")) name.pop_back();  // (the list's plural, each one's singular)
  singularKind(name);
  name += arm;
  // "(47th NY)", "(54th MA/colored)": the writer's short form, a remark.
  if (k < s.size() && s[k].text.front() == '(') {
    std::string remark;
    for (; k < s.size(); ++k) {
      remark += (remark.empty() ? "" : " ") + s[k].text;
      if (s[k].text.find(')') != std::string::npos) {
        ++k;
        break;
      }
    }
    name += " " + remark.substr(0, remark.find(')') + 1);
  }
  end = k;
  return name;
}

/// "Capt. M. T. Polk's", "Brig. Gen. Henry E. McCulloch's": the owner at word `i` with the
/// rank and names written before him (a rank in the plural is the list's, not his).
std::string ownerWithRank(const std::vector<Word>& s, std::size_t i) {
  std::size_t from = i;
  for (std::size_t b = i; b-- > 0 && i - b <= 5 && isUpperStart(s[b].bare) && !closesAClause(s[b].text);)
    if (rankLengthAt(s[b].bare + " Smith") > 0) from = b;
  if (from == i) return s[i].bare;
  std::string out;
  for (std::size_t w = from; w < i; ++w) out += s[w].text + " ";
  return out + s[i].bare;
}

/// "Captain Ezra Taylor's battery of Chicago Light Artillery", "Dearing's cavalry": a unit
/// the sentence names by its owner at word `i` (his rank and names kept), or empty. `end` is
/// set past it.
std::string ownedUnitAt(const std::vector<Word>& s, std::size_t i, std::size_t& end) {
  if (!isPossessive(s[i].bare) || !isUpperStart(s[i].bare) || i + 1 >= s.size() || closesAClause(s[i].text)) return {};
  // "Greer's rocket battery", "Christmas' light battery": a word or two of its kind between.
  std::size_t kindAt = i + 1;
  while (kindAt < s.size() && kindAt < i + 3 && !isKindWord(s[kindAt].bare) && !closesAClause(s[kindAt].text) &&
         std::islower(static_cast<unsigned char>(s[kindAt].text[0])))
    ++kindAt;
  if (kindAt >= s.size() || !isKindWord(s[kindAt].bare)) return {};
  std::string name = ownerWithRank(s, i);
  for (std::size_t w = i + 1; w <= kindAt; ++w) name += " " + s[w].bare;
  std::size_t k = kindAt + 1;
  // "… battery of artillery": its arm after it.
  if (!closesAClause(s[kindAt].text) && k + 1 < s.size() && s[k].text == "of" && isArmWord(s[k + 1].bare) &&
      !isUpperStart(s[k + 1].bare)) {
    end = k + 2;
    return name + " of " + s[k + 1].bare;
  }
  // "… of Adams county cavalry", "… of Chicago Light Artillery": whose it is.
  if (!closesAClause(s[kindAt].text) && k + 1 < s.size() && s[k].text == "of" && isUpperStart(s[k + 1].bare)) {
    name += " of";
    for (++k; k < s.size() && k < i + kLongestName && (isUpperStart(s[k].bare) || lower(s[k].bare) == "county"); ++k) {
      name += " " + s[k].bare;
      if (closesAClause(s[k].text)) {
        ++k;
        break;
      }
    }
    if (k < s.size() && isKindWord(s[k].bare) && !closesAClause(s[k - 1].text)) name += " " + s[k++].bare;
  }
  end = k;
  return name;
}

/// "Eighth, Eighteenth, Twenty-ninth, and Thirty-first Illinois" from word `i`: each number
/// with the name the last one carries; empty when no such run starts there. `end` is set
/// past it.
std::vector<std::string> ordinalsSharingAName(const std::vector<Word>& s, std::size_t i, std::size_t& end) {
  std::vector<std::string> numbers;
  std::size_t k = i;
  for (; k < s.size() && numbers.size() < kLongestNumberRun; ++k) {
    // ("40th, 31st, 22d, 3d & 33d regts.": an ampersand for "and".)
    if ((s[k].text == "and" || s[k].text == "&") && !numbers.empty()) continue;
    const bool andAfter = k + 1 < s.size() && (s[k + 1].text == "and" || s[k + 1].text == "&");
    if (!isOrdinalWord(s[k].bare) || !(s[k].text.ends_with(',') || andAfter)) break;
    numbers.push_back(s[k].bare);
  }
  if (numbers.empty() || k >= s.size()) return {};
  std::size_t last = k;
  const std::string named = unitAt(s, k, last);
  const std::size_t space = named.find(' ');
  if (named.empty() || space == std::string::npos) return {};
  std::vector<std::string> out;
  for (const std::string& n : numbers) out.push_back(n + named.substr(space));
  out.push_back(named);
  end = last;
  return out;
}

struct Formation {
  std::string name;
  std::string leader;
  std::size_t wordsAfter = 0;  // its words after the level word ("of Brigadier-General Tilghman")
};

/// "Colonel William B. Barton's Brigade", "second Brigade", "The third brigade": a
/// formation the sentence opens at word `i` (its level word); nullopt for "this brigade".
std::optional<Formation> formationAt(const std::vector<Word>& s, std::size_t iIn) {
  if (!isLevelWord(s[iIn].bare) || iIn == 0) return std::nullopt;
  // "The brigade of Brigadier-General Tilghman will consist of …": the formation named by
  // the man it is of ("Tilghman's Brigade").
  if (std::size_t end = 0;
      iIn + 2 < s.size() && s[iIn + 1].text == "of" && lower(s[iIn - 1].bare) == "the" && !closesAClause(s[iIn].text)) {
    if (const auto man = rankedNameAt(s, iIn + 2, end)) {
      const std::string surname = man->substr(man->rfind(' ') + 1);
      return Formation{possessiveOf(surname) + " " + capitalized(s[iIn].bare), *man, end - iIn - 1};
    }
  }
  const std::string level = capitalized(s[iIn].bare);
  // "Lowrey's (Alabama and Mississippi) brigade": the states in parentheses between the
  // owner and the level are a remark.
  std::size_t i = iIn;
  if (s[i - 1].text.ends_with(")"))
    for (std::size_t b = i - 1; b-- > 0 && i - b <= 6;)
      if (s[b + 1].text.starts_with("(")) {
        i = b + 1;
        break;
      }
  if (i == 0) return std::nullopt;
  const std::string& before = s[i - 1].bare;
  if (isOrdinalWord(before)) return Formation{capitalized(before) + " " + level, {}};
  // "Third Cavalry Division": the arm between the number and the level.
  if (i >= 2 && isOrdinalWord(s[i - 2].bare) && isArmWord(before))
    return Formation{capitalized(s[i - 2].bare) + " " + before + " " + level, {}};
  // "commanding the Cavalry Corps": an arm's level, the only one of its kind.
  if (i >= 2 && isArmWord(before) && isUpperStart(before) && lower(s[i - 2].bare) == "the")
    return Formation{before + " " + level, {}};
  if (!isPossessive(before)) return std::nullopt;
  Formation f{before + " " + level, {}};
  // "Colonel William B. Barton's": the owner's rank and names before his possessive.
  for (std::size_t b = i - 1; b-- > 0 && i - b <= 6 && isUpperStart(s[b].bare);) {
    std::string text;
    for (std::size_t k = b; k + 1 < i; ++k) {
      std::string w = s[k].text;
      while (!w.empty() && w.back() == ',') w.pop_back();
      text += (text.empty() ? "" : " ") + w;
    }
    const std::size_t rank = rankLengthAt(text + " ");
    if (rank == 0) continue;
    std::string owner = before.substr(0, before.size() - (before.ends_with("'s") ? 2 : 1));
    f.leader = trim(text) + " " + owner;
    break;
  }
  return f;
}

/// Whether a rank, in the singular or the plural ("Colonel", "Capts."), opens at word `k`.
bool opensARank(const std::vector<Word>& s, std::size_t k) {
  std::string w = s[k].bare;
  if (rankLengthAt(w + " Smith") > 0) return true;
  return w.size() > 2 && w.ends_with('s') && rankLengthAt(w.substr(0, w.size() - 1) + " Smith") > 0;
}

/// "Gracie's, Kemper's, Hoke's and Barton's brigades, forming Ransom's division": the
/// formations a sentence lists by their commanders' names, under the one they form (first,
/// when named). Empty when no such list starts at word `i`; `end` is set past it.
std::vector<std::string> formationListAt(const std::vector<Word>& s, std::size_t i, std::size_t& end) {
  std::vector<std::string> owners;
  std::size_t k = i;
  // (No sentence lists more than a dozen formations: a longer run is no list, and bounding it
  // keeps a hostile paragraph of possessives from being read again from every word.)
  for (; k < s.size() && k < i + 2 * kLongestList; ++k) {
    if (s[k].text == "and") continue;
    // "Bushrod Johnson's", "J. L. Faulkner's": his first names or initials before the owner's
    // (never a rank: "Colonels Darden's" is Darden's).
    std::size_t owner = k;
    while (owner < s.size() && owner < k + 3 && isUpperStart(s[owner].bare) && !isPossessive(s[owner].bare) &&
           !s[owner].text.ends_with(',') && !opensARank(s, owner))
      ++owner;
    if (owner >= s.size() || !isPossessive(s[owner].bare) || !isUpperStart(s[owner].bare)) break;
    std::string name;
    for (std::size_t w = k; w <= owner; ++w)
      name += (name.empty() ? "" : " ") + s[w].bare + (w < owner && s[w].bare.size() == 1 ? "." : "");
    owners.push_back(name);
    k = owner;
  }
  if (owners.size() < 2 || k >= s.size()) return {};
  // "Hughes' and Jones' batteries", "Colonels Darden's and Richardson's regiments": units
  // listed the same way, each its owner's.
  const std::string plural = lower(s[k].bare);
  static const std::vector<std::pair<std::string, std::string>> kinds{
      {"brigades", "Brigade"},   {"divisions", "Division"},   {"batteries", "battery"},
      {"regiments", "regiment"}, {"battalions", "battalion"}, {"companies", "company"}};
  const auto kind = std::find_if(kinds.begin(), kinds.end(), [&](const auto& p) { return p.first == plural; });
  if (kind == kinds.end()) return {};
  const std::string& level = kind->second;
  std::vector<std::string> out;
  end = k + 1;
  // ", forming Ransom's division": the formation they make up.
  if (end + 2 < s.size() && lower(s[end].bare) == "forming" && isPossessive(s[end + 1].bare) &&
      isLevelWord(s[end + 2].bare)) {
    out.push_back(s[end + 1].bare + " " + capitalized(s[end + 2].bare));
    end += 3;
  }
  for (const std::string& owner : owners) out.push_back(owner + " " + level);
  return out;
}

/// "Brigadier-Generals", "Colonels", "Brig.-Gens.": a rank written in the plural for the
/// men listed after it, from word `k`; its singular, or empty. `end` is set past it.
std::string pluralRankAt(const std::vector<Word>& s, std::size_t k, std::size_t& end) {
  std::string text;
  for (std::size_t n = k; n < s.size() && n < k + 3; ++n) {
    // ("Cols.": the abbreviation's period stays after the s is gone.)
    const bool period = s[n].text.ends_with("s.") || s[n].text.ends_with("s.,");
    text += (text.empty() ? "" : " ") + s[n].bare;
    if (!text.ends_with('s')) continue;
    const std::string singular = text.substr(0, text.size() - 1) + (period ? "." : "");
    if (rankLengthAt(singular + " Smith") < singular.size()) continue;
    end = n + 1;
    return singular;
  }
  return {};
}

/// "Charles R. Woods, " after a plural rank: a man's name from word `k` to the comma or
/// "and" after it; `end` is set past it.
std::string listedNameAt(const std::vector<Word>& s, std::size_t k, std::size_t& end) {
  std::string name;
  for (; k < s.size() && name.size() < 60 && isUpperStart(s[k].bare); ++k) {
    const bool initial = s[k].bare.size() == 1;
    name += (name.empty() ? "" : " ") + s[k].bare + (initial ? "." : "");
    if (closesAClause(s[k].text) && !initial) {
      ++k;
      break;
    }
  }
  end = k;
  return name;
}

struct ListedMan {
  std::string man;    // "Brigadier-General Charles R. Woods"
  std::string owner;  // "Woods'"
};

/// "Brigadier-Generals Charles R. Woods, W. B. Hazen, …, and John M. Gorse", "Brigadier-General
/// Richardson and Colonels McCulloch, Bell, and Jeffrey Forrest": the men a sentence lists
/// from word `k`, each with the rank written before him or before the list (in the plural).
/// `end` is set past the last. (A man with a possessive, "Lieutenant-Colonel Kennedy's
/// battalion", owns what follows him and ends the list before him.)
std::vector<ListedMan> menListedAt(const std::vector<Word>& s, std::size_t k, std::size_t& end) {
  std::vector<ListedMan> men;
  std::string rank;
  end = k;
  while (k < s.size() && men.size() < kLongestList) {
    if (s[k].bare == "and") {
      ++k;
      continue;
    }
    std::size_t next = k;
    if (std::string singular = pluralRankAt(s, k, next); !singular.empty()) {
      rank = singular;
      k = next;
      continue;
    }
    std::string man;
    if (auto ranked = rankedNameAt(s, k, next))
      man = *ranked;
    else if (std::string name = listedNameAt(s, k, next); !rank.empty() && !name.empty())
      man = rank + " " + name;
    if (man.empty() || isPossessive(man.substr(man.rfind(' ') + 1))) break;
    const std::string surname = man.substr(man.rfind(' ') + 1);
    men.push_back({man, possessiveOf(surname)});
    k = end = next;
    // ", of Kentucky,": where he is from.
    if (k + 1 < s.size() && s[k].text == "of" && isUpperStart(s[k + 1].bare) && closesAClause(s[k + 1].text))
      end = k += 2;
  }
  return men;
}

/// "four divisions, commanded by Brigadier-Generals Charles R. Woods, W. B. Hazen, …, and
/// John M. Gorse", "Four brigades were formed respectively under Brigadier-General
/// Richardson and Colonels McCulloch, Bell, and Jeffrey Forrest": formations a sentence
/// counts at word `i` (the level in the plural) and names only by their commanders, each
/// its commander's ("Woods' Division", then "Brigadier-General Charles R. Woods"). Empty
/// unless two or more men follow, as many as the count before the level when it gives one.
std::vector<std::string> formationsLedByListAt(const std::vector<Word>& s, std::size_t i, std::size_t& end) {
  const std::string plural = lower(s[i].bare);
  if (plural != "brigades" && plural != "divisions" && plural != "wings") return {};
  std::size_t k = i + 1;
  while (k < s.size() && k <= i + 5 && lower(s[k].bare) != "by" && lower(s[k].bare) != "under") ++k;
  if (k >= s.size() || k > i + 5) return {};
  std::size_t last = k;
  const std::vector<ListedMan> men = menListedAt(s, k + 1, last);
  const long counted = i > 0 ? countWordValue(s[i - 1].bare) : 0;
  if (men.size() < 2 || (counted > 0 && counted != static_cast<long>(men.size()))) return {};
  const std::string level = capitalized(plural.substr(0, plural.size() - 1));
  std::vector<std::string> out;
  for (const auto& m : men) {
    out.push_back(m.owner + " " + level);
    out.push_back(m.man);
  }
  end = last;
  return out;
}

/// "the regiments of Cols. J. K. Walker, C. M. Carroll, and John Y. Wright", "the battalion
/// of Lieutenant-Colonel Blythe": units an order names only by their officers, from word `i`
/// (the kind), each its officer's ("Col. J. K. Walker's regiment"). `end` is set past them.
std::vector<std::string> unitsOfOfficersAt(const std::vector<Word>& s, std::size_t i, std::size_t& end) {
  static const std::pair<const char*, const char*> kKinds[]{{"regiment", "regiment"},   {"regiments", "regiment"},
                                                            {"battalion", "battalion"}, {"battalions", "battalion"},
                                                            {"battery", "battery"},     {"batteries", "battery"}};
  const std::string word = lower(s[i].bare);
  const auto kind = std::find_if(std::begin(kKinds), std::end(kKinds), [&](const auto& p) { return word == p.first; });
  if (kind == std::end(kKinds) || i + 2 >= s.size() || s[i + 1].text != "of") return {};
  std::size_t last = i;
  const std::vector<ListedMan> men = menListedAt(s, i + 2, last);
  std::vector<std::string> out;
  for (const auto& m : men) out.push_back(possessiveOf(m.man) + " " + kind->second);
  if (!out.empty()) end = last;
  return out;
}

/// "commanding First Cavalry Division", "is assigned to the command of the Third Cavalry
/// Division": the formation a leader named at `i` is given, within the few words after his
/// name; its level word's index, or 0 when there is none.
std::size_t commandGivenAfter(const std::vector<Word>& s, std::size_t i) {
  constexpr std::size_t kWordsToTheCommand = 10;
  for (std::size_t k = i; k < s.size() && k < i + kWordsToTheCommand; ++k) {
    // ("… Wesley Merritt will report … to Brigadier General John Buford, commanding …": the
    // command after another man's name is his.)
    std::size_t nameEnd = k;
    if (rankedNameAt(s, k, nameEnd)) return 0;
    // ("… P. J. Osterhaus commanding, and the Seventeenth Corps": a clause closed after
    // the word gives him nothing that follows.)
    const std::string w = lower(s[k].bare);
    const bool commanding = w == "commanding" && !closesAClause(s[k].text);
    const bool commandOf = w == "command" && k + 1 < s.size() && s[k + 1].text == "of";
    if (!commanding && !commandOf) continue;
    for (std::size_t level = k + 1; level < s.size() && level <= k + 5; ++level)
      if (isLevelWord(s[level].bare)) return formationAt(s, level) ? level : 0;
    return 0;
  }
  return 0;
}

bool talksOfCommand(const std::vector<Word>& s) {
  for (const Word& w : s)
    if (lower(w.bare).starts_with("command")) return true;
  return false;
}

/// "will compose the First Brigade", "to form the Second Brigade": the formation named at
/// `level` (its level word) is made of the units named before it.
bool composedOfWhatCameBefore(const std::vector<Word>& s, std::size_t level) {
  for (std::size_t back = 2; back <= 4 && back <= level; ++back) {
    const std::string w = lower(s[level - back].bare);
    if (w == "compose" || w == "form" || w == "constitute" || w == "composing" || w == "forming") return true;
  }
  return false;
}

/// "… were in the Army of the Potomac", "… were in General Burnside's army", "… were in the
/// Department of the Gulf": the army or command that the units named before it belong to,
/// at word `i` ("Army", "army", "Department"); empty when none. `end` is set past it.
std::string commandOfWhatCameBefore(const std::vector<Word>& s, std::size_t i, std::size_t& end) {
  const std::string word = lower(s[i].bare);
  if (word != "army" && word != "department" && word != "district") return {};
  bool belong = false;  // "were in", "was with", "served in", "belonged to"
  for (std::size_t back = 1; back <= 5 && back <= i; ++back) {
    const std::string w = lower(s[i - back].bare);
    belong = belong || w == "were" || w == "was" || w == "served" || w == "belonged";
  }
  if (!belong) return {};
  std::string name;
  std::size_t k = i;
  if (isUpperStart(s[i].bare) && i + 1 < s.size() && s[i + 1].text == "of") {
    // "Army of the Potomac.", "Department of the Gulf in Louisiana": to the name's last capital.
    name = s[i].bare + " of";
    for (k = i + 2; k < s.size() && k < i + kLongestName; ++k) {
      if (!isUpperStart(s[k].bare) && s[k].bare != "the") break;
      name += " " + s[k].bare;
      if (closesAClause(s[k].text)) break;
    }
    if (!isUpperStart(s[k < s.size() ? k : k - 1].bare) && name.ends_with(" the")) return {};
    end = k + 1;
    return name;
  }
  // "General Burnside's army": its commander's name and rank before it.
  if (i == 0 || !isPossessive(s[i - 1].bare)) return {};
  std::size_t b = i - 1;
  while (b > 0 && i - b < 4 && isUpperStart(s[b - 1].bare) && !closesAClause(s[b - 1].text)) --b;
  for (std::size_t w = b; w < i; ++w) name += s[w].bare + " ";
  end = i + 1;
  return name + "army";
}

/// The listing lines one sentence tells; `units` counts the regiments it names and the
/// formations it gives a commander.
class SentenceReader {
 public:
  SentenceReader(const std::vector<Word>& s, std::vector<std::string>& out, std::size_t& units, bool anOrder,
                 std::string& levelInPlay)
      : m_s(s),
        m_out(out),
        m_units(units),
        m_ofCommand(talksOfCommand(s)),
        m_anOrder(anOrder),
        m_levelInPlay(levelInPlay) {}

  void read() {
    for (std::size_t i = 0; i < m_s.size();) {
      std::size_t end = i + 1;
      // "McClernand had three brigades. The first, …": the level the ordinals after it count.
      if (const std::string w = lower(m_s[i].bare); w == "brigades" || w == "divisions")
        m_levelInPlay = capitalized(w.substr(0, w.size() - 1));
      if (takeList(i, end) || takeLedList(i, end) || takeUnits(i, end) || takeFormation(i, end) ||
          takeBareOrdinal(i, end) || takeCommandAfterUnits(i, end) || takeLeader(i, end)) {
        i = end;
        continue;
      }
      ++i;
    }
    // "composed of the Fifteenth Corps, Major-General P. J. Osterhaus commanding, and the
    // Seventeenth Corps, …": formations listed with their commanders tell entries as
    // regiments do. (One formation and its commander is as often a narrative's passing
    // mention, but not in an order: "III. Brigadier General J. Kilpatrick … is assigned to
    // the command of the Third Cavalry Division.")
    // (Nor in an order's future: "The Second Division will be commanded by Brig. Gen. B. F.
    // Cheatham, and will be composed as follows:".)
    const bool ordered =
        m_anOrder || std::any_of(m_s.begin(), m_s.end(), [](const Word& w) { return w.text == "will"; });
    if (m_ledFormations >= 2 || (ordered && m_ledFormations)) m_units += m_ledFormations;
  }

 private:
  bool takeList(std::size_t i, std::size_t& end) {
    const auto listed = formationListAt(m_s, i, end);
    if (listed.empty()) return false;
    m_out.insert(m_out.end(), listed.begin(), listed.end());
    m_units += listed.size();
    m_lastUnit = std::string::npos;
    return true;
  }

  bool takeLedList(std::size_t i, std::size_t& end) {
    const auto led = formationsLedByListAt(m_s, i, end);
    if (led.empty()) return false;
    m_out.insert(m_out.end(), led.begin(), led.end());
    m_units += led.size() / 2;
    m_formationOpen = m_leaderTaken = true;
    m_unitsSeen = false;
    m_lastUnit = m_runStart = m_leaderSlot = m_formationAt = std::string::npos;
    return true;
  }

  bool takeUnits(std::size_t i, std::size_t& end) {
    // "the Eighth, Eighteenth, and Thirty-first Illinois": numbers sharing the last one's state.
    std::vector<std::string> named = ordinalsSharingAName(m_s, i, end);
    if (named.empty()) named = unitsOfOfficersAt(m_s, i, end);
    if (named.empty()) {
      std::string unit = unitAt(m_s, i, end);
      if (unit.empty()) unit = ownedUnitAt(m_s, i, end);
      if (unit.empty()) return false;
      named.push_back(std::move(unit));
    }
    if (m_runStart == std::string::npos) m_runStart = m_out.size();
    m_out.insert(m_out.end(), named.begin(), named.end());
    m_lastUnit = m_out.size() - 1;
    m_unitsSeen = true;
    m_units += named.size();
    return true;
  }

  bool takeFormation(std::size_t i, std::size_t& end) {
    const auto f = formationAt(m_s, i);
    if (!f) return false;
    // "The First Brigade, First Division, commanded by …": the division after the brigade
    // says whose brigade it is; "… will compose a part of the First Brigade", "… is attached
    // to the First Division": a formation the order has already opened. Neither is a new one.
    if (namesOneAlreadyOpen(i)) {
      end = i + 1;
      return true;
    }
    // "… and the Fifth New York Regiments will compose the First Brigade, under command of
    // …": the formation goes before the units it is made of, its commander after it.
    const bool composed = m_runStart != std::string::npos && composedOfWhatCameBefore(m_s, i);
    std::size_t at = composed ? m_runStart : m_out.size();
    m_out.insert(m_out.begin() + static_cast<long>(at++), f->name);
    if (!f->leader.empty()) m_out.insert(m_out.begin() + static_cast<long>(at++), f->leader);
    m_leaderSlot = composed ? at : std::string::npos;
    m_formationAt = at - (f->leader.empty() ? 1 : 2);
    m_formationOpen = true;
    m_leaderTaken = !f->leader.empty();
    m_unitsSeen = m_unitsSeen && !composed;
    m_lastUnit = m_runStart = std::string::npos;
    end = i + 1 + f->wordsAfter;
    if (f->wordsAfter > 0) ++m_ledFormations;
    return true;
  }

  bool namesOneAlreadyOpen(std::size_t level) const {
    static const std::vector<std::string> kLevels{"brigade", "division", "corps"};
    auto rank = [&](const std::string& w) {
      return std::find(kLevels.begin(), kLevels.end(), lower(w)) - kLevels.begin();
    };
    const std::size_t start = level >= 2 && isOrdinalWord(m_s[level - 1].bare) ? level - 1 : level;
    if (start >= 1 && m_s[start - 1].text.ends_with(',') && isLevelWord(m_s[start - 1].bare) &&
        rank(m_s[start - 1].bare) < rank(m_s[level].bare))
      return true;
    for (std::size_t back = 2; back <= 4 && back <= start; ++back) {
      const std::string w = lower(m_s[start - back].bare), next = lower(m_s[start - back + 1].bare);
      if ((w == "part" && next == "of") || (w == "attached" && next == "to")) return true;
    }
    return false;
  }

  /// "The First, Seventh, … Regiments of Infantry … were in the Army of the Potomac": the
  /// army goes before the units it holds.
  bool takeCommandAfterUnits(std::size_t i, std::size_t& end) {
    if (m_runStart == std::string::npos) return false;
    const std::string command = commandOfWhatCameBefore(m_s, i, end);
    if (command.empty()) return false;
    m_out.insert(m_out.begin() + static_cast<long>(m_runStart), command);
    m_formationOpen = m_leaderTaken = true;
    m_unitsSeen = false;
    m_lastUnit = m_runStart = m_leaderSlot = std::string::npos;
    return true;
  }

  /// "The land force was divided into three brigades. The first was composed of …", "the
  /// Second, commanded by Colonel Tuttle, …": an ordinal alone standing for the formation
  /// of the level the paragraph counts.
  bool takeBareOrdinal(std::size_t i, std::size_t& end) {
    if (m_levelInPlay.empty() || i == 0 || lower(m_s[i - 1].bare) != "the" || i + 1 >= m_s.size()) return false;
    const std::string& bare = m_s[i].bare;
    if (!isOrdinalWord(bare) || std::isdigit(static_cast<unsigned char>(bare[0]))) return false;
    const std::string next = lower(m_s[i + 1].bare);
    static const std::set<std::string> kTold{"was",      "commanded", "comprised", "consisted", "contained",
                                             "composed", "included",  "of",        "by",        "under"};
    if (!m_s[i].text.ends_with(',') && !kTold.count(next)) return false;
    // ("The first was Colonel William B. Barton's Brigade.": the sentence names it.)
    for (std::size_t k = i + 1; k < m_s.size() && k <= i + 10; ++k)
      if (isLevelWord(m_s[k].bare) && formationAt(m_s, k)) return false;
    m_out.push_back(capitalized(bare) + " " + m_levelInPlay);
    m_formationAt = m_out.size() - 1;
    m_formationOpen = true;
    m_leaderTaken = m_unitsSeen = false;
    m_lastUnit = m_runStart = m_leaderSlot = std::string::npos;
    end = i + 1;
    return true;
  }

  /// "… and was under the command of Brigadier General John G. Foster", "…, was commanded
  /// by Colonel Hare", "… and commanded by Col. Marsh": the words before a man's rank that
  /// make him the formation's commander, the sentence's subject's verb. (", under command of
  /// Col. A. B. Hardcastle" right after a regiment is that regiment's.)
  bool commandPhraseBefore(std::size_t i) const {
    std::size_t start = std::string::npos;
    if (i >= 2 && lower(m_s[i - 2].bare) == "command" && lower(m_s[i - 1].bare) == "of")
      for (std::size_t b = i - 2; b-- > 0 && i - b <= 5;)
        if (lower(m_s[b].bare) == "under") {
          start = b;
          break;
        }
    if (i >= 2 && lower(m_s[i - 1].bare) == "by" &&
        (lower(m_s[i - 2].bare) == "commanded" || lower(m_s[i - 2].bare) == "led"))
      start = i - 2;
    if (start == std::string::npos || start == 0 || m_s[start - 1].text.ends_with(',')) return false;
    const std::string verb = lower(m_s[start - 1].bare);
    return verb == "was" || verb == "were" || verb == "is" || verb == "and" || verb == "be";
  }

  bool takeLeader(std::size_t i, std::size_t& end) {
    const auto leader = rankedNameAt(m_s, i, end);
    if (!leader) return false;
    // ("…, and was under the command of …" after the regiments: the formation's commander,
    // not the last regiment's officer.)
    if (m_formationOpen && !m_leaderTaken && m_formationAt != std::string::npos && commandPhraseBefore(i)) {
      m_out.insert(m_out.begin() + static_cast<long>(m_formationAt + 1), *leader);
      m_leaderTaken = true;
      ++m_ledFormations;
      m_lastUnit = m_runStart = m_leaderSlot = std::string::npos;
      skipHisOwnRegiment(end);
      return true;
    }
    // "Brigadier-General Morris, commanding First Brigade;", "… is assigned to the command
    // of the Third Cavalry Division": the formation he commands comes after him.
    if (const std::size_t level = commandGivenAfter(m_s, end)) {
      m_out.push_back(formationAt(m_s, level)->name);
      m_out.push_back(*leader);
      m_formationOpen = m_leaderTaken = true;
      m_unitsSeen = false;
      m_lastUnit = m_runStart = m_leaderSlot = std::string::npos;
      ++m_ledFormations;
      end = level + 1;
      return true;
    }
    // A unit's officer, the commander of the brigade just named, or the force's.
    if (m_lastUnit != std::string::npos && m_out[m_lastUnit].find(", ") == std::string::npos) {
      m_out[m_lastUnit] += ", " + *leader;
    } else if (m_formationOpen && !m_leaderTaken && !m_unitsSeen) {
      const std::size_t at = m_leaderSlot != std::string::npos ? m_leaderSlot : m_out.size();
      m_out.insert(m_out.begin() + static_cast<long>(at), *leader);
      m_leaderTaken = true;
      ++m_ledFormations;
    } else if (!m_formationOpen && !m_unitsSeen && m_ofCommand && !m_anOrder) {
      // (In an order a man named with no command, "Brigadier General Wesley Merritt will
      // report …", commands nothing yet.)
      m_out.push_back(*leader);
    }
    skipHisOwnRegiment(end);
    return true;
  }

  /// "Major J. A. Tompkins, First Rhode Island Artillery", "Colonel Hare, of the Eleventh
  /// Iowa": the officer's own regiment, no entry of the formation.
  void skipHisOwnRegiment(std::size_t& end) const {
    if (end >= m_s.size() || end == 0 || !m_s[end - 1].text.ends_with(',')) return;
    if (end + 2 < m_s.size() && m_s[end].text == "of" && lower(m_s[end + 1].bare) == "the") {
      std::size_t past = end + 2;
      if (!unitAt(m_s, past, past).empty()) end = past;
      return;
    }
    unitAt(m_s, end, end);
  }

  const std::vector<Word>& m_s;
  std::vector<std::string>& m_out;
  std::size_t& m_units;
  const bool m_ofCommand;
  const bool m_anOrder;
  bool m_formationOpen = false, m_leaderTaken = false, m_unitsSeen = false;
  std::size_t m_ledFormations = 0;
  std::size_t m_lastUnit = std::string::npos;     // where in `out` the regiment just named is
  std::size_t m_runStart = std::string::npos;     // where the units named since the last formation start
  std::size_t m_leaderSlot = std::string::npos;   // where a formation named after its units takes its commander
  std::size_t m_formationAt = std::string::npos;  // where in `out` the formation open is
  std::string& m_levelInPlay;                     // the level the paragraph's bare ordinals count
};

void readSentence(const std::vector<Word>& s, std::vector<std::string>& out, std::size_t& units, bool anOrder,
                  std::string& levelInPlay) {
  SentenceReader(s, out, units, anOrder, levelInPlay).read();
}

/// A cheap first look, before any word is split off: a regiment needs a number or an arm's
/// word ("47th", "Seventy-second … Infantry"), a list of formations its level ("bri- gades").
bool mayNameARegiment(const std::string& paragraph) {
  if (paragraph.find_first_of("0123456789") != std::string::npos) return true;
  const std::string l = lower(paragraph);
  for (const char* k : {"regiment", "infantry", "volunteer", "cavalry", "battery", "artillery", "troops", "battalion",
                        "brigade", "division", "gades", " corps"})
    if (l.find(k) != std::string::npos) return true;
  return false;
}

}  // namespace

std::vector<std::string> entriesInProse(const std::string& paragraph, std::size_t fewestUnits, bool anOrder) {
  if (!mayNameARegiment(paragraph)) return {};
  std::vector<std::string> out;
  std::size_t units = 0;
  std::string levelInPlay;
  for (const auto& sentence : sentencesOf(paragraph)) readSentence(sentence, out, units, anOrder, levelInPlay);
  return units >= std::max<std::size_t>(fewestUnits, 1) ? out : std::vector<std::string>{};
}

}  // namespace hexwright::importers::oob
