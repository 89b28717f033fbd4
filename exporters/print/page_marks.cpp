#include "exporters/print/page_marks.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "model/core/attributes.h"

namespace hexwright::exporters {
namespace {

Stroke hairline(Color c = colors::kBlack, double w = 0.2) {
  Stroke s;
  s.color = c;
  s.width = w;
  return s;
}

TextStyle small(double size, HAlign h, VAlign v, bool bold = false) {
  TextStyle t;
  t.font.sizeMm = size;
  t.font.bold = bold;
  t.halign = h;
  t.valign = v;
  t.color = Color::rgb(40, 40, 40);
  return t;
}

}  // namespace

void drawCropMarks(Canvas& c, const Rect& r, double len, double gap) {
  const Stroke s = hairline();
  for (const double x : {r.x, r.right()})
    for (const double y : {r.y, r.bottom()}) {
      const double dx = x == r.x ? -1 : 1, dy = y == r.y ? -1 : 1;
      c.line({x + dx * gap, y}, {x + dx * (gap + len), y}, s);
      c.line({x, y + dy * gap}, {x, y + dy * (gap + len)}, s);
    }
}

void drawRegistrationMark(Canvas& c, Vec2 at, double r) {
  const Stroke s = hairline(colors::kBlack, 0.15);
  c.stroke(Path().circle(at, r * 0.6), s);
  c.line({at.x - r, at.y}, {at.x + r, at.y}, s);
  c.line({at.x, at.y - r}, {at.x, at.y + r}, s);
}

void drawTileRegistration(Canvas& c, const TilePlan& p, const Tile& t) {
  if (std::min(p.overlapX, p.overlapY) < 4) return;  // too thin a strip to hold a mark
  // Poster → page: the tile's area maps onto the content rectangle.
  auto page = [&](Vec2 poster) { return Vec2{p.content.x + poster.x - t.area.x, p.content.y + poster.y - t.area.y}; };
  const double r = std::min(2.5, std::min(p.overlapX, p.overlapY) * 0.3);
  const Rect& a = t.area;
  const double halfX = p.overlapX / 2, halfY = p.overlapY / 2;
  // Along each strip, at the quarters of the part no third sheet shares: a mark in a
  // corner where four sheets meet would be on sheets that do not draw it.
  const bool left = p.at(t.row, t.col - 1), right = p.at(t.row, t.col + 1);
  const bool up = p.at(t.row - 1, t.col), down = p.at(t.row + 1, t.col);
  const double x0 = a.x + (left ? p.overlapX : 0), x1 = a.right() - (right ? p.overlapX : 0);
  const double y0 = a.y + (up ? p.overlapY : 0), y1 = a.bottom() - (down ? p.overlapY : 0);
  // Shared with the right / left neighbour: same row, so the same y on both sheets.
  for (double f : {0.25, 0.75}) {
    const double x = x0 + (x1 - x0) * f, y = y0 + (y1 - y0) * f;
    if (right) drawRegistrationMark(c, page({a.right() - halfX, y}), r);
    if (left) drawRegistrationMark(c, page({a.x + halfX, y}), r);
    if (down) drawRegistrationMark(c, page({x, a.bottom() - halfY}), r);
    if (up) drawRegistrationMark(c, page({x, a.y + halfY}), r);
  }
}

void drawTileLabels(Canvas& c, const TilePlan& p, const Tile& t, const std::string& title, const std::string& note) {
  const Rect& r = p.content;
  const double below = r.bottom() + p.margin * 0.55;
  TextStyle left = small(2.6, HAlign::Left, VAlign::Middle, true);
  left.fitWidth = r.w * 0.6;
  c.text({r.x, below},
         title + "  -  sheet " + t.label + " (row " + rowLetters(t.row) + " of " + std::to_string(p.rows) +
             ", column " + std::to_string(t.col + 1) + " of " + std::to_string(p.cols) + ")",
         left);
  TextStyle right = small(2.2, HAlign::Right, VAlign::Middle);
  right.fitWidth = r.w * 0.38;
  c.text({r.right(), below}, note, right);
  // Which sheet joins on each side, in the margin at the middle of that edge.
  const TextStyle arrow = small(2.6, HAlign::Center, VAlign::Middle, true);
  const double m = p.margin * 0.5;
  if (const Tile* n = p.at(t.row - 1, t.col)) c.text({r.centre().x, r.y - m}, "\u25B2 " + n->label, arrow);
  if (const Tile* n = p.at(t.row + 1, t.col)) c.text({r.centre().x + 30, below}, "\u25BC " + n->label, arrow);
  if (const Tile* n = p.at(t.row, t.col - 1)) {
    CanvasState keep(c);
    c.translate(r.x - m, r.centre().y);
    c.rotate(-90);
    c.text({0, 0}, "\u25B2 " + n->label, arrow);
  }
  if (const Tile* n = p.at(t.row, t.col + 1)) {
    CanvasState keep(c);
    c.translate(r.right() + m, r.centre().y);
    c.rotate(90);
    c.text({0, 0}, "\u25B2 " + n->label, arrow);
  }
  // Where the overlap strips are: solid ticks in the margin at the strip edges, named in
  // the assembly index's instructions (dashed ones, 4 mm long, read as specks of dirt).
  if (p.overlapX > 0 || p.overlapY > 0) {
    const Stroke s = hairline(colors::kMarkGrey, 0.25);
    const double x = p.overlapX, y = p.overlapY;
    if (p.at(t.row, t.col - 1)) c.line({r.x + x, r.y - 5}, {r.x + x, r.y - 1}, s);
    if (p.at(t.row, t.col + 1)) c.line({r.right() - x, r.y - 5}, {r.right() - x, r.y - 1}, s);
    if (p.at(t.row - 1, t.col)) c.line({r.x - 5, r.y + y}, {r.x - 1, r.y + y}, s);
    if (p.at(t.row + 1, t.col)) c.line({r.x - 5, r.bottom() - y}, {r.x - 1, r.bottom() - y}, s);
  }
}

namespace {
// Rounded, not cut: 100 mm is 3.94 in, where the first four characters said 3.93.
std::string inches(double mm) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", mm / 25.4);
  return text;
}
}  // namespace

void drawCheckBar(Canvas& c, Vec2 at, double len) {
  const Stroke s = hairline(colors::kBlack, 0.25);
  c.fillRect({at.x, at.y, len, 1.5}, colors::kBlack);
  for (int i = 0; i <= 10; ++i)
    c.line({at.x + len * i / 10, at.y - (i % 5 == 0 ? 2.5 : 1.2)}, {at.x + len * i / 10, at.y}, s);
  c.text({at.x, at.y + 2.5},
         "This bar must measure exactly " + model::formatAttribute(len) + " mm (" + inches(len) +
             " in). If it does not, print again at 100% / \"Actual size\" with no page scaling.",
         small(2.4, HAlign::Left, VAlign::Top));
}

}  // namespace hexwright::exporters
