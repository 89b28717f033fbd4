// Load and save of a 40,000-hex, 5,000-unit scenario (issue: "well under a second").
#include <benchmark/benchmark.h>

#include <filesystem>

#include "bench/synthetic_scenario.h"
#include "model/io/bundle.h"

namespace {

using namespace hexwright;

const model::Scenario& bigScenario() {
  static const model::Scenario s = bench::makeSyntheticScenario({200, 200, 5000, 7});
  return s;
}

std::filesystem::path scratch(const char* name) { return std::filesystem::temp_directory_path() / name; }

void BM_WriteXml(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(io::writeDocuments(bigScenario()));
}

void BM_ReadXml(benchmark::State& state) {
  const auto docs = io::writeDocuments(bigScenario());
  for (auto _ : state) {
    model::Diagnostics d;
    benchmark::DoNotOptimize(io::readDocuments(docs, "bench.hexw", d));
  }
}

void BM_SaveFolder(benchmark::State& state) {
  const auto path = scratch("hexwright-bench.hexw");
  for (auto _ : state) {
    model::Diagnostics d;
    if (!io::saveBundle(bigScenario(), path, d)) {
      state.SkipWithError(d.empty() ? "save failed" : model::formatDiagnostic(d.items().front()).c_str());
      break;
    }
  }
  std::filesystem::remove_all(path);
}

void BM_LoadFolder(benchmark::State& state) {
  const auto path = scratch("hexwright-bench-load.hexw");
  model::Diagnostics d;
  io::saveBundle(bigScenario(), path, d);
  for (auto _ : state) {
    model::Diagnostics diagnostics;
    benchmark::DoNotOptimize(io::loadBundle(path, diagnostics));
  }
  std::filesystem::remove_all(path);
}

void BM_SaveArchive(benchmark::State& state) {
  const auto path = scratch("hexwright-bench.hexwz");
  for (auto _ : state) {
    model::Diagnostics d;
    if (!io::saveBundle(bigScenario(), path, d)) state.SkipWithError("save failed");
  }
  std::filesystem::remove(path);
}

void BM_LoadArchive(benchmark::State& state) {
  const auto path = scratch("hexwright-bench-load.hexwz");
  model::Diagnostics d;
  io::saveBundle(bigScenario(), path, d);
  for (auto _ : state) {
    model::Diagnostics diagnostics;
    benchmark::DoNotOptimize(io::loadBundle(path, diagnostics));
  }
  std::filesystem::remove(path);
}

}  // namespace

BENCHMARK(BM_WriteXml)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReadXml)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SaveFolder)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoadFolder)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SaveArchive)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoadArchive)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
