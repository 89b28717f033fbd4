// `hexwright rulesets` and `hexwright schema ID`.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "cli/run_cli.h"

namespace hexwright::testing {
namespace {

using nlohmann::json;

const std::set<std::string> kFive = {"bloody-april", "dress-on-the-colors", "hell-before-night", "huzzah",
                                     "unconditional-surrender"};

TEST(CliRulesets, ListsAllFive) {
  const auto r = runCli("rulesets");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  for (const auto& id : kFive) EXPECT_NE(r.out.find(id), std::string::npos) << id << "\n" << r.out;
  EXPECT_NE(r.out.find("Hell Before Night"), std::string::npos) << r.out;
}

TEST(CliRulesets, JsonGivesIdsNamesAndGrids) {
  const auto r = runCli("rulesets --format json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const json j = json::parse(r.out);
  std::set<std::string> ids;
  for (const auto& item : j["rulesets"]) {
    ids.insert(item["id"].get<std::string>());
    EXPECT_FALSE(item.contains("error")) << item.dump();
    EXPECT_FALSE(item["name"].get<std::string>().empty());
    if (item["id"] == "dress-on-the-colors") {
      EXPECT_EQ(item["grid"], "table");
    }
    if (item["id"] == "hell-before-night") {
      EXPECT_EQ(item["grid"], "hex");
      EXPECT_EQ(item["hex_yards"], 176);
    }
  }
  for (const auto& id : kFive) EXPECT_TRUE(ids.count(id)) << id;
}

TEST(CliSchema, TextShowsTerrainUnitsAndChecks) {
  const auto r = runCli("schema hell-before-night");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  for (const char* text : {"hell-before-night: Hell Before Night", "terrain (", "heavy-woods", "unit types (",
                           "infantry", "checks (", "setup.stacking.exceeded", "max-units=3", "[8.1A"})
    EXPECT_NE(r.out.find(text), std::string::npos) << text << "\n" << r.out;
}

TEST(CliSchema, JsonIsTheWholeSchema) {
  const auto r = runCli("schema huzzah --format json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["id"], "huzzah");
  EXPECT_EQ(j["grid"]["kind"], "hex");
  bool clear = false;
  for (const auto& t : j["terrain"]) clear = clear || t["id"] == "clear";
  EXPECT_TRUE(clear);
  ASSERT_TRUE(j["unit_types"].is_array());
  bool strength = false;
  for (const auto& u : j["unit_types"])
    if (u["id"] == "infantry")
      for (const auto& a : u["attributes"])
        if (a["name"] == "strength") {
          strength = true;
          EXPECT_EQ(a["min"], 0);
          EXPECT_EQ(a["max"], 3);
        }
  EXPECT_TRUE(strength) << r.out.substr(0, 2000);
  ASSERT_TRUE(j["checks"].is_array());
  EXPECT_FALSE(j["checks"].empty());
  EXPECT_TRUE(j["checks"][0].contains("params"));
}

TEST(CliSchema, EveryRulesetPrints) {
  for (const auto& id : kFive) {
    const auto r = runCli("schema " + id + " --format json");
    EXPECT_EQ(r.exitCode, 0) << id << r.err;
    EXPECT_EQ(json::parse(r.out)["id"], id);
  }
}

TEST(CliSchema, AnUnknownIdExitsTwoAndNamesTheKnownOnes) {
  const auto r = runCli("schema chess");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("chess"), std::string::npos);
  EXPECT_NE(r.err.find("huzzah"), std::string::npos) << r.err;
  EXPECT_EQ(runCli("schema").exitCode, 2);
}

}  // namespace
}  // namespace hexwright::testing
