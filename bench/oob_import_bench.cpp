// Importing a generated 10,000-row order-of-battle CSV into Bloody April: parse, build
// (types, strength from men, weapons, abbreviations, codes). Must stay well under a second.
#include <benchmark/benchmark.h>

#include <string>

#include "importers/oob/oob_import.h"
#include "model/io/ruleset_reader.h"

namespace {

using namespace hexwright;

/// 2 armies × 10 divisions × 10 brigades × 50 regiments = 10,000 unit rows.
std::string generatedCsv() {
  static const char* states[] = {"Illinois", "Ohio", "Iowa", "Missouri", "Tennessee"};
  std::string csv = "path,unit,type,men,weapon\n";
  int n = 0;
  for (const char* army : {"Army of the Tennessee", "Army of the Ohio"})
    for (int division = 1; division <= 10; ++division)
      for (int brigade = 1; brigade <= 10; ++brigade)
        for (int regiment = 1; regiment <= 50; ++regiment, ++n)
          csv += std::string(army) + "/Division " + std::to_string(division) + "/Brigade " + std::to_string(brigade) + "," +
                 std::to_string(n + 1) + "th " + states[n % 5] + ",infantry," + std::to_string(100 * (3 + n % 6)) +
                 ",Rifled Musket\n";
  return csv;
}

void BM_ImportOobCsv10k(benchmark::State& state) {
  model::Diagnostics d;
  const auto ruleset = io::loadRulesetById("bloody-april", d);
  if (!ruleset) {
    state.SkipWithError("bloody-april schema not found");
    return;
  }
  model::Scenario scenario;
  for (const auto& s : ruleset->sides) scenario.sides.push_back(model::Side{s.id, s.name});
  const std::string csv = generatedCsv();
  importers::oob::OobImportRequest req;
  req.file = "generated.csv";
  std::size_t units = 0;
  for (auto _ : state) {
    model::Diagnostics diagnostics;
    const auto r = importers::oob::importOobText(csv, scenario, *ruleset, req, diagnostics);
    if (!r.ok) state.SkipWithError("import failed");
    units = r.unitsAdded;
    benchmark::DoNotOptimize(r.oob.units.data());
  }
  state.counters["units"] = static_cast<double>(units);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(units));
}
BENCHMARK(BM_ImportOobCsv10k)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
