// A new battle for each of the five rulesets, made with `hexwright new` on the rulebook's
// map (or table) size, validates with no errors: the rules that name one battle's hexes,
// set-up areas and schedule live in that battle's scenario, not in the ruleset. Dress on
// the Colors SCEN-10-3.1 (the scenario states the first active side and the deployment
// order, which `new` cannot know) is asked for only once a unit is set up or arriving.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_cli.h"

namespace hexwright::testing {
namespace {

// The schemas state the printed sheets in inches but not their hex counts, so `new` is
// given the grid of each sample battle's map (the same published sheets); the tabletop
// game uses its default table (RULE-00-2.4).
constexpr const char* kSizeHbn = "--cols 47 --rows 27";
constexpr const char* kSizeBa = "--cols 76 --rows 54";
constexpr const char* kSizeUs = "--cols 27 --rows 25";
constexpr const char* kSizeHz = "--cols 13 --rows 4";
constexpr const char* kSizeDotc = "";

struct Case {
  const char* ruleset;
  const char* size;  // only where the rulebook states no map size
};

class CliNewBattle : public ::testing::TestWithParam<Case> {};

TEST_P(CliNewBattle, ValidatesWithOnlyItsOwnProblems) {
  TempDir tmp;
  const std::string bundle = (tmp / "x.hexw").string();
  const Case c = GetParam();
  const CliResult made = runCli("new " + bundle + " --ruleset " + c.ruleset + " " + c.size);
  ASSERT_EQ(made.exitCode, 0) << made.err;
  const CliResult v = runCli("validate " + bundle + " --format json");
  EXPECT_EQ(v.exitCode, 0) << v.out << v.err;
  const auto j = nlohmann::json::parse(v.out);
  for (const auto& d : j["diagnostics"]) {
    EXPECT_NE(d["severity"], "error") << d.dump();
    const std::string rule = d["rule"];
    // Nothing about hexes, areas or entries of the published battle's map.
    EXPECT_NE(rule.rfind("map.hex.", 0), 0u) << d.dump();
    EXPECT_NE(rule, "reinforcement.entry.hex") << d.dump();
    EXPECT_NE(rule, "map.area.required") << d.dump();
    EXPECT_NE(rule, "scenario.sequence.missing") << d.dump();
  }
}

INSTANTIATE_TEST_SUITE_P(FiveRulesets, CliNewBattle,
                         ::testing::Values(Case{"hell-before-night", kSizeHbn}, Case{"bloody-april", kSizeBa},
                                           Case{"unconditional-surrender", kSizeUs}, Case{"huzzah", kSizeHz},
                                           Case{"dress-on-the-colors", kSizeDotc}),
                         [](const auto& test) {
                           std::string n = test.param.ruleset;
                           for (char& ch : n)
                             if (ch == '-') ch = '_';
                           return n;
                         });

}  // namespace
}  // namespace hexwright::testing
