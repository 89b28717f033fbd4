#pragma once
// How the GIS imports report in text: a person reads the outcome first, then the
// problems worst first, and a finding about many hexes once, not once per hex.
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/cli_context.h"
#include "model/core/diagnostic.h"

namespace hexwright::cli {

/// The problems errors first, then warnings, then notes, each kind in the order found.
/// Findings of one rule that say the same of different hexes ("hex 0401: outside the
/// DEM") are one line listing the hexes, with the importer's "and N more" folded in.
void printProblemsBySeverity(std::ostream& out, const model::Diagnostics& diagnostics);

/// Ends an import of `source` into `bundle`. Errors that name no place are about the
/// source and name it. In text, a failed import opens with one line ("Elevation import
/// from dem.tif failed: 1 error, 35 warnings; b.hexw is unchanged"); a successful one has
/// printed its own summary on stdout already. The JSON report is finishCommand's.
void finishImport(CliContext& ctx, bool json, model::Diagnostics& diagnostics, nlohmann::ordered_json result, int code,
                  const std::string& what, const std::string& source, const std::string& bundle);

}  // namespace hexwright::cli
