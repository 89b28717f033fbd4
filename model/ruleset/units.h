#pragma once
// Unit types, OOB levels and sides of a ruleset schema. Part of model/ruleset/ruleset.h.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "model/core/strong_id.h"
#include "model/ruleset/counters.h"
#include "model/ruleset/values.h"

namespace hexwright::model {

/// NATO APP-6 frame content the painter draws.
enum class NatoSymbol { Infantry, Cavalry, Artillery, Leader, Headquarters, Supply, Naval, Engineer, Other };
const char* natoSymbolName(NatoSymbol s);  // "infantry", …
std::optional<NatoSymbol> parseNatoSymbol(const std::string& name);

struct UnitType {
  TypeId id;
  std::string name;
  std::string rule;
  NatoSymbol symbol = NatoSymbol::Other;
  TypeId mobility;  // MobilityClass id; empty: not stated
  bool isLeader = false;
  std::optional<bool> isCombat;             // nullopt: not stated
  std::vector<SideId> sides;                // sides that have it; empty: every side
  std::vector<TypeId> optionalRules;        // allowed only when all these optional rules are in force
  std::optional<double> movementAllowance;  // stated constant, when not printed per unit
  AttributeDefs attributes;
  TypeId counterLayout;         // CounterLayout id; empty: none declared
  NumberRange baseWidthInches;  // tabletop stands
  NumberRange baseDepthInches;
  StatedValues properties;
  std::string notes;
  friend bool operator==(const UnitType&, const UnitType&) = default;
};

/// One level of the formation tree (army, corps, division, brigade…), ordered from the
/// top. `parents` lists the level ids it may sit under; empty: a top level.
struct OobLevel {
  TypeId id;
  std::string name;
  std::vector<SideId> sides;  // empty: every side
  std::vector<TypeId> parents;
  std::optional<bool> leaderRequired;  // nullopt: not stated
  std::string rule;
  std::string notes;
  bool appliesTo(const SideId& side) const {
    return sides.empty() || std::find(sides.begin(), sides.end(), side) != sides.end();
  }
  friend bool operator==(const OobLevel&, const OobLevel&) = default;
};

struct RulesetSide {
  SideId id;
  std::string name;
  std::string color;                // counter background, "#rrggbb"; empty when not stated
  std::string textColor;            // counter text, "#rrggbb"
  std::string colorText;            // the rulebook's words ("light blue"), empty when not stated
  std::string noncombatColor;       // noncombat counters, when the rulebook distinguishes them
  std::string leaderColor;          // leader counters, when the rulebook distinguishes them
  std::vector<std::string> armies;  // army names the rulebook gives
  std::string rule;
  friend bool operator==(const RulesetSide&, const RulesetSide&) = default;
};

}  // namespace hexwright::model
