// hexwright validate BUNDLE [--format text|json] [--ruleset ID] [--max-per-rule N]
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "model/io/bundle_with_ruleset.h"
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

/// Validate's JSON fields, also for load failures (ruleset then as asked); finishCommand
/// adds "ok" and "diagnostics". Keys keep this order: ruleset, errors, warnings, infos, waived.
nlohmann::ordered_json counts(const std::string& ruleset, const model::Diagnostics& d) {
  nlohmann::ordered_json j;
  j["ruleset"] = ruleset;
  j["errors"] = d.count(model::Severity::Error);
  j["warnings"] = d.count(model::Severity::Warning);
  j["infos"] = d.count(model::Severity::Info);
  j["waived"] = waivedCount(d);
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
  finishCommand(ctx, o.format == "json", d, counts(ruleset, d), kExitBadInput);
}

void runValidate(const ValidateOptions& o, CliContext& ctx) {
  model::Diagnostics loadDiagnostics;
  // Report all: load errors (a bad label, enum, reference or duplicate id) are listed with
  // the validation of what remains, exit 1 like any error; unreadable files exit 2.
  std::string rulesetId = o.ruleset;
  auto loaded = io::loadBundleWithRuleset(o.bundle, loadDiagnostics, std::nullopt, o.ruleset, &rulesetId,
                                          io::LoadMode::ReportAll);
  if (!loaded) return failLoad(o, ctx, rulesetId, loadDiagnostics);
  const model::Scenario& scenario = loaded->scenario;
  const model::Ruleset& ruleset = *loaded->ruleset;

  model::ValidateOptions options;
  options.maxPerRule = o.maxPerRule;
  model::Diagnostics diagnostics = model::validate(scenario, ruleset, options);
  // Warnings from loading (an upgraded file, an ignored attribute) come first.
  model::Diagnostics all = loadDiagnostics;
  all.append(diagnostics);
  const int code = all.hasErrors() ? kExitValidationErrors : kExitOk;
  if (o.format == "json") return finishCommand(ctx, true, all, counts(ruleset.id, all), code);
  // The diagnostics are validate's result, so in text they go to stdout with the summary.
  printDiagnostics(ctx.out, all);
  printSummary(ctx.out, scenario.title, ruleset.id, all);
  ctx.exitCode = code;
}

}  // namespace

void addValidateCommand(CLI::App& command, CliContext& ctx) {
  auto options = std::make_shared<ValidateOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", options->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  addFormatOption(*cmd, options->format);
  cmd->add_option("--ruleset", options->ruleset, "Validate against this ruleset instead of the scenario's");
  cmd->add_option("--max-per-rule", options->maxPerRule, "Diagnostics listed per rule id (0: all)")
      ->check(CLI::NonNegativeNumber);
  cmd->callback([options, &ctx] { runValidate(*options, ctx); });
}

}  // namespace hexwright::cli
