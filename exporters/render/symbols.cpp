#include "exporters/render/symbols.h"

#include <cctype>
#include <cmath>
#include <numbers>

namespace hexwright::exporters {
namespace {

Stroke ink(Color c, double width) {
  Stroke s;
  s.color = c;
  s.width = width;
  s.cap = LineCap::Round;
  s.join = LineJoin::Round;
  return s;
}

void tent(Canvas& cv, Vec2 c, double s, Color col) {
  Path body;
  body.moveTo({c.x - s * 0.45, c.y + s * 0.32})
      .lineTo({c.x, c.y - s * 0.38})
      .lineTo({c.x + s * 0.45, c.y + s * 0.32})
      .close();
  cv.fill(body, mix(col, colors::kWhite, 0.75));
  cv.stroke(body, ink(col, s * 0.07));
  cv.line({c.x, c.y - s * 0.38}, {c.x, c.y + s * 0.32}, ink(col, s * 0.05));  // door flap
  cv.line({c.x, c.y - s * 0.38}, {c.x, c.y - s * 0.5}, ink(col, s * 0.05));   // pole
}

void anchor(Canvas& cv, Vec2 c, double s, Color col) {
  const Stroke st = ink(col, s * 0.08);
  cv.stroke(Path().circle({c.x, c.y - s * 0.33}, s * 0.09), st);
  cv.line({c.x, c.y - s * 0.24}, {c.x, c.y + s * 0.4}, st);
  cv.line({c.x - s * 0.2, c.y - s * 0.1}, {c.x + s * 0.2, c.y - s * 0.1}, st);
  Path arms;
  arms.moveTo({c.x - s * 0.36, c.y + s * 0.12});
  arms.curveTo({c.x - s * 0.3, c.y + s * 0.38}, {c.x - s * 0.12, c.y + s * 0.42}, {c.x, c.y + s * 0.4});
  arms.curveTo({c.x + s * 0.12, c.y + s * 0.42}, {c.x + s * 0.3, c.y + s * 0.38}, {c.x + s * 0.36, c.y + s * 0.12});
  cv.stroke(arms, st);
}

void house(Canvas& cv, Vec2 c, double s, Color col, bool cross) {
  Path p;
  p.moveTo({c.x - s * 0.28, c.y + s * 0.3}).lineTo({c.x - s * 0.28, c.y - s * 0.05}).lineTo({c.x, c.y - s * 0.3});
  p.lineTo({c.x + s * 0.28, c.y - s * 0.05}).lineTo({c.x + s * 0.28, c.y + s * 0.3}).close();
  cv.fill(p, col);
  if (cross) {
    const Stroke st = ink(col, s * 0.07);
    cv.line({c.x, c.y - s * 0.3}, {c.x, c.y - s * 0.52}, st);
    cv.line({c.x - s * 0.09, c.y - s * 0.44}, {c.x + s * 0.09, c.y - s * 0.44}, st);
  }
}

void fort(Canvas& cv, Vec2 c, double s, Color col) {
  // A square redoubt with bastions: an eight-pointed outline.
  Path p;
  for (int i = 0; i < 8; ++i) {
    const double a = std::numbers::pi / 4 * i - std::numbers::pi / 4;
    const double r = (i % 2 == 0) ? s * 0.48 : s * 0.3;
    const Vec2 q{c.x + r * std::cos(a), c.y + r * std::sin(a)};
    if (i == 0)
      p.moveTo(q);
    else
      p.lineTo(q);
  }
  p.close();
  cv.fill(p, mix(col, colors::kWhite, 0.7));
  cv.stroke(p, ink(col, s * 0.07));
}

void arrow(Canvas& cv, Vec2 c, double s, Color col, double rotation) {
  CanvasState keep(cv);
  cv.translate(c.x, c.y);
  cv.rotate(rotation);
  Path p;
  p.moveTo({-s * 0.45, -s * 0.12}).lineTo({s * 0.05, -s * 0.12}).lineTo({s * 0.05, -s * 0.3});
  p.lineTo({s * 0.45, 0})
      .lineTo({s * 0.05, s * 0.3})
      .lineTo({s * 0.05, s * 0.12})
      .lineTo({-s * 0.45, s * 0.12})
      .close();
  cv.fill(p, col);
}

void battery(Canvas& cv, Vec2 c, double s, Color col) {
  const Stroke st = ink(col, s * 0.08);
  cv.stroke(Path().circle({c.x - s * 0.1, c.y + s * 0.12}, s * 0.18), st);
  cv.line({c.x - s * 0.1, c.y + s * 0.12}, {c.x + s * 0.42, c.y - s * 0.22}, ink(col, s * 0.13));
}

void flag(Canvas& cv, Vec2 c, double s, Color col) {
  cv.line({c.x - s * 0.25, c.y + s * 0.45}, {c.x - s * 0.25, c.y - s * 0.45}, ink(col, s * 0.07));
  cv.fill(Path().rect({c.x - s * 0.25, c.y - s * 0.45, s * 0.55, s * 0.35}), col);
}

void crate(Canvas& cv, Vec2 c, double s, Color col) {
  const Rect r{c.x - s * 0.3, c.y - s * 0.3, s * 0.6, s * 0.6};
  const Stroke st = ink(col, s * 0.07);
  cv.fill(Path().rect(r), mix(col, colors::kWhite, 0.7));
  cv.strokeRect(r, st);
  cv.line({r.x, r.y}, {r.right(), r.bottom()}, st);
  cv.line({r.right(), r.y}, {r.x, r.bottom()}, st);
}

void bridge(Canvas& cv, Vec2 c, double s, Color col) {
  const Stroke st = ink(col, s * 0.08);
  for (double y : {-0.15, 0.15}) {
    Path p;
    p.moveTo({c.x - s * 0.45, c.y + y * s * 2.2})
        .lineTo({c.x - s * 0.3, c.y + y * s})
        .lineTo({c.x + s * 0.3, c.y + y * s});
    p.lineTo({c.x + s * 0.45, c.y + y * s * 2.2});
    cv.stroke(p, st);
  }
}

void ford(Canvas& cv, Vec2 c, double s, Color col) {
  const Stroke st = ink(col, s * 0.08);
  for (double y : {-0.12, 0.12}) {
    Path p;
    const double yy = c.y + y * s;
    p.moveTo({c.x - s * 0.4, yy});
    p.curveTo({c.x - s * 0.3, yy - s * 0.12}, {c.x - s * 0.1, yy - s * 0.12}, {c.x, yy});
    p.curveTo({c.x + s * 0.1, yy + s * 0.12}, {c.x + s * 0.3, yy + s * 0.12}, {c.x + s * 0.4, yy});
    cv.stroke(p, st);
  }
}

void orchard(Canvas& cv, Vec2 c, double s, Color col) {
  for (int i = -1; i <= 1; ++i) {
    const Vec2 t{c.x + i * s * 0.28, c.y + (i == 0 ? -s * 0.1 : s * 0.05)};
    cv.line(t, {t.x, t.y + s * 0.25}, ink(col, s * 0.05));
    cv.fill(Path().circle(t, s * 0.12), col);
  }
}

void town(Canvas& cv, Vec2 c, double s, Color col) {
  Path p;
  const double k = s * 0.16;
  p.rect({c.x - s * 0.35, c.y - s * 0.05, k, k}).rect({c.x - s * 0.08, c.y - s * 0.3, k, k});
  p.rect({c.x + s * 0.15, c.y + 0.02 * s, k, k}).rect({c.x - s * 0.1, c.y + s * 0.2, k, k});
  cv.fill(p, col);
}

}  // namespace

Path starPath(Vec2 c, double outer, double innerRatio) {
  Path p;
  for (int i = 0; i < 10; ++i) {
    const double a = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
    const double r = i % 2 == 0 ? outer : outer * innerRatio;
    const Vec2 q{c.x + r * std::cos(a), c.y + r * std::sin(a)};
    if (i == 0)
      p.moveTo(q);
    else
      p.lineTo(q);
  }
  return p.close();
}

bool knownSymbol(const std::string& n) {
  static const char* const kNames[] = {"tent",   "camp",    "fort",     "town",   "house",      "building",
                                       "church", "ford",    "bridge",   "anchor", "landing",    "battery",
                                       "gun",    "star",    "red-star", "arrow",  "exit-arrow", "flag",
                                       "crate",  "orchard", "cross",    "circle", "square",     "triangle"};
  for (const char* k : kNames)
    if (n == k) return true;
  return false;
}

void drawSymbol(Canvas& cv, const std::string& n, Vec2 c, double s, Color col, double rotation) {
  if (n == "tent" || n == "camp") return tent(cv, c, s, col);
  if (n == "fort") return fort(cv, c, s, col);
  if (n == "town") return town(cv, c, s, col);
  if (n == "house" || n == "building") return house(cv, c, s, col, false);
  if (n == "church") return house(cv, c, s, col, true);
  if (n == "ford") return ford(cv, c, s, col);
  if (n == "bridge") return bridge(cv, c, s, col);
  if (n == "anchor" || n == "landing") return anchor(cv, c, s, col);
  if (n == "battery" || n == "gun") return battery(cv, c, s, col);
  if (n == "arrow") return arrow(cv, c, s, col, rotation);
  if (n == "exit-arrow") return arrow(cv, c, s, col, rotation + 180);
  if (n == "flag") return flag(cv, c, s, col);
  if (n == "crate") return crate(cv, c, s, col);
  if (n == "orchard") return orchard(cv, c, s, col);
  if (n == "star" || n == "red-star") {
    const Path p = starPath(c, s * 0.48);
    cv.fill(p, col);
    cv.stroke(p, ink(mix(col, colors::kBlack, 0.4), s * 0.03));
    return;
  }
  if (n == "cross") {
    const Stroke st = ink(col, s * 0.12);
    cv.line({c.x - s * 0.3, c.y - s * 0.3}, {c.x + s * 0.3, c.y + s * 0.3}, st);
    cv.line({c.x + s * 0.3, c.y - s * 0.3}, {c.x - s * 0.3, c.y + s * 0.3}, st);
    return;
  }
  if (n == "square") return cv.fill(Path().rect({c.x - s * 0.3, c.y - s * 0.3, s * 0.6, s * 0.6}), col);
  if (n == "triangle") {
    Path p;
    p.moveTo({c.x, c.y - s * 0.4})
        .lineTo({c.x + s * 0.4, c.y + s * 0.3})
        .lineTo({c.x - s * 0.4, c.y + s * 0.3})
        .close();
    return cv.fill(p, col);
  }
  // "circle" and anything unknown: a ring, with the name's initial when unknown.
  cv.stroke(Path().circle(c, s * 0.36), ink(col, s * 0.08));
  if (n != "circle" && !n.empty()) {
    TextStyle t;
    t.font.sizeMm = s * 0.45;
    t.font.bold = true;
    t.color = col;
    t.halign = HAlign::Center;
    t.valign = VAlign::Middle;
    cv.text(c, std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(n[0])))), t);
  }
}

}  // namespace hexwright::exporters
