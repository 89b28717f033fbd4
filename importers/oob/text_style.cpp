#include "importers/oob/text_style.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "importers/oob/leader_text.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {

const char* textStyleName(TextStyle s) {
  switch (s) {
    case TextStyle::Section31:
      return "section-31 style";
    case TextStyle::OfficialRecords:
      return "Official Records style";
    case TextStyle::BattlesAndLeaders:
      return "Battles and Leaders style";
    case TextStyle::BulletedList:
      return "bulleted list";
    case TextStyle::IndentedOutline:
      return "indented outline";
    case TextStyle::Listing:
      return "published listing";
  }
  return "";
}

std::size_t indentOf(std::string_view line) {
  std::size_t n = 0;
  for (char c : line) {
    if (c == ' ')
      ++n;
    else if (c == '\t')
      n += 4;
    else
      break;
  }
  return n;
}

std::size_t bulletLength(std::string_view line, std::size_t& stars) {
  stars = 0;
  std::size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  const std::size_t start = i;
  // "#" starts a Markdown heading, not a bullet.
  if (i < line.size() && line[i] == '*') {
    while (i < line.size() && line[i] == '*') ++i;
    stars = i - start;
  } else if (i < line.size() && (line[i] == '-' || line[i] == '+')) {
    ++i;
  } else if (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) {
    while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
    // "1. First Division", "2) …" but not "1st Illinois" nor "8th".
    if (i >= line.size() || (line[i] != '.' && line[i] != ')') || i - start > 3) return 0;
    ++i;
    // "1. Division, Generalmajor Earl Van Dorn": a German ordinal, the level word its noun.
    for (std::string_view level : {" Division", " Brigade", " Korps", " Armeekorps"})
      if (line.substr(i).starts_with(level) &&
          (i + level.size() == line.size() || line[i + level.size()] == ',' || line[i + level.size()] == ' '))
        return 0;
  } else {
    return 0;
  }
  if (i >= line.size() || line[i] != ' ') {
    stars = 0;
    return 0;
  }
  return i + 1;
}

namespace {

/// "Right Wing", "2nd Brigade", "Army of Central Kentucky": a short line naming a level.
bool namesALevel(const std::string& text) {
  // "(attached to 3rd Brigade)", "Col. X, commanding brigade": a remark, not a heading.
  if (text.size() > 60 || text.starts_with("(") || rankLengthAt(text) > 0) return false;
  const std::string l = " " + lower(text) + " ";
  for (const char* w : {" division", " brigade", " corps ", " wing ", "army of "})
    if (l.find(w) != std::string::npos) return true;
  return false;
}

}  // namespace

bool indentationNests(const std::vector<std::string>& lines) {
  std::size_t nonEmpty = 0, indented = 0, levelLines = 0;
  std::set<std::size_t> indents, levelIndents;
  for (const std::string& raw : lines) {
    const std::string text = collapseSpaces(raw);
    if (text.empty()) continue;
    if (++nonEmpty > 3000) break;
    const std::size_t indent = indentOf(raw);
    if (indent > 0) ++indented;
    indents.insert(indent);
    if (namesALevel(text)) {
      levelIndents.insert(indent);
      ++levelLines;
    }
  }
  // The formations stand at two margins at least, so a stray indent (or a page with its
  // headings at one margin and commanders indented under them) is no tree.
  return levelLines >= 2 && levelIndents.size() >= 2 && indented * 4 >= std::min<std::size_t>(nonEmpty, 3000);
}

TextStyle detectTextStyle(const std::vector<std::string>& lines) {
  std::size_t nonEmpty = 0, bullets = 0, indented = 0, commanderAfterHeading = 0, headingWithCommander = 0;
  std::set<std::size_t> indents, levelIndents;
  std::size_t levelLines = 0;
  bool section31 = false;
  std::string previous;
  for (const std::string& raw : lines) {
    const std::string text = collapseSpaces(raw);
    if (text.empty()) continue;
    if (++nonEmpty > 3000) break;  // the style shows in the first pages
    std::size_t stars = 0;
    if (bulletLength(raw, stars) > 0) ++bullets;
    const std::size_t indent = indentOf(raw);
    if (indent > 0) ++indented;
    indents.insert(indent);
    if (namesALevel(text)) {
      levelIndents.insert(indent);
      ++levelLines;
    }
    if (startsWithNoCase(text, "Commanding General:") || startsWithNoCase(text, "Commanding:") ||
        text.find(": Commanding:") != std::string::npos || startsWithNoCase(text, "[31."))
      section31 = true;
    // A heading, then its commander's line.
    const bool headingWord = containsNoCase(previous, "division") || containsNoCase(previous, "brigade") ||
                             containsNoCase(previous, "corps") || containsNoCase(previous, "army");
    if (headingWord && previous.size() < 60 && rankLengthAt(text) > 0 && rankLengthAt(previous) == 0)
      ++commanderAfterHeading;
    // "FIRST DIVISION, Brig.-Gen. …", "First Brigade, Col. …:".
    for (const char* word : {"division", "brigade", "corps", "army of"}) {
      const std::size_t at = lower(text).find(word);
      if (at == std::string::npos || at > 40) continue;
      const std::size_t comma = text.find_first_of(",-", at);
      if (comma == std::string::npos || comma > at + 40) continue;
      std::size_t k = comma + 1;
      while (k < text.size() && text[k] == ' ') ++k;
      if (rankLengthAt(std::string_view(text).substr(k)) > 0) {
        ++headingWithCommander;
        break;
      }
    }
    previous = text;
  }
  if (nonEmpty == 0) return TextStyle::Listing;
  nonEmpty = std::min<std::size_t>(nonEmpty, 3000);
  if (bullets * 10 >= nonEmpty * 4) return TextStyle::BulletedList;
  if (section31) return TextStyle::Section31;
  if (headingWithCommander >= 2 && headingWithCommander >= commanderAfterHeading) return TextStyle::BattlesAndLeaders;
  if (commanderAfterHeading >= 2) return TextStyle::OfficialRecords;
  // Indentation is the outline's tree only when it moves the formations: a page whose
  // army, wing and brigade headings all stand at one margin, with commanders and units
  // indented under each, is a listing read by its words.
  const bool formationsAtOneMargin = levelIndents.size() == 1 && levelLines >= 3;
  if (indented * 4 >= nonEmpty && indents.size() >= 2 && !formationsAtOneMargin) return TextStyle::IndentedOutline;
  return TextStyle::Listing;
}

}  // namespace hexwright::importers::oob
