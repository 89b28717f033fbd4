#pragma once
// Counter sheet geometry: where each counter's front goes on a sheet and where its back
// must go on the reverse so that, after the printer turns the paper over, the back lands
// exactly behind the front.
//
// Turning a sheet over about a vertical axis (portrait + long-edge duplex) maps the
// front's x to W - x: backs are mirrored left-right and stay upright. About a horizontal
// axis (portrait + short-edge) y maps to H - y and, for the back to read upright when
// the counter is flipped sideways in play, the back face is also turned 180 degrees.
// "None" (print both sides single-sided and glue) uses the long-edge arrangement.
#include <string>

#include "exporters/print/paper.h"
#include "exporters/render/geometry.h"

namespace hexwright::exporters {

enum class Duplex { LongEdge, ShortEdge, None };
const char* duplexName(Duplex d);  // "long", "short", "none"

struct BackPlacement {
  Rect cell;             // on the back page, before the back offset
  bool rotated = false;  // draw the face turned 180 degrees about the cell centre
};

struct SheetGeometry {
  PaperSize paper;
  double margin = 10;
  double size = 12.7;  // counter edge, mm
  double bleed = 0;    // background beyond the cut line, mm
  double gutter = 0;   // space between cells: 2 x bleed so neighbours' bleeds never meet
  int cols = 0;
  int rows = 0;
  Rect grid;  // the block of cells on the front page

  int perSheet() const { return cols * rows; }
  Rect frontCell(int col, int row) const;
  BackPlacement backCell(int col, int row, Duplex duplex) const;
  /// True when the sheet turns about its vertical axis for this duplex mode.
  bool flipsAboutVertical(Duplex duplex) const;
};

/// As many counters as fit the paper less `margin` (and a header line), centred.
SheetGeometry planSheet(const PaperSize& paper, double sizeMm, double bleedMm, double margin = 10);

}  // namespace hexwright::exporters
