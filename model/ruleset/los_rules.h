#pragma once
// A ruleset's line-of-sight rules as data (schema <los>, schemas/README.md): which terrain
// and hexsides block, where along the line, how elevation decides, and the choices a
// rulebook leaves to the designer. model/analysis/line_of_sight.h evaluates them; no code
// there knows a game. Part of model/ruleset/ruleset.h.
#include <optional>
#include <string>
#include <vector>

#include "model/core/strong_id.h"

namespace hexwright::model {

/// How a line that runs exactly along a hexside, between two hexes, is decided:
/// blocked when either hex blocks (Hell Before Night 11.3D), or only when both do
/// (Huzzah! 14.1.7). Unknown: the rulebook does not say (a choice may set it).
enum class LosAlong { Unknown, Either, Both };
const char* losAlongName(LosAlong a);  // "unknown", "either", "both"
std::optional<LosAlong> parseLosAlong(const std::string& name);

/// How elevation decides whether an obstacle between the two ends blocks.
/// None: no heights; a blocking term blocks wherever it applies (Hell Before Night).
/// AboveLower: an obstacle whose top is above the lower end blocks (Unconditional
/// Surrender 7.6.2). NearerLower: an obstacle above the lower end blocks when both ends
/// are level, when it is nearer the lower end or halfway, or when it rises above the
/// higher end too (Huzzah! 14.2.2-14.2.4, Bloody April 9.56).
enum class LosHeight { None, AboveLower, NearerLower };
const char* losHeightName(LosHeight h);  // "none", "above-lower", "nearer-lower"
std::optional<LosHeight> parseLosHeight(const std::string& name);

/// Where each hex's level comes from: the map's elevation, or the hexsides (Bloody April
/// 9.52: the upslope side of a slope, both sides of a ravine, are one level up); on a
/// tabletop, the highest elevation piece under a point (Dress on the Colors RULE-03-4.1).
enum class LosLevels { Map, Hexsides, Pieces };

/// When a term that applies does not block (Bloody April 9.59: units on the bluff fire
/// over the heads of units in adjacent ground-level hexes, and units in the Sunken Road do
/// not block; 9.57: guns on the bluff fire over ground-level blocking terrain; Huzzah!
/// 14.2.5: artillery over friendly units). Every condition given must hold.
struct LosException {
  std::string condition;               // a LosCondition id in force ("artillery")
  bool viewerAbove = false;            // the obstacle's hex lies lower than the viewer
  bool viewerAboveTarget = false;      // the viewer stands higher than the target
  std::optional<int> nearViewer;       // the obstacle at most N hexes from the viewer
  std::optional<int> farFromTarget;    // the obstacle at least N hexes from the target
  std::optional<int> minRange;         // the line at least N hexes long
  std::vector<TypeId> routes;          // the obstacle's hex lies on a route of these types
  std::vector<TypeId> unlessCrossing;  // no hexside of these types crossed between the end hexes
  // Tabletop units (Dress on the Colors RULE-03-4.5: artillery fires over friendly units at
  // least 6.0" from the muzzle and 4.0" from the target): the unit's footprint at least
  // this far from the viewer, from the target.
  std::optional<double> farFromViewerInches;
  std::optional<double> farFromTargetInches;
  std::string rule;
  std::string note;
  friend bool operator==(const LosException&, const LosException&) = default;
};

/// One blocking term: a terrain type or a hexside type, where it blocks, and the
/// conditions the rulebook attaches.
struct LosBlock {
  enum class On { Terrain, Hexside, Unit };
  On on = On::Terrain;
  /// The types it names; a count of seen-through hexes (`free`) runs over all of them.
  std::vector<TypeId> types;
  // Terrain: the viewer's hex (out of), the target's hex (into), hexes between (through).
  bool into = false;
  bool outOf = false;
  bool through = false;
  // Hexside: crossed anywhere, crossed only into the target's hex, or run along.
  bool across = false;
  bool acrossIntoTargetOnly = false;
  bool along = false;
  /// Directional hexsides: blocks only when the line enters the hex `toward` names
  /// (a Gentle Slope blocks fire into the hex that holds it, Hell Before Night 11.3H).
  bool towardOnly = false;
  /// Applies only to hexes more than `beyond` hexes from the viewer (Light Woods, Hell
  /// Before Night 11.3E), or only to those at most `within` hexes from it (an adjacent
  /// woods hex, Bloody April 9.58).
  std::optional<int> beyond;
  std::optional<int> within;
  /// Height above its hex's ground; used when LosRules::height is not None. Without
  /// one, the term blocks regardless of elevation.
  std::optional<int> height;
  /// The first `free` such hexes along a line are seen through (Huzzah! 14.4.2).
  int free = 0;
  // Units (combat units between the ends, when the analysis counts units): whose, how
  // near the target, and whether only those on the viewer's level (Huzzah! 14.2.7-14.2.8);
  // how near either end, the level their hex stands on, and the level both ends stand on
  // (Unconditional Surrender 7.6.3 C: level-ground units block between two level hexes,
  // or when adjacent to the firer or the target).
  enum class Whose { Any, Friendly, Enemy };
  Whose whose = Whose::Any;
  std::optional<int> nearTarget;
  bool sameLevelAsViewer = false;
  std::optional<int> nearEither;
  std::optional<int> onLevel;
  std::optional<int> endsLevel;
  bool endsDiffer = false;  // only between ends on different levels
  // Tabletop units: only these unit types, only units in these set-up states (Dress on
  // the Colors RULE-03-5.3: friendly *formed* units); empty: any. Each unit blocks through
  // its footprint (LosRules::footprints).
  std::vector<TypeId> unitTypes;
  std::vector<std::string> unitStates;
  // Tabletop pieces (inches): the line is blocked once it has run more than `depthInches`
  // inside one piece (Dress on the Colors RULE-03-5.5: dense woods 3.0"); unset, any
  // length inside blocks (a town's footprint). Only pieces whose `attribute` is one of
  // `values` (a stone building). A unit on a crest looks over the piece when it lies on
  // lower ground (RULE-03-4.2: crop fields).
  std::optional<double> depthInches;
  std::string attribute;
  std::vector<std::string> values;
  bool crestSeesOver = false;
  std::vector<LosException> exceptions;  // hex maps: through hexes and units
  std::string rule;
  std::string note;
  friend bool operator==(const LosBlock&, const LosBlock&) = default;
};

/// One way of reading a rule the rulebook leaves open or contradicts.
struct LosOption {
  std::string id;
  std::string name;
  std::string rule;
  std::vector<LosBlock> blocks;   // added when this option is chosen
  std::optional<LosAlong> along;  // overrides LosRules::along
  friend bool operator==(const LosOption&, const LosOption&) = default;
};

/// A question the designer answers ("does Morass block?"). With no default, a line
/// whose verdict depends on it is reported Unknown, naming the choice.
struct LosChoice {
  std::string id;
  std::string name;
  std::string rule;
  std::string note;
  std::string defaultOption;  // empty: the rulebook settles nothing, the designer must
  std::vector<LosOption> options;
  const LosOption* findOption(const std::string& optionId) const;
  friend bool operator==(const LosChoice&, const LosChoice&) = default;
};

/// A circumstance that limits sight (the evening turn: four hexes, Hell Before Night 12.2D)
/// or adds blocking terms (small-arms fire past an adjacent woods hex, Bloody April 9.58).
struct LosCondition {
  std::string id;
  std::string name;
  std::optional<int> maxRange;
  std::optional<double> maxInches;  // tabletop: fog, rain (Dress on the Colors OPT-10-20.5)
  std::string rule;
  std::vector<LosBlock> blocks;  // added while the condition is in force
  friend bool operator==(const LosCondition&, const LosCondition&) = default;
};

/// How a unit in one set-up state lies on a tabletop, for units that block sight: `wide`
/// stands side by side (unset: all of them, a single rank) in as many ranks as it takes,
/// each stand the unit type's base (base-width-inches x base-depth-inches), centred on the
/// unit's position and square to its facing. `frontEdge`: only the front edge counts, a
/// line as wide as the stands (Dress on the Colors RULE-00-5.3, the depth distortion rule).
struct LosFootprint {
  std::string state;
  std::optional<int> wide;
  bool frontEdge = false;
  std::string rule;
  friend bool operator==(const LosFootprint&, const LosFootprint&) = default;
};

/// A terrain in which a unit stands lower (Huzzah! 12.1.1: a stream hex, one level down).
struct LosLevelOffset {
  TypeId terrain;
  int offset = 0;
  std::string rule;
  friend bool operator==(const LosLevelOffset&, const LosLevelOffset&) = default;
};

struct LosRules {
  bool stated = false;  // the schema has a <los> section
  std::string rule;     // the rulebook section ("11.3")
  std::string notes;
  LosAlong along = LosAlong::Unknown;
  std::string alongRule;
  LosHeight height = LosHeight::None;
  std::string heightRule;
  /// Ground higher than the lower end is itself an obstacle (Huzzah! 14.2.2); Bloody
  /// April 9.52: "the elevation itself does not block LOS".
  bool groundBlocks = true;
  /// NearerLower: "higher than both" compares the obstacle's ground (Huzzah! 14.2.2) or
  /// its top (Bloody April 9.56: blocking terrain at the higher level blocks).
  bool higherByTop = false;
  LosLevels levels = LosLevels::Map;
  std::vector<TypeId> levelHexsides;  // LosLevels::Hexsides
  std::string levelsRule;
  TypeId levelTerrain;         // LosLevels::Pieces: the elevation pieces' terrain type
  std::string levelAttribute;  // and the attribute that holds their level
  /// Tabletop crestlines (Dress on the Colors RULE-03-4.2, 4.3): a unit within
  /// `reverseSlopeInches` of one stands on the crest; a unit further behind it, on the
  /// reverse slope, is not seen from lower ground across it.
  TypeId crestline;
  double reverseSlopeInches = 0;
  std::string crestRule;
  std::string reverseSlopeRule;
  std::vector<LosLevelOffset> levelOffsets;
  /// Tabletop unit footprints by state, and the unit attribute that counts the stands.
  std::vector<LosFootprint> footprints;
  std::string footprintStands;
  std::string footprintsRule;
  const LosFootprint* findFootprint(const std::string& state) const;
  /// A blocking hexside of the viewer's or target's hex blocks (false: Bloody April 9.53).
  bool endHexsidesBlock = true;
  std::string endHexsidesRule;
  /// Adjacent hexes always see each other (Bloody April 9.5, Huzzah! 14.1.9).
  bool adjacentAlwaysSeen = false;
  std::string adjacentRule;
  /// Generally descending elevations (Huzzah! 14.3): a line leaving the higher end
  /// across one of these hexsides, over ground that never rises again and holds no
  /// blocking terrain, is not blocked by ground above the lower end.
  std::vector<TypeId> descendingHexsides;
  std::string descendingRule;
  /// Sight leaves a unit only through the two hexes its facing vertex splits (Huzzah!
  /// 10.2.1, 14.1.1); applies when the analysis is given a facing.
  bool frontVertexFacing = false;
  std::string facingRule;
  std::vector<LosBlock> blocks;
  std::vector<LosChoice> choices;
  std::vector<LosCondition> conditions;

  const LosChoice* findChoice(const std::string& id) const;
  const LosCondition* findCondition(const std::string& id) const;
  friend bool operator==(const LosRules&, const LosRules&) = default;
};

}  // namespace hexwright::model
