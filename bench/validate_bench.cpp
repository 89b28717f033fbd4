// Validation of a 40,000-hex, 5,000-unit scenario against a real schema (issue 17: under
// 25 ms CPU per ruleset with scenario-level checks present); for the tabletop schema, the
// same 5,000 units on its table. The synthetic scenario's type
// ids are taken from the schema so that the checks do their real work instead of stopping
// at unknown ids.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "bench/synthetic_scenario.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/validate/validator.h"

namespace {

using namespace hexwright;

model::Ruleset loadOrDie(const std::string& id) {
  model::Diagnostics d;
  auto r = io::loadRulesetById(id, d);
  if (!r) {
    for (const auto& item : d.items()) fprintf(stderr, "%s\n", model::formatDiagnostic(item).c_str());
    std::abort();
  }
  return *r;
}

/// A tabletop schema (Dress on the Colors) plays on a table in inches: the same units
/// and formations, placed by position on the schema's default table among terrain pieces
/// (one polygon per 50 units, of the schema's terrain types), instead of on hexes.
void onTable(model::Scenario& s, const model::Ruleset& r) {
  s.map.kind = model::GridKind::Table;
  s.map.table = r.defaultTable;
  s.map.resetGrid(model::HexGrid{}, {});
  s.map.hexFeatures.clear();
  s.map.hexsideFeatures.clear();
  s.map.routes.clear();
  const double w = s.map.table.widthInches, d = s.map.table.depthInches;
  std::size_t i = 0;
  auto at = [&](std::size_t k) {  // deterministic spread over the table
    return model::Vec2{std::fmod(static_cast<double>(k) * 7.31, w), std::fmod(static_cast<double>(k) * 3.17, d)};
  };
  std::vector<const model::TerrainType*> areas;
  for (const auto& t : r.terrain)
    if (t.geometry.value_or(model::GeometryKind::Polygon) == model::GeometryKind::Polygon) areas.push_back(&t);
  model::VectorLayer terrain{model::LayerId("terrain"), "Terrain", true, {}, ""};
  for (std::size_t k = 0; k < s.oob.units.size() / 50 && !areas.empty(); ++k) {
    const model::Vec2 c = at(k * 13 + 5);
    const auto& type = *areas[k % areas.size()];
    terrain.features.push_back({model::FeatureId("t-" + std::to_string(k)),
                                type.id,
                                model::GeometryKind::Polygon,
                                {{c.x, c.y}, {c.x + 4, c.y}, {c.x + 4, c.y + 3}, {c.x, c.y + 3}},
                                "",
                                {},
                                {}});
  }
  s.map.vectorLayers = {std::move(terrain)};
  for (auto& p : s.setup) {
    p.hex.reset();
    p.facing.reset();
    p.position = at(++i);
    p.facingDegrees = static_cast<double>((i * 45) % 360);
  }
  for (auto& rf : s.reinforcements) {
    rf.entryHex.reset();
    rf.entryArea.reset();
  }
}

/// makeSyntheticScenario with the schema's terrain, hexside and unit type ids; its
/// formations and camps renamed to the schema's lowest two OOB levels and camp feature.
model::Scenario syntheticFor(const model::Ruleset& r) {
  bench::SyntheticOptions o{200, 200, 5000, 7};
  o.rulesetId = r.id;
  o.terrain.clear();
  o.terrain.push_back(r.defaultTerrain.empty() ? r.terrain.front().id : r.defaultTerrain);
  for (const auto& t : r.terrain)
    if (t.id != o.terrain.front()) o.terrain.push_back(t.id);
  o.hexsideTypes.clear();
  for (const auto& h : r.hexsides) o.hexsideTypes.push_back(h.id);  // none on a table
  o.unitTypes.clear();
  for (const auto& u : r.unitTypes)
    if (!u.isLeader && u.isCombat.value_or(true) && u.sides.empty()) o.unitTypes.push_back(u.id);
  model::Scenario s = bench::makeSyntheticScenario(o);

  const std::string low = r.oobLevels.empty() ? "brigade" : r.oobLevels.back().id;
  const auto* lowLevel = r.findOobLevel(low);
  const std::string high = lowLevel && !lowLevel->parents.empty() ? lowLevel->parents.front() : low;
  for (auto& f : s.oob.formations) f.level = f.level == "brigade" ? low : high;
  const auto camps = r.featuresIn(model::FeatureCategory::Camp);
  if (r.features.empty()) s.map.hexFeatures.clear();  // a tabletop schema has no hex features
  for (auto& [hex, features] : s.map.hexFeatures)
    for (auto& f : features) {
      f.type = camps.empty() ? r.features.front().id : camps.front()->id;
      f.attributes.clear();
    }
  s.map.ground.yardsAcrossFlats = r.hexYards;
  if (r.gridKind == model::GridKind::Table) onTable(s, r);
  return s;
}

/// The scenario-level checks of the ruleset's sample battle (scenarios/<id>.hexw, found
/// next to the schema folder), plus every ruleset check again as a scenario check (twice
/// the configured work) and an override per rule: more than any real battle carries.
std::vector<model::CheckConfig> scenarioChecksFor(const model::Ruleset& r) {
  std::vector<model::CheckConfig> out;
  for (const auto& dir : io::schemaSearchPath()) {
    const auto sample = dir.parent_path() / "scenarios" / (r.id + ".hexw");
    if (!std::filesystem::exists(sample)) continue;
    model::Diagnostics d;
    if (auto s = io::loadBundle(sample, d)) out = s->checks;
    break;
  }
  for (model::CheckConfig c : r.checks) {
    out.push_back(c);
    c.overrides = true;
    c.keepsSeverity = true;
    out.push_back(c);
  }
  return out;
}

void BM_Validate(benchmark::State& state, const std::string& id) {
  const model::Ruleset r = loadOrDie(id);
  model::Scenario s = syntheticFor(r);
  if (state.range(0) == 1) s.checks = scenarioChecksFor(r);
  std::size_t diagnostics = 0, errors = 0;
  for (auto _ : state) {
    model::Diagnostics d = model::validate(s, r);
    diagnostics = d.size();
    errors = d.count(model::Severity::Error);
    benchmark::DoNotOptimize(d);
  }
  state.counters["hexes"] = static_cast<double>(s.map.grid().size());
  state.counters["units"] = static_cast<double>(s.oob.units.size());
  state.counters["diagnostics"] = static_cast<double>(diagnostics);
  state.counters["errors"] = static_cast<double>(errors);
  state.counters["scenario_checks"] = static_cast<double>(s.checks.size());
}

/// Everything the limit would hide as well: the cost of reporting thousands of problems.
void BM_ValidateUnlimited(benchmark::State& state) {
  const model::Ruleset r = loadOrDie("hell-before-night");
  const model::Scenario s = syntheticFor(r);
  model::ValidateOptions options;
  options.maxPerRule = 0;
  std::size_t diagnostics = 0;
  for (auto _ : state) {
    model::Diagnostics d = model::validate(s, r, options);
    diagnostics = d.size();
    benchmark::DoNotOptimize(d);
  }
  state.counters["diagnostics"] = static_cast<double>(diagnostics);
}

}  // namespace

// Argument 0: the ruleset's checks only; 1: with scenario-level checks.
BENCHMARK_CAPTURE(BM_Validate, hell_before_night, std::string("hell-before-night"))
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Validate, bloody_april, std::string("bloody-april"))
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Validate, unconditional_surrender, std::string("unconditional-surrender"))
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Validate, huzzah, std::string("huzzah"))->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Validate, dress_on_the_colors, std::string("dress-on-the-colors"))
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ValidateUnlimited)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
