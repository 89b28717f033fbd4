#include "editor/gui/cairo_image.h"

#include <cstdint>

namespace hexwright::editor {

wxImage imageFromCairo(cairo_surface_t* s, bool withAlpha) {
  cairo_surface_flush(s);
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const int stride = cairo_image_surface_get_stride(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  wxImage img(w, h, false);
  if (withAlpha) img.InitAlpha();
  unsigned char* out = img.GetData();
  unsigned char* alpha = withAlpha ? img.GetAlpha() : nullptr;
  for (int y = 0; y < h; ++y) {
    const auto* row = reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
    for (int x = 0; x < w; ++x) {
      const std::uint32_t p = row[x];
      const unsigned a = p >> 24;
      auto un = [a](unsigned c) {
        return static_cast<unsigned char>(a == 0 ? 0 : a == 255 ? c : (c * 255 + a / 2) / a);
      };
      *out++ = un((p >> 16) & 0xff);
      *out++ = un((p >> 8) & 0xff);
      *out++ = un(p & 0xff);
      if (alpha) *alpha++ = static_cast<unsigned char>(a);
    }
  }
  return img;
}

}  // namespace hexwright::editor
