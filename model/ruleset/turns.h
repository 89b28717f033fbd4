#pragma once
// Turn structure and optional rules of a ruleset schema. Part of model/ruleset/ruleset.h.
#include <optional>
#include <string>
#include <vector>

#include "model/core/strong_id.h"
#include "model/ruleset/values.h"

namespace hexwright::model {

enum class TurnKind { Day, Dawn, Dusk, Evening, Night };
const char* turnKindName(TurnKind k);  // "day", "dawn", "dusk", "evening", "night"
std::optional<TurnKind> parseTurnKind(const std::string& name);

/// One turn box of a day ("1" "Early Morning"; "0540").
struct TurnLabel {
  int index = 0;  // 1-based within the day
  std::string label;
  std::optional<TurnKind> kind;
  std::string rule;
  friend bool operator==(const TurnLabel&, const TurnLabel&) = default;
};

struct GameDay {
  int index = 0;      // 1-based
  std::string label;  // "April 6th"
  std::string date;   // ISO date when stated, "1862-04-06"
  friend bool operator==(const GameDay&, const GameDay&) = default;
};

struct TurnPhase {
  std::string id;  // "a", "movement"
  std::string name;
  SideId side;  // empty: both / mutual
  std::string rule;
  friend bool operator==(const TurnPhase&, const TurnPhase&) = default;
};

struct TurnStructure {
  std::optional<int> days;
  std::optional<int> turnsPerDay;
  std::optional<int> totalTurns;  // of the full game
  NumberRange scenarioTurns;      // typical scenario length (tabletop)
  NumberRange dayTurnMinutes;
  NumberRange nightTurnMinutes;
  std::vector<GameDay> calendar;
  std::vector<TurnLabel> turns;   // the turn boxes of one day
  std::vector<TurnPhase> phases;  // sequence of play
  SideId firstPlayer;             // empty: not stated
  std::string rule;
  std::string notes;
  friend bool operator==(const TurnStructure&, const TurnStructure&) = default;
};

struct OptionalRule {
  TypeId id;
  std::string name;
  std::string rule;  // rule number, "10.3"
  std::string notes;
  friend bool operator==(const OptionalRule&, const OptionalRule&) = default;
};

}  // namespace hexwright::model
