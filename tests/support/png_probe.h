#pragma once
// Reads a PNG the command line wrote (Cairo) and samples its pixels: what a printed map
// shows at a point, for tests that check placement and colour rather than draw calls.
#include <cairo.h>

#include <array>
#include <cstdint>
#include <filesystem>

namespace hexwright::testing {

struct PngProbe {
  cairo_surface_t* s = nullptr;
  explicit PngProbe(const std::filesystem::path& f) : s(cairo_image_surface_create_from_png(f.c_str())) {}
  ~PngProbe() { cairo_surface_destroy(s); }
  PngProbe(const PngProbe&) = delete;
  PngProbe& operator=(const PngProbe&) = delete;
  bool ok() const { return cairo_surface_status(s) == CAIRO_STATUS_SUCCESS; }
  int width() const { return cairo_image_surface_get_width(s); }
  int height() const { return cairo_image_surface_get_height(s); }
  /// 0-255 red, green and blue of pixel (x, y).
  std::array<int, 3> rgb(int x, int y) const {
    cairo_surface_flush(s);
    const auto* row = cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s);
    const std::uint32_t v = reinterpret_cast<const std::uint32_t*>(row)[x];
    return {static_cast<int>(v >> 16 & 0xff), static_cast<int>(v >> 8 & 0xff), static_cast<int>(v & 0xff)};
  }
  /// The mean colour of the 5 x 5 pixels around (x, y): patterns' strokes move it a
  /// little, a different fill moves it a lot.
  std::array<double, 3> mean(int x, int y) const {
    std::array<double, 3> sum{0, 0, 0};
    for (int dy = -2; dy <= 2; ++dy)
      for (int dx = -2; dx <= 2; ++dx) {
        const auto c = rgb(x + dx, y + dy);
        for (std::size_t i = 0; i < 3; ++i) sum[i] += c[i];
      }
    for (double& c : sum) c /= 25;
    return sum;
  }
};

}  // namespace hexwright::testing
