// validate() itself: the registry, severity resolution (check default -> ruleset <check>
// -> scenario override), waivers that keep their comment, the per-rule error limit.
#include <gtest/gtest.h>

#include <set>

#include "model/validate/check_registry.h"
#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

TEST(Validator, TheFixtureScenarioIsClean) { expectClean(validScenario(), testRuleset()); }

TEST(Validator, RuleIdsAreUniqueDottedAndDescribed) {
  const CheckRegistry& registry = builtinChecks();
  ASSERT_GE(registry.checks().size(), 20u);
  std::set<std::string> ids;
  for (const RuleInfo& r : registry.rules()) {
    EXPECT_TRUE(ids.insert(r.id).second) << r.id;
    EXPECT_NE(r.id.find('.'), std::string::npos) << r.id;
    for (char c : r.id) EXPECT_TRUE((c >= 'a' && c <= 'z') || c == '.' || c == '-') << r.id;
    EXPECT_FALSE(r.title.empty()) << r.id;
    EXPECT_NE(r.defaultSeverity, Severity::Ignore) << r.id;
  }
  for (const char* id :
       {"ids.terrain.unknown", "attribute.type", "attribute.range", "attribute.required", "oob.level.parent",
        "oob.leader.missing", "oob.id.duplicate", "map.hexside.direction-missing", "map.elevation.range",
        "map.route.gap", "setup.off-map", "setup.terrain.prohibited", "setup.stacking.exceeded", "setup.area.outside",
        "reinforcement.turn.range", "reinforcement.entry.not-edge", "victory.hex.unknown", "table.unit.outside",
        "table.zone.edge-distance"})
    EXPECT_TRUE(registry.findRule(id)) << id;
}

TEST(Validator, RegisteringARuleTwiceThrows) {
  CheckRegistry r;
  registerBuiltinChecks(r);
  CheckRegistry again;
  registerBuiltinChecks(again);
  EXPECT_EQ(r.rules().size(), again.rules().size());
  CheckRegistry dup;
  class Twice : public Check {
   public:
    std::string name() const override { return "twice"; }
    std::vector<RuleInfo> rules() const override { return {{"a.b", "x", Severity::Error, false}}; }
    void run(const ValidationContext&, Diagnostics&) const override {}
  };
  dup.add(std::make_unique<Twice>());
  EXPECT_THROW(dup.add(std::make_unique<Twice>()), std::logic_error);
}

TEST(Validator, SeverityComesFromDefaultThenRulesetThenScenario) {
  Scenario s = validScenario();
  s.oob.units[1].attributes["strength"] = std::int64_t{12};  // attribute.range, default error
  Ruleset r = testRuleset();
  EXPECT_EQ(expectRule(s, r, "attribute.range").severity, Severity::Error);

  r.checks.push_back(check("attribute.range", {}, Severity::Warning));
  EXPECT_EQ(expectRule(s, r, "attribute.range").severity, Severity::Warning);

  s.severityOverrides.push_back(SeverityOverride{"attribute.range", "info"});
  EXPECT_EQ(expectRule(s, r, "attribute.range").severity, Severity::Info);

  s.severityOverrides.back().severity = "ignore";
  EXPECT_FALSE(validate(s, r).hasRule("attribute.range"));
}

TEST(Validator, ARulesetCanSilenceARule) {
  Scenario s = validScenario();
  s.oob.units[1].attributes["strength"] = std::int64_t{12};
  Ruleset r = testRuleset();
  r.checks.push_back(check("attribute.range", {}, Severity::Ignore));
  EXPECT_FALSE(validate(s, r).hasRule("attribute.range"));
}

TEST(Validator, ConfigSeverityAppliesPerConfiguredCheck) {
  Scenario s = validScenario();
  s.setup.push_back(place("u-2", hexAt(1, 6)));
  s.setup.erase(s.setup.begin() + 2);  // u-2 now in hex 0207 with u-ldr and u-1
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "1"}}, Severity::Warning, "8.1A"));
  const Diagnostic d = expectRule(s, r, "setup.stacking.exceeded");
  EXPECT_EQ(d.severity, Severity::Warning);
  EXPECT_NE(d.message.find("(rule 8.1A)"), std::string::npos) << d.message;
}

TEST(Validator, WaiversMarkTheDiagnosticAndKeepTheComment) {
  Scenario s = validScenario();
  s.oob.units[1].attributes["strength"] = std::int64_t{12};
  s.waivers.push_back(Waiver{"attribute.range", "unit u-1", "the 8th regiment really had 12 SP (errata)"});
  const Diagnostics d = validate(s, testRuleset());
  const Diagnostic* found = find(d, "attribute.range");
  ASSERT_NE(found, nullptr) << dump(d);
  EXPECT_TRUE(found->waived);
  EXPECT_EQ(found->waiverComment, "the 8th regiment really had 12 SP (errata)");
  EXPECT_EQ(d.count(Severity::Error), 0u) << dump(d);
  EXPECT_FALSE(d.hasRule("validate.waiver.unused"));
  EXPECT_NE(formatDiagnostic(*found).find("waived: the 8th regiment"), std::string::npos);
}

TEST(Validator, AWaiverMatchesTheWholeLocationOrOnePartOrEverything) {
  Scenario s = validScenario();
  s.oob.units[1].attributes["strength"] = std::int64_t{12};
  const std::string where = expectRule(s, testRuleset(), "attribute.range").location.text();
  EXPECT_EQ(where, "hex 0207, unit u-1");
  for (const std::string& location : {where, std::string("hex 0207"), std::string()}) {
    s.waivers = {Waiver{"attribute.range", location, "ok"}};
    EXPECT_TRUE(find(validate(s, testRuleset()), "attribute.range")->waived) << location;
  }
  s.waivers = {Waiver{"attribute.range", "hex 0208", "elsewhere"}};
  const Diagnostics d = validate(s, testRuleset());
  EXPECT_FALSE(find(d, "attribute.range")->waived);
  const Diagnostic* unused = find(d, "validate.waiver.unused");
  ASSERT_NE(unused, nullptr);
  EXPECT_EQ(unused->severity, Severity::Warning);
  EXPECT_NE(unused->message.find("elsewhere"), std::string::npos);
}

TEST(Validator, TheErrorLimitSummarisesTheRest) {
  Scenario s = validScenario();
  const HexGrid& grid = s.map.grid();
  for (std::size_t i = 0; i < grid.size(); ++i) s.map.setTerrain(grid.at(i), "lava");
  ValidateOptions options;
  options.maxPerRule = 10;
  const Diagnostics d = validate(s, testRuleset(), options);
  EXPECT_EQ(countRule(d, "ids.terrain.unknown"), 10u);
  const Diagnostic* summary = find(d, "validate.limit.exceeded");
  ASSERT_NE(summary, nullptr) << dump(d);
  EXPECT_EQ(summary->severity, Severity::Error);
  EXPECT_EQ(summary->related, std::vector<std::string>{"ids.terrain.unknown"});
  EXPECT_NE(summary->message.find(std::to_string(grid.size() - 10) + " more"), std::string::npos) << summary->message;

  options.maxPerRule = 0;
  EXPECT_EQ(countRule(validate(s, testRuleset(), options), "ids.terrain.unknown"), grid.size());
}

// Past the limit a diagnostic is counted, not built; a rule a waiver names is capped after
// the waivers, so a waiver matching only a diagnostic past the limit is still used and the
// summary counts it as waived.
TEST(Validator, TheLimitCountsWhatItDropsAndWaiversPastItStillMatch) {
  Scenario s = validScenario();
  const HexGrid& grid = s.map.grid();
  for (std::size_t i = 0; i < grid.size(); ++i) s.map.setTerrain(grid.at(i), "lava");
  s.severityOverrides.push_back(SeverityOverride{"ids.terrain.unknown", "warning"});
  ValidateOptions options;
  options.maxPerRule = 5;
  Diagnostics d = validate(s, testRuleset(), options);
  EXPECT_EQ(countRule(d, "ids.terrain.unknown"), 5u);
  const Diagnostic* summary = find(d, "validate.limit.exceeded");
  ASSERT_NE(summary, nullptr) << dump(d);
  EXPECT_EQ(summary->severity, Severity::Warning);
  const std::string rest = std::to_string(grid.size() - 5);
  EXPECT_NE(summary->message.find(rest + " more"), std::string::npos) << summary->message;
  EXPECT_NE(summary->message.find("0 errors, " + rest + " warnings, 0 waived"), std::string::npos) << summary->message;

  const HexCoord last = grid.at(grid.size() - 1);
  s.waivers = {Waiver{"ids.terrain.unknown", "hex " + formatLabel(last, grid.convention), "the last hex"}};
  d = validate(s, testRuleset(), options);
  EXPECT_EQ(countRule(d, "ids.terrain.unknown"), 5u);
  EXPECT_FALSE(d.hasRule("validate.waiver.unused")) << dump(d);
  summary = find(d, "validate.limit.exceeded");
  ASSERT_NE(summary, nullptr);
  EXPECT_NE(summary->message.find(std::to_string(grid.size() - 6) + " warnings, 1 waived"), std::string::npos)
      << summary->message;
}

TEST(Validator, UnknownRulesAndBadSeveritiesAreReported) {
  Scenario s = validScenario();
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.picket.distance", {{"max", "2"}}));
  s.severityOverrides.push_back(SeverityOverride{"no.such.rule", "warning"});
  s.severityOverrides.push_back(SeverityOverride{"attribute.range", "fatal"});
  const Diagnostics d = validate(s, r);
  EXPECT_EQ(find(d, "validate.check.unknown-rule")->severity, Severity::Info);
  EXPECT_NE(find(d, "validate.check.unknown-rule")->message.find("setup.picket.distance"), std::string::npos);
  EXPECT_TRUE(d.hasRule("validate.override.unknown-rule"));
  EXPECT_TRUE(d.hasRule("validate.override.invalid"));
  EXPECT_EQ(d.count(Severity::Error), 0u) << dump(d);
}

TEST(Validator, LocationsCarryPrintedHexLabels) {
  Scenario s = validScenario();
  s.map.setTerrain(hexAt(7, 2), "lava");
  const Diagnostic d = expectRule(s, testRuleset(), "ids.terrain.unknown");
  EXPECT_EQ(d.location.hexLabel, "0803");
  ASSERT_TRUE(d.location.hex.has_value());
  EXPECT_EQ(*d.location.hex, hexAt(7, 2));
  EXPECT_NE(d.message.find("hex 0803"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("lava"), std::string::npos) << d.message;
}

}  // namespace
}  // namespace hexwright::model::testing
