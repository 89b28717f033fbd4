#include "editor/core/diagnostics_filter.h"

#include <algorithm>
#include <set>

#include "model/core/text.h"

namespace hexwright::editor {

using model::lower;

namespace {

std::string plural(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::vector<std::size_t> diagnosticRows(const model::Diagnostics& d, const DiagnosticsFilter& f,
                                        const std::vector<std::string>& placeText) {
  const auto& items = d.items();
  const std::string needle = lower(f.search);
  std::vector<std::size_t> rows;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const auto& x = items[i];
    if (x.severity == model::Severity::Ignore) continue;
    if (x.waived && !f.showWaived) continue;
    if (f.severity && x.severity != *f.severity) continue;
    if (!f.rule.empty() && x.rule != f.rule) continue;
    if (!needle.empty()) {
      const std::string place = i < placeText.size() ? placeText[i] : x.location.text();
      const std::string hay = lower(x.message + "\n" + place + "\n" + x.rule);
      if (hay.find(needle) == std::string::npos) continue;
    }
    rows.push_back(i);
  }
  // Live before waived; worst first within each group; the validator's order otherwise.
  std::stable_sort(rows.begin(), rows.end(), [&](std::size_t a, std::size_t b) {
    if (items[a].waived != items[b].waived) return !items[a].waived;
    return items[a].severity > items[b].severity;
  });
  return rows;
}

std::vector<std::string> diagnosticRules(const model::Diagnostics& d) {
  std::set<std::string> rules;
  for (const auto& x : d.items())
    if (x.severity != model::Severity::Ignore && !x.rule.empty()) rules.insert(x.rule);
  return {rules.begin(), rules.end()};
}

DiagnosticCounts countDiagnostics(const model::Diagnostics& d) {
  DiagnosticCounts c;
  for (const auto& x : d.items()) {
    if (x.severity == model::Severity::Ignore) continue;
    if (x.waived) {
      ++c.waived;
      continue;
    }
    if (x.severity == model::Severity::Error) ++c.errors;
    if (x.severity == model::Severity::Warning) ++c.warnings;
    if (x.severity == model::Severity::Info) ++c.notes;
  }
  return c;
}

std::string countsText(const DiagnosticCounts& c) {
  std::vector<std::string> parts;
  if (c.errors) parts.push_back(plural(c.errors, "error", "errors"));
  if (c.warnings) parts.push_back(plural(c.warnings, "warning", "warnings"));
  if (c.notes) parts.push_back(plural(c.notes, "note", "notes"));
  if (c.waived) parts.push_back(plural(c.waived, "waived", "waived"));
  if (parts.empty()) return "No problems";
  std::string text;
  for (const auto& p : parts) text += (text.empty() ? "" : ", ") + p;
  return text;
}

}  // namespace hexwright::editor
