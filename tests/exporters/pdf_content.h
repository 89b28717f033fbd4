#pragma once
// Reads what a produced PDF really puts on paper, through poppler's own content-stream
// interpreter (an OutputDev from libpoppler-private-dev): every text run with its size
// and box, every stroked line, and the page boxes. Tests use it to see legibility
// problems a person would see: type too small to read, two texts on top of each other,
// a crop mark through a label, a sheet that is nearly empty.
//
// Coordinates are millimetres from the page's top-left corner.
#include <filesystem>
#include <string>
#include <vector>

#include "exporters/render/geometry.h"

namespace hexwright::exporters::testing {

/// One text-showing operation (Tj/TJ): what Cairo emits for one shaped line.
struct PdfTextRun {
  std::string text;   // UTF-8
  double sizePt = 0;  // the size the reader sees on paper (font size × every scale)
  Rect box;           // from baseline − cap height to just under the baseline
};

/// One straight piece of a stroked path (curves as their control polygon), cut to the
/// clip in force: what shows on paper, not what the path spelled out.
struct PdfSegment {
  Vec2 a, b;
  double widthMm = 0;
  double luminance = 0;  // of the stroke colour: 1 white (text halos), 0 black
};

struct PdfPage {
  double widthMm = 0, heightMm = 0;
  Rect trimBox, bleedBox;                        // as poppler reports them (the crop box when unset)
  bool hasTrimBox = false, hasBleedBox = false;  // stated in the page dictionary
  std::vector<PdfTextRun> texts;
  std::vector<PdfSegment> strokes;
};

/// Every page of `pdf`; throws std::runtime_error when poppler cannot open it.
std::vector<PdfPage> readPdf(const std::filesystem::path& pdf);

/// Fraction of each page that carries any ink, measured on a coarse rendering (cells of
/// about 2.5 mm: a cell with a hairline in it counts as used).
std::vector<double> pdfUsedFractions(const std::filesystem::path& pdf);

/// Legibility problems of one page, each as a readable sentence (empty: none).
struct ProbeLimits {
  double minTextPt = 4.0;
  double overlapMm = 0.1;  // boxes must overlap by more than this in both directions
};
std::vector<std::string> smallText(const PdfPage& page, const ProbeLimits& limits = {});
std::vector<std::string> overlappingText(const PdfPage& page, const ProbeLimits& limits = {});
/// Strokes through text boxes; white strokes (the halos drawn under map labels) are not
/// lines through anything.
std::vector<std::string> strokesThroughText(const PdfPage& page, const ProbeLimits& limits = {});
/// The page with only the strokes outside its TrimBox: on a map sheet, the printer's
/// marks in the margins rather than the map's own lines.
PdfPage marksOutsideTrim(const PdfPage& page);

}  // namespace hexwright::exporters::testing
