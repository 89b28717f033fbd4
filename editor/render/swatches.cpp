#include "editor/render/swatches.h"

#include <algorithm>

#include "editor/render/unit_counter.h"
#include "exporters/render/cairo_canvas.h"
#include "exporters/render/legend_painter.h"

namespace hexwright::editor {

namespace ex = hexwright::exporters;

cairo_surface_t* renderSwatch(const model::Ruleset& ruleset, const model::Scenario& scenario, SwatchKind kind,
                              const std::string& id, int width, int height) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  cairo_t* cr = cairo_create(surface);
  // The legend draws swatches about 8 mm wide; draw them at that size in millimetres,
  // scaled to the pixels asked for, so patterns keep their printed density.
  const double mmHigh = 6.0;
  const double scale = height / mmHigh;
  cairo_scale(cr, scale, scale);
  const ex::Rect box{0.3, 0.3, width / scale - 0.6, mmHigh - 0.6};
  {
    ex::CairoCanvas canvas(cr);
    const ex::MapStyle style(&ruleset);
    if (kind == SwatchKind::Unit) {
      if (const auto* u = scenario.oob.findUnit(model::UnitId{id}))
        drawCounter(canvas, ex::CounterPainter(scenario, &ruleset), *u, box.centre(), std::min(box.w, box.h), true);
    } else {
      using K = ex::LegendEntry::Kind;
      const K k = kind == SwatchKind::Terrain   ? K::Terrain
                  : kind == SwatchKind::Hexside ? K::Hexside
                  : kind == SwatchKind::Route   ? K::Route
                  : kind == SwatchKind::Feature ? K::Feature
                                                : K::Elevation;
      const ex::LegendPainter painter({}, style);
      painter.swatch(canvas, ex::LegendEntry{k, id, id}, box);
    }
  }
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  return surface;
}

}  // namespace hexwright::editor
