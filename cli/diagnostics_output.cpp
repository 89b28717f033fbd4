#include "cli/diagnostics_output.h"

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>
#include <string_view>

#include "model/io/io_limits.h"

namespace hexwright::cli {
namespace {

/// What a report shows of a text that may hold a file's value: each run of more than
/// kMaxEchoBytes characters without a space is cut there with "…", the whole at 8 times
/// that. A 50 MB unit type in a bundle is reported, not printed back in full.
std::string shown(std::string_view text) {
  constexpr std::size_t kRun = io::kMaxEchoBytes, kTotal = 8 * io::kMaxEchoBytes;
  if (text.size() <= kRun) return std::string(text);
  std::string out;
  std::size_t run = 0;
  bool cut = false;
  for (const char ch : text) {
    const bool continuation = (static_cast<unsigned char>(ch) & 0xC0) == 0x80;
    if (ch == ' ' || ch == '\n') {
      run = 0;
      cut = false;
    } else if (!continuation) {
      ++run;
    }
    if (run > kRun) {
      if (!cut) out += "\u2026";
      cut = true;
      continue;
    }
    if (out.size() >= kTotal && !continuation) {
      out += "\u2026";
      break;
    }
    out += ch;
  }
  return out;
}

/// The diagnostic with every text a file can make long cut for showing.
model::Diagnostic forShowing(const model::Diagnostic& d) {
  model::Diagnostic s = d;
  s.message = shown(d.message);
  for (std::string* t : {&s.location.hexLabel, &s.location.hexsideLabel, &s.location.unit, &s.location.unitName,
                         &s.location.formation, &s.location.formationName, &s.waiverComment})
    *t = shown(*t);
  if (s.location.source) s.location.source->file = shown(s.location.source->file);
  return s;
}

}  // namespace

void printDiagnostics(std::ostream& out, const model::Diagnostics& diagnostics) {
  for (const auto& d : diagnostics.items()) out << model::formatDiagnostic(forShowing(d)) << '\n';
}

nlohmann::ordered_json diagnosticToJson(const model::Diagnostic& full) {
  const model::Diagnostic d = forShowing(full);
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
