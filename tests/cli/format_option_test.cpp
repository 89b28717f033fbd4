// `--format` is the report format on every command: each command `hexwright --help` lists
// takes `--format text|json`, and with json prints one JSON object on stdout with its own
// fields, "ok" (true exactly when the exit code is 0) and "diagnostics". The output file's
// format is the `-o` extension or `--output-format`, never `--format`.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "cli/run_cli.h"

namespace hexwright::testing {
namespace {

const std::string kSamples = std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/";

/// The subcommand names a `--help` text lists under "Subcommands:".
std::vector<std::string> subcommands(const std::string& help) {
  std::vector<std::string> names;
  std::istringstream in(help);
  std::string line;
  bool inList = false;
  while (std::getline(in, line)) {
    if (line.rfind("Subcommands:", 0) == 0) {
      inList = true;
      continue;
    }
    if (!inList) continue;
    if (line.rfind("  ", 0) != 0 || line.size() < 3 || line[2] == ' ') {
      if (!line.empty() && line[0] != ' ') inList = false;
      continue;
    }
    std::istringstream words(line);
    std::string name;
    words >> name;
    names.push_back(name);
  }
  return names;
}

/// Every leaf command ("info", "export map", ...), found through --help as a user would.
std::vector<std::string> leafCommands(const std::string& prefix = "") {
  const auto help = runCli(prefix + " --help");
  EXPECT_EQ(help.exitCode, 0) << prefix;
  std::vector<std::string> leaves;
  const auto names = subcommands(help.out);
  if (names.empty() && !prefix.empty()) return {prefix};
  for (const auto& name : names) {
    const auto more = leafCommands(prefix.empty() ? name : prefix + " " + name);
    leaves.insert(leaves.end(), more.begin(), more.end());
  }
  return leaves;
}

TEST(FormatOption, HelpFindsTheCommands) {
  const auto all = leafCommands();
  for (const char* expected : {"rulesets", "info", "validate", "export map", "export counters", "import oob"})
    EXPECT_NE(std::find(all.begin(), all.end(), expected), all.end()) << expected;
}

TEST(FormatOption, EveryCommandTakesFormatTextOrJson) {
  for (const auto& command : leafCommands()) {
    const auto help = runCli(command + " --help");
    EXPECT_EQ(help.exitCode, 0) << command;
    EXPECT_NE(help.out.find("--format"), std::string::npos) << command << ":\n" << help.out;
    EXPECT_NE(help.out.find("Report format"), std::string::npos) << command << ":\n" << help.out;
    EXPECT_EQ(runCli(command + " --format yaml").exitCode, 2) << command;
  }
}

TEST(FormatOption, JsonOnEveryCommand) {
  TempDir tmp;
  const std::string fresh = (tmp / "fresh.hexw").string();
  const std::string missing = (tmp / "missing.tif").string();
  // In the order they run: `new` makes the bundle the later ones read; `export oob` writes
  // the CSV `import oob` reads. Expected exit code, -1 for "0 or 1" (validation results),
  // -2 for any (the JSON must still say what happened).
  const std::vector<std::pair<std::string, std::pair<std::string, int>>> runs = {
      {"rulesets", {"", 0}},
      {"rules", {"", 0}},
      {"schema", {"huzzah", 0}},
      {"new", {fresh + " --ruleset bloody-april --cols 5 --rows 4", 0}},
      {"info", {fresh, 0}},
      {"validate", {fresh, -1}},
      {"grid", {fresh + " --origin 500000,4000000 --crs EPSG:32616 --hex-yards 100 --show 0101", 0}},
      {"export map", {fresh + " -o " + (tmp / "map.svg").string(), 0}},
      {"export gis", {fresh + " -o " + (tmp / "map.gpkg").string(), 0}},
      {"export counters", {kSamples + "huzzah.hexw -o " + (tmp / "counters.pdf").string(), 0}},
      {"export rosters", {kSamples + "huzzah.hexw -o " + (tmp / "rosters.pdf").string(), 0}},
      {"export oob", {kSamples + "bloody-april.hexw -o " + (tmp / "oob.csv").string(), 0}},
      {"import oob", {fresh + " " + (tmp / "oob.csv").string() + " --dry-run", 0}},
      {"import map", {fresh + " " + missing + " --dry-run", 2}},
      {"import dem", {fresh + " " + missing + " --dry-run", 2}},
      {"import landcover", {fresh + " " + missing + " --mapping nlcd --dry-run", 2}},
      {"import vector", {fresh + " " + missing + " --mapping osm --dry-run", 2}},
      {"convert oob", {kSamples + "bloody-april.hexw --to hell-before-night -o " + (tmp / "conv.hexw").string(), -1}},
      {"export vassal", {kSamples + "hell-before-night.hexw -o " + (tmp / "module.vmod").string(), -2}},
      {"analyze los", {kSamples + "hell-before-night.hexw --from 1809 --to 2012", 0}},
      {"analyze reach", {kSamples + "bloody-april.hexw --unit u-union-11th-iowa", 0}},
      {"suggest terrain", {fresh + " --examples " + missing, 2}},
  };
  const auto listed = leafCommands();
  std::map<std::string, bool> covered;
  for (const auto& [command, how] : runs) {
    const auto& [args, expected] = how;
    covered[command] = true;
    if (std::find(listed.begin(), listed.end(), command) == listed.end()) continue;  // not built here
    const auto r = runCli(command + " " + args + " --format json");
    if (expected >= 0) {
      EXPECT_EQ(r.exitCode, expected) << command << "\n" << r.out << r.err;
    } else if (expected == -1) {
      EXPECT_TRUE(r.exitCode == 0 || r.exitCode == 1) << command << "\n" << r.out << r.err;
    }
    nlohmann::json j;
    ASSERT_NO_THROW(j = nlohmann::json::parse(r.out)) << command << " printed no JSON:\n" << r.out << r.err;
    ASSERT_TRUE(j.is_object()) << command;
    ASSERT_TRUE(j.contains("ok") && j["ok"].is_boolean()) << command << ": " << r.out;
    EXPECT_EQ(j["ok"].get<bool>(), r.exitCode == 0) << command << ": " << r.out;
    ASSERT_TRUE(j.contains("diagnostics") && j["diagnostics"].is_array()) << command << ": " << r.out;
    if (r.exitCode == 2) {
      EXPECT_FALSE(j["diagnostics"].empty()) << command << ": a failure names its cause";
    }
    for (const auto& d : j["diagnostics"])
      for (const char* key : {"severity", "rule", "message", "location"}) EXPECT_TRUE(d.contains(key)) << command;
  }
  for (const auto& command : listed)
    EXPECT_TRUE(covered.count(command)) << "add a `" << command << " --format json` run to this test";
  // What the commands reported is what they did.
  EXPECT_TRUE(std::filesystem::exists(tmp / "fresh.hexw" / "map.xml"));
  EXPECT_TRUE(std::filesystem::exists(tmp / "map.svg"));
  EXPECT_TRUE(std::filesystem::exists(tmp / "map.gpkg"));
  EXPECT_TRUE(std::filesystem::exists(tmp / "counters.pdf"));
  EXPECT_TRUE(std::filesystem::exists(tmp / "rosters.pdf"));
}

TEST(FormatOption, ResultFieldsDescribeTheWork) {
  TempDir tmp;
  const std::string bundle = (tmp / "b.hexw").string();
  const auto made = runCli("new " + bundle + " --ruleset huzzah --cols 6 --rows 3 --format json");
  ASSERT_EQ(made.exitCode, 0) << made.err;
  const auto j = nlohmann::json::parse(made.out);
  EXPECT_EQ(j["bundle"], bundle);
  EXPECT_EQ(j["ruleset"], "huzzah");
  EXPECT_EQ(j["columns"], 6);
  EXPECT_EQ(j["rows"], 3);
  EXPECT_EQ(j["ok"], true);

  const auto again = runCli("new " + bundle + " --ruleset huzzah --cols 6 --rows 3 --format json");
  EXPECT_EQ(again.exitCode, 2);
  const auto k = nlohmann::json::parse(again.out);
  EXPECT_EQ(k["ok"], false);
  ASSERT_EQ(k["diagnostics"].size(), 1u);
  EXPECT_EQ(k["diagnostics"][0]["rule"], "new.exists");
  EXPECT_NE(k["diagnostics"][0]["message"].get<std::string>().find(bundle), std::string::npos);

  const auto oob = runCli("export oob " + kSamples + "huzzah.hexw -o " + (tmp / "o.csv").string() + " --format json");
  ASSERT_EQ(oob.exitCode, 0) << oob.err;
  const auto o = nlohmann::json::parse(oob.out);
  const auto info = nlohmann::json::parse(runCli("info " + kSamples + "huzzah.hexw --format json").out);
  std::size_t units = 0;
  for (const auto& [type, n] : info["units"].items()) units += n.get<std::size_t>();
  EXPECT_EQ(o["units"], units);
  EXPECT_GT(units, 0u);
}

TEST(FormatOption, TheOutputFileFormatIsNotFormat) {
  TempDir tmp;
  const std::string bundle = (tmp / "b.hexw").string();
  ASSERT_EQ(runCli("new " + bundle + " --ruleset huzzah --cols 4 --rows 3").exitCode, 0);
  const auto out = (tmp / "map.out").string();
  EXPECT_EQ(runCli("export map " + bundle + " -o " + out + " --format svg").exitCode, 2);
  EXPECT_FALSE(std::filesystem::exists(out));
  const auto r = runCli("export map " + bundle + " -o " + out + " --output-format svg --format json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(readFile(out).rfind("<?xml", 0), 0u);
  EXPECT_EQ(nlohmann::json::parse(r.out)["output"], out);
}

}  // namespace
}  // namespace hexwright::testing
