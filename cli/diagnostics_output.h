#pragma once
// Prints diagnostics for people (one line each) and for programs (JSON).
#include <iosfwd>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/cli_context.h"
#include "model/validate/diagnostic.h"

namespace hexwright::cli {

/// JSON output replaces bytes that are not UTF-8 (from a file name, say) with U+FFFD
/// instead of throwing: a report is always printed.
inline constexpr auto kJsonBadBytes = nlohmann::json::error_handler_t::replace;

void printDiagnostics(std::ostream& out, const model::Diagnostics& diagnostics);
nlohmann::json diagnosticsToJson(const model::Diagnostics& diagnostics);
nlohmann::json diagnosticToJson(const model::Diagnostic& d);

/// Ends a command that reports a JSON result: with `json`, prints `result` plus "ok" and
/// "diagnostics" on stdout; otherwise prints the diagnostics on stderr. Sets the exit code.
void finishCommand(CliContext& ctx, bool json, const model::Diagnostics& diagnostics, nlohmann::json result, int code);

}  // namespace hexwright::cli
