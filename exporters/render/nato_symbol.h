#pragma once
// NATO APP-6 unit symbols as Civil War counters use them: a rectangular frame with the
// branch inside (infantry cross, cavalry diagonal, artillery dot, …).
#include "exporters/render/canvas.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::exporters {

/// Draws the symbol's frame (width 1.5 × height, as APP-6 land units) inside `box`,
/// centred, in `ink` on a transparent background.
void drawNatoSymbol(Canvas& canvas, model::NatoSymbol symbol, const Rect& box, Color ink);

}  // namespace hexwright::exporters
