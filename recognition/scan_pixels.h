#pragma once
// The pixels of a period map as the recognition reads them: 8-bit RGB with a mask of
// pixels the scan covers, and where each pixel lies in the grid plane. Plain data, so
// callers decode with whatever they have (the importers' GDAL background decoder, a
// Cairo surface in a test) and this library never sees a file format.
#include <cstdint>
#include <vector>

#include "model/core/geometry.h"

namespace hexwright::recognition {

struct ScanPixels {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgb;    // width * height * 3, row-major
  std::vector<std::uint8_t> valid;  // width * height: 1 where the scan has a pixel
  /// Pixel corner (column, row) → grid-plane metres (tabletop: inches).
  model::Affine2D pixelToGround;
  bool empty() const { return width <= 0 || height <= 0; }
};

/// From premultiplied ARGB32 in native byte order (Cairo's and the background decoder's
/// layout), rows `stride` bytes apart. Fully transparent pixels are off the scan.
ScanPixels scanFromArgb32(const std::uint8_t* pixels, int width, int height, int stride,
                          const model::Affine2D& pixelToGround);

}  // namespace hexwright::recognition
