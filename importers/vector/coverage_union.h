#pragma once
// Overlapping polygons of one class cover a hex once: where a hex holds two or more
// pieces of a slot, their area is the area of their union, not their sum. Duplicates
// (the same wood drawn twice) then count once.
//
// Only the area of the union is wanted, never a geometry, and each piece is already
// clipped to its hex. A piece that fills the hex, or pieces whose boxes meet no other
// piece, need no clipping at all; a few small overlapping pieces are measured exactly by
// vertical slabs (coverage_union.cpp); larger sets go to Clipper (Debian's
// libpolyclipping: Vatti clipping on integer coordinates). This replaced GEOS's union
// through OGR, which builds and validates a full topology per hex: it took 85% of a whole
// `import vector` of 5,000 woods onto 20,000 hexes, and it refused the zero-width spikes
// that clipping a concave polygon to a hex leaves, so 29 of those hexes were misclassified.
// coverage_union_test checks the areas against GEOS's union of the unclipped polygons.
#include "importers/vector/polygon_coverage.h"

namespace hexwright::importers {

/// Replaces every multi-piece (hex, slot) area by the area of the pieces' union.
/// Returns how many hex/slot pairs held two or more pieces.
///
/// `neededShares`, when given, holds the share of a hex (0..1) each slot's terrain needs
/// and lets the union be skipped where it cannot change which terrain a hex gets:
/// pieces that sum below the share cannot reach it, and when there is only one slot a
/// piece that reaches it alone decides the hex. Those areas stay summed (fraction() caps
/// them at the whole hex).
std::size_t mergeOverlaps(CoverageGrid& coverage, const std::vector<double>& neededShares = {});

/// The area of the union of `pieces` (holes subtract only from their own polygon), or -1
/// if the clipper refused them. `whole` is the area of the hex they were clipped to (0 if
/// none): a piece that fills it is the union.
double unionArea(const std::vector<PlanePolygon>& pieces, double whole = 0);

}  // namespace hexwright::importers
