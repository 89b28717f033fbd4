// Lines read back from a printed map: a Bloody April map with creeks along hexsides and a
// road and a trail through hexes among patches of woods, printed by Hexwright's painter;
// three examples per type, every other hexside and step measured.
#include <gtest/gtest.h>

#include <iostream>
#include <random>
#include <set>

#include "importers/ground/ground_grid.h"
#include "model/hex/hexside_key.h"
#include "model/io/ruleset_reader.h"
#include "recognition/line_suggestion.h"
#include "scan_of.h"

namespace hexwright::recognition {
namespace {

using model::HexCoord;
using Step = std::pair<HexCoord, HexCoord>;

struct Truth {
  model::Scenario scenario;
  std::map<std::string, std::set<Step>> lines;  // type → the hexsides (hex pairs) or steps it takes
};

HexCoord at(const model::Map& map, int col, int row) {
  const auto& c = map.grid().convention;
  return model::fromOffset({col, row}, c.orientation, c.shove);
}

/// A walk of `steps` hexes from `start`, turning between two directions.
std::vector<HexCoord> walk(HexCoord start, int steps, int d1, int d2) {
  std::vector<HexCoord> path{start};
  for (int i = 0; i < steps; ++i) path.push_back(model::neighbor(path.back(), i % 3 == 2 ? d2 : d1));
  return path;
}

/// Hex by hex from `a` to `b`, each step to the neighbour nearest `b`.
std::vector<HexCoord> towards(HexCoord a, HexCoord b) {
  std::vector<HexCoord> path{a};
  while (path.back() != b) {
    HexCoord best = model::neighbor(path.back(), 0);
    for (int d = 1; d < 6; ++d)
      if (model::distance(model::neighbor(path.back(), d), b) < model::distance(best, b))
        best = model::neighbor(path.back(), d);
    path.push_back(best);
  }
  return path;
}

Truth truth() {
  Truth t;
  auto& s = t.scenario;
  s.rulesetId = "bloody-april";
  model::HexGrid grid;
  grid.columns = 24;
  grid.rows = 20;
  s.map.resetGrid(grid, "clear");
  s.map.ground.yardsAcrossFlats = 115;
  std::mt19937 random(11);
  for (const auto h : s.map.grid().hexes())
    if (random() % 3 == 0) s.map.setTerrain(h, "woods");
  // Creeks: the sides between hexes walking across the map and their neighbours below.
  for (const auto start : {at(s.map, 1, 4), at(s.map, 3, 14)})
    for (const auto h : walk(start, 16, 0, 1)) {
      const HexCoord n = model::neighbor(h, 2);
      if (!s.map.contains(h) || !s.map.contains(n)) continue;
      s.map.hexsideFeatures[model::hexside(h, 2)].push_back({"creek", std::nullopt, {}});
      t.lines["creek"].insert(std::minmax(h, n));
    }
  const auto lay = [&](const std::string& type, const std::vector<HexCoord>& path) {
    for (std::size_t i = 1; i < path.size(); ++i) t.lines[type].insert(std::minmax(path[i - 1], path[i]));
    s.map.routes.push_back({model::RouteId(type + "-1"), type, "", path});
  };
  lay("road", towards(at(s.map, 2, 1), at(s.map, 21, 18)));
  lay("trail", towards(at(s.map, 21, 2), at(s.map, 3, 17)));
  return t;
}

std::vector<LineExample> examplesOf(const Truth& t) {
  std::vector<LineExample> out;
  for (const auto& [type, steps] : t.lines) {
    const std::vector<Step> all(steps.begin(), steps.end());
    for (std::size_t i = 0; i < 3; ++i) {
      const auto& [a, b] = all[i * all.size() / 3];
      out.push_back({a, b, type, 0});
    }
  }
  return out;
}

TEST(LineRoundTrip, ThreeExamplesPerTypeFindTheCreeksRoadAndTrailOfAPrintedMap) {
  model::Diagnostics d;
  const auto ruleset = io::loadRulesetById("bloody-april", d);
  ASSERT_TRUE(ruleset.has_value());
  const Truth t = truth();
  const ScanPixels scan = scanOf(t.scenario, *ruleset, 40, true);
  const auto layout =
      importers::groundLayout(t.scenario.map.grid().convention.orientation, t.scenario.map.ground.metresAcrossFlats());
  const auto s = suggestLines(scan, t.scenario.map.grid(), layout, examplesOf(t), *ruleset, d);
  ASSERT_TRUE(s.ok);
  for (const auto& [type, steps] : t.lines) {
    std::size_t found = 0, suggested = 0, right = 0;
    for (const auto& l : s.lines) {
      if (l.type != type || l.example || l.confidence < 0.6) continue;
      ++suggested;
      right += steps.count(std::minmax(l.a, l.b));
    }
    for (const auto& step : steps)
      for (const auto& l : s.lines)
        if (l.type == type && !l.example && l.confidence >= 0.6 && Step(std::minmax(l.a, l.b)) == step) ++found;
    const double recall = static_cast<double>(found) / static_cast<double>(steps.size() - 3);
    const double precision = suggested ? static_cast<double>(right) / static_cast<double>(suggested) : 0;
    std::cout << type << ": recall " << recall << ", precision " << precision << " (" << suggested
              << " suggested at 0.6; examples cover " << s.inks.at(type).exampleCoverage << ")\n";
    EXPECT_GE(recall, 0.9) << type;
    EXPECT_GE(precision, 0.9) << type;
  }
}

}  // namespace
}  // namespace hexwright::recognition
