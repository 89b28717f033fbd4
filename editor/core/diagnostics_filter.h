#pragma once
// What the Diagnostics panel lists and in which order: live problems first (worst
// first), waived ones grouped at the end; filtered by severity, rule and a search text.
// GUI-free so the ordering and filtering are tested without a display.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"

namespace hexwright::editor {

struct DiagnosticsFilter {
  std::optional<model::Severity> severity;  // only this severity; nullopt: all
  std::string rule;                         // only this rule id; empty: all
  std::string search;                       // case-insensitive, in message, place and rule
  bool showWaived = true;
};

/// Indexes into `d.items()` of the rows to list, in list order. `placeText` gives the
/// text shown for a diagnostic's location (searched too).
std::vector<std::size_t> diagnosticRows(const model::Diagnostics& d, const DiagnosticsFilter& filter,
                                        const std::vector<std::string>& placeText);

/// The distinct rule ids, sorted (the rule filter's choices).
std::vector<std::string> diagnosticRules(const model::Diagnostics& d);

struct DiagnosticCounts {
  std::size_t errors = 0;
  std::size_t warnings = 0;
  std::size_t notes = 0;
  std::size_t waived = 0;
};
DiagnosticCounts countDiagnostics(const model::Diagnostics& d);
/// "3 errors, 1 warning, 2 notes, 4 waived" (zero counts left out; "No problems").
std::string countsText(const DiagnosticCounts& c);

}  // namespace hexwright::editor
