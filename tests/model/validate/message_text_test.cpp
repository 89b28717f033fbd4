// The catalogue's texts and the messages checks build read as a designer would want: no
// doubled words ("downhill hex hex"), no internal coordinates, configured checks cite
// their rule.
#include <cctype>
#include <sstream>

#include "model/validate/check_params.h"
#include "model/validate/check_registry.h"
#include "validate_fixture.h"

namespace hexwright::model::testing {
namespace {

/// The first word that follows itself ("hex hex"), ignoring case; "" when none.
std::string doubledWord(const std::string& text) {
  std::istringstream in(text);
  std::string prev, word;
  while (in >> word) {
    std::string w;
    for (char c : word)
      if (std::isalpha(static_cast<unsigned char>(c)))
        w += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!w.empty() && w == prev) return w;
    prev = w;
    // Punctuation ends a phrase: "hex 1809, hex 1810" is a list, not a doubled word.
    if (!word.empty() && std::ispunct(static_cast<unsigned char>(word.back()))) prev.clear();
  }
  return "";
}

TEST(MessageText, TheDetectorFindsDoubledWords) {
  EXPECT_EQ(doubledWord("does not record its downhill hex hex"), "hex");
  EXPECT_EQ(doubledWord("hex 1809, hex 1810 hold"), "");
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
  }
}

}  // namespace
}  // namespace hexwright::model::testing
