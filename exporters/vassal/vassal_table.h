#pragma once
// A tabletop scenario as a module plan (vassal_table.cpp): the table as a gridless board,
// a piece per stand at its set-up position and facing, the ruler in inches.
#include <optional>

#include "exporters/vassal/vassal_build.h"

namespace hexwright::exporters::vassal {

/// As buildScenario, for a scenario whose map is a table.
std::optional<BuiltScenario> buildTableScenario(const model::Scenario& scenario, const model::Ruleset* ruleset,
                                                const VassalExportOptions& options, bool chartAlways,
                                                model::Diagnostics& diagnostics, model::ProgressReporter& progress);

}  // namespace hexwright::exporters::vassal
