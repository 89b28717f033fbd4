#include "bench/synthetic_scenario.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <string>

#include "model/hex/label_width.h"

namespace hexwright::bench {
using namespace model;
namespace {

// std::minstd_rand is specified exactly by the standard, so scenarios are identical on
// every platform (unlike std::uniform_int_distribution's output).
class Dice {
 public:
  explicit Dice(std::uint32_t seed) : m_engine(seed == 0 ? 1 : seed) {}
  int below(int n) { return static_cast<int>(m_engine() % static_cast<std::uint32_t>(n)); }

 private:
  std::minstd_rand m_engine;
};

}  // namespace

Scenario makeSyntheticScenario(const SyntheticOptions& o) {
  Dice dice(o.seed);
  Scenario s;
  s.rulesetId = o.rulesetId;
  s.rulesetVersion = "1";
  s.title = "Synthetic " + std::to_string(o.columns) + "x" + std::to_string(o.rows);
  s.date = "1862-04-06";
  s.sides = {Side{SideId{"union"}, "Union"}, Side{SideId{"confederate"}, "Confederate"}};
  s.turns.firstTurn = 1;
  s.turns.lastTurn = 11;
  s.map.ground.yardsAcrossFlats = 176;

  HexGrid grid;
  grid.columns = o.columns;
  grid.rows = o.rows;
  widenLabels(grid);  // printed labels need enough digits for the largest column and row ("120045")
  s.map.resetGrid(grid, o.terrain.front());
  const int kinds = static_cast<int>(o.terrain.size());
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const HexCoord h = grid.at(i);
    const int roll = dice.below(10);
    if (roll >= 6) s.map.setTerrain(h, o.terrain[static_cast<std::size_t>(1 + dice.below(kinds - 1))]);
    s.map.setElevation(h, dice.below(4));
    if (dice.below(50) == 0) s.map.hexFeatures[h].push_back(HexFeature{"camp", {{"owner", std::string("union")}}});
    if (!o.hexsideTypes.empty() && dice.below(8) == 0) {  // a tabletop schema has no hexside types
      const int d = dice.below(6);
      const HexsideKey k = hexside(h, d);
      const auto& type = o.hexsideTypes[static_cast<std::size_t>(dice.below(static_cast<int>(o.hexsideTypes.size())))];
      auto& list = s.map.hexsideFeatures[k];
      if (list.empty()) list.push_back(HexsideFeature{type, std::nullopt, {}});
    }
  }
  for (int r = 0; r < o.rows / 10; ++r) {
    Route road{RouteId{"road-" + std::to_string(r)}, "road", "Road " + std::to_string(r), {}};
    for (int c = 0; c < o.columns; ++c) road.path.push_back(fromOffset({c, r * 10}, Orientation::FlatTop, Shove::Odd));
    s.map.routes.push_back(std::move(road));
  }

  // Brigades of ~5 units, divisions of 4 brigades, per side.
  const int brigadeSize = 5;
  for (int i = 0; i < o.units; ++i) {
    const bool isUnion = i % 2 == 0;
    const SideId side{isUnion ? "union" : "confederate"};
    const int sideIndex = i / 2;
    const int brigade = sideIndex / brigadeSize;
    const std::string prefix = isUnion ? "u" : "c";
    const FormationId brigadeId{prefix + "-b" + std::to_string(brigade)};
    if (sideIndex % brigadeSize == 0) {
      const FormationId divisionId{prefix + "-d" + std::to_string(brigade / 4)};
      if (brigade % 4 == 0)
        s.oob.formations.push_back(Formation{divisionId,
                                             "Division " + std::to_string(brigade / 4 + 1),
                                             "division",
                                             side,
                                             std::nullopt,
                                             std::nullopt,
                                             {},
                                             {},
                                             {}});
      s.oob.formations.push_back(Formation{
          brigadeId, "Brigade " + std::to_string(brigade + 1), "brigade", side, divisionId, std::nullopt, {}, {}, {}});
    }
    Unit u;
    u.id = UnitId{prefix + "-" + std::to_string(sideIndex)};
    u.name = std::to_string(sideIndex + 1) + "th Regiment";
    u.designation = std::to_string(sideIndex + 1);
    u.type = o.unitTypes[static_cast<std::size_t>(dice.below(static_cast<int>(o.unitTypes.size())))];
    u.side = side;
    u.formation = brigadeId;
    u.attributes["strength"] = static_cast<std::int64_t>(1 + dice.below(8));
    u.attributes["morale"] = static_cast<std::int64_t>(dice.below(10));
    s.oob.units.push_back(u);
    if (i % 3 == 0) {
      const HexCoord h = grid.at(static_cast<std::size_t>(dice.below(static_cast<int>(grid.size()))));
      s.setup.push_back(Placement{u.id, h, std::nullopt, std::nullopt, dice.below(6), std::nullopt, ""});
    } else if (i % 3 == 1) {
      Reinforcement r{ReinforcementId{"r-" + u.id.value},
                      2 + dice.below(9),
                      fromOffset({0, dice.below(o.rows)}, Orientation::FlatTop, Shove::Odd),
                      std::nullopt,
                      {u.id},
                      ""};
      s.reinforcements.push_back(std::move(r));
    }
  }
  return s;
}

SyntheticOptions sharedBenchOptions(int columns, int rows, int units) {
  SyntheticOptions o;
  o.columns = columns;
  o.rows = rows;
  o.units = units;
  o.seed = 42;
  o.hexsideTypes = {"deep-water", "steep-slope", "gentle-slope"};
  return o;
}

model::VectorLayer scatteredKeptWoods(const model::Rect& area, double hexMetres, int count) {
  model::VectorLayer layer;
  layer.id = model::LayerId("ground-woods.gpkg");
  layer.name = layer.source = "woods.gpkg";
  std::uint32_t seed = 12345;
  const auto next = [&] { return (seed = seed * 1664525u + 1013904223u) / 4294967296.0; };
  const char* types[] = {"heavy-woods", "light-woods", "thicket", "morass"};
  for (int i = 0; i < count; ++i) {
    model::VectorFeature f;
    f.id = model::FeatureId(std::to_string(i + 1));
    f.type = types[i % 4];
    const model::Vec2 c{area.x + next() * area.w, area.y + next() * area.h};
    const double r = hexMetres * (0.5 + next());
    for (int k = 0; k < 14; ++k) {
      const double a = k * 2 * std::numbers::pi / 14, rr = r * (0.7 + 0.5 * next());
      f.points.push_back({c.x + rr * std::cos(a), c.y + rr * std::sin(a)});
    }
    layer.features.push_back(std::move(f));
  }
  return layer;
}

}  // namespace hexwright::bench
