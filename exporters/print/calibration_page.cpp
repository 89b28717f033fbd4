#include "exporters/print/calibration_page.h"

#include <cstdio>
#include <vector>

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

namespace {

// Five stations: the centre and one near each corner. The set is symmetric about both
// page axes, so either duplex flip puts each front cross behind a back station; the
// corners show a skewed or scaled back, which the centre alone cannot.
constexpr double kCornerInset = 32;

std::vector<Vec2> stations(const PaperSize& paper) {
  const double w = paper.widthMm, h = paper.heightMm, a = kCornerInset;
  return {{w / 2, h / 2}, {a, a}, {w - a, a}, {a, h - a}, {w - a, h - a}};
}

// Where the instructions go: between the top stations and the centre one.
Rect textBand(const PaperSize& paper) {
  const double top = kCornerInset + kHalfScale + 8;
  return {15, top, paper.widthMm - 30, paper.heightMm / 2 - 24 - top};
}

// X scale (ticks 10–16 mm above the station) and Y scale (3–9 mm left of it) kept apart
// so neither set of ticks or numbers touches the other; numbers every 4 mm, where
// they fit side by side.
void scales(Canvas& c, Vec2 m) {
  Stroke major;
  major.width = 0.2;
  Stroke minor = major;
  minor.width = 0.12;
  for (int i = static_cast<int>(-kHalfScale * 2); i <= kHalfScale * 2; ++i) {
    const double d = i * 0.5;
    const bool whole = i % 2 == 0;
    const double len = whole ? (i % 8 == 0 ? 6 : 4) : 2.5;
    c.line({m.x + d, m.y - 10}, {m.x + d, m.y - 10 - len}, whole ? major : minor);
    c.line({m.x - 3, m.y + d}, {m.x - 3 - len, m.y + d}, whole ? major : minor);
    if (i % 8 == 0) {
      const std::string n = mm(d).substr(0, mm(d).size() - 2);
      c.text({m.x + d, m.y - 17}, n, text(2.2, HAlign::Center, VAlign::Bottom));
      c.text({m.x - 10, m.y + d}, n, text(2.2, HAlign::Right, VAlign::Middle));
    }
  }
  c.text({m.x + kHalfScale + 2, m.y - 13}, "X", text(2.6, HAlign::Left, VAlign::Middle, true));
  c.text({m.x - 6, m.y + kHalfScale + 2}, "Y", text(2.6, HAlign::Center, VAlign::Top, true));
}

}  // namespace

void paintCalibrationFront(Canvas& c, const PaperSize& paper, Duplex duplex, Vec2 offset) {
  Stroke line;
  line.width = 0.25;
  // Each cross is long enough to reach the back's scales wherever the shift puts them.
  for (const Vec2 m : stations(paper)) {
    c.line({m.x, m.y - 20}, {m.x, m.y + kHalfScale + 4}, line);
    c.line({m.x - 14, m.y}, {m.x + kHalfScale + 4, m.y}, line);
  }
  const Rect band = textBand(paper);
  TextStyle body = text(3.2);
  body.wrapWidth = band.w;
  c.text({band.x, band.y}, "Duplex calibration (front)", text(6, HAlign::Left, VAlign::Top, true));
  c.text({band.x, band.y + 9},
         std::string("1. Print this page double-sided with exactly the settings you use for the counter sheets ") +
             "(duplex: " + (duplex == Duplex::ShortEdge ? "flip on short edge" : "flip on long edge") +
             ", 100% scale).\n"
             "2. Hold the sheet against a bright light and look at the BACK side.\n"
             "3. At each of the five crosses, X: where the vertical line crosses the horizontal scale; "
             "Y: where the horizontal line crosses the vertical scale. Values are in millimetres.\n"
             "4. Export again with --back-offset X,Y read at the centre (offset used for this print: " +
             mm(offset.x) + "," + mm(offset.y) +
             "; if you printed with an offset, add the new readings to it). If the corners read "
             "differently from the centre, the printer turns or scales the back: no offset corrects that.",
         body);
}

void paintCalibrationBack(Canvas& c, const PaperSize& paper) {
  for (const Vec2 m : stations(paper)) scales(c, m);
  const Rect band = textBand(paper);
  TextStyle body = text(3.2);
  body.wrapWidth = band.w;
  c.text({band.x, band.y}, "Duplex calibration (back)", text(6, HAlign::Left, VAlign::Top, true));
  c.text({band.x, band.y + 9},
         "Read the X and Y scales at the centre and at each corner where the front's lines show through "
         "(see the front).",
         body);
}

}  // namespace hexwright::exporters
