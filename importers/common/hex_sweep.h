#pragma once
// Reads a raster band strip by strip and hands every pixel to the hex that holds its
// centre, so per-hex statistics over a DEM larger than memory cost one pass and one
// strip of memory. Internal to importers/.
#include <cstddef>
#include <optional>
#include <vector>

#include "importers/common/grid_raster.h"
#include "model/core/progress.h"

namespace hexwright::importers {

class HexPixelSink {
 public:
  virtual ~HexPixelSink() = default;
  /// A valid pixel of hex `hex` (HexGrid::index), value already scaled.
  virtual void value(std::size_t hex, double v) = 0;
  /// A nodata or masked pixel of hex `hex`.
  virtual void masked(std::size_t hex) = 0;
  /// The pixel under a probe (see PixelProbe); nullopt when masked or off the raster.
  virtual void probe(std::size_t hex, std::optional<double> v) {
    (void)hex;
    (void)v;
  }
};

/// A single pixel to report on its own, e.g. the one under each hex's centre.
struct PixelProbe {
  int column = 0;
  int row = 0;
  std::size_t hex = 0;
};

struct SweepStats {
  long long pixels = 0;  // pixels read inside the map's window
  std::size_t stripRows = 0;
  std::size_t bufferBytes = 0;  // the sweep's own buffers (GDAL's block cache aside)
};

/// false when cancelled or a read failed (with an error diagnostic).
bool sweepHexes(const GridRaster& raster, const model::HexGrid& grid, const GroundGrid& ground, HexPixelSink& sink,
                std::vector<PixelProbe> probes, model::ProgressReporter& progress, model::Diagnostics& diagnostics,
                SweepStats* stats = nullptr);

/// Reads just the probes' pixels (through GDAL's block cache), for a few hexes.
void readProbes(const GridRaster& raster, const std::vector<PixelProbe>& probes, HexPixelSink& sink);

/// The pixel that holds each hex's centre, for PixelProbe lists.
std::vector<PixelProbe> centreProbes(const GridRaster& raster, const model::HexGrid& grid, const GroundGrid& ground);

}  // namespace hexwright::importers
