#include "cli/los_choice_answers.h"

namespace hexwright::cli {

void addChoiceAnswers(const std::vector<std::string>& choose, const model::LosRules& rules,
                      model::LosSettings& settings, model::Diagnostics& d) {
  for (const auto& c : choose) {
    const auto eq = c.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == c.size()) {
      d.add(model::Severity::Error, "analysis.los.choice.syntax", "--choose '" + c + "': write CHOICE=OPTION");
      continue;
    }
    settings.choices[c.substr(0, eq)] = c.substr(eq + 1);
  }
  d.append(model::checkLosSettings(rules, settings));
}

}  // namespace hexwright::cli
