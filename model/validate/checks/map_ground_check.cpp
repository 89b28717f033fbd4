// The natural map style's art against the game data: a hex whose painted terrain is not
// what the kept ground (an import's polygons) shows under its centre. The painter draws
// such a hex's own terrain over the art, so the print stays right; the warning tells the
// designer where art and game data part (a repainted hex, or a mixed hex the import
// classified by its covered share).
#include "model/map/kept_ground.h"
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class MapGroundCheck : public Check {
 public:
  std::string name() const override { return "art and game terrain"; }
  std::vector<RuleInfo> rules() const override {
    return {{"map.ground.disagrees", "a hex's terrain differs from what the kept GIS ground shows under its centre",
             Severity::Warning, false}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    if (!ctx.enabled("map.ground.disagrees")) return;
    for (const GroundDisagreement& d : groundDisagreements(ctx.map(), ctx.ruleset()))
      ctx.report(out, "map.ground.disagrees", nullptr, [&] {
        return Finding{"hex " + ctx.label(d.hex) + " has terrain '" + d.painted + "' but the kept ground shows '" +
                           d.ground + "' under its centre; the natural map style draws '" + d.painted +
                           "' over the art there",
                       ctx.atHex(d.hex)};
      });
  }
};

}  // namespace

std::unique_ptr<Check> makeMapGroundCheck() { return std::make_unique<MapGroundCheck>(); }

}  // namespace hexwright::model::checks
