// Dress on the Colors line of sight in inches (RULE-03-4, RULE-03-5, OPT-10-20): each
// clause on the smallest table that shows it, with the game's own schema, and the
// rulebook's worked example of Oak Ridge (section 03, "Step-by-Step Scenario Analysis").
#include <gtest/gtest.h>

#include <random>

#include "model/analysis/table_line_of_sight.h"
#include "model/analysis/table_pieces.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::model {
namespace {

std::vector<Vec2> box(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

class DressOnTheColorsLos : public ::testing::Test {
 public:  // the builders chain through the base class
  DressOnTheColorsLos() {
    Diagnostics d;
    ruleset = *io::loadRulesetById("dress-on-the-colors", d);
    map.kind = GridKind::Table;
    map.table = {72, 48};
    map.vectorLayers.push_back(VectorLayer{LayerId{"terrain"}, "Terrain", true, {}, {}});
  }
  DressOnTheColorsLos& piece(const std::string& type, std::vector<Vec2> points, Attributes attributes = {},
                             GeometryKind kind = GeometryKind::Polygon) {
    auto& features = map.vectorLayers[0].features;
    features.push_back(VectorFeature{FeatureId{"f-" + std::to_string(features.size() + 1)},
                                     type,
                                     kind,
                                     std::move(points),
                                     type + " " + std::to_string(features.size() + 1),
                                     std::move(attributes),
                                     {}});
    return *this;
  }
  DressOnTheColorsLos& hill(int level, std::vector<Vec2> points) {
    return piece("hill", std::move(points), {{"level", std::int64_t{level}}});
  }
  DressOnTheColorsLos& crest(std::vector<Vec2> line) {
    return piece("crestline", std::move(line), {}, GeometryKind::Polyline);
  }
  TableLosResult los(Vec2 a, Vec2 b, LosSettings s = {}) const { return TableLosEngine(ruleset, map, s).check(a, b); }

  Ruleset ruleset;
  Map map;
};

TEST_F(DressOnTheColorsLos, TheSchemaStatesItsTabletopRules) {
  const auto& los = ruleset.los;
  EXPECT_TRUE(los.stated);
  EXPECT_EQ(los.levels, LosLevels::Pieces);
  EXPECT_EQ(los.levelTerrain, "hill");
  EXPECT_EQ(los.crestline, "crestline");
  EXPECT_DOUBLE_EQ(los.reverseSlopeInches, 1.0);
  EXPECT_EQ(los.reverseSlopeRule, "RULE-03-4.3");
  ASSERT_TRUE(los.findCondition("light-fog"));
  EXPECT_EQ(los.findCondition("light-fog")->maxInches, 18.0);
}

// "Dense Woods / Wilderness: Blocks LOS beyond 3.0 inches." (RULE-03-5.5)
TEST_F(DressOnTheColorsLos, DenseWoodsBlockBeyondThreeInchesInside_RULE_03_5_5) {
  piece("dense-woods", box(30, 20, 33, 28));
  EXPECT_EQ(los({20, 24}, {40, 24}).verdict, LosVerdict::Clear);  // exactly 3.0 inches inside
  map.vectorLayers[0].features[0].points = box(30, 20, 33.5, 28);
  const auto r = los({20, 24}, {40, 24});
  ASSERT_EQ(r.verdict, LosVerdict::Blocked);
  EXPECT_EQ(r.blocker->kind, TableLosBlocker::Kind::Piece);
  EXPECT_EQ(r.blocker->type, "dense-woods");
  EXPECT_NEAR(r.blocker->at.x, 33.0, 1e-9);  // sight ends 3 inches in
  EXPECT_EQ(r.rule, "RULE-03-5.5");
  // From inside the wood, the stretch behind the viewer counts too.
  EXPECT_EQ(los({31, 24}, {40, 24}).verdict, LosVerdict::Clear);
  EXPECT_EQ(los({29.9, 24}, {40, 24}).verdict, LosVerdict::Blocked);
}

TEST_F(DressOnTheColorsLos, CropsBlockBeyondFourInchesAndOrchardsAndLightWoodsBeyondSix_RULE_03_5_5) {
  piece("cornfield", box(10, 0, 14.5, 10))
      .piece("orchard", box(10, 20, 16, 30))
      .piece("light-woods", box(10, 40, 16.5, 48));
  EXPECT_EQ(los({5, 5}, {20, 5}).verdict, LosVerdict::Blocked);
  EXPECT_EQ(los({5, 25}, {20, 25}).verdict, LosVerdict::Clear);
  EXPECT_EQ(los({5, 44}, {20, 44}).verdict, LosVerdict::Blocked);
  EXPECT_EQ(los({5, 44}, {20, 44}).blocker->type, "light-woods");
}

// "Town Sectors & Stone Buildings: Completely blocks LOS through the structure footprint."
TEST_F(DressOnTheColorsLos, TownsAndStoneBuildingsBlockThroughTheirFootprint_RULE_03_5_5) {
  piece("town-sector", box(30, 20, 36, 26), {{"construction", std::string("wooden")}});
  piece("building", box(50, 20, 51, 21), {{"material", std::string("stone")}});
  EXPECT_EQ(los({20, 23}, {40, 23}).verdict, LosVerdict::Blocked);
  EXPECT_EQ(los({20, 23}, {40, 23}).blocker->type, "town-sector");
  EXPECT_EQ(los({33, 23}, {40, 23}).verdict, LosVerdict::Clear);  // the garrison sees out
  EXPECT_EQ(los({45, 20.5}, {55, 20.5}).verdict, LosVerdict::Blocked);
  EXPECT_EQ(los({45, 20.5}, {55, 20.5}).blocker->at.x, 50);
}

// RULE-03-5.5 names stone buildings only: a wooden one is the designer's choice.
TEST_F(DressOnTheColorsLos, AWoodenBuildingDependsOnTheDesignersChoice) {
  piece("building", box(50, 20, 51, 21), {{"material", std::string("wooden")}});
  const auto open = los({45, 20.5}, {55, 20.5});
  EXPECT_EQ(open.verdict, LosVerdict::Unknown);
  EXPECT_EQ(open.undecided, std::vector<std::string>{"wooden-buildings"});  // the only choice that matters here
  EXPECT_EQ(los({45, 20.5}, {55, 20.5}, LosSettings({}, {{"wooden-buildings", "blocks"}})).verdict,
            LosVerdict::Blocked);
  EXPECT_EQ(los({45, 20.5}, {55, 20.5}, LosSettings({}, {{"wooden-buildings", "clear"}})).verdict, LosVerdict::Clear);
}

// "A hill contour of Level 1 completely blocks line of sight between two Level 0 units on
// opposite sides of the feature, unless both units are high enough" (RULE-03-4.4).
TEST_F(DressOnTheColorsLos, AnInterveningHillBlocksUnlessBothEndsAreHighEnough_RULE_03_4_4) {
  hill(1, box(30, 10, 40, 40));
  const auto r = los({20, 24}, {50, 24});
  ASSERT_EQ(r.verdict, LosVerdict::Blocked);
  EXPECT_EQ(r.blocker->kind, TableLosBlocker::Kind::Ground);
  EXPECT_NEAR(r.blocker->at.x, 30, 1e-9);
  EXPECT_EQ(r.rule, "RULE-03-4.4 RULE-03-5.5");
  hill(1, box(10, 10, 22, 40)).hill(1, box(48, 10, 60, 40));
  EXPECT_EQ(los({20, 24}, {50, 24}).verdict, LosVerdict::Clear);  // both on Level 1
}

// "Intervening Hill Crests / High Ridges: Completely blocks LOS to lower ground beyond."
TEST_F(DressOnTheColorsLos, AHillBlocksSightToLowerGroundBeyond_RULE_03_5_5) {
  hill(1, box(10, 10, 22, 40)).hill(1, box(30, 10, 40, 40));
  EXPECT_EQ(los({20, 24}, {50, 24}).verdict, LosVerdict::Blocked);
  EXPECT_EQ(los({50, 24}, {20, 24}).verdict, LosVerdict::Blocked);
  // A Level 2 ridge between two Level 1 positions blocks them too.
  hill(2, box(32, 10, 38, 40)).hill(1, box(48, 10, 60, 40));
  EXPECT_EQ(los({20, 24}, {50, 24}).verdict, LosVerdict::Blocked);
  EXPECT_EQ(los({20, 24}, {50, 24}).blocker->at.x, 32);
}

// Section 03's worked example: Battery B on the crestline of Oak Ridge (Level 1), the 2nd
// Wisconsin 2.0" behind the crest on the reverse slope, the 4th Virginia advancing across
// the valley at Level 0, 8.0" from the base of the ridge.
class OakRidge : public DressOnTheColorsLos {
 protected:
  OakRidge() { hill(1, box(10, 5, 62, 30)).crest({{10, 20}, {62, 20}}); }
  const Vec2 batteryB{36, 20}, wisconsin{36, 18}, virginia{36, 38};
};

TEST_F(OakRidge, TheVirginiansCannotSeeTheWisconsinInDeadGround_RULE_03_4_3) {
  const auto r = los(virginia, wisconsin);
  ASSERT_EQ(r.verdict, LosVerdict::Blocked);
  EXPECT_EQ(r.blocker->kind, TableLosBlocker::Kind::ReverseSlope);
  EXPECT_EQ(r.rule, "RULE-03-4.3");
  EXPECT_NEAR(r.blocker->at.y, 20, 1e-9);
  // "Units in dead ground cannot shoot at enemy units on the lower forward slopes."
  EXPECT_EQ(los(wisconsin, virginia).verdict, LosVerdict::Blocked);
  // One inch behind the crest is not yet the reverse slope.
  EXPECT_EQ(los(virginia, {36, 19.2}).verdict, LosVerdict::Clear);
}

TEST_F(OakRidge, TheVirginiansSeeBatteryBOnTheCrestAndItFiresWithZeroObstruction) {
  EXPECT_EQ(los(virginia, batteryB).verdict, LosVerdict::Clear);
  EXPECT_EQ(los(batteryB, virginia).verdict, LosVerdict::Clear);
  EXPECT_TRUE(TableLosEngine(ruleset, map).onCrest(batteryB));
  EXPECT_FALSE(TableLosEngine(ruleset, map).onCrest(wisconsin));
}

// "A unit on the crest has an unobstructed line of sight across all lower-elevation terrain
// (Level 0), looking over low obstacles such as fences and standard crop fields."
TEST_F(OakRidge, TheCrestLooksOverCropFieldsOnLowerGround_RULE_03_4_2) {
  piece("cornfield", box(30, 32, 42, 37));  // 5 inches deep across the valley
  const Vec2 beyond{36, 44};
  EXPECT_EQ(los(batteryB, beyond).verdict, LosVerdict::Clear);
  EXPECT_EQ(los(virginia + Vec2{0, 6}, {36, 31}).verdict, LosVerdict::Blocked);  // from the valley it blocks
}

TEST_F(OakRidge, WhetherTheCrestLooksOverWoodsIsTheDesignersChoice_RULE_03_4_2) {
  piece("dense-woods", box(30, 32, 42, 37));
  const Vec2 beyond{36, 44};
  const auto open = los(batteryB, beyond);
  EXPECT_EQ(open.verdict, LosVerdict::Unknown);
  EXPECT_EQ(open.undecided, std::vector<std::string>{"crest-over-woods"});
  EXPECT_EQ(los(batteryB, beyond, LosSettings({}, {{"crest-over-woods", "all-lower"}})).verdict, LosVerdict::Clear);
  EXPECT_EQ(los(batteryB, beyond, LosSettings({}, {{"crest-over-woods", "low-obstacles"}})).verdict,
            LosVerdict::Blocked);
  // Off the crest the choice does not matter: the wood blocks either way.
  EXPECT_EQ(los({36, 31}, beyond).verdict, LosVerdict::Blocked);
}

// OPT-10-20.5-20.7: "Line of Sight (LOS) is hard-capped at 12.0" / 18.0" / 6.0"".
TEST_F(DressOnTheColorsLos, WeatherCapsSight_OPT_10_20) {
  const LosSettings fog({"light-fog"});
  EXPECT_EQ(los({10, 10}, {27, 10}, fog).verdict, LosVerdict::Clear);
  const auto r = los({10, 10}, {29, 10}, fog);
  ASSERT_EQ(r.verdict, LosVerdict::Blocked);
  EXPECT_EQ(r.blocker->kind, TableLosBlocker::Kind::Range);
  EXPECT_EQ(r.rule, "OPT-10-20.6");
  EXPECT_EQ(los({10, 10}, {17, 10}, LosSettings({"light-fog", "dense-fog"})).rule, "OPT-10-20.7");
}

TEST_F(DressOnTheColorsLos, TheViewshedStopsAtTheHill) {
  hill(1, box(30, 0, 34, 48));
  const TableLosEngine engine(ruleset, map);
  const auto seen = engine.viewshed({10, 24}, 40, 2.0);
  int behind = 0, before = 0;
  for (const auto& s : seen) {
    EXPECT_LE(length(s.at - Vec2{10, 24}), 40 + 1e-9);
    if (s.at.x > 34) behind += s.verdict == LosVerdict::Clear;
    if (s.at.x < 30) before += s.verdict == LosVerdict::Clear;
  }
  EXPECT_EQ(behind, 0);
  EXPECT_GT(before, 100);
  EXPECT_LE(length(seen.front().at - Vec2{10, 24}), length(seen.back().at - Vec2{10, 24}));
}

// A whole position: what either side of the hill sees, together.
TEST_F(DressOnTheColorsLos, SeveralViewersSeeWhatAnyOfThemSees) {
  hill(1, box(30, 0, 34, 48));
  const TableLosEngine engine(ruleset, map);
  const auto seenAt = [](const std::vector<TableLosEngine::Seen>& seen, Vec2 at) {
    for (const auto& s : seen)
      if (length(s.at - at) < 1e-9) return std::optional<LosVerdict>(s.verdict);
    return std::optional<LosVerdict>();  // not in the viewshed at all
  };
  const auto west = engine.viewshed(Vec2{10, 24}, 60, 2.0), both = engine.viewshed({{10, 24}, {60, 24}}, 60, 2.0);
  EXPECT_EQ(seenAt(west, {51, 25}), LosVerdict::Blocked);
  EXPECT_EQ(seenAt(both, {51, 25}), LosVerdict::Clear);
  EXPECT_EQ(seenAt(both, {11, 25}), LosVerdict::Clear);
  EXPECT_EQ(seenAt(both, {31, 25}), LosVerdict::Clear);  // on the hill: each side sees it
  EXPECT_GT(both.size(), west.size());                   // the east viewer reaches squares the west one does not
}

// Without crests (the only rule read from one end), sight on a table is mutual.
TEST_F(DressOnTheColorsLos, SightIsMutualOverWoodsFieldsTownsAndHills) {
  std::mt19937 random(7);
  std::uniform_real_distribution<double> x(0, 72), y(0, 48), size(2, 9);
  const char* types[] = {"dense-woods", "cornfield", "orchard", "town-sector"};
  for (int i = 0; i < 16; ++i) {
    const double x0 = x(random), y0 = y(random);
    if (i % 5 == 4)
      hill(1 + i % 2, box(x0, y0, x0 + size(random), y0 + size(random)));
    else
      piece(types[i % 4], box(x0, y0, x0 + size(random), y0 + size(random)));
  }
  const TableLosEngine engine(ruleset, map, LosSettings({}, {{"wooden-buildings", "clear"}}));
  for (int i = 0; i < 400; ++i) {
    const Vec2 a{x(random), y(random)}, b{x(random), y(random)};
    EXPECT_EQ(engine.check(a, b).verdict, engine.check(b, a).verdict) << a.x << "," << a.y << " " << b.x << "," << b.y;
  }
}

}  // namespace
}  // namespace hexwright::model

namespace hexwright::model {
namespace {

// Units on the table (RULE-03-5.3, RULE-05-6.1): friendly formed units block through their
// stands, as the schema's <footprints> lays them out from the unit's centre and facing.
class TableUnitsLos : public DressOnTheColorsLos {
 public:
  TableUnitsLos& unit(const std::string& id, const std::string& side, const std::string& type, const std::string& state,
                      Vec2 at, double facing, double stands) {
    units.push_back({UnitId{id}, id, SideId{side}, type, state, at, facing, stands});
    return *this;
  }
  LosSettings settings(std::vector<std::string> conditions = {}, std::string side = "union") const {
    LosSettings s{std::move(conditions), {{"overhead-clearances", "six-and-four"}}};
    s.units = true;
    s.unitsOnTable = units;
    if (!side.empty()) s.viewerSide = SideId{side};
    return s;
  }
  std::vector<TableUnit> units;
};

TEST_F(TableUnitsLos, TheSchemaLaysOutEachFormedState_RULE_02_4) {
  const auto* line = ruleset.los.findFootprint("line-of-battle");
  ASSERT_TRUE(line);
  EXPECT_TRUE(line->frontEdge);
  EXPECT_FALSE(line->wide);
  ASSERT_TRUE(ruleset.los.findFootprint("assault-column"));
  EXPECT_EQ(ruleset.los.findFootprint("assault-column")->wide, 2);
  EXPECT_EQ(ruleset.los.findFootprint("road-column")->wide, 1);
  EXPECT_FALSE(ruleset.los.findFootprint("skirmish"));
  // A 6-stand line facing north: its front edge, 6 inches wide, lies ahead of its centre.
  const auto f =
      unitFootprint(ruleset, {UnitId{"u"}, "u", SideId{"union"}, "infantry", "line-of-battle", {30, 20}, 0, 6});
  ASSERT_TRUE(f.footprint) << f.missing;
  EXPECT_EQ(f.footprint->shallowest.geometry, GeometryKind::Polyline);
  EXPECT_NEAR(f.footprint->shallowest.points[0].x, 27, 1e-9);
  EXPECT_NEAR(f.footprint->shallowest.points[1].x, 33, 1e-9);
  EXPECT_NEAR(f.footprint->shallowest.points[0].y, 20 - 0.375, 1e-9);  // half of a 0.75" base
  EXPECT_NEAR(f.footprint->deepest.points[0].y, 20 - 0.5, 1e-9);       // half of a 1.0" base
  // An 8-stand assault column facing east: 2 stands wide, 4 ranks deep.
  const auto c =
      unitFootprint(ruleset, {UnitId{"c"}, "c", SideId{"union"}, "infantry", "assault-column", {30, 20}, 90, 8});
  ASSERT_TRUE(c.footprint);
  const auto b = pieceBounds(c.footprint->deepest);
  EXPECT_NEAR(b.w, 4.0, 1e-9);  // 4 ranks of 1.0" bases, along the facing
  EXPECT_NEAR(b.h, 2.0, 1e-9);  // 2 stands of 1.0" across it
  EXPECT_EQ(unitFootprint(ruleset, {UnitId{"s"}, "s", SideId{"union"}, "infantry", "skirmish", {1, 1}, 0, 4}).missing,
            "the ruleset gives no footprint for the state 'skirmish'");
}

// "Formed battle lines cannot fire through other friendly formed units under any
// circumstances." (RULE-03-5.3)
TEST_F(TableUnitsLos, AFriendlyLineBlocksSightThroughIt_RULE_03_5_3) {
  unit("2-wis", "union", "infantry", "line-of-battle", {30, 24}, 90, 5);  // facing east, a line north-south
  const auto r = los({20, 24}, {40, 24}, settings());
  ASSERT_EQ(r.verdict, LosVerdict::Blocked);
  EXPECT_EQ(r.blocker->kind, TableLosBlocker::Kind::Unit);
  EXPECT_EQ(r.blocker->unit, UnitId{"2-wis"});
  EXPECT_EQ(r.rule, "RULE-03-5.3 RULE-05-6.1");
  EXPECT_NEAR(r.blocker->at.x, 30.375, 1e-9);  // at its front edge
  // Past its flank it does not: the line is 5 stands of 1.0".
  EXPECT_EQ(los({20, 27}, {40, 27}, settings()).verdict, LosVerdict::Clear);
  // Without units counted, it is terrain only.
  EXPECT_EQ(los({20, 24}, {40, 24}).verdict, LosVerdict::Clear);
}

TEST_F(TableUnitsLos, EnemyUnitsSkirmishersAndSharpshootersDoNotBlock_RULE_03_5_4_OPT_10_8) {
  unit("26-nc", "confederate", "infantry", "line-of-battle", {30, 10}, 90, 5)
      .unit("screen", "union", "infantry", "skirmish", {30, 24}, 90, 4)
      .unit("berdan", "union", "sharpshooter-regiment", "line-of-battle", {30, 38}, 90, 6);
  EXPECT_EQ(los({20, 10}, {40, 10}, settings()).verdict, LosVerdict::Clear);  // an enemy line: not stated
  EXPECT_EQ(los({20, 24}, {40, 24}, settings()).verdict, LosVerdict::Clear);
  EXPECT_EQ(los({20, 38}, {40, 38}, settings()).verdict, LosVerdict::Clear);
  // Seen from the other side, the Confederate line is the friendly one.
  EXPECT_EQ(los({20, 10}, {40, 10}, settings({}, "confederate")).verdict, LosVerdict::Blocked);
}

TEST_F(TableUnitsLos, TheUnitsAtEitherEndDoNotBlock) {
  unit("viewer", "union", "infantry", "assault-column", {20, 24}, 90, 8)
      .unit("target", "union", "infantry", "line-of-battle", {40, 24}, 270, 5);
  EXPECT_EQ(los({20, 24}, {40, 24}, settings()).verdict, LosVerdict::Clear);
}

TEST_F(TableUnitsLos, AColumnBlocksAcrossItsRanks_RULE_02_4_2) {
  // 8 stands in assault column facing north at 30,24: 2 wide (29-31), 3 to 4 inches deep.
  unit("col", "union", "infantry", "assault-column", {30, 24}, 0, 8);
  EXPECT_EQ(los({20, 24}, {40, 24}, settings()).verdict, LosVerdict::Blocked);  // through its middle
  EXPECT_EQ(los({30, 10}, {30, 40}, settings()).verdict, LosVerdict::Blocked);  // down its length
  // 1.8 inches behind the centre: inside four 0.75" ranks (1.5") only when they are 1.0" deep.
  const auto r = los({20, 25.8}, {40, 25.8}, settings());
  EXPECT_EQ(r.verdict, LosVerdict::Unknown);
  EXPECT_EQ(r.undecided, std::vector<std::string>{kStandDepth});
}

// "Artillery positioned on a Level 1 or Level 2 hill may fire overhead across friendly units
// deployed on lower ground (Level 0)": at least 6.0" from the muzzle and 4.0" from the target
// (RULE-03-4.5), or 3.0" and 3.0" (RULE-05-8.1): the designer's choice.
TEST_F(TableUnitsLos, ArtilleryOnAHillFiresOverFriendsWithItsClearances_RULE_03_4_5) {
  hill(1, box(0, 0, 12, 48));
  unit("line", "union", "infantry", "line-of-battle", {20, 24}, 90, 5);
  const Vec2 battery{10, 24}, far{30, 24};                                // the line's front edge is at x 20.4-20.5
  EXPECT_EQ(los(battery, far, settings()).verdict, LosVerdict::Blocked);  // not artillery fire
  EXPECT_EQ(los(battery, far, settings({"artillery-overhead"})).verdict, LosVerdict::Clear);
  // A target 3.4-3.5 inches beyond the line is nearer than 4.0.
  const auto tooNear = los(battery, {23.9, 24}, settings({"artillery-overhead"}));
  EXPECT_EQ(tooNear.verdict, LosVerdict::Blocked);
  // RULE-05-8.1's 3.0-inch clearances let it fire at a target 3.5 inches beyond the line.
  auto s = settings({"artillery-overhead"});
  s.choices["overhead-clearances"] = "three-and-three";
  EXPECT_EQ(los(battery, {24, 24}, s).verdict, LosVerdict::Clear);
  EXPECT_EQ(los(battery, {24, 24}, settings({"artillery-overhead"})).verdict, LosVerdict::Blocked);
  // Left open, the choice is what the verdict depends on.
  s.choices.erase("overhead-clearances");
  const auto open = los(battery, {24, 24}, s);
  EXPECT_EQ(open.verdict, LosVerdict::Unknown);
  EXPECT_EQ(open.undecided, std::vector<std::string>{"overhead-clearances"});
  // From level ground no clearance helps.
  EXPECT_EQ(los({14, 24}, far, settings({"artillery-overhead"})).verdict, LosVerdict::Blocked);
}

TEST_F(TableUnitsLos, UnitsThatCannotBeLaidOutAreSaidSo) {
  unit("no-facing", "union", "infantry", "line-of-battle", {30, 24}, 0, 5);
  units.back().facingDegrees.reset();
  unit("battery", "union", "artillery", "unlimbered", {40, 24}, 0, 1);
  const TableLosEngine engine(ruleset, map, settings());
  ASSERT_EQ(engine.unitNotes().size(), 1u);  // the battery is no formed unit the rules name
  EXPECT_EQ(engine.unitNotes()[0], "no-facing: not counted, no facing");
  const TableLosEngine sideless(ruleset, map, settings({}, ""));
  EXPECT_NE(sideless.unitNotes()[0].find("the viewer's side is not known"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::model
