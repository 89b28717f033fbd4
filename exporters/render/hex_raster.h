#pragma once
// Far-zoom screen drawing of per-hex colours as one small image: every hex becomes a
// "brick" of column spacing x hex height (flat-top; transposed for pointy-top), placed
// with the grid's own shove, and the image is scaled up with nearest-neighbour
// sampling. Below roughly a dozen pixels per hex this is indistinguishable from the
// hexagons and costs one image draw instead of anti-aliasing 40,000 polygons (the
// 1920x1080 redraw of a 200x200 map went from 116 ms to a few ms; see bench/).
// Print never uses it: paper always gets true hexagons.
#include <functional>
#include <vector>

#include "exporters/render/canvas.h"
#include "exporters/render/map_geometry.h"

namespace hexwright::exporters {

struct HexRaster {
  RasterImage image;  // one pixel per half hex along the shoved axis; transient, nearest
  Rect dest;          // where the image goes, in map mm
};

/// Builds the raster of `hexes` (all on the map), each coloured by `colorOf` (colours with
/// alpha 0 leave the brick transparent). Empty when no hex has a visible colour.
HexRaster buildHexRaster(const MapGeometry& geometry, const std::vector<model::HexCoord>& hexes,
                         const std::function<Color(model::HexCoord)>& colorOf);

/// Premultiplied native-endian ARGB32 pixel of `c` (Cairo's CAIRO_FORMAT_ARGB32).
std::uint32_t premultipliedArgb(const Color& c);

}  // namespace hexwright::exporters
