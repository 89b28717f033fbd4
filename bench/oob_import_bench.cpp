// Importing a generated 10,000-row order-of-battle CSV into Bloody April: parse, build
// (types, strength from men, weapons, abbreviations, codes): the target is under
// 0.3 s. And 5 MB of junk text refused with a capped report (target: under 1 s).
#include <benchmark/benchmark.h>

#include <cstdint>
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
          csv += std::string(army) + "/Division " + std::to_string(division) + "/Brigade " + std::to_string(brigade) +
                 "," + std::to_string(n + 1) + "th " + states[n % 5] + ",infantry," +
                 std::to_string(100 * (3 + n % 6)) + ",Rifled Musket\n";
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

/// 5 MB of random words and punctuation on lines of 20-120 characters: what a wrong
/// file looks like. It must be refused quickly with a capped report.
std::string junkText() {
  std::string out;
  out.reserve(5u << 20);
  std::uint32_t x = 12345;
  auto next = [&x]() { return x = x * 1664525u + 1013904223u; };
  while (out.size() < (5u << 20)) {
    const std::size_t length = 20 + next() % 100;
    for (std::size_t i = 0; i < length; ++i) {
      const std::uint32_t r = next() >> 24;
      out += r < 30   ? ' '
             : r < 34 ? ','
             : r < 37 ? ':'
             : r < 40 ? '.'
                      : static_cast<char>('a' + r % 26 - (r % 3 == 0 ? 32 : 0));
    }
    out += '\n';
  }
  return out;
}

void BM_RefuseJunk5MB(benchmark::State& state) {
  model::Diagnostics d;
  const auto ruleset = io::loadRulesetById("bloody-april", d);
  if (!ruleset) {
    state.SkipWithError("bloody-april schema not found");
    return;
  }
  model::Scenario scenario;
  for (const auto& s : ruleset->sides) scenario.sides.push_back(model::Side{s.id, s.name});
  const std::string junk = junkText();
  importers::oob::OobImportRequest req;
  req.file = "junk.txt";
  std::size_t shown = 0;
  std::size_t reportBytes = 0;
  for (auto _ : state) {
    model::Diagnostics diagnostics;
    const auto r = importers::oob::importOobText(junk, scenario, *ruleset, req, diagnostics);
    if (r.ok) state.SkipWithError("junk was imported");
    shown = diagnostics.size();
    reportBytes = 0;
    for (const auto& x : diagnostics.items()) reportBytes += model::formatDiagnostic(x).size() + 1;
  }
  state.counters["diagnostics_shown"] = static_cast<double>(shown);
  state.counters["report_bytes"] = static_cast<double>(reportBytes);
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(junk.size()));
}
BENCHMARK(BM_RefuseJunk5MB)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
