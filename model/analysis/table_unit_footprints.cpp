#include "model/analysis/table_unit_footprints.h"

#include <cmath>
#include <numbers>

#include "model/analysis/table_pieces.h"

namespace hexwright::model {

namespace {

constexpr double kEnds = 1e-9;

// A rectangle `width` across and `depth` deep, centred on `centre`, its front toward
// `forward`; or, with no depth, the front edge alone.
VectorFeature rectangle(Vec2 centre, Vec2 forward, double width, double depth, double frontOffset, bool frontEdgeOnly) {
  const Vec2 right{-forward.y, forward.x};
  const Vec2 front = centre + forward * frontOffset;
  VectorFeature f;
  if (frontEdgeOnly) {
    f.geometry = GeometryKind::Polyline;
    f.points = {front - right * (width / 2), front + right * (width / 2)};
    return f;
  }
  const Vec2 back = front - forward * depth;
  f.geometry = GeometryKind::Polygon;
  f.points = {front - right * (width / 2), front + right * (width / 2), back + right * (width / 2),
              back - right * (width / 2)};
  return f;
}

}  // namespace

std::vector<TableUnit> combatUnitsOnTable(const Ruleset& ruleset, const Scenario& scenario) {
  std::vector<TableUnit> out;
  for (const auto& p : scenario.setup) {
    const Unit* u = scenario.oob.findUnit(p.unit);
    const UnitType* t = u ? ruleset.findUnitType(u->type) : nullptr;
    if (!p.position || !t || t->isLeader || t->isCombat == false) continue;
    const auto stands = ruleset.los.footprintStands.empty()
                            ? std::nullopt
                            : numberAttribute(u->attributes, ruleset.los.footprintStands);
    out.push_back({u->id, u->name, u->side, u->type, p.state, *p.position, p.facingDegrees, stands});
  }
  return out;
}

FootprintOrWhy unitFootprint(const Ruleset& ruleset, const TableUnit& unit) {
  const auto* formation = ruleset.los.findFootprint(unit.state);
  if (!formation)
    return {std::nullopt, unit.state.empty() ? "no set-up state"
                                             : "the ruleset gives no footprint for the state '" + unit.state + "'"};
  const auto* type = ruleset.findUnitType(unit.type);
  const NumberRange none;
  const NumberRange& width = type ? type->baseWidthInches : none;
  const NumberRange& depth = type ? type->baseDepthInches : none;
  if (!width.single() || !depth.min || !depth.max) return {std::nullopt, "its type states no base size"};
  if (!unit.facingDegrees) return {std::nullopt, "no facing"};
  if (!unit.stands || *unit.stands < 1) return {std::nullopt, "no stand count"};
  const double stands = std::round(*unit.stands);
  const double across = formation->wide ? std::min<double>(*formation->wide, stands) : stands;
  const double ranks = std::ceil(stands / across);
  const double angle = *unit.facingDegrees * std::numbers::pi / 180;
  const Vec2 forward{std::sin(angle), -std::cos(angle)};
  const double w = across * *width.single();
  // The position is the centre of the unit, so the front edge lies half its depth ahead.
  auto build = [&](double baseDepth, bool edgeOnly) {
    const double d = ranks * baseDepth;
    return rectangle(unit.position, forward, w, d, d / 2, edgeOnly);
  };
  UnitFootprint f{build(*depth.min, formation->frontEdge),
                  build(*depth.max, formation->frontEdge),
                  build(*depth.max, false),
                  {},
                  formation->rule};
  f.bounds = pieceBounds(f.area);
  return {std::move(f), {}};
}

std::optional<double> crossesBetween(Vec2 a, Vec2 b, const VectorFeature& footprint) {
  if (footprint.geometry == GeometryKind::Polyline) {
    const auto t = firstCrossing(a, b, footprint.points);
    return t && *t > kEnds && *t < 1 - kEnds ? t : std::nullopt;
  }
  const auto spans = insideSpans(a, b, footprint);
  if (spans.empty() || spans.front().first <= kEnds || spans.back().second >= 1 - kEnds) return std::nullopt;
  return spans.front().first;
}

double distanceToFootprint(Vec2 p, const VectorFeature& footprint) {
  auto ring = footprint.points;
  if (footprint.geometry == GeometryKind::Polygon && !ring.empty()) ring.push_back(ring.front());
  return distanceToPolyline(p, ring);
}

}  // namespace hexwright::model
