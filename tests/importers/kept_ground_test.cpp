// What an import keeps of the ground: outlines simplified within the print tolerance,
// features clipped to the map (holes kept, pieces split), and a re-import replacing only
// its own source's layer.
#include "importers/common/kept_ground.h"

#include <gtest/gtest.h>

#include <cmath>

#include "model/map/kept_ground.h"

namespace hexwright::importers {
namespace {

double area(const std::vector<model::Vec2>& ring) {
  double a = 0;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++)
    a += ring[j].x * ring[i].y - ring[i].x * ring[j].y;
  return std::abs(a / 2);
}

double distanceToSegment(model::Vec2 p, model::Vec2 a, model::Vec2 b) {
  const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  const double t = len2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0) : 0.0;
  return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

TEST(KeptGround, SimplifyingKeepsEveryDroppedVertexWithinTheTolerance) {
  // A wavy stream: 2,001 vertices, waves of 0.3 m on a 1 km course.
  std::vector<model::Vec2> stream;
  for (int i = 0; i <= 2000; ++i) stream.push_back({i * 0.5, 0.3 * std::sin(i * 0.7) + 20 * std::sin(i * 0.004)});
  const auto kept = simplifyLine(stream, 0.5);
  EXPECT_EQ(kept.front(), stream.front());
  EXPECT_EQ(kept.back(), stream.back());
  EXPECT_LT(kept.size(), stream.size() / 4);
  EXPECT_GT(kept.size(), 3u);  // the 20 m bend is kept
  for (const model::Vec2 p : stream) {
    double nearest = INFINITY;
    for (std::size_t i = 1; i < kept.size(); ++i)
      nearest = std::min(nearest, distanceToSegment(p, kept[i - 1], kept[i]));
    EXPECT_LE(nearest, 0.5 + 1e-9);
  }
  // Nothing to drop: a tolerance of zero keeps every vertex.
  EXPECT_EQ(simplifyLine(stream, 0), stream);
}

TEST(KeptGround, ToleranceIsAQuarterMillimetreAtTheRulesetsPrintedHexSize) {
  model::Ruleset rs;
  rs.hexPrintInches = 1.0;  // 25.4 mm for 100 m: 0.25 mm is 0.984 m
  EXPECT_NEAR(keptTolerance(rs, 100), 100 * 0.25 / 25.4, 1e-12);
  rs.hexPrintInches = 0;  // not stated: export map's fallback size
  EXPECT_NEAR(keptTolerance(rs, 100), 100 * 0.25 / (kKeptFallbackHexInches * 25.4), 1e-12);
}

TEST(KeptGround, PolygonsAreClippedToTheMapWithTheirHoles) {
  GroundKeeper keeper("/data/gis/woods.gpkg", model::Rect{0, 0, 1000, 500}, 0.1);
  // Inside the map: kept as read, its clearing too.
  PlanePolygon wood{{{100, 100}, {300, 100}, {300, 300}, {100, 300}},
                    {{{150, 150}, {200, 150}, {200, 200}, {150, 200}}}};
  keeper.addPolygon("woods", wood, "Hornets' Nest");
  // Across the east edge: only the part on the map is kept.
  keeper.addPolygon("woods", {{{900, 0}, {1200, 0}, {1200, 100}, {900, 100}}, {}}, "");
  // Off the map: dropped.
  keeper.addPolygon("woods", {{{2000, 0}, {2100, 0}, {2100, 100}}, {}}, "");
  EXPECT_EQ(keeper.pointsRead(), 4u + 4u + 4u + 3u);
  const model::VectorLayer layer = keeper.take();
  EXPECT_EQ(layer.source, "woods.gpkg");
  EXPECT_EQ(layer.id.str(), "ground-woods.gpkg");
  ASSERT_EQ(layer.features.size(), 2u);
  const model::VectorFeature& inside = layer.features[0];
  EXPECT_EQ(inside.geometry, model::GeometryKind::Polygon);
  EXPECT_EQ(inside.name, "Hornets' Nest");
  EXPECT_EQ(inside.points, wood.outer);
  ASSERT_EQ(inside.holes.size(), 1u);
  EXPECT_DOUBLE_EQ(area(inside.holes[0]), 2500);
  EXPECT_FALSE(model::polygonContains(inside.points, inside.holes, {175, 175}));
  EXPECT_TRUE(model::polygonContains(inside.points, inside.holes, {120, 120}));
  EXPECT_NEAR(area(layer.features[1].points), 100 * 100, 1e-6);
  for (const model::Vec2 p : layer.features[1].points) EXPECT_LE(p.x, 1000 + 1e-9);
}

TEST(KeptGround, LinesCrossingTheMapEdgeAreCutIntoTheirPiecesOnIt) {
  GroundKeeper keeper("roads.shp", model::Rect{0, 0, 1000, 500}, 0.1);
  // In from the west, out through the north, back in, out to the east: two pieces.
  keeper.addLine("road", {{-100, 250}, {400, 250}, {500, -100}, {600, 250}, {1100, 250}}, "Pittsburg Landing Road");
  keeper.addPoint("church", {500, 400}, "Shiloh Church");
  keeper.addPoint("church", {500, 600}, "");  // off the map
  const model::VectorLayer layer = keeper.take();
  std::size_t lines = 0;
  for (const auto& f : layer.features) {
    if (f.geometry != model::GeometryKind::Polyline) continue;
    ++lines;
    EXPECT_EQ(f.name, "Pittsburg Landing Road");
    for (const model::Vec2 p : f.points) {
      EXPECT_GE(p.x, -1e-9);
      EXPECT_LE(p.x, 1000 + 1e-9);
      EXPECT_GE(p.y, -1e-9);
    }
  }
  EXPECT_EQ(lines, 2u);
  ASSERT_EQ(layer.features.back().geometry, model::GeometryKind::Point);
  EXPECT_EQ(layer.features.back().name, "Shiloh Church");
  EXPECT_EQ(layer.features.size(), 3u);
}

TEST(KeptGround, AReimportReplacesOnlyItsOwnSourcesLayer) {
  model::Map map;
  model::VectorLayer traced;
  traced.id = model::LayerId("ground-woods.gpkg");  // drawn by hand, with an id an import would choose
  traced.name = "Traced";
  map.vectorLayers.push_back(traced);
  auto keptFrom = [](const std::string& source, std::size_t features) {
    GroundKeeper keeper(source, model::Rect{0, 0, 100, 100}, 0);
    for (std::size_t i = 0; i < features; ++i) keeper.addPoint("town", {10.0 + static_cast<double>(i), 10}, "");
    return keeper.take();
  };
  keepGround(map, keptFrom("woods.gpkg", 3));
  keepGround(map, keptFrom("roads.shp", 1));
  ASSERT_EQ(map.vectorLayers.size(), 3u);
  EXPECT_EQ(map.vectorLayers[1].id.str(), "ground-woods.gpkg-2");  // the hand-drawn layer keeps its id
  map.vectorLayers[1].visible = false;                             // the designer hid it
  keepGround(map, keptFrom("woods.gpkg", 5));
  ASSERT_EQ(map.vectorLayers.size(), 3u);
  EXPECT_EQ(map.vectorLayers[0], traced);
  EXPECT_EQ(map.vectorLayers[1].id.str(), "ground-woods.gpkg-2");
  EXPECT_EQ(map.vectorLayers[1].features.size(), 5u);
  EXPECT_FALSE(map.vectorLayers[1].visible);
  EXPECT_EQ(map.vectorLayers[2].source, "roads.shp");
  // A re-import that kept nothing clears its source's layer; a new source with nothing
  // adds no empty layer.
  keepGround(map, keptFrom("roads.shp", 0));
  ASSERT_EQ(map.vectorLayers.size(), 3u);
  EXPECT_TRUE(map.vectorLayers[2].features.empty());
  keepGround(map, keptFrom("fences.shp", 0));
  EXPECT_EQ(map.vectorLayers.size(), 3u);
}

}  // namespace
}  // namespace hexwright::importers
