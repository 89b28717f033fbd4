// The validator against schemas/dress-on-the-colors (a tabletop in inches): a small valid
// Heron's Creek-like scenario, then one break per rule the schema configures (SCEN-10-3.1,
// RULE-02-2.3, RULE-07-4.1, RULE-02-1.1, RULE-02-4, RULE-00-4.2, RULE-00-2.2, RULE-00-2.4,
// RULE-03-4.1) and the tabletop checks.
#include <gtest/gtest.h>

#include "validate_schema_fixture.h"

namespace hexwright::validate_testing {
namespace {

Attributes regiment(std::int64_t stands = 5) {
  return {{"stands", stands}, {"quality", std::string("Regular")}, {"armament", std::string("Rifled Musket")}};
}

struct Dotc {
  Scenario s;
  Placement& at(const std::string& unit, double x, double y, const std::string& state) {
    Placement p;
    p.unit = UnitId{unit};
    p.position = Vec2{x, y};
    p.facingDegrees = 0;
    p.state = state;
    s.setup.push_back(p);
    return s.setup.back();
  }
  Placement* placement(const std::string& unit) {
    for (auto& p : s.setup)
      if (p.unit.value == unit) return &p;
    return nullptr;
  }
};

Dotc dotc() {
  ScenarioBuilder b("dress-on-the-colors", 0, 0, OffsetConvention{}, "open-ground");
  Dotc d{b.s};
  Scenario& s = d.s;
  s.map = Map{};
  s.map.kind = GridKind::Table;
  s.map.table = TableSize{72, 48};
  s.turns.firstTurn = 1;
  s.turns.lastTurn = 7;
  s.firstActiveSide = SideId{"union"};  // SCEN-10-3.1, as Heron's Creek
  s.deploymentOrder = {SideId{"confederate"}, SideId{"union"}};
  s.map.areas = {
      NamedArea{
          AreaId{"usa-zone"}, "USA deployment", "deployment", "union", {}, {{0, 42}, {72, 42}, {72, 48}, {0, 48}}},
      NamedArea{
          AreaId{"csa-zone"}, "CSA deployment", "deployment", "confederate", {}, {{0, 0}, {72, 0}, {72, 6}, {0, 6}}}};
  VectorLayer terrain{LayerId{"terrain"}, "Battlefield", true, {}, ""};
  terrain.features.push_back(VectorFeature{FeatureId{"ridge"},
                                           "hill",
                                           GeometryKind::Polygon,
                                           {{20, 18}, {50, 18}, {50, 30}, {20, 30}},
                                           "Cemetery Ridge",
                                           {{"level", std::int64_t{1}}},
                                           {}});
  terrain.features.push_back(VectorFeature{
      FeatureId{"creek"}, "stream", GeometryKind::Polyline, {{0, 24}, {72, 26}}, "Heron's Creek", {}, {}});
  terrain.features.push_back(
      VectorFeature{FeatureId{"crest"}, "crestline", GeometryKind::Polyline, {{22, 24}, {48, 24}}, "Crest", {}, {}});
  terrain.features.push_back(
      VectorFeature{FeatureId{"ford"}, "ford", GeometryKind::Point, {{36, 25.1}}, "Ford", {}, {}});
  s.map.vectorLayers = {terrain};

  auto formation = [&](const std::string& id, const std::string& side, const std::string& commander) {
    Formation f;
    f.id = FormationId{id};
    f.name = id;
    f.level = "brigade";
    f.side = SideId{side};
    f.commander = UnitId{commander};
    s.oob.formations.push_back(f);
  };
  auto unit = [&](const std::string& id, const TypeId& type, const std::string& side, const std::string& f,
                  Attributes a) {
    Unit u;
    u.id = UnitId{id};
    u.name = id;
    u.type = type;
    u.side = SideId{side};
    u.formation = FormationId{f};
    u.attributes = std::move(a);
    s.oob.units.push_back(u);
  };
  formation("iron", "union", "meredith");
  unit("meredith", "brigadier", "union", "iron", {{"rating", std::string("Aggressive")}});
  for (const char* id : {"2-wis", "6-wis", "7-wis"}) unit(id, "infantry", "union", "iron", regiment());
  unit("b-4-us", "artillery", "union", "iron",
       {{"stands", std::int64_t{2}}, {"quality", std::string("Veteran")}, {"armament", std::string("Napoleon")}});
  formation("stonewall", "confederate", "garnett");
  unit("garnett", "brigadier", "confederate", "stonewall", {{"rating", std::string("Reliable")}});
  for (const char* id : {"2-va", "4-va", "5-va"}) unit(id, "infantry", "confederate", "stonewall", regiment(6));

  d.at("meredith", 30, 45, "");
  d.at("2-wis", 22, 44, "line-of-battle");
  d.at("6-wis", 30, 44, "line-of-battle");
  d.at("7-wis", 38, 44, "line-of-battle");
  d.at("b-4-us", 34, 46, "limbered");
  d.at("garnett", 30, 3, "");
  d.at("2-va", 22, 3, "line-of-battle");
  d.at("4-va", 30, 3, "assault-column");
  d.at("5-va", 38, 3, "line-of-battle");
  return d;
}

class ValidateDressOnTheColors : public ::testing::Test {
 protected:
  Ruleset r = loadSchema("dress-on-the-colors");
};

TEST_F(ValidateDressOnTheColors, TheSmallScenarioIsClean) { expectClean(dotc().s, r); }

TEST_F(ValidateDressOnTheColors, UnitsDeployInsideTheirZoneAndOnTheTable) {
  auto d = dotc();
  d.placement("4-va")->position = Vec2{30, 12};
  const Diagnostic zone = expectRule(d.s, r, "setup.area.required");
  EXPECT_EQ(zone.location.unit, "4-va");
  EXPECT_TRUE(mentions(zone, "SCEN-10-3.1")) << zone.message;
  auto t = dotc();
  t.placement("7-wis")->position = Vec2{74, 44};
  EXPECT_EQ(expectRule(t.s, r, "table.unit.outside").location.unit, "7-wis");
}

// SCEN-10-3.1: the scenario states the side active on Turn 1 and the deployment order.
TEST_F(ValidateDressOnTheColors, TheScenarioStatesWhoMovesAndDeploysFirst) {
  auto d = dotc();
  d.s.firstActiveSide.reset();
  const Diagnostic first = expectRule(d.s, r, "scenario.sequence.missing");
  EXPECT_EQ(first.severity, Severity::Error);
  EXPECT_TRUE(mentions(first, "SCEN-10-3.1")) << first.message;
  auto o = dotc();
  o.s.deploymentOrder = {SideId{"union"}};
  EXPECT_TRUE(mentions(expectRule(o.s, r, "scenario.deployment-order.invalid"), "'confederate'"));
  // Either order is the scenario's to state; the rulebook gives none in general.
  o.s.deploymentOrder = {SideId{"union"}, SideId{"confederate"}};
  o.s.firstActiveSide = SideId{"confederate"};
  expectClean(o.s, r);
}

// A battle with no unit set up or arriving (a new one) is not asked yet; if-set-up="false"
// asks always.
TEST_F(ValidateDressOnTheColors, TheSequenceIsAskedForOnceUnitsAreSetUp) {
  auto d = dotc();
  d.s.firstActiveSide.reset();
  d.s.deploymentOrder.clear();
  d.s.setup.clear();
  expectClean(d.s, r);
  Reinforcement later;
  later.id = ReinforcementId{"r-1"};
  later.turn = 2;
  later.units = {UnitId{"6-wis"}};
  d.s.reinforcements.push_back(later);
  EXPECT_TRUE(mentions(expectRule(d.s, r, "scenario.sequence.missing"), "SCEN-10-3.1"));
  d.s.reinforcements.clear();
  for (CheckConfig& c : r.checks)
    if (c.rule == "scenario.sequence.missing") c.params["if-set-up"] = "false";
  const Diagnostics always = validate(d.s, r);
  std::size_t n = 0;
  for (const auto& item : always.items()) n += item.rule == "scenario.sequence.missing";
  EXPECT_EQ(n, 2u) << dump(always);
}

// OPT-10-8: an Elite Sharpshooter Regiment only with the optional rule in force, and (a
// strong recommendation) at most one per army.
TEST_F(ValidateDressOnTheColors, ASharpshooterRegimentNeedsItsOptionalRule) {
  auto d = dotc();
  for (auto& u : d.s.oob.units)
    if (u.id.value == "6-wis") u.type = "sharpshooter-regiment";
  const Diagnostic off = expectRule(d.s, r, "oob.unit-type.optional");
  EXPECT_EQ(off.severity, Severity::Error);
  EXPECT_EQ(off.location.unit, "6-wis");
  EXPECT_TRUE(mentions(off, "'Elite Sharpshooter Regiments' (sharpshooters)")) << off.message;
  EXPECT_TRUE(mentions(off, "(rule OPT-10-8)")) << off.message;
  d.s.optionalRules.push_back("sharpshooters");
  expectClean(d.s, r);
  for (auto& u : d.s.oob.units)
    if (u.id.value == "7-wis") u.type = "sharpshooter-regiment";
  const Diagnostic two = expectRule(d.s, r, "oob.unit.count");
  EXPECT_EQ(two.severity, Severity::Warning);
  EXPECT_TRUE(mentions(two, "OPT-10-8")) << two.message;
}

// RULE-00-4.2, the Wing System: a regiment split into exactly a Right and a Left Wing, one
// of them with the Color Stand; the wings count as two regiments of the brigade (3-6).
TEST_F(ValidateDressOnTheColors, ARegimentSplitIntoTwoWingsWithOneColorStand) {
  auto d = dotc();
  auto& units = d.s.oob.units;
  std::erase_if(units, [](const Unit& u) { return u.id.value == "6-wis" || u.id.value == "7-wis"; });
  std::erase_if(d.s.setup, [](const Placement& p) { return p.unit.value == "6-wis" || p.unit.value == "7-wis"; });
  // Two units in the brigade: short of RULE-07-4.1's three.
  EXPECT_EQ(expectRule(d.s, r, "oob.formation.size").severity, Severity::Warning);
  for (const char* w : {"Right Wing", "Left Wing"}) {
    Unit u = units[1];  // 2-wis
    u.id = UnitId{std::string("26-nc-") + (w[0] == 'R' ? "r" : "l")};
    u.attributes = regiment(6);
    u.attributes["wing-of"] = std::string("26th North Carolina");
    u.attributes["wing"] = std::string(w);
    if (w[0] == 'R') u.attributes["color-stand"] = true;
    units.push_back(u);
    d.at(u.id.value, w[0] == 'R' ? 29.5 : 38.5, 44, "line-of-battle");
  }
  expectClean(d.s, r);                                // two wings and one regiment: three regiments
  d.placement("26-nc-l")->position = Vec2{30.5, 47};  // behind the Right Wing
  const Diagnostic behind = expectRule(d.s, r, "setup.wing.apart");
  EXPECT_TRUE(mentions(behind, "are not set up side by side: one stands behind the other (rule RULE-00-4.2)"))
      << behind.message;
  d.placement("26-nc-l")->position = Vec2{38.5, 44};
  d.placement("26-nc-l")->facingDegrees = 90;
  EXPECT_TRUE(mentions(expectRule(d.s, r, "setup.wing.apart"), "they face 90 degrees apart"));
  d.placement("26-nc-l")->facingDegrees = 0;
  expectClean(d.s, r);

  // "side-by-side" states no gap and "roughly equal size" no tolerance: measured only when
  // the designer sets them. The wings' 6-inch fronts are 9 inches apart centre to centre,
  // so their flanks are 3 inches apart.
  Ruleset set = r;
  for (CheckConfig& c : set.checks) {
    if (c.rule == "setup.wing.apart") c.params["max-gap"] = "2.5";
    if (c.rule == "oob.wing.split") c.params["max-size-difference"] = "1";
  }
  const Diagnostic gap = expectRule(d.s, set, "setup.wing.apart");
  EXPECT_TRUE(mentions(gap, "their flanks are 3 inches apart, more than the scenario's 2.5")) << gap.message;
  d.placement("26-nc-l")->position = Vec2{37.5, 44};
  expectClean(d.s, set);
  units.back().attributes["stands"] = std::int64_t{4};
  d.placement("26-nc-l")->position = Vec2{36.5, 44};
  const Diagnostic sizes = expectRule(d.s, set, "oob.wing.split");
  EXPECT_TRUE(mentions(sizes, "have 6 and 4 stands; the scenario allows them to differ by at most 1")) << sizes.message;
  expectClean(d.s, r);  // unset: not checked
  units.back().attributes["stands"] = std::int64_t{6};
  d.placement("26-nc-l")->position = Vec2{38.5, 44};

  units.back().attributes["wing"] = std::string("Right Wing");
  const Diagnostic split = expectRule(d.s, r, "oob.wing.split");
  EXPECT_TRUE(mentions(split, "regiment '26th North Carolina' is split into 2 unit(s)")) << split.message;
  EXPECT_TRUE(mentions(split, "a Right Wing and a Left Wing (rule RULE-00-4.2)")) << split.message;
  units.back().attributes["wing"] = std::string("Left Wing");
  units.back().attributes["color-stand"] = true;
  const Diagnostic colors = expectRule(d.s, r, "oob.wing.colors");
  EXPECT_TRUE(mentions(colors, "carry 2 Color Stands")) << colors.message;
  units.back().attributes.erase("wing-of");
  units.back().attributes.erase("color-stand");
  EXPECT_TRUE(mentions(expectRule(d.s, r, "oob.wing.split"), "names no regiment in 'wing-of'"));
}

// RULE-03-4.2 (a crestline on each hill), RULE-06-1.5 (a ford or bridge on a stream between
// the deployment zones), RULE-03-3.3 (town sectors are rectangles).
TEST_F(ValidateDressOnTheColors, HillCrestlinesStreamCrossingsAndTownSectors) {
  auto d = dotc();
  auto& pieces = d.s.map.vectorLayers.front().features;
  auto drop = [&](const std::string& id) {
    std::erase_if(pieces, [&](const VectorFeature& f) { return f.id.value == id; });
  };
  drop("crest");
  const Diagnostic crest = expectRule(d.s, r, "table.terrain.contains");
  EXPECT_EQ(crest.severity, Severity::Warning);
  EXPECT_TRUE(mentions(crest, "hill piece 'ridge' (Cemetery Ridge) (level 1) holds no crestline piece"))
      << crest.message;
  pieces.push_back(
      VectorFeature{FeatureId{"crest"}, "crestline", GeometryKind::Polyline, {{22, 24}, {60, 24}}, "", {}, {}});
  expectRule(d.s, r, "table.terrain.contains");  // runs off the hill
  pieces.back().points = {{22, 24}, {50, 24}};   // on the hill's edge counts
  pieces.push_back(VectorFeature{FeatureId{"knoll"},
                                 "hill",
                                 GeometryKind::Polygon,
                                 {{60, 10}, {64, 10}, {64, 14}},
                                 "",
                                 {{"level", std::int64_t{0}}},
                                 {}});
  expectClean(d.s, r);  // level 0 is no hill

  drop("ford");
  const Diagnostic stream = expectRule(d.s, r, "table.terrain.crossing");
  EXPECT_EQ(stream.severity, Severity::Warning);
  EXPECT_TRUE(mentions(stream, "stream piece 'creek' (Heron's Creek) runs across the table between deployment zones"))
      << stream.message;
  EXPECT_TRUE(mentions(stream, "(rule RULE-06-1.5)")) << stream.message;
  pieces.push_back(
      VectorFeature{FeatureId{"bridge"}, "bridge", GeometryKind::Polyline, {{50, 23}, {50, 28}}, "", {}, {}});
  expectClean(d.s, r);
  drop("bridge");
  for (auto& f : pieces)
    if (f.id.value == "creek") f.points = {{0, 24}, {40, 25}};  // ends mid-table: charges go round
  expectClean(d.s, r);

  pieces.push_back(VectorFeature{FeatureId{"village"},
                                 "town-sector",
                                 GeometryKind::Polygon,
                                 {{10, 20}, {16, 20}, {16, 26}, {10, 26}, {10, 20}},
                                 "Village",
                                 {{"construction", std::string("wooden")}},
                                 {}});
  expectClean(d.s, r);
  pieces.back().points = {{10, 20}, {16, 20}, {17, 26}, {10, 26}};
  const Diagnostic sector = expectRule(d.s, r, "table.terrain.rectangle");
  EXPECT_TRUE(mentions(sector, "town-sector piece 'village' (Village) has 4 corners and is not a rectangle"))
      << sector.message;
  // Side lengths only when the designer reads "6.0" x 6.0"" as 6-inch modules.
  pieces.back().points = {{10, 20}, {22, 20}, {22, 29}, {10, 29}};  // 12 x 9
  expectClean(d.s, r);
  Ruleset modules = r;
  for (CheckConfig& c : modules.checks)
    if (c.rule == "table.terrain.rectangle") c.params["side-multiple"] = "6";
  const Diagnostic side = expectRule(d.s, modules, "table.terrain.rectangle");
  EXPECT_TRUE(mentions(side, "has a side of 9 inches, not a whole multiple of 6 inches")) << side.message;
  pieces.back().points = {{10, 20}, {22, 20}, {22, 26}, {10, 26}};  // 12 x 6
  expectClean(d.s, modules);
}

// RULE-00-4.3: the printed health track against Fresh >75%, Worn 35%-75%, Spent <35%.
TEST_F(ValidateDressOnTheColors, APrintedHealthTrackAgainstThePercentages) {
  auto d = dotc();
  auto& u = d.s.oob.units[1];  // 2-wis, 5 stands
  u.attributes["health-track"] = std::string("Fresh: 5\u20134 | Worn: 3\u20132");
  expectClean(d.s, r);
  u.attributes["stands"] = std::int64_t{6};
  u.attributes["health-track"] = std::string("Fresh: 6\u20135 | Worn: 4\u20133 | Spent: 2");
  expectClean(d.s, r);
  u.attributes["health-track"] = std::string("Fresh: 6 | Worn: 5-3 | Spent: 2");
  const Diagnostic off = expectRule(d.s, r, "attribute.track.mismatch");
  EXPECT_EQ(off.severity, Severity::Warning);
  EXPECT_EQ(off.location.unit, "2-wis");
  EXPECT_TRUE(mentions(off,
                       "disagrees with its 6 stands: Fresh 6 where the rule gives 6-5, Worn 5-3 where the rule "
                       "gives 4-3 (rule RULE-00-4.3)"))
      << off.message;
  u.attributes["health-track"] = std::string("Fresh 6-5");
  EXPECT_TRUE(mentions(expectRule(d.s, r, "attribute.track.mismatch"), "cannot be read as"));
}

// OPT-10-20: one Ground and one Atmospheric condition, each only with the weather rule.
TEST_F(ValidateDressOnTheColors, OneGroundAndOneAtmosphericWeatherCondition) {
  auto d = dotc();
  d.s.optionalRules = {"weather", "weather-deep-mud", "weather-dense-fog"};
  expectClean(d.s, r);
  d.s.optionalRules.push_back("weather-light-rain");
  const Diagnostic two = expectRule(d.s, r, "scenario.optional.exclusive");
  EXPECT_EQ(two.severity, Severity::Error);
  EXPECT_TRUE(mentions(two, "'weather-light-rain', 'weather-dense-fog' are all in force")) << two.message;
  EXPECT_TRUE(mentions(two, "(rule OPT-10-20)")) << two.message;
  d.s.optionalRules = {"weather-soft-ground"};
  EXPECT_TRUE(mentions(expectRule(d.s, r, "scenario.optional.exclusive"), "without optional rule 'weather'"));
}

TEST_F(ValidateDressOnTheColors, RegimentsWithinTwelveInchesOfTheirBrigadier) {
  auto d = dotc();
  d.placement("7-wis")->position = Vec2{60, 44};
  const Diagnostic diag = expectRule(d.s, r, "setup.leader.distance");
  EXPECT_EQ(diag.severity, Severity::Warning);
  EXPECT_EQ(diag.location.unit, "7-wis");
  EXPECT_TRUE(mentions(diag, "from its leader meredith; the limit is 12")) << diag.message;
}

TEST_F(ValidateDressOnTheColors, BrigadesHaveABrigadierAndThreeToSixRegiments) {
  auto d = dotc();
  d.s.oob.units.erase(d.s.oob.units.begin() + 8);  // 5-va
  d.s.setup.pop_back();
  const Diagnostic size = expectRule(d.s, r, "oob.formation.size");
  EXPECT_EQ(size.location.formation, "stonewall");
  EXPECT_EQ(size.severity, Severity::Warning);
  auto l = dotc();
  l.s.oob.formations[1].commander.reset();
  l.s.oob.units[5].formation.reset();  // garnett
  EXPECT_EQ(expectRule(l.s, r, "oob.leader.missing").location.formation, "stonewall");
  auto m = dotc();
  m.s.oob.units[2].formation.reset();
  EXPECT_EQ(expectRule(m.s, r, "oob.unit.formation-missing").location.unit, "6-wis");
}

TEST_F(ValidateDressOnTheColors, FormationsStandsLevelsAndLength) {
  auto d = dotc();
  d.placement("6-wis")->state = "column";
  EXPECT_EQ(expectRule(d.s, r, "setup.state.invalid").location.unit, "6-wis");
  auto s = dotc();
  s.s.oob.units[1].attributes["stands"] = std::int64_t{2};
  EXPECT_TRUE(mentions(expectRule(s.s, r, "attribute.range"), "3..10"));
  auto h = dotc();
  h.s.map.vectorLayers[0].features[0].attributes["level"] = std::int64_t{3};
  EXPECT_TRUE(mentions(expectRule(h.s, r, "attribute.range"), "0..2"));
  auto t = dotc();
  t.s.turns.lastTurn = 10;
  EXPECT_EQ(expectRule(t.s, r, "scenario.turns.length").severity, Severity::Warning);
}

TEST_F(ValidateDressOnTheColors, TableSizesAndZoneDepth) {
  auto d = dotc();
  d.s.map.table = TableSize{96, 48};  // the 4 x 8 table
  expectClean(d.s, r);
  d.s.map.table = TableSize{80, 48};
  EXPECT_EQ(expectRule(d.s, r, "table.size.preset").severity, Severity::Warning);
  // Heron's Creek's 6" strips, as a scenario-level rule the designer adds to the schema.
  Ruleset heron = r;
  CheckConfig c;
  c.rule = "table.zone.edge-distance";
  c.params = {{"max-depth", "6"}, {"edges", "north south"}};
  c.ref = "SCEN-10-3.1";
  heron.checks.push_back(c);
  auto z = dotc();
  expectClean(z.s, heron);
  z.s.map.areas[1].polygon = {{0, 0}, {72, 0}, {72, 9}, {0, 9}};
  EXPECT_TRUE(mentions(expectRule(z.s, heron, "table.zone.edge-distance"), "'csa-zone' reaches 9\" from the north"));
}

}  // namespace
}  // namespace hexwright::validate_testing
