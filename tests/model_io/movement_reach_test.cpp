// Movement reach from the costs a rulebook states (Bloody April 2.4: one MP per clear hex;
// 5.31 no land unit enters the river; Hell Before Night 7.2B: stop after a steep slope),
// the designer's table for the costs it leaves to charts not reproduced, and the unknown
// costs named instead of guessed.
#include "model/analysis/movement_reach.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"
#include "support/temp_dir.h"

namespace hexwright::model {
namespace {

class MovementReach : public ::testing::Test {
 protected:
  void build(const std::string& rulesetId, const std::string& fill, const std::string& unitType) {
    Diagnostics d;
    ruleset = *io::loadRulesetById(rulesetId, d);
    NewScenarioOptions o;
    o.columns = 30;
    o.rows = 30;
    s = newScenario(ruleset, o);
    s.map.resetGrid(s.map.grid(), fill);
    s.oob.units.push_back(Unit{UnitId{"u"}, "8th Illinois", "8 Ill", unitType, s.sides.front().id, {}, {}, {}, {}});
    start = s.map.grid().at(15 * 30 + 15);
    s.setup.push_back(Placement{UnitId{"u"}, start, {}, {}, {}, {}, {}});
  }
  std::map<HexCoord, ReachedHex> reached(int turns = 1) {
    result = movementReach(ruleset, s, UnitId{"u"}, turns);
    EXPECT_FALSE(result.problems.hasErrors());
    std::map<HexCoord, ReachedHex> out;
    for (const auto& r : result.reached) out[r.hex] = r;
    return out;
  }
  Ruleset ruleset;
  Scenario s;
  HexCoord start;
  ReachResult result;
};

TEST_F(MovementReach, InfantryCrossesSixClearHexesInATurn_BloodyApril_2_4) {
  build("bloody-april", "clear", "infantry");
  const auto r = reached();
  EXPECT_EQ(result.allowance, 6);
  EXPECT_EQ(r.size(), 1u + 3u * 6u * 7u);  // every hex within six
  for (const auto& [hex, at] : r) EXPECT_LE(distance(hex, start), 6);
  EXPECT_EQ(reached(2).size(), 1u + 3u * 12u * 13u);
  EXPECT_TRUE(result.unknown.empty());
}

TEST_F(MovementReach, NoLandUnitEntersTheRiver_BloodyApril_5_31) {
  build("bloody-april", "clear", "infantry");
  for (int d = 0; d < 6; ++d) s.map.setTerrain(neighbor(start, d), "river");
  EXPECT_EQ(reached().size(), 1u);
}

TEST_F(MovementReach, CostsNobodyStatesAreNamedAndTheDesignersTableFillsThem) {
  build("bloody-april", "woods", "infantry");
  EXPECT_EQ(reached().size(), 1u);
  EXPECT_EQ(result.unknown.size(), 6u);
  ASSERT_EQ(result.missing.size(), 1u);
  EXPECT_EQ(result.missing[0].type, "woods");
  EXPECT_EQ(result.missing[0].mobility, "infantry-line");
  s.movementCosts.push_back({DesignerMovementCost::On::Terrain, "woods", "infantry-line", MovementCost::cost(2), ""});
  const auto r = reached();
  EXPECT_EQ(r.size(), 1u + 3u * 3u * 4u);  // three woods hexes at 2 MP each
  EXPECT_TRUE(result.missing.empty());
}

TEST_F(MovementReach, AStatedCostWinsOverTheDesigners) {
  build("bloody-april", "clear", "infantry");
  s.movementCosts.push_back({DesignerMovementCost::On::Terrain, "clear", "infantry-line", MovementCost::cost(3), ""});
  EXPECT_EQ(reached().size(), 1u + 3u * 6u * 7u);
}

TEST_F(MovementReach, ASteepSlopeStopsTheMoveOnceCrossed_HellBeforeNight_7_2B) {
  build("hell-before-night", "clear", "infantry");
  s.movementCosts.push_back({DesignerMovementCost::On::Terrain, "clear", "infantry", MovementCost::cost(1), "TEC"});
  // A hilltop: steep slopes on all six sides of the unit's hex.
  for (int d = 0; d < 6; ++d)
    s.map.hexsideFeatures[hexside(start, d)].push_back({"steep-slope", neighbor(start, d), {}});
  auto r = reached();
  EXPECT_EQ(r.size(), 7u);  // down the slope, then stop
  for (int d = 0; d < 6; ++d) EXPECT_TRUE(r[neighbor(start, d)].stopped);
  r = reached(2);
  EXPECT_EQ(r[neighbor(neighbor(start, 0), 0)].turn, 2);
  EXPECT_EQ(r[neighbor(neighbor(start, 0), 0)].points, 1);
  EXPECT_EQ(r.size(), 1u + 3u * 5u * 6u);  // four more hexes in turn 2
}

TEST_F(MovementReach, AUnitNotSetUpOrWithoutAnAllowanceIsAProblemNamed) {
  build("bloody-april", "clear", "infantry");
  s.setup.clear();
  const auto r = movementReach(ruleset, s, UnitId{"u"}, 1);
  ASSERT_TRUE(r.problems.hasErrors());
  EXPECT_NE(r.problems.items().front().message.find("not set up in a hex"), std::string::npos);
  EXPECT_TRUE(movementReach(ruleset, s, UnitId{"nobody"}, 1).problems.hasErrors());
}

TEST(DesignerChoicesInTheBundle, LosChoicesAndMovementCostsRoundTrip) {
  Diagnostics d;
  const auto r = io::loadRulesetById("hell-before-night", d);
  NewScenarioOptions o;
  o.columns = 4;
  o.rows = 4;
  Scenario s = newScenario(*r, o);
  s.losChoices["thicket-near"] = "blocks";
  s.movementCosts.push_back(
      {DesignerMovementCost::On::Hexside, "steep-slope", "artillery", MovementCost::cost(2, true), "TEC"});
  s.movementCosts.push_back({DesignerMovementCost::On::Route, "road", "infantry", MovementCost::cost(0.5), ""});
  testing::TempDir tmp;
  ASSERT_TRUE(io::saveBundle(s, tmp / "b.hexw", d));
  const auto back = io::loadBundle(tmp / "b.hexw", d);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->losChoices, s.losChoices);
  EXPECT_EQ(back->movementCosts, s.movementCosts);
}

}  // namespace
}  // namespace hexwright::model
