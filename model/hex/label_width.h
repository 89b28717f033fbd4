#pragma once
// How wide printed hex numbers must be for a grid of a given size.
#include "model/hex/hex_grid.h"

namespace hexwright::model {

/// Digits per label part this grid needs so every hex's printed number reads back: the
/// convention's own (the rulebook's "CCRR"), or more when the largest printed column or
/// row number is wider (a 110-column map needs "11001", three digits per part).
int labelDigitsNeeded(const HexGrid& grid);
/// Widens grid.convention.digits to labelDigitsNeeded (never narrows). Every place that
/// creates or resizes a grid calls it: new maps, `grid --fit`, `grid --cols/--rows`.
void widenLabels(HexGrid& grid);

}  // namespace hexwright::model
