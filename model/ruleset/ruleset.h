#pragma once
// A game's schema as data (schemas/README.md): read from schemas/<id>/ruleset.xml by
// model/io (io::readRuleset). Values a rulebook does not state are left unknown
// (std::nullopt, an empty string or list, MovementCost::unknown(), 0 only where a member
// documents "0 unknown"); nothing here is ever a made-up number.
//
// Every element carries `rule`: the rulebook rule number(s) that state it ("2.3C",
// "RULE-03-4.1"), empty when the entry is editorial (presentation colours, ids).
//
// The types live in one header per topic; this umbrella header includes them all.
#include <string>
#include <vector>

#include "model/hex/offset_coord.h"
#include "model/ruleset/check_config.h"
#include "model/ruleset/counters.h"
#include "model/ruleset/los_rules.h"
#include "model/ruleset/map_types.h"
#include "model/ruleset/rosters.h"
#include "model/ruleset/turns.h"
#include "model/ruleset/units.h"
#include "model/ruleset/values.h"

namespace hexwright::model {

struct Ruleset {
  std::string id;
  std::string name;
  std::string version;
  std::string game;  // full title of the game
  std::string publisher;
  std::string sourceFile;  // where it was loaded from (diagnostics)

  GridKind gridKind = GridKind::Hex;
  OffsetConvention numbering;
  /// Numbering fields the rulebook does not state; `numbering` then holds a placeholder
  /// for them. Names: "orientation", "shove", "column-origin", "row-origin", "digits".
  std::vector<std::string> numberingUnknown;
  std::string numberingRule;
  std::string numberingNotes;
  bool sheetLettersInLabels = false;  // labels are "A2223": sheet letter + digits

  double hexYards = 0;        // ground scale across flats; 0 unknown
  double hexPrintInches = 0;  // printed hex across flats; 0 unknown
  NumberRange yardsPerInch;   // tabletop ground scale
  NumberRange counterInches;  // counter (or token) edge length
  std::string scaleRule;      // rule numbers for hexYards / yardsPerInch
  std::string scaleNotes;
  std::string printRule;  // rule numbers for the print sizes
  std::string printNotes;
  int defaultColumns = 0;  // the published map's size, when stated
  int defaultRows = 0;
  TableSize defaultTable;  // tabletop games
  std::vector<TablePreset> tables;
  std::vector<MapSheet> mapSheets;

  TurnStructure turns;
  std::vector<RulesetSide> sides;
  std::vector<MobilityClass> mobilityClasses;
  std::vector<TerrainType> terrain;
  TypeId defaultTerrain;
  std::string mixedHexRule;  // how mixed hexes resolve, as stated
  std::vector<HexsideType> hexsides;
  std::vector<RouteType> routes;
  std::vector<HexFeatureType> features;
  std::vector<AreaKind> areaKinds;
  Elevation elevation;
  LosRules los;  // <los>: line of sight as data; los.stated false when the schema has none
  std::vector<UnitType> unitTypes;
  std::vector<OobLevel> oobLevels;  // top level first
  std::vector<CounterLayout> counterLayouts;
  std::optional<RosterLayout> roster;  // <roster>; none: the generic brigade rosters
  std::vector<MarkerType> markers;
  std::vector<OptionalRule> optionalRules;
  std::vector<CheckConfig> checks;
  StatedValues constants;  // other stated facts: die, components, army morale range…

  const TerrainType* findTerrain(const TypeId& id) const;
  const RulesetSide* findSide(const SideId& id) const;
  const MobilityClass* findMobilityClass(const TypeId& id) const;
  const HexsideType* findHexside(const TypeId& id) const;
  const RouteType* findRoute(const TypeId& id) const;
  const HexFeatureType* findFeature(const TypeId& id) const;
  const AreaKind* findAreaKind(const TypeId& id) const;
  const UnitType* findUnitType(const TypeId& id) const;
  const OobLevel* findOobLevel(const TypeId& id) const;
  const CounterLayout* findCounterLayout(const TypeId& id) const;
  /// The layout declared by the unit type, else the first layout listing it.
  const CounterLayout* counterLayoutFor(const TypeId& unitType) const;
  const MarkerType* findMarker(const TypeId& id) const;
  const OptionalRule* findOptionalRule(const TypeId& id) const;
  const MapSheet* findMapSheet(const std::string& id) const;
  const StatedValue* findConstant(const std::string& name) const;
  /// The first check with that rule id; checksFor returns all of them (a rule may be
  /// configured several times, e.g. one stacking limit per terrain type).
  const CheckConfig* findCheck(const std::string& rule) const;
  std::vector<const CheckConfig*> checksFor(const std::string& rule) const;
  /// The OOB levels that apply to a side, top level first.
  std::vector<const OobLevel*> levelsFor(const SideId& side) const;
  std::vector<const HexFeatureType*> featuresIn(FeatureCategory c) const;
  bool numberingKnown(const std::string& field) const;  // false when listed in numberingUnknown
};

}  // namespace hexwright::model
