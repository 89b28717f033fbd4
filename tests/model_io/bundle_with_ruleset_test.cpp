// loadBundleWithRuleset: the bundle and its ruleset, or, for callers that can go on
// without the schema, the bundle alone with the reasons as warnings.
#include "model/io/bundle_with_ruleset.h"

#include <gtest/gtest.h>

#include "model/io/bundle.h"
#include "sample_scenario.h"
#include "support/temp_dir.h"

using namespace hexwright;
using hexwright::testing::TempDir;

namespace {

TEST(BundleWithRuleset, LoadsTheRulesetTheScenarioNames) {
  TempDir tmp;
  model::Diagnostics d;
  ASSERT_TRUE(io::saveBundle(samples::sampleHexScenario(), tmp / "ba.hexw", d));
  const auto loaded = io::loadBundleWithRuleset(tmp / "ba.hexw", d);
  ASSERT_TRUE(loaded);
  ASSERT_TRUE(loaded->ruleset);
  EXPECT_EQ(loaded->ruleset->id, "bloody-april");
  EXPECT_EQ(loaded->rulesetOrNull(), &*loaded->ruleset);
  const auto other = io::loadBundleWithRuleset(tmp / "ba.hexw", d, std::nullopt, "huzzah");
  ASSERT_TRUE(other);
  EXPECT_EQ(other->ruleset->id, "huzzah");
  EXPECT_EQ(other->scenario.rulesetId, "bloody-april");
}

TEST(BundleWithRuleset, AnUnknownRulesetFailsUnlessTheCallerCanGoOn) {
  TempDir tmp;
  model::Scenario s = samples::sampleHexScenario();
  s.rulesetId = "chess";
  model::Diagnostics saved;
  ASSERT_TRUE(io::saveBundle(s, tmp / "chess.hexw", saved));

  model::Diagnostics strict;
  std::string tried;
  EXPECT_FALSE(io::loadBundleWithRuleset(tmp / "chess.hexw", strict, std::nullopt, {}, &tried));
  EXPECT_TRUE(strict.hasErrors());
  EXPECT_EQ(tried, "chess");  // a failure can still be reported against the ruleset asked for

  model::Diagnostics lenient;
  const auto loaded =
      io::loadBundleWithRuleset(tmp / "chess.hexw", lenient, io::WithoutRuleset{"test.ruleset.missing", "going on"});
  ASSERT_TRUE(loaded);
  EXPECT_FALSE(loaded->ruleset);
  EXPECT_EQ(loaded->rulesetOrNull(), nullptr);
  EXPECT_FALSE(lenient.hasErrors());
  ASSERT_TRUE(lenient.hasRule("test.ruleset.missing"));
  for (const auto& d : lenient.items()) {
    if (d.rule != "test.ruleset.missing") continue;
    EXPECT_EQ(d.severity, model::Severity::Warning);
    EXPECT_NE(d.message.find("'chess'"), std::string::npos) << d.message;
    EXPECT_NE(d.message.find("going on"), std::string::npos) << d.message;
  }
}

TEST(BundleWithRuleset, AnUnreadableBundleFailsEitherWay) {
  TempDir tmp;
  model::Diagnostics d;
  std::string tried = "untouched";
  EXPECT_FALSE(io::loadBundleWithRuleset(tmp / "missing.hexw", d, io::WithoutRuleset{"x", "y"}, {}, &tried));
  EXPECT_TRUE(d.hasErrors());
  EXPECT_EQ(tried, "untouched");
}

}  // namespace
