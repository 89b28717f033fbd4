// Victory conditions: the hexes and areas they name exist, each kind has what it needs
// (hex: a hex, exit: an area), sides are the scenario's.
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class VictoryCheck : public Check {
 public:
  std::string name() const override { return "victory"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {"victory.hex.unknown", "a victory condition names a hex that is not on the map", Severity::Error, false},
        {"victory.hex.missing", "a hex victory condition names no hex", Severity::Error, false},
        {"victory.area.unknown", "a victory condition names an area the map does not have", Severity::Error, false},
        {"victory.area.missing", "an exit victory condition names no area", Severity::Error, false},
        {"victory.side.unknown", "a victory condition is for a side the scenario does not have", Severity::Error,
         false},
        {"victory.kind.unknown", "a victory condition kind other than hex, exit, losses or text", Severity::Warning,
         false},
    };
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const VictoryCondition& v : ctx.scenario().victory) {
      const std::string name = "victory condition '" + v.id.value + "'";
      if (v.kind != "hex" && v.kind != "exit" && v.kind != "losses" && v.kind != "text")
        ctx.report(out, "victory.kind.unknown", nullptr, [&] {
          return Finding{name + " has kind '" + v.kind + "'; known kinds are hex, exit, losses and text", {}};
        });
      if (v.hex) {
        if (ctx.isTable() || !ctx.map().contains(*v.hex)) {
          Location where;
          where.hex = v.hex;
          where.hexLabel = ctx.isTable() ? "" : ctx.label(*v.hex);
          ctx.report(out, "victory.hex.unknown", nullptr, [&] {
            return Finding{name + " names hex " +
                               (ctx.isTable() ? std::string("(a hex on a table map)") : ctx.label(*v.hex)) +
                               ", which is not on the map",
                           where};
          });
        }
      } else if (v.kind == "hex") {
        ctx.report(out, "victory.hex.missing", nullptr, [&] {
          return Finding{name + " is a hex objective but names no hex", {}};
        });
      }
      if (v.area) {
        if (!ctx.area(v.area->value))
          ctx.report(out, "victory.area.unknown", nullptr, [&] {
            return Finding{name + " names area '" + v.area->value + "', which the map does not have", {}};
          });
      } else if (v.kind == "exit") {
        ctx.report(out, "victory.area.missing", nullptr, [&] {
          return Finding{name + " is an exit objective but names no area", {}};
        });
      }
      if (v.side && !ctx.sideKnown(v.side->value))
        ctx.report(out, "victory.side.unknown", nullptr, [&] {
          return Finding{name + " is for side '" + v.side->value + "', which the scenario does not have", {}};
        });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeVictoryCheck() { return std::make_unique<VictoryCheck>(); }

}  // namespace hexwright::model::checks
