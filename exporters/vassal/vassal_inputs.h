#pragma once
// Input checks of `export vassal` (see vassal_inputs.cpp).
#include "exporters/vassal/vassal_export.h"

namespace hexwright::exporters::vassal {

/// False (with error diagnostics) when the scenario cannot become a module.
bool checkInputs(const model::Scenario& scenario, const model::Ruleset* ruleset, const VassalExportOptions& options,
                 model::Diagnostics& diagnostics);

}  // namespace hexwright::exporters::vassal
