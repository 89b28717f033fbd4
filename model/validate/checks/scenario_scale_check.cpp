// The scenario's ground scale against the rulebook's: Dress on the Colors RULE-00-2.1
// "1 inch = 25-30 yards on the tabletop".
//   <check rule="scenario.scale.range" min="25" max="30" ref="RULE-00-2.1-a"/>
// The scale is the map's ground frame (`<ground yards-across-flats>`): yards across one
// map unit, which is a hex on hex maps and an inch on tabletop maps (the unit MapLabel and
// table positions use). Without min/max the ruleset's own stated scale is the limit
// (`<scale yards-per-inch>` for tables, `hex-yards` for hex maps). A scenario that states
// no scale passes unless required="true": many rulebooks leave the scale to the sheet.
#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

class ScenarioScaleCheck : public Check {
 public:
  std::string name() const override { return "scenario scale"; }
  std::vector<RuleInfo> rules() const override {
    return {{"scenario.scale.range",
             "the map's ground scale (yards per hex, or per inch on tables) is outside the "
             "rulebook's",
             Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs("scenario.scale.range")) {
      NumberRange limit{c->number("min"), c->number("max")};
      if (!limit.known()) limit = ctx.isTable() ? ctx.ruleset().yardsPerInch : ruledHex(ctx.ruleset().hexYards);
      const std::string unit = ctx.isTable() ? "yards per inch" : "yards per hex";
      const double yards = ctx.map().ground.yardsAcrossFlats;
      Location where;
      if (!c->source.file.empty()) where.source = c->source;
      if (yards <= 0) {
        if (flagParam(*c, "required", false))
          ctx.report(out, "scenario.scale.range", c, [&] {
            return Finding{
                "the map states no ground scale; the rulebook's is " + rangeText(limit.min, limit.max) + " " + unit,
                std::move(where)};
          });
        continue;
      }
      if (!limit.known() || limit.contains(yards)) continue;
      ctx.report(out, "scenario.scale.range", c, [&] {
        return Finding{"the map's ground scale is " + formatAttribute(AttributeValue{yards}) + " " + unit +
                           "; the limit is " + rangeText(limit.min, limit.max),
                       std::move(where)};
      });
    }
  }

 private:
  static NumberRange ruledHex(double hexYards) { return hexYards > 0 ? NumberRange::exactly(hexYards) : NumberRange{}; }
};

}  // namespace

std::unique_ptr<Check> makeScenarioScaleCheck() { return std::make_unique<ScenarioScaleCheck>(); }

}  // namespace hexwright::model::checks
