#pragma once
// The one way to load a scenario bundle together with the ruleset schema it names, for
// the command line, the importers, the exporters and the editor alike.
#include <filesystem>
#include <optional>
#include <string>

#include "model/core/diagnostic.h"
#include "model/io/bundle.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::io {

struct BundleWithRuleset {
  model::Scenario scenario;
  std::optional<model::Ruleset> ruleset;  // empty only when a fallback allowed it
  std::string stamp;                      // what the bundle was at load, for saveBundle's concurrent-save check
  const model::Ruleset* rulesetOrNull() const { return ruleset ? &*ruleset : nullptr; }
};

/// What a caller that can go on without the schema does: the warning's rule id and what
/// happens instead ("drawing with default presentation").
struct WithoutRuleset {
  std::string rule;
  std::string consequence;
};

/// Loads the bundle, then the ruleset `rulesetId` (empty: the one the scenario names).
/// nullopt with error diagnostics when the bundle cannot be read, or when the ruleset
/// cannot and there is no `fallback`; with one, the bundle comes back without a ruleset,
/// a warning `fallback->rule` says so and the reasons follow as warnings.
/// `rulesetTried`, when given, receives the id of the ruleset loaded or tried (empty when
/// the bundle itself could not be read), so a failure can still be reported against it.
/// `mode` is loadBundle's (ReportAll: `validate` lists load errors with what remains).
std::optional<BundleWithRuleset> loadBundleWithRuleset(const std::filesystem::path& bundle,
                                                       model::Diagnostics& diagnostics,
                                                       const std::optional<WithoutRuleset>& fallback = std::nullopt,
                                                       const std::string& rulesetId = {},
                                                       std::string* rulesetTried = nullptr,
                                                       LoadMode mode = LoadMode::Strict);

}  // namespace hexwright::io
