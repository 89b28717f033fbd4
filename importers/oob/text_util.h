#pragma once
// String helpers shared by the OOB parsers and builder (the general ones are model/core/text.h).
#include <string>
#include <string_view>
#include <vector>

#include "model/core/text.h"

namespace hexwright::importers::oob {

using model::lower;
using model::trim;
/// Runs of white space become one space; ends trimmed.
std::string collapseSpaces(std::string_view s);
using model::containsNoCase;
using model::equalsNoCase;
using model::startsWithNoCase;
/// Splits at any of `separators` that is not inside parentheses; pieces are trimmed,
/// empty pieces dropped.
std::vector<std::string> splitOutsideParens(std::string_view s, std::string_view separators);
/// Position of the first `needle` outside parentheses, or npos.
std::size_t findOutsideParens(std::string_view s, std::string_view needle, std::size_t from = 0);
/// "First" → 1, "Twenty-Second" → 22, "10th" → 10, "IV" → 4; 0 when not an ordinal.
int ordinalValue(std::string_view word);
/// "Twenty-third", "Fifth": an ordinal spelled out, one word.
bool isSpelledOrdinalWord(std::string_view word);
/// Whether the letter at `at` opens in lower (upper) case: ASCII, accented Latin ("é", "É")
/// and Cyrillic ("п", "П"), so a translation's words are told apart as English ones are.
bool opensInLowerCase(std::string_view text, std::size_t at = 0);
bool opensInUpperCase(std::string_view text, std::size_t at = 0);
/// "four" → 4, "3" → 3: how many a count in words or figures says, one to ninety-nine;
/// 0 when the word is no count.
long countWordValue(std::string_view word);
/// 4 → "IV".
std::string roman(int n);
/// "Army of the Tennessee/First Division" → "army-of-the-tennessee-first-division".
std::string slug(std::string_view s);
/// True when every letter is upper case and there is at least one letter.
bool isUpperCaseText(std::string_view s);

/// Words separated by white space.
std::size_t wordCount(std::string_view s);

/// "Taft's", "Adams'", "Longstreet’s": a word written as an owner's.
bool isPossessive(std::string_view word);

/// "Feb", "Sept.", "August": a month's name or its abbreviation, any case.
bool isMonthWord(const std::string& word);

}  // namespace hexwright::importers::oob
