#include "editor/core/placement_states.h"

#include <algorithm>
#include <optional>

#include "model/validate/check_registry.h"
#include "model/validate/validation_context.h"

namespace hexwright::editor {

namespace {

const char* kRule = "setup.state.invalid";

std::string rulesetName(const model::Ruleset& r) { return r.name.empty() ? r.id : r.name; }

std::string cite(const model::Ruleset& r, const std::string& ref) {
  return ref.empty() ? rulesetName(r) : rulesetName(r) + " " + ref;
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

bool has(const std::vector<std::string>& list, const std::string& v) {
  return std::find(list.begin(), list.end(), v) != list.end();
}

/// The optional rules a check waits for that the scenario has off, by name and rule.
std::vector<std::string> missingOptionalRules(const model::CheckConfig& c, const model::Scenario& s,
                                              const model::Ruleset& r) {
  std::vector<std::string> out;
  for (const std::string& o : model::listParam(c, "when-optional")) {
    if (has(s.optionalRules, o)) continue;
    const auto* rule = r.findOptionalRule(o);
    out.push_back(rule ? (rule->name.empty() ? o : rule->name) + " (" + cite(r, rule->rule) + ")" : o);
  }
  return out;
}

// States the rulebook allows only to another kind of unit (setup.state.restricted) stay
// listed, unavailable, with the rule that reserves them.
void restrictStates(const model::ValidationContext& ctx, const model::Ruleset& r, const model::Unit& u,
                    const model::Placement* p, UnitStates& out) {
  for (const model::CheckConfig& c : ctx.checks()) {
    if (c.rule != "setup.state.restricted" || ctx.severity(c.rule, &c) == model::Severity::Ignore) continue;
    auto mayUse = model::UnitFilter::fromConfig(c);
    mayUse.states.clear();
    if (mayUse.matches(ctx, u, p)) continue;
    const auto states = model::listParam(c, "states");
    for (auto& o : out.options)
      if (o.why.empty() && has(states, o.id))
        o.why = "the rulebook allows it only to units" + mayUse.describe() + " (" + cite(r, c.ref) + ")";
  }
}

}  // namespace

UnitStates placementStates(const model::Scenario& s, const model::Ruleset& r, const model::Unit& u) {
  UnitStates out;
  const model::ValidationContext ctx(s, r, model::builtinChecks());
  const model::Placement* p = s.placementOf(u.id);

  std::optional<std::vector<std::string>> allowed;  // nullopt: no check in force names states
  std::vector<std::string> refs;
  std::vector<StateOption> gated;  // states of checks waiting for an optional rule
  for (const model::CheckConfig& c : ctx.checks()) {
    if (c.rule != kRule || ctx.severity(kRule, &c) == model::Severity::Ignore) continue;
    const auto states = model::listParam(c, "states");
    if (states.empty()) continue;
    auto filter = model::UnitFilter::fromConfig(c);
    filter.states.clear();  // the state being chosen must not decide which checks apply
    if (!filter.matches(ctx, u, p)) continue;
    if (!ctx.optionalRulesAllow(c)) {
      const auto missing = missingOptionalRules(c, s, r);
      if (missing.empty()) continue;  // an unless-optional rule is on: the check is lifted
      for (const auto& st : states)
        gated.push_back({st, "needs the optional rule " + joined(missing) + ", which this scenario does not use"});
      continue;
    }
    if (!allowed) {
      allowed = states;
    } else {
      std::erase_if(*allowed, [&](const std::string& st) { return !has(states, st); });
    }
    out.required = out.required || model::flagParam(c, "required", false);
    if (!c.ref.empty() && !has(refs, c.ref)) refs.push_back(c.ref);
  }
  const std::string refText = refs.empty() ? rulesetName(r) : cite(r, joined(refs));
  if (allowed) {
    for (const auto& st : *allowed) out.options.push_back({st, {}});
    out.summary = "setup states: " + joined(*allowed) + " (" + refText + ")" + (out.required ? ", one required" : "");
  } else {
    out.summary = rulesetName(r) + " states no setup states for " + (u.type.empty() ? "this unit" : u.type) + " units";
  }
  restrictStates(ctx, r, u, p, out);
  for (auto& g : gated) {
    const bool listedAlready =
        std::any_of(out.options.begin(), out.options.end(), [&](const StateOption& o) { return o.id == g.id; });
    if (!listedAlready) out.options.push_back(std::move(g));
  }
  return out;
}

}  // namespace hexwright::editor
