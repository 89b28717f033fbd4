// `validate` and `info` report everything a bundle gets wrong in one run: load problems
// (an off-map hex, a bad enum value, a duplicate id, an unknown formation) together with
// the validation of what loaded, exit 1. Commands that save refuse such a bundle (exit 2,
// nothing written).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "cli/run_cli.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::testing {
namespace {

using nlohmann::json;

void replaceIn(const std::filesystem::path& file, const std::string& from, const std::string& to) {
  std::string text = readFile(file);
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from << " in " << file;
  text.replace(at, from.size(), to);
  std::ofstream(file, std::ios::binary) << text;
}

/// A blank Huzzah! battle with one brigade of two placed units and a terrain the ruleset
/// does not have (a validation error), then four hand-made load mistakes.
std::string brokenBundle(const TempDir& tmp) {
  model::Diagnostics d;
  const auto ruleset = io::loadRulesetById("huzzah", d);
  EXPECT_TRUE(ruleset.has_value());
  model::NewScenarioOptions o;
  o.columns = 8;
  o.rows = 6;
  model::Scenario s = model::newScenario(*ruleset, o);
  const auto& c = s.map.grid().convention;
  auto hex = [&](const char* label) { return *model::parseLabel(label, c); };
  s.map.setTerrain(hex("0302"), "lava");
  const model::SideId union_{"union"};
  s.oob.formations.push_back({model::FormationId("f-1"), "1st Brigade", "brigade", union_, {}, {}, {}, {}, {}});
  for (const char* id : {"u-1", "u-2"}) {
    model::Unit u;
    u.id = model::UnitId(id);
    u.type = "infantry";
    u.side = union_;
    u.formation = model::FormationId("f-1");
    s.oob.units.push_back(u);
  }
  s.setup.push_back({model::UnitId("u-1"), hex("0101"), {}, {}, {}, {}, ""});
  s.setup.push_back({model::UnitId("u-2"), hex("0203"), {}, {}, {}, {}, ""});
  const auto bundle = tmp / "b.hexw";
  EXPECT_TRUE(io::saveBundle(s, bundle, d));
  // an off-map hex and a facing that is not a direction
  replaceIn(bundle / "scenario.xml", "hex=\"0101\"", "hex=\"0120\"");
  replaceIn(bundle / "scenario.xml", "hex=\"0203\"", "hex=\"0203\" facing=\"Q\"");
  // a duplicate id and a formation that does not exist
  replaceIn(bundle / "oob.xml", "</units>",
            "<unit id=\"u-1\" type=\"cavalry\" side=\"union\" formation=\"f-1\"/>\n"
            "<unit id=\"u-3\" type=\"infantry\" side=\"union\" formation=\"f-9\"/>\n</units>");
  return bundle.string();
}

TEST(CliReportAll, ValidateListsLoadAndValidationProblemsTogetherInJson) {
  TempDir tmp;
  const auto bundle = brokenBundle(tmp);
  const auto r = runCli("validate " + bundle + " --format json");
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  const json j = json::parse(r.out);
  std::multiset<std::string> rules;
  for (const auto& d : j["diagnostics"]) {
    rules.insert(d["rule"].get<std::string>());
    if (d["rule"].get<std::string>().starts_with("bundle.") && d["severity"] == "error") {
      EXPECT_NE(d["location"].get<std::string>().find("b.hexw/"), std::string::npos) << d.dump();
    }
  }
  EXPECT_EQ(rules.count("bundle.hex.off-map"), 1u) << r.out;
  EXPECT_EQ(rules.count("bundle.enum.unknown"), 1u) << r.out;
  EXPECT_EQ(rules.count("bundle.id.duplicate"), 1u) << r.out;
  EXPECT_EQ(rules.count("bundle.reference.unknown-formation"), 1u) << r.out;
  EXPECT_EQ(rules.count("bundle.load.partial"), 1u) << r.out;
  EXPECT_EQ(rules.count("ids.terrain.unknown"), 1u) << r.out;  // validation ran on the rest
  EXPECT_GE(j["errors"].get<int>(), 5);
  EXPECT_EQ(j["ruleset"], "huzzah");
}

TEST(CliReportAll, ValidateTextNamesEachFileAndLine) {
  TempDir tmp;
  const auto bundle = brokenBundle(tmp);
  const auto r = runCli("validate " + bundle);
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  for (const char* want : {"b.hexw/scenario.xml:", "b.hexw/oob.xml:", "[bundle.hex.off-map]", "[bundle.enum.unknown]",
                           "[bundle.id.duplicate]", "[bundle.reference.unknown-formation]", "[ids.terrain.unknown]"})
    EXPECT_NE(r.out.find(want), std::string::npos) << want << "\n" << r.out;
}

TEST(CliReportAll, InfoDescribesWhatLoadedAndExitsOne) {
  TempDir tmp;
  const auto r = runCli("info " + brokenBundle(tmp) + " --format json");
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  const json j = json::parse(r.out);
  int units = 0;
  for (const auto& [type, n] : j["units"].items()) units += n.get<int>();
  EXPECT_EQ(units, 2);       // u-1 (its first definition) and u-2; u-3's formation is missing
  EXPECT_EQ(j["setup"], 0);  // both placements had an error
}

TEST(CliReportAll, ACommandThatSavesRefusesAndWritesNothing) {
  TempDir tmp;
  const auto bundle = brokenBundle(tmp);
  const std::string before = readFile(std::filesystem::path(bundle) / "map.xml");
  const auto r = runCli("grid " + bundle + " --cols 9");
  EXPECT_EQ(r.exitCode, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("bundle.hex.off-map"), std::string::npos) << r.err;
  EXPECT_EQ(readFile(std::filesystem::path(bundle) / "map.xml"), before);
}

}  // namespace
}  // namespace hexwright::testing
