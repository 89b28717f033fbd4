#pragma once
// Overlapping polygons of one class cover a hex once: where a hex holds two or more
// pieces of a slot, their area is the area of their union (GEOS, through OGR), not
// their sum. Duplicates (the same wood drawn twice) then count once.
#include "importers/vector/polygon_coverage.h"

namespace hexwright::importers {

/// Replaces every multi-piece (hex, slot) area by the area of the pieces' union.
/// Returns how many hex/slot pairs held overlapping pieces.
std::size_t mergeOverlaps(CoverageGrid& coverage);

}  // namespace hexwright::importers
