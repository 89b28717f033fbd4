// hexwright validate BUNDLE [--format text|json] [--ruleset ID] [--max-per-rule N]
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/validate/validator.h"

namespace hexwright::cli {
namespace {

struct ValidateOptions {
  std::string bundle;
  std::string format = "text";
  std::string ruleset;  // overrides the scenario's ruleset id
  std::size_t maxPerRule = 50;
};

std::size_t waivedCount(const model::Diagnostics& d) {
  std::size_t n = 0;
  for (const auto& item : d.items()) n += item.waived ? 1 : 0;
  return n;
}

/// The one JSON object validate prints, also for load failures (ruleset then as asked).
/// Keys keep this order: ruleset, errors, warnings, infos, waived, diagnostics; each
/// diagnostic starts with severity, rule, message, location.
nlohmann::ordered_json report(const std::string& ruleset, const model::Diagnostics& d) {
  nlohmann::ordered_json j;
  j["ruleset"] = ruleset;
  j["errors"] = d.count(model::Severity::Error);
  j["warnings"] = d.count(model::Severity::Warning);
  j["infos"] = d.count(model::Severity::Info);
  j["waived"] = waivedCount(d);
  j["diagnostics"] = nlohmann::ordered_json::array();
  for (const auto& item : d.items()) {
    const nlohmann::json plain = diagnosticToJson(item);
    nlohmann::ordered_json o;
    for (const char* key : {"severity", "rule", "message", "location"}) o[key] = plain.value(key, "");
    for (const auto& [key, value] : plain.items())
      if (!o.contains(key)) o[key] = value;
    j["diagnostics"].push_back(std::move(o));
  }
  return j;
}

void printSummary(std::ostream& out, const std::string& title, const std::string& ruleset,
                  const model::Diagnostics& d) {
  out << (title.empty() ? "scenario" : title) << " (" << ruleset << "): " << d.count(model::Severity::Error)
      << " errors, " << d.count(model::Severity::Warning) << " warnings, " << d.count(model::Severity::Info)
      << " infos";
  if (const std::size_t w = waivedCount(d)) out << ", " << w << " waived";
  out << '\n';
}

/// Load failures: exit 2, the diagnostics on stderr (text) or as the JSON report.
void failLoad(const ValidateOptions& o, CliContext& ctx, const std::string& ruleset, const model::Diagnostics& d) {
  if (o.format == "json") ctx.out << report(ruleset, d).dump(2, ' ', false, kJsonBadBytes) << '\n';
  else printDiagnostics(ctx.err, d);
  ctx.exitCode = kExitBadInput;
}

void runValidate(const ValidateOptions& o, CliContext& ctx) {
  model::Diagnostics loadDiagnostics;
  auto scenario = io::loadBundle(o.bundle, loadDiagnostics);
  if (!scenario) return failLoad(o, ctx, o.ruleset, loadDiagnostics);
  const std::string rulesetId = o.ruleset.empty() ? scenario->rulesetId : o.ruleset;
  auto ruleset = io::loadRulesetById(rulesetId, loadDiagnostics);
  if (!ruleset) return failLoad(o, ctx, rulesetId, loadDiagnostics);

  model::ValidateOptions options;
  options.maxPerRule = o.maxPerRule;
  model::Diagnostics diagnostics = model::validate(*scenario, *ruleset, options);
  // Warnings from loading (an upgraded file, an ignored attribute) come first.
  model::Diagnostics all = loadDiagnostics;
  all.append(diagnostics);
  if (o.format == "json") {
    ctx.out << report(ruleset->id, all).dump(2, ' ', false, kJsonBadBytes) << '\n';
  } else {
    printDiagnostics(ctx.out, all);
    printSummary(ctx.out, scenario->title, ruleset->id, all);
  }
  if (all.hasErrors()) ctx.exitCode = kExitValidationErrors;
}

}  // namespace

void addValidateCommand(CLI::App& app, CliContext& ctx) {
  auto options = std::make_shared<ValidateOptions>();
  CLI::App* cmd = app.add_subcommand(
      "validate", "Check a scenario bundle against its ruleset; exit 1 when there are unwaived errors");
  cmd->add_option("bundle", options->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json"}));
  cmd->add_option("--ruleset", options->ruleset, "Validate against this ruleset instead of the scenario's");
  cmd->add_option("--max-per-rule", options->maxPerRule, "Diagnostics listed per rule id (0: all)")
      ->check(CLI::NonNegativeNumber);
  cmd->callback([options, &ctx] { runValidate(*options, ctx); });
}

}  // namespace hexwright::cli
