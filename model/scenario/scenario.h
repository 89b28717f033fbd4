#pragma once
// A battle: ruleset, sides, turns, map, orders of battle, setup, reinforcements,
// victory conditions, optional rules, who moves and deploys first, and the designer's notes.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/map/map.h"
#include "model/oob/order_of_battle.h"
#include "model/ruleset/check_config.h"
#include "model/ruleset/values.h"

namespace hexwright::model {

struct TurnInfo {
  int number = 0;
  std::string label;  // "6 April, Early Morning"
  bool night = false;
  friend bool operator==(const TurnInfo&, const TurnInfo&) = default;
};

struct TurnRecord {
  int firstTurn = 1;
  int lastTurn = 1;
  std::vector<TurnInfo> turns;  // optional per-turn labels and day/night
  friend bool operator==(const TurnRecord&, const TurnRecord&) = default;
};

/// Where a unit starts: a hex (with facing), an area, or a tabletop position.
struct Placement {
  UnitId unit;
  std::optional<HexCoord> hex;
  std::optional<AreaId> area;
  std::optional<Vec2> position;         // tabletop, inches
  std::optional<int> facing;            // hex direction 0..5
  std::optional<double> facingDegrees;  // tabletop, clockwise from the top of the table
  std::string state;                    // "encamped", "column", "line", … as the ruleset names them
  friend bool operator==(const Placement&, const Placement&) = default;
};

struct Reinforcement {
  ReinforcementId id;
  int turn = 0;
  std::optional<HexCoord> entryHex;
  std::optional<AreaId> entryArea;
  std::vector<UnitId> units;
  std::string condition;  // free text, e.g. "on a die roll of 0-4"
  friend bool operator==(const Reinforcement&, const Reinforcement&) = default;
};

/// kind: "hex" (hex worth points), "exit" (units leaving by an area), "losses"
/// (loss threshold), "text" (anything else, stated in words).
struct VictoryCondition {
  VictoryId id;
  TypeId kind;
  std::optional<HexCoord> hex;
  std::optional<AreaId> area;
  std::optional<SideId> side;
  std::optional<double> points;
  std::string description;
  friend bool operator==(const VictoryCondition&, const VictoryCondition&) = default;
};

/// A diagnostic the designer accepts, with the reason kept next to it.
struct Waiver {
  std::string rule;      // "setup.stacking.exceeded"
  std::string location;  // as the diagnostic prints it; empty waives every location
  std::string comment;
  friend bool operator==(const Waiver&, const Waiver&) = default;
};

struct SeverityOverride {
  std::string rule;
  std::string severity;  // "error", "warning", "info", "ignore"
  friend bool operator==(const SeverityOverride&, const SeverityOverride&) = default;
};

/// A movement cost the rulebook leaves to a chart it does not reproduce, filled in by the
/// designer (the terrain effects table of this battle). Costs the ruleset states win.
struct DesignerMovementCost {
  enum class On { Terrain, Hexside, Route };
  On on = On::Terrain;
  TypeId type;
  TypeId mobility;  // a MobilityClass id
  MovementCost cost;
  std::string note;
  friend bool operator==(const DesignerMovementCost&, const DesignerMovementCost&) = default;
};
const char* designerCostOnName(DesignerMovementCost::On on);  // "terrain", "hexside", "route"

struct Scenario {
  std::string rulesetId;
  std::string rulesetVersion;
  std::string title;
  std::string date;  // ISO date of the battle
  std::vector<Side> sides;
  TurnRecord turns;
  Map map;
  OrderOfBattle oob;
  std::vector<Placement> setup;
  std::vector<Reinforcement> reinforcements;
  std::vector<VictoryCondition> victory;
  std::vector<std::string> optionalRules;
  /// The side active on the first turn and the order in which the sides deploy, where a
  /// rulebook has each scenario state them (Dress on the Colors SCEN-10-3.1). Unset and
  /// empty: the scenario does not say.
  std::optional<SideId> firstActiveSide;
  std::vector<SideId> deploymentOrder;  // the side that deploys first comes first
  std::string notes;
  std::vector<Waiver> waivers;
  std::vector<SeverityOverride> severityOverrides;
  /// Checks of this battle (scenario.xml <checks>): added to the ruleset's, or, with
  /// `overrides`, changing the parameters and severity of the ruleset's own.
  std::vector<CheckConfig> checks;
  /// The designer's answers to the ruleset's line-of-sight choices (choice id -> option id).
  std::map<std::string, std::string> losChoices;
  std::vector<DesignerMovementCost> movementCosts;

  /// The designer's cost, when there is one.
  const DesignerMovementCost* movementCost(DesignerMovementCost::On on, const TypeId& type,
                                           const TypeId& mobility) const;
  const Placement* placementOf(const UnitId& unit) const;
  friend bool operator==(const Scenario&, const Scenario&) = default;
};

}  // namespace hexwright::model
