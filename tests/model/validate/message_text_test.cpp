// The catalogue's texts and the messages checks build read as a designer would want: no
// doubled words ("downhill hex hex"), no internal coordinates, configured checks cite
// their rule.
#include "model/validate/check_params.h"
#include "model/validate/check_registry.h"
#include "model/validate/rule_basis.h"
#include "support/message_lint.h"
#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

using hexwright::testing::citesItsRule;
using hexwright::testing::doubledWord;

TEST(MessageText, TheDetectorFindsDoubledWords) {
  EXPECT_EQ(doubledWord("does not record its downhill hex hex"), "hex");
  EXPECT_EQ(doubledWord("hex 1809, hex 1810 hold"), "");
  EXPECT_EQ(doubledWord("the the (rule 8.1)"), "the");
  EXPECT_EQ(doubledWord("enters only at A0102 A0103 (rule RULE-00-2.4)"), "");
  EXPECT_EQ(doubledWord("Rockbridge Artillery (artillery) starts"), "");
}

TEST(MessageText, CatalogueTextsHaveNoDoubledWords) {
  for (const RuleInfo& r : builtinChecks().rules()) EXPECT_EQ(doubledWord(r.title), "") << r.id << ": " << r.title;
  for (const RuleParams& r : checkParamCatalogue())
    for (const ParamInfo& p : r.params) EXPECT_EQ(doubledWord(p.doc), "") << r.rule << " " << p.name << ": " << p.doc;
  for (const ParamInfo& p : unitFilterParams()) EXPECT_EQ(doubledWord(p.doc), "") << p.name << ": " << p.doc;
}

TEST(MessageText, EveryConfigurableRuleIsCatalogued) {
  for (const RuleInfo& r : builtinChecks().rules())
    // map.hex.property is reported by map.hex.required's <check>s, which it shares.
    if (r.needsConfig && r.id != "map.hex.property") {
      EXPECT_NE(findRuleParams(r.id), nullptr) << r.id << " reads parameters the catalogue lacks";
    }
  for (const RuleParams& r : checkParamCatalogue())
    EXPECT_NE(builtinChecks().findRule(r.rule), nullptr) << r.rule << " is catalogued but no check emits it";
}

// A scenario broken many ways at once: every message it produces is scanned.
TEST(MessageText, MessagesOfABrokenScenarioReadCleanly) {
  Ruleset r = testRuleset();
  r.checks.push_back(check("setup.stacking.exceeded", {{"max-units", "1"}}, Severity::Error, "8.1A"));
  r.checks.push_back(check("setup.facing.missing", {}, Severity::Error, "29.5"));
  r.checks.push_back(check("setup.stacking.formation", {}, Severity::Error, "3.1B"));
  r.checks.push_back(check("oob.formation.size", {{"level", "brigade"}, {"max", "1"}}, Severity::Error, "1.2.2 B"));
  Scenario s = validScenario();
  for (auto& p : s.setup) {
    p.hex = hexAt(1, 6);
    p.facing.reset();
  }
  s.map.hexsideFeatures[hexside(hexAt(5, 5), 3)].front().toward.reset();
  s.oob.units.push_back(makeUnit("x-1", "dragoon", "prussia", "nowhere"));
  const Diagnostics d = validate(s, r);
  ASSERT_GT(d.size(), 5u);
  for (const Diagnostic& x : d.items()) {
    EXPECT_EQ(doubledWord(x.message), "") << formatDiagnostic(x);
    EXPECT_EQ(x.location.text().find("hexside ("), std::string::npos) << formatDiagnostic(x);
    if (x.rule == "setup.stacking.exceeded" || x.rule == "setup.facing.missing" || x.rule == "oob.formation.size") {
      EXPECT_NE(x.message.find("(rule "), std::string::npos) << formatDiagnostic(x);
    }
    if (x.rule != "validate.limit.exceeded") {
      EXPECT_TRUE(citesItsRule(x.message)) << formatDiagnostic(x);
    }
  }
}

TEST(MessageText, EveryRuleHasABasisToCite) {
  for (const RuleInfo& r : builtinChecks().rules()) {
    const std::string basis = ruleBasis(r.id);
    EXPECT_TRUE(basis.starts_with("bundle format, ") || basis.starts_with("ruleset schema, ")) << r.id << ": " << basis;
    EXPECT_EQ(doubledWord(basis), "") << r.id << ": " << basis;
  }
}

// An always-on rule cites the rulebook rule a ruleset's <check> gives it, else its basis.
TEST(MessageText, AnAlwaysOnRuleCitesTheRulebookRuleWhenTheRulesetGivesOne) {
  Scenario s = validScenario();
  s.map.setTerrain(hexAt(1, 1), "lava");
  Ruleset r = testRuleset();
  auto terrainMessage = [&] {
    const Diagnostics d = validate(s, r);
    for (const Diagnostic& x : d.items())
      if (x.rule == "ids.terrain.unknown") return x.message;
    return std::string("(none)");
  };
  EXPECT_TRUE(terrainMessage().ends_with("(ruleset schema, <terrain>)")) << terrainMessage();
  r.checks.push_back(check("ids.terrain.unknown", {}, Severity::Error, "3.1"));
  EXPECT_TRUE(terrainMessage().ends_with("(rule 3.1)")) << terrainMessage();
}

// The text report says a location once: "unit 8th Illinois: unit 8th Illinois …" said it twice.
TEST(MessageText, TheTextReportDoesNotRepeatTheLocationTheMessageOpensWith) {
  Diagnostic d;
  d.severity = Severity::Error;
  d.rule = "setup.stacking.exceeded";
  d.message = "unit 8th Illinois exceeds the stacking limit (rule 8.1A)";
  d.location.hexLabel = "0302";
  d.location.unit = "u-8-ill";
  d.location.unitName = "8th Illinois";
  EXPECT_EQ(formatDiagnostic(d),
            "error: hex 0302: unit 8th Illinois exceeds the stacking limit (rule 8.1A) "
            "[setup.stacking.exceeded]");
  d.message = "8th Illinois is out of supply";
  EXPECT_EQ(formatDiagnostic(d),
            "error: hex 0302, unit 8th Illinois: 8th Illinois is out of supply "
            "[setup.stacking.exceeded]");
}

}  // namespace
}  // namespace hexwright::model::testing
