#include "cli/los_choice_answers.h"

#include "model/analysis/table_line_of_sight.h"

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

std::string undecidedText(const std::vector<std::string>& ids, const model::LosRules& rules) {
  std::string text;
  for (const auto& id : ids) {
    if (!text.empty()) text += "; ";
    if (id == "along") {
      text += "the line runs along a hexside and the rulebook does not say how that is decided";
      continue;
    }
    if (id == model::kStandDepth) {
      text += "the line passes a unit's stands within the range of base depths its type states";
      continue;
    }
    const auto* c = rules.findChoice(id);
    text += id + (c ? " (" + c->name + ")" : "") + ": --choose " + id + "=";
    if (c)
      for (std::size_t i = 0; i < c->options.size(); ++i) text += (i ? "|" : "") + c->options[i].id;
  }
  return text;
}

}  // namespace hexwright::cli
