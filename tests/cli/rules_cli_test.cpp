// `hexwright rules`: the validator's catalogue, and model/validate/README.md's table is
// exactly its --output-format md output; --format is the report format (text|json) as everywhere.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_cli.h"

namespace hexwright::testing {
namespace {

constexpr const char* kBegin = "<!-- rules:begin (generated: hexwright rules --output-format md) -->\n";
constexpr const char* kEnd = "<!-- rules:end -->";

TEST(CliRules, TheReadmeTableIsTheGeneratedCatalogue) {
  const CliResult r = runCli("rules --output-format md");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const std::string readme = readFile(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "model/validate/README.md");
  const auto begin = readme.find(kBegin);
  const auto end = readme.find(kEnd);
  ASSERT_NE(begin, std::string::npos);
  ASSERT_NE(end, std::string::npos);
  const std::string table = readme.substr(begin + std::string(kBegin).size(), end - begin - std::string(kBegin).size());
  EXPECT_EQ(table, r.out) << "regenerate the table: hexwright rules --output-format md";
}

TEST(CliRules, JsonListsParametersAndTheRulesetsThatConfigureThem) {
  const CliResult r = runCli("rules --format json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  const nlohmann::json* stacking = nullptr;
  for (const auto& rule : j["rules"])
    if (rule["id"] == "setup.stacking.exceeded") stacking = &rule;
  ASSERT_NE(stacking, nullptr);
  EXPECT_TRUE((*stacking)["needs_config"].get<bool>());
  EXPECT_TRUE((*stacking)["unit_filter"].get<bool>());
  bool maxUnits = false;
  for (const auto& p : (*stacking)["params"])
    if (p["name"] == "max-units") maxUnits = p["type"] == "integer";
  EXPECT_TRUE(maxUnits);
  EXPECT_TRUE((*stacking)["rulesets"].contains("hell-before-night"));
  EXPECT_TRUE((*stacking)["rulesets"].contains("bloody-april"));
  EXPECT_FALSE(j["unit_filter"].empty());
}

TEST(CliRules, TextNamesEveryRuleAndHelpWorks) {
  const CliResult r = runCli("rules");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("map.hex.required"), std::string::npos);
  EXPECT_NE(r.out.find("hexes: hexes, required"), std::string::npos) << r.out.substr(0, 2000);
  EXPECT_EQ(runCli("rules --help").exitCode, 0);
  EXPECT_EQ(runCli("rules --format xml").exitCode, 2);
}

// --format is the report format on every command: md is an output format, not a report.
TEST(CliRules, MarkdownIsAnOutputFormatNotAReportFormat) {
  const CliResult md = runCli("rules --format md");
  EXPECT_EQ(md.exitCode, 2);
  EXPECT_TRUE(md.out.empty()) << md.out.substr(0, 200);
  const CliResult both = runCli("rules --output-format md --format json");
  EXPECT_EQ(both.exitCode, 2);
  const auto j = nlohmann::json::parse(both.out);
  EXPECT_FALSE(j["ok"].get<bool>());
  ASSERT_FALSE(j["diagnostics"].empty());
  EXPECT_EQ(j["diagnostics"][0]["rule"], "cli.rules.format");
  const CliResult help = runCli("rules --help");
  EXPECT_NE(help.out.find("--output-format"), std::string::npos) << help.out;
}

}  // namespace
}  // namespace hexwright::testing
