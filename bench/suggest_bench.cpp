// Terrain suggestions (recognition/) on a 60 x 80 Hell Before Night map painted by the
// exporters' painter at 32 pixels a hex (a 2,300 x 2,600 pixel scan, what the decoder
// hands over for that map): the per-hex features of the whole scan, and re-learning
// after a correction (train, cross-validate and predict every hex; target under 1 s).
// The whole command over a 20,000-pixel scan: bench/suggest_terrain_scan.sh.
#include <benchmark/benchmark.h>
#include <cairo.h>

#include <random>

#include "exporters/render/cairo_canvas.h"
#include "exporters/render/map_painter.h"
#include "importers/ground/ground_grid.h"
#include "model/io/ruleset_reader.h"
#include "recognition/hex_features.h"
#include "recognition/terrain_suggestion.h"

namespace {

using namespace hexwright;

const std::vector<std::string> kTypes = {"clear", "light-woods", "heavy-woods", "thicket", "morass"};

struct PaintedMap {
  model::Ruleset ruleset;
  model::Scenario scenario;
  recognition::ScanPixels scan;
  model::HexLayout layout;

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

}  // namespace
BENCHMARK_MAIN();
