#include "exporters/render/print_safe_canvas.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>

namespace hexwright::exporters {
namespace {

// Chroma (max − min channel) a press reaches depends on hue: yellows and reds nearly
// all of it, greens, blues and violets much less (sRGB's blue primary is far outside
// any process gamut). These caps sit inside the coated-stock gamut (FOGRA39 / SWOP)
// with margin; between them the cap follows the hue linearly.
double chromaCap(double hueDegrees) {
  struct Stop {
    double hue, cap;
  };
  static const Stop stops[] = {{0, 0.85}, {60, 0.95}, {120, 0.62}, {180, 0.62}, {240, 0.60}, {300, 0.62}, {360, 0.85}};
  for (std::size_t i = 1; i < std::size(stops); ++i)
    if (hueDegrees <= stops[i].hue) {
      const double t = (hueDegrees - stops[i - 1].hue) / (stops[i].hue - stops[i - 1].hue);
      return stops[i - 1].cap + t * (stops[i].cap - stops[i - 1].cap);
    }
  return stops[0].cap;
}

double hue(const Color& c) {
  const double mx = std::max({c.r, c.g, c.b}), mn = std::min({c.r, c.g, c.b});
  const double d = mx - mn;
  if (d <= 0) return 0;
  double h = mx == c.r ? std::fmod((c.g - c.b) / d, 6.0) : mx == c.g ? (c.b - c.r) / d + 2 : (c.r - c.g) / d + 4;
  h *= 60;
  return h < 0 ? h + 360 : h;
}

}  // namespace

Color printSafe(Color c) {
  // Onto white paper: what a transparent colour looks like there, as a solid ink.
  const double a = std::clamp(c.a, 0.0, 1.0);
  Color out{c.r * a + (1 - a), c.g * a + (1 - a), c.b * a + (1 - a), 1};
  const double mx = std::max({out.r, out.g, out.b}), mn = std::min({out.r, out.g, out.b});
  const double chroma = mx - mn, cap = chromaCap(hue(out));
  if (chroma > cap) {
    // Towards the grey of the same luminance: hue and lightness stay, saturation drops.
    const double grey = out.luminance(), t = cap / chroma;
    out = {grey + (out.r - grey) * t, grey + (out.g - grey) * t, grey + (out.b - grey) * t, 1};
    out.r = std::clamp(out.r, 0.0, 1.0), out.g = std::clamp(out.g, 0.0, 1.0), out.b = std::clamp(out.b, 0.0, 1.0);
  }
  return out;
}

void PrintSafeCanvas::fill(const Path& path, const Color& color) {
  if (color.a <= 0) return;
  m_target.fill(path, printSafe(color));
}

void PrintSafeCanvas::stroke(const Path& path, const Stroke& stroke) {
  if (stroke.color.a <= 0) return;
  Stroke s = stroke;
  s.color = printSafe(stroke.color);
  m_target.stroke(path, s);
}

void PrintSafeCanvas::text(Vec2 at, std::string_view text, const TextStyle& style) {
  TextStyle t = style;
  t.color = printSafe(style.color);
  if (t.haloColor.a > 0) t.haloColor = printSafe(t.haloColor);
  m_target.text(at, text, t);
}

void PrintSafeCanvas::image(const RasterImage& image, const Rect& dest, double opacity) {
  // Every pixel onto white at the image's opacity, then through the same limits.
  RasterImage flat = image;
  const double k = std::clamp(opacity, 0.0, 1.0);
  for (int y = 0; y < flat.height; ++y) {
    auto* row = flat.pixels.data() + static_cast<std::size_t>(y) * flat.stride;
    for (int x = 0; x < flat.width; ++x) {
      std::uint32_t v;  // premultiplied ARGB in one native-endian word (Cairo's ARGB32)
      std::memcpy(&v, row + 4 * x, 4);
      const double a = (v >> 24) / 255.0;
      const auto channel = [&](int shift) { return a > 0 ? ((v >> shift) & 0xFF) / 255.0 / a : 1.0; };
      const Color c = printSafe({channel(16), channel(8), channel(0), a * k});
      const auto byte = [](double d) { return static_cast<std::uint32_t>(std::lround(std::clamp(d, 0.0, 1.0) * 255)); };
      v = 0xFF000000u | byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b);
      std::memcpy(row + 4 * x, &v, 4);
    }
  }
  m_target.image(flat, dest, 1.0);
}

namespace {
// The backend may keep a stamp or tile as one form object: draw it through a safe canvas
// too, under a key of its own so an unconverted copy is never reused.
Stamp printSafeStamp(const Stamp& stamp) {
  Stamp safe = stamp;
  safe.key = stamp.key + "#print-safe";
  safe.draw = [draw = stamp.draw](Canvas& inner) {
    PrintSafeCanvas c(inner);
    draw(c);
  };
  return safe;
}
}  // namespace

void PrintSafeCanvas::stamp(const Stamp& stamp, Vec2 at) { m_target.stamp(printSafeStamp(stamp), at); }

void PrintSafeCanvas::fillTiled(const Path& path, const Stamp& tile) { m_target.fillTiled(path, printSafeStamp(tile)); }

}  // namespace hexwright::exporters
