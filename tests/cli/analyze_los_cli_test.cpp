// `hexwright analyze los` as a designer runs it on a saved bundle: the verdict with the
// blocking hex and its rule, the viewshed of one or several hexes, conditions, choices,
// JSON, and clear errors for a hex that is not on the map or a choice that does not exist.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_cli.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::testing {
namespace {

using nlohmann::json;

class AnalyzeLosCli : public ::testing::Test {
 protected:
  void SetUp() override {
    model::Diagnostics d;
    const auto r = io::loadRulesetById("hell-before-night", d);
    ASSERT_TRUE(r);
    model::NewScenarioOptions o;
    o.columns = 12;
    o.rows = 12;
    o.title = "LOS";
    scenario = model::newScenario(*r, o);
    conv = scenario.map.grid().convention;
  }
  model::HexCoord at(const std::string& label) { return *model::parseLabel(label, conv); }
  std::string save() {
    model::Diagnostics d;
    EXPECT_TRUE(io::saveBundle(scenario, tmp / "b.hexw", d));
    return (tmp / "b.hexw").string();
  }
  TempDir tmp;
  model::Scenario scenario;
  model::OffsetConvention conv;
};

TEST_F(AnalyzeLosCli, NamesTheBlockingHexAndItsRule) {
  scenario.map.setTerrain(at("0505"), "heavy-woods");
  const auto bundle = save();
  const auto r = runCli("analyze los " + bundle + " --from 0503 --to 0507");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "0503 -> 0507: blocked: Heavy Woods blocks sight through the hex 0505 (Hell Before Night 11.3F)\n");
  const auto clear = runCli("analyze los " + bundle + " --from 0503 --to 0303");
  EXPECT_EQ(clear.out, "0503 -> 0303: clear\n");
}

TEST_F(AnalyzeLosCli, ConditionsAndChoicesChangeTheVerdict) {
  scenario.map.setTerrain(at("0504"), "morass");
  const auto bundle = save();
  EXPECT_EQ(runCli("analyze los " + bundle + " --from 0503 --to 0507").out, "0503 -> 0507: clear\n");
  EXPECT_NE(runCli("analyze los " + bundle + " --from 0503 --to 0507 --choose morass=rulebook").out.find("11.3F"),
            std::string::npos);
  const auto evening = runCli("analyze los " + bundle + " --from 0500 --to 0510 --condition evening");
  EXPECT_NE(evening.out.find("beyond the limit of 4 hexes"), std::string::npos) << evening.out;
  EXPECT_NE(evening.out.find("12.2D"), std::string::npos);
}

TEST_F(AnalyzeLosCli, AnOpenChoiceIsReportedUnknownWithHowToAnswerIt) {
  scenario.map.setTerrain(at("0504"), "thicket");
  const auto r = runCli("analyze los " + save() + " --from 0503 --to 0505");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_NE(r.out.find("unknown: depends on thicket-near"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("--choose thicket-near=ignored|blocks"), std::string::npos) << r.out;
}

TEST_F(AnalyzeLosCli, TheViewshedOfOneOrSeveralHexesInJson) {
  for (const char* hex : {"0504", "0404", "0604"}) scenario.map.setTerrain(at(hex), "heavy-woods");
  const auto bundle = save();
  const auto one = runCli("analyze los " + bundle + " --from 0505 --range 3 --format json");
  ASSERT_EQ(one.exitCode, 0) << one.err;
  const auto j = json::parse(one.out);
  const auto seen = j["seen"].get<std::vector<std::string>>();
  EXPECT_EQ(j["range"], 3);
  EXPECT_EQ(std::count(seen.begin(), seen.end(), "0506"), 1);
  EXPECT_EQ(std::count(seen.begin(), seen.end(), "0504"), 0);  // into heavy woods
  EXPECT_EQ(std::count(seen.begin(), seen.end(), "0502"), 0);  // through it
  const auto both =
      json::parse(runCli("analyze los " + bundle + " --from 0505 --from 0501 --range 3 --format json").out);
  const auto union_ = both["seen"].get<std::vector<std::string>>();
  EXPECT_EQ(std::count(union_.begin(), union_.end(), "0502"), 1);
  EXPECT_GT(union_.size(), seen.size());
}

// Huzzah!: a friendly unit next to the target blocks its own side's sight (14.2.7) but not
// the enemy's below it (14.2.8); sight leaves only through the front hexes (14.1.1).
TEST(AnalyzeLosCliHuzzah, UnitsAndFacingMakeSightOneWay) {
  model::Diagnostics d;
  const auto r = io::loadRulesetById("huzzah", d);
  ASSERT_TRUE(r);
  model::NewScenarioOptions o;
  o.columns = 8;
  o.rows = 8;
  auto s = model::newScenario(*r, o);
  const auto& conv = s.map.grid().convention;
  auto at = [&](const char* l) { return *model::parseLabel(l, conv); };
  auto place = [&](const char* id, const char* hex, const model::SideId& side) {
    s.oob.units.push_back(model::Unit{model::UnitId{id}, id, id, "infantry", side, {}, {}, {}, {}});
    s.setup.push_back(model::Placement{model::UnitId{id}, at(hex), {}, {}, {}, {}, {}});
  };
  for (const char* hex : {"0202", "0203", "0204", "0206"}) s.map.setElevation(at(hex), 2);
  s.map.setElevation(at("0205"), 1);
  place("a", "0202", s.sides[0].id);
  place("b", "0205", s.sides[0].id);
  place("c", "0206", s.sides[1].id);
  TempDir tmp;
  ASSERT_TRUE(io::saveBundle(s, tmp / "h.hexw", d));
  const std::string bundle = (tmp / "h.hexw").string();
  EXPECT_EQ(runCli("analyze los " + bundle + " --from 0202 --to 0206").out, "0202 -> 0206: clear\n");
  const auto mine = runCli("analyze los " + bundle + " --from 0202 --to 0206 --units on");
  EXPECT_EQ(mine.out, "0202 -> 0206: blocked: a friendly unit blocks sight through the hex 0205 (Huzzah! 14.2.7)\n")
      << mine.out << mine.err;
  EXPECT_EQ(runCli("analyze los " + bundle + " --from 0206 --to 0202 --units on").out, "0206 -> 0202: clear\n");
  // From an empty hex the sight is nobody's until --side says whose.
  EXPECT_EQ(runCli("analyze los " + bundle + " --from 0203 --to 0206 --units on").out, "0203 -> 0206: clear\n");
  const auto side = runCli("analyze los " + bundle + " --from 0203 --to 0206 --units on --side " + s.sides[0].id.str());
  EXPECT_NE(side.out.find("a friendly unit blocks sight through the hex 0205 (Huzzah! 14.2.7)"), std::string::npos)
      << side.out << side.err;
  const auto noSide = runCli("analyze los " + bundle + " --from 0203 --to 0206 --units on --side martians");
  EXPECT_EQ(noSide.exitCode, 2);
  EXPECT_NE(noSide.err.find("--side martians: the ruleset has no such side"), std::string::npos) << noSide.err;
  const auto back = runCli("analyze los " + bundle + " --from 0206 --to 0202 --facing 2 --format json");
  const auto j = nlohmann::json::parse(back.out);
  EXPECT_EQ(j["lines"][0]["blocker"]["kind"], "facing") << back.out;
}

TEST_F(AnalyzeLosCli, AHexOffTheMapOrAnUnknownChoiceIsAClearErrorAndNothingElse) {
  const auto bundle = save();
  const auto off = runCli("analyze los " + bundle + " --from 9999 --to 0101");
  EXPECT_EQ(off.exitCode, 2);
  EXPECT_EQ(off.out, "");
  EXPECT_NE(off.err.find("'9999' is no hex of this map (labels run 0100 to 1211)"), std::string::npos) << off.err;
  const auto choice = runCli("analyze los " + bundle + " --from 0101 --to 0303 --choose morass=maybe");
  EXPECT_EQ(choice.exitCode, 2);
  EXPECT_NE(choice.err.find("choice 'morass' has no option 'maybe'"), std::string::npos) << choice.err;
  const auto condition = runCli("analyze los " + bundle + " --from 0101 --to 0303 --condition dusk");
  EXPECT_NE(condition.err.find("no line-of-sight condition 'dusk'"), std::string::npos) << condition.err;
}

}  // namespace
}  // namespace hexwright::testing
