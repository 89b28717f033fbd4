#include "model/analysis/movement_reach.h"

#include <algorithm>
#include <map>
#include <queue>
#include <set>
#include <tuple>

namespace hexwright::model {

namespace {

using On = DesignerMovementCost::On;

// The cost of one step, and what was missing when it could not be given.
struct StepCost {
  MovementCost cost;
  std::optional<MissingCost> missing;
};

class StepCoster {
 public:
  StepCoster(const Ruleset& r, const Scenario& s, TypeId mobility) : m_r(r), m_s(s), m_mobility(std::move(mobility)) {
    for (const auto& route : s.map.routes)
      for (std::size_t i = 0; i + 1 < route.path.size(); ++i) {
        m_routeSteps[{route.path[i], route.path[i + 1]}] = route.type;
        m_routeSteps[{route.path[i + 1], route.path[i]}] = route.type;
      }
  }

  StepCost step(HexCoord from, HexCoord to) const {
    // A route along the step replaces the terrain and the hexside (Hell Before Night 7.3:
    // "the road negates other terrain in the hex for movement purposes").
    if (auto it = m_routeSteps.find({from, to}); it != m_routeSteps.end()) {
      const auto* type = m_r.findRoute(it->second);
      const StepCost c = known(On::Route, it->second, type ? type->movementCost(m_mobility) : MovementCost{});
      if (c.cost.known()) return c;
    }
    const TypeId& terrain = m_s.map.terrainAt(to);
    const auto* t = m_r.findTerrain(terrain);
    StepCost enter = known(On::Terrain, terrain, t ? t->movementCost(m_mobility) : MovementCost{});
    if (!enter.cost.known()) return enter;
    return across(from, to, enter);
  }

 private:
  const Ruleset& m_r;
  const Scenario& m_s;
  TypeId m_mobility;
  std::map<std::pair<HexCoord, HexCoord>, TypeId> m_routeSteps;

  // The ruleset's cost, else the designer's, else missing.
  StepCost known(On on, const TypeId& type, MovementCost stated) const {
    if (stated.known()) return {stated, std::nullopt};
    if (const auto* d = m_s.movementCost(on, type, m_mobility)) return {d->cost, std::nullopt};
    return {MovementCost{}, MissingCost{on, type, m_mobility, 1}};
  }

  // Hexside features add to the hex's cost; a feature that crosses the side (a bridge,
  // a ford) replaces the ones along it.
  StepCost across(HexCoord from, HexCoord to, StepCost enter) const {
    const auto* features = m_s.map.featuresAt(hexside(from, directionTo(from, to)));
    if (!features) return enter;
    std::vector<const HexsideFeature*> along, crossing;
    for (const auto& f : *features)
      if (const auto* type = m_r.findHexside(f.type))
        (type->placement == HexsidePlacement::Crosses ? crossing : along).push_back(&f);
    for (const auto* f : crossing.empty() ? along : crossing) {
      const auto* type = m_r.findHexside(f->type);
      const auto direction = !type->directional || !f->toward ? MoveDirection::Any
                             : *f->toward == to               ? MoveDirection::Toward
                                                              : MoveDirection::Away;
      const StepCost side = known(On::Hexside, f->type, type->movementCost(m_mobility, direction));
      if (!side.cost.known()) return side;
      enter.cost = combine(enter.cost, side.cost);
    }
    return enter;
  }

  static MovementCost combine(MovementCost hex, MovementCost side) {
    using K = MovementCost::Kind;
    if (hex.kind == K::Prohibited || side.kind == K::Prohibited) return MovementCost::prohibited();
    if (hex.kind == K::All || side.kind == K::All) return MovementCost::all();
    if (hex.kind == K::Stop || side.kind == K::Stop) return MovementCost::stop();
    return MovementCost::cost(hex.points + side.points);
  }
};

// A label: turn (from 0) and points spent in it; lower is sooner.
struct Label {
  int turn = 0;
  double points = 0;
  bool stopped = false;
  friend bool operator<(const Label& a, const Label& b) {
    return a.turn != b.turn ? a.turn < b.turn : a.points < b.points;
  }
};

std::optional<Label> after(Label at, const MovementCost& c, double allowance, int turns) {
  using K = MovementCost::Kind;
  if (at.stopped || at.points >= allowance) at = {at.turn + 1, 0, false};
  Label next = at;
  switch (c.kind) {
    case K::Points:
      if (c.points > allowance) return std::nullopt;
      if (at.points + c.points > allowance) next = {at.turn + 1, 0, false};
      next.points += c.points;
      break;
    case K::Stop:
      next = {at.turn, allowance, true};
      break;
    case K::All:
      if (at.points > 0) next = {at.turn + 1, 0, false};
      next = {next.turn, allowance, true};
      break;
    default:
      return std::nullopt;
  }
  if (next.turn >= turns) return std::nullopt;
  return next;
}

std::optional<double> allowanceOf(const UnitType& type, const Unit& unit, std::string& from) {
  for (const auto& [name, value] : unit.attributes) {
    if (name != "movement" && name != "movement-override") continue;
    if (const auto* i = std::get_if<std::int64_t>(&value)) {
      from = "unit attribute " + name;
      return static_cast<double>(*i);
    }
    if (const auto* d = std::get_if<double>(&value)) {
      from = "unit attribute " + name;
      return *d;
    }
  }
  if (type.movementAllowance) {
    from = "unit type " + type.id + (type.rule.empty() ? "" : " (" + type.rule + ")");
    return type.movementAllowance;
  }
  return std::nullopt;
}

bool locate(const Ruleset& ruleset, const Scenario& scenario, const UnitId& id, ReachResult& out) {
  const Unit* unit = scenario.oob.findUnit(id);
  const UnitType* type = unit ? ruleset.findUnitType(unit->type) : nullptr;
  const Placement* placement = scenario.placementOf(id);
  if (!unit)
    out.problems.add(Severity::Error, "analysis.reach.unit", "no unit '" + id.str() + "' in the order of battle");
  if (unit && !type)
    out.problems.add(Severity::Error, "analysis.reach.unit-type",
                     "unit type '" + unit->type + "' is not in the ruleset");
  if (unit && (!placement || !placement->hex || !scenario.map.contains(*placement->hex)))
    out.problems.add(Severity::Error, "analysis.reach.no-hex",
                     "unit '" + id.str() + "' is not set up in a hex of the map");
  if (!type || out.problems.hasErrors()) return false;
  out.start = *placement->hex;
  out.mobility = type->mobility;
  if (auto a = allowanceOf(*type, *unit, out.allowanceFrom))
    out.allowance = *a;
  else
    out.problems.add(Severity::Error, "analysis.reach.no-allowance",
                     "the movement allowance of unit type '" + type->id + "' is not stated");
  if (type->mobility.empty())
    out.problems.add(Severity::Error, "analysis.reach.no-mobility",
                     "unit type '" + type->id + "' names no mobility class, so no movement cost applies to it");
  return !out.problems.hasErrors();
}

}  // namespace

ReachResult movementReach(const Ruleset& ruleset, const Scenario& scenario, const UnitId& unit, int turns) {
  ReachResult out;
  if (!locate(ruleset, scenario, unit, out)) return out;
  const StepCoster coster(ruleset, scenario, out.mobility);
  std::map<HexCoord, Label> best;
  std::map<std::tuple<On, TypeId>, int> missing;
  std::set<HexCoord> unknown;
  using Entry = std::pair<Label, HexCoord>;
  auto later = [](const Entry& a, const Entry& b) { return b.first < a.first; };
  std::priority_queue<Entry, std::vector<Entry>, decltype(later)> open(later);
  best[*out.start] = {};
  open.push({Label{}, *out.start});
  while (!open.empty()) {
    const auto [label, hex] = open.top();
    open.pop();
    if (best[hex] < label) continue;
    out.reached.push_back({hex, label.turn + 1, label.points, label.stopped});
    for (int d = 0; d < 6; ++d) {
      const HexCoord next = neighbor(hex, d);
      if (!scenario.map.contains(next)) continue;
      const StepCost c = coster.step(hex, next);
      if (c.missing) {
        ++missing[{c.missing->on, c.missing->type}];
        unknown.insert(next);
        continue;
      }
      const auto l = after(label, c.cost, out.allowance, turns);
      if (!l) continue;
      auto it = best.find(next);
      if (it != best.end() && !(*l < it->second)) continue;
      best[next] = *l;
      open.push({*l, next});
    }
  }
  for (const auto& r : out.reached) unknown.erase(r.hex);
  out.unknown.assign(unknown.begin(), unknown.end());
  for (const auto& [key, steps] : missing)
    out.missing.push_back({std::get<0>(key), std::get<1>(key), out.mobility, steps});
  std::stable_sort(out.missing.begin(), out.missing.end(),
                   [](const MissingCost& a, const MissingCost& b) { return a.steps > b.steps; });
  return out;
}

}  // namespace hexwright::model
