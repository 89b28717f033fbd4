#pragma once
// JPEG for continuous-tone pixels (a scanned map under the hexes) in PDF output: the PDF
// stores the JPEG as is (DCTDecode), where Cairo would deflate every page's raw pixels,
// which made printing over a large scan slow and the file large.
#include <cstddef>
#include <cstdlib>
#include <memory>

#include "exporters/render/image_view.h"

namespace hexwright::exporters {

/// JPEG bytes, allocated with malloc (Cairo frees mime data with free()).
struct JpegBytes {
  std::unique_ptr<unsigned char, decltype(&std::free)> data{nullptr, &std::free};
  std::size_t size = 0;
};

/// Encodes the colour of an opaque `image` (alpha is ignored) at `quality` (1-100).
/// Empty on failure.
JpegBytes encodeJpeg(const ImageView& image, int quality);

/// Whether every pixel of `image` is opaque (a JPEG has no alpha).
bool isOpaque(const ImageView& image);

}  // namespace hexwright::exporters
