#pragma once
// Small string helpers shared by the OOB parsers and builder.
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

std::string trim(std::string_view s);
std::string lower(std::string_view s);
/// Runs of white space become one space; ends trimmed.
std::string collapseSpaces(std::string_view s);
bool startsWithNoCase(std::string_view s, std::string_view prefix);
bool containsNoCase(std::string_view s, std::string_view needle);
bool equalsNoCase(std::string_view a, std::string_view b);
/// Splits at any of `separators` that is not inside parentheses; pieces are trimmed,
/// empty pieces dropped.
std::vector<std::string> splitOutsideParens(std::string_view s, std::string_view separators);
/// Position of the first `needle` outside parentheses, or npos.
std::size_t findOutsideParens(std::string_view s, std::string_view needle, std::size_t from = 0);
/// "First" → 1, "Twenty-Second" → 22, "10th" → 10, "IV" → 4; 0 when not an ordinal.
int ordinalValue(std::string_view word);
/// 4 → "IV".
std::string roman(int n);
/// "Army of the Tennessee/First Division" → "army-of-the-tennessee-first-division".
std::string slug(std::string_view s);
/// True when every letter is upper case and there is at least one letter.
bool isUpperCaseText(std::string_view s);

}  // namespace hexwright::importers::oob
