#pragma once
// Which published style a text listing is in, judged from its lines before any is
// parsed, so the user is told how the file was read ("read as: Official Records
// style") and one stray indent cannot switch a whole listing to another reading.
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

enum class TextStyle { Section31, OfficialRecords, BattlesAndLeaders, BulletedList, IndentedOutline, Listing };

/// "section-31 style", "Official Records style", "Battles and Leaders style",
/// "bulleted list", "indented outline", "published listing".
const char* textStyleName(TextStyle s);

TextStyle detectTextStyle(const std::vector<std::string>& lines);

/// Whether the lines' indentation moves the formations, which stand at two margins or more
/// (an outline's tree, whatever style its lines are written in): then it is a hint to the
/// reader beside the words.
bool indentationNests(const std::vector<std::string>& lines);

/// Leading white space in columns (a tab is 4).
std::size_t indentOf(std::string_view line);
/// The bullet marker at the start of a line after its indent ("* ", "** ", "- ", "1. "),
/// or 0 when there is none; `stars` receives the count of repeated "*".
std::size_t bulletLength(std::string_view line, std::size_t& stars);

}  // namespace hexwright::importers::oob
