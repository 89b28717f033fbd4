#pragma once
// PNG files from drawn images, encoded deliberately rather than through Cairo's writer
// (libpng's adaptive filters and default level: 43% of a PNG map export's time). An
// image with at most 256 colours is written with a palette, exactly (never quantised),
// else RGB when opaque, else RGBA; zlib level and row filter are chosen for drawn maps,
// and the resolution goes into pHYs.
#include <cstddef>
#include <functional>
#include <optional>
#include <string>

#include "exporters/render/image_view.h"

namespace hexwright::exporters {

/// Receives the file's bytes in order; false stops the encoder (a write error).
using ByteSink = std::function<bool(const unsigned char* data, std::size_t length)>;

/// How the file was written.
struct PngLayout {
  enum class Kind { Palette, Rgb, Rgba } kind = Kind::Rgb;
  int colours = 0;   // palette entries, 0 when not a palette image
  int bitDepth = 8;  // bits per palette index or per channel
};

/// Encodes `image` as PNG, with `dpi` recorded in pHYs when above 0. Returns the layout
/// chosen, or nothing (with `error`) when the image is empty or `sink` refused bytes.
std::optional<PngLayout> encodePng(const ImageView& image, double dpi, const ByteSink& sink, std::string& error);

}  // namespace hexwright::exporters
