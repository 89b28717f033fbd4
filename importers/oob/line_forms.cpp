#include "importers/oob/line_forms.h"

#include <cctype>
#include <cstring>
#include <string_view>

#include "importers/oob/leader_text.h"
#include "importers/oob/listing_words.h"
#include "importers/oob/text_util.h"
#include "importers/oob/unit_category.h"

namespace hexwright::importers::oob {

bool isWebPageChrome(const std::string& text) {
  for (const char* whole :
       {"From Wikipedia, the free encyclopedia", "Jump to: navigation, search", "Jump to navigation Jump to search",
        "Jump to navigation", "Jump to search", "Navigation menu", "Personal tools", "Main menu",
        "Toggle the table of contents", "(Top)", "Contents", "hide", "show"})
    if (equalsNoCase(text, whole)) return true;
  // Free hosts' banners and footers ("Make your own free website on Tripod", "Powered by …").
  for (const char* start : {"Retrieved from ", "Categories: ", "Hidden categories: ", "This page was last edited",
                            "Text is available under the Creative Commons", "Make your own free website", "Powered by ",
                            "Copyright ©", "Copyright (c)", "All rights reserved", "Skip to content",
                            "Skip to main content", "Share this:", "Like this:", "Back to top", "Return to top",
                            // A wiki's history pages: "Difference between revisions of …", "Latest revision as of …".
                            "Difference between revisions", "Latest revision as of", "Revision as of ",
                            "(2 intermediate revisions", "(intermediate revisions", "top of page"})
    if (startsWithNoCase(text, start)) return true;
  return false;
}

bool isNeighbourLinks(const std::string& text) { return text.starts_with("< ") || text.ends_with(" >"); }

std::vector<std::string> breadcrumbSteps(const std::string& text) {
  std::vector<std::string> steps;
  if (text.size() > 200) return steps;
  for (std::string_view sep : {" > ", " \u00BB ", " \u203A "}) {
    if (text.find(sep) == std::string::npos) continue;
    for (std::size_t b = 0; b <= text.size();) {
      const std::size_t e = std::min(text.find(sep, b), text.size());
      steps.push_back(trim(text.substr(b, e - b)));
      b = e + sep.size();
    }
    break;
  }
  if (steps.size() < 2) steps.clear();
  return steps;
}

namespace {

/// "No. 7. Return of …" (the Official Records number their documents), "II. — Organization
/// of …" (an appendix numbers its tables), "B. Organization …": the text after the number.
std::string_view withoutDocumentNumber(std::string_view text) {
  std::size_t k = startsWithNoCase(text, "No. ") ? 4 : 0;
  const std::size_t from = k;
  const bool roman = k == 0 && !text.empty() && std::string_view("IVXLC").find(text[0]) != std::string_view::npos;
  while (k < text.size() && (std::isdigit(static_cast<unsigned char>(text[k])) ||
                             (roman && std::string_view("IVXLC").find(text[k]) != std::string_view::npos)))
    ++k;
  // One capital letter alone numbers too ("B. Organization"), never a word.
  if (k == from && from == 0 && text.size() > 2 && std::isupper(static_cast<unsigned char>(text[0]))) k = 1;
  if (k == from || k + 1 >= text.size() || (text[k] != '.' && text[k] != ')')) return text;
  text = text.substr(k + 1);
  // The dash after it: "II. — ", "I.—", "III. - ".
  while (!text.empty() && (text.front() == ' ' || text.front() == '-')) text.remove_prefix(1);
  if (text.starts_with("\u2014") || text.starts_with("\u2013")) text.remove_prefix(3);
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  return text;
}

}  // namespace

bool opensATitle(const std::string& textIn) {
  const std::string_view text = withoutDocumentNumber(textIn);
  for (const char* w : {"Organization of", "Organisation of", "Order of battle", "Return of", "Roster of",
                        "Composition of", "Opposing forces", "The opposing forces", "Field report of", "Report of",
                        "Field return of", "Abstract from", "Abstract of", "Statement of", "Tri-monthly return",
                        // A table's caption: "casualties in Ferrero's Division at the battle of the Mine".
                        "Casualties in", "Casualties of", "Losses in", "Losses of", "Loss of", "Loss in",
                        "List of killed", "List of casualties", "List of losses"})
    if (startsWithNoCase(text, w)) return true;
  return false;
}

std::size_t possessiveArmyAt(const std::string& text) {
  const std::string l = lower(text);
  for (const char* mark : {"'s army", "\u2019s army", "s' army", "s\u2019 army"}) {
    const std::size_t at = l.find(mark);
    if (at == std::string::npos || at == 0) continue;
    const std::size_t after = at + std::string_view(mark).size();
    if (after < l.size() && std::isalpha(static_cast<unsigned char>(l[after]))) continue;  // "'s army's"
    std::size_t start = text.rfind(' ', at);
    start = start == std::string::npos ? 0 : start + 1;
    if (start < at && std::isupper(static_cast<unsigned char>(text[start]))) return start;
  }
  return std::string::npos;
}

bool isPlaceAndDate(const std::string& text) {
  if (text.size() > 80) return false;
  bool month = false, year = false;
  for (std::size_t b = 0; b < text.size();) {
    std::size_t e = text.find_first_of(" ,", b);
    if (e == std::string::npos) e = text.size();
    const std::string word = text.substr(b, e - b);
    month = month || isMonthWord(word);
    // A war year: "1864.", "1862".
    std::string digits = word;
    while (!digits.empty() && (digits.back() == '.' || digits.back() == ',')) digits.pop_back();
    year = year || (digits.size() == 4 && digits.starts_with("186") &&
                    digits.find_first_not_of("0123456789") == std::string::npos);
    b = e + 1;
  }
  return month && year && !namesAnOrderOfBattleEntry(text);
}

bool isBattleSummaryField(const std::string& label) {
  std::string l = lower(trim(label));
  for (const char* field : {"other names", "location", "campaign", "date(s)", "dates", "date", "result(s)", "results",
                            "result", "estimated casualties", "casualties", "description", "preservation priority",
                            "cwsac reference #", "cwsac reference", "forces engaged", "principal commanders"})
    if (l == field) return true;
  return false;
}

bool isPlaceName(const std::string& text) {
  if (text.size() > 60 || rankLengthAt(text) > 0) return false;
  const std::size_t comma = text.rfind(", ");
  if (comma == std::string::npos) return false;
  const std::string places = text.substr(0, comma);
  const std::string state = trim(text.substr(comma + 2));
  if (wordCount(state) > 2 || !namesAState(" " + lower(state) + (state.ends_with(".") ? " " : ". "))) return false;
  // Every word a capitalised name: a sentence or a list of regiments is not a place.
  for (std::size_t b = 0; b < places.size();) {
    const std::size_t e = std::min(places.find_first_of(" ,", b), places.size());
    if (e > b && !std::isupper(static_cast<unsigned char>(places[b]))) return false;
    b = e + 1;
  }
  return !hasUnitMark(places);
}

namespace {

bool hasProseWord(const std::string& text) {
  const std::string l = " " + lower(text) + " ";
  // (An order's future, "… will be composed of the regiments of Cols. …", "… will compose a
  // part of …", tells an organization as a narrative's past does.)
  for (const char* w : {" was ", " were ", " which ", " had ", " who ", " his ", " their ", " took ", " became ",
                        " fought ", " will be ", " will compose ", " composed of ", " consisted of "})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

}  // namespace

namespace {
/// "1st Tennessee Regiment (420 men) 21 figures - veteran, battle hardened, …", "71st
/// Penn., 500 men, green, rifle-muskets (…)", "Jennifer's Detachment, 300 men, Average, …":
/// a unit's name (listing_words.h: looksLikeUnitName) up to its first remark, every word of
/// it capitalized or its number: an entry whose remarks run long, not a sentence.
bool opensWithAUnitsName(const std::string& text) {
  const std::size_t end = std::min(text.find_first_of(",("), text.find(" - "));
  if (text.empty() || end == std::string::npos) return false;
  const std::string name = trim(text.substr(0, end));
  std::size_t words = 0;
  for (std::size_t b = 0; b < name.size();) {
    const std::size_t e = std::min(name.find(' ', b), name.size());
    const char first = name[b];
    if (e > b && !std::isupper(static_cast<unsigned char>(first)) &&
        !(words == 0 && std::isdigit(static_cast<unsigned char>(first))))
      return false;
    words += e > b ? 1 : 0;
    b = e + 1;
  }
  return words >= 2 && words <= 6 && looksLikeUnitName(name);
}
}  // namespace

ProseWords proseWordCounts(std::string_view text) {
  ProseWords out;
  for (std::size_t b = 0; b < text.size();) {
    const std::size_t e = std::min(text.find_first_of(" \t", b), text.size());
    const bool initial = e - b == 2 && std::isupper(static_cast<unsigned char>(text[b])) && text[b + 1] == '.';
    if (initial) {
      ++out.initials;
    } else if (e > b) {
      ++out.words;
      out.lowerWords += opensInLowerCase(text, b) ? 1 : 0;
    }
    b = e + 1;
  }
  return out;
}

bool isProse(const std::string& text) {
  if (opensWithAUnitsName(text)) return false;
  // "Cavalry: Forrest's regiment, Webb's squadron, …": a grouping's list, however long.
  if (const std::size_t colon = text.find(": "); colon != std::string::npos && colon < 30 &&
                                                 wordCount(text.substr(0, colon)) <= 3 &&
                                                 !armOfGroup(text.substr(0, colon)).empty())
    return false;
  const ProseWords counted = proseWordCounts(text);
  const std::size_t words = counted.words, lowerWords = counted.lowerWords;
  // (Mostly lower case counts initials as words: a run-on list of units and their officers,
  // "First Battalion, Thirteenth Tennessee Cavalry, Major W. F. Bradford, 10 commissioned
  // officers and 285 enlisted men; …", is no more prose for its officers' initials.)
  if (words + counted.initials >= 12 && lowerWords * 10 >= (words + counted.initials) * 5) return true;
  // "The Battle of Perryville, Kentucky was fought on October 8th, 1862.": one sentence
  // is enough when it ends as one and does not open with a number as an entry does.
  // ("The Fourth Division, commanded Col. John S. Bowen, will be composed as follows:": an
  // order's sentence that announces the list after it.)
  const bool announces = text.ends_with("as follows:");
  const bool sentence = words >= 20 || (words >= 8 && (text.ends_with(".") || announces) &&
                                        !std::isdigit(static_cast<unsigned char>(text.front())));
  const std::size_t mark = text.find_first_of(":;");
  return sentence && lowerWords * 10 >= words * 3 &&
         (mark == std::string::npos || (announces && mark + 1 == text.size())) && hasProseWord(text);
}

std::size_t commanderSentenceNameEnd(const std::string& text) {
  // (Read as printed: a sentence's verb is in lower case, and its name starts the line.)
  if (text.empty() || !std::isupper(static_cast<unsigned char>(text[0]))) return std::string::npos;
  const std::string_view head = std::string_view(text).substr(0, 120);
  for (const char* verb : {" was the commander of ", " was the top commander of ", " was in command of ", " commanded ",
                           " led this ", " led the "})
    if (const std::size_t at = head.find(verb);
        at != std::string::npos && at < 60 && rankLengthAt(head.substr(0, at)) > 0)
      return at;
  return std::string::npos;
}

std::string afterCommandersTitle(const std::string& text) {
  for (const char* title : {"army commander", "wing commander", "corps commander", "division commander",
                            "brigade commander", "commander-in-chief", "commander in chief", "commander"}) {
    if (!startsWithNoCase(text, title)) continue;
    std::string rest = text.substr(std::strlen(title));
    if (rest.empty() || (rest[0] != ' ' && rest[0] != ':')) return {};
    rest = trim(rest.substr(rest[0] == ':' ? 1 : 0));
    if (rest.starts_with("- ")) rest = trim(rest.substr(2));
    // A name: a few words, the first a capital, no figures ("Commander 4 brigades" is none).
    if (rest.empty() || !std::isupper(static_cast<unsigned char>(rest[0])) || wordCount(rest) > 6 ||
        rest.find_first_of("0123456789") != std::string::npos)
      return {};
    return rest;
  }
  return {};
}

}  // namespace hexwright::importers::oob
