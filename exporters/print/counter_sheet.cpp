#include "exporters/print/counter_sheet.h"

#include <algorithm>

namespace hexwright::exporters {

const char* duplexName(Duplex d) { return d == Duplex::LongEdge ? "long" : d == Duplex::ShortEdge ? "short" : "none"; }

SheetGeometry planSheet(const PaperSize& paper, double size, double bleed, double margin) {
  SheetGeometry g;
  g.paper = paper;
  g.margin = margin;
  g.size = size;
  g.bleed = std::max(0.0, bleed);
  g.gutter = 2 * g.bleed;
  // One line of sheet title above the grid; with bleed also the crop ticks, which must
  // not reach the title.
  const double header = g.bleed > 0 ? 11 : 6;
  const double pitch = size + g.gutter;
  const double availW = paper.widthMm - 2 * margin;
  const double availH = paper.heightMm - 2 * margin - header;
  // n cells need n*size + (n-1)*gutter, plus the outer bleed on both sides.
  g.cols = std::max(0, static_cast<int>((availW - 2 * g.bleed + g.gutter) / pitch));
  g.rows = std::max(0, static_cast<int>((availH - 2 * g.bleed + g.gutter) / pitch));
  const double w = g.cols * pitch - g.gutter, h = g.rows * pitch - g.gutter;
  // Centred horizontally; vertically centred in the space below the header, so the
  // grid is symmetric about the page centre in x (the duplex mirror axis).
  g.grid = {(paper.widthMm - w) / 2, margin + header + (availH - h) / 2, w, h};
  return g;
}

Rect SheetGeometry::frontCell(int col, int row) const {
  const double pitch = size + gutter;
  return {grid.x + col * pitch, grid.y + row * pitch, size, size};
}

bool SheetGeometry::flipsAboutVertical(Duplex duplex) const {
  const bool portrait = paper.widthMm <= paper.heightMm;
  // The long edge of a portrait sheet is vertical; of a landscape sheet, horizontal.
  return duplex == Duplex::ShortEdge ? !portrait : portrait;
}

BackPlacement SheetGeometry::backCell(int col, int row, Duplex duplex) const {
  const Rect f = frontCell(col, row);
  if (flipsAboutVertical(duplex)) return {{paper.widthMm - f.x - f.w, f.y, f.w, f.h}, false};
  return {{f.x, paper.heightMm - f.y - f.h, f.w, f.h}, true};
}

}  // namespace hexwright::exporters
