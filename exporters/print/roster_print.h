#pragma once
// `hexwright export rosters`: roster sheets as PDF (see roster_builder.h for what each
// game's sheets hold).
#include <filesystem>
#include <optional>

#include "exporters/print/paper.h"
#include "model/core/diagnostic.h"
#include "model/core/progress.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters {

struct RosterPrintOptions {
  PaperSize paper = letterPaper();
};

struct RosterPrintResult {
  int sheets = 0;
  int pages = 0;
};

std::optional<RosterPrintResult> exportRosters(const model::Scenario& scenario, const model::Ruleset* ruleset,
                                               const RosterPrintOptions& options, const std::filesystem::path& out,
                                               model::Diagnostics& diagnostics, model::ProgressReporter& progress);

}  // namespace hexwright::exporters
