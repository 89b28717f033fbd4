#pragma once
// Line of sight on a hex map, from the ruleset's <los> rules (model/ruleset/los_rules.h):
// can A see B, and if not, which hex or hexside blocks by which rule; the viewshed of a
// hex. The rules are data; nothing here knows a game (docs/analysis.md).
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/analysis/los_grid.h"
#include "model/analysis/los_trace.h"
#include "model/analysis/table_unit_footprints.h"
#include "model/core/diagnostic.h"
#include "model/hex/hexside_key.h"
#include "model/map/map.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::model {

/// What the designer has set for this analysis: circumstances in force ("evening") and
/// answers to the ruleset's choices (choice id -> option id).
struct LosSettings {
  LosSettings() = default;
  /// The common case: conditions in force and the designer's answers.
  LosSettings(std::vector<std::string> inForce, std::map<std::string, std::string> answers = {})
      : conditions(std::move(inForce)), choices(std::move(answers)) {}

  std::vector<std::string> conditions;
  std::map<std::string, std::string> choices;
  /// Count combat units between the ends, by the ruleset's unit terms (units="..."
  /// blocks); `unitsOnMap` says where they are (combatUnitsOnMap).
  bool units = false;
  std::vector<std::pair<HexCoord, SideId>> unitsOnMap;
  /// On a tabletop, the units with their positions, facings and states (combatUnitsOnTable).
  std::vector<TableUnit> unitsOnTable;
  /// Whose sight it is, for friendly and enemy terms; unset: the side of the units in the
  /// viewer's hex, when they are all one side's.
  std::optional<SideId> viewerSide;
  /// The viewer's facing vertex 0-5 (corner c lies between sides c and c+1), for rulesets
  /// whose sight leaves only through the front hexes.
  std::optional<int> facing;
};

/// Where the scenario's combat units stand (leaders and non-combat units never block).
std::vector<std::pair<HexCoord, SideId>> combatUnitsOnMap(const Ruleset& ruleset, const Scenario& scenario);

/// Problems with settings: an unknown condition, choice or option (rule "analysis.los.*").
Diagnostics checkLosSettings(const LosRules& rules, const LosSettings& settings);

enum class LosVerdict { Clear, Blocked, Unknown };
const char* losVerdictName(LosVerdict v);  // "clear", "blocked", "unknown"

struct LosBlocker {
  enum class Kind { Hex, Hexside, Range, Facing };
  Kind kind = Kind::Hex;
  HexCoord hex;     // Kind::Hex
  HexsideKey side;  // Kind::Hexside
  TypeId type;      // terrain or hexside type; empty when the ground itself blocks
  std::string rule;
  std::string reason;  // "Heavy Woods blocks sight through the hex"
};

/// Where a blocker is, in printed labels: "0505", "0505/0506" for a hexside, "" for a
/// range limit or a facing.
std::string losBlockerPlace(const LosBlocker& b, const OffsetConvention& conv);

struct LosResult {
  LosVerdict verdict = LosVerdict::Clear;
  std::optional<LosBlocker> blocker;  // Blocked
  std::string rule;                   // the rule that decided, when one did
  /// Unknown: the choices the verdict depends on ("along" when the rulebook does not
  /// say how a line along a hexside is decided).
  std::vector<std::string> undecided;
};

class LosEngine {
 public:
  LosEngine(const Ruleset& ruleset, const Map& map, LosSettings settings = {});
  ~LosEngine();
  LosEngine(const LosEngine&) = delete;
  LosEngine& operator=(const LosEngine&) = delete;

  /// Whether a unit in `from` sees `to`. Both must be on the map.
  LosResult check(HexCoord from, HexCoord to) const;

  struct Seen {
    HexCoord hex;
    LosVerdict verdict;
  };
  /// Every hex of the map within `range` of `from`, nearest first, with its verdict.
  std::vector<Seen> viewshed(HexCoord from, int range) const;
  /// The hexes `from` sees within `range` (Clear only), into `out` (cleared first).
  void visible(HexCoord from, int range, std::vector<HexCoord>& out) const;

  const Ruleset& ruleset() const { return m_ruleset; }

 private:
  struct Variant;
  struct CachedTrace;
  struct Decision;
  struct Viewer;
  const Ruleset& m_ruleset;
  const Map& m_map;
  LosGrid m_grid;
  std::vector<std::unique_ptr<Variant>> m_variants;
  std::vector<std::string> m_undecided;
  std::optional<int> m_maxRange;
  LosSettings m_settings;
  std::vector<SideId> m_sideIds;  // bit i of LosGrid::units is m_sideIds[i]
  std::string m_maxRangeRule;
  mutable std::vector<CachedTrace> m_cache;  // per offsetsWithin order, grown on demand
  mutable int m_cachedRange = 0;

  void buildVariants(const LosSettings& settings);
  std::optional<LosResult> decidedByDistance(HexCoord from, HexCoord to, int distance) const;
  bool facesToward(HexCoord from, HexCoord to) const;
  std::uint8_t viewerSides(HexCoord from) const;
  LosResult evaluate(HexCoord from, const CachedTrace& trace) const;
  LosVerdict verdict(HexCoord from, const CachedTrace& trace) const;
  Decision decide(HexCoord from, const CachedTrace& trace, bool& choicesMatter) const;
  Decision decide(const Variant& v, int base, const CachedTrace& trace, const Viewer& viewer, bool& touched) const;
  void ensureCache(int range) const;
};

}  // namespace hexwright::model
