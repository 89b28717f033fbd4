#pragma once
// The fixture of the broken-sample tests: load a committed sample and its schema, break a
// copy one way, and compare the rules the copy reports with the original's; every message
// of the broken copy must read cleanly (support/message_lint.h).
#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string>

#include "sample_bundles.h"
#include "support/message_lint.h"

namespace hexwright::validate_testing {

using Rules = std::set<std::string>;

class SampleBreak : public ::testing::Test {
 protected:
  /// Loads the sample and its schema; `original` stays untouched for the comparison.
  Scenario& sample(const std::string& name) {
    original = loadSample(name);
    ruleset = loadSchema(original.rulesetId);
    broken = original;
    return broken;
  }
  HexCoord hex(const std::string& label) const {
    const auto h = parseLabel(label, broken.map.grid().convention);
    EXPECT_TRUE(h && broken.map.contains(*h)) << label;
    return h.value_or(HexCoord{});
  }
  Placement& placementOf(const std::string& unit) {
    for (auto& p : broken.setup)
      if (p.unit.value == unit) return p;
    ADD_FAILURE() << "no placement of " << unit;
    return broken.setup.front();
  }
  Unit& unitOf(const std::string& id) {
    for (auto& u : broken.oob.units)
      if (u.id.value == id) return u;
    ADD_FAILURE() << "no unit " << id;
    return broken.oob.units.front();
  }
  Formation& formationOf(const std::string& id) {
    for (auto& f : broken.oob.formations)
      if (f.id.value == id) return f;
    ADD_FAILURE() << "no formation " << id;
    return broken.oob.formations.front();
  }
  void place(const std::string& unit, const std::string& label, std::optional<int> facing = {},
             const std::string& state = "") {
    Placement p;
    p.unit = UnitId{unit};
    p.hex = hex(label);
    p.facing = facing;
    p.state = state;
    broken.setup.push_back(p);
  }
  void reinforce(const std::string& id, int turn, const std::string& label, const std::string& unit) {
    broken.reinforcements.push_back(Reinforcement{ReinforcementId{id}, turn, hex(label), {}, {UnitId{unit}}, ""});
  }
  Rules reported() { return newRules(original, broken, ruleset); }
  /// Every break's messages are scanned too: between them the breaks reach most rules of
  /// the five rulesets, so this covers the message templates as the checks fill them in.
  void TearDown() override {
    if (ruleset.id.empty()) return;
    const Diagnostics all = validate(broken, ruleset);
    for (const Diagnostic& d : all.items()) {
      EXPECT_EQ(hexwright::testing::doubledWord(d.message), "") << d.rule << ": " << d.message;
      if (d.rule != "validate.limit.exceeded") {
        EXPECT_TRUE(hexwright::testing::citesItsRule(d.message)) << d.rule << ": " << d.message;
      }
    }
  }
  std::string all() { return dump(validate(broken, ruleset)); }

  Scenario original, broken;
  Ruleset ruleset;
};

}  // namespace hexwright::validate_testing
