// Odd bytes and odd inputs through the command line: every error names its file and
// line, in text and JSON, and JSON output never fails on bytes that are not UTF-8.
#include <gtest/gtest.h>

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

TEST(BadInputCli, JsonReportsSurviveBytesThatAreNotUtf8InNames) {
  TempDir tmp;
  const std::string name = "caf\xE9.hexw";  // a Latin-1 file name
  const auto r = runCli("validate '" + (tmp / name).string() + "' --format json");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_FALSE(nlohmann::json::parse(r.out, nullptr, false).is_discarded()) << r.out << r.err;
  EXPECT_EQ(r.err.find("type_error"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hexwright::testing
