#include "model/io/bundle_with_ruleset.h"

#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::io {

std::optional<BundleWithRuleset> loadBundleWithRuleset(const std::filesystem::path& bundle,
                                                       model::Diagnostics& diagnostics,
                                                       const std::optional<WithoutRuleset>& fallback,
                                                       const std::string& rulesetId, std::string* rulesetTried,
                                                       LoadMode mode) {
  std::string stamp;
  auto scenario = loadBundle(bundle, diagnostics, &stamp, mode);
  if (!scenario) return std::nullopt;
  const std::string id = rulesetId.empty() ? scenario->rulesetId : rulesetId;
  if (rulesetTried) *rulesetTried = id;
  if (!fallback) {
    auto ruleset = loadRulesetById(id, diagnostics);
    if (!ruleset) return std::nullopt;
    return BundleWithRuleset{std::move(*scenario), std::move(ruleset), std::move(stamp)};
  }
  model::Diagnostics reasons;
  auto ruleset = loadRulesetById(id, reasons);
  if (!ruleset) {
    diagnostics.add(model::Severity::Warning, fallback->rule,
                    "ruleset '" + id + "' could not be loaded; " + fallback->consequence);
    // Keep the reasons, but as warnings: the caller goes on without the schema.
    for (auto d : reasons.items()) {
      if (d.severity == model::Severity::Error) d.severity = model::Severity::Warning;
      diagnostics.add(std::move(d));
    }
  }
  return BundleWithRuleset{std::move(*scenario), std::move(ruleset), std::move(stamp)};
}

}  // namespace hexwright::io
