#include "cli/diagnostics_output.h"

#include <CLI/CLI.hpp>
#include <ostream>

namespace hexwright::cli {

void printDiagnostics(std::ostream& out, const model::Diagnostics& diagnostics) {
  for (const auto& d : diagnostics.items()) out << model::formatDiagnostic(d) << '\n';
}

nlohmann::ordered_json diagnosticToJson(const model::Diagnostic& d) {
  nlohmann::ordered_json j;
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

nlohmann::ordered_json diagnosticsToJson(const model::Diagnostics& diagnostics) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& d : diagnostics.items()) list.push_back(diagnosticToJson(d));
  return list;
}

void addFormatOption(CLI::App& cmd, std::string& format) {
  cmd.add_option("--format", format, "Report format: text for people, json for programs")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
}

nlohmann::ordered_json jsonReport(nlohmann::ordered_json result, const model::Diagnostics& diagnostics, int code) {
  if (result.is_null()) result = nlohmann::ordered_json::object();
  result["ok"] = code == kExitOk;
  result["diagnostics"] = diagnosticsToJson(diagnostics);
  return result;
}

void finishCommand(CliContext& ctx, bool json, const model::Diagnostics& diagnostics, nlohmann::ordered_json result,
                   int code) {
  if (json)
    ctx.out << jsonReport(std::move(result), diagnostics, code).dump(2, ' ', false, kJsonBadBytes) << '\n';
  else
    printDiagnostics(ctx.err, diagnostics);
  ctx.exitCode = code;
}

}  // namespace hexwright::cli
