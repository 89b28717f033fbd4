#pragma once
// The one decoder for background rasters (the historical map under the hexes), used by
// the printed map and by the editor's canvas alike, so screen and paper draw the same
// pixels. It reads anything GDAL reads: the tiled GeoTIFF `import map` writes, a PNG or
// JPEG placed by a world file. Only the part being drawn is read, from the overview
// nearest the output's resolution, so a 20,000-pixel scan prints one sheet's window at
// a time in bounded memory. No GDAL types in this header: the CLI and the editor hand
// the pixels to the painter (exporters may not use GDAL).
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/map/map.h"

namespace hexwright::importers {

/// Pixels ready for Cairo: premultiplied ARGB32 in native byte order, rows `stride`
/// bytes apart, and where they lie.
struct DecodedRaster {
  int width = 0;
  int height = 0;
  int stride = 0;
  std::vector<std::uint8_t> pixels;
  /// Pixel corner (column, row) → grid-plane metres (tabletop maps: table inches).
  model::Affine2D pixelToGround;
  /// The overview read (0-based), or -1 for the file's full resolution.
  int overview = -1;
};

class BackgroundDecoder {
 public:
  /// Opens `image` of `map` inside `bundle` (a .hexw folder or a .hexwz archive). nullptr,
  /// with a warning naming the file, when it cannot be read or placed.
  static std::unique_ptr<BackgroundDecoder> open(const model::Map& map, const std::filesystem::path& bundle,
                                                 const model::BackgroundImage& image, model::Diagnostics& diagnostics);
  ~BackgroundDecoder();
  BackgroundDecoder(const BackgroundDecoder&) = delete;
  BackgroundDecoder& operator=(const BackgroundDecoder&) = delete;

  const std::string& file() const;
  double opacity() const;
  /// A kept DEM (RasterKind::Elevation): its pixels are hill shading, a translucent film
  /// of shadow and light to lay over terrain art, not a picture.
  bool elevation() const;
  int width() const;  // full-resolution pixels
  int height() const;
  int overviewCount() const;
  /// Full-resolution pixel corner → ground.
  const model::Affine2D& pixelToGround() const;

  /// The pixels under `area` at about `pixelsPerUnit` output pixels per ground unit
  /// (never finer than the file holds, never more than `maxSide` per side), read from
  /// the coarsest overview that is still at least that fine. nullopt when the raster
  /// does not reach `area` or cannot be read (then with a warning).
  std::optional<DecodedRaster> window(const model::Rect& area, double pixelsPerUnit, model::Diagnostics& diagnostics,
                                      int maxSide = 8192) const;
  /// The whole raster, its longer side at most `maxSide` pixels (the editor's canvas).
  std::optional<DecodedRaster> whole(int maxSide, model::Diagnostics& diagnostics) const;

 private:
  struct Impl;
  explicit BackgroundDecoder(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> m;
};

/// Opens every visible background of `map`; those that cannot be opened are warnings.
std::vector<std::unique_ptr<BackgroundDecoder>> openBackgrounds(const model::Map& map,
                                                                const std::filesystem::path& bundle,
                                                                model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
