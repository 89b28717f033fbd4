#pragma once
// How hexside features and routes are stroked, shared by the map and its legend so the
// key shows exactly what the map draws. Segments are collected into batches and
// stroked once per type: a river of 300 hexsides is one path, not 300.
#include <optional>
#include <vector>

#include "exporters/render/canvas.h"
#include "exporters/render/map_style.h"

namespace hexwright::exporters {

struct HexsideBatch {
  Path line;    // the side itself (wavy sides already bent)
  Path ticks;   // slope hachures or rifle-pit teeth
  Path filled;  // filled teeth
};

/// Adds one hexside from corner a to corner b. `toward` is a point on the side's
/// downhill / owning side (e.g. that hex's centre) for directional types.
void addHexside(HexsideBatch& batch, const HexsidePaint& paint, Vec2 a, Vec2 b, std::optional<Vec2> toward);
/// Adds a feature drawn across a side (bridge, ford) between points p and q.
void addCrossing(HexsideBatch& batch, const HexsidePaint& paint, Vec2 p, Vec2 q);
void drawHexsideBatch(Canvas& canvas, const HexsideBatch& batch, const HexsidePaint& paint);

/// Strokes routes (each a polyline through hex centres) in the route type's style.
void drawRoutes(Canvas& canvas, const RoutePaint& paint, const std::vector<std::vector<Vec2>>& polylines);

}  // namespace hexwright::exporters
