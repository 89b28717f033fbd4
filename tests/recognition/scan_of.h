#pragma once
// The painter's printed map as the recognition reads a scan (support/printed_scan.h).
#include "recognition/scan_pixels.h"
#include "support/printed_scan.h"

namespace hexwright::recognition {

inline ScanPixels scanOf(const model::Scenario& s, const model::Ruleset& r, double pixelsPerHex, bool fills) {
  const auto printed = hexwright::testing::printScan(s, r, pixelsPerHex, fills);
  return scanFromArgb32(printed.argb.data(), printed.width, printed.height, printed.stride, printed.pixelToGround);
}

}  // namespace hexwright::recognition
