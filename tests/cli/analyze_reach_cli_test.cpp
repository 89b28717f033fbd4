// `hexwright analyze reach` on a saved bundle: the hexes per turn, the costs nobody states
// named with the hexes behind them, and the designer's table read from scenario.xml.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_cli.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::testing {
namespace {

using nlohmann::json;

class AnalyzeReachCli : public ::testing::Test {
 protected:
  void SetUp() override {
    model::Diagnostics d;
    const auto r = io::loadRulesetById("bloody-april", d);
    ASSERT_TRUE(r);
    model::NewScenarioOptions o;
    o.columns = 12;
    o.rows = 12;
    scenario = model::newScenario(*r, o);
    scenario.map.resetGrid(scenario.map.grid(), "clear");
    scenario.oob.units.push_back(model::Unit{
        model::UnitId{"iowa"}, "11th Iowa", "11 Ia", "infantry", scenario.sides.front().id, {}, {}, {}, {}});
    start = scenario.map.grid().at(5 * 12 + 5);
    scenario.setup.push_back(model::Placement{model::UnitId{"iowa"}, start, {}, {}, {}, {}, {}});
  }
  std::string save() {
    model::Diagnostics d;
    EXPECT_TRUE(io::saveBundle(scenario, tmp / "b.hexw", d));
    return (tmp / "b.hexw").string();
  }
  TempDir tmp;
  model::Scenario scenario;
  model::HexCoord start;
};

TEST_F(AnalyzeReachCli, ListsTheHexesReachedPerTurn) {
  const auto r = runCli("analyze reach " + save() + " --unit iowa --turns 2 --format json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const auto j = json::parse(r.out);
  EXPECT_EQ(j["allowance"], 6);
  int turn1 = 0;
  for (const auto& h : j["reached"]) turn1 += h["turn"] == 1 ? 1 : 0;
  EXPECT_GT(turn1, 40);
  EXPECT_GT(j["reached"].size(), static_cast<std::size_t>(turn1));
  EXPECT_TRUE(j["missing_costs"].empty());
}

TEST_F(AnalyzeReachCli, NamesTheCostsNobodyStatesUntilTheDesignerFillsThemIn) {
  for (int d = 0; d < 6; ++d) scenario.map.setTerrain(model::neighbor(start, d), "woods");
  const auto bundle = save();
  const auto r = runCli("analyze reach " + bundle + " --unit iowa");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("turn 1: 0 hexes"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("unknown: 6 hexes lie past costs nobody states"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("terrain woods for infantry-line: needed by 6 steps"), std::string::npos) << r.out;
  scenario.movementCosts.push_back(
      {model::DesignerMovementCost::On::Terrain, "woods", "infantry-line", model::MovementCost::cost(2), "TEC"});
  const auto filled = runCli("analyze reach " + save() + " --unit iowa");
  EXPECT_EQ(filled.out.find("unknown:"), std::string::npos) << filled.out;
  EXPECT_EQ(filled.out.find("turn 1: 0 hexes"), std::string::npos) << filled.out;
}

TEST_F(AnalyzeReachCli, AnUnknownUnitIsAClearError) {
  const auto r = runCli("analyze reach " + save() + " --unit ghost");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("no unit 'ghost' in the order of battle"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hexwright::testing
