#pragma once
// What each hex looks like on the scan, as a row of numbers a classifier can learn from:
// colour (CIE L*a*b* means and spreads, ink hues), tone (dark share, lightness
// percentiles) and texture (edge strength, the direction of hatching, fine stipple).
// Only pixels well inside a hex count, so the grid, hexside lines and a neighbour's
// colour printed up to the edge do not blur it.
#include <cstddef>
#include <string>
#include <vector>

#include "model/core/progress.h"
#include "model/hex/hex_grid.h"
#include "model/hex/hex_layout.h"
#include "recognition/scan_pixels.h"

namespace hexwright::recognition {

struct HexFeatures {
  std::size_t featureCount = 0;
  std::vector<float> values;  // grid.size() rows of featureCount, HexGrid::index order
  std::vector<int> pixels;    // pixels read per hex; below kMinPixels: not on the scan
  static constexpr int kMinPixels = 6;
  bool onScan(std::size_t hex) const { return pixels[hex] >= kMinPixels; }
  const float* row(std::size_t hex) const { return values.data() + hex * featureCount; }
  std::size_t hexesOnScan() const;
  /// Mean pixels read per hex on the scan: how finely the scan was sampled.
  double meanPixelsPerHex() const;
};

/// The names of the features, in row order (for reports and tests).
const std::vector<std::string>& featureNames();

/// `layout` places the grid in the plane the scan's pixelToGround maps to. nullopt-free:
/// a cancelled run returns what it has with `cancelled` set in the progress reporter.
HexFeatures computeHexFeatures(const ScanPixels& scan, const model::HexGrid& grid, const model::HexLayout& layout,
                               model::ProgressReporter& progress);

}  // namespace hexwright::recognition
