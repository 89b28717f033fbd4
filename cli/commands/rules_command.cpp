// hexwright rules [--output-format text|md] [--format text|json]: the validator's rule
// catalogue — every rule id, its default severity, the <check> parameters it reads (type,
// default, allowed values, required) and which rulesets configure it. model/validate/README.md's
// catalogue is this command's --output-format md output (a test compares them).
#include <CLI/CLI.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>
#include <set>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "model/io/ruleset_reader.h"
#include "model/validate/check_params.h"
#include "model/validate/check_registry.h"

namespace hexwright::cli {
namespace {

using nlohmann::json;
namespace m = hexwright::model;

struct RulesOptions {
  std::string format = "text";        // the report: text or json
  std::string outputFormat = "text";  // what the text report is: a listing, or the markdown table
};

/// Rule id -> ruleset id -> the rulebook references of its <check>s.
using ConfiguredBy = std::map<std::string, std::map<std::string, std::set<std::string>>>;

std::string paramText(const m::ParamInfo& p) {
  std::string s = "`" + p.name + "` " + m::paramTypeName(p.type);
  if (!p.allowed.empty()) {
    s += " (";
    for (std::size_t i = 0; i < p.allowed.size(); ++i) s += (i ? " \\| " : "") + p.allowed[i];
    s += ")";
  }
  if (p.required) s += ", required";
  if (!p.defaultValue.empty()) s += ", default " + p.defaultValue;
  return s + ": " + p.doc;
}

std::string configuredText(const ConfiguredBy& by, const std::string& rule) {
  auto it = by.find(rule);
  if (it == by.end()) return "";
  std::string s;
  for (const auto& [ruleset, refs] : it->second) {
    s += (s.empty() ? "" : "; ") + ruleset;
    std::string r;
    for (const auto& ref : refs) r += (r.empty() ? "" : ", ") + ref;
    if (!r.empty()) s += " (" + r + ")";
  }
  return s;
}

void printMarkdown(std::ostream& out, const m::CheckRegistry& registry, const ConfiguredBy& by) {
  out << "| rule id | checks | default | `<check>` parameters | configured by |\n|---|---|---|---|---|\n";
  for (const auto& check : registry.checks()) {
    for (const m::RuleInfo& rule : check->rules()) {
      std::string params;
      if (const m::RuleParams* rp = m::findRuleParams(rule.id)) {
        for (const m::ParamInfo& p : rp->params) params += (params.empty() ? "" : "<br>") + paramText(p);
        if (rp->filter)
          params += std::string(params.empty() ? "" : "<br>") + "unit filter (leaders: " + rp->leadersDefault + ")";
      }
      out << "| `" << rule.id << "` | " << (rule.needsConfig ? "**config** " : "") << rule.title << " | "
          << m::severityName(rule.defaultSeverity) << " | " << (params.empty() ? "—" : params) << " | "
          << configuredText(by, rule.id) << " |\n";
    }
  }
  out << "\nThe **unit filter**, read by rules that select units, and the optional-rule switches every\n"
         "configured rule reads:\n\n| parameter | type |\n|---|---|\n";
  for (const m::ParamInfo& p : m::unitFilterParams()) out << "| `" << p.name << "` | " << paramText(p) << " |\n";
}

json paramJson(const m::ParamInfo& p) {
  return json{{"name", p.name},       {"type", m::paramTypeName(p.type)}, {"default", p.defaultValue},
              {"allowed", p.allowed}, {"required", p.required},           {"doc", p.doc}};
}

void runRules(const RulesOptions& o, CliContext& ctx) {
  m::Diagnostics problems;
  if (o.format == "json" && o.outputFormat == "md") {
    problems.add(m::Severity::Error, "cli.rules.format",
                 "--output-format md is the markdown table and --format json the JSON report: give one of them");
    return finishCommand(ctx, true, problems, nullptr, kExitBadInput);
  }
  const m::CheckRegistry& registry = m::builtinChecks();
  ConfiguredBy by;
  for (const std::string& id : io::availableRulesets()) {
    auto r = io::loadRulesetById(id, problems);
    if (!r) continue;
    for (const m::CheckConfig& c : r->checks) by[c.rule][id].insert(c.ref);
  }
  if (o.outputFormat == "md") {
    printMarkdown(ctx.out, registry, by);
  } else if (o.format == "json") {
    json rules = json::array();
    for (const auto& check : registry.checks()) {
      for (const m::RuleInfo& rule : check->rules()) {
        json j{{"id", rule.id},
               {"check", check->name()},
               {"title", rule.title},
               {"default_severity", m::severityName(rule.defaultSeverity)},
               {"needs_config", rule.needsConfig}};
        json params = json::array();
        const m::RuleParams* rp = m::findRuleParams(rule.id);
        if (rp)
          for (const m::ParamInfo& p : rp->params) params.push_back(paramJson(p));
        j["params"] = params;
        j["unit_filter"] = rp && rp->filter;
        if (rp && rp->filter) j["leaders_default"] = rp->leadersDefault;
        json rulesets = json::object();
        if (auto it = by.find(rule.id); it != by.end())
          for (const auto& [ruleset, refs] : it->second) rulesets[ruleset] = refs;
        j["rulesets"] = rulesets;
        rules.push_back(j);
      }
    }
    json filter = json::array();
    for (const m::ParamInfo& p : m::unitFilterParams()) filter.push_back(paramJson(p));
    // JSON ends like every command's: the result, then "ok" and "diagnostics".
    return finishCommand(ctx, true, problems, nlohmann::ordered_json(json{{"rules", rules}, {"unit_filter", filter}}),
                         problems.hasErrors() ? kExitBadInput : kExitOk);
  } else {
    for (const auto& check : registry.checks()) {
      for (const m::RuleInfo& rule : check->rules()) {
        ctx.out << rule.id << "  " << m::severityName(rule.defaultSeverity) << (rule.needsConfig ? ", config" : "")
                << "  " << rule.title << '\n';
        if (const m::RuleParams* rp = m::findRuleParams(rule.id)) {
          for (const m::ParamInfo& p : rp->params) {
            ctx.out << "    " << p.name << ": " << m::paramTypeName(p.type);
            if (!p.allowed.empty()) {
              ctx.out << " (";
              for (std::size_t i = 0; i < p.allowed.size(); ++i) ctx.out << (i ? "|" : "") << p.allowed[i];
              ctx.out << ")";
            }
            if (p.required) ctx.out << ", required";
            if (!p.defaultValue.empty()) ctx.out << ", default " << p.defaultValue;
            ctx.out << '\n';
          }
          if (rp->filter) ctx.out << "    + unit filter (leaders: " << rp->leadersDefault << ")\n";
        }
        const std::string configured = configuredText(by, rule.id);
        if (!configured.empty()) ctx.out << "    configured by " << configured << '\n';
      }
    }
  }
  if (problems.hasErrors()) {
    printDiagnostics(ctx.err, problems);
    ctx.exitCode = kExitBadInput;
  }
}

}  // namespace

void addRulesCommand(CLI::App& command, CliContext& ctx) {
  auto options = std::make_shared<RulesOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("--output-format", options->outputFormat,
                  "What the text report is: text (a listing) or md (the model/validate/README.md table)")
      ->check(CLI::IsMember({"text", "md"}))
      ->capture_default_str();
  addFormatOption(*cmd, options->format);
  cmd->callback([options, &ctx] { runRules(*options, ctx); });
}

}  // namespace hexwright::cli
