#pragma once
// How far a unit can move: the hexes it reaches from its set-up hex in one or more turns,
// from the movement costs its ruleset states and, where the rulebook leaves a cost to a
// chart it does not reproduce, from the designer's table (Scenario::movementCosts).
// Costs nobody has given are never guessed: the hexes behind them are reported as
// "unknown" and the costs named, so the designer knows what to fill in.
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::model {

struct ReachedHex {
  HexCoord hex;
  int turn = 1;          // the turn it is reached in, from 1
  double points = 0;     // movement points spent in that turn (the allowance when it stopped there)
  bool stopped = false;  // movement ends there ("S", or the whole allowance)
};

/// A cost that was needed and nobody states: what, for which mobility class, and how
/// many steps needed it.
struct MissingCost {
  DesignerMovementCost::On on = DesignerMovementCost::On::Terrain;
  TypeId type;
  TypeId mobility;
  int steps = 0;
};

struct ReachResult {
  std::optional<HexCoord> start;
  double allowance = 0;
  std::string allowanceFrom;  // "unit type infantry (7.1C)", "unit attribute movement-override"
  TypeId mobility;
  std::vector<ReachedHex> reached;   // nearest first, start included
  std::vector<HexCoord> unknown;     // not reached, but one step past a cost nobody states
  std::vector<MissingCost> missing;  // the costs behind `unknown`, most needed first
  Diagnostics problems;              // why nothing could be computed (no set-up hex, no allowance)
};

/// `turns` >= 1. Terrain only: other units and zones of control are not considered.
ReachResult movementReach(const Ruleset& ruleset, const Scenario& scenario, const UnitId& unit, int turns = 1);

}  // namespace hexwright::model
