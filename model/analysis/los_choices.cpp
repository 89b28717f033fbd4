#include "model/analysis/los_choices.h"

#include <algorithm>

namespace hexwright::model {

namespace {

// An option's terms as they can act here: unit terms only when units count, exceptions
// only for conditions in force (or none).
std::vector<LosBlock> activeTerms(const LosOption& o, const std::vector<std::string>& conditions, bool unitsCount) {
  std::vector<LosBlock> out;
  for (const auto& b : o.blocks) {
    if (b.on == LosBlock::On::Unit && !unitsCount) continue;
    LosBlock active = b;
    std::erase_if(active.exceptions, [&](const LosException& x) {
      return !x.condition.empty() && std::find(conditions.begin(), conditions.end(), x.condition) == conditions.end();
    });
    out.push_back(std::move(active));
  }
  return out;
}

}  // namespace

std::map<std::string, std::string> settleInertChoices(const LosRules& rules, std::map<std::string, std::string> answers,
                                                      const std::vector<std::string>& conditions, bool unitsCount) {
  for (const auto& c : rules.choices) {
    if (answers.count(c.id) || !c.defaultOption.empty() || c.options.size() < 2) continue;
    const auto first = activeTerms(c.options.front(), conditions, unitsCount);
    const bool inert = std::all_of(c.options.begin() + 1, c.options.end(), [&](const LosOption& o) {
      return o.along == c.options.front().along && activeTerms(o, conditions, unitsCount) == first;
    });
    if (inert) answers[c.id] = c.options.front().id;
  }
  return answers;
}

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
