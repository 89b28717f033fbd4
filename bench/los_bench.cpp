// Line of sight (model/analysis/line_of_sight.h) on a 200 x 200 Hell Before Night map
// with mixed woods and slopes, and the same on Huzzah! with elevation: one viewshed of
// range 20, and every hex's viewshed at range 10 (what a whole-map overlay needs).
#include <benchmark/benchmark.h>

#include <random>

#include "model/analysis/line_of_sight.h"
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
