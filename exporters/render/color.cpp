#include "exporters/render/color.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace hexwright::exporters {
namespace {

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

int to8(double v) { return static_cast<int>(std::clamp(v, 0.0, 1.0) * 255.0 + 0.5); }

}  // namespace

std::string Color::hex() const {
  char buf[16];
  if (a >= 1.0)
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", to8(r), to8(g), to8(b));
  else
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x%02x", to8(r), to8(g), to8(b), to8(a));
  return buf;
}

std::optional<Color> parseColor(std::string_view text) {
  if (text.size() < 4 || text[0] != '#') return std::nullopt;
  text.remove_prefix(1);
  int v[8];
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (i >= 8) return std::nullopt;
    v[i] = hexDigit(text[i]);
    if (v[i] < 0) return std::nullopt;
  }
  if (text.size() == 3) return Color::rgb(v[0] * 17, v[1] * 17, v[2] * 17);
  if (text.size() == 6) return Color::rgb(v[0] * 16 + v[1], v[2] * 16 + v[3], v[4] * 16 + v[5]);
  if (text.size() == 8)
    return Color::rgb(v[0] * 16 + v[1], v[2] * 16 + v[3], v[4] * 16 + v[5], (v[6] * 16 + v[7]) / 255.0);
  return std::nullopt;
}

Color colorOr(std::string_view text, Color fallback) { return parseColor(text).value_or(fallback); }

Color mix(Color a, Color b, double t) {
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
}

Color contrastingText(Color background) { return background.luminance() > 0.5 ? colors::kBlack : colors::kWhite; }

Color colorForId(std::string_view id) {
  // FNV-1a, then a hue on a pastel ring: readable under black text and grid lines.
  std::uint32_t h = 2166136261u;
  for (const char c : id) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  const double hue = (h % 360) / 60.0;
  const double s = 0.35, l = 0.78;
  const double c = (1 - std::abs(2 * l - 1)) * s;
  const double x = c * (1 - std::abs(std::fmod(hue, 2.0) - 1));
  double r = 0, g = 0, b = 0;
  switch (static_cast<int>(hue)) {
    case 0:
      r = c, g = x;
      break;
    case 1:
      r = x, g = c;
      break;
    case 2:
      g = c, b = x;
      break;
    case 3:
      g = x, b = c;
      break;
    case 4:
      r = x, b = c;
      break;
    default:
      r = c, b = x;
      break;
  }
  const double m = l - c / 2;
  return {r + m, g + m, b + m, 1.0};
}

}  // namespace hexwright::exporters
