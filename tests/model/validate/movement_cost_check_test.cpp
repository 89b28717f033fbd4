// scenario.movement-cost.*: the designer's movement costs name the ruleset's types and
// classes, once each, and only where the rulebook states no cost.
#include <gtest/gtest.h>

#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

DesignerMovementCost cost(DesignerMovementCost::On on, std::string type, std::string mobility, double mp) {
  DesignerMovementCost c;
  c.on = on;
  c.type = std::move(type);
  c.mobility = std::move(mobility);
  c.cost = MovementCost::cost(mp);
  return c;
}

constexpr auto kTerrain = DesignerMovementCost::On::Terrain;

TEST(MovementCostCheck, CostsForTheRulesetsTypesAndClassesAreClean) {
  Scenario s = validScenario();
  s.movementCosts = {cost(kTerrain, "woods", "foot", 2), cost(kTerrain, "woods", "wheels", 3)};
  expectClean(s, testRuleset());
}

TEST(MovementCostCheck, ATypoInATypeOrClassNamesTheNearestIds) {
  Scenario s = validScenario();
  s.movementCosts = {cost(kTerrain, "wods", "foot", 2)};
  auto d = expectRule(s, testRuleset(), "scenario.movement-cost.type");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_NE(d.message.find("nearest: woods"), std::string::npos) << d.message;
  s.movementCosts = {cost(kTerrain, "woods", "feet", 2)};
  d = expectRule(s, testRuleset(), "scenario.movement-cost.class");
  EXPECT_NE(d.message.find("nearest: foot"), std::string::npos) << d.message;
}

TEST(MovementCostCheck, TwiceForOnePairAndOverARulebookCostAreWarnings) {
  Scenario s = validScenario();
  s.movementCosts = {cost(kTerrain, "woods", "foot", 2), cost(kTerrain, "woods", "foot", 3)};
  auto d = expectRule(s, testRuleset(), "scenario.movement-cost.duplicate");
  EXPECT_EQ(d.severity, Severity::Warning);
  EXPECT_NE(d.message.find("the first (2"), std::string::npos) << d.message;
  // river is prohibited to foot in the rulebook: a designer's 2 MP there is never used.
  s.movementCosts = {cost(kTerrain, "river", "foot", 2)};
  d = expectRule(s, testRuleset(), "scenario.movement-cost.stated");
  EXPECT_NE(d.message.find("the rulebook's is used"), std::string::npos) << d.message;
}

}  // namespace
}  // namespace hexwright::model::testing
