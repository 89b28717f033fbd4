#pragma once
// The last step of every PDF Hexwright writes: Cairo's output passed through qpdf.
//
// Cairo (1.16 to 1.18) has no API for a page's TrimBox and BleedBox, which print shops
// need to know where to cut; and its PDF repeats dictionary keys that `qpdf --check`
// reports as "duplicated key". qpdf reads the file the way a strict consumer does,
// keeps one value per key, adds the boxes and writes it out again with deterministic
// IDs (the same export gives the same bytes).
#include <optional>
#include <string>
#include <vector>

#include "exporters/render/geometry.h"

namespace hexwright::exporters {

/// Where a page is cut (trim) and how far its ink may run past the cut (bleed), in mm
/// from the page's top-left corner, as the painters draw.
struct PageBoxes {
  Rect trim;
  Rect bleed;
};

/// Rewrites `pdf` in place; `boxes[i]` (when set) becomes page i's TrimBox and BleedBox.
/// False with `error` when qpdf cannot read what Cairo wrote.
bool finishPdf(std::string& pdf, const std::vector<std::optional<PageBoxes>>& boxes, std::string& error);

}  // namespace hexwright::exporters
