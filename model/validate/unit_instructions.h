#pragma once
// What the scenario's set-up and arrival instructions tell one unit, in words, and
// whether the unit keeps them. The instructions are the instruction checks in force (the
// ruleset's and the scenario's <check>s: where it starts, where and when it enters, what
// state it starts in, that it arrives later), each with its rule number, so the editor's
// properties and the validator read the same data.
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::model {

struct UnitInstruction {
  std::string rule;  // the check's rule id: "setup.area.required"
  std::string ref;   // the rulebook's rule number: "14.1 C"
  std::string text;  // "starts in area usa-1st-division"
  friend bool operator==(const UnitInstruction&, const UnitInstruction&) = default;
};

/// True for the rule ids that state a set-up or arrival instruction.
bool isInstructionRule(const std::string& rule);

/// Every instruction in force for `unit`, in the order the checks are declared.
std::vector<UnitInstruction> unitInstructions(const Scenario& scenario, const Ruleset& ruleset, const Unit& unit);

/// The instructions `unit` breaks where it is now (set up or scheduled): the validator's
/// findings of instruction rules at that unit.
std::vector<Diagnostic> brokenInstructions(const Scenario& scenario, const Ruleset& ruleset, const UnitId& unit);

}  // namespace hexwright::model
