#include "model/validate/unit_instructions.h"

#include <algorithm>
#include <array>

#include "model/validate/check_registry.h"
#include "model/validate/validation_context.h"
#include "model/validate/validator.h"

namespace hexwright::model {
namespace {

constexpr std::array<const char*, 11> kInstructionRules = {
    "setup.unit.required",      "setup.area.required",     "setup.hex.required",      "setup.start-hex.distance",
    "setup.leader.distance",    "setup.parent.distance",   "setup.state.invalid",     "setup.state.restricted",
    "setup.unit.arrives-later", "reinforcement.entry.hex", "reinforcement.turn.range"};

std::string joined(const std::vector<std::string>& items, const std::string& last = " or ") {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return out;
}

std::string distanceText(const ValidationContext& ctx, const CheckConfig& c) {
  const std::string n = c.param("max-distance").value_or("?");
  return "within " + n + (ctx.map().kind == GridKind::Table ? " inches" : n == "1" ? " hex" : " hexes");
}

// "starts in a hex with feature fort, hexside rifle-pit": the hex conditions as stated.
std::string hexConditionsText(const CheckConfig& c) {
  std::vector<std::string> parts;
  for (const char* name : {"hexes", "feature", "terrain", "hexside", "route", "area-kind"})
    if (const auto v = c.param(name)) parts.push_back(std::string(name) + " " + joined(listParam(c, name)));
  return "starts in a hex with " + joined(parts, ", ");
}

std::string areaText(const CheckConfig& c) {
  const auto areas = listParam(c, "areas");
  std::string out = areas.empty()
                        ? "starts in a " + joined(listParam(c, "kind")) + " area"
                        : "starts in " + std::string(areas.size() == 1 ? "area " : "one of the areas ") + joined(areas);
  if (flagParam(c, "own-side", true)) out += " of its side";
  if (const auto t = c.integer("tolerance"); t && *t > 0) out += " (or within " + std::to_string(*t) + " of it)";
  return out;
}

std::string entryText(const CheckConfig& c) {
  std::vector<std::string> where;
  if (const auto hexes = listParam(c, "hexes"); !hexes.empty())
    where.push_back((hexes.size() == 1 ? "hex " : "hex ") + joined(hexes));
  if (const auto areas = listParam(c, "areas"); !areas.empty()) where.push_back("area " + joined(areas));
  return "enters at " + joined(where);
}

std::string turnsText(const CheckConfig& c) {
  const auto lo = c.integer("min"), hi = c.integer("max");
  if (lo && hi) return "arrives on turns " + std::to_string(*lo) + " to " + std::to_string(*hi);
  if (lo) return "arrives on turn " + std::to_string(*lo) + " or later";
  if (hi) return "arrives by turn " + std::to_string(*hi);
  return {};
}

/// The words for one instruction check that applies to the unit; empty when it says
/// nothing to this unit (a permission, not an instruction).
std::string instructionText(const ValidationContext& ctx, const CheckConfig& c, bool selected) {
  const std::string& r = c.rule;
  if (r == "setup.state.restricted")
    return selected ? ""
                    : "may not start in state " + joined(listParam(c, "states")) + " (only units" +
                          UnitFilter::fromConfig(c).describe() + ")";
  if (!selected) return {};
  if (r == "setup.area.required") return areaText(c);
  if (r == "setup.hex.required") return hexConditionsText(c);
  if (r == "setup.start-hex.distance") return "starts " + distanceText(ctx, c) + " of the hex its entry names";
  if (r == "setup.parent.distance")
    return "starts " + distanceText(ctx, c) + " of a " + c.param("parent-types").value_or("parent") + " of its " +
           c.param("level").value_or("formation");
  if (r == "setup.leader.distance")
    return c.param("direction").value_or("") == "units-to-leader"
               ? "starts " + distanceText(ctx, c) + " of its formation's leader"
               : "a leader starts " + distanceText(ctx, c) + " of a unit of the formation he commands";
  if (r == "setup.state.invalid")
    return flagParam(c, "required", false) ? "starts in state " + joined(listParam(c, "states")) : "";
  if (r == "setup.unit.arrives-later")
    return "is not on the map at the start" +
           (c.integer("turn") ? "; arrives on turn " + std::to_string(*c.integer("turn")) + " or later"
                              : std::string("; it arrives later"));
  if (r == "setup.unit.required") return "starts on the map";
  if (r == "reinforcement.entry.hex") return entryText(c);
  if (r == "reinforcement.turn.range") return turnsText(c);
  return {};
}

}  // namespace

bool isInstructionRule(const std::string& rule) {
  return std::find(kInstructionRules.begin(), kInstructionRules.end(), rule) != kInstructionRules.end();
}

std::vector<UnitInstruction> unitInstructions(const Scenario& scenario, const Ruleset& ruleset, const Unit& unit) {
  std::vector<UnitInstruction> out;
  const ValidationContext ctx(scenario, ruleset, builtinChecks());
  const Placement* p = scenario.placementOf(unit.id);
  for (const CheckConfig& c : ctx.checks()) {
    if (!isInstructionRule(c.rule) || ctx.severity(c.rule, &c) == Severity::Ignore || !ctx.optionalRulesAllow(c))
      continue;
    UnitFilter filter = UnitFilter::fromConfig(c);
    filter.states.clear();  // where it must start does not depend on the state it is in now
    const std::string text = instructionText(ctx, c, filter.matches(ctx, unit, p));
    if (text.empty()) continue;
    UnitInstruction i{c.rule, c.ref, text};
    if (std::find(out.begin(), out.end(), i) == out.end()) out.push_back(std::move(i));
  }
  return out;
}

std::vector<Diagnostic> brokenInstructions(const Scenario& scenario, const Ruleset& ruleset, const UnitId& unit) {
  std::vector<Diagnostic> out;
  const Diagnostics all = validate(scenario, ruleset);
  for (const Diagnostic& d : all.items())
    if (!d.waived && d.location.unit == unit.value && isInstructionRule(d.rule)) out.push_back(d);
  return out;
}

}  // namespace hexwright::model
