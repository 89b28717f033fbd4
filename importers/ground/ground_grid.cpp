#include "importers/ground/ground_grid.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace hexwright::importers {
namespace {

// Multiples of 90 degrees get exact sines and cosines so that an unrotated grid maps
// whole metres to whole CRS units with no trigonometric noise.
void sinCos(double degrees, double& s, double& c) {
  const double turns = degrees / 90.0;
  if (turns == std::floor(turns)) {
    const long quarter = ((static_cast<long>(turns) % 4) + 4) % 4;
    static constexpr double kSin[4] = {0, 1, 0, -1};
    static constexpr double kCos[4] = {1, 0, -1, 0};
    s = kSin[quarter];
    c = kCos[quarter];
    return;
  }
  const double rad = degrees * std::numbers::pi / 180.0;
  s = std::sin(rad);
  c = std::cos(rad);
}

model::Vec2 centreOf(const model::HexGrid& grid, const model::HexLayout& layout, int col, int row) {
  return layout.hexToWorld(model::fromOffset({col, row}, grid.convention.orientation, grid.convention.shove));
}

// Bounding box of the extent's corners in a grid plane turned by the rotation, with the
// grid origin still at the CRS origin.
model::Rect turnedBox(const std::array<model::Vec2, 4>& corners, const GridPlacement& atZero) {
  const model::Affine2D toPlane = *gridToCrs(atZero).inverse();
  double minX = std::numeric_limits<double>::max(), minY = minX;
  double maxX = std::numeric_limits<double>::lowest(), maxY = maxX;
  for (const model::Vec2& c : corners) {
    const model::Vec2 p = toPlane.apply(c);
    minX = std::min(minX, p.x);
    minY = std::min(minY, p.y);
    maxX = std::max(maxX, p.x);
    maxY = std::max(maxY, p.y);
  }
  return model::Rect::fromEdges(minX, minY, maxX, maxY);
}

// The origin that puts plane point `covered` of a grid at plane point `target` of the
// turned frame anchored at the CRS origin.
model::Vec2 originFor(const GridPlacement& atZero, model::Vec2 target, model::Vec2 covered) {
  const model::Affine2D t = gridToCrs(atZero);
  const model::Vec2 a = t.apply(target);
  const model::Vec2 b = t.apply(covered);
  return {a.x - b.x, a.y - b.y};
}

}  // namespace

std::array<model::Vec2, 4> rasterCorners(const model::Affine2D& pixelToCrs, int width, int height) {
  const double w = width, h = height;
  return {pixelToCrs.apply({0, 0}), pixelToCrs.apply({w, 0}), pixelToCrs.apply({w, h}), pixelToCrs.apply({0, h})};
}

model::Affine2D gridToCrs(const GridPlacement& p) {
  double s = 0, c = 1;
  sinCos(p.rotationDegrees, s, c);
  const double k = p.crsUnitsPerMetre;
  return {p.origin.x, k * c, -k * s, p.origin.y, -k * s, -k * c};
}

std::optional<GridPlacement> placementOf(const model::Affine2D& t) {
  const double k = std::hypot(t.c1, t.c4);
  if (k == 0) return std::nullopt;
  const double tolerance = 1e-9 * k;
  if (std::abs(t.c2 - t.c4) > tolerance || std::abs(t.c5 + t.c1) > tolerance) return std::nullopt;
  GridPlacement p;
  p.origin = {t.c0, t.c3};
  p.crsUnitsPerMetre = k;
  p.rotationDegrees = std::atan2(-t.c4, t.c1) * 180.0 / std::numbers::pi;
  return p;
}

model::HexLayout groundLayout(model::Orientation orientation, double metresAcrossFlats) {
  model::HexLayout layout;
  layout.orientation = orientation;
  layout.acrossFlats = metresAcrossFlats;
  layout.origin = {0, 0};
  return layout;
}

model::Rect coveredRect(const model::HexGrid& grid, const model::HexLayout& layout) {
  if (grid.columns <= 0 || grid.rows <= 0) return {};
  const double f = layout.acrossFlats;
  const double halfR = layout.radius() / 2;
  const int lastCol = grid.columns - 1;
  const int lastRow = grid.rows - 1;
  double minX = 0, minY = 0, maxX = 0, maxY = 0;
  if (layout.orientation == model::Orientation::FlatTop) {
    // Columns are straight in x between their flat sides; a shoved neighbour column
    // leaves a half-hex notch at the top and bottom, so rows are bounded by the inner
    // of the first two columns.
    const model::Vec2 top0 = centreOf(grid, layout, 0, 0);
    const model::Vec2 bottom0 = centreOf(grid, layout, 0, lastRow);
    const model::Vec2 top1 = grid.columns > 1 ? centreOf(grid, layout, 1, 0) : top0;
    const model::Vec2 bottom1 = grid.columns > 1 ? centreOf(grid, layout, 1, lastRow) : bottom0;
    minX = top0.x - halfR;
    maxX = centreOf(grid, layout, lastCol, 0).x + halfR;
    minY = std::max(top0.y, top1.y) - f / 2;
    maxY = std::min(bottom0.y, bottom1.y) + f / 2;
  } else {
    const model::Vec2 left0 = centreOf(grid, layout, 0, 0);
    const model::Vec2 right0 = centreOf(grid, layout, lastCol, 0);
    const model::Vec2 left1 = grid.rows > 1 ? centreOf(grid, layout, 0, 1) : left0;
    const model::Vec2 right1 = grid.rows > 1 ? centreOf(grid, layout, lastCol, 1) : right0;
    minY = left0.y - halfR;
    maxY = centreOf(grid, layout, 0, lastRow).y + halfR;
    minX = std::max(left0.x, left1.x) - f / 2;
    maxX = std::min(right0.x, right1.x) + f / 2;
  }
  return model::Rect::fromEdges(minX, minY, maxX, maxY);
}

model::Rect boundsRect(const model::HexGrid& grid, const model::HexLayout& layout) {
  if (grid.columns <= 0 || grid.rows <= 0) return {};
  const double f = layout.acrossFlats;
  const double radius = layout.radius();
  const int lastCol = grid.columns - 1;
  const int lastRow = grid.rows - 1;
  const int second = layout.orientation == model::Orientation::FlatTop ? std::min(1, lastCol) : std::min(1, lastRow);
  double minX = 0, minY = 0, maxX = 0, maxY = 0;
  if (layout.orientation == model::Orientation::FlatTop) {
    minX = centreOf(grid, layout, 0, 0).x - radius;
    maxX = centreOf(grid, layout, lastCol, 0).x + radius;
    minY = std::min(centreOf(grid, layout, 0, 0).y, centreOf(grid, layout, second, 0).y) - f / 2;
    maxY = std::max(centreOf(grid, layout, 0, lastRow).y, centreOf(grid, layout, second, lastRow).y) + f / 2;
  } else {
    minY = centreOf(grid, layout, 0, 0).y - radius;
    maxY = centreOf(grid, layout, 0, lastRow).y + radius;
    minX = std::min(centreOf(grid, layout, 0, 0).x, centreOf(grid, layout, 0, second).x) - f / 2;
    maxX = std::max(centreOf(grid, layout, lastCol, 0).x, centreOf(grid, layout, lastCol, second).x) + f / 2;
  }
  return model::Rect::fromEdges(minX, minY, maxX, maxY);
}

std::optional<GroundGrid> GroundGrid::of(const model::Map& map) {
  if (!map.ground.georeference || map.ground.metresAcrossFlats() <= 0) return std::nullopt;
  if (!map.ground.georeference->gridToCrs.inverse()) return std::nullopt;
  return GroundGrid(groundLayout(map.grid().convention.orientation, map.ground.metresAcrossFlats()),
                    map.ground.georeference->gridToCrs);
}

GroundGrid::GroundGrid(const model::HexLayout& layout, const model::Affine2D& gridToCrs)
    : m_layout(layout), m_toCrs(gridToCrs), m_toGrid(gridToCrs.inverse().value_or(model::Affine2D{})) {}

std::array<model::Vec2, 6> GroundGrid::hexCornersInCrs(model::HexCoord h) const {
  std::array<model::Vec2, 6> out = m_layout.corners(h);
  for (model::Vec2& p : out) p = planeToCrs(p);
  return out;
}

GridFit fitGridToExtent(const std::array<model::Vec2, 4>& extentCorners, const model::OffsetConvention& convention,
                        double metresAcrossFlats, double rotationDegrees, double crsUnitsPerMetre) {
  const GridPlacement atZero{{0, 0}, rotationDegrees, crsUnitsPerMetre};
  const model::Rect box = turnedBox(extentCorners, atZero);
  const model::HexLayout layout = groundLayout(convention.orientation, metresAcrossFlats);
  model::HexGrid grid{1, 1, convention};
  // Grow one axis at a time: the covered width depends on columns only (flat-top) and
  // the height on rows only, up to the shove notch, so each loop ends after a few steps
  // past the estimate.
  const double slack = 1e-9 * std::max({1.0, box.w, box.h});
  const double step = std::max(metresAcrossFlats * 0.75, 1e-9);
  grid.columns = std::max(1, static_cast<int>(box.w / step) - 2);
  while (coveredRect(grid, layout).w + slack < box.w) ++grid.columns;
  grid.rows = std::max(1, static_cast<int>(box.h / step) - 2);
  while (coveredRect(grid, layout).h + slack < box.h) ++grid.rows;
  // Shrink back where the estimate overshot.
  while (grid.columns > 1) {
    model::HexGrid smaller = grid;
    --smaller.columns;
    if (coveredRect(smaller, layout).w + slack < box.w) break;
    grid = smaller;
  }
  while (grid.rows > 1) {
    model::HexGrid smaller = grid;
    --smaller.rows;
    if (coveredRect(smaller, layout).h + slack < box.h) break;
    grid = smaller;
  }
  const model::Rect covered = coveredRect(grid, layout);
  GridFit fit;
  fit.columns = grid.columns;
  fit.rows = grid.rows;
  fit.placement = atZero;
  fit.placement.origin = originFor(atZero, {box.x, box.y}, {covered.x, covered.y});
  return fit;
}

GridPlacement alignGridToExtent(const std::array<model::Vec2, 4>& extentCorners, const model::HexGrid& grid,
                                double metresAcrossFlats, double rotationDegrees, double crsUnitsPerMetre) {
  GridPlacement p{{0, 0}, rotationDegrees, crsUnitsPerMetre};
  const model::Rect box = turnedBox(extentCorners, p);
  const model::Rect covered = coveredRect(grid, groundLayout(grid.convention.orientation, metresAcrossFlats));
  p.origin = originFor(p, {box.x, box.y}, {covered.x, covered.y});
  return p;
}

}  // namespace hexwright::importers
