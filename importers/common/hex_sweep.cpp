#include "importers/common/hex_sweep.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "importers/common/input_location.h"

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

// The sorted probes not yet reported: the sweep takes them row by row as it passes.
struct ProbeCursor {
  std::vector<PixelProbe>::iterator at;
  std::vector<PixelProbe>::iterator end;
};

// Rows [y, y + rows) of the window into the strip's buffers (`valid` only when the band
// has a mask); false, with an error diagnostic, when the file cannot be read.
bool readStrip(const GridRaster& raster, GDALRasterBand* mask, const Window& w, int y, int rows, double* values,
               std::uint8_t* valid, model::Diagnostics& diagnostics) {
  if (raster.band->RasterIO(GF_Read, w.x0, y, w.width(), rows, values, w.width(), rows, GDT_Float64, 0, 0, nullptr) !=
          CE_None ||
      (mask &&
       mask->RasterIO(GF_Read, w.x0, y, w.width(), rows, valid, w.width(), rows, GDT_Byte, 0, 0, nullptr) != CE_None)) {
    diagnostics.add(model::Severity::Error, "import.raster.read",
                    "reading rows " + std::to_string(y) + "-" + std::to_string(y + rows - 1) +
                        " failed (the file is damaged or cut short)",
                    atInput(raster.file ? raster.file->GetDescription() : ""));
    return false;
  }
  return true;
}

// Every pixel of window row `row` to the hex that holds its centre. `values` and `valid`
// start at the row in the strip; `valid` is null when the band has no mask. Called once
// per row, so the pixel loop stays as tight as it was inline.
void sweepRow(const GridRaster& raster, const model::HexGrid& grid, const model::HexLayout& layout,
              const model::Affine2D& pixelToPlane, const Window& w, int row, const double* values,
              const std::uint8_t* valid, HexPixelSink& sink) {
  const auto width = static_cast<std::size_t>(w.width());
  // Pixel centres along a row are equally spaced in the grid plane too.
  model::Vec2 p = pixelToPlane.apply({w.x0 + 0.5, row + 0.5});
  const model::Vec2 step{pixelToPlane.c1, pixelToPlane.c4};
  for (std::size_t c = 0; c < width; ++c, p.x += step.x, p.y += step.y) {
    const model::HexCoord h = layout.worldToHex(p);
    if (!grid.contains(h)) continue;
    const std::size_t hex = grid.index(h);
    const double v = values[c];
    if ((valid && valid[c] == 0) || std::isnan(v)) {
      sink.masked(hex);
    } else {
      sink.value(hex, v * raster.scale + raster.offset);
    }
  }
}

// The probes on window row `row` (its strip row as in sweepRow): those left or right of
// the window are off the raster.
void probeRow(const GridRaster& raster, const Window& w, int row, const double* values, const std::uint8_t* valid,
              ProbeCursor& nextProbe, HexPixelSink& sink) {
  for (; nextProbe.at != nextProbe.end && nextProbe.at->row == row; ++nextProbe.at) {
    const int col = nextProbe.at->column;
    if (col < w.x0 || col >= w.x1) {
      sink.probe(nextProbe.at->hex, std::nullopt);
      continue;
    }
    const auto at = static_cast<std::size_t>(col - w.x0);
    const double v = values[at];
    const bool ok = !(valid && valid[at] == 0) && !std::isnan(v);
    sink.probe(nextProbe.at->hex, ok ? std::optional<double>(v * raster.scale + raster.offset) : std::nullopt);
  }
}

// The window strip by strip, in one strip of memory; false when cancelled or a read failed.
bool sweepWindow(const GridRaster& raster, const model::HexGrid& grid, const model::HexLayout& layout,
                 const model::Affine2D& pixelToPlane, const Window& w, HexPixelSink& sink, ProbeCursor& nextProbe,
                 model::ProgressReporter& progress, model::Diagnostics& diagnostics, SweepStats* stats) {
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
  for (int y = w.y0; y < w.y1; y += stripRows) {
    if (progress.cancelled()) return false;
    const int rows = std::min(stripRows, w.y1 - y);
    if (!readStrip(raster, mask, w, y, rows, values.data(), valid.data(), diagnostics)) return false;
    for (int r = 0; r < rows; ++r) {
      const std::size_t rowStart = static_cast<std::size_t>(r) * width;
      const double* rowValues = values.data() + rowStart;
      const std::uint8_t* rowValid = mask ? valid.data() + rowStart : nullptr;
      sweepRow(raster, grid, layout, pixelToPlane, w, y + r, rowValues, rowValid, sink);
      probeRow(raster, w, y + r, rowValues, rowValid, nextProbe, sink);
    }
    // Every block is read once, so GDAL's block cache only holds memory: drop it, and
    // a DEM of any size costs one strip.
    band.FlushCache(false);
    if (raster.fileBand && raster.fileBand != &band) raster.fileBand->FlushCache(false);
    if (stats) stats->pixels += static_cast<long long>(rows) * w.width();
    progress.report(static_cast<double>(y + rows - w.y0) / w.height(), "reading raster");
  }
  return true;
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
  ProbeCursor nextProbe{probes.begin(), probes.end()};
  // Probes above the window are off the raster.
  while (nextProbe.at != nextProbe.end && nextProbe.at->row < w.y0) sink.probe((nextProbe.at++)->hex, std::nullopt);

  if (w.width() > 0 && w.height() > 0 &&
      !sweepWindow(raster, grid, ground.layout(), pixelToPlane, w, sink, nextProbe, progress, diagnostics, stats))
    return false;
  for (; nextProbe.at != nextProbe.end; ++nextProbe.at) sink.probe(nextProbe.at->hex, std::nullopt);
  return true;
}

}  // namespace hexwright::importers
