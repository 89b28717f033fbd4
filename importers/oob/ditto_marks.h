#pragma once
// Printed tables repeat a word by a ditto mark under it: "Brig.-Gen. M. D. Corse's      \""
// under "Brig.-Gen. Seth M. Barton's Brigade.", and "     \"     Eppa Hunton's      \"" under
// that. A reader of the page reads the word above; so does the listing reader, once each
// mark is replaced by the word in the same column of the line above.
#include <string>
#include <vector>

namespace hexwright::importers::oob {

/// `lines` with every ditto mark (a '"', '“' or '”' standing alone between spaces) replaced
/// by the word above it, in the same column of the nearest line above that is not blank
/// (itself with its marks replaced). Lines are left as they are when fewer than two of
/// them carry a mark: a lone quote is no table's ditto. Returns how many marks were filled.
std::size_t fillDittoMarks(std::vector<std::string>& lines);

}  // namespace hexwright::importers::oob
