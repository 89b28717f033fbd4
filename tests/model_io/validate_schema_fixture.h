#pragma once
// Helpers for validating scenarios built in code against the real schemas in
// HEXWRIGHT_SOURCE_DIR/schemas (the validator's ruleset-specific checks are configured
// there by <check> elements).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "model/io/ruleset_reader.h"
#include "model/scenario/scenario.h"
#include "model/validate/validator.h"
#include "model_io/sample_checks.h"

namespace hexwright::validate_testing {

using namespace hexwright::model;

inline std::string dump(const Diagnostics& d) {
  std::string out;
  for (const auto& item : d.items()) out += formatDiagnostic(item) + "\n";
  return out;
}

inline Ruleset loadSchema(const std::string& id) {
  Diagnostics d;
  auto r = io::loadRuleset(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "schemas" / id / "ruleset.xml", d);
  EXPECT_TRUE(r.has_value()) << dump(d);
  return r ? *r : Ruleset{};
}

/// Builds a scenario for one ruleset, addressing hexes by their printed labels. It is a
/// scenario of the ruleset's sample battle: it carries that battle's <checks>.
class ScenarioBuilder {
 public:
  ScenarioBuilder(const std::string& rulesetId, int columns, int rows, const OffsetConvention& convention,
                  const TypeId& fill) {
    s.rulesetId = rulesetId;
    s.rulesetVersion = "1";
    s.title = "Validation test";
    s.checks = hexwright::testing::sampleChecks(rulesetId);
    s.sides = {Side{SideId{"union"}, "Union"}, Side{SideId{"confederate"}, "Confederate"}};
    HexGrid grid;
    grid.columns = columns;
    grid.rows = rows;
    grid.convention = convention;
    s.map.resetGrid(grid, fill);
  }

  HexCoord hex(const std::string& label) const {
    auto h = parseLabel(label, s.map.grid().convention);
    EXPECT_TRUE(h && s.map.contains(*h)) << "test hex " << label;
    return h.value_or(HexCoord{});
  }
  void feature(const std::string& label, const TypeId& type, Attributes attributes = {}) {
    s.map.hexFeatures[hex(label)].push_back(HexFeature{type, std::move(attributes)});
  }
  void formation(const std::string& id, const TypeId& level, const std::string& side, const std::string& parent = "",
                 const std::string& commander = "", Attributes attributes = {}) {
    Formation f;
    f.id = FormationId{id};
    f.name = id;
    f.level = level;
    f.side = SideId{side};
    if (!parent.empty()) f.parent = FormationId{parent};
    if (!commander.empty()) f.commander = UnitId{commander};
    f.attributes = std::move(attributes);
    s.oob.formations.push_back(std::move(f));
  }
  void unit(const std::string& id, const TypeId& type, const std::string& side, const std::string& formation,
            Attributes attributes) {
    Unit u;
    u.id = UnitId{id};
    u.name = id;
    u.type = type;
    u.side = SideId{side};
    if (!formation.empty()) u.formation = FormationId{formation};
    u.attributes = std::move(attributes);
    s.oob.units.push_back(std::move(u));
  }
  Placement& place(const std::string& unit, const std::string& label, std::optional<int> facing = std::nullopt,
                   const std::string& state = "") {
    Placement p;
    p.unit = UnitId{unit};
    p.hex = hex(label);
    p.facing = facing;
    p.state = state;
    s.setup.push_back(p);
    return s.setup.back();
  }
  Placement* placement(const std::string& unit) {
    for (auto& p : s.setup)
      if (p.unit.value == unit) return &p;
    ADD_FAILURE() << "no placement of " << unit;
    return nullptr;
  }
  void reinforce(const std::string& id, int turn, const std::string& label, std::vector<std::string> units) {
    Reinforcement r;
    r.id = ReinforcementId{id};
    r.turn = turn;
    r.entryHex = hex(label);
    for (auto& u : units) r.units.push_back(UnitId{u});
    s.reinforcements.push_back(std::move(r));
  }

  Scenario s;
};

inline const Diagnostic* findRule(const Diagnostics& d, const std::string& rule) {
  for (const auto& item : d.items())
    if (item.rule == rule) return &item;
  return nullptr;
}

/// No unwaived errors and no warnings.
inline void expectClean(const Scenario& s, const Ruleset& r) {
  const Diagnostics d = validate(s, r);
  EXPECT_EQ(d.count(Severity::Error), 0u) << dump(d);
  EXPECT_EQ(d.count(Severity::Warning), 0u) << dump(d);
}

/// The first diagnostic of `rule` (a test failure when there is none).
inline Diagnostic expectRule(const Scenario& s, const Ruleset& r, const std::string& rule) {
  const Diagnostics d = validate(s, r);
  const Diagnostic* found = findRule(d, rule);
  EXPECT_NE(found, nullptr) << "expected " << rule << "; got:\n" << dump(d);
  return found ? *found : Diagnostic{};
}

inline bool mentions(const Diagnostic& d, const std::string& text) { return d.message.find(text) != std::string::npos; }

}  // namespace hexwright::validate_testing
