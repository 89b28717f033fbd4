// hexwright convert oob BUNDLE --to RULESET -o NEW_BUNDLE [--table FILE] [--format text|json]
//     [--report FILE] [--force]
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "importers/common/bundle_session.h"
#include "importers/convert/scenario_conversion.h"
#include "importers/convert/table_lookup.h"
#include "model/io/atomic_file.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/validate/validator.h"

namespace hexwright::cli {
namespace {

namespace convert = importers::convert;

struct ConvertOobOptions {
  std::string bundle;
  std::string to;
  std::string output;
  std::string table;
  std::string format = "text";
  std::string reportFile;
  bool force = false;
};

nlohmann::json reportJson(const convert::ConversionReport& r) {
  nlohmann::json j;
  j["summary"] = convert::reportSummary(r);
  j["from"] = r.from;
  j["to"] = r.to;
  j["table"] = r.table;
  nlohmann::json counts;
  for (auto a : {convert::ReportAction::Mapped, convert::ReportAction::Merged, convert::ReportAction::Split,
                 convert::ReportAction::Dropped}) {
    counts[convert::reportActionName(a)] = {
        {"units", r.count(a, "unit")}, {"formations", r.count(a, "formation")}, {"total", r.count(a)}};
  }
  j["counts"] = counts;
  nlohmann::json entries = nlohmann::json::array();
  for (const auto& e : r.entries)
    entries.push_back({{"action", convert::reportActionName(e.action)},
                       {"kind", e.kind},
                       {"sources", e.sources},
                       {"source_name", e.sourceName},
                       {"target", e.target},
                       {"target_type", e.targetType},
                       {"reason", e.reason},
                       {"rule", e.rule}});
  j["entries"] = entries;
  return j;
}

/// The report goes to --report FILE when given (atomically), else to standard output;
/// a JSON report is also printed on standard output.
void finish(const ConvertOobOptions& o, CliContext& ctx, const model::Diagnostics& d,
            const convert::ConversionReport* report, bool written, int code) {
  std::string error;
  if (o.format == "json") {
    nlohmann::ordered_json j = report ? reportJson(*report) : nlohmann::json::object();
    j["output"] = o.output;
    j["written"] = written;
    model::Diagnostics all = d;
    if (!o.reportFile.empty() &&
        !io::writeFileAtomic(o.reportFile, jsonReport(j, d, code).dump(2, ' ', false, kJsonBadBytes) + "\n", error)) {
      all.add(model::Severity::Error, "convert.report.unwritable",
              "cannot write the report " + o.reportFile + ": " + error);
      if (code == kExitOk) code = kExitBadInput;
    }
    return finishCommand(ctx, true, all, j, code);
  }
  printDiagnostics(ctx.err, d);
  std::string text = report ? convert::formatReportText(*report) : std::string();
  text += written ? "Written to " + o.output + "\n" : "Nothing written\n";
  if (o.reportFile.empty()) {
    ctx.out << text;
  } else if (!io::writeFileAtomic(o.reportFile, text, error)) {
    ctx.err << "error: cannot write the report " << o.reportFile << ": " << error << '\n';
    if (code == kExitOk) code = kExitBadInput;
  } else {
    ctx.out << (written ? "Converted to " + o.output : std::string("Nothing written")) << "; report in " << o.reportFile
            << '\n';
  }
  ctx.exitCode = code;
}

void runConvertOob(const ConvertOobOptions& o, CliContext& ctx) {
  model::Diagnostics d;
  auto session = importers::openBundle(o.bundle, d);
  if (!session) return finish(o, ctx, d, nullptr, false, kExitBadInput);
  auto target = io::loadRulesetById(o.to, d);
  if (!target) return finish(o, ctx, d, nullptr, false, kExitBadInput);
  if (target->id == session->ruleset.id) {
    d.add(model::Severity::Error, "convert.same-ruleset", o.bundle + " is already a " + target->id + " bundle");
    return finish(o, ctx, d, nullptr, false, kExitBadInput);
  }
  std::error_code ec;
  if (std::filesystem::exists(o.output, ec) && !o.force) {
    d.add(model::Severity::Error, "convert.output.exists", o.output + " exists; pass --force to replace it");
    return finish(o, ctx, d, nullptr, false, kExitBadInput);
  }
  if (std::filesystem::equivalent(o.output, session->path, ec)) {
    d.add(model::Severity::Error, "convert.output.same", "the output would replace the source bundle " + o.bundle);
    return finish(o, ctx, d, nullptr, false, kExitBadInput);
  }
  std::optional<std::filesystem::path> tableFile;
  if (!o.table.empty()) tableFile = o.table;
  auto table = convert::conversionTableFor(session->ruleset, *target, tableFile, d);
  if (!table) return finish(o, ctx, d, nullptr, false, kExitBadInput);

  auto result = convert::convertScenario(session->scenario, session->ruleset, *target, *table, d);
  if (d.hasErrors()) return finish(o, ctx, d, &result.oob.report, false, kExitValidationErrors);
  // saveBundle reads the documents back first; a converted scenario it refuses is a
  // conversion error, and the output path is left as it was.
  if (!io::saveBundle(result.scenario, o.output, d))
    return finish(o, ctx, d, &result.oob.report, false, kExitValidationErrors);
  // The new bundle is judged as `hexwright validate` judges it. It stays written (the
  // designer finishes it from there), but a bundle that does not validate is not a
  // clean conversion, so the exit code says so.
  model::ValidateOptions validateOptions;
  validateOptions.maxPerRule = 3;
  const model::Diagnostics validation = model::validate(result.scenario, *target, validateOptions);
  if (validation.hasErrors()) {
    d.append(validation);
    d.add(model::Severity::Error, "convert.result.invalid",
          "the converted bundle " + o.output +
              " was written but does not validate: " + std::to_string(validation.count(model::Severity::Error)) +
              " errors (see `hexwright validate " + o.output + "`)");
    return finish(o, ctx, d, &result.oob.report, true, kExitValidationErrors);
  }
  finish(o, ctx, d, &result.oob.report, true, kExitOk);
}

}  // namespace

void addConvertOobCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<ConvertOobOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Source scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("--to", o->to, "Target ruleset id (see `hexwright rulesets`)")->required();
  cmd->add_option("-o,--output", o->output, "New bundle to write (name.hexw or name.hexwz)")->required();
  cmd->add_option("--table", o->table, "Conversion table to use instead of the shipped one");
  addFormatOption(*cmd, o->format);
  cmd->add_option("--report", o->reportFile, "Write the report to FILE instead of standard output");
  cmd->add_flag("--force", o->force, "Replace the output bundle if it exists");
  cmd->footer(
      "Exit codes: 0 converted, written, and the new bundle validates; 1 the conversion produced errors (nothing "
      "written), or the new bundle was written but does not validate (its errors are listed); 2 bad usage or "
      "unreadable input (nothing written). Values the rulebooks do not state are left unknown and listed as "
      "warnings.");
  cmd->callback([o, &ctx] { runConvertOob(*o, ctx); });
}

}  // namespace hexwright::cli
