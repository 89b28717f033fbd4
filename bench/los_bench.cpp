// Line of sight (model/analysis/line_of_sight.h) on a 200 x 200 Hell Before Night map
// with mixed woods and slopes, and the same on Huzzah! with elevation: one viewshed of
// range 20, and every hex's viewshed at range 10 (what a whole-map overlay needs).
#include <benchmark/benchmark.h>

#include <random>

#include "model/analysis/line_of_sight.h"
#include "model/analysis/table_line_of_sight.h"
#include "model/io/ruleset_reader.h"
#include "synthetic_scenario.h"

namespace {

using namespace hexwright;

struct LosSetup {
  model::Ruleset ruleset;
  model::Scenario scenario;
};

const LosSetup& setup(const std::string& rulesetId) {
  static std::map<std::string, LosSetup> cache;
  auto it = cache.find(rulesetId);
  if (it != cache.end()) return it->second;
  model::Diagnostics d;
  LosSetup s{*io::loadRulesetById(rulesetId, d), {}};
  bench::SyntheticOptions o = bench::sharedBenchOptions(200, 200, 0);
  o.rulesetId = rulesetId;
  if (rulesetId == "huzzah") {
    o.terrain = {"clear", "woods", "light-woods", "stream"};
    o.hexsideTypes = {"slope", "rail-fence"};
  }
  s.scenario = bench::makeSyntheticScenario(o);
  // Rolling ground: levels 0-3 in broad patches, so that elevation decides many lines.
  std::mt19937 rng(7);
  for (auto h : s.scenario.map.grid().hexes())
    s.scenario.map.setElevation(h, ((h.q / 7 + h.r / 5) % 4 + static_cast<int>(rng() % 2)) % 4);
  return cache.emplace(rulesetId, std::move(s)).first->second;
}

void BM_Viewshed(benchmark::State& state, const std::string& rulesetId, int range) {
  const auto& s = setup(rulesetId);
  const model::LosEngine engine(s.ruleset, s.scenario.map);
  const model::HexCoord centre = s.scenario.map.grid().at(100 * 200 + 100);
  std::vector<model::HexCoord> seen;
  engine.visible(centre, range, seen);  // fills the trace cache, as the editor's first hover does
  for (auto _ : state) {
    engine.visible(centre, range, seen);
    benchmark::DoNotOptimize(seen.data());
  }
  state.counters["seen"] = static_cast<double>(seen.size());
}

void BM_EveryViewshed(benchmark::State& state, const std::string& rulesetId, int range,
                      const model::LosSettings& settings) {
  const auto& s = setup(rulesetId);
  const model::LosEngine engine(s.ruleset, s.scenario.map, settings);
  std::vector<model::HexCoord> seen;
  const auto hexes = s.scenario.map.grid().hexes();
  for (auto _ : state) {
    std::size_t total = 0;
    for (auto h : hexes) {
      engine.visible(h, range, seen);
      total += seen.size();
    }
    benchmark::DoNotOptimize(total);
  }
}

// What the editor's Sight and Reach tool does on every pointer move: compile the map
// (it may just have been painted), the viewshed it tints, and the line to the pointer.
void BM_EditorHover(benchmark::State& state, const std::string& rulesetId) {
  const auto& s = setup(rulesetId);
  const model::HexCoord centre = s.scenario.map.grid().at(100 * 200 + 100);
  const model::HexCoord pointer = s.scenario.map.grid().at(106 * 200 + 104);
  for (auto _ : state) {
    const model::LosEngine engine(s.ruleset, s.scenario.map);
    auto seen = engine.viewshed(centre, 10);
    auto line = engine.check(centre, pointer);
    benchmark::DoNotOptimize(seen.data());
    benchmark::DoNotOptimize(line.verdict);
  }
}

// A Dress on the Colors table, 72 x 48 inches, with 48 pieces: woods, fields, orchards,
// towns and hills of both levels with their crestlines, scattered at random.
struct TableSetup {
  model::Ruleset ruleset;
  model::Map map;
};

const TableSetup& tableSetup() {
  static const TableSetup s = [] {
    model::Diagnostics d;
    TableSetup t{*io::loadRulesetById("dress-on-the-colors", d), {}};
    t.map.kind = model::GridKind::Table;
    t.map.table = {72, 48};
    model::VectorLayer layer{model::LayerId{"table"}, "Table", true, {}, {}};
    std::mt19937 rng(11);
    std::uniform_real_distribution<double> x(0, 66), y(0, 42), size(2, 8);
    const char* types[] = {"dense-woods", "cornfield", "orchard", "light-woods", "town-sector", "hill"};
    for (int i = 0; i < 48; ++i) {
      const double x0 = x(rng), y0 = y(rng), w = size(rng), h = size(rng);
      const std::string type = types[i % 6];
      model::VectorFeature f{model::FeatureId{std::to_string(i)},
                             type,
                             model::GeometryKind::Polygon,
                             {{x0, y0}, {x0 + w, y0}, {x0 + w, y0 + h}, {x0, y0 + h}},
                             type,
                             {},
                             {}};
      if (type == "hill") f.attributes["level"] = std::int64_t{1 + i % 2};
      if (type == "town-sector") f.attributes["construction"] = std::string("wooden");
      layer.features.push_back(f);
      if (type == "hill")
        layer.features.push_back({model::FeatureId{std::to_string(i) + "c"},
                                  "crestline",
                                  model::GeometryKind::Polyline,
                                  {{x0, y0 + h / 2}, {x0 + w, y0 + h / 2}},
                                  "crest",
                                  {},
                                  {}});
    }
    t.map.vectorLayers.push_back(layer);
    return t;
  }();
  return s;
}

// What a tabletop position sees over the whole table, judged every inch (3,456 points).
void BM_TableViewshed(benchmark::State& state) {
  const auto& s = tableSetup();
  const model::TableLosEngine engine(s.ruleset, s.map);
  for (auto _ : state) {
    auto seen = engine.viewshed({36, 24}, 90, 1.0);
    benchmark::DoNotOptimize(seen.data());
  }
}

// The editor's Sight and Reach tool on a table, per pointer move: build the engine, the
// 24-inch viewshed it tints, and the line to the pointer.
void BM_TableEditorHover(benchmark::State& state) {
  const auto& s = tableSetup();
  for (auto _ : state) {
    const model::TableLosEngine engine(s.ruleset, s.map);
    auto seen = engine.viewshed({36, 24}, 24, 1.0);
    auto line = engine.check({36, 24}, {50, 40});
    benchmark::DoNotOptimize(seen.data());
    benchmark::DoNotOptimize(line.verdict);
  }
}

// The same with units counted: 32 regiments of both sides in line and column, scattered,
// the viewer Union, with the overhead-fire clearances left open and artillery fire in force
// (so two variants weigh every unit).
void BM_TableViewshedWithUnits(benchmark::State& state) {
  const auto& s = tableSetup();
  model::LosSettings settings{{"artillery-overhead"}};
  settings.units = true;
  settings.viewerSide = model::SideId{"union"};
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> x(2, 70), y(2, 46), facing(0, 360);
  for (int i = 0; i < 32; ++i)
    settings.unitsOnTable.push_back({model::UnitId{"u" + std::to_string(i)},
                                     "regiment",
                                     model::SideId{i % 2 ? "union" : "confederate"},
                                     "infantry",
                                     i % 3 ? "line-of-battle" : "assault-column",
                                     {x(rng), y(rng)},
                                     facing(rng),
                                     5.0 + i % 4});
  const model::TableLosEngine engine(s.ruleset, s.map, settings);
  for (auto _ : state) {
    auto seen = engine.viewshed({36, 24}, 90, 1.0);
    benchmark::DoNotOptimize(seen.data());
  }
}

BENCHMARK(BM_TableViewshed)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TableViewshedWithUnits)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TableEditorHover)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_EditorHover, hbn, std::string("hell-before-night"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_EditorHover, huzzah, std::string("huzzah"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Viewshed, hbn_range20, std::string("hell-before-night"), 20)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Viewshed, huzzah_range20, std::string("huzzah"), 20)->Unit(benchmark::kMillisecond);
// Hell Before Night leaves Thicket within two hexes open (11.3E): every line that meets a
// thicket is judged both ways until the designer answers.
BENCHMARK_CAPTURE(BM_EveryViewshed, hbn_range10_open_choice, std::string("hell-before-night"), 10, model::LosSettings{})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_EveryViewshed, hbn_range10_answered, std::string("hell-before-night"), 10,
                  model::LosSettings{{}, {{"thicket-near", "ignored"}}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_EveryViewshed, huzzah_range10, std::string("huzzah"), 10, model::LosSettings{})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
