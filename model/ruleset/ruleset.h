#pragma once
// A game's schema as data (schemas/README.md): read from schemas/<id>/ruleset.xml by
// model/io (io::readRuleset). Values a rulebook does not state are left unknown
// (std::nullopt, an empty string or list, MovementCost::unknown(), 0 only where a member
// documents "0 unknown"); nothing here is ever a made-up number.
//
// Every element carries `rule`: the rulebook rule number(s) that state it ("2.3C",
// "RULE-03-4.1"), empty when the entry is editorial (presentation colours, ids).
#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/core/attributes.h"
#include "model/core/strong_id.h"
#include "model/hex/offset_coord.h"
#include "model/map/map.h"
#include "model/map/map_layers.h"
#include "model/validate/diagnostic.h"

namespace hexwright::model {

// ---------------------------------------------------------------------------------------
// Small value types

/// A closed range of which either end may be unknown. A single stated value has
/// min == max ("176 yards"); a stated range has both ("25-30 yards per inch").
struct NumberRange {
  std::optional<double> min;
  std::optional<double> max;

  static NumberRange exactly(double v) { return NumberRange{v, v}; }
  bool known() const { return min.has_value() || max.has_value(); }
  /// The value when min == max, else nullopt.
  std::optional<double> single() const;
  bool contains(double v) const;  // unknown ends do not restrict
  friend bool operator==(const NumberRange&, const NumberRange&) = default;
};

/// The cost for one mobility class to enter a hex, cross a hexside or follow a route.
/// Text forms (schema files): "unknown", "2", "+1" (additional to the hex entered),
/// "stop" (enter, then stop), "prohibited", "all" (the whole movement allowance).
struct MovementCost {
  enum class Kind { Unknown, Points, Stop, Prohibited, All };
  Kind kind = Kind::Unknown;
  double points = 0;        // Kind::Points only
  bool additional = false;  // Kind::Points only: "+1" adds to the cost of the hex entered

  static MovementCost unknown() { return {}; }
  static MovementCost cost(double mp, bool additional = false) { return {Kind::Points, mp, additional}; }
  static MovementCost stop() { return {Kind::Stop, 0, false}; }
  static MovementCost prohibited() { return {Kind::Prohibited, 0, false}; }
  static MovementCost all() { return {Kind::All, 0, false}; }

  bool known() const { return kind != Kind::Unknown; }
  std::string text() const;
  static std::optional<MovementCost> parse(const std::string& text);
  friend bool operator==(const MovementCost&, const MovementCost&) = default;
};

/// Which way across a directional hexside an entry applies: Toward the hex that
/// HexsideFeature::toward names (into a rifle pit, downhill), Away from it, or Any.
enum class MoveDirection { Any, Toward, Away };
const char* moveDirectionName(MoveDirection d);  // "any", "toward", "away"
std::optional<MoveDirection> parseMoveDirection(const std::string& name);

/// One movement cost entry: `mobility` is a MobilityClass id.
struct MovementEntry {
  TypeId mobility;
  MovementCost cost;
  std::string rule;
  std::string note;
  MoveDirection direction = MoveDirection::Any;  // directional hexsides only
  friend bool operator==(const MovementEntry&, const MovementEntry&) = default;
};

/// A fact the rulebook states as a constant ("stack-units" = 2 in woods, "die" = "d10").
/// `value` is nullopt when the rulebook names the quantity but does not give it.
struct StatedValue {
  std::string name;
  std::optional<AttributeValue> value;
  std::string rule;
  std::string note;
  friend bool operator==(const StatedValue&, const StatedValue&) = default;
};
using StatedValues = std::vector<StatedValue>;
const StatedValue* findStated(const StatedValues& values, const std::string& name);

/// Line style of hexside features and routes for the painter.
enum class LineStyle { Solid, Dashed, Dotted, Double, Hachured, Wavy };
const char* lineStyleName(LineStyle s);  // "solid", "dashed", "dotted", "double", "hachured", "wavy"
std::optional<LineStyle> parseLineStyle(const std::string& name);

/// How something is drawn. Colours are presentation, never game data.
struct PaintStyle {
  std::string color;    // "#rrggbb"; empty: painter default
  std::string pattern;  // optional fill pattern name ("trees", "marsh", "dots"…)
  std::string symbol;   // optional symbol name ("church", "star", "tent"…)
  std::optional<LineStyle> line;        // hexsides and routes
  std::optional<double> lineWidthMm;    // hexsides and routes
  friend bool operator==(const PaintStyle&, const PaintStyle&) = default;
};

// ---------------------------------------------------------------------------------------
// Attribute definitions and counters

/// Nine print positions on a counter face.
enum class CounterSlot { TopLeft, Top, TopRight, Left, Center, Right, BottomLeft, Bottom, BottomRight };
const char* counterSlotName(CounterSlot s);  // "top-left", "top", … "bottom-right"
std::optional<CounterSlot> parseCounterSlot(const std::string& name);

enum class CounterFace { Front, Back, Both };
const char* counterFaceName(CounterFace f);  // "front", "back", "both"
std::optional<CounterFace> parseCounterFace(const std::string& name);

/// Where an attribute prints on the counter.
struct CounterPrint {
  CounterFace face = CounterFace::Front;
  std::optional<CounterSlot> slot;  // nullopt: printed, position not stated
  std::string format;  // "({})" prints 3 as "(3)"; empty: the plain value
  friend bool operator==(const CounterPrint&, const CounterPrint&) = default;
};

/// An attribute a unit type (or feature/hexside type) has: strength, morale, weapon…
struct AttributeDef {
  std::string name;   // key in Attributes: "strength", "morale"
  std::string label;  // display name; empty: name
  AttributeType type = AttributeType::Integer;
  std::optional<double> min;  // inclusive; nullopt: not stated
  std::optional<double> max;
  bool required = false;
  std::vector<std::string> allowedValues;  // Text attributes: closed list ("M", "R", "P"…)
  std::optional<AttributeValue> defaultValue;  // only when the rulebook states one
  std::string unit;  // "SP", "MP", "hexes", "stands", "guns"
  std::optional<CounterPrint> print;  // nullopt: not printed on the counter
  std::string rule;
  std::string note;

  bool allows(const std::string& text) const;  // true when allowedValues is empty
  friend bool operator==(const AttributeDef&, const AttributeDef&) = default;
};
using AttributeDefs = std::vector<AttributeDef>;
const AttributeDef* findAttribute(const AttributeDefs& defs, const std::string& name);

/// One item printed on a counter face. `source` is an attribute name, or one of
/// "@name" (unit name), "@symbol" (NATO symbol), "@formation" (parent formation),
/// "@text" (the literal `text`).
struct CounterField {
  std::string source;
  std::optional<CounterSlot> slot;  // nullopt: the rulebook does not say where it prints
  std::string format;
  std::string text;
  friend bool operator==(const CounterField&, const CounterField&) = default;
};

/// What the back of a counter shows.
enum class BackKind { Unknown, Reduced, Alternate, Blank, Same, None };
const char* backKindName(BackKind k);  // "unknown", "reduced", "alternate", "blank", "same", "none"
std::optional<BackKind> parseBackKind(const std::string& name);

struct CounterLayout {
  TypeId id;
  std::string name;
  std::vector<TypeId> unitTypes;  // unit types that use this layout
  std::vector<CounterField> front;
  std::vector<CounterField> back;
  BackKind backKind = BackKind::Unknown;
  std::string backLabel;              // state the back shows: "Disrupted", "Column"
  std::vector<SideId> mirroredSides;  // sides whose layout is the mirror image
  std::string rule;
  std::string note;
  friend bool operator==(const CounterLayout&, const CounterLayout&) = default;
};

/// A marker or informational counter (turn marker, Fortune of War, Pinned…).
struct MarkerType {
  TypeId id;
  std::string name;
  std::optional<int> count;  // in the counter mix; nullopt: not stated
  bool countPerSide = false;  // count is per side
  SideId side;               // owner; empty: neutral or both
  std::string front;         // what each face says, when stated
  std::string back;
  std::string rule;
  std::string note;
  friend bool operator==(const MarkerType&, const MarkerType&) = default;
};

// ---------------------------------------------------------------------------------------
// Map: terrain, hexsides, routes, features, elevation

/// A movement column of the terrain effects chart: "infantry", "artillery", "leader"…
struct MobilityClass {
  TypeId id;
  std::string name;
  std::string rule;
  std::string note;
  friend bool operator==(const MobilityClass&, const MobilityClass&) = default;
};

struct TerrainType {
  TypeId id;
  std::string name;
  std::string color;  // map fill, "#rrggbb" (presentation, chosen by the schema author)
  std::string rule;   // rule number that defines it, e.g. "2.3C"
  std::string pattern;  // optional fill pattern for the painter
  std::string symbol;   // optional symbol for the painter
  /// Mixed hexes: the type with the higher precedence wins; nullopt: not stated.
  std::optional<int> precedence;
  std::vector<MovementEntry> movement;  // absent mobility class: unknown
  std::string los;      // line-of-sight effect as the rulebook states it
  std::string combat;   // combat effect as the rulebook states it
  std::string notes;
  std::optional<GeometryKind> geometry;  // tabletop pieces: polygon, polyline, point
  AttributeDefs attributes;              // per-hex/per-piece attributes
  StatedValues properties;               // stated constants (stacking in woods…)

  MovementCost movementCost(const TypeId& mobility) const;
  friend bool operator==(const TerrainType&, const TerrainType&) = default;
};

/// Whether a hexside feature lies along the hexside (stream, slope, wall) or crosses it
/// (bridge, ford crossing).
enum class HexsidePlacement { Along, Crosses };
const char* hexsidePlacementName(HexsidePlacement p);  // "along", "crosses"
std::optional<HexsidePlacement> parseHexsidePlacement(const std::string& name);

struct HexsideType {
  TypeId id;
  std::string name;
  std::string rule;
  PaintStyle paint;
  HexsidePlacement placement = HexsidePlacement::Along;
  /// Directional features record HexsideFeature::toward; `towardMeaning` says what
  /// that hex is ("downhill", "owner").
  bool directional = false;
  std::string towardMeaning;
  std::vector<MovementEntry> movement;  // cost to cross, per mobility class
  std::string los;
  std::string combat;
  std::string notes;
  std::vector<TypeId> bordersTerrain;   // empty: any terrain
  std::vector<TypeId> bordersFeatures;  // hex features it may border; empty: any
  AttributeDefs attributes;
  StatedValues properties;

  /// The entry for that direction, else the Any entry; unknown when neither exists.
  MovementCost movementCost(const TypeId& mobility, MoveDirection direction = MoveDirection::Any) const;
  friend bool operator==(const HexsideType&, const HexsideType&) = default;
};

struct RouteType {
  TypeId id;
  std::string name;
  std::string rule;
  PaintStyle paint;
  std::vector<MovementEntry> movement;  // cost per hex along the route
  std::string notes;
  AttributeDefs attributes;
  StatedValues properties;

  MovementCost movementCost(const TypeId& mobility) const;
  friend bool operator==(const RouteType&, const RouteType&) = default;
};

/// What kind of thing a hex feature is; lets the painter and validator find camps,
/// entry hexes and victory hexes without knowing each game's ids.
enum class FeatureCategory {
  Camp, Fort, Town, Building, Ford, Bridge, Landing, BatterySite, Victory, Entry, Exit,
  Garrison, Impassable, Marker, Other
};
const char* featureCategoryName(FeatureCategory c);  // "camp", "battery-site", …
std::optional<FeatureCategory> parseFeatureCategory(const std::string& name);

struct HexFeatureType {
  TypeId id;
  std::string name;
  FeatureCategory category = FeatureCategory::Other;
  std::string rule;
  PaintStyle paint;
  AttributeDefs attributes;  // camp type, owner side, VP value…
  std::optional<int> maxPerMap;  // exact count the rulebook states (18 morass hexes)
  std::string notes;
  StatedValues properties;
  friend bool operator==(const HexFeatureType&, const HexFeatureType&) = default;
};

/// A kind of named area (setup zone, entry area, objective, deployment strip).
struct AreaKind {
  TypeId id;
  std::string name;
  std::string rule;
  std::string notes;
  friend bool operator==(const AreaKind&, const AreaKind&) = default;
};

enum class ElevationKind { Unknown, None, Levels };
const char* elevationKindName(ElevationKind k);  // "unknown", "none", "levels"
std::optional<ElevationKind> parseElevationKind(const std::string& name);

struct ElevationLevel {
  int level = 0;
  std::string name;
  NumberRange heightFeet;  // historical height, when stated ("15-20 feet")
  std::string color;                 // presentation
  std::string rule;
  friend bool operator==(const ElevationLevel&, const ElevationLevel&) = default;
};

struct Elevation {
  ElevationKind kind = ElevationKind::Unknown;
  std::optional<int> minLevel;  // Levels only; nullopt: not stated
  std::optional<int> maxLevel;
  std::vector<ElevationLevel> levels;  // named levels, ascending
  std::optional<double> feetPerLevel;
  std::string rule;
  std::string notes;
  const ElevationLevel* findLevel(int level) const;
  friend bool operator==(const Elevation&, const Elevation&) = default;
};

/// A printed map sheet or lettered section ("Map A"). Extents are in hexes and stay
/// unknown unless the rulebook states them; numbering.sections is filled only from
/// sheets whose extents are all known.
struct MapSheet {
  std::string id;  // the letter in labels ("A"), or a plain id
  std::string name;
  std::optional<double> widthInches;
  std::optional<double> heightInches;
  std::optional<int> firstCol;
  std::optional<int> firstRow;
  std::optional<int> columns;
  std::optional<int> rows;
  std::string rule;
  std::string notes;
  friend bool operator==(const MapSheet&, const MapSheet&) = default;
};

/// A standard table (tabletop games).
struct TablePreset {
  std::string id;
  std::string name;
  TableSize size;
  std::string rule;
  std::string notes;
  friend bool operator==(const TablePreset&, const TablePreset&) = default;
};

// ---------------------------------------------------------------------------------------
// Units and orders of battle

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
  std::optional<bool> isCombat;  // nullopt: not stated
  std::vector<SideId> sides;     // sides that have it; empty: every side
  std::optional<double> movementAllowance;  // stated constant, when not printed per unit
  AttributeDefs attributes;
  TypeId counterLayout;  // CounterLayout id; empty: none declared
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
  bool appliesTo(const SideId& side) const { return sides.empty() || std::find(sides.begin(), sides.end(), side) != sides.end(); }
  friend bool operator==(const OobLevel&, const OobLevel&) = default;
};

struct RulesetSide {
  SideId id;
  std::string name;
  std::string color;      // counter background, "#rrggbb"; empty when not stated
  std::string textColor;  // counter text, "#rrggbb"
  std::string colorText;  // the rulebook's words ("light blue"), empty when not stated
  std::string noncombatColor;  // noncombat counters, when the rulebook distinguishes them
  std::string leaderColor;     // leader counters, when the rulebook distinguishes them
  std::vector<std::string> armies;  // army names the rulebook gives
  std::string rule;
  friend bool operator==(const RulesetSide&, const RulesetSide&) = default;
};

// ---------------------------------------------------------------------------------------
// Turns, optional rules, checks

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
  int index = 0;  // 1-based
  std::string label;  // "April 6th"
  std::string date;   // ISO date when stated, "1862-04-06"
  friend bool operator==(const GameDay&, const GameDay&) = default;
};

struct TurnPhase {
  std::string id;  // "a", "movement"
  std::string name;
  SideId side;     // empty: both / mutual
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
  std::vector<TurnLabel> turns;  // the turn boxes of one day
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

/// A validator check the ruleset enables: <check rule="setup.stacking.exceeded"
/// severity="error" max-units="3" ref="8.1A"/>. Parameters are kept as text; the value
/// "unknown" means the rulebook names the limit without giving it.
struct CheckConfig {
  std::string rule;  // validator rule id
  Severity severity = Severity::Error;
  std::map<std::string, std::string> params;
  std::string ref;   // rulebook rule number
  std::string notes;
  SourceLocation source{};  // where the <check> element is (file, line, column); empty when built in code

  std::optional<std::string> param(const std::string& name) const;  // absent or "unknown": nullopt
  std::optional<double> number(const std::string& name) const;      // nullopt unless a number
  std::optional<int> integer(const std::string& name) const;         // nullopt unless an integer
  bool isUnknown(const std::string& name) const;  // present with value "unknown"
  friend bool operator==(const CheckConfig&, const CheckConfig&) = default;
};

// ---------------------------------------------------------------------------------------

struct Ruleset {
  std::string id;
  std::string name;
  std::string version;
  std::string game;       // full title of the game
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

  double hexYards = 0;          // ground scale across flats; 0 unknown
  double hexPrintInches = 0;    // printed hex across flats; 0 unknown
  NumberRange yardsPerInch;     // tabletop ground scale
  NumberRange counterInches;    // counter (or token) edge length
  std::string scaleRule;        // rule numbers for hexYards / yardsPerInch
  std::string scaleNotes;
  std::string printRule;        // rule numbers for the print sizes
  std::string printNotes;
  int defaultColumns = 0;       // the published map's size, when stated
  int defaultRows = 0;
  TableSize defaultTable;       // tabletop games
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
  std::vector<UnitType> unitTypes;
  std::vector<OobLevel> oobLevels;  // top level first
  std::vector<CounterLayout> counterLayouts;
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
