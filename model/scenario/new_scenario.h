#pragma once
// A blank scenario laid out the way a ruleset says: its numbering, ground scale, sides,
// and every hex filled with the default terrain. Used by `hexwright new` and the editor.
#include <string>

#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::model {

struct NewScenarioOptions {
  int columns = 0;  // 0: the ruleset's default map size
  int rows = 0;
  double tableWidthInches = 0;  // tabletop rulesets; 0: the ruleset's default table
  double tableDepthInches = 0;
  std::string title;
};

Scenario newScenario(const Ruleset& ruleset, const NewScenarioOptions& options);

}  // namespace hexwright::model
