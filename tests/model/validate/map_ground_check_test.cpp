// map.ground.disagrees: a hex whose painted terrain is not what the kept GIS ground shows
// under its centre (a repainted hex), with holes and precedence read as the painter draws.
#include <gtest/gtest.h>

#include "model/map/kept_ground.h"
#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

constexpr double kYards = 100;

// Hex h's outline in grid-plane metres (hex (0,0)'s centre at the origin), scaled about
// its centre.
std::vector<Vec2> planeRing(const Map& map, HexCoord h, double scale = 1.0) {
  HexLayout plane;
  plane.orientation = map.grid().convention.orientation;
  plane.acrossFlats = map.ground.metresAcrossFlats();
  const Vec2 c = plane.hexToWorld(h);
  std::vector<Vec2> out;
  for (const Vec2 p : plane.corners(h)) out.push_back({c.x + scale * (p.x - c.x), c.y + scale * (p.y - c.y)});
  return out;
}

VectorFeature polygon(TypeId type, std::vector<Vec2> outline, std::vector<std::vector<Vec2>> holes = {}) {
  VectorFeature f;
  f.id = FeatureId(type + std::to_string(outline.size()));
  f.type = std::move(type);
  f.points = std::move(outline);
  f.holes = std::move(holes);
  return f;
}

// The valid scenario, all clear (its painted river and woods are not in this ground), with
// the ground kept from a woods source.
Scenario withKeptWoods(const std::vector<VectorFeature>& features) {
  Scenario s = validScenario();
  s.map.ground.yardsAcrossFlats = kYards;
  for (const HexCoord h : s.map.grid().hexes()) s.map.setTerrain(h, "clear");
  VectorLayer kept;
  kept.id = LayerId("ground-woods.gpkg");
  kept.source = "woods.gpkg";
  kept.features = features;
  s.map.vectorLayers.push_back(kept);
  return s;
}

TEST(MapGroundCheck, AHexPaintedAsTheArtShowsIsClean) {
  Scenario s = validScenario();
  s.map.ground.yardsAcrossFlats = kYards;
  s = withKeptWoods({polygon("woods", planeRing(s.map, hexAt(2, 2)))});
  s.map.setTerrain(hexAt(2, 2), "woods");
  EXPECT_EQ(countRule(validate(s, testRuleset()), "map.ground.disagrees"), 0u);
  expectClean(s, testRuleset());
}

TEST(MapGroundCheck, RepaintedHexesAreListedWithBothTerrains) {
  Scenario s = validScenario();
  s.map.ground.yardsAcrossFlats = kYards;
  s = withKeptWoods({polygon("woods", planeRing(s.map, hexAt(2, 2)))});
  // The wood's hex repainted clear, and a swamp painted where the ground shows clear.
  s.map.setTerrain(hexAt(5, 4), "swamp");
  const Diagnostics d = validate(s, testRuleset());
  EXPECT_EQ(countRule(d, "map.ground.disagrees"), 2u) << dump(d);
  const Diagnostic first = expectRule(s, testRuleset(), "map.ground.disagrees");
  EXPECT_EQ(first.severity, Severity::Warning);
  EXPECT_EQ(first.location.hexLabel, "0303");
  EXPECT_NE(first.message.find("'clear'"), std::string::npos) << first.message;
  EXPECT_NE(first.message.find("'woods' under its centre"), std::string::npos) << first.message;
  const auto list = groundDisagreements(s.map, testRuleset());
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[1].hex, hexAt(5, 4));
  EXPECT_EQ(list[1].painted, "swamp");
  EXPECT_EQ(list[1].ground, "clear");
  // Among some hexes only (what a redraw shows): just theirs, in grid order; hexes off
  // the map and repeats are ignored.
  const auto some =
      groundDisagreements(s.map, testRuleset(), {hexAt(5, 4), hexAt(0, 0), hexAt(5, 4), HexCoord{99, 99}});
  ASSERT_EQ(some.size(), 1u);
  EXPECT_EQ(some[0].hex, hexAt(5, 4));
  EXPECT_EQ(some[0].ground, "clear");
  const auto both = groundDisagreements(s.map, testRuleset(), {hexAt(5, 4), hexAt(2, 2)});
  ASSERT_EQ(both.size(), 2u);
  EXPECT_EQ(both[0].hex, hexAt(2, 2));
  EXPECT_EQ(both[0].ground, "woods");
  EXPECT_TRUE(groundDisagreements(s.map, testRuleset(), std::vector<HexCoord>{}).empty());
}

TEST(MapGroundCheck, AClearingUnderTheCentreShowsTheDefaultTerrain) {
  Scenario s = validScenario();
  s.map.ground.yardsAcrossFlats = kYards;
  s = withKeptWoods({polygon("woods", planeRing(s.map, hexAt(2, 2)), {planeRing(s.map, hexAt(2, 2), 0.3)})});
  EXPECT_TRUE(groundDisagreements(s.map, testRuleset()).empty());
  s.map.setTerrain(hexAt(2, 2), "woods");
  ASSERT_EQ(groundDisagreements(s.map, testRuleset()).size(), 1u);
  EXPECT_EQ(groundDisagreements(s.map, testRuleset())[0].ground, "clear");
}

TEST(MapGroundCheck, OfOverlappingPolygonsTheHigherPrecedenceIsWhatTheArtShows) {
  Ruleset rs = testRuleset();
  rs.terrain[1].precedence = 2;  // woods
  rs.terrain[3].precedence = 1;  // swamp
  Scenario s = validScenario();
  s.map.ground.yardsAcrossFlats = kYards;
  // Woods first, swamp after it: drawn later, but the woods still win.
  s = withKeptWoods({polygon("woods", planeRing(s.map, hexAt(2, 2))), polygon("swamp", planeRing(s.map, hexAt(2, 2)))});
  s.map.setTerrain(hexAt(2, 2), "woods");
  EXPECT_TRUE(groundDisagreements(s.map, rs).empty());
  // Without a kept source, the same polygons are a hand-drawn layer: nothing to compare.
  s.map.vectorLayers[0].source.clear();
  s.map.setTerrain(hexAt(2, 2), "clear");
  EXPECT_FALSE(hasKeptTerrain(s.map));
  EXPECT_TRUE(groundDisagreements(s.map, rs).empty());
}

}  // namespace
}  // namespace hexwright::model::testing
