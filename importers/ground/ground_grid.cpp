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
Rect turnedBox(const std::array<model::Vec2, 4>& corners, const GridPlacement& atZero) {
  const model::Affine2D toPlane = *gridToCrs(atZero).inverse();
  Rect box{std::numeric_limits<double>::max(), std::numeric_limits<double>::max(),
           std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest()};
  for (const model::Vec2& c : corners) {
    const model::Vec2 p = toPlane.apply(c);
    box.minX = std::min(box.minX, p.x);
    box.minY = std::min(box.minY, p.y);
    box.maxX = std::max(box.maxX, p.x);
    box.maxY = std::max(box.maxY, p.y);
  }
  return box;
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

model::Affine2D compose(const model::Affine2D& a, const model::Affine2D& b) {
  return {a.c0 + a.c1 * b.c0 + a.c2 * b.c3, a.c1 * b.c1 + a.c2 * b.c4, a.c1 * b.c2 + a.c2 * b.c5,
          a.c3 + a.c4 * b.c0 + a.c5 * b.c3, a.c4 * b.c1 + a.c5 * b.c4, a.c4 * b.c2 + a.c5 * b.c5};
}

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

Rect coveredRect(const model::HexGrid& grid, const model::HexLayout& layout) {
  if (grid.columns <= 0 || grid.rows <= 0) return {};
  const double f = layout.acrossFlats;
  const double halfR = layout.radius() / 2;
  const int lastCol = grid.columns - 1;
  const int lastRow = grid.rows - 1;
  Rect r;
  if (layout.orientation == model::Orientation::FlatTop) {
    // Columns are straight in x between their flat sides; a shoved neighbour column
    // leaves a half-hex notch at the top and bottom, so rows are bounded by the inner
    // of the first two columns.
    const model::Vec2 top0 = centreOf(grid, layout, 0, 0);
    const model::Vec2 bottom0 = centreOf(grid, layout, 0, lastRow);
    const model::Vec2 top1 = grid.columns > 1 ? centreOf(grid, layout, 1, 0) : top0;
    const model::Vec2 bottom1 = grid.columns > 1 ? centreOf(grid, layout, 1, lastRow) : bottom0;
    r.minX = top0.x - halfR;
    r.maxX = centreOf(grid, layout, lastCol, 0).x + halfR;
    r.minY = std::max(top0.y, top1.y) - f / 2;
    r.maxY = std::min(bottom0.y, bottom1.y) + f / 2;
  } else {
    const model::Vec2 left0 = centreOf(grid, layout, 0, 0);
    const model::Vec2 right0 = centreOf(grid, layout, lastCol, 0);
    const model::Vec2 left1 = grid.rows > 1 ? centreOf(grid, layout, 0, 1) : left0;
    const model::Vec2 right1 = grid.rows > 1 ? centreOf(grid, layout, lastCol, 1) : right0;
    r.minY = left0.y - halfR;
    r.maxY = centreOf(grid, layout, 0, lastRow).y + halfR;
    r.minX = std::max(left0.x, left1.x) - f / 2;
    r.maxX = std::min(right0.x, right1.x) + f / 2;
  }
  return r;
}

Rect boundsRect(const model::HexGrid& grid, const model::HexLayout& layout) {
  if (grid.columns <= 0 || grid.rows <= 0) return {};
  const double f = layout.acrossFlats;
  const double radius = layout.radius();
  const int lastCol = grid.columns - 1;
  const int lastRow = grid.rows - 1;
  const int second = layout.orientation == model::Orientation::FlatTop ? std::min(1, lastCol) : std::min(1, lastRow);
  Rect r;
  if (layout.orientation == model::Orientation::FlatTop) {
    r.minX = centreOf(grid, layout, 0, 0).x - radius;
    r.maxX = centreOf(grid, layout, lastCol, 0).x + radius;
    r.minY = std::min(centreOf(grid, layout, 0, 0).y, centreOf(grid, layout, second, 0).y) - f / 2;
    r.maxY = std::max(centreOf(grid, layout, 0, lastRow).y, centreOf(grid, layout, second, lastRow).y) + f / 2;
  } else {
    r.minY = centreOf(grid, layout, 0, 0).y - radius;
    r.maxY = centreOf(grid, layout, 0, lastRow).y + radius;
    r.minX = std::min(centreOf(grid, layout, 0, 0).x, centreOf(grid, layout, 0, second).x) - f / 2;
    r.maxX = std::max(centreOf(grid, layout, lastCol, 0).x, centreOf(grid, layout, lastCol, second).x) + f / 2;
  }
  return r;
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
  const Rect box = turnedBox(extentCorners, atZero);
  const model::HexLayout layout = groundLayout(convention.orientation, metresAcrossFlats);
  model::HexGrid grid{1, 1, convention};
  // Grow one axis at a time: the covered width depends on columns only (flat-top) and
  // the height on rows only, up to the shove notch, so each loop ends after a few steps
  // past the estimate.
  const double slack = 1e-9 * std::max({1.0, box.width(), box.height()});
  const double step = std::max(metresAcrossFlats * 0.75, 1e-9);
  grid.columns = std::max(1, static_cast<int>(box.width() / step) - 2);
  while (coveredRect(grid, layout).width() + slack < box.width()) ++grid.columns;
  grid.rows = std::max(1, static_cast<int>(box.height() / step) - 2);
  while (coveredRect(grid, layout).height() + slack < box.height()) ++grid.rows;
  // Shrink back where the estimate overshot.
  while (grid.columns > 1) {
    model::HexGrid smaller = grid;
    --smaller.columns;
    if (coveredRect(smaller, layout).width() + slack < box.width()) break;
    grid = smaller;
  }
  while (grid.rows > 1) {
    model::HexGrid smaller = grid;
    --smaller.rows;
    if (coveredRect(smaller, layout).height() + slack < box.height()) break;
    grid = smaller;
  }
  const Rect covered = coveredRect(grid, layout);
  GridFit fit;
  fit.columns = grid.columns;
  fit.rows = grid.rows;
  fit.placement = atZero;
  fit.placement.origin = originFor(atZero, {box.minX, box.minY}, {covered.minX, covered.minY});
  return fit;
}

GridPlacement alignGridToExtent(const std::array<model::Vec2, 4>& extentCorners, const model::HexGrid& grid,
                                double metresAcrossFlats, double rotationDegrees, double crsUnitsPerMetre) {
  GridPlacement p{{0, 0}, rotationDegrees, crsUnitsPerMetre};
  const Rect box = turnedBox(extentCorners, p);
  const Rect covered = coveredRect(grid, groundLayout(grid.convention.orientation, metresAcrossFlats));
  p.origin = originFor(p, {box.minX, box.minY}, {covered.minX, covered.minY});
  return p;
}

}  // namespace hexwright::importers
