#pragma once
// Colours are presentation only (never game data): parsed from the schema's "#rrggbb",
// or picked by the painter when the schema leaves them empty.
#include <optional>
#include <string>
#include <string_view>

namespace hexwright::exporters {

struct Color {
  double r = 0, g = 0, b = 0, a = 1;

  static constexpr Color rgb(int r8, int g8, int b8, double alpha = 1.0) {
    return {r8 / 255.0, g8 / 255.0, b8 / 255.0, alpha};
  }
  Color withAlpha(double alpha) const { return {r, g, b, alpha}; }
  /// "#rrggbb", or "#rrggbbaa" when not opaque.
  std::string hex() const;
  /// Relative luminance (sRGB weights), used to pick readable text colours.
  double luminance() const { return 0.2126 * r + 0.7152 * g + 0.0722 * b; }
  friend bool operator==(const Color&, const Color&) = default;
};

/// "#rgb", "#rrggbb" or "#rrggbbaa"; nullopt for anything else (including "").
std::optional<Color> parseColor(std::string_view text);
/// The parsed colour, or `fallback` when the text is empty or invalid.
Color colorOr(std::string_view text, Color fallback);
/// a*(1-t) + b*t, alpha included.
Color mix(Color a, Color b, double t);
/// Black or white, whichever reads better on `background`.
Color contrastingText(Color background);
/// A stable, muted colour for an id the schema gave no colour (same id, same colour).
Color colorForId(std::string_view id);

namespace colors {
inline constexpr Color kBlack = Color::rgb(0, 0, 0);
inline constexpr Color kWhite = Color::rgb(255, 255, 255);
inline constexpr Color kGrid = Color::rgb(60, 60, 60);
inline constexpr Color kWater = Color::rgb(40, 110, 200);
inline constexpr Color kContour = Color::rgb(140, 90, 40);
inline constexpr Color kRoad = Color::rgb(120, 70, 30);
inline constexpr Color kMarkGrey = Color::rgb(110, 110, 110);
}  // namespace colors

}  // namespace hexwright::exporters
