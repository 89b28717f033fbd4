#pragma once
// How every command reports: `--format text|json` on each one, and one JSON shape for all.
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/cli_context.h"
#include "model/core/diagnostic.h"

namespace CLI {
class App;
}

namespace hexwright::cli {

/// JSON output replaces bytes that are not UTF-8 (from a file name, say) with U+FFFD
/// instead of throwing: a report is always printed.
inline constexpr auto kJsonBadBytes = nlohmann::json::error_handler_t::replace;

void printDiagnostics(std::ostream& out, const model::Diagnostics& diagnostics);
nlohmann::ordered_json diagnosticsToJson(const model::Diagnostics& diagnostics);
/// Keys start severity, rule, message, location; the optional ones follow by name.
nlohmann::ordered_json diagnosticToJson(const model::Diagnostic& d);

/// Adds `--format text|json`, the report format, to a command. The output file's format, where a
/// command writes one, comes from the `-o` extension or `--output-format`, never from this flag.
void addFormatOption(CLI::App& cmd, std::string& format);

/// The one JSON object a command reports: its own fields, then "ok" (exit code 0) and "diagnostics".
nlohmann::ordered_json jsonReport(nlohmann::ordered_json result, const model::Diagnostics& diagnostics, int code);

/// Ends a command. With `json`, prints jsonReport() on stdout (the only JSON any command prints);
/// otherwise prints the diagnostics on stderr, after whatever text the command printed. Sets the exit code.
void finishCommand(CliContext& ctx, bool json, const model::Diagnostics& diagnostics, nlohmann::ordered_json result,
                   int code);

}  // namespace hexwright::cli
