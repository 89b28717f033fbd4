// A regiment too large for one unit, split into wings (Dress on the Colors RULE-00-4.2, the
// Wing System): the units that name the same historical regiment in `group-attribute` are
// its wings, exactly two, one of each of `wings` ("Right Wing" and "Left Wing"), and exactly
// one of them carries the Color Stand (`color-attribute` true).
//   <check rule="oob.wing.split" group-attribute="wing-of" wing-attribute="wing" ref="RULE-00-4.2"/>
//   <check rule="oob.wing.colors" group-attribute="wing-of" color-attribute="color-stand"
//          ref="RULE-00-4.2"/>
// A unit that states a wing but no regiment is reported too: its other wing cannot be found.
//   <check rule="setup.wing.apart" group-attribute="wing-of" ref="RULE-00-4.2"/>
// On a table, two wings set up are "side-by-side": they face alike (within
// max-facing-difference degrees, as table.formation.interval), the line between their
// centres runs along their front rather than their depth (within 45 degrees). The rulebook
// states no gap, so none is measured unless the designer sets `max-gap` (inches between
// the flanks: the distance along the front less the two half-fronts, a front being
// stands × the unit type's base width, as table.formation.interval); whether another
// unit may stand between them is not checked.
// Nor does the rulebook say how equal "roughly equal size" is (its one example splits 12
// stands into 6 and 6): oob.wing.split compares the wings' stands only when the designer
// sets `max-size-difference`.
#include <cmath>
#include <map>
#include <numbers>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

constexpr const char* kSplit = "oob.wing.split";
constexpr const char* kColors = "oob.wing.colors";
constexpr const char* kApart = "setup.wing.apart";

std::optional<std::string> textOf(const Unit& u, const std::string& name) {
  const auto it = u.attributes.find(name);
  if (it == u.attributes.end()) return std::nullopt;
  std::string v = formatAttribute(it->second);
  if (v.empty() || v == "unknown") return std::nullopt;
  return v;
}

std::string names(const ValidationContext& ctx, const std::vector<const Unit*>& units) {
  std::string out;
  for (const Unit* u : units) out += (out.empty() ? "" : ", ") + ctx.unitName(*u);
  return out;
}

class OobWingCheck : public Check {
 public:
  std::string name() const override { return "wings"; }
  std::vector<RuleInfo> rules() const override {
    return {
        {kSplit, "a split regiment is not exactly two wings, one of each kind", Severity::Error, true},
        {kColors, "a split regiment's wings do not carry exactly one Color Stand between them", Severity::Error, true},
        {kApart, "the two wings of a split regiment are not set up side by side", Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs(kSplit)) checkSplit(ctx, out, *c);
    for (const CheckConfig* c : ctx.configs(kColors)) checkColors(ctx, out, *c);
    if (ctx.isTable())
      for (const CheckConfig* c : ctx.configs(kApart)) checkApart(ctx, out, *c);
  }

 private:
  /// The units of each historical regiment, by its name, in OOB order.
  static std::map<std::string, std::vector<const Unit*>> groups(const ValidationContext& ctx, const CheckConfig& c) {
    const std::string attribute = c.param("group-attribute").value_or("wing-of");
    std::map<std::string, std::vector<const Unit*>> out;
    for (const Unit& u : ctx.scenario().oob.units)
      if (const auto g = textOf(u, attribute)) out[*g].push_back(&u);
    return out;
  }

  static void checkSplit(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const std::string group = c.param("group-attribute").value_or("wing-of");
    const std::string wing = c.param("wing-attribute").value_or("wing");
    std::vector<std::string> kinds = textListParam(c, "wings");
    if (kinds.empty()) kinds = {"Right Wing", "Left Wing"};
    const std::string kindText = kinds.size() == 2 ? "a " + kinds[0] + " and a " + kinds[1] : "one of each kind";
    for (const Unit& u : ctx.scenario().oob.units)
      if (textOf(u, wing) && !textOf(u, group))
        ctx.report(out, kSplit, &c, [&] {
          return Finding{"unit " + ctx.unitName(u) + " is a " + *textOf(u, wing) + " but names no regiment in '" +
                             group + "', so its other wing cannot be found",
                         ctx.atUnit(u)};
        });
    for (const auto& entry : groups(ctx, c)) {
      // Named members: clang 14 (the fuzz build) cannot capture structured bindings.
      const auto& regiment = entry.first;
      const auto& units = entry.second;
      std::vector<std::string> seen;
      bool matches = units.size() == kinds.size();
      for (const Unit* u : units) {
        const auto w = textOf(*u, wing);
        if (!w || !listed(kinds, *w) || listed(seen, *w)) matches = false;
        if (w) seen.push_back(*w);
      }
      if (!matches) {
        ctx.report(out, kSplit, &c, [&] {
          return Finding{"regiment '" + regiment + "' is split into " + std::to_string(units.size()) + " unit(s) (" +
                             names(ctx, units) + "); the Wing System splits it into exactly " +
                             std::to_string(kinds.size()) + " wings, " + kindText,
                         ctx.atUnit(*units.front())};
        });
        continue;
      }
      checkSizes(ctx, out, c, regiment, units);
    }
  }

  /// "roughly equal size", with the tolerance the designer states (none by default).
  static void checkSizes(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c,
                         const std::string& regiment, const std::vector<const Unit*>& units) {
    const auto most = c.number("max-size-difference");
    if (!most || units.size() != 2) return;
    const std::string attribute = c.param("size-attribute").value_or("stands");
    const auto a = numberAttribute(units[0]->attributes, attribute);
    const auto b = numberAttribute(units[1]->attributes, attribute);
    if (!a || !b || std::abs(*a - *b) <= *most) return;
    ctx.report(out, kSplit, &c, [&] {
      return Finding{"the wings of regiment '" + regiment + "' (" + names(ctx, units) + ") have " +
                         formatAttribute(AttributeValue{*a}) + " and " + formatAttribute(AttributeValue{*b}) + " " +
                         attribute + "; the scenario allows them to differ by at most " +
                         formatAttribute(AttributeValue{*most}),
                     ctx.atUnit(*units.front()),
                     {units.back()->id.value}};
    });
  }

  /// Inches between the flanks of two side-by-side units, or nullopt without fronts.
  static std::optional<double> flankGap(const PlacedUnit& a, const PlacedUnit& b, double along,
                                        const std::string& attribute) {
    auto front = [&](const PlacedUnit& p) -> std::optional<double> {
      if (!p.type) return std::nullopt;
      const NumberRange& base = p.type->baseWidthInches;
      const auto width = base.single() ? base.single() : base.min;
      const auto stands = numberAttribute(p.unit->attributes, attribute);
      if (!width || !stands) return std::nullopt;
      return *width * *stands;
    };
    const auto fa = front(a), fb = front(b);
    if (!fa || !fb) return std::nullopt;
    return along - (*fa + *fb) / 2;
  }

  static void checkApart(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const double maxTurn = c.number("max-facing-difference").value_or(45);
    for (const auto& entry : groups(ctx, c)) {
      // Named members: clang 14 (the fuzz build) cannot capture structured bindings.
      const auto& regiment = entry.first;
      const auto& units = entry.second;
      if (units.size() != 2) continue;  // oob.wing.split reports it
      const PlacedUnit* a = ctx.placementOf(units[0]->id.value);
      const PlacedUnit* b = ctx.placementOf(units[1]->id.value);
      if (!a || !b || !a->placement->position || !b->placement->position) continue;
      const Vec2 pa = *a->placement->position, pb = *b->placement->position;
      const double fa = a->placement->facingDegrees.value_or(0), fb = b->placement->facingDegrees.value_or(0);
      const double turn = std::abs(std::remainder(fa - fb, 360.0));
      const double rad = fa * std::numbers::pi / 180;
      const double dx = pb.x - pa.x, dy = pb.y - pa.y;
      const double along = std::abs(dx * std::cos(rad) + dy * std::sin(rad));  // across the front
      const double deep = std::abs(dx * std::sin(rad) - dy * std::cos(rad));   // toward the enemy
      std::string why;
      if (turn > maxTurn)
        why = "they face " + formatAttribute(AttributeValue{std::round(turn)}) + " degrees apart";
      else if (deep > along)
        why = "one stands behind the other";
      else if (const auto most = c.number("max-gap")) {
        const auto gap = flankGap(*a, *b, along, c.param("strength-attribute").value_or("stands"));
        if (gap && *gap > *most)
          why = "their flanks are " + formatAttribute(AttributeValue{std::round(*gap * 100) / 100}) +
                " inches apart, more than the scenario's " + formatAttribute(AttributeValue{*most});
      }
      if (!why.empty())
        ctx.report(out, kApart, &c, [&] {
          return Finding{"the wings of regiment '" + regiment + "' (" + names(ctx, units) +
                             ") are not set up side by side: " + why,
                         ctx.atUnit(*units.front()),
                         {units.back()->id.value}};
        });
    }
  }

  static void checkColors(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const std::string color = c.param("color-attribute").value_or("color-stand");
    for (const auto& entry : groups(ctx, c)) {
      // Named members: clang 14 (the fuzz build) cannot capture structured bindings.
      const auto& regiment = entry.first;
      const auto& units = entry.second;
      std::vector<const Unit*> carrying;
      for (const Unit* u : units)
        if (const auto v = textOf(*u, color); v && (*v == "true" || *v == "yes" || *v == "1")) carrying.push_back(u);
      if (carrying.size() != 1)
        ctx.report(out, kColors, &c, [&] {
          return Finding{"the wings of regiment '" + regiment + "' carry " + std::to_string(carrying.size()) +
                             " Color Stands" + (carrying.empty() ? "" : " (" + names(ctx, carrying) + ")") +
                             "; exactly one wing carries the regimental colors",
                         ctx.atUnit(*units.front())};
        });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeOobWingCheck() { return std::make_unique<OobWingCheck>(); }

}  // namespace hexwright::model::checks
