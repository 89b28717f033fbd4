#include "exporters/print/calibration_page.h"

#include <cstdio>

namespace hexwright::exporters {
namespace {

constexpr double kHalfScale = 8;  // the scales read -8..+8 mm

std::string mm(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

TextStyle text(double size, HAlign h = HAlign::Left, VAlign v = VAlign::Top, bool bold = false) {
  TextStyle t;
  t.font.sizeMm = size;
  t.font.bold = bold;
  t.halign = h;
  t.valign = v;
  return t;
}

}  // namespace

void paintCalibrationFront(Canvas& c, const PaperSize& paper, Duplex duplex, Vec2 offset) {
  const Vec2 m{paper.widthMm / 2, paper.heightMm / 2};
  Stroke line;
  line.width = 0.25;
  // Long lines so they cross the back's scales wherever the shift puts them.
  c.line({m.x, m.y - 60}, {m.x, m.y + 60}, line);
  c.line({m.x - 60, m.y}, {m.x + 60, m.y}, line);
  TextStyle body = text(3.2);
  body.wrapWidth = paper.widthMm - 30;
  c.text({15, 15}, "Duplex calibration (front)", text(6, HAlign::Left, VAlign::Top, true));
  c.text({15, 25},
         std::string("1. Print this page double-sided with exactly the settings you use for the counter sheets ") +
             "(duplex: " + (duplex == Duplex::ShortEdge ? "flip on short edge" : "flip on long edge") +
             ", 100% scale).\n"
             "2. Hold the sheet against a bright light and look at the BACK side.\n"
             "3. X: where this page's vertical line crosses the back's horizontal scale. "
             "Y: where this page's horizontal line crosses the back's vertical scale. Values are in millimetres.\n"
             "4. Export again with --back-offset X,Y (offset used for this print: " +
             mm(offset.x) + "," + mm(offset.y) + "; if you printed with an offset, add the new readings to it).",
         body);
}

void paintCalibrationBack(Canvas& c, const PaperSize& paper) {
  const Vec2 m{paper.widthMm / 2, paper.heightMm / 2};
  Stroke major;
  major.width = 0.2;
  Stroke minor = major;
  minor.width = 0.12;
  const TextStyle label = text(2.2, HAlign::Center, VAlign::Top);
  // Horizontal scale (X) above the centre, vertical scale (Y) left of it, so the front's
  // lines cross them; numbers grow to the right and downwards as seen on this side.
  for (int i = static_cast<int>(-kHalfScale * 2); i <= kHalfScale * 2; ++i) {
    const double d = i * 0.5;
    const bool whole = i % 2 == 0;
    const double len = whole ? (i % 10 == 0 ? 6 : 4) : 2.5;
    c.line({m.x + d, m.y - 3}, {m.x + d, m.y - 3 - len}, whole ? major : minor);
    c.line({m.x - 3, m.y + d}, {m.x - 3 - len, m.y + d}, whole ? major : minor);
    if (whole && i % 4 == 0) {
      c.text({m.x + d, m.y - 16}, mm(d).substr(0, mm(d).size() - 2), label);
      TextStyle l = text(2.2, HAlign::Right, VAlign::Middle);
      c.text({m.x - 16, m.y + d}, mm(d).substr(0, mm(d).size() - 2), l);
    }
  }
  c.text({m.x, m.y - 22}, "X (mm)", text(2.6, HAlign::Center, VAlign::Top, true));
  c.text({m.x - 22, m.y - kHalfScale - 6}, "Y (mm)", text(2.6, HAlign::Right, VAlign::Top, true));
  TextStyle body = text(3.2);
  body.wrapWidth = paper.widthMm - 30;
  c.text({15, 15}, "Duplex calibration (back)", text(6, HAlign::Left, VAlign::Top, true));
  c.text({15, 25}, "Read the scales at the page centre where the front's lines show through (see the front).", body);
}

}  // namespace hexwright::exporters
