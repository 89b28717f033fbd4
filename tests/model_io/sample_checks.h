#pragma once
// The scenario-level <checks> of each ruleset's sample battle (scenarios/<id>.hexw): what
// its rulebook states about that one battle (named hexes, set-up areas, schedules). Tests
// that build scenarios of that battle in code add them, as the sample does.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "model/io/bundle.h"

namespace hexwright::testing {

inline const std::vector<model::CheckConfig>& sampleChecks(const std::string& rulesetId) {
  static std::map<std::string, std::vector<model::CheckConfig>> cache;
  auto it = cache.find(rulesetId);
  if (it != cache.end()) return it->second;
  std::vector<model::CheckConfig> checks;
  const auto bundle = std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / (rulesetId + ".hexw");
  if (std::filesystem::exists(bundle)) {
    model::Diagnostics d;
    auto s = io::loadBundle(bundle, d);
    EXPECT_TRUE(s.has_value()) << bundle;
    if (s) checks = s->checks;
  }
  return cache.emplace(rulesetId, std::move(checks)).first->second;
}

}  // namespace hexwright::testing
