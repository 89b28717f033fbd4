// Terrain suggestions (recognition/) on a 60 x 80 Hell Before Night map painted by the
// exporters' painter at 32 pixels a hex (a 2,300 x 2,600 pixel scan, what the decoder
// hands over for that map): the per-hex features of the whole scan, and re-learning
// after a correction (train, cross-validate and predict every hex; target under 1 s), and
// the lines (a deep-water hexside chain and a road) from three examples each.
// The whole command over a 20,000-pixel scan: bench/suggest_terrain_scan.sh.
#include <benchmark/benchmark.h>
#include <cairo.h>

#include <random>

#include "exporters/render/cairo_canvas.h"
#include "exporters/render/map_painter.h"
#include "importers/ground/ground_grid.h"
#include "model/hex/hexside_key.h"
#include "model/hex/offset_coord.h"
#include "model/io/ruleset_reader.h"
#include "recognition/hex_features.h"
#include "recognition/line_suggestion.h"
#include "recognition/terrain_suggestion.h"

namespace {

using namespace hexwright;

const std::vector<std::string> kTypes = {"clear", "light-woods", "heavy-woods", "thicket", "morass"};

struct PaintedMap {
  model::Ruleset ruleset;
  model::Scenario scenario;
  recognition::ScanPixels scan;
  model::HexLayout layout;
  std::vector<std::pair<model::HexCoord, model::HexCoord>> water;  // deep-water hexsides
  std::vector<model::HexCoord> road;

  PaintedMap() {
    model::Diagnostics d;
    ruleset = *io::loadRulesetById("hell-before-night", d);
    model::HexGrid grid;
    grid.columns = 60;
    grid.rows = 80;
    scenario.map.resetGrid(grid, "clear");
    scenario.map.ground.yardsAcrossFlats = 176;
    std::mt19937 random(7);
    const auto hexes = scenario.map.grid().hexes();
    std::vector<model::HexCoord> seeds;
    for (int i = 0; i < 150; ++i) seeds.push_back(hexes[random() % hexes.size()]);
    for (const auto h : hexes) {
      std::size_t best = 0;
      for (std::size_t i = 1; i < seeds.size(); ++i)
        if (model::distance(h, seeds[i]) < model::distance(h, seeds[best])) best = i;
      scenario.map.setTerrain(h, kTypes[best % kTypes.size()]);
    }
    const auto& c = scenario.map.grid().convention;
    for (int col = 0; col < 60; ++col) {
      const auto h = model::fromOffset({col, 40}, c.orientation, c.shove);
      if (scenario.map.contains(model::neighbor(h, 2))) {
        scenario.map.hexsideFeatures[model::hexside(h, 2)].push_back({"deep-water", std::nullopt, {}});
        water.emplace_back(h, model::neighbor(h, 2));
      }
    }
    for (int row = 0; row < 80; ++row) road.push_back(model::fromOffset({30, row}, c.orientation, c.shove));
    scenario.map.routes.push_back({model::RouteId("road-1"), "road", "", road});
    paint();
    layout = importers::groundLayout(grid.convention.orientation, scenario.map.ground.metresAcrossFlats());
  }

  void paint() {
    const double hexMm = 16, ppmm = 2;
    const auto g = exporters::MapGeometry::forHexMap(scenario.map, hexMm);
    exporters::MapPainter painter(scenario, &ruleset, g);
    const int w = static_cast<int>(g.bounds().w * ppmm), h = static_cast<int>(g.bounds().h * ppmm);
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t* cr = cairo_create(surface);
    exporters::CairoCanvas canvas(cr);
    painter.paintView(canvas, g.bounds(), ppmm);
    cairo_surface_flush(surface);
    const double k = g.mmPerGroundMetre();
    const model::Vec2 o = g.fromGroundMetres({0, 0});
    scan = recognition::scanFromArgb32(cairo_image_surface_get_data(surface), w, h,
                                       cairo_image_surface_get_stride(surface),
                                       {-o.x / k, 1 / (ppmm * k), 0, -o.y / k, 0, 1 / (ppmm * k)});
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
  }

  std::vector<recognition::TerrainExample> examples(std::size_t perType) const {
    std::vector<recognition::TerrainExample> out;
    std::map<std::string, std::vector<model::HexCoord>> byType;
    for (const auto h : scenario.map.grid().hexes()) byType[scenario.map.terrainAt(h)].push_back(h);
    for (const auto& [type, hexes] : byType)
      for (std::size_t i = 0; i < perType; ++i) out.push_back({hexes[i * hexes.size() / perType], type, 0});
    return out;
  }
};

const PaintedMap& painted() {
  static const PaintedMap map;
  return map;
}

void BM_HexFeatures(benchmark::State& state) {
  const auto& p = painted();
  model::NullProgress progress;
  for (auto _ : state)
    benchmark::DoNotOptimize(recognition::computeHexFeatures(p.scan, p.scenario.map.grid(), p.layout, progress));
  state.counters["pixels"] = static_cast<double>(p.scan.width) * p.scan.height;
}
BENCHMARK(BM_HexFeatures)->Unit(benchmark::kMillisecond);

void BM_Relearn(benchmark::State& state) {
  const auto& p = painted();
  model::NullProgress progress;
  const auto features = recognition::computeHexFeatures(p.scan, p.scenario.map.grid(), p.layout, progress);
  const auto examples = p.examples(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) {
    model::Diagnostics d;
    benchmark::DoNotOptimize(recognition::suggestTerrain(features, p.scenario.map.grid(), examples, p.ruleset, d));
  }
  state.counters["examples"] = static_cast<double>(examples.size());
}
BENCHMARK(BM_Relearn)->Arg(8)->Arg(20)->Unit(benchmark::kMillisecond);

// Lines: learn a hexside type's and a route type's ink from three examples each and score
// every hexside and hex-to-hex step of the map (14,100 of each).
void BM_SuggestLines(benchmark::State& state) {
  const auto& p = painted();
  std::vector<recognition::LineExample> examples;
  for (std::size_t i : {5u, 25u, 45u}) examples.push_back({p.water[i].first, p.water[i].second, "deep-water", 0});
  for (std::size_t i : {10u, 40u, 70u}) examples.push_back({p.road[i], p.road[i + 1], "road", 0});
  for (auto _ : state) {
    model::Diagnostics d;
    benchmark::DoNotOptimize(
        recognition::suggestLines(p.scan, p.scenario.map.grid(), p.layout, examples, p.ruleset, d));
  }
}
BENCHMARK(BM_SuggestLines)->Unit(benchmark::kMillisecond);

}  // namespace
BENCHMARK_MAIN();
