#pragma once
// The committed sample scenarios (scenarios/*.hexw) for tests: where they are, loading
// one, and what validating a changed copy reports that the committed one does not.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/io/bundle.h"
#include "validate_schema_fixture.h"

namespace hexwright::validate_testing {

inline std::filesystem::path scenariosDir() { return std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "scenarios"; }

/// Every folder bundle in scenarios/, sorted, so a sample added later is covered too.
inline std::vector<std::filesystem::path> sampleBundles() {
  std::vector<std::filesystem::path> out;
  for (const auto& entry : std::filesystem::directory_iterator(scenariosDir()))
    if (entry.is_directory() && entry.path().extension() == ".hexw") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

inline Scenario loadSample(const std::string& name) {
  Diagnostics d;
  auto s = io::loadBundle(scenariosDir() / (name + ".hexw"), d);
  EXPECT_TRUE(s.has_value()) << dump(d);
  return s ? *s : Scenario{};
}

/// Unwaived errors and warnings, as (rule, message), so a changed copy can be compared
/// with the committed sample whatever warnings the sample already carries.
inline std::set<std::pair<std::string, std::string>> problems(const Diagnostics& d) {
  std::set<std::pair<std::string, std::string>> out;
  for (const auto& item : d.items())
    if (!item.waived && item.severity >= Severity::Warning) out.insert({item.rule, item.message});
  return out;
}

/// The rule ids of problems `changed` has and `original` does not.
inline std::set<std::string> newRules(const Scenario& original, const Scenario& changed, const Ruleset& r) {
  const auto before = problems(validate(original, r));
  std::set<std::string> out;
  for (const auto& p : problems(validate(changed, r)))
    if (!before.count(p)) out.insert(p.first);
  return out;
}

}  // namespace hexwright::validate_testing
