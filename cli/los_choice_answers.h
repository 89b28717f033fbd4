#pragma once
// `--choose CHOICE=OPTION`, shared by `analyze los` and `export map --overlay los:`.
#include <string>
#include <vector>

#include "model/analysis/line_of_sight.h"
#include "model/core/diagnostic.h"

namespace hexwright::cli {

/// Adds each answer to `settings.choices` (over the scenario's own answers), then checks
/// every choice, option and condition against the ruleset; problems go to `d` as errors.
void addChoiceAnswers(const std::vector<std::string>& choose, const model::LosRules& rules,
                      model::LosSettings& settings, model::Diagnostics& d);

}  // namespace hexwright::cli
