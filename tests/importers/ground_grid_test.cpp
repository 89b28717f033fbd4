// The grid on the ground: placement ↔ transform, hex centre ↔ CRS both ways, covered
// rectangles and fits, against numbers worked out by hand.
#include "importers/ground/ground_grid.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

namespace hexwright::importers {
namespace {

constexpr double kYard = 0.9144;
const double kSqrt3 = std::sqrt(3.0);

TEST(GroundGrid, UnrotatedTransformMapsPlaneMetresToEastingNorthing) {
  const model::Affine2D t = gridToCrs({{500000, 4000000}, 0, 1});
  EXPECT_EQ(t, (model::Affine2D{500000, 1, 0, 4000000, 0, -1}));
  // 100 m right and 50 m down the page is 100 m east and 50 m south.
  EXPECT_EQ(t.apply({100, 50}), (model::Vec2{500100, 3999950}));
}

TEST(GroundGrid, QuarterTurnPointsTheGridUpEast) {
  const model::Affine2D t = gridToCrs({{0, 0}, 90, 1});
  // Up the page (0, -1) is east; right along the page is south.
  EXPECT_EQ(t.apply({0, -10}), (model::Vec2{10, 0}));
  EXPECT_EQ(t.apply({10, 0}), (model::Vec2{0, -10}));
}

TEST(GroundGrid, FootCrsScalesMetres) {
  const model::Affine2D t = gridToCrs({{0, 0}, 0, 1 / 0.3048});
  EXPECT_NEAR(t.apply({0.3048, 0}).x, 1.0, 1e-12);
}

TEST(GroundGrid, PlacementRoundTripsThroughTheTransform) {
  for (double rotation : {0.0, 12.5, 90.0, -33.0, 179.0}) {
    const GridPlacement p{{612345.5, 3876543.25}, rotation, 1 / 0.3048006096};
    const auto back = placementOf(gridToCrs(p));
    ASSERT_TRUE(back);
    EXPECT_NEAR(back->origin.x, p.origin.x, 1e-9);
    EXPECT_NEAR(back->origin.y, p.origin.y, 1e-9);
    EXPECT_NEAR(back->rotationDegrees, rotation, 1e-9);
    EXPECT_NEAR(back->crsUnitsPerMetre, p.crsUnitsPerMetre, 1e-12);
  }
  EXPECT_FALSE(placementOf(model::Affine2D{0, 1, 0.5, 0, 0, -1}));  // sheared
}

TEST(GroundGrid, HexCentresAtHandComputedCoordinates) {
  // 176-yard flat-top hexes: across flats F = 160.9344 m, radius R = F / sqrt(3).
  model::Map map;
  map.resetGrid({10, 10, {}}, "clear");
  map.ground.yardsAcrossFlats = 176;
  map.ground.georeference = model::GeoReference{"EPSG:32616", gridToCrs({{500000, 4000000}, 0, 1})};
  const auto g = GroundGrid::of(map);
  ASSERT_TRUE(g);
  const double f = 176 * kYard;
  const double r = f / kSqrt3;
  EXPECT_EQ(g->hexCentreToCrs({0, 0}), (model::Vec2{500000, 4000000}));
  // Axial (1, 0) is one column right and half a hex down: (1.5 R, F / 2) on the page.
  const model::Vec2 c = g->hexCentreToCrs({1, 0});
  EXPECT_NEAR(c.x, 500000 + 1.5 * r, 1e-9);
  EXPECT_NEAR(c.y, 4000000 - f / 2, 1e-9);
  // (0, 1) is straight down the page: one hex south.
  EXPECT_NEAR(g->hexCentreToCrs({0, 1}).y, 4000000 - f, 1e-9);

  // Turned 90 degrees clockwise: the page's right is south, its down is west.
  map.ground.georeference->gridToCrs = gridToCrs({{500000, 4000000}, 90, 1});
  const auto turned = GroundGrid::of(map);
  const model::Vec2 t = turned->hexCentreToCrs({1, 0});
  EXPECT_NEAR(t.x, 500000 - f / 2, 1e-9);
  EXPECT_NEAR(t.y, 4000000 - 1.5 * r, 1e-9);
}

TEST(GroundGrid, HexToCrsToHexRoundTripsEverywhere) {
  for (auto orientation : {model::Orientation::FlatTop, model::Orientation::PointyTop}) {
    for (double rotation : {0.0, 17.25, -45.0, 90.0, 200.0}) {
      model::Map map;
      model::HexGrid grid{40, 30, {}};
      grid.convention.orientation = orientation;
      map.resetGrid(grid, "clear");
      map.ground.yardsAcrossFlats = 200;
      map.ground.georeference = model::GeoReference{"EPSG:32616", gridToCrs({{401234.5, 4123456.75}, rotation, 1})};
      const auto g = GroundGrid::of(map);
      ASSERT_TRUE(g);
      for (const model::HexCoord h : map.grid().hexes()) {
        ASSERT_EQ(g->crsToHex(g->hexCentreToCrs(h)), h);
        // Any point well inside the hex comes back to it too.
        for (const model::Vec2 corner : g->hexCornersInCrs(h)) {
          const model::Vec2 c = g->hexCentreToCrs(h);
          ASSERT_EQ(g->crsToHex({c.x + 0.9 * (corner.x - c.x), c.y + 0.9 * (corner.y - c.y)}), h);
        }
        const model::Vec2 back = g->crsToPlane(g->planeToCrs(g->layout().hexToWorld(h)));
        ASSERT_NEAR(back.x, g->layout().hexToWorld(h).x, 1e-6);
        ASSERT_NEAR(back.y, g->layout().hexToWorld(h).y, 1e-6);
      }
    }
  }
}

// Every point of the covered rectangle lies in a hex of the grid, and the rectangle is
// tight: a little beyond each edge some point is off the grid.
void expectCoveredRectIsTight(const model::HexGrid& grid) {
  const model::HexLayout layout = groundLayout(grid.convention.orientation, 100);
  const model::Rect r = coveredRect(grid, layout);
  ASSERT_FALSE(r.empty());
  const int steps = 120;
  for (int i = 0; i <= steps; ++i) {
    for (int j = 0; j <= steps; ++j) {
      const model::Vec2 p{r.x + r.w * i / steps, r.y + r.h * j / steps};
      // Points exactly on an outer hex edge may round outward; stay a hair inside.
      const model::Vec2 inside{std::clamp(p.x, r.x + 1e-6, r.right() - 1e-6),
                               std::clamp(p.y, r.y + 1e-6, r.bottom() - 1e-6)};
      ASSERT_TRUE(grid.contains(layout.worldToHex(inside))) << inside.x << "," << inside.y;
    }
  }
  auto someOutside = [&](auto point) {
    for (int i = 0; i <= steps; ++i)
      if (!grid.contains(layout.worldToHex(point(static_cast<double>(i) / steps)))) return true;
    return false;
  };
  const double e = 1.0;
  EXPECT_TRUE(someOutside([&](double t) { return model::Vec2{r.x - e, r.y + t * r.h}; }));
  EXPECT_TRUE(someOutside([&](double t) { return model::Vec2{r.right() + e, r.y + t * r.h}; }));
  EXPECT_TRUE(someOutside([&](double t) { return model::Vec2{r.x + t * r.w, r.y - e}; }));
  EXPECT_TRUE(someOutside([&](double t) { return model::Vec2{r.x + t * r.w, r.bottom() + e}; }));
}

TEST(GroundGrid, CoveredRectangleIsCoveredAndTight) {
  for (auto orientation : {model::Orientation::FlatTop, model::Orientation::PointyTop})
    for (auto shove : {model::Shove::Odd, model::Shove::Even})
      for (auto [cols, rows] : {std::pair{1, 1}, std::pair{2, 3}, std::pair{7, 5}, std::pair{12, 9}}) {
        model::HexGrid grid{cols, rows, {}};
        grid.convention.orientation = orientation;
        grid.convention.shove = shove;
        SCOPED_TRACE(std::to_string(cols) + "x" + std::to_string(rows));
        expectCoveredRectIsTight(grid);
      }
}

TEST(GroundGrid, FitCoversTheRasterWithTheFewestHexes) {
  const std::array<model::Vec2, 4> raster{
      model::Vec2{500000, 4005000}, {506000, 4005000}, {506000, 4001000}, {500000, 4001000}};
  for (double rotation : {0.0, 30.0}) {
    for (auto orientation : {model::Orientation::FlatTop, model::Orientation::PointyTop}) {
      model::OffsetConvention conv;
      conv.orientation = orientation;
      const double metres = 176 * kYard;
      const GridFit fit = fitGridToExtent(raster, conv, metres, rotation, 1);
      model::Map map;
      map.resetGrid({fit.columns, fit.rows, conv}, "clear");
      map.ground.yardsAcrossFlats = 176;
      map.ground.georeference = model::GeoReference{"EPSG:32616", gridToCrs(fit.placement)};
      const auto g = GroundGrid::of(map);
      // Every point of the raster is on some hex of the grid.
      for (int i = 0; i <= 60; ++i)
        for (int j = 0; j <= 40; ++j) {
          // A millimetre inside: points exactly on the outline may round either way.
          const model::Vec2 p{500000.001 + 5999.998 * i / 60, 4001000.001 + 3999.998 * j / 40};
          ASSERT_TRUE(map.grid().contains(g->crsToHex(p))) << rotation << " " << p.x << "," << p.y;
        }
      // One column or row fewer no longer covers it.
      const model::HexLayout layout = groundLayout(orientation, metres);
      const model::Rect need = coveredRect({fit.columns, fit.rows, conv}, layout);
      EXPECT_LT(coveredRect({fit.columns - 1, fit.rows, conv}, layout).w, need.w);
      if (rotation == 0) {
        const double w = 6000, h = 4000;
        EXPECT_GE(need.w + 1e-6, w);
        EXPECT_GE(need.h + 1e-6, h);
        EXPECT_LT(coveredRect({fit.columns - 1, fit.rows, conv}, layout).w, w);
        EXPECT_LT(coveredRect({fit.columns, fit.rows - 1, conv}, layout).h, h);
      }
    }
  }
}

TEST(GroundGrid, AlignPutsTheCoveredCornerOnTheRastersTopLeft) {
  const std::array<model::Vec2, 4> raster{
      model::Vec2{500000, 4005000}, {506000, 4005000}, {506000, 4001000}, {500000, 4001000}};
  const model::HexGrid grid{20, 20, {}};
  const double metres = 100;
  const GridPlacement p = alignGridToExtent(raster, grid, metres, 0, 1);
  const model::Rect covered = coveredRect(grid, groundLayout(model::Orientation::FlatTop, metres));
  const model::Vec2 topLeft = gridToCrs(p).apply({covered.x, covered.y});
  EXPECT_NEAR(topLeft.x, 500000, 1e-6);
  EXPECT_NEAR(topLeft.y, 4005000, 1e-6);
}

}  // namespace
}  // namespace hexwright::importers
