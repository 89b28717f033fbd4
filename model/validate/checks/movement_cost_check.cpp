// The designer's movement costs (scenario.xml <movement-costs>, docs/analysis.md): each
// names a terrain, hexside or route type and a mobility class the ruleset has, once, and
// fills a cost the rulebook leaves out. A typo here would otherwise leave the reach
// analysis still naming the cost as missing, with nothing saying why.
#include <algorithm>
#include <map>
#include <tuple>

#include "model/core/text.h"
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

using On = DesignerMovementCost::On;

std::vector<std::string> typeIds(const Ruleset& r, On on) {
  std::vector<std::string> ids;
  if (on == On::Terrain)
    for (const auto& t : r.terrain) ids.push_back(t.id);
  if (on == On::Hexside)
    for (const auto& t : r.hexsides) ids.push_back(t.id);
  if (on == On::Route)
    for (const auto& t : r.routes) ids.push_back(t.id);
  return ids;
}

/// The rulebook's own cost for the pair, when the schema states one.
MovementCost statedCost(const Ruleset& r, const DesignerMovementCost& c) {
  if (c.on == On::Terrain)
    if (const auto* t = r.findTerrain(c.type)) return t->movementCost(c.mobility);
  if (c.on == On::Hexside)
    if (const auto* t = r.findHexside(c.type)) return t->movementCost(c.mobility);
  if (c.on == On::Route)
    if (const auto* t = r.findRoute(c.type)) return t->movementCost(c.mobility);
  return {};
}

std::string offer(std::string_view wanted, const std::vector<std::string>& names) {
  const auto s = suggestNames(wanted, names);
  if (s.list.empty()) return "it has none";
  return (s.near ? "nearest: " : "its ids: ") + s.list;
}

class MovementCostCheck : public Check {
 public:
  std::string name() const override { return "designer movement costs"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"scenario.movement-cost.type", "a designer movement cost names a type the ruleset does not have",
         Severity::Error, false},
        {"scenario.movement-cost.class", "a designer movement cost names a mobility class the ruleset does not have",
         Severity::Error, false},
        {"scenario.movement-cost.duplicate", "two designer movement costs for the same type and class",
         Severity::Warning, false},
        {"scenario.movement-cost.stated",
         "a designer movement cost where the rulebook states one (the rulebook's is used)", Severity::Warning, false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    const Ruleset& r = ctx.ruleset();
    std::vector<std::string> classes;
    for (const auto& m : r.mobilityClasses) classes.push_back(m.id);
    std::map<std::tuple<On, TypeId, TypeId>, const DesignerMovementCost*> seen;
    for (const DesignerMovementCost& c : ctx.scenario().movementCosts) {
      const std::string what = std::string(designerCostOnName(c.on)) + " " + c.type + " for " + c.mobility;
      const auto types = typeIds(r, c.on);
      if (std::find(types.begin(), types.end(), c.type) == types.end())
        ctx.report(out, "scenario.movement-cost.type", nullptr, [&] {
          return Finding{"the movement cost of " + what + " names " + designerCostOnName(c.on) + " '" + c.type +
                             "', which " + (r.name.empty() ? r.id : r.name) + " does not have; " + offer(c.type, types),
                         {}};
        });
      if (!r.findMobilityClass(c.mobility))
        ctx.report(out, "scenario.movement-cost.class", nullptr, [&] {
          return Finding{"the movement cost of " + what + " names mobility class '" + c.mobility + "', which " +
                             (r.name.empty() ? r.id : r.name) + " does not have; " + offer(c.mobility, classes),
                         {}};
        });
      if (!seen.emplace(std::tuple{c.on, c.type, c.mobility}, &c).second)
        ctx.report(out, "scenario.movement-cost.duplicate", nullptr, [&] {
          return Finding{"the movement cost of " + what + " is given twice; the first (" +
                             seen.at({c.on, c.type, c.mobility})->cost.text() + ") is used",
                         {}};
        });
      if (const MovementCost stated = statedCost(r, c); stated.known())
        ctx.report(out, "scenario.movement-cost.stated", nullptr, [&] {
          return Finding{"the movement cost of " + what + " is " + c.cost.text() + " here, but the rulebook states " +
                             stated.text() + "; the rulebook's is used",
                         {}};
        });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeMovementCostCheck() { return std::make_unique<MovementCostCheck>(); }

}  // namespace hexwright::model::checks
