#include "model/validate/validator.h"

#include <string_view>
#include <unordered_map>

#include "model/validate/check_registry.h"
#include "model/validate/validation_context.h"

namespace hexwright::model {

namespace {

constexpr const char* kWaiverUnused = "validate.waiver.unused";
constexpr const char* kLimitExceeded = "validate.limit.exceeded";

/// True when the waiver's location is the whole location text or one of its parts.
bool locationMatches(const std::string& waiver, const std::string& text) {
  if (waiver.empty() || waiver == text) return true;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = text.find(", ", start);
    std::string_view part(text.data() + start, (comma == std::string::npos ? text.size() : comma) - start);
    if (part == waiver) return true;
    if (comma == std::string::npos) break;
    start = comma + 2;
  }
  return false;
}

void applyWaivers(const ValidationContext& ctx, Diagnostics& out) {
  const auto& waivers = ctx.scenario().waivers;
  if (waivers.empty()) return;
  std::unordered_map<std::string_view, std::vector<std::size_t>> byRule;
  for (std::size_t i = 0; i < waivers.size(); ++i) byRule[waivers[i].rule].push_back(i);
  std::vector<bool> used(waivers.size(), false);
  for (Diagnostic& d : out.items()) {
    auto it = byRule.find(d.rule);
    if (it == byRule.end()) continue;
    const std::string where = d.location.text();
    std::string shown;  // a waiver may also name the unit as messages do
    for (std::size_t i : it->second) {
      if (!locationMatches(waivers[i].location, where)) {
        if (shown.empty()) shown = d.location.displayText();
        if (shown == where || !locationMatches(waivers[i].location, shown)) continue;
      }
      d.waived = true;
      d.waiverComment = waivers[i].comment;
      used[i] = true;
      break;
    }
  }
  for (std::size_t i = 0; i < waivers.size(); ++i) {
    if (used[i]) continue;
    const Waiver& w = waivers[i];
    ctx.report(out, kWaiverUnused,
               "waiver of '" + w.rule + "'" + (w.location.empty() ? "" : " at " + w.location) +
                   " matches no diagnostic (comment: \"" + w.comment + "\")",
               {});
  }
}

/// Keeps the first `limit` diagnostics of each rule and summarises the rest: those the
/// context counted without building them (ValidationContext::dropped) and, for rules a
/// waiver names, those past the limit here.
void applyLimit(const ValidationContext& ctx, Diagnostics& out, std::size_t limit) {
  if (limit == 0) return;
  struct Dropped {
    std::size_t count = 0, errors = 0, warnings = 0, waived = 0;
    Severity worst = Severity::Info;
  };
  std::vector<std::pair<std::string, Dropped>> dropped;  // in order of first drop
  for (const DroppedTally& t : ctx.dropped()) dropped.push_back({t.rule, {t.count, t.errors, t.warnings, 0, t.worst}});
  std::unordered_map<std::string, std::size_t> seen;
  std::unordered_map<std::string, std::size_t> droppedIndex;
  for (std::size_t i = 0; i < dropped.size(); ++i) droppedIndex.emplace(dropped[i].first, i);
  std::vector<Diagnostic> kept;
  kept.reserve(out.size());
  for (Diagnostic& d : out.items()) {
    if (++seen[d.rule] <= limit) {
      kept.push_back(std::move(d));
      continue;
    }
    auto [it, fresh] = droppedIndex.emplace(d.rule, dropped.size());
    if (fresh) dropped.push_back({d.rule, {}});
    Dropped& x = dropped[it->second].second;
    ++x.count;
    if (d.waived) {
      ++x.waived;
      continue;
    }
    if (d.severity == Severity::Error) ++x.errors;
    if (d.severity == Severity::Warning) ++x.warnings;
    if (d.severity > x.worst) x.worst = d.severity;
  }
  out.items() = std::move(kept);
  for (const auto& [rule, x] : dropped) {
    // The summary carries the worst severity it hides, so a capped error still fails.
    const Severity s = ctx.severity(kLimitExceeded) == Severity::Ignore ? Severity::Ignore : x.worst;
    if (s == Severity::Ignore) continue;
    std::string message = std::to_string(x.count) + " more '" + rule + "' diagnostics not listed (limit " +
                          std::to_string(limit) + " per rule; " + std::to_string(x.errors) + " errors, " +
                          std::to_string(x.warnings) + " warnings, " + std::to_string(x.waived) + " waived)";
    out.add(Diagnostic{s, kLimitExceeded, std::move(message), {}, {rule}, false, {}});
  }
}

}  // namespace

Diagnostics validate(const Scenario& scenario, const Ruleset& ruleset, const ValidateOptions& options) {
  const CheckRegistry& registry = options.registry ? *options.registry : builtinChecks();
  const ValidationContext ctx(scenario, ruleset, registry, options.maxPerRule);
  Diagnostics out;
  for (const auto& check : registry.checks()) check->run(ctx, out);
  applyWaivers(ctx, out);
  applyLimit(ctx, out, options.maxPerRule);
  return out;
}

}  // namespace hexwright::model
