#include "cli/import_report.h"

#include <algorithm>
#include <ostream>
#include <vector>

#include "cli/diagnostics_output.h"
#include "importers/common/hex_report.h"

namespace hexwright::cli {
namespace {

// "hex 0401: outside the DEM" → "outside the DEM"; empty when the message is not a
// finding about its own hex.
std::string hexFinding(const model::Diagnostic& d) {
  if (d.location.hexLabel.empty() || d.location.source) return {};
  const std::string prefix = "hex " + d.location.hexLabel + ": ";
  return d.message.starts_with(prefix) ? d.message.substr(prefix.size()) : std::string();
}

void printOne(std::ostream& out, const model::Diagnostic& d) {
  model::Diagnostics one;
  one.add(d);
  printDiagnostics(out, one);
}

struct HexGroup {
  std::vector<std::string> hexes;
  std::size_t inAll = 0;
};

void printGroup(std::ostream& out, const model::Diagnostic& first, const std::string& finding, const HexGroup& g) {
  const std::size_t total = std::max(g.inAll, g.hexes.size());
  std::string list;
  for (const std::string& h : g.hexes) list += (list.empty() ? "" : ", ") + h;
  if (total > g.hexes.size()) list += " and " + std::to_string(total - g.hexes.size()) + " more";
  out << model::severityName(first.severity) << ": " << total << " hexes " << finding << " (" << list << ") ["
      << first.rule << "]\n";
}

void printSeverity(std::ostream& out, const model::Diagnostics& all, model::Severity severity) {
  const auto& items = all.items();
  std::vector<bool> done(items.size(), false);
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (done[i] || items[i].severity != severity) continue;
    const std::string finding = hexFinding(items[i]);
    if (finding.empty()) {
      printOne(out, items[i]);
      continue;
    }
    HexGroup group;
    for (std::size_t j = i; j < items.size(); ++j) {
      if (done[j] || items[j].severity != severity || items[j].rule != items[i].rule) continue;
      if (hexFinding(items[j]) == finding) {
        group.hexes.push_back(items[j].location.hexLabel);
        done[j] = true;
      } else if (const auto n = importers::HexReport::totalIn(items[j])) {
        group.inAll = *n;
        done[j] = true;
      }
    }
    if (group.hexes.size() == 1 && group.inAll == 0) {
      printOne(out, items[i]);
    } else {
      printGroup(out, items[i], finding, group);
    }
  }
}

std::string plural(std::size_t n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

}  // namespace

void printProblemsBySeverity(std::ostream& out, const model::Diagnostics& diagnostics) {
  for (const model::Severity s : {model::Severity::Error, model::Severity::Warning, model::Severity::Info})
    printSeverity(out, diagnostics, s);
}

void finishImport(CliContext& ctx, bool json, model::Diagnostics& diagnostics, nlohmann::ordered_json result, int code,
                  const std::string& what, const std::string& source, const std::string& bundle) {
  for (model::Diagnostic& d : diagnostics.items()) {
    const auto& l = d.location;
    const bool nowhere = !l.source && !l.hex && !l.hexside && l.unit.empty() && l.formation.empty();
    if (d.severity == model::Severity::Error && nowhere) d.location.source = model::SourceLocation{source, 0, 0};
  }
  if (json) return finishCommand(ctx, true, diagnostics, std::move(result), code);
  if (code != kExitOk) {
    ctx.err << what << " failed: " << plural(diagnostics.count(model::Severity::Error), "error");
    if (const std::size_t w = diagnostics.count(model::Severity::Warning)) ctx.err << ", " << plural(w, "warning");
    ctx.err << "; " << bundle << " is unchanged\n";
  }
  printProblemsBySeverity(ctx.err, diagnostics);
  ctx.exitCode = code;
}

}  // namespace hexwright::cli
