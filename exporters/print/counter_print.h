#pragma once
// `hexwright export counters`: double-sided counter sheets as PDF. Each sheet is a
// front page followed by its back page (mirrored for the duplex edge, shifted by the
// measured back offset), with cut lines or crop marks, and an optional calibration
// sheet that measures the printer's back-side shift.
#include <filesystem>
#include <optional>

#include "exporters/print/counter_sheet.h"
#include "exporters/print/paper.h"
#include "model/core/diagnostic.h"
#include "model/core/progress.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters {

/// Used when neither the command line nor the schema gives a counter size: the common
/// 1/2 inch counter (presentation, not game data).
inline constexpr double kFallbackCounterInches = 0.5;

struct CounterPrintOptions {
  PaperSize paper = letterPaper();
  std::optional<double> sizeInches;  // default: the schema's counter size, else the fallback
  Duplex duplex = Duplex::LongEdge;
  Vec2 backOffsetMm{0, 0};  // added to every back page (measured with the calibration sheet)
  double bleedMm = 0;
  bool markers = false;
  bool calibration = false;  // prepend the two-page calibration sheet
  double marginMm = 10;
  bool printSafe = false;  // opaque, in-gamut colours for a CMYK press (PrintSafeCanvas)
};

struct CounterPrintResult {
  int counters = 0;
  int sheets = 0;
  int pages = 0;
  double sizeMm = 0;
  int perSheet = 0;
};

double resolveCounterSizeMm(const CounterPrintOptions& o, const model::Ruleset* ruleset,
                            model::Diagnostics& diagnostics);

/// Writes the PDF atomically; nullopt with error diagnostics on failure or cancel.
std::optional<CounterPrintResult> exportCounters(const model::Scenario& scenario, const model::Ruleset* ruleset,
                                                 const CounterPrintOptions& options, const std::filesystem::path& out,
                                                 model::Diagnostics& diagnostics, model::ProgressReporter& progress);

}  // namespace hexwright::exporters
