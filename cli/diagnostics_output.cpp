#include "cli/diagnostics_output.h"

#include <ostream>

namespace hexwright::cli {

void printDiagnostics(std::ostream& out, const model::Diagnostics& diagnostics) {
  for (const auto& d : diagnostics.items()) out << model::formatDiagnostic(d) << '\n';
}

nlohmann::json diagnosticToJson(const model::Diagnostic& d) {
  nlohmann::json j;
  j["severity"] = model::severityName(d.severity);
  j["rule"] = d.rule;
  j["message"] = d.message;
  j["location"] = d.location.text();
  if (d.location.source) {
    j["file"] = d.location.source->file;
    j["line"] = d.location.source->line;
    j["column"] = d.location.source->column;
  }
  if (!d.location.hexLabel.empty()) j["hex"] = d.location.hexLabel;
  if (!d.location.hexsideLabel.empty()) j["hexside"] = d.location.hexsideLabel;
  if (!d.location.unit.empty()) j["unit"] = d.location.unit;
  if (!d.location.unitName.empty()) j["unit_name"] = d.location.unitName;
  if (!d.location.formation.empty()) j["formation"] = d.location.formation;
  if (!d.location.formationName.empty()) j["formation_name"] = d.location.formationName;
  if (d.waived) {
    j["waived"] = true;
    j["waiver_comment"] = d.waiverComment;
  }
  return j;
}

nlohmann::json diagnosticsToJson(const model::Diagnostics& diagnostics) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& d : diagnostics.items()) list.push_back(diagnosticToJson(d));
  return list;
}

void finishCommand(CliContext& ctx, bool json, const model::Diagnostics& diagnostics, nlohmann::json result, int code) {
  if (json) {
    result["ok"] = code == kExitOk;
    result["diagnostics"] = diagnosticsToJson(diagnostics);
    ctx.out << result.dump(2) << '\n';
  } else {
    printDiagnostics(ctx.err, diagnostics);
  }
  ctx.exitCode = code;
}

}  // namespace hexwright::cli
