// hexwright analyze los BUNDLE --from HEX [--from HEX …] [--to HEX] [--range N]
//   [--step INCHES] [--condition ID …] [--choose CHOICE=OPTION …] [--units on|off] [--side SIDE] [--facing D] [--format
//   text|json]
#include <CLI/CLI.hpp>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <set>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "cli/los_choice_answers.h"
#include "cli/table_los_report.h"
#include "model/analysis/line_of_sight.h"
#include "model/io/bundle_with_ruleset.h"

namespace hexwright::cli {
namespace {

namespace m = hexwright::model;

struct LosOptions {
  std::string bundle;
  std::vector<std::string> from;
  std::string to;
  std::optional<double> range;  // hexes on a hex map (default 10), inches on a table (default all of it)
  double step = 1.0;
  std::vector<std::string> conditions;
  std::vector<std::string> choose;
  std::string units = "off";
  std::optional<int> facing;
  std::string side;
  std::string format = "text";
};

// Parses --from/--to labels; a label that is no hex of this map is an error naming the labels.
std::optional<m::HexCoord> hexOf(const std::string& label, const m::Map& map, m::Diagnostics& d) {
  const auto& conv = map.grid().convention;
  const auto hex = m::parseLabel(label, conv);
  if (hex && map.contains(*hex)) return hex;
  const std::string first = map.grid().size() ? m::formatLabel(map.grid().at(0), conv) : "none";
  const std::string last = map.grid().size() ? m::formatLabel(map.grid().at(map.grid().size() - 1), conv) : "none";
  d.add(m::Severity::Error, "analysis.hex.unknown",
        "'" + label + "' is no hex of this map (labels run " + first + " to " + last + ")");
  return std::nullopt;
}

// The scenario's answers (scenario.xml <los-choices>), then this run's --choose.
m::LosSettings settingsFrom(const LosOptions& o, const m::Scenario& scenario, const m::Ruleset& ruleset,
                            m::Diagnostics& d) {
  m::LosSettings s;
  s.conditions = o.conditions;
  s.choices = scenario.losChoices;
  s.units = o.units == "on";
  if (s.units && scenario.map.kind == m::GridKind::Table)
    s.unitsOnTable = m::combatUnitsOnTable(ruleset, scenario);
  else if (s.units)
    s.unitsOnMap = m::combatUnitsOnMap(ruleset, scenario);
  if (!o.side.empty()) {
    if (!ruleset.findSide(m::SideId{o.side}))
      d.add(m::Severity::Error, "analysis.los.side", "--side " + o.side + ": the ruleset has no such side");
    s.viewerSide = m::SideId{o.side};
  }
  s.facing = o.facing;
  if (o.facing && !ruleset.los.frontVertexFacing)
    d.add(m::Severity::Warning, "analysis.los.facing",
          "--facing: " + ruleset.name + " states no facing limit on line of sight; the facing is not used");
  addChoiceAnswers(o.choose, ruleset.los, s, d);
  return s;
}

nlohmann::ordered_json resultJson(const m::LosResult& r, const m::OffsetConvention& conv) {
  nlohmann::ordered_json j;
  j["verdict"] = m::losVerdictName(r.verdict);
  j["rule"] = r.rule;
  if (r.blocker) {
    const char* kinds[] = {"hex", "hexside", "range", "facing"};
    j["blocker"] = {{"kind", kinds[static_cast<int>(r.blocker->kind)]},
                    {"at", m::losBlockerPlace(*r.blocker, conv)},
                    {"type", r.blocker->type},
                    {"rule", r.blocker->rule},
                    {"reason", r.blocker->reason}};
  }
  if (!r.undecided.empty()) j["undecided"] = r.undecided;
  return j;
}

void printResult(std::ostream& out, const std::string& a, const std::string& b, const m::LosResult& r,
                 const m::Ruleset& ruleset, const m::OffsetConvention& conv) {
  out << a << " -> " << b << ": " << m::losVerdictName(r.verdict);
  if (r.blocker) {
    const std::string at = m::losBlockerPlace(*r.blocker, conv);
    out << ": " << r.blocker->reason << (at.empty() ? "" : " " + at);
    if (!r.blocker->rule.empty()) out << " (" << ruleset.name << " " << r.blocker->rule << ")";
  } else if (r.verdict == m::LosVerdict::Clear && !r.rule.empty()) {
    out << " (" << ruleset.name << " " << r.rule << ")";
  }
  if (!r.undecided.empty()) out << ": depends on " << undecidedText(r.undecided, ruleset.los);
  out << '\n';
}

struct Viewshed {
  std::set<m::HexCoord> seen, unknown, all;
};

void runTableLos(const LosOptions& o, const io::BundleWithRuleset& loaded, m::Diagnostics& d, CliContext& ctx) {
  const bool json = o.format == "json";
  m::LosSettings settings = settingsFrom(o, loaded.scenario, *loaded.ruleset, d);
  if (settings.units && !settings.viewerSide) settings.viewerSide = sideOfViewers(o.from, loaded.scenario);
  if (d.hasErrors()) return finishCommand(ctx, json, d, {}, kExitBadInput);
  const m::TableLosEngine engine(*loaded.ruleset, loaded.scenario.map, settings);
  for (const auto& note : engine.unitNotes())
    d.add(m::Severity::Warning, "analysis.los.table-units",
          "--units on: " + note + (note.find("side is not known") != std::string::npos ? " (give --side SIDE)" : ""));
  const TableLosRequest request{o.from, o.to, o.range, o.step};
  auto result = reportTableLos(request, engine, loaded.scenario, *loaded.ruleset, d, json, ctx.out);
  finishCommand(ctx, json, d, result, d.hasErrors() ? kExitBadInput : kExitOk);
}

void runLos(const LosOptions& o, CliContext& ctx) {
  const bool json = o.format == "json";
  m::Diagnostics d;
  auto loaded = io::loadBundleWithRuleset(o.bundle, d);
  if (!loaded) return finishCommand(ctx, json, d, {}, kExitBadInput);
  const m::Map& map = loaded->scenario.map;
  const m::Ruleset& ruleset = *loaded->ruleset;
  const auto& conv = map.grid().convention;
  if (!ruleset.los.stated) {
    d.add(m::Severity::Error, "analysis.los.unstated", "the ruleset " + ruleset.id + " states no <los> rules");
    return finishCommand(ctx, json, d, {}, kExitBadInput);
  }
  if (map.kind == m::GridKind::Table) return runTableLos(o, *loaded, d, ctx);
  const int range = static_cast<int>(o.range.value_or(10));
  if (o.range && (*o.range != range || range > 200))
    d.add(m::Severity::Error, "analysis.los.range", "--range on a hex map is a whole number of hexes, 1 to 200");
  std::vector<m::HexCoord> from;
  for (const auto& label : o.from)
    if (auto h = hexOf(label, map, d)) from.push_back(*h);
  std::optional<m::HexCoord> to;
  if (!o.to.empty()) to = hexOf(o.to, map, d);
  const m::LosSettings settings = settingsFrom(o, loaded->scenario, ruleset, d);
  if (d.hasErrors()) return finishCommand(ctx, json, d, {}, kExitBadInput);

  const m::LosEngine engine(ruleset, map, settings);
  nlohmann::ordered_json result;
  result["ruleset"] = ruleset.id;
  if (to) {
    auto& lines = result["lines"] = nlohmann::ordered_json::array();
    for (const auto f : from) {
      const auto r = engine.check(f, *to);
      nlohmann::ordered_json j{{"from", m::formatLabel(f, conv)}, {"to", o.to}};
      j.update(resultJson(r, conv));
      lines.push_back(j);
      if (!json) printResult(ctx.out, m::formatLabel(f, conv), m::formatLabel(*to, conv), r, ruleset, conv);
    }
    return finishCommand(ctx, json, d, result, kExitOk);
  }
  Viewshed v;
  for (const auto f : from)
    for (const auto& s : engine.viewshed(f, range)) {
      v.all.insert(s.hex);
      if (s.verdict == m::LosVerdict::Clear) v.seen.insert(s.hex);
      if (s.verdict == m::LosVerdict::Unknown) v.unknown.insert(s.hex);
    }
  for (const auto h : v.seen) v.unknown.erase(h);
  const auto labels = [&](const std::set<m::HexCoord>& hexes) {
    std::vector<std::string> out;
    for (const auto h : hexes) out.push_back(m::formatLabel(h, conv));
    std::sort(out.begin(), out.end());
    return out;
  };
  result["from"] = o.from;
  result["range"] = range;
  result["hexes"] = v.all.size();
  result["seen"] = labels(v.seen);
  result["unknown"] = labels(v.unknown);
  if (!json) {
    ctx.out << (from.size() == 1 ? o.from[0] : std::to_string(from.size()) + " hexes") << " see " << v.seen.size()
            << " of " << v.all.size() << " hexes within " << range << "; " << v.unknown.size() << " unknown\n";
    for (const char* part : {"seen", "unknown"}) {
      if (result[part].empty()) continue;
      ctx.out << part << ":";
      for (const auto& l : result[part]) ctx.out << ' ' << l.get<std::string>();
      ctx.out << '\n';
    }
  }
  finishCommand(ctx, json, d, result, kExitOk);
}

}  // namespace

void addAnalyzeLosCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<LosOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("--from", o->from,
                  "Hex that looks (its printed label), or on a tabletop X,Y inches or a unit id; repeat for a whole "
                  "position")
      ->required();
  cmd->add_option("--to", o->to, "Hex (or tabletop point) looked at; without it, the viewshed of --from");
  cmd->add_option("--range", o->range,
                  "Viewshed radius: hexes on a hex map (default 10), inches on a tabletop (default the whole table)")
      ->check(CLI::Range(0.1, 1000.0));
  cmd->add_option("--step", o->step, "Tabletop viewshed: inches between the points judged (default 1)")
      ->check(CLI::Range(0.25, 12.0));
  cmd->add_option("--condition", o->conditions, "A circumstance in force, as the ruleset names it (evening)");
  cmd->add_option("--choose", o->choose, "Answer one of the ruleset's line-of-sight choices: CHOICE=OPTION");
  cmd->add_option("--units", o->units, "Count the set-up combat units between the ends, by the ruleset's unit rules")
      ->capture_default_str()
      ->check(CLI::IsMember({"on", "off"}));
  cmd->add_option("--side", o->side, "Whose sight it is, for friendly and enemy units (default: the side in --from)");
  cmd->add_option("--facing", o->facing,
                  "The looking unit's facing vertex 0-5, clockwise from the vertex between the first two hexsides "
                  "(rulesets whose sight leaves only through the front hexes)")
      ->check(CLI::Range(0, 5));
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runLos(*o, ctx); });
}

}  // namespace hexwright::cli
