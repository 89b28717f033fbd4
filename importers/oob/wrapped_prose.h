#pragma once
// A book's paragraphs as a plain e-text or a scan gives them: hard-wrapped at a fixed
// width, a sentence running over five lines. Told one line at a time, an order of battle
// written in such a paragraph ("The first, commanded by Colonel R.J. Oglesby, comprised
// the Eighth, Eighteenth, …") is cut mid-sentence and mid-list, and each line alone reads
// as prose or as a fragment. Joined first, the paragraph is read as the sentences it is.
#include <string>
#include <vector>

namespace hexwright::importers::oob {

/// Joins each paragraph of wrapped prose in `lines` (one string per source line) onto its
/// first line, leaving its other lines empty so every line keeps its number. A paragraph is
/// three or more lines of near one width, mostly lower-case words; a listing's lines
/// (names, numbers, abbreviations) are left alone. Returns how many paragraphs it joined.
std::size_t joinWrappedProse(std::vector<std::string>& lines);

}  // namespace hexwright::importers::oob
