// The georeferencer's Map panel fit: control points' map coordinates inside the panel
// with a margin, one scale on both axes, y up, and a lone point in the middle.
#include "editor/core/map_plot.h"

#include <gtest/gtest.h>

namespace hexwright::editor {
namespace {

TEST(MapPlot, PointsFitInsideTheMarginWithOneScaleAndYUp) {
  // 2000 m east by 500 m north, in a 300 × 200 panel with a 20 px margin: x limits.
  const std::vector<model::Vec2> map{{500000, 4000000}, {502000, 4000000}, {501000, 4000500}};
  const MapPlot plot(map, 300, 200, 20);
  EXPECT_NEAR(plot.scale(), 260.0 / 2000, 1e-12);
  const auto west = plot.toPanel(map[0]), east = plot.toPanel(map[1]), north = plot.toPanel(map[2]);
  EXPECT_NEAR(west.x, 20, 1e-9);
  EXPECT_NEAR(east.x, 280, 1e-9);
  EXPECT_GT(west.y, north.y);  // north is up
  // Equal scale: 500 m north is as many pixels as 500 m east.
  EXPECT_NEAR(west.y - north.y, 500 * plot.scale(), 1e-9);
  EXPECT_NEAR(north.x - west.x, 1000 * plot.scale(), 1e-9);
  // Centred vertically.
  EXPECT_NEAR((west.y + north.y) / 2, 100, 1e-9);
  // A tall extent is limited by the height instead.
  const MapPlot tall({{0, 0}, {1, 10}}, 300, 200, 20);
  EXPECT_NEAR(tall.scale(), 16, 1e-12);
  EXPECT_NEAR(tall.toPanel({0, 10}).y, 20, 1e-9);
  EXPECT_NEAR(tall.toPanel({0, 0}).y, 180, 1e-9);
}

TEST(MapPlot, OnePointOrEqualPointsSitInTheMiddle) {
  const MapPlot one({{-88.3, 35.1}}, 300, 200, 20);
  EXPECT_EQ(one.toPanel({-88.3, 35.1}), (model::Vec2{150, 100}));
  const MapPlot same({{7, 7}, {7, 7}, {7, 7}}, 300, 200, 20);
  EXPECT_EQ(same.toPanel({7, 7}), (model::Vec2{150, 100}));
  EXPECT_GT(same.scale(), 0);
  // Points on a line east–west: the other axis has no extent and does not break the fit.
  const MapPlot line({{0, 5}, {100, 5}}, 300, 200, 20);
  EXPECT_NEAR(line.toPanel({0, 5}).x, 20, 1e-9);
  EXPECT_NEAR(line.toPanel({100, 5}).y, 100, 1e-9);
  const MapPlot none({}, 300, 200, 20);
  EXPECT_EQ(none.toPanel({0, 0}), (model::Vec2{150, 100}));
}

}  // namespace
}  // namespace hexwright::editor
