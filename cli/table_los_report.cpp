#include "cli/table_los_report.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "cli/los_choice_answers.h"

namespace hexwright::cli {

namespace m = hexwright::model;

namespace {

std::string number(double v) { return m::formatInches(v); }
std::string point(m::Vec2 p) { return m::formatTablePoint(p); }

std::optional<m::Vec2> parsePoint(const std::string& text) {
  const auto comma = text.find(',');
  if (comma == std::string::npos) return std::nullopt;
  try {
    std::size_t used = 0;
    const double x = std::stod(text.substr(0, comma), &used);
    if (used != comma) return std::nullopt;
    const std::string rest = text.substr(comma + 1);
    const double y = std::stod(rest, &used);
    if (used != rest.size() || !std::isfinite(x) || !std::isfinite(y)) return std::nullopt;
    return m::Vec2{x, y};
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

const char* kindName(m::TableLosBlocker::Kind k) {
  const char* names[] = {"piece", "ground", "reverse-slope", "range", "unit"};
  return names[static_cast<int>(k)];
}

std::string blockerText(const m::TableLosBlocker& b, const m::Ruleset& ruleset) {
  std::string text = b.reason;
  if (!b.name.empty()) text += " ('" + b.name + "')";
  text += " at " + point(b.at);
  if (!b.rule.empty()) text += " (" + ruleset.name + " " + b.rule + ")";
  return text;
}

nlohmann::ordered_json blockerJson(const m::TableLosBlocker& b) {
  nlohmann::ordered_json j{{"kind", kindName(b.kind)}, {"piece", b.piece.str()}, {"name", b.name},    {"type", b.type},
                           {"at", {b.at.x, b.at.y}},   {"rule", b.rule},         {"reason", b.reason}};
  if (b.kind == m::TableLosBlocker::Kind::Unit) j["unit"] = b.unit.str();
  return j;
}

nlohmann::ordered_json reportLines(const TableLosRequest& r, const std::vector<m::Vec2>& from, m::Vec2 to,
                                   const m::TableLosEngine& engine, const m::Ruleset& ruleset, bool json,
                                   std::ostream& out) {
  nlohmann::ordered_json lines = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < from.size(); ++i) {
    const auto result = engine.check(from[i], to);
    nlohmann::ordered_json j{
        {"from", r.from[i]}, {"to", r.to}, {"verdict", m::losVerdictName(result.verdict)}, {"rule", result.rule}};
    if (result.blocker) j["blocker"] = blockerJson(*result.blocker);
    if (!result.undecided.empty()) j["undecided"] = result.undecided;
    lines.push_back(j);
    if (json) continue;
    out << point(from[i]) << " -> " << point(to) << ": " << m::losVerdictName(result.verdict);
    if (result.blocker) out << ": " << blockerText(*result.blocker, ruleset);
    if (!result.undecided.empty()) out << ": depends on " << undecidedText(result.undecided, ruleset.los);
    out << '\n';
  }
  return lines;
}

nlohmann::ordered_json reportViewshed(const TableLosRequest& r, const std::vector<m::Vec2>& from, double range,
                                      const m::TableLosEngine& engine, const m::Ruleset& ruleset, bool json,
                                      std::ostream& out) {
  const auto points = engine.viewshed(from, range, r.step);
  std::size_t seen = 0, unknown = 0;
  std::map<std::string, std::size_t> blockers;
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& v : points) {
    seen += v.verdict == m::LosVerdict::Clear;
    unknown += v.verdict == m::LosVerdict::Unknown;
    nlohmann::ordered_json p{{"x", v.at.x}, {"y", v.at.y}, {"verdict", m::losVerdictName(v.verdict)}};
    if (v.blocker) {
      p["rule"] = v.blocker->rule;
      const std::string what = v.blocker->reason + (v.blocker->name.empty() ? "" : " ('" + v.blocker->name + "')") +
                               (v.blocker->rule.empty() ? "" : " (" + ruleset.name + " " + v.blocker->rule + ")");
      ++blockers[what];
    }
    list.push_back(p);
  }
  const double share = points.empty() ? 0 : 100.0 * double(seen) / double(points.size());
  nlohmann::ordered_json result{{"from", r.from},          {"range_inches", range}, {"step_inches", r.step},
                                {"points", points.size()}, {"seen", seen},          {"unknown", unknown}};
  result["grid"] = list;
  if (json) return result;
  out << (from.size() == 1 ? point(from[0]) : std::to_string(from.size()) + " positions") << " see " << seen << " of "
      << points.size() << " points (" << number(share) << "%) within " << number(range) << " inches, on a "
      << number(r.step) << "-inch grid; " << unknown << " unknown\n";
  std::vector<std::pair<std::size_t, std::string>> ranked;
  for (const auto& [what, count] : blockers) ranked.push_back({count, what});
  std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  if (!ranked.empty()) out << "hidden by:\n";
  for (std::size_t i = 0; i < ranked.size() && i < 10; ++i)
    out << "  " << ranked[i].first << " points: " << ranked[i].second << '\n';
  if (ranked.size() > 10) out << "  … and " << ranked.size() - 10 << " more\n";
  return result;
}

}  // namespace

std::optional<m::Vec2> tablePointOf(const std::string& text, const m::Scenario& scenario, m::Diagnostics& d) {
  const auto& table = scenario.map.table;
  if (const auto p = parsePoint(text)) {
    if (p->x >= 0 && p->y >= 0 && p->x <= table.widthInches && p->y <= table.depthInches) return p;
    d.add(m::Severity::Error, "analysis.point.off-table",
          "'" + text + "' is off the table (0,0 to " + number(table.widthInches) + "," + number(table.depthInches) +
              " inches)");
    return std::nullopt;
  }
  const auto placed = std::find_if(scenario.setup.begin(), scenario.setup.end(),
                                   [&](const m::Placement& p) { return p.unit.str() == text; });
  if (placed != scenario.setup.end() && placed->position) return placed->position;
  d.add(m::Severity::Error, "analysis.point.unknown",
        "'" + text + "' is neither X,Y inches on the table nor a unit " +
            (placed == scenario.setup.end() ? "set up on it" : "with a set-up position (it is placed by area only)"));
  return std::nullopt;
}

std::optional<m::SideId> sideOfViewers(const std::vector<std::string>& from, const m::Scenario& scenario) {
  std::optional<m::SideId> side;
  for (const auto& text : from) {
    const m::Unit* u = scenario.oob.findUnit(m::UnitId{text});
    if (!u || (side && *side != u->side)) return std::nullopt;
    side = u->side;
  }
  return side;
}

nlohmann::ordered_json reportTableLos(const TableLosRequest& r, const m::TableLosEngine& engine,
                                      const m::Scenario& scenario, const m::Ruleset& ruleset, m::Diagnostics& d,
                                      bool json, std::ostream& out) {
  std::vector<m::Vec2> from;
  for (const auto& text : r.from)
    if (auto p = tablePointOf(text, scenario, d)) from.push_back(*p);
  std::optional<m::Vec2> to;
  if (!r.to.empty()) to = tablePointOf(r.to, scenario, d);
  if (d.hasErrors()) return {};
  nlohmann::ordered_json result{{"ruleset", ruleset.id}};
  if (to) {
    result["lines"] = reportLines(r, from, *to, engine, ruleset, json, out);
    return result;
  }
  const auto& table = scenario.map.table;
  const double range = r.range.value_or(std::hypot(table.widthInches, table.depthInches));
  result.update(reportViewshed(r, from, range, engine, ruleset, json, out));
  return result;
}

}  // namespace hexwright::cli
