// hexwright analyze reach BUNDLE --unit ID [--turns N] [--format text|json]
#include <CLI/CLI.hpp>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/cli_context.h"
#include "cli/command_list.h"
#include "cli/diagnostics_output.h"
#include "model/analysis/movement_reach.h"
#include "model/io/bundle_with_ruleset.h"

namespace hexwright::cli {
namespace {

namespace m = hexwright::model;

struct ReachOptions {
  std::string bundle;
  std::string unit;
  int turns = 1;
  std::string format = "text";
};

std::string missingText(const m::MissingCost& c) {
  return std::string(m::designerCostOnName(c.on)) + " " + c.type + " for " + c.mobility;
}

std::vector<std::string> labels(std::vector<m::HexCoord> hexes, const m::OffsetConvention& conv) {
  std::vector<std::string> out;
  for (const auto h : hexes) out.push_back(m::formatLabel(h, conv));
  std::sort(out.begin(), out.end());
  return out;
}

void printText(std::ostream& out, const ReachOptions& o, const m::ReachResult& r, const m::OffsetConvention& conv) {
  out << o.unit << " (" << r.mobility << ", " << r.allowance << " MP from " << r.allowanceFrom << ") in "
      << m::formatLabel(*r.start, conv) << ":\n";
  for (int turn = 1; turn <= o.turns; ++turn) {
    std::vector<m::HexCoord> hexes;
    for (const auto& h : r.reached)
      if (h.turn == turn && h.hex != *r.start) hexes.push_back(h.hex);
    out << "turn " << turn << ": " << hexes.size() << " hexes";
    for (const auto& l : labels(hexes, conv)) out << ' ' << l;
    out << '\n';
  }
  if (r.unknown.empty()) return;
  out << "unknown: " << r.unknown.size() << " hexes lie past costs nobody states:";
  for (const auto& l : labels(r.unknown, conv)) out << ' ' << l;
  out << "\nmissing costs (set them in scenario.xml <movement-costs>, docs/analysis.md):\n";
  for (const auto& c : r.missing) out << "  " << missingText(c) << ": needed by " << c.steps << " steps\n";
}

nlohmann::ordered_json toJson(const m::ReachResult& r, const m::OffsetConvention& conv) {
  nlohmann::ordered_json j;
  j["start"] = m::formatLabel(*r.start, conv);
  j["mobility"] = r.mobility;
  j["allowance"] = r.allowance;
  j["allowance_from"] = r.allowanceFrom;
  auto& reached = j["reached"] = nlohmann::ordered_json::array();
  for (const auto& h : r.reached)
    reached.push_back(
        {{"hex", m::formatLabel(h.hex, conv)}, {"turn", h.turn}, {"points", h.points}, {"stopped", h.stopped}});
  j["unknown"] = labels(r.unknown, conv);
  auto& missing = j["missing_costs"] = nlohmann::ordered_json::array();
  for (const auto& c : r.missing)
    missing.push_back(
        {{"on", m::designerCostOnName(c.on)}, {"type", c.type}, {"class", c.mobility}, {"steps", c.steps}});
  return j;
}

void runReach(const ReachOptions& o, CliContext& ctx) {
  const bool json = o.format == "json";
  m::Diagnostics d;
  auto loaded = io::loadBundleWithRuleset(o.bundle, d);
  if (!loaded) return finishCommand(ctx, json, d, {}, kExitBadInput);
  const auto& scenario = loaded->scenario;
  if (scenario.map.kind != m::GridKind::Hex)
    d.add(m::Severity::Error, "analysis.reach.table", "movement reach in inches on a tabletop map is not computed yet");
  if (d.hasErrors()) return finishCommand(ctx, json, d, {}, kExitBadInput);
  const m::ReachResult r = m::movementReach(*loaded->ruleset, scenario, m::UnitId{o.unit}, o.turns);
  d.append(r.problems);
  if (d.hasErrors()) return finishCommand(ctx, json, d, {}, kExitBadInput);
  const auto& conv = scenario.map.grid().convention;
  if (!json) printText(ctx.out, o, r, conv);
  nlohmann::ordered_json result{{"unit", o.unit}, {"turns", o.turns}};
  result.update(toJson(r, conv));
  finishCommand(ctx, json, d, result, kExitOk);
}

}  // namespace

void addAnalyzeReachCommand(CLI::App& command, CliContext& ctx) {
  auto o = std::make_shared<ReachOptions>();
  CLI::App* cmd = &command;
  cmd->add_option("bundle", o->bundle, "Scenario bundle (name.hexw folder or name.hexwz)")->required();
  cmd->add_option("--unit", o->unit, "Unit id, as in the order of battle")->required();
  cmd->add_option("--turns", o->turns, "Turns of movement (default 1)")->check(CLI::Range(1, 50));
  addFormatOption(*cmd, o->format);
  cmd->callback([o, &ctx] { runReach(*o, ctx); });
}

}  // namespace hexwright::cli
