// The command line as a user meets it: help, version, new, info, exit codes.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_cli.h"

namespace hexwright::testing {
namespace {

TEST(CliBasics, HelpListsCommands) {
  const auto r = runCli("--help");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_NE(r.out.find("new"), std::string::npos);
  EXPECT_NE(r.out.find("info"), std::string::npos);
}

TEST(CliBasics, EveryCommandHasHelp) {
  for (const char* cmd : {"new", "info"}) {
    const auto r = runCli(std::string(cmd) + " --help");
    EXPECT_EQ(r.exitCode, 0) << cmd;
    EXPECT_NE(r.out.find("Usage"), std::string::npos) << cmd << ": " << r.out;
  }
}

TEST(CliBasics, VersionPrintsTheVersion) {
  const auto r = runCli("--version");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_NE(r.out.find("hexwright 0."), std::string::npos) << r.out;
}

TEST(CliBasics, BadUsageExitsWithTwo) {
  EXPECT_EQ(runCli("").exitCode, 2);
  EXPECT_EQ(runCli("no-such-command").exitCode, 2);
  EXPECT_EQ(runCli("info").exitCode, 2);                       // missing argument
  EXPECT_EQ(runCli("info x.hexw --format yaml").exitCode, 2);  // bad choice
  EXPECT_EQ(runCli("new x.hexw --ruleset huzzah --cols -3").exitCode, 2);
}

TEST(CliBasics, NewThenInfoDescribesTheGrid) {
  TempDir tmp;
  const auto bundle = (tmp / "battle.hexw").string();
  const auto made = runCli("new " + bundle + " --ruleset hell-before-night --cols 12 --rows 9 --title 'Test Battle'");
  ASSERT_EQ(made.exitCode, 0) << made.err;
  EXPECT_TRUE(std::filesystem::exists(tmp / "battle.hexw" / "map.xml"));

  const auto info = runCli("info " + bundle + " --format json");
  ASSERT_EQ(info.exitCode, 0) << info.err;
  const auto j = nlohmann::json::parse(info.out);
  EXPECT_EQ(j["ruleset"], "hell-before-night");
  EXPECT_EQ(j["title"], "Test Battle");
  EXPECT_EQ(j["grid"]["columns"], 12);
  EXPECT_EQ(j["grid"]["rows"], 9);
  EXPECT_EQ(j["hexes"], 108);
  std::size_t painted = 0;
  for (const auto& [id, n] : j["terrain"].items()) painted += n.get<std::size_t>();
  EXPECT_EQ(painted, 108u);
  for (const char* key :
       {"hex_features", "hexside_features", "routes", "units", "formations", "setup", "reinforcements", "grid"})
    EXPECT_TRUE(j.contains(key)) << key;
  EXPECT_EQ(j["setup"], 0);
}

TEST(CliBasics, NewRefusesToOverwriteWithoutForce) {
  TempDir tmp;
  const auto bundle = (tmp / "b.hexw").string();
  ASSERT_EQ(runCli("new " + bundle + " --ruleset huzzah --cols 5 --rows 5").exitCode, 0);
  const auto again = runCli("new " + bundle + " --ruleset huzzah --cols 5 --rows 5");
  EXPECT_EQ(again.exitCode, 2);
  EXPECT_NE(again.err.find("already exists"), std::string::npos);
  EXPECT_EQ(runCli("new " + bundle + " --ruleset huzzah --cols 6 --rows 5 --force").exitCode, 0);
}

TEST(CliBasics, NewWritesAnArchiveToo) {
  TempDir tmp;
  const auto bundle = (tmp / "b.hexwz").string();
  ASSERT_EQ(runCli("new " + bundle + " --ruleset bloody-april --cols 8 --rows 6").exitCode, 0);
  const auto info = runCli("info " + bundle + " --format json");
  ASSERT_EQ(info.exitCode, 0) << info.err;
  EXPECT_EQ(nlohmann::json::parse(info.out)["hexes"], 48);
}

TEST(CliBasics, UnknownRulesetNamesTheKnownOnes) {
  TempDir tmp;
  const auto r = runCli("new " + (tmp / "b.hexw").string() + " --ruleset chess");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("chess"), std::string::npos);
  EXPECT_NE(r.err.find("hell-before-night"), std::string::npos) << r.err;
}

TEST(CliBasics, InfoOnAMissingBundleNamesIt) {
  const auto r = runCli("info /nonexistent/place.hexw");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("/nonexistent/place.hexw"), std::string::npos) << r.err;
}

TEST(CliBasics, InfoOnMalformedXmlNamesFileAndLine) {
  TempDir tmp;
  const auto bundle = tmp / "b.hexw";
  ASSERT_EQ(runCli("new " + bundle.string() + " --ruleset huzzah --cols 4 --rows 4").exitCode, 0);
  {
    std::ofstream broken(bundle / "map.xml", std::ios::app);
    broken << "<unclosed>\n";
  }
  const auto r = runCli("info " + bundle.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("map.xml:"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hexwright::testing

namespace hexwright::testing {
namespace {

TEST(CliBasics, LargeMapsGetWiderHexNumbers) {
  TempDir tmp;
  const auto bundle = (tmp / "big.hexw").string();
  const auto made = runCli("new " + bundle + " --ruleset hell-before-night --cols 120 --rows 30");
  ASSERT_EQ(made.exitCode, 0) << made.err;
  const auto info = runCli("info " + bundle + " --format json");
  ASSERT_EQ(info.exitCode, 0) << info.err;
  EXPECT_EQ(nlohmann::json::parse(info.out)["hexes"], 3600);
}

}  // namespace
}  // namespace hexwright::testing
