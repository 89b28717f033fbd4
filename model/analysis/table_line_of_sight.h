#pragma once
// Line of sight on a tabletop, in inches over the table's terrain pieces, from the
// ruleset's <los> rules (model/ruleset/los_rules.h): how deep a line may run inside a
// wood or a field, footprints that block through, elevation pieces that stand between,
// crests that see over low ground and reverse slopes unseen from below. The rules are
// data; nothing here knows a game (docs/analysis.md).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/analysis/line_of_sight.h"
#include "model/core/geometry.h"
#include "model/map/map.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::model {

struct TableLosBlocker {
  enum class Kind { Piece, Ground, ReverseSlope, Range, Unit };
  Kind kind = Kind::Piece;
  FeatureId piece;  // the terrain piece, elevation piece or crestline (not for Range, Unit)
  std::string name;
  TypeId type;  // the piece's terrain type, or the unit's type
  Vec2 at;      // where along the line sight ends
  std::string rule;
  std::string reason;  // "Dense Woods / Wilderness: more than 3 inches inside it"
  UnitId unit;         // Unit
};

struct TableLosResult {
  LosVerdict verdict = LosVerdict::Clear;
  std::optional<TableLosBlocker> blocker;  // Blocked
  std::string rule;                        // the rule that decided, when one did
  /// Unknown: the choices it depends on, or kStandDepth: a unit's stands whose depth the
  /// ruleset gives as a range block the line at one end of it only.
  std::vector<std::string> undecided;
};

inline constexpr const char* kStandDepth = "stand-depth";

/// Inches as reports print them, to a tenth: "36", "20.5"; a point as "X,Y".
std::string formatInches(double inches);
std::string formatTablePoint(Vec2 p);

class TableLosEngine {
 public:
  /// With `settings.units`, the units in `settings.unitsOnTable` block through their
  /// footprints by the ruleset's unit terms, friendly and enemy as seen by
  /// `settings.viewerSide`.
  TableLosEngine(const Ruleset& ruleset, const Map& map, const LosSettings& settings = {});
  ~TableLosEngine();
  TableLosEngine(const TableLosEngine&) = delete;
  TableLosEngine& operator=(const TableLosEngine&) = delete;

  /// Whether a unit at `from` sees `to` (inches from the table's top-left corner).
  TableLosResult check(Vec2 from, Vec2 to) const;

  struct Seen {
    Vec2 at;
    LosVerdict verdict;
    std::optional<TableLosBlocker> blocker;  // Blocked: what ended the line
  };
  /// The centres of a grid of `step`-inch squares over the table within `range` inches of
  /// `from`, nearest first, each with its verdict.
  std::vector<Seen> viewshed(Vec2 from, double range, double step = 1.0) const;
  /// What several points see together, over the same grid in row order: a point any of
  /// them sees is seen; else unknown when one cannot tell; else blocked, by what blocks
  /// the first of them.
  std::vector<Seen> viewshed(const std::vector<Vec2>& from, double range, double step = 1.0) const;

  /// The level under a point: the highest elevation piece holding it, 0 on open ground.
  int levelAt(Vec2 p) const;
  /// On a crest: on raised ground within the ruleset's reach of a crestline.
  bool onCrest(Vec2 p) const;
  /// The tightest range limit of the conditions in force, with its rule.
  std::optional<double> maxInches() const { return m_maxInches; }
  /// Why some units are not counted ("6th Wisconsin: no facing"), and unit terms that
  /// could not apply (friendly units with no viewer side): for the report.
  const std::vector<std::string>& unitNotes() const { return m_unitNotes; }

 private:
  struct Piece;
  struct Variant;
  struct PlacedUnit;
  const Ruleset& m_ruleset;
  TableSize m_table;
  std::vector<Piece> m_pieces;
  std::vector<Piece> m_elevations;
  std::vector<Piece> m_crests;
  std::vector<PlacedUnit> m_units;
  std::vector<std::string> m_unitNotes;
  std::optional<SideId> m_viewerSide;
  std::vector<std::string> m_conditions;
  std::vector<std::unique_ptr<Variant>> m_variants;
  std::vector<std::string> m_undecided;
  std::optional<double> m_maxInches;
  std::string m_maxInchesRule;

  struct Line;
  std::optional<TableLosBlocker> firstBlock(const Variant& v, Line& line, const std::optional<TableLosBlocker>& ground,
                                            const std::optional<TableLosBlocker>& crest,
                                            const std::optional<TableLosBlocker>& unit) const;
  TableLosResult verdictOf(const std::vector<std::optional<TableLosBlocker>>& outcomes,
                           const std::vector<bool>& maybe) const;
  std::optional<TableLosBlocker> pieceBlock(const Variant& v, Line& line) const;
  struct UnitOutcome;
  UnitOutcome unitBlock(const Variant& v, const Line& line) const;
  bool unitTermApplies(const LosBlock& b, const PlacedUnit& u) const;
  bool exceptionHolds(const LosException& x, const PlacedUnit& u, const VectorFeature& footprint,
                      const Line& line) const;
  void placeUnits(const LosSettings& settings);
  std::optional<TableLosBlocker> groundBlock(Vec2 from, Vec2 to) const;
  std::optional<TableLosBlocker> reverseSlopeBlock(Vec2 from, Vec2 to) const;
  std::vector<std::string> choicesThatMatter(const std::vector<std::optional<TableLosBlocker>>& outcomes) const;
};

}  // namespace hexwright::model
