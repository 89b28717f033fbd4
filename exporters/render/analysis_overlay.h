#pragma once
// The design analyses (model/analysis) as map overlays, the same on paper (export map
// --overlay) and on screen (the editor's analysis tool): what hexes see, where a unit
// can move.
#include <vector>

#include "exporters/render/map_painter.h"
#include "model/analysis/line_of_sight.h"
#include "model/analysis/movement_reach.h"
#include "model/analysis/table_line_of_sight.h"

namespace hexwright::exporters {

namespace overlay_colors {
inline constexpr Color kSeen = Color::rgb(255, 196, 0, 0.38);
inline constexpr Color kUnknown = Color::rgb(110, 110, 110, 0.38);
/// Reach: one colour per turn, then the last for every later turn.
Color turn(int turn);
}  // namespace overlay_colors

/// What `from` sees within `range`: seen hexes tinted, hexes an open choice decides grey,
/// the hexes that look ringed.
MapOverlay losOverlay(const model::LosEngine& engine, const std::vector<model::HexCoord>& from, int range);

/// On a tabletop: what the points `from` see within `range` inches, judged on a grid of
/// `step`-inch squares, each square tinted as above; the points that look ringed.
MapOverlay tableLosOverlay(const model::TableLosEngine& engine, const std::vector<Vec2>& from, double range,
                           double step);

/// Where a unit can move: each hex tinted by the turn it is reached in, hexes past costs
/// nobody states grey, the unit's hex ringed.
MapOverlay reachOverlay(const model::ReachResult& reach);

}  // namespace hexwright::exporters
