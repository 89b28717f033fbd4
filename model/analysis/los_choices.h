#pragma once
// The combinations of line-of-sight options an analysis must weigh: one per way of
// answering the choices the designer left open. Both engines (hex and tabletop) judge a
// line under each; a verdict they all agree on stands, one they disagree on is Unknown.
#include <map>
#include <string>
#include <vector>

#include "model/ruleset/los_rules.h"

namespace hexwright::model {

struct LosPicks {
  /// One option per choice, in the ruleset's order, for every combination left open.
  std::vector<std::vector<const LosOption*>> combinations;
  /// The choices with more than one option left (neither answered nor defaulted).
  std::vector<std::string> undecided;
};

/// `answers`: choice id -> option id; a choice not answered takes its default, if any.
LosPicks losChoicePicks(const LosRules& rules, const std::map<std::string, std::string>& answers);

/// `answers` with every open choice whose options cannot judge a line differently here
/// settled on its first option: options that differ only in unit terms when units are not
/// counted, or only in exceptions for conditions not in force (Dress on the Colors'
/// overhead-fire clearances matter only to artillery fire with units counted). Each open
/// choice doubles the work of every line, so one that cannot matter is not weighed.
std::map<std::string, std::string> settleInertChoices(const LosRules& rules, std::map<std::string, std::string> answers,
                                                      const std::vector<std::string>& conditions, bool unitsCount);

}  // namespace hexwright::model
