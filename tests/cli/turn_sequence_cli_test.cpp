// The first active side and the deployment order (Dress on the Colors SCEN-10-3.1)
// through the command line: `info` shows the sample's, and broken copies of the sample
// report the missing one, or an unknown side once, at its line in scenario.xml.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "cli/run_cli.h"

namespace hexwright::testing {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kSample = fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "dress-on-the-colors.hexw";

/// A copy of the sample with `from` replaced by `to` in scenario.xml.
fs::path brokenCopy(const TempDir& tmp, const std::string& from, const std::string& to) {
  const fs::path copy = tmp / "heron.hexw";
  fs::copy(kSample, copy, fs::copy_options::recursive);
  std::string text = readFile(copy / "scenario.xml");
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  writeFile(copy / "scenario.xml", text);
  return copy;
}

std::vector<json> withRule(const json& report, const std::string& rule) {
  std::vector<json> out;
  for (const auto& d : report["diagnostics"])
    if (d["rule"] == rule) out.push_back(d);
  return out;
}

TEST(CliTurnSequence, InfoShowsTheSamplesFirstActiveSideAndDeploymentOrder) {
  const CliResult text = runCli("info " + kSample.string());
  ASSERT_EQ(text.exitCode, 0) << text.err;
  EXPECT_NE(text.out.find("first active side: union (Army of the Potomac)"), std::string::npos) << text.out;
  EXPECT_NE(
      text.out.find("deployment order: confederate (Army of Northern Virginia), then union (Army of the Potomac)"),
      std::string::npos)
      << text.out;
  const CliResult j = runCli("info " + kSample.string() + " --format json");
  ASSERT_EQ(j.exitCode, 0) << j.err;
  const json info = json::parse(j.out);
  EXPECT_EQ(info["first_active_side"], "union");
  EXPECT_EQ(info["deployment_order"], json::array({"confederate", "union"}));
  EXPECT_EQ(info["turns"]["last"], 7);
}

TEST(CliTurnSequence, ASampleCopyWithoutAFirstActiveSideFailsValidation) {
  TempDir tmp;
  const fs::path copy = brokenCopy(tmp, " first-active-side=\"union\"", "");
  const CliResult v = runCli("validate " + copy.string() + " --format json");
  EXPECT_EQ(v.exitCode, 1) << v.out << v.err;
  const json report = json::parse(v.out);
  const auto missing = withRule(report, "scenario.sequence.missing");
  ASSERT_EQ(missing.size(), 1u) << v.out;
  EXPECT_EQ(missing[0]["severity"], "error");
  EXPECT_NE(missing[0]["message"].get<std::string>().find("first turn"), std::string::npos) << missing[0].dump();
  EXPECT_NE(missing[0]["message"].get<std::string>().find("SCEN-10-3.1"), std::string::npos) << missing[0].dump();
  const CliResult info = runCli("info " + copy.string());
  EXPECT_NE(info.out.find("first active side: not stated"), std::string::npos) << info.out;
}

TEST(CliTurnSequence, AnUnknownSideIsOneErrorAtItsLine) {
  TempDir tmp;
  const fs::path copy =
      brokenCopy(tmp, "<side id=\"union\"/>\n  </deployment-order>", "<side id=\"yankees\"/>\n  </deployment-order>");
  const CliResult v = runCli("validate " + copy.string() + " --format json");
  EXPECT_EQ(v.exitCode, 1) << v.out << v.err;
  const json report = json::parse(v.out);
  const auto unknown = withRule(report, "bundle.reference.unknown-side");
  ASSERT_EQ(unknown.size(), 1u) << v.out;
  // Line of the <side id="yankees"/> element in the copy.
  const std::string text = readFile(copy / "scenario.xml");
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<long>(text.find("yankees")), '\n');
  EXPECT_EQ(unknown[0]["line"], line) << unknown[0].dump();
  EXPECT_NE(unknown[0]["file"].get<std::string>().find("scenario.xml"), std::string::npos) << unknown[0].dump();
  EXPECT_NE(unknown[0]["message"].get<std::string>().find("deployment order names side 'yankees'"), std::string::npos)
      << unknown[0].dump();
  // The typo is the one mistake: not also "missing" or "leaves out union".
  EXPECT_TRUE(withRule(report, "scenario.sequence.missing").empty()) << v.out;
  EXPECT_TRUE(withRule(report, "scenario.deployment-order.invalid").empty()) << v.out;
}

}  // namespace
}  // namespace hexwright::testing
