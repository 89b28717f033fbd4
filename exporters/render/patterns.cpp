#include "exporters/render/patterns.h"

#include <algorithm>
#include <cmath>

namespace hexwright::exporters {
namespace {

// A few deterministic pseudo-random numbers in [-1, 1] per hex (xorshift).
class Jitter {
 public:
  explicit Jitter(std::uint32_t seed) : m_state(seed * 2654435761u + 0x9e3779b9u) {}
  double next() {
    m_state ^= m_state << 13;
    m_state ^= m_state >> 17;
    m_state ^= m_state << 5;
    return (m_state % 2001) / 1000.0 - 1.0;
  }

 private:
  std::uint32_t m_state;
};

void tuft(Path& p, Vec2 c, double s) {
  // A small "v" of grass or brush.
  p.moveTo({c.x - s, c.y - s}).lineTo({c.x, c.y}).lineTo({c.x + s, c.y - s});
}

}  // namespace

namespace {
// Other names schemas use for the same drawings.
const std::string& canonical(const std::string& n) {
  static const std::string rows = "crops", rocks = "rough", forest = "trees", brush = "scrub", swamp = "marsh",
                           town = "buildings";
  if (n == "rows" || n == "fields" || n == "field") return rows;
  if (n == "rocks" || n == "rocky") return rocks;
  if (n == "forest" || n == "woods") return forest;
  if (n == "brush" || n == "thicket") return brush;
  if (n == "swamp" || n == "morass") return swamp;
  if (n == "town" || n == "houses") return town;
  return n;
}
}  // namespace

bool knownPattern(const std::string& name) {
  const std::string& n = canonical(name);
  return n == "trees" || n == "light-trees" || n == "scrub" || n == "marsh" || n == "orchard" || n == "crops" ||
         n == "buildings" || n == "rough" || n == "dots" || n == "water";
}

Color patternInk(Color fill) { return mix(fill, colors::kBlack, 0.45); }
double patternStrokeWidth(double across) { return std::clamp(across * 0.012, 0.08, 0.4); }

bool addPattern(const std::string& name, Vec2 c, double a, std::uint32_t seed, PatternPaths& out) {
  const std::string& n = canonical(name);
  Jitter j(seed);
  // Scattered elements sit a little low and a little tighter than the hex: the top of
  // the hex belongs to its number, which no crown or tuft may touch.
  auto at = [&](double fx, double fy, double jitter) {
    return Vec2{c.x + (fx + jitter * j.next()) * a, c.y + ((fy + jitter * j.next()) * 0.85 + 0.045) * a};
  };
  if (n == "trees") {
    static constexpr double kCrowns[][2] = {{-0.2, -0.17}, {0.17, -0.2}, {0.0, 0.02}, {-0.21, 0.2}, {0.2, 0.18}};
    for (const auto& k : kCrowns) out.fills.circle(at(k[0], k[1], 0.03), a * (0.085 + 0.015 * j.next()));
  } else if (n == "light-trees") {
    static constexpr double kCrowns[][2] = {{-0.17, -0.12}, {0.17, -0.05}, {-0.03, 0.2}};
    for (const auto& k : kCrowns) out.strokes.circle(at(k[0], k[1], 0.04), a * 0.07);
  } else if (n == "scrub") {
    static constexpr double kTufts[][2] = {{-0.22, -0.15}, {0.05, -0.22}, {0.24, -0.05},
                                           {-0.1, 0.05},   {0.15, 0.2},   {-0.22, 0.22}};
    for (const auto& k : kTufts) tuft(out.strokes, at(k[0], k[1], 0.03), a * 0.045);
  } else if (n == "marsh") {
    static constexpr double kRows[][2] = {{-0.12, -0.18}, {0.14, -0.05}, {-0.16, 0.1}, {0.1, 0.24}};
    for (const auto& k : kRows) {
      const Vec2 p = at(k[0], k[1], 0.02);
      const double w = a * 0.09;
      out.strokes.moveTo({p.x - w, p.y}).lineTo({p.x + w, p.y});
      for (int i = -1; i <= 1; ++i)
        out.strokes.moveTo({p.x + i * w * 0.5, p.y}).lineTo({p.x + i * w * 0.7, p.y - a * 0.06});
    }
  } else if (n == "orchard") {
    for (int y = -1; y <= 1; ++y)
      for (int x = -1; x <= 1; ++x) out.fills.circle({c.x + x * a * 0.2, c.y + y * a * 0.2}, a * 0.04);
  } else if (n == "crops") {
    for (int i = -2; i <= 2; ++i) {
      const double y = c.y + i * a * 0.1;
      const double half = a * (0.3 - 0.04 * std::abs(i));
      out.strokes.moveTo({c.x - half, y + a * 0.03}).lineTo({c.x + half, y - a * 0.03});
    }
  } else if (n == "buildings") {
    static constexpr double kHouses[][2] = {{-0.15, -0.12}, {0.12, -0.1}, {-0.05, 0.14}, {0.18, 0.16}};
    for (const auto& k : kHouses) {
      const Vec2 p = at(k[0], k[1], 0.02);
      const double s = a * 0.07;
      out.fills.rect({p.x - s, p.y - s, 2 * s, 2 * s});
    }
  } else if (n == "rough") {
    static constexpr double kRocks[][2] = {{-0.18, -0.12}, {0.16, -0.16}, {0.0, 0.1}, {0.22, 0.18}, {-0.2, 0.2}};
    for (const auto& k : kRocks) {
      const Vec2 p = at(k[0], k[1], 0.03);
      const double s = a * 0.05;
      out.strokes.moveTo({p.x - s, p.y + s * 0.6})
          .lineTo({p.x, p.y - s * 0.8})
          .lineTo({p.x + s, p.y + s * 0.6})
          .close();
    }
  } else if (n == "dots") {
    for (int y = -2; y <= 2; ++y)
      for (int x = -2; x <= 2; ++x)
        if (std::abs(x) + std::abs(y) < 4)
          out.fills.circle({c.x + (x + 0.5 * (y & 1)) * a * 0.13, c.y + y * a * 0.12}, a * 0.015);
  } else if (n == "water") {
    for (int i = -1; i <= 1; ++i) {
      const double y = c.y + i * a * 0.16;
      const double w = a * 0.12;
      out.strokes.moveTo({c.x - 2 * w, y});
      out.strokes.curveTo({c.x - 1.5 * w, y - w * 0.5}, {c.x - 0.5 * w, y - w * 0.5}, {c.x, y});
      out.strokes.curveTo({c.x + 0.5 * w, y + w * 0.5}, {c.x + 1.5 * w, y + w * 0.5}, {c.x + 2 * w, y});
    }
  } else {
    return false;
  }
  return true;
}

void drawPattern(Canvas& canvas, const PatternPaths& paths, Color fill, double across) {
  const Color ink = patternInk(fill);
  if (!paths.fills.empty()) canvas.fill(paths.fills, ink);
  if (!paths.strokes.empty()) {
    Stroke s;
    s.color = ink;
    s.width = patternStrokeWidth(across);
    s.cap = LineCap::Round;
    s.join = LineJoin::Round;
    canvas.stroke(paths.strokes, s);
  }
}

}  // namespace hexwright::exporters
