#include "editor/render/scan_view.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iomanip>
#include <sstream>

namespace hexwright::editor {

namespace ex = hexwright::exporters;

namespace {

constexpr int kSamplesAcross = 256;  // samples along the longer side: a mean needs no more

struct LuminanceSum {
  double luma = 0;    // premultiplied luma, 0..1 per unit of weight
  double weight = 0;  // alpha times the raster's opacity
};

void addRaster(const ex::BackgroundRaster& r, const ex::MapGeometry& geometry, LuminanceSum& sum) {
  const ex::RasterImage& img = r.image;
  if (img.empty() || r.relief || r.opacity <= 0) return;
  const ex::Rect bounds = geometry.bounds();
  const int step = std::max(1, std::max(img.width, img.height) / kSamplesAcross);
  for (int y = step / 2; y < img.height; y += step) {
    for (int x = step / 2; x < img.width; x += step) {
      const model::Vec2 mm = geometry.fromGroundMetres(r.pixelToGroundMetres.apply({x + 0.5, y + 0.5}));
      if (!bounds.contains(mm)) continue;
      std::uint32_t argb = 0;
      std::memcpy(&argb, img.pixels.data() + static_cast<std::size_t>(y) * img.stride + 4 * x, 4);
      const double a = ((argb >> 24) & 0xff) / 255.0;
      const double luma = (0.2126 * ((argb >> 16) & 0xff) + 0.7152 * ((argb >> 8) & 0xff) + 0.0722 * (argb & 0xff)) /
                          255.0;  // premultiplied: already scaled by a
      sum.luma += luma * r.opacity;
      sum.weight += a * r.opacity;
    }
  }
}

}  // namespace

MapViewOptions showingScan(MapViewOptions o, bool on) {
  o.showScan = on;
  if (on) {
    o.layers.background = true;
    o.terrainOpacity = std::min(o.terrainOpacity, kScanTerrainOpacity);
  } else {
    o.terrainOpacity = 1.0;
  }
  return o;
}

std::optional<double> scanLuminanceUnderMap(const std::vector<ex::BackgroundRaster>& rasters,
                                            const ex::MapGeometry& geometry) {
  LuminanceSum sum;
  for (const auto& r : rasters) addRaster(r, geometry, sum);
  if (sum.weight <= 0) return std::nullopt;
  return std::clamp(sum.luma / sum.weight, 0.0, 1.0);
}

ex::Color gridColourFor(std::optional<double> luminance, ex::Color usual) {
  return luminance && *luminance < kDarkScanLuminance ? kLightGrid : usual;
}

std::string scanViewText(const MapViewOptions& o) {
  std::ostringstream out;
  out << "scan=" << (o.showScan ? 1 : 0) << " terrain=" << o.terrainOpacity << " background=" << o.backgroundOpacity;
  return out.str();
}

MapViewOptions withScanViewText(MapViewOptions o, const std::string& text) {
  std::istringstream in(text);
  std::string item;
  while (in >> item) {
    const auto eq = item.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = item.substr(0, eq);
    std::istringstream value(item.substr(eq + 1));
    double v = 0;
    if (!(value >> v) || v < 0 || v > 1) continue;
    if (key == "scan") o.showScan = v > 0.5;
    if (key == "terrain") o.terrainOpacity = v;
    if (key == "background") o.backgroundOpacity = v;
  }
  return o;
}

std::string bundleViewKey(const std::filesystem::path& bundle) {
  const std::string text = std::filesystem::absolute(bundle).lexically_normal().string();
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a: stable across runs and builds
  for (const unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  std::ostringstream out;
  out << std::hex << std::setw(16) << std::setfill('0') << h;
  return out.str();
}

}  // namespace hexwright::editor
