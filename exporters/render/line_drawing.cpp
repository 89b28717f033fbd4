#include "exporters/render/line_drawing.h"

#include <algorithm>
#include <cmath>

namespace hexwright::exporters {
namespace {

using model::LineStyle;

Stroke makeStroke(Color c, double w, LineCap cap = LineCap::Round) {
  Stroke s;
  s.color = c;
  s.width = w;
  s.cap = cap;
  s.join = LineJoin::Round;
  return s;
}

// A wave from a to b with an even number of half-waves, flat at both ends, so that
// consecutive sides of a stream join into one continuous wavy line.
void addWave(Path& p, Vec2 a, Vec2 b, double w) {
  const double len = length(b - a);
  const int halves = 2 * std::max(1, static_cast<int>(std::lround(len / (w * 7))));
  const Vec2 n = normalOf(a, b);
  const double amp = w * 0.9 * 1.333;  // cubic control offset for a ~w*0.9 crest
  p.moveTo(a);
  for (int i = 0; i < halves; ++i) {
    const Vec2 s = lerp(a, b, static_cast<double>(i) / halves);
    const Vec2 e = lerp(a, b, static_cast<double>(i + 1) / halves);
    const double sign = i % 2 == 0 ? 1 : -1;
    const Vec2 off = n * (amp * sign);
    p.curveTo(lerp(s, e, 1.0 / 3) + off, lerp(s, e, 2.0 / 3) + off, e);
  }
}

// A snake rail fence: straight legs alternating either side of the line, an even
// number of them so that neighbouring sides join.
void addZigZag(Path& p, Vec2 a, Vec2 b, double w) {
  const double len = length(b - a);
  const int legs = 2 * std::max(1, static_cast<int>(std::lround(len / (w * 5))));
  const Vec2 n = normalOf(a, b) * (w * 1.1);
  p.moveTo(a);
  for (int i = 0; i < legs; ++i) {
    const Vec2 mid = lerp(a, b, (i + 0.5) / legs);
    p.lineTo(mid + n * (i % 2 == 0 ? 1.0 : -1.0));
  }
  p.lineTo(b);
}

void addOffsetLine(Path& p, Vec2 a, Vec2 b, double offset) {
  const Vec2 n = normalOf(a, b) * offset;
  p.moveTo(a + n).lineTo(b + n);
}

}  // namespace

void addHexside(HexsideBatch& batch, const HexsidePaint& paint, Vec2 a, Vec2 b, std::optional<Vec2> toward) {
  const double w = paint.widthMm;
  switch (paint.line) {
    case LineStyle::Wavy:
      addWave(batch.line, a, b, w);
      break;
    case LineStyle::Double:
      addOffsetLine(batch.line, a, b, w * 0.45);
      addOffsetLine(batch.line, a, b, -w * 0.45);
      break;
    default:
      if (paint.zigzag)
        addZigZag(batch.line, a, b, w);
      else
        batch.line.moveTo(a).lineTo(b);
      break;
  }
  if (paint.line != LineStyle::Hachured && !paint.works) return;

  // Hachures (or teeth) hang on the downhill / owning side; both sides when unknown.
  Vec2 n = normalOf(a, b);
  double lo = 0, hi = 1;
  if (toward) {
    const Vec2 mid = lerp(a, b, 0.5);
    const Vec2 t = *toward - mid;
    if (t.x * n.x + t.y * n.y < 0) n = n * -1;
  } else {
    lo = -0.5, hi = 0.5;
  }
  const double len = length(b - a);
  const double spacing = std::max(0.8, w * 0.9);
  const int count = std::max(2, static_cast<int>(len / spacing));
  const double tick = std::max(0.8, w * 1.5);
  for (int i = 0; i < count; ++i) {
    const Vec2 p = lerp(a, b, (i + 0.5) / count);
    if (paint.works) {
      const Vec2 along = (b - a) * (0.35 / count);
      batch.filled.moveTo(p - along).lineTo(p + n * (tick * 0.8)).lineTo(p + along).close();
    } else {
      batch.ticks.moveTo(p + n * (tick * lo)).lineTo(p + n * (tick * hi));
    }
  }
}

void addCrossing(HexsideBatch& batch, const HexsidePaint& paint, Vec2 p, Vec2 q) {
  const double w = paint.widthMm;
  if (paint.line == LineStyle::Double) {
    // A bridge: two rails with flared ends.
    const Vec2 n = normalOf(p, q);
    const Vec2 d = (q - p) * 0.12;
    for (double side : {1.0, -1.0}) {
      const Vec2 o = n * (w * 0.6 * side);
      const Vec2 flare = n * (w * 1.2 * side);
      batch.line.moveTo(p - d + flare).lineTo(p + o).lineTo(q + o).lineTo(q + d + flare);
    }
    return;
  }
  batch.line.moveTo(p).lineTo(q);
}

void drawHexsideBatch(Canvas& canvas, const HexsideBatch& batch, const HexsidePaint& paint) {
  const double w = paint.widthMm;
  if (!batch.line.empty()) {
    Stroke s = makeStroke(paint.color, w);
    switch (paint.line) {
      case LineStyle::Dashed:
        s.dash = {w * 2.5, w * 1.8};
        s.cap = LineCap::Butt;
        break;
      case LineStyle::Dotted:
        s.dash = {0.01, w * 2.2};
        break;
      case LineStyle::Double:
        s.width = w * 0.35;
        break;
      case LineStyle::Hachured:
        s.width = std::max(0.2, w * 0.3);
        break;
      default:
        if (paint.zigzag) s.width = std::max(0.2, w * 0.35), s.join = LineJoin::Miter;
        break;
    }
    if (paint.works) s.width = std::max(0.2, w * 0.4);
    canvas.stroke(batch.line, s);
  }
  if (!batch.ticks.empty())
    canvas.stroke(batch.ticks, makeStroke(paint.color, std::max(0.15, w * 0.22), LineCap::Butt));
  if (!batch.filled.empty()) canvas.fill(batch.filled, paint.color);
}

void drawRoutes(Canvas& canvas, const RoutePaint& paint, const std::vector<std::vector<Vec2>>& polylines) {
  Path path;
  for (const auto& line : polylines) {
    if (line.size() == 1) {
      path.circle(line[0], paint.widthMm * 0.6);  // a one-hex route: a dot
      continue;
    }
    path.polygon(line, false);
  }
  if (path.empty()) return;
  const double w = paint.widthMm;
  if (paint.railroad) {
    canvas.stroke(path, makeStroke(paint.color, w * 0.5));
    Path ties;
    const double spacing = w * 3.5;
    for (const auto& line : polylines) {
      double travelled = 0, next = spacing / 2;  // distance along the whole line
      for (std::size_t i = 1; i < line.size(); ++i) {
        const Vec2 a = line[i - 1], b = line[i];
        const double len = length(b - a);
        if (len <= 0) continue;
        const Vec2 n = normalOf(a, b) * (w * 1.4);
        for (; next <= travelled + len; next += spacing) {
          const Vec2 p = lerp(a, b, (next - travelled) / len);
          ties.moveTo(p - n).lineTo(p + n);
        }
        travelled += len;
      }
    }
    canvas.stroke(ties, makeStroke(paint.color, w * 0.35, LineCap::Butt));
    return;
  }
  Stroke s = makeStroke(paint.color, w);
  switch (paint.line) {
    case LineStyle::Dashed:
      s.dash = {w * 3, w * 2};
      s.cap = LineCap::Butt;
      break;
    case LineStyle::Dotted:
      s.dash = {0.01, w * 2};
      break;
    case LineStyle::Double:
      // Two edges with a light road bed between them (sunken road, pike).
      canvas.stroke(path, s);
      s.color = mix(paint.color, colors::kWhite, 0.8);
      s.width = w * 0.45;
      break;
    default:
      break;
  }
  if (paint.cased) {
    // A dark casing wider than a road with a bed of the road colour, lightened: a pike
    // reads stronger than a road, not weaker.
    s.color = mix(paint.color, colors::kBlack, 0.35);
    s.width = w * 1.35;
    s.dash.clear();
    canvas.stroke(path, s);
    s.color = mix(paint.color, colors::kWhite, 0.45);
    s.width = w * 0.75;
  }
  canvas.stroke(path, s);
}

}  // namespace hexwright::exporters
