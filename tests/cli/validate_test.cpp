// `hexwright validate` as a user runs it: text and JSON reports, exit 0 / 1 / 2, waivers,
// severity overrides, --ruleset and --max-per-rule.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_cli.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::testing {
namespace {

using nlohmann::json;

/// A blank 8 x 6 Huzzah! scenario: no units, so nothing to stack; each side has its
/// Command Source (5.3.5).
model::Scenario huzzahScenario() {
  model::Diagnostics d;
  auto r = io::loadRulesetById("huzzah", d);
  EXPECT_TRUE(r.has_value());
  model::NewScenarioOptions o;
  o.columns = 8;
  o.rows = 6;
  o.title = "CLI test";
  model::Scenario s = model::newScenario(*r, o);
  s.map.hexFeatures[model::HexCoord{0, 0}].push_back(
      model::HexFeature{"command-source", {{"side", std::string("union")}}});
  return s;
}

model::HexCoord hexAt(const model::Scenario& s, int col, int row) {
  const auto& c = s.map.grid().convention;
  return model::fromOffset({col, row}, c.orientation, c.shove);
}

std::string save(const TempDir& tmp, const model::Scenario& s, const std::string& name = "battle.hexw") {
  model::Diagnostics d;
  const auto path = tmp / name;
  EXPECT_TRUE(io::saveBundle(s, path, d)) << (d.empty() ? "" : model::formatDiagnostic(d.items().front()));
  return path.string();
}

TEST(CliValidate, AValidBundleExitsZeroWithAJsonReport) {
  TempDir tmp;
  const auto r = runCli("validate " + save(tmp, huzzahScenario()) + " --format json");
  ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
  const json j = json::parse(r.out);
  EXPECT_TRUE(j.is_object());
  EXPECT_EQ(j["ruleset"], "huzzah");
  EXPECT_EQ(j["errors"], 0);
  EXPECT_TRUE(j["warnings"].is_number_integer());
  ASSERT_TRUE(j["diagnostics"].is_array());
  for (const auto& d : j["diagnostics"]) {
    for (const char* key : {"severity", "rule", "message", "location"}) EXPECT_TRUE(d.contains(key)) << d.dump();
    EXPECT_NE(d["severity"], "error") << d.dump();
  }
}

TEST(CliValidate, ErrorsExitOneAndTheTextNamesTheHexAndTheRule) {
  TempDir tmp;
  auto s = huzzahScenario();
  s.map.setTerrain(hexAt(s, 2, 1), "lava");
  const auto r = runCli("validate " + save(tmp, s));
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  // The hex is said once, by the message ("hex 0302: hex 0302 has…" said it twice).
  EXPECT_NE(r.out.find("error: hex 0302 has terrain 'lava'"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[ids.terrain.unknown]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("CLI test (huzzah): 1 errors"), std::string::npos) << r.out;
}

TEST(CliValidate, JsonListsEachErrorWithItsLocation) {
  TempDir tmp;
  auto s = huzzahScenario();
  s.map.setTerrain(hexAt(s, 2, 1), "lava");
  const auto r = runCli("validate " + save(tmp, s) + " --format json");
  EXPECT_EQ(r.exitCode, 1);
  const json j = json::parse(r.out);
  EXPECT_EQ(j["errors"], 1);
  bool found = false;
  for (const auto& d : j["diagnostics"])
    if (d["rule"] == "ids.terrain.unknown") {
      found = true;
      EXPECT_EQ(d["severity"], "error");
      EXPECT_EQ(d["location"], "hex 0302");
      EXPECT_EQ(d["hex"], "0302");
    }
  EXPECT_TRUE(found) << r.out;
}

TEST(CliValidate, AWaivedErrorKeepsItsCommentAndDoesNotFail) {
  TempDir tmp;
  auto s = huzzahScenario();
  s.map.setTerrain(hexAt(s, 2, 1), "lava");
  s.waivers.push_back(model::Waiver{"ids.terrain.unknown", "hex 0302", "volcano added for the what-if"});
  const auto r = runCli("validate " + save(tmp, s) + " --format json");
  EXPECT_EQ(r.exitCode, 0) << r.out;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["errors"], 0);
  EXPECT_EQ(j["waived"], 1);
  bool found = false;
  for (const auto& d : j["diagnostics"])
    if (d["rule"] == "ids.terrain.unknown") {
      found = true;
      EXPECT_EQ(d["waived"], true);
      EXPECT_EQ(d["waiver_comment"], "volcano added for the what-if");
    }
  EXPECT_TRUE(found);
  const auto text = runCli("validate " + (tmp / "battle.hexw").string());
  EXPECT_NE(text.out.find("(waived: volcano added for the what-if)"), std::string::npos) << text.out;
}

TEST(CliValidate, AScenarioSeverityOverrideTurnsAnErrorIntoAWarning) {
  TempDir tmp;
  auto s = huzzahScenario();
  s.map.setTerrain(hexAt(s, 2, 1), "lava");
  s.severityOverrides.push_back(model::SeverityOverride{"ids.terrain.unknown", "warning"});
  const auto r = runCli("validate " + save(tmp, s) + " --format json");
  EXPECT_EQ(r.exitCode, 0) << r.out;
  EXPECT_GE(json::parse(r.out)["warnings"].get<int>(), 1);
}

TEST(CliValidate, MaxPerRuleCapsTheList) {
  TempDir tmp;
  auto s = huzzahScenario();
  for (int c = 0; c < 8; ++c) s.map.setTerrain(hexAt(s, c, 2), "lava");
  const auto r = runCli("validate " + save(tmp, s) + " --format json --max-per-rule 3");
  EXPECT_EQ(r.exitCode, 1);
  int listed = 0, summaries = 0;
  const json report = json::parse(r.out);
  for (const auto& d : report["diagnostics"]) {
    listed += d["rule"] == "ids.terrain.unknown";
    summaries += d["rule"] == "validate.limit.exceeded";
  }
  EXPECT_EQ(listed, 3);
  EXPECT_EQ(summaries, 1);
}

TEST(CliValidate, AnotherRulesetCanBeForced) {
  TempDir tmp;
  const auto r = runCli("validate " + save(tmp, huzzahScenario()) + " --format json --ruleset hell-before-night");
  const json j = json::parse(r.out);
  EXPECT_EQ(j["ruleset"], "hell-before-night");
  bool mismatch = false;
  for (const auto& d : j["diagnostics"]) mismatch = mismatch || d["rule"] == "scenario.ruleset.mismatch";
  EXPECT_TRUE(mismatch) << r.out;
}

TEST(CliValidate, AMissingBundleExitsTwoAndNamesIt) {
  const auto r = runCli("validate /nonexistent/place.hexw");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("/nonexistent/place.hexw"), std::string::npos) << r.err;
  const auto j = runCli("validate /nonexistent/place.hexw --format json");
  EXPECT_EQ(j.exitCode, 2);
  const json report = json::parse(j.out);
  EXPECT_GE(report["errors"].get<int>(), 1);
  EXPECT_FALSE(report["diagnostics"].empty());
}

TEST(CliValidate, MalformedXmlExitsTwoWithFileAndLine) {
  TempDir tmp;
  const auto bundle = save(tmp, huzzahScenario());
  {
    std::ofstream broken(std::filesystem::path(bundle) / "map.xml", std::ios::app);
    broken << "<unclosed>\n";
  }
  const auto r = runCli("validate " + bundle);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("map.xml:"), std::string::npos) << r.err;
}

TEST(CliValidate, AnUnknownRulesetExitsTwo) {
  TempDir tmp;
  auto s = huzzahScenario();
  s.rulesetId = "chess";
  const auto r = runCli("validate " + save(tmp, s));
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("chess"), std::string::npos) << r.err;
}

TEST(CliValidate, BadUsageExitsTwo) {
  EXPECT_EQ(runCli("validate").exitCode, 2);
  EXPECT_EQ(runCli("validate x.hexw --format yaml").exitCode, 2);
  const auto help = runCli("validate --help");
  EXPECT_EQ(help.exitCode, 0);
  EXPECT_NE(help.out.find("--max-per-rule"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::testing
