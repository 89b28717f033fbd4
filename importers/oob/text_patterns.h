#pragma once
// The few fixed patterns the listing parsers look for, matched by hand in one pass.
// std::regex (libstdc++) recurses once per character matched, so a 40 KB line overflowed
// the stack, and it retries an unanchored pattern from every position, so a line of
// "[[a|" pieces took minutes (issue 21: nothing worse than n log n in what a file can
// make large). Each function here is linear in its input.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

/// Length of a leading rulebook case number with the white space after it ("[31.1] "
/// in "[31.1] UNION: …"): '[', digits, any ".digits", ']'; 0 when the text has none.
std::size_t caseNumberLength(std::string_view text);

/// A formation code in a replacement-officer line: "1/1/T" in "… 1/1/T: Col. …".
struct FormationCodeAt {
  std::size_t at = 0;  // byte offset of the code
  std::string code;
};
/// Every code in the line, left to right: digits, '/', then 1 to 12 letters, digits, '/'
/// or spaces, directly followed by ':' and white space; at the start of the line or
/// after white space or '.'.
std::vector<FormationCodeAt> formationCodes(std::string_view text);

/// "Battery B", "battery (C)": the word Battery (any case), a space and one letter, the
/// letter optionally in parentheses.
bool isLetteredBattery(std::string_view text);
/// "3rd Battalion", "1st and 2nd Battalions": ordinals ("1st", "22d" is not one) and the
/// word Battalion(s), nothing else.
bool isOrdinalBattalions(std::string_view text);

/// Wiki and Markdown markup removed: "[[target|shown]]" and "[[shown]]" give "shown",
/// "[shown](url)" gives "shown", footnote markers ("[1]", "[a]", "[note 3]", "[nb 2]",
/// "[citation needed]", any case) go with the white space before them, and emphasis
/// marks ("'''", "''", "**", "__") are dropped. Spaces are left as they are.
std::string stripWikiMarkup(std::string_view text);

/// stripWikiMarkup with runs of white space made one: "[[6th Indiana Infantry
/// Regiment|6th Indiana]][1]" → "6th Indiana".
std::string stripMarkup(const std::string& text);

/// "Garnett's Brig 4/3/2", "D R Jones' Div. E", "2nd Bde": a level word a game's army list
/// or a table shortens, written out ("Garnett's Brigade 4/3/2") where a possessive or an
/// ordinal stands before it, so it is never a rank ("Brig. Gen."), which names a person.
std::string withLevelAbbreviationsWritten(const std::string& text);

/// "Garnett's Brigade 4/3/2 E", "2nd Brigade 12/8/5 Experienced Mixed Musket": a game's
/// stands (fresh/worn/spent) and ratings after a name, made its remark ("Garnett's Brigade
/// (4/3/2 E)") so they are never read as part of the name.
std::string withGameStandsAsRemark(const std::string& text);

}  // namespace hexwright::importers::oob
