#include "recognition/scan_pixels.h"

#include <cstring>

namespace hexwright::recognition {

ScanPixels scanFromArgb32(const std::uint8_t* pixels, int width, int height, int stride,
                          const model::Affine2D& pixelToGround) {
  ScanPixels out;
  out.width = width;
  out.height = height;
  out.pixelToGround = pixelToGround;
  const auto count = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  out.rgb.resize(count * 3);
  out.valid.resize(count);
  for (int y = 0; y < height; ++y) {
    const std::uint8_t* row = pixels + static_cast<std::ptrdiff_t>(y) * stride;
    for (int x = 0; x < width; ++x) {
      std::uint32_t argb = 0;
      std::memcpy(&argb, row + 4 * x, 4);
      const auto i = static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
      const std::uint32_t a = argb >> 24;
      out.valid[i] = a > 0 ? 1 : 0;
      if (a == 0) continue;
      // Premultiplied: a half-transparent edge pixel is brought back to its own colour.
      const auto channel = [&](int shift) {
        const std::uint32_t c = (argb >> shift) & 0xff;
        return static_cast<std::uint8_t>(a == 255 ? c : (c * 255 + a / 2) / a);
      };
      out.rgb[3 * i] = channel(16);
      out.rgb[3 * i + 1] = channel(8);
      out.rgb[3 * i + 2] = channel(0);
    }
  }
  return out;
}

}  // namespace hexwright::recognition
