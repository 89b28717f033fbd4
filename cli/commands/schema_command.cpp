// hexwright schema ID [--format text|json]: what a ruleset schema defines, for people
// (a summary) or programs (the whole model::Ruleset as JSON).
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::cli {
namespace {

using nlohmann::json;
namespace m = hexwright::model;

struct SchemaOptions {
  std::string id;
  std::string format = "text";
};

json rangeJson(const m::NumberRange& r) {
  if (!r.known()) return nullptr;
  return json{{"min", r.min ? json(*r.min) : json(nullptr)}, {"max", r.max ? json(*r.max) : json(nullptr)}};
}

template <class T>
json opt(const std::optional<T>& v) {
  return v ? json(*v) : json(nullptr);
}

json valueJson(const std::optional<m::AttributeValue>& v) { return v ? json(m::formatAttribute(*v)) : json(nullptr); }

json movementJson(const std::vector<m::MovementEntry>& entries) {
  json j = json::object();
  for (const auto& e : entries) j[e.mobility] = e.cost.text();
  return j;
}

json attributesJson(const m::AttributeDefs& defs) {
  json list = json::array();
  for (const auto& d : defs) {
    json a{{"name", d.name}, {"type", m::attributeTypeName(d.type)}, {"required", d.required}};
    if (!d.label.empty()) a["label"] = d.label;
    if (d.min) a["min"] = *d.min;
    if (d.max) a["max"] = *d.max;
    if (!d.allowedValues.empty()) a["values"] = d.allowedValues;
    if (d.defaultValue) a["default"] = m::formatAttribute(*d.defaultValue);
    if (!d.unit.empty()) a["unit"] = d.unit;
    if (!d.rule.empty()) a["rule"] = d.rule;
    list.push_back(a);
  }
  return list;
}

json statedJson(const m::StatedValues& values) {
  json list = json::array();
  for (const auto& v : values) list.push_back({{"name", v.name}, {"value", valueJson(v.value)}, {"rule", v.rule}});
  return list;
}

json rulesetJson(const m::Ruleset& r) {
  json j{{"id", r.id}, {"name", r.name}, {"version", r.version}, {"game", r.game}, {"publisher", r.publisher}};
  const auto& n = r.numbering;
  j["grid"] = {{"kind", r.gridKind == m::GridKind::Hex ? "hex" : "table"},
               {"orientation", n.orientation == m::Orientation::FlatTop ? "flat-top" : "pointy-top"},
               {"shove", n.shove == m::Shove::Odd ? "odd" : "even"},
               {"column_origin", n.columnOrigin},
               {"row_origin", n.rowOrigin},
               {"digits", n.digits},
               {"unknown", r.numberingUnknown},
               {"columns", r.defaultColumns},
               {"rows", r.defaultRows}};
  j["scale"] = {{"hex_yards", r.hexYards}, {"yards_per_inch", rangeJson(r.yardsPerInch)}, {"rule", r.scaleRule}};
  j["turns"] = {{"days", opt(r.turns.days)},
                {"turns_per_day", opt(r.turns.turnsPerDay)},
                {"total_turns", opt(r.turns.totalTurns)},
                {"scenario_turns", rangeJson(r.turns.scenarioTurns)}};
  for (const auto& s : r.sides) j["sides"].push_back({{"id", s.id.value}, {"name", s.name}, {"color", s.color}});
  for (const auto& t : r.terrain)
    j["terrain"].push_back({{"id", t.id},
                            {"name", t.name},
                            {"rule", t.rule},
                            {"movement", movementJson(t.movement)},
                            {"attributes", attributesJson(t.attributes)}});
  for (const auto& h : r.hexsides)
    j["hexsides"].push_back({{"id", h.id},
                             {"name", h.name},
                             {"rule", h.rule},
                             {"directional", h.directional},
                             {"toward", h.towardMeaning},
                             {"movement", movementJson(h.movement)}});
  for (const auto& t : r.routes)
    j["routes"].push_back({{"id", t.id}, {"name", t.name}, {"rule", t.rule}, {"movement", movementJson(t.movement)}});
  for (const auto& f : r.features)
    j["features"].push_back({{"id", f.id},
                             {"name", f.name},
                             {"category", m::featureCategoryName(f.category)},
                             {"rule", f.rule},
                             {"max_per_map", opt(f.maxPerMap)},
                             {"attributes", attributesJson(f.attributes)}});
  for (const auto& a : r.areaKinds) j["area_kinds"].push_back({{"id", a.id}, {"name", a.name}, {"rule", a.rule}});
  json levels = json::array();
  for (const auto& l : r.elevation.levels) levels.push_back({{"level", l.level}, {"name", l.name}});
  j["elevation"] = {{"kind", m::elevationKindName(r.elevation.kind)},
                    {"min", opt(r.elevation.minLevel)},
                    {"max", opt(r.elevation.maxLevel)},
                    {"levels", levels}};
  for (const auto& u : r.unitTypes)
    j["unit_types"].push_back({{"id", u.id},
                               {"name", u.name},
                               {"symbol", m::natoSymbolName(u.symbol)},
                               {"leader", u.isLeader},
                               {"mobility", u.mobility},
                               {"rule", u.rule},
                               {"attributes", attributesJson(u.attributes)}});
  for (const auto& l : r.oobLevels) {
    json sides = json::array();
    for (const auto& s : l.sides) sides.push_back(s.value);
    j["oob_levels"].push_back({{"id", l.id},
                               {"name", l.name},
                               {"parents", l.parents},
                               {"sides", sides},
                               {"leader_required", opt(l.leaderRequired)},
                               {"rule", l.rule}});
  }
  for (const auto& o : r.optionalRules)
    j["optional_rules"].push_back({{"id", o.id}, {"name", o.name}, {"rule", o.rule}});
  for (const auto& c : r.checks)
    j["checks"].push_back(
        {{"rule", c.rule}, {"severity", m::severityName(c.severity)}, {"params", c.params}, {"ref", c.ref}});
  j["constants"] = statedJson(r.constants);
  return j;
}

template <class T, class F>
void section(std::ostream& out, const char* title, const std::vector<T>& items, F line) {
  out << title << " (" << items.size() << "):\n";
  for (const auto& item : items) {
    out << "  ";
    line(item);
    out << '\n';
  }
}

std::string ruleTag(const std::string& rule) { return rule.empty() ? "" : " [" + rule + "]"; }

void printText(std::ostream& out, const m::Ruleset& r) {
  out << r.id << ": " << r.name << " (version " << r.version << ")\n";
  if (!r.game.empty()) out << "game: " << r.game << (r.publisher.empty() ? "" : ", " + r.publisher) << '\n';
  out << "grid: " << (r.gridKind == m::GridKind::Hex ? "hex" : "table");
  if (r.hexYards > 0) out << ", " << r.hexYards << " yards per hex";
  out << '\n';
  section(out, "terrain", r.terrain, [&](const auto& t) { out << t.id << " \"" << t.name << "\"" << ruleTag(t.rule); });
  section(out, "hexsides", r.hexsides, [&](const auto& h) {
    out << h.id << " \"" << h.name << "\"" << (h.directional ? " directional" : "") << ruleTag(h.rule);
  });
  section(out, "routes", r.routes, [&](const auto& t) { out << t.id << " \"" << t.name << "\"" << ruleTag(t.rule); });
  section(out, "hex features", r.features, [&](const auto& f) {
    out << f.id << " \"" << f.name << "\" (" << m::featureCategoryName(f.category) << ")" << ruleTag(f.rule);
  });
  section(out, "unit types", r.unitTypes, [&](const auto& u) {
    out << u.id << " \"" << u.name << "\"" << (u.isLeader ? " leader" : "") << ruleTag(u.rule);
    for (const auto& a : u.attributes)
      out << "\n    " << a.name << ": " << m::attributeTypeName(a.type) << (a.required ? ", required" : "");
  });
  section(out, "OOB levels", r.oobLevels, [&](const auto& l) {
    out << l.id << " \"" << l.name << "\"";
    if (!l.parents.empty()) {
      out << " under";
      for (const auto& p : l.parents) out << ' ' << p;
    }
    out << ruleTag(l.rule);
  });
  section(out, "sides", r.sides, [&](const auto& s) { out << s.id.value << " \"" << s.name << "\""; });
  section(out, "optional rules", r.optionalRules,
          [&](const auto& o) { out << o.id << " \"" << o.name << "\"" << ruleTag(o.rule); });
  section(out, "checks", r.checks, [&](const auto& c) {
    out << c.rule << " " << m::severityName(c.severity);
    for (const auto& [k, v] : c.params) out << ' ' << k << '=' << v;
    out << ruleTag(c.ref);
  });
}

void runSchema(const SchemaOptions& o, CliContext& ctx) {
  model::Diagnostics d;
  auto r = io::loadRulesetById(o.id, d);
  if (!r) return finishCommand(ctx, o.format == "json", d, {}, kExitBadInput);
  if (o.format != "json") printText(ctx.out, *r);
  finishCommand(ctx, o.format == "json", d, o.format == "json" ? rulesetJson(*r) : json(), kExitOk);
}

}  // namespace

void addSchemaCommand(CLI::App& command, CliContext& ctx) {
  auto options = std::make_shared<SchemaOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("id", options->id, "Ruleset id (see 'hexwright rulesets')")->required();
  addFormatOption(*cmd, options->format);
  cmd->callback([options, &ctx] { runSchema(*options, ctx); });
}

}  // namespace hexwright::cli
