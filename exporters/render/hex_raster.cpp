#include "exporters/render/hex_raster.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace hexwright::exporters {

std::uint32_t premultipliedArgb(const Color& c) {
  auto byte = [](double v) { return static_cast<std::uint32_t>(std::lround(std::clamp(v, 0.0, 1.0) * 255.0)); };
  const double a = std::clamp(c.a, 0.0, 1.0);
  return byte(a) << 24 | byte(c.r * a) << 16 | byte(c.g * a) << 8 | byte(c.b * a);
}

HexRaster buildHexRaster(const MapGeometry& geometry, const std::vector<model::HexCoord>& hexes,
                         const std::function<Color(model::HexCoord)>& colorOf) {
  HexRaster out;
  if (hexes.empty()) return out;
  const model::HexLayout& layout = geometry.layout();
  const bool flat = layout.orientation == model::Orientation::FlatTop;
  // "Major" is the axis along which hexes step by 1.5 radii (x for flat-top), "minor"
  // the one along which they step by a whole hex and shove by half a hex.
  const double across = layout.acrossFlats;
  const double majorStep = 1.5 * layout.radius();
  const double half = across / 2;
  double minMajor = std::numeric_limits<double>::infinity(), minMinor = minMajor;
  double maxMajor = -minMajor, maxMinor = -minMajor;
  for (const model::HexCoord h : hexes) {
    const Vec2 c = layout.hexToWorld(h);
    const double major = flat ? c.x : c.y, minor = flat ? c.y : c.x;
    minMajor = std::min(minMajor, major), maxMajor = std::max(maxMajor, major);
    minMinor = std::min(minMinor, minor), maxMinor = std::max(maxMinor, minor);
  }
  // Cell (i, k) covers major [m0 + i*majorStep, +majorStep) and minor [n0 + k*half, +half);
  // a hex fills the two minor cells either side of its centre.
  const double m0 = minMajor - majorStep / 2, n0 = minMinor - half;
  const int majorCells = static_cast<int>(std::lround((maxMajor - minMajor) / majorStep)) + 1;
  const int minorCells = static_cast<int>(std::lround((maxMinor - minMinor) / half)) + 2;
  const int width = flat ? majorCells : minorCells, height = flat ? minorCells : majorCells;

  RasterImage& img = out.image;
  img.width = width;
  img.height = height;
  img.stride = width * 4;
  img.pixels.assign(static_cast<std::size_t>(img.stride) * static_cast<std::size_t>(height), 0);
  img.nearest = true;
  img.transient = true;
  auto put = [&](int x, int y, std::uint32_t px) {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    std::memcpy(&img.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(img.stride) +
                            static_cast<std::size_t>(x) * 4],
                &px, 4);
  };
  bool any = false;
  for (const model::HexCoord h : hexes) {
    const Color color = colorOf(h);
    if (color.a <= 0) continue;
    any = true;
    const std::uint32_t px = premultipliedArgb(color);
    const Vec2 c = layout.hexToWorld(h);
    const double major = flat ? c.x : c.y, minor = flat ? c.y : c.x;
    const int i = static_cast<int>(std::lround((major - m0 - majorStep / 2) / majorStep));
    const int k = static_cast<int>(std::lround((minor - n0 - half) / half));  // first of its two cells
    if (flat) {
      put(i, k, px), put(i, k + 1, px);
    } else {
      put(k, i, px), put(k + 1, i, px);
    }
  }
  if (!any) return {};  // nothing to draw: skip a full-screen blit of transparent pixels
  const double majorLen = majorCells * majorStep, minorLen = minorCells * half;
  out.dest = flat ? Rect{m0, n0, majorLen, minorLen} : Rect{n0, m0, minorLen, majorLen};
  return out;
}

}  // namespace hexwright::exporters
