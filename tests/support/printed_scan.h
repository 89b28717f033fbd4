#pragma once
// A "scan" printed by Hexwright's own painter: a scenario's map as ARGB32 pixels with
// where they lie in the grid plane, and written as a PNG placed by a world file, for the
// terrain-from-the-scan tests (recognition, the command line, the editor). Suites that
// include it link the exporters.
#include <cairo.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <vector>

#include "exporters/render/cairo_canvas.h"
#include "exporters/render/map_painter.h"

namespace hexwright::testing {

struct PrintedScan {
  int width = 0;
  int height = 0;
  int stride = 0;
  std::vector<std::uint8_t> argb;  // premultiplied ARGB32, Cairo's layout
  model::Affine2D pixelToGround;   // pixel corner → grid-plane metres
};

/// The printed map on white paper at `pixelsPerHex` across a hex (16 mm hexes);
/// `fills` off prints patterns and symbols only. HEXWRIGHT_DUMP_SCAN=FILE.png keeps it.
inline PrintedScan printScan(const model::Scenario& s, const model::Ruleset& r, double pixelsPerHex,
                             bool fills = true) {
  const double hexMm = 16, ppmm = pixelsPerHex / hexMm;
  const auto g = exporters::MapGeometry::forHexMap(s.map, hexMm);
  exporters::MapPaintOptions options;
  options.layers.fills = fills;
  exporters::MapPainter painter(s, &r, g, options);
  PrintedScan out;
  out.width = static_cast<int>(g.bounds().w * ppmm);
  out.height = static_cast<int>(g.bounds().h * ppmm);
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, out.width, out.height);
  cairo_t* cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  {
    exporters::CairoCanvas canvas(cr);
    painter.paintView(canvas, g.bounds(), ppmm);
  }
  cairo_surface_flush(surface);
  if (const char* dump = std::getenv("HEXWRIGHT_DUMP_SCAN")) cairo_surface_write_to_png(surface, dump);
  out.stride = cairo_image_surface_get_stride(surface);
  const std::uint8_t* data = cairo_image_surface_get_data(surface);
  out.argb.assign(data, data + static_cast<std::size_t>(out.stride) * static_cast<std::size_t>(out.height));
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  // Map mm → ground metres: the painter puts hex (0,0)'s centre at fromGroundMetres({0,0}).
  const double k = g.mmPerGroundMetre();
  const model::Vec2 o = g.fromGroundMetres({0, 0});
  out.pixelToGround = {-o.x / k, 1 / (ppmm * k), 0, -o.y / k, 0, 1 / (ppmm * k)};
  return out;
}

/// Writes the scan as `png` with its world file (.pgw) beside it, placed in the CRS by
/// `gridToCrs` (the map's georeference). A world file names the top-left pixel's centre.
inline void writeScanPng(const PrintedScan& scan, const std::filesystem::path& png, const model::Affine2D& gridToCrs) {
  cairo_surface_t* surface = cairo_image_surface_create_for_data(
      const_cast<std::uint8_t*>(scan.argb.data()), CAIRO_FORMAT_ARGB32, scan.width, scan.height, scan.stride);
  cairo_surface_write_to_png(surface, png.c_str());
  cairo_surface_destroy(surface);
  const model::Affine2D toCrs = gridToCrs * scan.pixelToGround;
  const model::Vec2 first = toCrs.apply({0.5, 0.5});
  auto world = png;
  std::ofstream(world.replace_extension(".pgw")) << toCrs.c1 << '\n'
                                                 << toCrs.c4 << '\n'
                                                 << toCrs.c2 << '\n'
                                                 << toCrs.c5 << '\n'
                                                 << first.x << '\n'
                                                 << first.y << '\n';
}

}  // namespace hexwright::testing
