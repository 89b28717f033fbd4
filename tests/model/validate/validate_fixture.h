#pragma once
// A small ruleset built in code and a scenario that is valid against it, for the
// validator's model tests: each test breaks the scenario one way and looks for the rule.
// (Tests against the real schemas live in tests/model_io/validate_*_test.cpp.)
#include <gtest/gtest.h>

#include <string>

#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"
#include "model/validate/validator.h"

namespace hexwright::model::testing {

/// Offset (0-based column, row) to axial, in the fixture's flat-top odd-q grid.
inline HexCoord hexAt(int col, int row) { return fromOffset({col, row}, Orientation::FlatTop, Shove::Odd); }

inline AttributeDef attr(std::string name, AttributeType type, std::optional<double> min = {},
                         std::optional<double> max = {}, bool required = false) {
  AttributeDef a;
  a.name = std::move(name);
  a.type = type;
  a.min = min;
  a.max = max;
  a.required = required;
  a.rule = "5.1";
  return a;
}

inline UnitType unitType(std::string id, bool leader = false) {
  UnitType t;
  t.id = id;
  t.name = id;
  t.mobility = "foot";
  t.isLeader = leader;
  return t;
}

inline CheckConfig check(std::string rule, std::map<std::string, std::string> params = {},
                         Severity severity = Severity::Error, std::string ref = "") {
  CheckConfig c;
  c.rule = std::move(rule);
  c.severity = severity;
  c.params = std::move(params);
  c.ref = std::move(ref);
  return c;
}

inline Ruleset testRuleset() {
  Ruleset r;
  r.id = "test-rules";
  r.name = "Test Rules";
  r.version = "1";
  r.gridKind = GridKind::Hex;
  r.sides = {RulesetSide{SideId{"union"}, "Union", "", "", "", "", "", {}, ""},
             RulesetSide{SideId{"confederate"}, "Confederate", "", "", "", "", "", {}, ""}};
  r.mobilityClasses = {MobilityClass{"foot", "Foot", "", ""}, MobilityClass{"wheels", "Wheels", "", ""}};
  auto terrain = [](std::string id) {
    TerrainType t;
    t.id = id;
    t.name = id;
    t.rule = "2.3";
    return t;
  };
  r.terrain = {terrain("clear"), terrain("woods"), terrain("river"), terrain("swamp")};
  auto prohibited = [](std::string mobility) {
    MovementEntry e;
    e.mobility = std::move(mobility);
    e.cost = MovementCost::prohibited();
    return e;
  };
  r.terrain[2].movement.push_back(prohibited("foot"));
  r.terrain[2].movement.push_back(prohibited("wheels"));
  r.terrain[3].movement.push_back(prohibited("wheels"));
  r.defaultTerrain = "clear";
  HexsideType stream;
  stream.id = "stream";
  stream.name = "Stream";
  HexsideType slope;
  slope.id = "slope";
  slope.name = "Slope";
  slope.directional = true;
  slope.towardMeaning = "downhill";
  slope.rule = "2.3E";
  HexsideType fence;
  fence.id = "fence";
  fence.name = "Fence";
  fence.bordersTerrain = {"clear"};
  r.hexsides = {stream, slope, fence};
  RouteType road;
  road.id = "road";
  road.name = "Road";
  r.routes = {road};
  HexFeatureType camp;
  camp.id = "camp";
  camp.name = "Camp";
  camp.category = FeatureCategory::Camp;
  AttributeDef owner = attr("owner", AttributeType::Text);
  owner.allowedValues = {"union", "confederate"};
  camp.attributes = {owner};
  HexFeatureType ford;
  ford.id = "ford";
  ford.name = "Ford";
  ford.category = FeatureCategory::Ford;
  HexFeatureType rock;
  rock.id = "rock";
  rock.name = "Rock";
  rock.category = FeatureCategory::Impassable;
  HexFeatureType landing;
  landing.id = "landing";
  landing.name = "Landing";
  landing.category = FeatureCategory::Landing;
  HexFeatureType morass;
  morass.id = "morass";
  morass.name = "Morass candidate";
  morass.maxPerMap = 2;
  r.features = {camp, ford, rock, landing, morass};
  r.areaKinds = {AreaKind{"setup", "Setup", "", ""}, AreaKind{"entry", "Entry", "", ""},
                 AreaKind{"deployment", "Deployment", "", ""}};
  r.elevation.kind = ElevationKind::Levels;
  r.elevation.minLevel = 0;
  r.elevation.maxLevel = 3;
  r.elevation.rule = "2.4";
  UnitType inf = unitType("infantry");
  inf.symbol = NatoSymbol::Infantry;
  inf.attributes = {attr("strength", AttributeType::Integer, 1, 8, true), attr("morale", AttributeType::Integer, 0, 9),
                    attr("weapon", AttributeType::Text)};
  inf.attributes[2].allowedValues = {"R", "M"};
  UnitType cav = unitType("cavalry");
  cav.attributes = {attr("strength", AttributeType::Integer, 1, 8, true)};
  UnitType art = unitType("artillery");
  art.mobility = "wheels";
  art.attributes = {attr("guns", AttributeType::Integer, 1, 6, true)};
  UnitType ldr = unitType("leader", true);
  ldr.attributes = {attr("rating", AttributeType::Number)};
  UnitType gunboat = unitType("gunboat");
  gunboat.sides = {SideId{"union"}};
  r.unitTypes = {inf, cav, art, ldr, gunboat};
  OobLevel division;
  division.id = "division";
  division.name = "Division";
  division.leaderRequired = true;
  division.rule = "16.6";
  OobLevel brigade;
  brigade.id = "brigade";
  brigade.name = "Brigade";
  brigade.parents = {"division"};
  r.oobLevels = {division, brigade};
  r.optionalRules = {OptionalRule{"night", "Night turns", "13.0", ""}};
  return r;
}

inline Unit makeUnit(std::string id, std::string type, std::string side, std::string formation,
                     Attributes attributes = {}) {
  Unit u;
  u.id = UnitId{id};
  u.name = id;
  u.type = std::move(type);
  u.side = SideId{std::move(side)};
  if (!formation.empty()) u.formation = FormationId{std::move(formation)};
  u.attributes = std::move(attributes);
  return u;
}

inline Formation makeFormation(std::string id, std::string level, std::string side, std::string parent = "",
                               std::string commander = "") {
  Formation f;
  f.id = FormationId{id};
  f.name = id;
  f.level = std::move(level);
  f.side = SideId{std::move(side)};
  if (!parent.empty()) f.parent = FormationId{std::move(parent)};
  if (!commander.empty()) f.commander = UnitId{std::move(commander)};
  return f;
}

inline Placement place(std::string unit, HexCoord hex, std::optional<int> facing = 0, std::string state = "") {
  Placement p;
  p.unit = UnitId{std::move(unit)};
  p.hex = hex;
  p.facing = facing;
  p.state = std::move(state);
  return p;
}

/// Valid against testRuleset(): validate() reports no errors and no warnings.
inline Scenario validScenario() {
  Scenario s;
  s.rulesetId = "test-rules";
  s.rulesetVersion = "1";
  s.title = "Test Battle";
  s.sides = {Side{SideId{"union"}, "Union"}, Side{SideId{"confederate"}, "Confederate"}};
  s.turns.firstTurn = 1;
  s.turns.lastTurn = 10;
  HexGrid grid;
  grid.columns = 10;
  grid.rows = 8;
  s.map.resetGrid(grid, "clear");
  s.map.setTerrain(hexAt(3, 3), "woods");
  s.map.setTerrain(hexAt(8, 0), "river");
  s.map.setElevation(hexAt(5, 5), 1);
  s.map.hexsideFeatures[hexside(hexAt(5, 5), 3)].push_back(HexsideFeature{"slope", neighbor(hexAt(5, 5), 3), {}});
  s.map.hexsideFeatures[hexside(hexAt(2, 2), 0)].push_back(HexsideFeature{"stream", std::nullopt, {}});
  s.map.hexsideFeatures[hexside(hexAt(4, 4), 1)].push_back(HexsideFeature{"fence", std::nullopt, {}});
  Route road{RouteId{"road-1"}, "road", "Pike", {}};
  for (int c = 0; c < 5; ++c) road.path.push_back(hexAt(c, 1));
  s.map.routes.push_back(road);
  s.map.hexFeatures[hexAt(1, 1)].push_back(HexFeature{"camp", {{"owner", std::string("union")}}});
  s.map.hexFeatures[hexAt(6, 6)].push_back(HexFeature{"landing", {}});
  NamedArea setup{AreaId{"union-setup"}, "Union setup", "setup", "union", {}, {}};
  for (int c = 0; c < 5; ++c)
    for (int r = 5; r < 8; ++r) setup.hexes.push_back(hexAt(c, r));
  std::sort(setup.hexes.begin(), setup.hexes.end());
  s.map.areas.push_back(setup);
  s.map.areas.push_back(
      NamedArea{AreaId{"conf-entry"}, "Confederate entry", "entry", "confederate", {hexAt(5, 0)}, {}});

  s.oob.formations = {makeFormation("u-div", "division", "union", "", "u-ldr"),
                      makeFormation("u-bde", "brigade", "union", "u-div"),
                      makeFormation("c-div", "division", "confederate", "", "c-ldr"),
                      makeFormation("c-bde", "brigade", "confederate", "c-div")};
  const auto sp = [](std::int64_t n) { return Attributes{{"strength", n}, {"morale", std::int64_t{5}}}; };
  s.oob.units = {makeUnit("u-ldr", "leader", "union", "u-div", {{"rating", 2.5}}),
                 makeUnit("u-1", "infantry", "union", "u-bde", sp(4)),
                 makeUnit("u-2", "infantry", "union", "u-bde", sp(3)),
                 makeUnit("u-art", "artillery", "union", "u-bde", {{"guns", std::int64_t{4}}}),
                 makeUnit("c-ldr", "leader", "confederate", "c-div"),
                 makeUnit("c-1", "infantry", "confederate", "c-bde", sp(5)),
                 makeUnit("c-2", "infantry", "confederate", "c-bde", sp(6))};
  s.setup = {place("u-ldr", hexAt(1, 6)), place("u-1", hexAt(1, 6)),   place("u-2", hexAt(2, 6)),
             place("u-art", hexAt(3, 6)), place("c-ldr", hexAt(5, 2)), place("c-1", hexAt(5, 2))};
  s.setup[1].area = AreaId{"union-setup"};
  s.reinforcements.push_back(Reinforcement{ReinforcementId{"r-1"}, 3, hexAt(9, 3), std::nullopt, {UnitId{"c-2"}}, ""});
  s.victory.push_back(VictoryCondition{VictoryId{"v-1"}, "hex", hexAt(4, 4), std::nullopt, SideId{"union"}, 10.0, ""});
  return s;
}

inline std::string dump(const Diagnostics& d) {
  std::string out;
  for (const auto& item : d.items()) out += formatDiagnostic(item) + "\n";
  return out;
}

/// The first diagnostic with the rule id, or nullptr.
inline const Diagnostic* find(const Diagnostics& d, const std::string& rule) {
  for (const auto& item : d.items())
    if (item.rule == rule) return &item;
  return nullptr;
}

inline std::size_t countRule(const Diagnostics& d, const std::string& rule) {
  std::size_t n = 0;
  for (const auto& item : d.items()) n += item.rule == rule ? 1 : 0;
  return n;
}

/// Validates and expects no errors and no warnings.
inline void expectClean(const Scenario& s, const Ruleset& r) {
  const Diagnostics d = validate(s, r);
  EXPECT_EQ(d.count(Severity::Error), 0u) << dump(d);
  EXPECT_EQ(d.count(Severity::Warning), 0u) << dump(d);
}

/// Validates and returns the first diagnostic of `rule` (failing the test when none).
inline Diagnostic expectRule(const Scenario& s, const Ruleset& r, const std::string& rule) {
  const Diagnostics d = validate(s, r);
  const Diagnostic* found = find(d, rule);
  EXPECT_NE(found, nullptr) << "expected " << rule << "; got:\n" << dump(d);
  return found ? *found : Diagnostic{};
}

}  // namespace hexwright::model::testing
