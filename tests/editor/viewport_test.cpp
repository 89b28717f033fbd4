// Viewport transforms and hex picking.
#include "editor/core/viewport.h"

#include <gtest/gtest.h>

#include "editor/core/hex_picking.h"
#include "editor_fixture.h"

namespace hexwright::editor {
namespace {

using model::Vec2;

TEST(Viewport, ScreenWorldRoundTrip) {
  Viewport v;
  v.setSize(640, 480);
  v.set(2.5, {10, -20});
  const Vec2 w{33.3, 44.4};
  const Vec2 back = v.screenToWorld(v.worldToScreen(w));
  EXPECT_NEAR(back.x, w.x, 1e-12);
  EXPECT_NEAR(back.y, w.y, 1e-12);
  EXPECT_NEAR(v.worldToScreen({10, -20}).x, 0, 1e-12);
}

TEST(Viewport, ZoomKeepsThePointUnderTheCursor) {
  Viewport v;
  v.setSize(800, 600);
  v.set(1.0, {0, 0});
  const Vec2 cursor{200, 150};
  const Vec2 before = v.screenToWorld(cursor);
  v.zoomAt(cursor, 2.0);
  EXPECT_DOUBLE_EQ(v.scale(), 2.0);
  const Vec2 after = v.screenToWorld(cursor);
  EXPECT_NEAR(after.x, before.x, 1e-9);
  EXPECT_NEAR(after.y, before.y, 1e-9);
  v.zoomAt(cursor, 1e9);  // clamped
  EXPECT_DOUBLE_EQ(v.scale(), Viewport::kMaxScale);
}

TEST(Viewport, PanMovesWithTheMouse) {
  Viewport v;
  v.setSize(800, 600);
  v.set(4.0, {0, 0});
  const Vec2 grabbed = v.screenToWorld({100, 100});
  v.panBy(40, -20);
  const Vec2 now = v.worldToScreen(grabbed);
  EXPECT_NEAR(now.x, 140, 1e-9);
  EXPECT_NEAR(now.y, 80, 1e-9);
}

TEST(Viewport, FitShowsTheWholeRectangleCentred) {
  Viewport v;
  v.setSize(1000, 500);
  const model::Rect r{100, 200, 400, 100};
  v.fit(r, 10);
  const model::Rect seen = v.visibleWorld();
  EXPECT_LE(seen.x, r.x);
  EXPECT_LE(seen.y, r.y);
  EXPECT_GE(seen.right(), r.right());
  EXPECT_GE(seen.bottom(), r.bottom());
  EXPECT_NEAR(seen.x + seen.w / 2, 300, 1e-9);
  EXPECT_NEAR(seen.y + seen.h / 2, 250, 1e-9);
  EXPECT_NEAR(v.scale(), 980.0 / 400.0, 1e-12);
}

TEST(HexPicking, NearestHexsideAtEveryMidpoint) {
  auto doc = testing::testDocument();
  const auto& L = doc->layout();
  for (auto h : doc->scenario().map.grid().hexes()) {
    for (int d = 0; d < 6; ++d) {
      const auto key = model::hexside(h, d);
      const Vec2 mid = L.sideMidpoint(key);
      const Vec2 c = L.hexToWorld(h);
      // A little inside h, so that h is the hex under the point.
      const auto hit = nearestHexside(L, {mid.x + (c.x - mid.x) * 0.05, mid.y + (c.y - mid.y) * 0.05});
      EXPECT_EQ(hit.key, key);
      EXPECT_LT(hit.distance, L.acrossFlats * 0.03);
    }
  }
}

TEST(HexPicking, BrushesAreClippedToTheMap) {
  auto doc = testing::testDocument();
  const auto& map = doc->scenario().map;
  const auto centre = testing::hexAtOffset(*doc, 4, 4);
  EXPECT_EQ(brushHexes(map, centre, 1).size(), 1u);
  EXPECT_EQ(brushHexes(map, centre, 2).size(), 7u);
  EXPECT_EQ(brushHexes(map, centre, 3).size(), 19u);
  EXPECT_EQ(brushHexes(map, centre, 3).front(), centre);
  EXPECT_LT(brushHexes(map, testing::hexAtOffset(*doc, 0, 0), 3).size(), 19u);
}

TEST(HexPicking, HexLinesAreContiguous) {
  const model::HexCoord a{0, 0}, b{7, -3};
  const auto line = hexLine(a, b);
  ASSERT_EQ(line.size(), static_cast<std::size_t>(model::distance(a, b)) + 1);
  EXPECT_EQ(line.front(), a);
  EXPECT_EQ(line.back(), b);
  for (std::size_t i = 1; i < line.size(); ++i) EXPECT_EQ(model::distance(line[i - 1], line[i]), 1);
}

TEST(HexPicking, HexesInARectangleCoverItAndNoMore) {
  auto doc = testing::testDocument();
  const auto& L = doc->layout();
  const auto& map = doc->scenario().map;
  const model::Rect r{30, 30, 40, 25};
  const auto hexes = hexesIn(L, map, r);
  for (auto h : map.grid().hexes()) {
    const bool listed = std::find(hexes.begin(), hexes.end(), h) != hexes.end();
    EXPECT_EQ(listed, hexBounds(L, h).intersects(r));
  }
  const model::Rect all = mapBounds(L, map);
  EXPECT_NEAR(all.x, 0, 1e-9);
  EXPECT_NEAR(all.y, 0, 1e-9);
}

}  // namespace
}  // namespace hexwright::editor
