// The editor canvas (issue: "a full 1920x1080 canvas redraw of a 200x200-hex map, target
// at most 16 ms per frame, and the latency from a paint event to the redrawn hex").
// Draws exactly what MapCanvas draws, without wx: the shared painter's map layers into a
// Cairo image (as the canvas's backing store) and the overlays on top.
#include <benchmark/benchmark.h>
#include <cairo.h>

#include <cmath>

#include "bench/synthetic_scenario.h"
#include "editor/core/document.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tool.h"
#include "editor/render/backing_store.h"
#include "editor/render/map_view.h"
#include "model/io/ruleset_reader.h"
#include "model/map/kept_ground.h"

namespace {

using namespace hexwright;
using editor::Document;
using editor::MapView;
using editor::PixelRect;
using editor::Viewport;

constexpr int kWidth = 1920;
constexpr int kHeight = 1080;

/// The 40,000-hex, 5,000-unit synthetic battle under the Hell Before Night schema (an
/// empty schema if it cannot be found: colours then come from ids).
Document& bigDocument() {
  static std::unique_ptr<Document> doc = [] {
    model::Diagnostics d;
    auto ruleset = io::loadRulesetById("hell-before-night", d);
    auto scenario = bench::makeSyntheticScenario({200, 200, 5000, 7});
    // Place a fifth of the units so stacks are drawn.
    for (std::size_t i = 0; i < scenario.oob.units.size(); i += 5) {
      model::Placement p;
      p.unit = scenario.oob.units[i].id;
      p.hex = scenario.map.grid().at((i * 7919) % scenario.map.grid().size());
      scenario.setup.push_back(p);
    }
    auto out = std::make_unique<Document>(std::move(scenario), ruleset ? std::move(*ruleset) : model::Ruleset{});
    out->setValidator({});
    return out;
  }();
  return *doc;
}

/// Views at three zooms: the whole map, a working zoom (hexes ~40 px), close up (~120 px).
Viewport viewAt(const Document& doc, int zoom) {
  Viewport v;
  v.setSize(kWidth, kHeight);
  const model::Rect all = editor::mapBounds(doc.layout(), doc.scenario().map);
  if (zoom == 0) {
    v.fit(all);
  } else {
    const double hexPixels = zoom == 1 ? 40.0 : 120.0;
    v.set(hexPixels / doc.layout().acrossFlats, {0, 0});
    v.centreOn({all.x + all.w / 2, all.y + all.h / 2});
  }
  return v;
}

void BM_FullCanvasRedraw(benchmark::State& state) {
  Document& doc = bigDocument();
  MapView view;
  view.setDocument(&doc);
  const Viewport v = viewAt(doc, static_cast<int>(state.range(0)));
  cairo_surface_t* backing = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, kHeight);
  for (auto _ : state) {
    cairo_t* cr = cairo_create(backing);
    view.paintMap(cr, v, {0, 0, kWidth, kHeight});
    view.paintOverlay(cr, v, nullptr);
    cairo_destroy(cr);
    cairo_surface_flush(backing);
  }
  state.counters["hexes_on_screen"] =
      static_cast<double>(editor::hexesIn(doc.layout(), doc.scenario().map, v.visibleWorld()).size());
  cairo_surface_destroy(backing);
}
BENCHMARK(BM_FullCanvasRedraw)->Arg(0)->Arg(1)->Arg(2)->ArgName("zoom")->Unit(benchmark::kMillisecond);

/// The same battle on the ground (176-yard hexes) with 5,000 kept woods of 1-3 hexes
/// scattered over it, as `import vector` keeps them, for the natural style. `agreeing`:
/// every hex painted as the woods show under its centre (as `import landcover --method
/// centre` leaves a map); else the battle's own terrain, which the woods contradict almost
/// everywhere, so the style draws nearly every hex's fill over the art as well.
Document& naturalDocument(bool agreeing) {
  static std::unique_ptr<Document> docs[2];
  std::unique_ptr<Document>& doc = docs[agreeing ? 1 : 0];
  if (doc) return *doc;
  doc = [agreeing] {
    const Document& big = bigDocument();
    model::Scenario scenario = big.scenario();
    scenario.map.ground.yardsAcrossFlats = 176;
    const double hex = scenario.map.ground.metresAcrossFlats();
    scenario.map.vectorLayers.push_back(bench::scatteredKeptWoods({0, 0, 200 * hex * 0.866, 200 * hex}, hex, 5000));
    if (agreeing)
      for (const model::GroundDisagreement& g : model::groundDisagreements(scenario.map, big.ruleset()))
        scenario.map.setTerrain(g.hex, g.ground);
    auto out = std::make_unique<Document>(std::move(scenario), big.ruleset());
    out->setValidator({});
    return out;
  }();
  return *doc;
}

// The natural style (terrain art from the kept ground) at the same three zooms.
// range(1): 1 = the hexes agree with the art (an imported map), 0 = they do not.
// range(2): 0 = the art's tiles are cached (any repaint at a zoom shown before: an edit,
// a pan, a return to this zoom), 1 = they are rendered first (the first paint at a new
// zoom, or after the kept ground changed), 2 = no tiles (the art drawn every time).
void BM_FullCanvasRedrawNatural(benchmark::State& state) {
  Document& doc = naturalDocument(state.range(1) == 1);
  const bool cold = state.range(2) == 1;
  MapView view;
  view.setDocument(&doc);
  editor::MapViewOptions options = view.options();
  options.art = exporters::MapArt::Natural;
  options.cacheTiles = state.range(2) != 2;
  view.setOptions(options);
  const Viewport v = viewAt(doc, static_cast<int>(state.range(0)));
  cairo_surface_t* backing = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, kHeight);
  {
    cairo_t* cr = cairo_create(backing);
    view.paintMap(cr, v, {0, 0, kWidth, kHeight});
    cairo_destroy(cr);
  }
  for (auto _ : state) {
    if (cold) view.setOptions(options);  // drops the tiles
    cairo_t* cr = cairo_create(backing);
    view.paintMap(cr, v, {0, 0, kWidth, kHeight});
    view.paintOverlay(cr, v, nullptr);
    cairo_destroy(cr);
    cairo_surface_flush(backing);
  }
  state.counters["tiles_rendered"] =
      benchmark::Counter(static_cast<double>(view.tilesRendered()), benchmark::Counter::kAvgIterations);
  cairo_surface_destroy(backing);
}
BENCHMARK(BM_FullCanvasRedrawNatural)
    ->ArgsProduct({{0, 1, 2}, {1, 0}, {0, 1, 2}})
    ->ArgNames({"zoom", "agreeing", "cold"})
    ->Unit(benchmark::kMillisecond);

/// A frame when nothing on the map changed: blit the backing store, draw the overlays.
void BM_FrameFromBackingStore(benchmark::State& state) {
  Document& doc = bigDocument();
  MapView view;
  view.setDocument(&doc);
  const Viewport v = viewAt(doc, static_cast<int>(state.range(0)));
  cairo_surface_t* backing = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, kHeight);
  cairo_surface_t* window = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, kHeight);
  {
    cairo_t* cr = cairo_create(backing);
    view.paintMap(cr, v, {0, 0, kWidth, kHeight});
    cairo_destroy(cr);
  }
  for (auto _ : state) {
    cairo_t* cr = cairo_create(window);
    cairo_set_source_surface(cr, backing, 0, 0);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    view.paintOverlay(cr, v, nullptr);
    cairo_destroy(cr);
    cairo_surface_flush(window);
  }
  cairo_surface_destroy(window);
  cairo_surface_destroy(backing);
}
BENCHMARK(BM_FrameFromBackingStore)->Arg(0)->Arg(1)->ArgName("zoom")->Unit(benchmark::kMillisecond);

/// From the mouse press of the terrain brush to the repainted pixels: the tool applies
/// the command, the document notifies, the backing store repaints the damaged region and
/// the frame is composed — what MapCanvas does for one paint event.
void BM_PaintEventToRedrawnHex(benchmark::State& state) {
  Document& doc = bigDocument();
  MapView view;
  view.setDocument(&doc);
  Viewport v = viewAt(doc, static_cast<int>(state.range(0)));
  editor::ToolSettings settings;
  editor::ToolBox tools;
  editor::ToolContext ctx{doc, v, settings};
  tools.setActive(ctx, "terrain");
  editor::BackingStore store;
  store.update(view, v);
  cairo_surface_t* window = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, kHeight);
  const int token = doc.subscribe([&](const editor::DocumentChange& c) {
    if (c.event == editor::DocumentEvent::Edited) store.damage(view, v, c.changes);
  });
  const model::Vec2 centre = v.screenToWorld({kWidth / 2.0, kHeight / 2.0});
  const auto& types = doc.ruleset().terrain;
  std::size_t n = 0;
  long long pixels = 0;
  for (auto _ : state) {
    // Alternate terrain so that every click changes the hex.
    settings.terrain = types.size() >= 2 ? types[n++ % 2].id : (n++ % 2 ? "clear" : "woods");
    const editor::PointerEvent e{centre, {kWidth / 2.0, kHeight / 2.0}, editor::MouseButton::Left, {}};
    tools.mouseDown(ctx, e);
    tools.mouseUp(ctx, e);
    cairo_surface_t* backing = store.update(view, v);
    pixels = store.lastPaintedPixels();
    cairo_t* cr = cairo_create(window);
    cairo_set_source_surface(cr, backing, 0, 0);
    cairo_paint(cr);
    view.paintOverlay(cr, v, &tools.active()->preview());
    cairo_destroy(cr);
    cairo_surface_flush(window);
  }
  state.counters["pixels_repainted"] = static_cast<double>(pixels);
  doc.unsubscribe(token);
  cairo_surface_destroy(window);
}
BENCHMARK(BM_PaintEventToRedrawnHex)->Arg(0)->Arg(1)->ArgName("zoom")->Unit(benchmark::kMillisecond);

/// One mouse-move of a middle-drag pan (16 px right and 8 px down): the backing store
/// shifts its pixels and repaints the strips that came into view.
void BM_PanStep(benchmark::State& state) {
  Document& doc = bigDocument();
  MapView view;
  view.setDocument(&doc);
  Viewport v = viewAt(doc, static_cast<int>(state.range(0)));
  editor::BackingStore store;
  store.update(view, v);
  int sign = 1;
  for (auto _ : state) {
    sign = -sign;  // back and forth, so the view stays on the map
    v.panBy(16 * sign, 8 * sign);
    store.scroll(16 * sign, 8 * sign);
    benchmark::DoNotOptimize(store.update(view, v));
  }
}
BENCHMARK(BM_PanStep)->Arg(0)->Arg(1)->ArgName("zoom")->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
