#include "editor/core/region_stamp.h"

#include <algorithm>
#include <map>
#include <set>

#include "editor/core/editing.h"

namespace hexwright::editor {

using model::HexCoord;
using model::HexsideKey;

namespace {

struct HexState {
  HexCoord at;
  model::TypeId terrain;
  int elevation = 0;
  std::vector<model::HexFeature> features;
};

using Sides = std::map<HexsideKey, std::vector<model::HexsideFeature>>;

/// Everything the stamp changes, before and after: undo puts back exactly what was there.
struct StampState {
  std::vector<HexState> hexes;
  Sides sides;
  std::optional<std::vector<model::Route>> routes;  // the whole list, when it changes
};

HexState stateOf(const model::Map& map, HexCoord h) {
  const auto* features = map.featuresAt(h);
  return {h, map.terrainAt(h), map.elevationAt(h), features ? *features : std::vector<model::HexFeature>{}};
}

template <class Key, class Value>
void put(std::map<Key, std::vector<Value>>& layer, const Key& key, const std::vector<Value>& v) {
  if (v.empty())
    layer.erase(key);
  else
    layer[key] = v;
}

void write(model::Map& map, const StampState& state) {
  for (const auto& h : state.hexes) {
    map.setTerrain(h.at, h.terrain);
    map.setElevation(h.at, h.elevation);
    put(map.hexFeatures, h.at, h.features);
  }
  for (const auto& [key, features] : state.sides) put(map.hexsideFeatures, key, features);
  if (state.routes) map.routes = *state.routes;
}

class StampCommand final : public model::Command {
 public:
  StampCommand(StampState before, StampState after, model::ChangeSet changes, std::string label)
      : m_before(std::move(before)),
        m_after(std::move(after)),
        m_changes(std::move(changes)),
        m_label(std::move(label)) {}
  model::ChangeSet changes() const override { return m_changes; }

 protected:
  void onApply(model::Scenario& s) override { write(s.map, m_after); }
  void onRevert(model::Scenario& s) override { write(s.map, m_before); }
  std::string onLabel() const override { return m_label; }

 private:
  StampState m_before;
  StampState m_after;
  model::ChangeSet m_changes;
  std::string m_label;
};

/// `path` without its steps between two hexes of `cut`, in the runs left (two hexes or more).
std::vector<std::vector<HexCoord>> cutSteps(const std::vector<HexCoord>& path, const std::set<HexCoord>& cut) {
  std::vector<std::vector<HexCoord>> runs;
  std::vector<HexCoord> run;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (i > 0 && cut.count(path[i - 1]) && cut.count(path[i])) {
      if (run.size() >= 2) runs.push_back(run);
      run.clear();
    }
    run.push_back(path[i]);
  }
  if (run.size() >= 2) runs.push_back(run);
  return runs;
}

class RouteIds {
 public:
  explicit RouteIds(const std::vector<model::Route>& routes) {
    for (const auto& r : routes) m_taken.insert(r.id.value);
  }
  model::RouteId next() {
    const std::string id = uniqueId("route-", [this](const std::string& v) { return m_taken.count(v) > 0; });
    m_taken.insert(id);
    return model::RouteId{id};
  }

 private:
  std::set<std::string> m_taken;
};

/// The map's routes with their steps inside the footprint taken out (the first piece of
/// a cut route keeps its id), then the stamp's route runs that land on the map.
std::vector<model::Route> stampedRoutes(const model::Map& map, const MapRegion& region, HexCoord target,
                                        const std::set<HexCoord>& footprint) {
  std::vector<model::Route> out;
  RouteIds ids(map.routes);
  for (const auto& route : map.routes) {
    auto runs = cutSteps(route.path, footprint);
    for (std::size_t i = 0; i < runs.size(); ++i) {
      model::Route piece = route;
      if (i > 0) piece.id = ids.next();
      piece.path = std::move(runs[i]);
      out.push_back(std::move(piece));
    }
  }
  for (const auto& route : region.routes) {
    std::vector<HexCoord> path;
    for (HexCoord h : route.path) path.push_back(h + target);
    for (auto& run : runsInside(path, footprint)) out.push_back({ids.next(), route.type, route.name, std::move(run)});
  }
  return out;
}

/// The sides the stamp sets: its own (shifted) where one of their hexes is stamped, and
/// the sides between two stamped hexes, cleared where the stamp has nothing.
Sides stampedSides(const model::Map& map, const MapRegion& region, HexCoord target,
                   const std::set<HexCoord>& footprint) {
  Sides out;
  for (const auto& s : region.sides) {
    const HexsideKey key{s.side.hex + target, s.side.side};
    const auto both = model::hexesOf(key);
    if (!map.containsSide(key) || (!footprint.count(both[0]) && !footprint.count(both[1]))) continue;
    auto& features = out[key] = s.features;
    for (auto& f : features)
      if (f.toward) f.toward = *f.toward + target;
  }
  for (HexCoord h : footprint)
    for (HexsideKey key : model::sidesOf(h)) {
      const auto both = model::hexesOf(key);
      if (footprint.count(both[0]) && footprint.count(both[1]) && map.featuresAt(key)) out.try_emplace(key);
    }
  return out;
}

model::ChangeSet changesOf(const std::set<HexCoord>& footprint) {
  model::ChangeSet c;
  c.kinds = model::kChangeTerrain | model::kChangeElevation | model::kChangeHexFeatures | model::kChangeHexsides |
            model::kChangeRoutes;
  std::set<HexCoord> touched = footprint;
  for (HexCoord h : footprint)
    for (int d = 0; d < 6; ++d) touched.insert(model::neighbor(h, d));
  c.hexes.assign(touched.begin(), touched.end());
  return c;
}

}  // namespace

StampPlan planStamp(const model::Scenario& scenario, const MapRegion& region, HexCoord target) {
  const model::Map& map = scenario.map;
  StampPlan plan;
  StampState before, after;
  std::set<HexCoord> footprint;
  for (const auto& h : region.hexes) {
    const HexCoord at = h.at + target;
    if (map.kind != model::GridKind::Hex || !map.contains(at)) {
      ++plan.skipped;
      continue;
    }
    footprint.insert(at);
    before.hexes.push_back(stateOf(map, at));
    after.hexes.push_back({at, h.terrain, h.elevation, h.features});
  }
  plan.stamped = static_cast<int>(footprint.size());
  if (footprint.empty()) return plan;
  after.sides = stampedSides(map, region, target, footprint);
  for (const auto& entry : after.sides) {
    const auto* had = map.featuresAt(entry.first);
    before.sides[entry.first] = had ? *had : std::vector<model::HexsideFeature>{};
  }
  auto routes = stampedRoutes(map, region, target, footprint);
  if (routes != map.routes) {
    before.routes = map.routes;
    after.routes = std::move(routes);
  }
  const std::string label = "Stamp " + std::to_string(plan.stamped) + (plan.stamped == 1 ? " Hex" : " Hexes");
  plan.command = std::make_unique<StampCommand>(std::move(before), std::move(after), changesOf(footprint), label);
  return plan;
}

std::string stampRegion(Document& doc, const MapRegion& region, HexCoord target) {
  StampPlan plan = planStamp(doc.scenario(), region, target);
  const auto count = [](int n) { return std::to_string(n) + (n == 1 ? " hex" : " hexes"); };
  if (!plan.command) return "Nothing stamped: every hex of the stamp would be off the map";
  doc.execute(std::move(plan.command));
  std::string status = "Stamped " + count(plan.stamped);
  if (plan.skipped > 0) status += "; " + count(plan.skipped) + " off the map skipped";
  return status;
}

}  // namespace hexwright::editor
