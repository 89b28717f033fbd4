#include "model/validate/check_params.h"

#include <algorithm>
#include <cstdlib>

#include "model/validate/check_registry.h"

namespace hexwright::model {

const char* paramTypeName(ParamType t) {
  switch (t) {
    case ParamType::Integer:
      return "integer";
    case ParamType::Number:
      return "number";
    case ParamType::Boolean:
      return "bool";
    case ParamType::Choice:
      return "choice";
    case ParamType::Id:
      return "id";
    case ParamType::IdList:
      return "ids";
    case ParamType::TextList:
      return "texts";
    case ParamType::HexList:
      return "hexes";
  }
  return "?";
}

namespace {

using T = ParamType;

ParamInfo p(std::string name, T type, std::string doc) {
  return {std::move(name), type, {}, {}, false, std::move(doc)};
}
ParamInfo req(std::string name, T type, std::string doc) {
  return {std::move(name), type, {}, {}, true, std::move(doc)};
}
ParamInfo def(std::string name, T type, std::string value, std::string doc) {
  return {std::move(name), type, std::move(value), {}, false, std::move(doc)};
}
ParamInfo choice(std::string name, std::vector<std::string> allowed, std::string value, std::string doc,
                 bool required = false) {
  return {std::move(name), T::Choice, std::move(value), std::move(allowed), required, std::move(doc)};
}

// The hex conditions setup.hex.prohibited / setup.hex.required share.
std::vector<ParamInfo> hexConditions() {
  return {p("terrain", T::IdList, "terrain types"),
          p("feature", T::IdList, "hex feature types"),
          p("feature-side", T::Id, "own, other or a side id, against the feature's side/owner attribute"),
          p("hexes", T::HexList, "printed hex labels"),
          p("area-kind", T::IdList, "area kinds"),
          p("area-side", T::Id, "own, other or a side id, against the area's side"),
          p("hexside", T::IdList, "hexside types on any side of the hex (directional ones pointing toward it)"),
          p("route", T::IdList, "a route through the hex: any, or route types")};
}

std::vector<RuleParams> build() {
  const std::string ex = "exclude", only = "only";
  std::vector<RuleParams> c;
  c.push_back({"scenario.scale.range",
               false,
               "include",
               {p("min", T::Number, "least yards per hex (per inch on tables); default the ruleset's <scale>"),
                p("max", T::Number, "most yards per hex (per inch on tables); default the ruleset's <scale>"),
                def("required", T::Boolean, "false", "a map without a stated scale fails")}});
  c.push_back(
      {"scenario.sequence.missing",
       false,
       "include",
       {def("first-active-side", T::Boolean, "true", "the scenario must name the side active on the first turn"),
        def("deployment-order", T::Boolean, "true", "the scenario must list the order the sides deploy in"),
        def("if-set-up", T::Boolean, "true",
            "only once a unit is set up or scheduled to arrive (a new battle is not asked); false: always")}});
  c.push_back({"attribute.implies",
               true,
               "include",
               {req("attribute", T::Id, "the unit attribute that triggers the rule"),
                p("values", T::TextList, "trigger when the attribute equals one of these"),
                p("contains", T::TextList, "trigger when the attribute contains one of these"),
                p("require-side", T::IdList, "the unit's side must be one of these"),
                p("require-types", T::IdList, "the unit's type must be one of these"),
                p("require-attribute", T::Id, "an attribute the unit must have"),
                p("require-values", T::TextList, "require-attribute must equal one of these"),
                p("require-contains", T::TextList, "require-attribute must contain one of these"),
                p("forbid-values", T::TextList, "require-attribute must not equal any of these"),
                p("forbid-contains", T::TextList, "require-attribute must not contain any of these")}});
  c.push_back({"attribute.track.mismatch",
               true,
               "include",
               {def("attribute", T::Id, "health-track", "unit attribute holding the track as printed"),
                def("of", T::Id, "stands", "unit attribute with the starting count"),
                req("labels", T::TextList, "the three bands' labels, highest first"),
                req("upper", T::Number, "share of the start above which the first band holds"),
                req("lower", T::Number, "share of the start below which the last band holds"),
                def("shattered-at", T::Integer, "0", "counts at or below it are in no band")}});
  c.push_back({"oob.unit.level", true, "include", {req("levels", T::IdList, "OOB levels a unit may sit directly in")}});
  c.push_back({"oob.unit.formation-missing",
               true,
               "include",
               {p("level", T::Id, "the unit needs a formation at this level (default: any formation)")}});
  c.push_back({"oob.formation.size",
               true,
               ex,
               {p("level", T::Id, "formations of this OOB level"), p("min", T::Integer, "fewest units"),
                p("max", T::Integer, "most units"), def("deep", T::Boolean, "false", "count the whole subtree")}});
  c.push_back({"oob.unit.count",
               true,
               "include",
               {p("exactly", T::Integer, "units required"), p("min", T::Integer, "fewest units"),
                p("max", T::Integer, "most units"), def("per-side", T::Boolean, "false", "count each side"),
                def("if-any", T::Boolean, "false", "not checked when none is present")}});
  c.push_back(
      {"setup.wing.apart",
       false,
       "include",
       {def("group-attribute", T::Id, "wing-of", "unit attribute naming the historical regiment split"),
        def("max-facing-difference", T::Number, "45", "degrees; side by side within it"),
        p("max-gap", T::Number, "most inches between the wings' flanks (unset: not checked)"),
        def("strength-attribute", T::Id, "stands", "unit attribute: stands, times the base width for a front")}});
  c.push_back({"oob.unit.companion",
               true,
               "include",
               {req("companion-types", T::IdList, "unit types of the companions, in the same formation"),
                def("min", T::Integer, "1", "fewest companions each"), p("max", T::Integer, "most companions each")}});
  c.push_back({"oob.wing.split",
               false,
               "include",
               {def("group-attribute", T::Id, "wing-of", "unit attribute naming the historical regiment split"),
                def("wing-attribute", T::Id, "wing", "unit attribute naming the wing"),
                def("wings", T::TextList, "Right Wing|Left Wing", "the wings of one regiment, one unit each"),
                p("max-size-difference", T::Number, "most stands between the two wings (unset: not checked)"),
                def("size-attribute", T::Id, "stands", "unit attribute compared by max-size-difference")}});
  c.push_back({"oob.wing.colors",
               false,
               "include",
               {def("group-attribute", T::Id, "wing-of", "unit attribute naming the historical regiment split"),
                def("color-attribute", T::Id, "color-stand", "unit attribute, true on the wing with the colors")}});
  c.push_back(
      {"formation.attribute.sum",
       true,
       ex,
       {p("level", T::Id, "formations of this OOB level"),
        req("attribute", T::Id, "the formation attribute holding the printed total"),
        req("of", T::Id, "the unit attribute summed"), def("deep", T::Boolean, "false", "sum the whole subtree")}});
  c.push_back(
      {"formation.attribute.ratio",
       false,
       "include",
       {p("level", T::Id, "formations of this OOB level"), req("attribute", T::Id, "the formation attribute checked"),
        req("of", T::Id, "the formation attribute it is a fraction of"),
        req("fraction", T::Number, "the fraction the rulebook states"),
        choice("round", {"ceil", "floor", "nearest"}, "nearest", "rounding of fraction x of")}});
  c.push_back(
      {"map.hexside.elevation",
       false,
       "include",
       {p("types", T::IdList, "hexside types"),
        choice("require", {"equal", "different", "toward-lower"}, "", "what the two hexes' levels must be", true),
        p("level", T::Integer, "both hexes at this level")}});
  c.push_back({"map.feature.count",
               false,
               "include",
               {req("feature", T::Id, "the hex feature type counted"), p("exactly", T::Integer, "hexes required"),
                p("min", T::Integer, "fewest hexes"), p("max", T::Integer, "most hexes")}});
  c.push_back({"map.feature.requires",
               false,
               "include",
               {req("features", T::IdList, "hex feature types checked"),
                p("terrain", T::IdList, "the hex's terrain must be one of these"),
                p("not-terrain", T::IdList, "the hex's terrain must be none of these"),
                p("with-feature", T::IdList, "the hex must also have one of these features"),
                p("hexside", T::IdList, "a hexside of the hex must have one of these types"),
                p("route", T::IdList, "a route through the hex: any, or route types")}});
  c.push_back(
      {"map.feature.groups",
       false,
       "include",
       {req("feature", T::Id, "the hex feature type whose adjacent hexes form groups"),
        p("min-size", T::Integer, "fewest hexes in a group"), p("max-size", T::Integer, "most hexes in a group"),
        def("lone", T::Integer, "0", "groups of a single hex allowed besides min-size")}});
  c.push_back({"map.hex.required",
               false,
               "include",
               {req("hexes", T::HexList, "hexes the rulebook names"),
                p("feature", T::IdList, "each hex must have one of these features (map.hex.property)"),
                p("terrain", T::IdList, "each hex's terrain must be one of these (map.hex.property)"),
                def("edge", T::Boolean, "false", "each hex must be on the map edge (map.hex.property)"),
                def("impassable", T::Boolean, "false", "each hex must be impassable (map.hex.property)")}});
  c.push_back({"map.area.required",
               false,
               "include",
               {req("kind", T::Id, "area kind"), p("side", T::Id, "areas of this side"),
                def("min", T::Integer, "1", "fewest areas"), p("max", T::Integer, "most areas"),
                def("per-side", T::Boolean, "false",
                    "count the areas of each side that sets up or brings in units, each against min and max")}});
  c.push_back(
      {"setup.stacking.exceeded",
       true,
       ex,
       {p("max-units", T::Integer, "most units in a hex"),
        p("max-strength", T::Number, "most strength points in a hex"),
        def("strength-attributes", T::IdList, "strength", "attributes holding strength; the first present counts"),
        p("unit-points", T::IdList, "type:points, what a unit of that type counts for"),
        p("terrain", T::IdList, "only hexes of these terrain types"),
        p("except-hexes", T::HexList, "hexes the limit does not apply to"),
        def("per-side", T::Boolean, "true", "count each side separately"),
        p("pair-exempt-types", T::IdList,
          "one unit of these types with one unit of another type is within max-strength whatever its size")}});
  c.push_back({"setup.stacking.mixed-type",
               true,
               ex,
               {p("allow-types", T::IdList, "unit types that may share the hex"),
                def("alone", T::Boolean, "false", "the unit may share its hex with no other unit"),
                p("with-states", T::IdList,
                  "instead of other types: the unit may not share its hex with a unit in one of these states")}});
  c.push_back({"setup.stacking.formation",
               true,
               ex,
               {p("level", T::Id, "units must share the ancestor at this level (default: the same formation)")}});
  c.push_back({"setup.facing.mixed", true, ex, {}});
  c.push_back({"setup.facing.missing", true, ex, {}});
  c.push_back({"setup.hex.prohibited", true, "include", hexConditions()});
  c.push_back({"setup.hex.required", true, "include", hexConditions()});
  c.push_back({"setup.area.required",
               true,
               "include",
               {p("kind", T::IdList, "area kinds"), p("areas", T::IdList, "area ids (one division's set-up area)"),
                def("own-side", T::Boolean, "true", "only areas of the unit's own side"),
                def("tolerance", T::Integer, "0", "hexes outside the area still accepted")}});
  c.push_back({"setup.area.count",
               true,
               "include",
               {p("kind", T::IdList, "area kinds"), p("areas", T::IdList, "area ids"),
                p("area-name", T::TextList, "the area's name or id contains one of these"),
                p("exclude-area-name", T::TextList, "the area's name or id contains none of these"),
                p("min", T::Integer, "fewest units"), p("max", T::Integer, "most units")}});
  c.push_back({"setup.state.invalid",
               true,
               "include",
               {req("states", T::IdList, "setup states allowed"),
                def("required", T::Boolean, "false", "an empty state fails too")}});
  c.push_back({"setup.state.restricted",
               true,
               "include",
               {req("states", T::IdList, "states only the units the filter selects may start in")}});
  c.push_back({"setup.unit.arrives-later",
               true,
               "include",
               {p("turn", T::Integer, "earliest turn it may arrive as a reinforcement")}});
  c.push_back({"setup.unit.required", true, "include", {}});
  c.push_back({"setup.leader.distance",
               true,
               only,
               {req("max-distance", T::Number, "hexes (inches on tables)"),
                choice("direction", {"leader-to-units", "units-to-leader"}, "leader-to-units",
                       "leader near his units, or each unit near its leader"),
                p("level", T::Id, "units-to-leader: the formation level whose leader counts")}});
  c.push_back({"setup.parent.distance",
               true,
               ex,
               {req("parent-types", T::IdList, "unit types that may be the unit's parent"),
                req("level", T::Id, "the formation level parent and unit share"),
                req("max-distance", T::Number, "hexes (inches on tables)")}});
  c.push_back({"setup.enemy.distance",
               true,
               ex,
               {req("min-distance", T::Integer, "fewest hexes to the nearest enemy unit"),
                def("strength-attribute", T::Id, "strength", "enemy unit attribute compared with min-strength"),
                def("min-strength", T::Number, "1", "enemy units weaker than this are ignored")}});
  c.push_back({"setup.start-hex.distance",
               true,
               "include",
               {def("attribute", T::Id, "start-hex", "unit or formation attribute holding the start hex"),
                req("max-distance", T::Integer, "hexes")}});
  c.push_back({"reinforcement.turn.range",
               true,
               "include",
               {p("min", T::Integer, "earliest turn"), p("max", T::Integer, "latest turn")}});
  c.push_back({"reinforcement.entry.not-edge",
               false,
               "include",
               {p("area-kinds", T::IdList, "area kinds that count as entry areas"),
                p("features", T::IdList, "features that count as entry hexes")}});
  c.push_back({"reinforcement.entry.hex",
               true,
               "include",
               {p("hexes", T::HexList, "allowed entry hexes"), p("areas", T::IdList, "allowed entry areas")}});
  c.push_back({"scenario.turn.optional",
               false,
               "include",
               {req("labels", T::TextList, "turn labels (contained, any case) allowed only under the optional rule")}});
  c.push_back({"scenario.unit.optional", true, "include", {}});
  c.push_back({"scenario.optional.exclusive",
               false,
               "include",
               {req("rules", T::IdList, "optional rules of one group"),
                def("max", T::Integer, "1", "most of them in force at once"),
                p("requires", T::Id, "the optional rule they belong to, in force whenever one of them is")}});
  c.push_back({"table.zone.edge-distance",
               false,
               "include",
               {def("kinds", T::IdList, "deployment", "area kinds"),
                req("max-depth", T::Number, "inches from the nearest allowed edge"),
                {"edges", T::IdList, "", {"north", "south", "west", "east"}, false, "allowed table edges"},
                p("side", T::Id, "only the zones of this side (its edge then given alone in edges)")}});
  c.push_back(
      {"table.state.prohibited-in",
       true,
       "include",
       {req("terrain", T::IdList, "polygon terrain types"), req("states", T::IdList, "setup states prohibited")}});
  c.push_back({"table.terrain.garrison",
               true,
               ex,
               {req("terrain", T::IdList, "polygon terrain types"),
                p("max-stands", T::Number, "most stands (default: the terrain's garrison-max-stands)"),
                def("strength-attribute", T::Id, "stands", "unit attribute counted"),
                p("allow", T::IdList, "unit types, or type:state, allowed inside")}});
  c.push_back({"table.formation.interval",
               true,
               ex,
               {def("level", T::Id, "brigade", "formation level"), p("min-gap", T::Number, "inches between fronts"),
                def("max-facing-difference", T::Number, "45", "degrees; side by side within it"),
                def("strength-attribute", T::Id, "stands", "unit attribute giving the front's stands")}});
  c.push_back({"table.terrain.rectangle",
               false,
               "include",
               {req("terrain", T::IdList, "polygon terrain types"),
                def("tolerance", T::Number, "0.05", "inches of drawing tolerance"),
                p("side-multiple", T::Number, "inches every side is a whole multiple of (unset: not checked)")}});
  c.push_back({"table.terrain.contains",
               false,
               "include",
               {req("terrain", T::IdList, "polygon terrain types"),
                req("contains", T::IdList, "terrain types of which one piece must lie inside or on each"),
                def("attribute", T::Id, "level", "piece attribute compared with min"),
                p("min", T::Number, "only pieces whose attribute is at least this")}});
  c.push_back({"table.terrain.crossing",
               false,
               "include",
               {req("terrain", T::IdList, "polyline terrain types (streams)"),
                req("crossings", T::IdList, "terrain types that cross them (fords, bridges)"),
                def("zones", T::IdList, "deployment", "area kinds whose sides' zones the stream lies between"),
                def("tolerance", T::Number, "0.5", "inches a crossing may lie off the drawn line")}});
  return c;
}

bool isInteger(const std::string& s) {
  if (s.empty()) return false;
  std::size_t i = (s[0] == '-' || s[0] == '+') ? 1 : 0;
  if (i == s.size()) return false;
  return std::all_of(s.begin() + static_cast<std::ptrdiff_t>(i), s.end(),
                     [](char ch) { return ch >= '0' && ch <= '9'; });
}

bool isNumber(const std::string& s) {
  if (s.empty()) return false;
  char* end = nullptr;
  std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size();
}

bool isBoolean(const std::string& s) {
  return s == "true" || s == "false" || s == "yes" || s == "no" || s == "1" || s == "0";
}

std::vector<std::string> items(const std::string& s) {
  std::vector<std::string> out;
  std::string item;
  for (char ch : s + ",") {
    if (ch == ',' || ch == '|' || ch == ' ' || ch == '\t' || ch == '\n') {
      if (!item.empty()) out.push_back(std::move(item));
      item.clear();
    } else {
      item += ch;
    }
  }
  return out;
}

std::string joined(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

/// "" when the value fits the type, else what was expected.
std::string expectation(const ParamInfo& info, const std::string& value) {
  switch (info.type) {
    case T::Integer:
      return isInteger(value) ? "" : "an integer";
    case T::Number:
      return isNumber(value) ? "" : "a number";
    case T::Boolean:
      return isBoolean(value) ? "" : "true or false";
    case T::Choice:
      return std::find(info.allowed.begin(), info.allowed.end(), value) != info.allowed.end()
                 ? ""
                 : "one of " + joined(info.allowed, ", ");
    case T::IdList:
      if (!info.allowed.empty())
        for (const auto& item : items(value))
          if (std::find(info.allowed.begin(), info.allowed.end(), item) == info.allowed.end())
            return "a list of " + joined(info.allowed, ", ");
      return "";
    case T::Id:
      return value.find_first_of(" ,|") == std::string::npos ? "" : "a single id";
    case T::TextList:
    case T::HexList:
      return "";
  }
  return "";
}

}  // namespace

const std::vector<RuleParams>& checkParamCatalogue() {
  static const std::vector<RuleParams> catalogue = build();
  return catalogue;
}

const RuleParams* findRuleParams(std::string_view rule) {
  for (const RuleParams& r : checkParamCatalogue())
    if (r.rule == rule) return &r;
  return nullptr;
}

const std::vector<ParamInfo>& unitFilterParams() {
  static const std::vector<ParamInfo> params = {
      p("side", T::IdList, "side ids"),
      p("types", T::IdList, "unit type ids"),
      p("exclude-types", T::IdList, "unit type ids left out"),
      p("units", T::IdList, "unit ids"),
      p("formations", T::IdList, "formation ids: the unit's formation or any ancestor (the formation's subtree)"),
      p("exclude-formations", T::IdList, "formation ids whose subtree is left out"),
      p("formation-designations", T::TextList,
        "printed formation designations (\"1/2/III\"): the unit's formation or any ancestor prints one, any case"),
      p("designations", T::TextList, "the unit's printed designation is one of these, any case"),
      choice("leaders", {"include", "exclude", "only"}, "", "leader units: default per rule"),
      p("when-state", T::IdList, "setup states"),
      p("with-attribute", T::IdList, "attributes that must be on (true, non-zero or non-empty)"),
      p("without-attribute", T::IdList, "attributes that must be off"),
      p("name", T::TextList, "the unit's name or designation contains one of these, any case"),
      p("when-optional", T::IdList, "the check runs only when all these optional rules are in force"),
      p("unless-optional", T::IdList, "the check does not run when any of these optional rules is in force"),
  };
  return params;
}

std::vector<ParamProblem> checkParamProblems(const std::string& rule,
                                             const std::map<std::string, std::string>& params) {
  std::vector<ParamProblem> out;
  if (!builtinChecks().findRule(rule)) return out;
  const RuleParams* rp = findRuleParams(rule);
  auto find = [&](const std::string& name) -> const ParamInfo* {
    if (rp)
      for (const ParamInfo& i : rp->params)
        if (i.name == name) return &i;
    // The optional-rule switches gate every rule; the other filter parameters only
    // rules that select units.
    for (const ParamInfo& i : unitFilterParams())
      if (i.name == name && ((rp && rp->filter) || name == "when-optional" || name == "unless-optional")) return &i;
    return nullptr;
  };
  for (const auto& [name, value] : params) {
    const ParamInfo* info = find(name);
    if (!info) {
      std::string known;
      if (rp)
        for (const ParamInfo& i : rp->params) known += (known.empty() ? "" : ", ") + i.name;
      if (rp && rp->filter) known += std::string(known.empty() ? "" : ", ") + "the unit filter";
      out.push_back({ParamProblem::Kind::Unknown, name,
                     "rule " + rule + " has no parameter '" + name + "'" +
                         (known.empty() ? " (it takes none)" : " (it reads " + known + ")")});
      continue;
    }
    if (value == "unknown") continue;
    const std::string expected = expectation(*info, value);
    if (!expected.empty())
      out.push_back({ParamProblem::Kind::Type, name,
                     "parameter '" + name + "' of rule " + rule + " is \"" + value + "\"; expected " + expected});
  }
  if (rp)
    for (const ParamInfo& i : rp->params)
      if (i.required && !params.count(i.name))
        out.push_back({ParamProblem::Kind::Missing, i.name,
                       "rule " + rule + " needs parameter '" + i.name + "' (" + i.doc + ")"});
  return out;
}

}  // namespace hexwright::model
