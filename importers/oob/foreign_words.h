#pragma once
// Orders of battle copied from Wikipedia in other languages and from machine translations
// of it ("Brigada de Hood", "1.º Regimiento de Texas", "158-ти Нюйоркски доброволчески
// пехотен полк", "Armée du Potomac"): the same listing in other words. The reader's
// vocabulary is English, so a level's, a unit's or an arm's word in another language, and
// an ordinal's foreign ending, are read as the English ones before anything else; the rest
// of each name is left as written.
#include <cstddef>
#include <string>
#include <vector>

namespace hexwright::importers::oob {

/// Rewrites in `lines`, word by whole word, the level, unit and arm words of Spanish,
/// Portuguese, Italian, French, Czech, Polish, Russian and Bulgarian as their
/// English ones ("Brigada" → "Brigade", "полк" → "regiment", "Ejército del" → "Army of
/// the"), and ordinals' endings as English ones ("1.º", "1°", "1er", "158-ти" → "1st",
/// "158th"). Returns how many words were rewritten.
std::size_t readForeignWordsAsEnglish(std::vector<std::string>& lines);

}  // namespace hexwright::importers::oob
