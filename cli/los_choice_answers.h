#pragma once
// `--choose CHOICE=OPTION`, shared by `analyze los` and `export map --overlay los:`, and
// how a verdict that depends on open choices tells the reader to answer them.
#include <string>
#include <vector>

#include "model/analysis/line_of_sight.h"
#include "model/core/diagnostic.h"

namespace hexwright::cli {

/// Adds each answer to `settings.choices` (over the scenario's own answers), then checks
/// every choice, option and condition against the ruleset; problems go to `d` as errors.
void addChoiceAnswers(const std::vector<std::string>& choose, const model::LosRules& rules,
                      model::LosSettings& settings, model::Diagnostics& d);

/// "thicket-near (Does Thicket within two hexes block?): --choose thicket-near=ignored|blocks"
/// for each choice a verdict depends on ("along": the rulebook's silence on lines along a
/// hexside), joined by "; ".
std::string undecidedText(const std::vector<std::string>& ids, const model::LosRules& rules);

}  // namespace hexwright::cli
