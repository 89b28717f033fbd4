#pragma once
// Where a straight line on a tabletop meets the battlefield's pieces: the stretches of it
// inside a polygon (holes cut out), where it first crosses a polyline, and how far a
// point lies from one. Plain plane geometry over a few dozen pieces of a few dozen
// vertices each; written here because the model takes no geometry library (GDAL/GEOS
// stay in the importers), and a line of sight needs nothing more.
#include <optional>
#include <utility>
#include <vector>

#include "model/core/geometry.h"
#include "model/map/map_layers.h"

namespace hexwright::model {

/// The stretches of the segment a-b inside the piece's outline and outside its holes, as
/// [t0, t1] fractions of the segment (0 at a, 1 at b), in order along it.
std::vector<std::pair<double, double>> insideSpans(Vec2 a, Vec2 b, const VectorFeature& piece);

/// Inside the outline and not inside a hole (a point on the outline counts as inside).
bool pieceContains(const VectorFeature& piece, Vec2 p);

/// The fraction along a-b where it first meets the polyline, if it does.
std::optional<double> firstCrossing(Vec2 a, Vec2 b, const std::vector<Vec2>& polyline);

/// The shortest distance from p to the polyline (to the point, for a single point).
double distanceToPolyline(Vec2 p, const std::vector<Vec2>& polyline);

/// The bounding box of the piece's points.
Rect pieceBounds(const VectorFeature& piece);

}  // namespace hexwright::model
