// How many units of a kind the whole order of battle holds, where the rulebook fixes the
// counter mix: "There are two Beauregard counters, the regular leader counter and the HQ"
// (Hell Before Night 13.6A).
//   <check rule="oob.unit.count" types="confederate-hq" exactly="1" ref="13.6A"/>
//   <check rule="oob.unit.count" side="confederate" name="Beauregard" exactly="2" if-any="true"
//          ref="13.6A"/>
// Reads exactly / min / max, per-side (count each side of the scenario on its own;
// default false), if-any (check only when the OOB holds at least one unit the filter
// selects: a scenario of part of a battle may leave a leader out, but when it has one of
// his counters it has all; default false) and the unit filter (leaders included by
// default: the counters a rulebook counts are often leaders).
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class OobCountCheck : public Check {
 public:
  std::string name() const override { return "oob counts"; }
  std::vector<RuleInfo> rules() const override {
    return {{"oob.unit.count",
             "the order of battle holds fewer or more units of a kind than the rulebook's counter mix", Severity::Error,
             true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs("oob.unit.count")) {
      auto min = c->integer("min");
      auto max = c->integer("max");
      if (auto exactly = c->integer("exactly")) min = max = exactly;
      if (!min && !max) continue;  // the limit is unknown
      const UnitFilter filter = UnitFilter::fromConfig(*c);
      if (!flagParam(*c, "per-side", false)) {
        checkCount(ctx, out, *c, filter, "", min, max);
        continue;
      }
      for (const Side& s : ctx.scenario().sides) checkCount(ctx, out, *c, filter, s.id.value, min, max);
    }
  }

 private:
  static void checkCount(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c, const UnitFilter& filter,
                         const std::string& side, std::optional<int> min, std::optional<int> max) {
    std::vector<const Unit*> selected;
    for (const Unit& u : ctx.scenario().oob.units)
      if ((side.empty() || u.side.value == side) && filter.matches(ctx, u)) selected.push_back(&u);
    const int n = static_cast<int>(selected.size());
    if (n == 0 && flagParam(c, "if-any", false)) return;
    if (!(min && n < *min) && !(max && n > *max)) return;
    // Too many: point at the first unit over the limit, so a waiver can name it. Too few:
    // there is no unit to point at, so point at the <check> that states the limit.
    Location where;
    if (max && n > *max) {
      where = ctx.atUnit(*selected[static_cast<std::size_t>(*max)]);
    } else if (!c.source.file.empty()) {
      where.source = c.source;
    }
    std::vector<std::string> related;
    for (const Unit* u : selected) related.push_back(u->id.value);
    std::string names;
    for (std::size_t i = 0; i < selected.size() && i < 5; ++i) names += (i ? ", " : "") + selected[i]->id.value;
    if (selected.size() > 5) names += ", …";
    const auto limit = [](std::optional<int> v) { return v ? std::optional<double>(*v) : std::nullopt; };
    ctx.report(out, "oob.unit.count", &c, [&] {
      return Finding{"the order of battle holds " + std::to_string(n) + " units" + filter.describe() +
                         (side.empty() ? "" : " of side " + side) + (names.empty() ? "" : " (" + names + ")") +
                         "; the limit is " + rangeText(limit(min), limit(max)),
                     std::move(where), std::move(related)};
    });
  }
};

}  // namespace

std::unique_ptr<Check> makeOobCountCheck() { return std::make_unique<OobCountCheck>(); }

}  // namespace hexwright::model::checks
