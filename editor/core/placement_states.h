#pragma once
// The setup states (line, column, limbered…) the schema allows a unit, read from the same
// <check rule="setup.state.invalid"> elements the validator enforces, so the property
// grid offers exactly what validation accepts. A state the schema gives the unit only
// under an optional rule the scenario has off is listed as unavailable, with the rule.
#include <string>
#include <vector>

#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::editor {

struct StateOption {
  std::string id;
  std::string why;  // empty: allowed; else why not, citing the rule ("needs the optional rule …")
};

struct UnitStates {
  std::vector<StateOption> options;  // allowed ones first, in schema order
  bool required = false;             // a check in force refuses an empty state
  /// What the schema says for this unit: "line, column (Bloody April 6.0)", or that it
  /// states no setup states for it.
  std::string summary;
};

UnitStates placementStates(const model::Scenario& scenario, const model::Ruleset& ruleset, const model::Unit& unit);

}  // namespace hexwright::editor
