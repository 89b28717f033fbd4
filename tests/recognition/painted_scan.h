#pragma once
// A scan made by Hexwright's own painter: the printed map of a scenario as pixels, with
// where they lie on the ground, for the printed-map round trips.
#include <cairo.h>

#include <cstdlib>

#include "exporters/render/cairo_canvas.h"
#include "exporters/render/map_painter.h"
#include "recognition/scan_pixels.h"

namespace hexwright::recognition {

/// The painter's printed map at `pixelsPerHex`, with where its pixels lie on the ground.
inline ScanPixels paint(const model::Scenario& s, const model::Ruleset& r, bool fills, double pixelsPerHex) {
  const double hexMm = 16;
  const auto g = exporters::MapGeometry::forHexMap(s.map, hexMm);
  exporters::MapPaintOptions options;
  options.layers.fills = fills;
  exporters::MapPainter painter(s, &r, g, options);
  const double ppmm = pixelsPerHex / hexMm;
  const int w = static_cast<int>(g.bounds().w * ppmm), h = static_cast<int>(g.bounds().h * ppmm);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t* cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  exporters::CairoCanvas canvas(cr);
  painter.paintView(canvas, g.bounds(), ppmm);
  cairo_surface_flush(surface);
  if (const char* dump = std::getenv("HEXWRIGHT_DUMP_SCAN")) cairo_surface_write_to_png(surface, dump);
  const double k = g.mmPerGroundMetre();
  const model::Vec2 o = g.fromGroundMetres({0, 0});
  const model::Affine2D pixelToGround{-o.x / k, 1 / (ppmm * k), 0, -o.y / k, 0, 1 / (ppmm * k)};
  ScanPixels scan = scanFromArgb32(cairo_image_surface_get_data(surface), w, h, cairo_image_surface_get_stride(surface),
                                   pixelToGround);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return scan;
}

}  // namespace hexwright::recognition
