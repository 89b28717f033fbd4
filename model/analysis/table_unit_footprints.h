#pragma once
// Where a unit's stands lie on a tabletop, for the units that block sight there (Dress on
// the Colors RULE-03-5.3: friendly formed units). The formations are ruleset data (<los>
// <footprints>): how many stands side by side in each set-up state, and whether only the
// front edge counts; the stands are the unit type's bases. Where a type states its base
// depth as a range (0.75"-1.0"), the footprint is built at both ends of it, so a line
// that only grazes the deeper one is reported as undecided rather than guessed.
#include <optional>
#include <string>

#include "model/core/geometry.h"
#include "model/core/strong_id.h"
#include "model/map/map_layers.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::model {

/// A combat unit set up on a tabletop (combatUnitsOnTable).
struct TableUnit {
  UnitId id;
  std::string name;
  SideId side;
  TypeId type;
  std::string state;
  Vec2 position;                        // the centre of the unit, inches
  std::optional<double> facingDegrees;  // clockwise from the top of the table
  std::optional<double> stands;
};

/// The scenario's combat units with a tabletop position (leaders never block); the stands
/// are read from the attribute the ruleset's <footprints> names.
std::vector<TableUnit> combatUnitsOnTable(const Ruleset& ruleset, const Scenario& scenario);

struct UnitFootprint {
  VectorFeature shallowest;  // at the type's smallest base depth
  VectorFeature deepest;     // at its largest
  /// Every stand's base at the largest depth, even where only the front edge counts: a
  /// line that starts or ends in it belongs to the unit, which stands at that end.
  VectorFeature area;
  Rect bounds;
  std::string rule;
};

/// The unit's footprint, or in `missing` why it has none ("no facing", "its type states
/// no base size", "the ruleset gives no formation for the state 'skirmish'").
struct FootprintOrWhy {
  std::optional<UnitFootprint> footprint;
  std::string missing;
};
FootprintOrWhy unitFootprint(const Ruleset& ruleset, const TableUnit& unit);

/// Where along a-b (0..1) the line first crosses the footprint strictly between its ends.
std::optional<double> crossesBetween(Vec2 a, Vec2 b, const VectorFeature& footprint);

/// The shortest distance from p to the footprint's outline (or edge).
double distanceToFootprint(Vec2 p, const VectorFeature& footprint);

}  // namespace hexwright::model
