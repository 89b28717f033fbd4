#include "importers/common/hex_sweep.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace hexwright::importers {
namespace {

// A strip never exceeds this many bytes of values, whatever the raster's width.
constexpr std::size_t kMaxStripBytes = 32u << 20;
// Strips of fewer rows than this make too many small reads on striped files.
constexpr int kMinStripRows = 64;

struct Window {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  int width() const { return x1 - x0; }
  int height() const { return y1 - y0; }
};

// The raster pixels that can fall in a hex of the grid.
Window mapWindow(const GridRaster& raster, const model::HexGrid& grid, const GroundGrid& ground,
                 const model::Affine2D& planeToPixel) {
  const model::Rect b = boundsRect(grid, ground.layout());
  double minX = std::numeric_limits<double>::max(), minY = minX;
  double maxX = std::numeric_limits<double>::lowest(), maxY = maxX;
  for (const model::Vec2 c : {model::Vec2{b.x, b.y}, model::Vec2{b.right(), b.y}, model::Vec2{b.right(), b.bottom()},
                              model::Vec2{b.x, b.bottom()}}) {
    const model::Vec2 p = planeToPixel.apply(c);
    minX = std::min(minX, p.x);
    minY = std::min(minY, p.y);
    maxX = std::max(maxX, p.x);
    maxY = std::max(maxY, p.y);
  }
  Window w;
  w.x0 = static_cast<int>(std::clamp(std::floor(minX), 0.0, static_cast<double>(raster.width)));
  w.y0 = static_cast<int>(std::clamp(std::floor(minY), 0.0, static_cast<double>(raster.height)));
  w.x1 = static_cast<int>(std::clamp(std::ceil(maxX), 0.0, static_cast<double>(raster.width)));
  w.y1 = static_cast<int>(std::clamp(std::ceil(maxY), 0.0, static_cast<double>(raster.height)));
  return w;
}

int stripRowsFor(GDALRasterBand& band, int windowWidth) {
  int blockX = 0, blockY = 0;
  band.GetBlockSize(&blockX, &blockY);
  int rows = std::max(blockY, 1);
  while (rows < kMinStripRows) rows += std::max(blockY, 1);
  const auto maxRows =
      static_cast<int>(kMaxStripBytes / (sizeof(double) * static_cast<std::size_t>(std::max(windowWidth, 1))));
  return std::max(1, std::min(rows, maxRows));
}

}  // namespace

std::vector<PixelProbe> centreProbes(const GridRaster& raster, const model::HexGrid& grid, const GroundGrid& ground) {
  std::vector<PixelProbe> probes;
  const auto toPixel = raster.pixelToCrs.inverse();
  if (!toPixel) return probes;
  probes.reserve(grid.size());
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const model::Vec2 p = toPixel->apply(ground.hexCentreToCrs(grid.at(i)));
    probes.push_back(PixelProbe{static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y)), i});
  }
  return probes;
}

void readProbes(const GridRaster& raster, const std::vector<PixelProbe>& probes, HexPixelSink& sink) {
  GDALRasterBand& band = *raster.band;
  GDALRasterBand* mask = band.GetMaskFlags() & GMF_ALL_VALID ? nullptr : band.GetMaskBand();
  for (const PixelProbe& p : probes) {
    double v = 0;
    std::uint8_t valid = 1;
    const bool on = p.column >= 0 && p.row >= 0 && p.column < raster.width && p.row < raster.height;
    if (!on || band.RasterIO(GF_Read, p.column, p.row, 1, 1, &v, 1, 1, GDT_Float64, 0, 0, nullptr) != CE_None ||
        (mask && mask->RasterIO(GF_Read, p.column, p.row, 1, 1, &valid, 1, 1, GDT_Byte, 0, 0, nullptr) != CE_None) ||
        valid == 0 || std::isnan(v)) {
      sink.probe(p.hex, std::nullopt);
      continue;
    }
    sink.probe(p.hex, v * raster.scale + raster.offset);
  }
}

bool sweepHexes(const GridRaster& raster, const model::HexGrid& grid, const GroundGrid& ground, HexPixelSink& sink,
                std::vector<PixelProbe> probes, model::ProgressReporter& progress, model::Diagnostics& diagnostics,
                SweepStats* stats) {
  const model::Affine2D pixelToPlane = ground.crsToGrid() * raster.pixelToCrs;
  const auto planeToPixel = pixelToPlane.inverse();
  if (!planeToPixel) return true;
  const Window w = mapWindow(raster, grid, ground, *planeToPixel);

  std::sort(probes.begin(), probes.end(), [](const PixelProbe& a, const PixelProbe& b) {
    return a.row != b.row ? a.row < b.row : a.column < b.column;
  });
  auto nextProbe = probes.begin();
  // Probes above the window are off the raster.
  while (nextProbe != probes.end() && nextProbe->row < w.y0) sink.probe((nextProbe++)->hex, std::nullopt);

  if (w.width() > 0 && w.height() > 0) {
    GDALRasterBand& band = *raster.band;
    GDALRasterBand* mask = band.GetMaskFlags() & GMF_ALL_VALID ? nullptr : band.GetMaskBand();
    const int stripRows = stripRowsFor(band, w.width());
    const auto width = static_cast<std::size_t>(w.width());
    std::vector<double> values(width * static_cast<std::size_t>(stripRows));
    std::vector<std::uint8_t> valid(mask ? values.size() : 0);
    if (stats) {
      stats->stripRows = static_cast<std::size_t>(stripRows);
      stats->bufferBytes = values.size() * sizeof(double) + valid.size();
    }
    const model::HexLayout& layout = ground.layout();
    for (int y = w.y0; y < w.y1; y += stripRows) {
      if (progress.cancelled()) return false;
      const int rows = std::min(stripRows, w.y1 - y);
      if (band.RasterIO(GF_Read, w.x0, y, w.width(), rows, values.data(), w.width(), rows, GDT_Float64, 0, 0,
                        nullptr) != CE_None ||
          (mask && mask->RasterIO(GF_Read, w.x0, y, w.width(), rows, valid.data(), w.width(), rows, GDT_Byte, 0, 0,
                                  nullptr) != CE_None)) {
        model::Location where;
        where.source = model::SourceLocation{raster.file ? raster.file->GetDescription() : "", 0, 0};
        diagnostics.add(model::Severity::Error, "import.raster.read",
                        "reading rows " + std::to_string(y) + "-" + std::to_string(y + rows - 1) +
                            " failed (the file is damaged or cut short)",
                        std::move(where));
        return false;
      }
      for (int r = 0; r < rows; ++r) {
        const std::size_t rowStart = static_cast<std::size_t>(r) * width;
        // Pixel centres along a row are equally spaced in the grid plane too.
        model::Vec2 p = pixelToPlane.apply({w.x0 + 0.5, y + r + 0.5});
        const model::Vec2 step{pixelToPlane.c1, pixelToPlane.c4};
        for (std::size_t c = 0; c < width; ++c, p.x += step.x, p.y += step.y) {
          const model::HexCoord h = layout.worldToHex(p);
          if (!grid.contains(h)) continue;
          const std::size_t hex = grid.index(h);
          const double v = values[rowStart + c];
          if ((mask && valid[rowStart + c] == 0) || std::isnan(v)) {
            sink.masked(hex);
          } else {
            sink.value(hex, v * raster.scale + raster.offset);
          }
        }
        const int row = y + r;
        for (; nextProbe != probes.end() && nextProbe->row == row; ++nextProbe) {
          const int col = nextProbe->column;
          if (col < w.x0 || col >= w.x1) {
            sink.probe(nextProbe->hex, std::nullopt);
            continue;
          }
          const std::size_t at = rowStart + static_cast<std::size_t>(col - w.x0);
          const double v = values[at];
          const bool ok = !(mask && valid[at] == 0) && !std::isnan(v);
          sink.probe(nextProbe->hex, ok ? std::optional<double>(v * raster.scale + raster.offset) : std::nullopt);
        }
      }
      // Every block is read once, so GDAL's block cache only holds memory: drop it, and
      // a DEM of any size costs one strip.
      band.FlushCache(false);
      if (raster.fileBand && raster.fileBand != &band) raster.fileBand->FlushCache(false);
      if (stats) stats->pixels += static_cast<long long>(rows) * w.width();
      progress.report(static_cast<double>(y + rows - w.y0) / w.height(), "reading raster");
    }
  }
  for (; nextProbe != probes.end(); ++nextProbe) sink.probe(nextProbe->hex, std::nullopt);
  return true;
}

}  // namespace hexwright::importers
