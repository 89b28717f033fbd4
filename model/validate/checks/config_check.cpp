// The validator's own configuration: <check> elements of the ruleset and severity
// overrides of the scenario that name no known rule, and bad severities. Also declares
// the rules validate() itself emits after the checks ran (waivers, limits).
#include "model/validate/check_registry.h"
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class ConfigCheck : public Check {
 public:
  std::string name() const override { return "validator"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"validate.check.unknown-rule", "a ruleset or scenario <check> names a rule this validator does not implement",
         Severity::Info, false},
        {"validate.override.unknown-rule", "a scenario severity override or waiver names an unknown rule",
         Severity::Warning, false},
        {"validate.override.invalid", "a scenario severity override is not error, warning, info or ignore",
         Severity::Warning, false},
        {"validate.waiver.unused", "a scenario waiver matches no diagnostic", Severity::Warning, false},
        {"validate.limit.exceeded",
         "more diagnostics of one rule than the per-rule limit (carries the worst "
         "severity it hides)",
         Severity::Error, false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const CheckRegistry& registry = ctx.registry();
    for (const CheckConfig& c : ctx.checks()) {
      if (registry.findRule(c.rule)) continue;
      Location where;
      if (!c.source.file.empty())
        where.source = c.source;
      else if (!ctx.ruleset().sourceFile.empty())
        where.source = SourceLocation{ctx.ruleset().sourceFile, 0, 0};
      ctx.report(out, "validate.check.unknown-rule", nullptr, [&] {
        return Finding{"check '" + c.rule + "' names a rule this validator does not implement" +
                           (c.ref.empty() ? "" : " (rule " + c.ref + ")"),
                       where};
      });
    }
    for (const SeverityOverride& o : ctx.scenario().severityOverrides) {
      if (!registry.findRule(o.rule))
        ctx.report(out, "validate.override.unknown-rule", nullptr, [&] {
          return Finding{"severity override names rule '" + o.rule + "', which no check emits", {}};
        });
      if (!parseSeverity(o.severity))
        ctx.report(out, "validate.override.invalid", nullptr, [&] {
          return Finding{
              "severity override of '" + o.rule + "' is '" + o.severity + "'; use error, warning, info or ignore", {}};
        });
    }
    for (const Waiver& w : ctx.scenario().waivers)
      if (!registry.findRule(w.rule))
        ctx.report(out, "validate.override.unknown-rule", nullptr, [&] {
          return Finding{"waiver names rule '" + w.rule + "', which no check emits", {}};
        });
  }
};

}  // namespace

std::unique_ptr<Check> makeConfigCheck() { return std::make_unique<ConfigCheck>(); }

}  // namespace hexwright::model::checks
