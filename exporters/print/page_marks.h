#pragma once
// Printer's marks for tiled sheets: crop marks at the content corners (trim lines),
// registration marks in the strips two sheets share, the sheet's label and arrows to
// its neighbours, and a 100 mm check bar that proves the print was not scaled.
#include <string>

#include "exporters/print/tiling.h"
#include "exporters/render/canvas.h"

namespace hexwright::exporters {

void drawCropMarks(Canvas& canvas, const Rect& content, double length = 6, double gap = 1.5);
void drawRegistrationMark(Canvas& canvas, Vec2 at, double radius = 2.5);
/// Registration marks of tile `t` (in the overlap strips it shares with its neighbours),
/// at poster positions that are the same on both sheets of a pair.
void drawTileRegistration(Canvas& canvas, const TilePlan& plan, const Tile& t);
/// Label in the bottom margin and neighbour arrows at the middle of each edge.
void drawTileLabels(Canvas& canvas, const TilePlan& plan, const Tile& t, const std::string& title,
                    const std::string& note);
/// A bar exactly `lengthMm` long with its caption, for checking the printer's scaling.
void drawCheckBar(Canvas& canvas, Vec2 at, double lengthMm = 100);

}  // namespace hexwright::exporters
