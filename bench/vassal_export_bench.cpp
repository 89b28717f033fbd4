// `export vassal` speed: the 60 x 80-hex, 1,200-unit scenario of render_bench (same
// seed) as a complete module: board image at the default 64 px per hex, two faces per
// unit, at-start stacks, the reinforcement chart, the zip. Target: under 3 s wall.
//
//   hexwright_bench_vassal_export [--benchmark_repetitions=N]
#include <benchmark/benchmark.h>

#include <filesystem>

#include "bench/synthetic_scenario.h"
#include "exporters/vassal/vassal_export.h"
#include "model/io/ruleset_reader.h"

namespace {

using namespace hexwright;

const model::Scenario& scenario() {
  static const model::Scenario s = [] {
    auto sc = bench::makeSyntheticScenario(bench::sharedBenchOptions(60, 80, 1200));
    sc.title = "Benchmark: 60 x 80 hexes, 1,200 units";
    return sc;
  }();
  return s;
}

const model::Ruleset* ruleset() {
  static const std::optional<model::Ruleset> r = [] {
    model::Diagnostics d;
    return io::loadRulesetById("hell-before-night", d);
  }();
  return r ? &*r : nullptr;
}

void BM_VassalModule60x80With1200Units(benchmark::State& state) {
  const auto out = std::filesystem::temp_directory_path() / "hexwright-bench.vmod";
  exporters::vassal::VassalExportOptions o;
  // The synthetic units carry strength and morale only; Hell Before Night's counters
  // print more, so this is a draft as far as values go (the drawing work is the same).
  o.allowIncomplete = true;
  for (auto _ : state) {
    model::Diagnostics d;
    model::NullProgress p;
    const auto r = exporters::vassal::exportVassal(scenario(), ruleset(), o, out, d, p);
    if (!r) {
      state.SkipWithError("export failed");
      break;
    }
    state.counters["pieces"] = r->pieces;
    state.counters["placed"] = r->placedUnits;
    state.counters["images"] = r->images;
    state.counters["MB"] = static_cast<double>(r->bytes) / 1e6;
    state.counters["board_px"] = static_cast<double>(r->boards.front().widthPx) * r->boards.front().heightPx;
  }
  std::filesystem::remove(out);
}
BENCHMARK(BM_VassalModule60x80With1200Units)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
