#pragma once
// What every check sees: the scenario, the ruleset, lookups built once (so a 40,000-hex,
// 5,000-unit scenario validates in milliseconds), the setup indexed by hex, labels for
// locations, and report(), which applies severity resolution (check default -> ruleset
// <check> -> scenario override; model/validate/README.md).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/core/polygon.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::model {

class CheckRegistry;

/// A unit placed at setup: on a map hex, or at a tabletop position.
struct PlacedUnit {
  const Unit* unit = nullptr;
  const UnitType* type = nullptr;  // nullptr when the ruleset does not define the unit's type
  const Placement* placement = nullptr;
  std::optional<HexCoord> hex;  // set only when the hex is on the map
};

/// A diagnostic's text and place, built only when the per-rule limit keeps it.
struct Finding {
  Finding(std::string m, Location w, std::vector<std::string> r = {})
      : message(std::move(m)), where(std::move(w)), related(std::move(r)) {}
  std::string message;
  Location where;
  std::vector<std::string> related;
};

/// Diagnostics of one rule the per-rule limit dropped before they were built.
struct DroppedTally {
  std::string rule;
  std::size_t count = 0, errors = 0, warnings = 0;
  Severity worst = Severity::Info;
};

class ValidationContext {
 public:
  /// maxPerRule: diagnostics kept per rule (0: all); past it, report() only counts.
  ValidationContext(const Scenario& scenario, const Ruleset& ruleset, const CheckRegistry& registry,
                    std::size_t maxPerRule = 0);

  const Scenario& scenario() const { return m_scenario; }
  const Ruleset& ruleset() const { return m_ruleset; }
  const CheckRegistry& registry() const { return m_registry; }
  const Map& map() const { return m_scenario.map; }
  bool isTable() const { return m_scenario.map.kind == GridKind::Table; }

  // Schema lookups: nullptr when the ruleset does not define the id.
  const TerrainType* terrain(std::string_view id) const { return find(m_terrain, id); }
  const HexsideType* hexsideType(std::string_view id) const { return find(m_hexsides, id); }
  const RouteType* routeType(std::string_view id) const { return find(m_routes, id); }
  const HexFeatureType* featureType(std::string_view id) const { return find(m_features, id); }
  const UnitType* unitType(std::string_view id) const { return find(m_unitTypes, id); }
  const OobLevel* level(std::string_view id) const { return find(m_levels, id); }

  // Scenario lookups: the first object with the id, nullptr when there is none.
  const Unit* unit(std::string_view id) const { return find(m_units, id); }
  const Formation* formation(std::string_view id) const { return find(m_formations, id); }
  const NamedArea* area(std::string_view id) const { return find(m_areas, id); }
  /// A side of the scenario (or of the ruleset when the scenario lists none).
  bool sideKnown(std::string_view side) const;

  bool isLeader(const Unit& u) const;
  /// The unit's formation or its nearest ancestor at `level`; nullptr when none.
  const Formation* ancestorAt(const Unit& u, std::string_view level) const;
  /// True when `formation` is the unit's formation or one of its ancestors.
  bool isUnder(const Unit& u, std::string_view formation) const;
  /// The formation the leader commands (Formation::commander), else nullptr.
  const Formation* commandedBy(const Unit& leader) const { return find(m_commanded, leader.id.value); }

  /// True when the area holds hex h (hex maps) .
  bool areaContains(const NamedArea& area, HexCoord h) const;
  /// True when the placed unit is in the area: its placement names the area, its hex is
  /// one of the area's hexes, or its tabletop position lies inside the area's polygon.
  bool inArea(const NamedArea& area, const PlacedUnit& p) const;

  /// A hex no unit may enter: it has a feature of category Impassable, or its terrain
  /// prohibits every mobility class of the ruleset.
  bool impassable(HexCoord h) const;
  /// Impassable, or the terrain prohibits the unit type's mobility class and no crossing
  /// lifts the prohibition (crossingLifts).
  bool prohibitedFor(HexCoord h, const UnitType* type) const;
  /// A ford or bridge feature in the hex, or a route through it whose type states a
  /// movement cost other than "prohibited" for the mobility class: the stated exception
  /// that lets a unit stand where the terrain alone prohibits it (a ford across a river,
  /// a road through a swamp).
  bool crossingLifts(HexCoord h, const TypeId& mobility) const;

  /// The routes through h (each once); empty when none.
  const std::vector<const Route*>& routesAt(HexCoord h) const;

  /// Units placed at setup, one entry per known unit (its first placement), setup order.
  const std::vector<PlacedUnit>& placed() const { return m_placed; }
  const PlacedUnit* placementOf(std::string_view unit) const;
  /// Placed units grouped by map hex, as indices into placed(), hexes in setup order.
  const std::vector<std::pair<HexCoord, std::vector<std::size_t>>>& stacks() const { return m_stacks; }

  /// The printed label of h under the map's numbering ("1809").
  std::string label(HexCoord h) const;
  /// A printed label under the map's numbering; nullopt when it is not one.
  std::optional<HexCoord> parseHex(std::string_view label) const;
  Location atHex(HexCoord h) const;
  Location atHexside(HexsideKey k) const;
  Location atUnit(const Unit& u) const;  // with the unit's setup hex when it has one
  Location atUnit(std::string_view unitId, std::optional<HexCoord> hex) const;
  Location atFormation(std::string_view id) const;
  /// "1705/NE": the printed label of the owning hex and the side's direction letter.
  std::string hexsideLabel(HexsideKey k) const;
  /// What messages call a unit or formation: its name, else its printed designation or
  /// code, else its id (locations keep the id for waivers and JSON).
  std::string unitName(const Unit& u) const;
  std::string unitName(std::string_view id) const;
  std::string formationName(const Formation& f) const;

  /// The severity `rule` resolves to: the scenario's override, else the config's own
  /// severity (without a config: the ruleset's first <check> for the rule), else the
  /// check's default. Severity::Ignore means the rule is not reported.
  Severity severity(const std::string& rule, const CheckConfig* config = nullptr) const;
  bool enabled(const std::string& rule) const { return severity(rule) != Severity::Ignore; }
  /// The <check> elements for `rule` that do not resolve to Ignore and whose optional-rule
  /// switches (when-optional, unless-optional) the scenario meets.
  std::vector<const CheckConfig*> configs(const std::string& rule) const;
  /// The checks in force: the ruleset's, with the scenario's overrides applied, then the
  /// scenario's own.
  const std::vector<CheckConfig>& checks() const { return m_checks; }
  /// The first check in force for `rule`, nullptr when none.
  const CheckConfig* findCheck(std::string_view rule) const;
  /// True when the scenario's optional rules satisfy the check's when-optional /
  /// unless-optional parameters.
  bool optionalRulesAllow(const CheckConfig& c) const;

  /// Adds a diagnostic with the resolved severity; nothing when that is Ignore. The
  /// message cites its rule: the config's rulebook reference ("… (rule 8.1A)"), for an
  /// always-on rule the ref of a <check> naming it, else what the rule rests on
  /// ("… (bundle format, map.xml <routes>)", rule_basis.h).
  void report(Diagnostics& out, const std::string& rule, std::string message, Location where,
              const CheckConfig* config = nullptr, std::vector<std::string> related = {}) const;
  /// As above, with the message and location built by make() (returning a Finding) only
  /// when the diagnostic is kept: past the per-rule limit a diagnostic of a rule no waiver
  /// names is only counted (dropped()), so a scenario with thousands of the same mistake
  /// costs a counter increment per mistake, not a formatted string.
  template <class Make>
  void report(Diagnostics& out, std::string_view rule, const CheckConfig* config, Make&& make) const {
    if (const auto s = admit(rule, config)) emit(out, *s, std::string(rule), make(), config);
  }
  /// What the per-rule limit dropped in report(), in order of first drop.
  const std::vector<DroppedTally>& dropped() const { return m_dropped; }

 private:
  template <class T>
  using Index = std::unordered_map<std::string_view, const T*>;
  template <class T>
  static const T* find(const Index<T>& index, std::string_view id) {
    auto it = index.find(id);
    return it == index.end() ? nullptr : it->second;
  }

  const Scenario& m_scenario;
  const Ruleset& m_ruleset;
  const CheckRegistry& m_registry;
  std::vector<CheckConfig> m_checks;
  std::unordered_map<std::string_view, std::vector<std::size_t>> m_checksByRule;
  Index<TerrainType> m_terrain;
  Index<HexsideType> m_hexsides;
  Index<RouteType> m_routes;
  Index<HexFeatureType> m_features;
  Index<UnitType> m_unitTypes;
  Index<OobLevel> m_levels;
  Index<Unit> m_units;
  Index<Formation> m_formations;
  Index<Formation> m_commanded;  // by commander unit id
  Index<NamedArea> m_areas;
  std::vector<PlacedUnit> m_placed;
  std::unordered_map<std::string_view, std::size_t> m_placedIndex;
  std::vector<std::pair<HexCoord, std::vector<std::size_t>>> m_stacks;
  std::unordered_map<std::string, Severity> m_scenarioOverrides;
  // Severity of a rule reported without a check config: the ruleset's checks are a list,
  // and a large scenario reports the same few rules thousands of times.
  mutable std::unordered_map<std::string, Severity> m_severityCache;
  /// What a message of `rule` cites when its config gives no rulebook reference.
  std::string citation(const std::string& rule, const CheckConfig* config) const;
  /// The severity to report `rule` with, or nullopt when it resolves to Ignore or the
  /// limit drops it (then counted in m_dropped).
  std::optional<Severity> admit(std::string_view rule, const CheckConfig* config) const;
  void emit(Diagnostics& out, Severity s, const std::string& rule, Finding f, const CheckConfig* config) const;
  std::size_t m_maxPerRule = 0;
  std::unordered_set<std::string> m_waivedRules;  // the limit is applied after waivers for these
  /// What admit() needs per rule, resolved on the rule's first report: a large scenario
  /// reports the same few rules thousands of times, and most past the limit.
  struct RuleState {
    std::optional<Severity> overridden;  // the scenario's severity override
    Severity unconfigured = Severity::Error;
    bool waived = false;
    std::size_t reported = 0;
    std::size_t dropped = SIZE_MAX;  // index into m_dropped
  };
  struct TextHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
  };
  mutable std::unordered_map<std::string, RuleState, TextHash, std::equal_to<>> m_rules;
  mutable std::vector<DroppedTally> m_dropped;
  mutable std::unordered_map<std::string, std::string> m_citationCache;
  std::unordered_map<std::string_view, bool> m_areaSorted;
  std::unordered_map<HexCoord, std::vector<const Route*>> m_routesAt;
};

/// "1..8", "at least 3", "at most 6" (numbers in their shortest form).
std::string rangeText(std::optional<double> min, std::optional<double> max);

// ---------------------------------------------------------------------------------------
// <check> parameters shared by several checks

/// A list parameter: items separated by ',', '|' or spaces. Empty when absent or "unknown".
std::vector<std::string> listParam(const CheckConfig& c, const std::string& name);
/// "true"/"yes"/"1" or "false"/"no"/"0"; `fallback` when absent or anything else.
bool flagParam(const CheckConfig& c, const std::string& name, bool fallback);
bool listed(const std::vector<std::string>& list, std::string_view value);
/// A list parameter whose items may hold spaces ("REBEL YELL|BUCK & BALL"): items
/// separated by '|' only, trimmed. Empty when absent or "unknown".
std::vector<std::string> textListParam(const CheckConfig& c, const std::string& name);
/// Case-insensitive (ASCII) substring test; rulebook names and printed traits differ in case.
bool containsText(std::string_view text, std::string_view part);
/// Case-insensitive (ASCII) equality.
bool equalsText(std::string_view a, std::string_view b);

/// Which units a rule applies to, from the parameters every unit rule shares:
/// side="union", types="infantry,cavalry", exclude-types="leader", units="u-1 u-2",
/// formations="f-7 f-8" (the unit or an ancestor), exclude-formations="f-9",
/// leaders="include|exclude|only",
/// when-state="column" (the setup state),
/// name="Beauregard" (the unit's name or designation contains it, any case; '|' separates
/// alternatives) — for a counter the rulebook names but the schema gives no type of its own.
struct UnitFilter {
  std::vector<std::string> sides;
  std::vector<std::string> types;
  std::vector<std::string> excludeTypes;
  std::vector<std::string> units;
  std::vector<std::string> formations;
  std::vector<std::string> excludeFormations;
  std::vector<std::string> states;
  std::vector<std::string> names;
  std::vector<std::string> withAttributes;         // each set and not false, 0 or empty
  std::vector<std::string> withoutAttributes;      // none of these set (or false, 0, empty)
  std::vector<std::string> designations;           // the unit's printed designation, any case
  std::vector<std::string> formationDesignations;  // a printed code of its formation or an ancestor
  enum class Leaders { Include, Exclude, Only } leaders = Leaders::Include;

  static UnitFilter fromConfig(const CheckConfig& c, Leaders defaultLeaders = Leaders::Include);
  bool matches(const ValidationContext& ctx, const Unit& u, const Placement* p = nullptr) const;
  /// " (union infantry)" style description for messages; empty when unfiltered.
  std::string describe() const;
};

}  // namespace hexwright::model
