#pragma once
// Map entries of a ruleset schema: mobility classes, terrain, hexsides, routes, features,
// area kinds, elevation, map sheets and tables. Part of model/ruleset/ruleset.h.
#include <optional>
#include <string>
#include <vector>

#include "model/map/map.h"
#include "model/map/map_layers.h"
#include "model/ruleset/counters.h"
#include "model/ruleset/values.h"

namespace hexwright::model {

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
  std::string color;    // map fill, "#rrggbb" (presentation, chosen by the schema author)
  std::string rule;     // rule number that defines it, e.g. "2.3C"
  std::string pattern;  // optional fill pattern for the painter
  std::string symbol;   // optional symbol for the painter
  /// Mixed hexes: the type with the higher precedence wins; nullopt: not stated.
  std::optional<int> precedence;
  std::vector<MovementEntry> movement;  // absent mobility class: unknown
  std::string los;                      // line-of-sight effect as the rulebook states it
  std::string combat;                   // combat effect as the rulebook states it
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
  Camp,
  Fort,
  Town,
  Building,
  Ford,
  Bridge,
  Landing,
  BatterySite,
  Victory,
  Entry,
  Exit,
  Garrison,
  Impassable,
  Marker,
  Other
};
const char* featureCategoryName(FeatureCategory c);  // "camp", "battery-site", …
std::optional<FeatureCategory> parseFeatureCategory(const std::string& name);

struct HexFeatureType {
  TypeId id;
  std::string name;
  FeatureCategory category = FeatureCategory::Other;
  std::string rule;
  PaintStyle paint;
  AttributeDefs attributes;      // camp type, owner side, VP value…
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
  std::string color;       // presentation
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

}  // namespace hexwright::model
