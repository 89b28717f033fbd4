#include "model/analysis/los_choices.h"

namespace hexwright::model {

LosPicks losChoicePicks(const LosRules& rules, const std::map<std::string, std::string>& answers) {
  LosPicks out;
  out.combinations = {{}};
  for (const auto& choice : rules.choices) {
    std::string chosen = choice.defaultOption;
    if (auto it = answers.find(choice.id); it != answers.end()) chosen = it->second;
    std::vector<const LosOption*> options;
    if (const auto* picked = choice.findOption(chosen))
      options.push_back(picked);
    else
      for (const auto& o : choice.options) options.push_back(&o);
    if (options.size() > 1) out.undecided.push_back(choice.id);
    std::vector<std::vector<const LosOption*>> next;
    for (const auto& combination : out.combinations)
      for (const auto* o : options) {
        next.push_back(combination);
        next.back().push_back(o);
      }
    out.combinations = std::move(next);
  }
  return out;
}

}  // namespace hexwright::model
