#include "recognition/scan_reader.h"

#include <algorithm>
#include <cmath>

#include "importers/ground/ground_grid.h"
#include "importers/raster/background_decoder.h"

namespace hexwright::recognition {
namespace {

/// Problems with the map, not the examples: they name the bundle.
model::Location atBundle(const std::filesystem::path& bundle) {
  model::Location where;
  where.source = model::SourceLocation{bundle.string(), 0, 0};
  return where;
}

/// The decoder's largest window side, and the most pixels read at once: 16 million
/// pixels hold a 60 × 80 map at 32 pixels a hex several times over; a 200 × 200 map is
/// read at about 20 pixels a hex instead, so the features never need more than a few
/// hundred megabytes.
constexpr int kMaxSide = 16384;
constexpr double kMaxPixels = 16e6;

const model::BackgroundImage* chooseBackground(const model::Map& map, const std::string& wanted,
                                               const std::filesystem::path& bundle, model::Diagnostics& d) {
  std::string pictures;
  for (const auto& b : map.backgrounds) {
    if (b.kind != model::RasterKind::Image) continue;
    if (wanted.empty() || b.file == wanted || std::filesystem::path(b.file).filename() == wanted) return &b;
    pictures += (pictures.empty() ? "" : ", ") + b.file;
  }
  d.add(model::Severity::Error, "suggest.scan.none",
        wanted.empty() ? "the map has no background picture to learn from: place the period map first "
                         "(hexwright import map BUNDLE SCAN)"
                       : "the map has no background '" + wanted + "'" +
                             (pictures.empty() ? std::string(" (it has no picture)") : "; its pictures: " + pictures),
        atBundle(bundle));
  return nullptr;
}

}  // namespace

std::optional<Scan> readScan(const model::Map& map, const std::filesystem::path& bundle, const ScanRequest& request,
                             model::Diagnostics& d) {
  if (map.kind != model::GridKind::Hex) {
    d.add(model::Severity::Error, "suggest.scan.table",
          "a tabletop has no hexes to suggest terrain for; the suggestions need a hex map", atBundle(bundle));
    return std::nullopt;
  }
  if (map.ground.metresAcrossFlats() <= 0) {
    d.add(model::Severity::Error, "suggest.scan.scale",
          "the map has no ground scale, so its hexes cannot be found on the scan (set the ruleset's hex size)",
          atBundle(bundle));
    return std::nullopt;
  }
  const auto* background = chooseBackground(map, request.background, bundle, d);
  if (!background) return std::nullopt;
  auto decoder = importers::BackgroundDecoder::open(map, bundle, *background, d);
  if (!decoder) {
    d.add(model::Severity::Error, "suggest.scan.unreadable", "cannot read the background " + background->file,
          atBundle(bundle));
    return std::nullopt;
  }
  Scan scan;
  scan.file = background->file;
  scan.layout = importers::groundLayout(map.grid().convention.orientation, map.ground.metresAcrossFlats());
  const model::Rect area = importers::boundsRect(map.grid(), scan.layout);
  double perUnit = request.pixelsPerHex / std::max(1e-9, scan.layout.acrossFlats);
  if (const double pixels = area.w * area.h * perUnit * perUnit; pixels > kMaxPixels)
    perUnit *= std::sqrt(kMaxPixels / pixels);
  auto window = decoder->window(area, perUnit, d, kMaxSide);
  if (!window) {
    d.add(model::Severity::Error, "suggest.scan.outside",
          "the background " + background->file + " does not reach the map's hexes", atBundle(bundle));
    return std::nullopt;
  }
  scan.pixels =
      scanFromArgb32(window->pixels.data(), window->width, window->height, window->stride, window->pixelToGround);
  return scan;
}

}  // namespace hexwright::recognition
