#pragma once
// The duplex calibration sheet. Printers rarely put the back side exactly behind the
// front; this two-sided sheet measures by how much. The front has two long lines
// through the page centre; the back has millimetre scales centred on the same point
// (the centre maps to itself under either flip). Held against a light, the front's
// lines show through and cross the back's scales at the shift to enter with
// --back-offset X,Y. The back is printed with the offset already in use, so a second
// calibration print reads 0,0 when the correction is right.
#include <string>

#include "exporters/print/counter_sheet.h"
#include "exporters/render/canvas.h"

namespace hexwright::exporters {

void paintCalibrationFront(Canvas& canvas, const PaperSize& paper, Duplex duplex, Vec2 currentOffset);
/// Drawn in back-page coordinates; the caller applies the back offset.
void paintCalibrationBack(Canvas& canvas, const PaperSize& paper);

}  // namespace hexwright::exporters
