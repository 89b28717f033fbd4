// `hexwright validate --format json` on every committed sample (scenarios/*.hexw, so a
// sample added later is covered too): exit 0 and no unwaived error. Then broken copies
// made by editing the XML in a temporary folder, as a designer's typo would: exit 1 and
// exactly the rule for the break.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

#include "cli/run_cli.h"

namespace hexwright::testing {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

fs::path scenariosDir() { return fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios"; }

std::vector<fs::path> sampleBundles() {
  std::vector<fs::path> out;
  for (const auto& entry : fs::directory_iterator(scenariosDir()))
    if (entry.is_directory() && entry.path().extension() == ".hexw") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

/// Unwaived errors of a JSON report, by rule id.
std::multiset<std::string> errorRules(const json& report) {
  std::multiset<std::string> out;
  for (const auto& d : report["diagnostics"])
    if (d["severity"] == "error" && !d.value("waived", false)) out.insert(d["rule"].get<std::string>());
  return out;
}

TEST(CliSampleScenarios, EverySampleValidatesWithoutErrors) {
  const auto bundles = sampleBundles();
  ASSERT_GE(bundles.size(), 4u);
  for (const auto& path : bundles) {
    SCOPED_TRACE(path.filename().string());
    const auto r = runCli("validate " + path.string() + " --format json");
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    const json j = json::parse(r.out, nullptr, false);
    ASSERT_FALSE(j.is_discarded()) << r.out;
    EXPECT_EQ(j["errors"], 0) << r.out;
    EXPECT_TRUE(errorRules(j).empty()) << r.out;
  }
}

/// A copy of a sample in `tmp` with `from` replaced by `to` (once) in one of its files.
fs::path editedCopy(const TempDir& tmp, const std::string& sample, const std::string& file, const std::string& from,
                    const std::string& to) {
  const fs::path copy = tmp / (sample + ".hexw");
  fs::copy(scenariosDir() / (sample + ".hexw"), copy, fs::copy_options::recursive);
  std::string text = readFile(copy / file);
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  std::ofstream(copy / file, std::ios::binary) << text;
  return copy;
}

json validateJson(const fs::path& bundle, int expectedExit) {
  const auto r = runCli("validate " + bundle.string() + " --format json");
  EXPECT_EQ(r.exitCode, expectedExit) << r.out << r.err;
  const json j = json::parse(r.out, nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << r.out << r.err;
  return j;
}

TEST(CliSampleScenarios, AVictoryHexLeftOutIsReported) {
  TempDir tmp;
  const auto copy = editedCopy(tmp, "hell-before-night", "scenario.xml", R"(kind="hex" hex="4318")", R"(kind="hex")");
  const json j = validateJson(copy, 1);
  EXPECT_EQ(errorRules(j), std::multiset<std::string>{"victory.hex.missing"}) << j.dump(2);
}

TEST(CliSampleScenarios, AReinforcementAfterTheLastTurnIsReported) {
  TempDir tmp;
  const auto copy = editedCopy(tmp, "unconditional-surrender", "scenario.xml", R"(id="r-grant" turn="6")",
                               R"(id="r-grant" turn="21")");
  const json j = validateJson(copy, 1);
  // Past the scenario's 20 turns, and past turn 6, where 14.3 A brings Grant.
  EXPECT_EQ(errorRules(j), (std::multiset<std::string>{"reinforcement.turn.range", "reinforcement.turn.range"}))
      << j.dump(2);
}

TEST(CliSampleScenarios, ABrigadierWithoutARatingIsReported) {
  TempDir tmp;
  const auto copy =
      editedCopy(tmp, "dress-on-the-colors", "oob.xml", R"(<attr name="rating" type="text" value="Aggressive"/>)", "");
  const json j = validateJson(copy, 1);
  EXPECT_EQ(errorRules(j), std::multiset<std::string>{"attribute.required"}) << j.dump(2);
}

}  // namespace
}  // namespace hexwright::testing
