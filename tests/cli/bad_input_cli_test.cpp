// Odd bytes and odd inputs through the command line: every error names its file and
// line, in text and JSON, and JSON output never fails on bytes that are not UTF-8.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace hexwright::testing {
namespace {

namespace fs = std::filesystem;

TEST(BadInputCli, InvalidUtf8InABundleNamesFileAndLineInTextAndJson) {
  TempDir tmp;
  const std::string bundle = (tmp / "b.hexw").string();
  ASSERT_EQ(runCli("new " + bundle + " --ruleset bloody-april --cols 10 --rows 10").exitCode, 0);
  std::string scenario = readFile(tmp / "b.hexw" / "scenario.xml");
  const auto at = scenario.find("<scenario");
  ASSERT_NE(at, std::string::npos);
  scenario.insert(scenario.find('\n', at) + 1, "  <notes>caf\xE9</notes>\n");  // Latin-1, not UTF-8
  std::ofstream(tmp / "b.hexw" / "scenario.xml", std::ios::binary) << scenario;
  const auto text = runCli("info " + bundle);
  EXPECT_EQ(text.exitCode, 2);
  EXPECT_NE(text.err.find("b.hexw/scenario.xml:3:"), std::string::npos) << text.err;
  EXPECT_NE(text.err.find("bundle.xml.encoding"), std::string::npos) << text.err;
  const auto json = runCli("validate " + bundle + " --format json");
  EXPECT_EQ(json.exitCode, 2);
  const auto j = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(j.is_discarded()) << json.out << json.err;
  ASSERT_TRUE(j.contains("diagnostics")) << json.out;
  bool named = false;
  for (const auto& d : j["diagnostics"]) named = named || d.dump().find("b.hexw/scenario.xml") != std::string::npos;
  EXPECT_TRUE(named) << json.out;
}

// A bundle may hold a value of any length (a 300 KB unit type here); a report shows it cut.
TEST(BadInputCli, AHugeValueFromABundleIsShownCutInTextAndJson) {
  TempDir tmp;
  const fs::path b = tmp / "h.hexw";
  fs::copy(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "huzzah.hexw", b, fs::copy_options::recursive);
  std::string oob = readFile(b / "oob.xml");
  const auto unit = oob.find("<unit ");
  ASSERT_NE(unit, std::string::npos);
  const auto at = oob.find("type=\"", unit) + 6;
  oob.replace(at, oob.find('"', at) - at, std::string(300000, 'x'));
  std::ofstream(b / "oob.xml", std::ios::binary | std::ios::trunc) << oob;
  const auto text = runCli("validate " + b.string());
  EXPECT_EQ(text.exitCode, 1) << text.err;
  EXPECT_LT(text.out.size() + text.err.size(), 20000u);
  EXPECT_NE(text.out.find(std::string(150, 'x') + "\u2026"), std::string::npos) << text.out.substr(0, 2000);
  EXPECT_EQ(text.out.find(std::string(201, 'x')), std::string::npos);
  const auto json = runCli("validate " + b.string() + " --format json");
  EXPECT_EQ(json.exitCode, 1);
  EXPECT_LT(json.out.size(), 20000u);
  EXPECT_FALSE(nlohmann::json::parse(json.out, nullptr, false).is_discarded()) << json.out.substr(0, 2000);
}

TEST(BadInputCli, JsonReportsSurviveBytesThatAreNotUtf8InNames) {
  TempDir tmp;
  const std::string name = "caf\xE9.hexw";  // a Latin-1 file name
  const auto r = runCli("validate '" + (tmp / name).string() + "' --format json");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_FALSE(nlohmann::json::parse(r.out, nullptr, false).is_discarded()) << r.out << r.err;
  EXPECT_EQ(r.err.find("type_error"), std::string::npos) << r.err;
}

TEST(BadInputCli, InvalidUtf8InARulesetSchemaNamesFileLineAndColumnInTextAndJson) {
  TempDir tmp;
  fs::create_directories(tmp / "schemas" / "hell-before-night");
  std::string xml = readFile(fs::path(HEXWRIGHT_SOURCE_DIR) / "schemas" / "hell-before-night" / "ruleset.xml");
  ASSERT_FALSE(xml.empty());
  // "  <!-- caf\xE9 -->" as line 3: even a comment must be UTF-8.
  const auto secondLineEnd = xml.find('\n', xml.find('\n') + 1);
  ASSERT_NE(secondLineEnd, std::string::npos);
  xml.insert(secondLineEnd + 1, "  <!-- caf\xE9 -->\n");
  const auto file = tmp / "schemas" / "hell-before-night" / "ruleset.xml";
  std::ofstream(file, std::ios::binary) << xml;
  ::setenv("HEXWRIGHT_SCHEMAS", (tmp / "schemas").c_str(), 1);
  const auto text = runCli("schema hell-before-night");
  const auto json = runCli("schema hell-before-night --format json");
  ::unsetenv("HEXWRIGHT_SCHEMAS");
  const std::string where = file.string() + ":3:11";
  EXPECT_EQ(text.exitCode, 2);
  EXPECT_NE(text.err.find(where), std::string::npos) << text.err;
  EXPECT_NE(text.err.find("schema.xml.encoding"), std::string::npos) << text.err;
  EXPECT_EQ(json.exitCode, 2);
  const auto j = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(j.is_discarded()) << json.out << json.err;
  bool named = false;
  for (const auto& d : j.value("diagnostics", nlohmann::json::array()))
    named =
        named || (d.dump().find(file.string()) != std::string::npos && d.value("rule", "") == "schema.xml.encoding");
  EXPECT_TRUE(named) << json.out;
}

}  // namespace
}  // namespace hexwright::testing
