#include "importers/convert/scenario_conversion.h"

#include <algorithm>
#include <set>

#include "model/scenario/new_scenario.h"

namespace hexwright::importers::convert {
namespace {

using model::Severity;

class ScenarioConverter {
 public:
  ScenarioConverter(const model::Scenario& src, const model::Ruleset& from, const model::Ruleset& to,
                    const ConversionTable& t, model::Diagnostics& d)
      : m_src(src), m_from(from), m_to(to), m_t(t), m_d(d) {}

  ScenarioConversion run() {
    m_out.oob = convertOob(m_src.oob, m_from, m_to, m_t, m_d);
    freshScenario();
    placeUnits();
    dropSourceOnly();
    return std::move(m_out);
  }

 private:
  ConversionReport& report() { return m_out.oob.report; }

  void add(ReportAction action, const std::string& kind, const std::string& source, const std::string& target,
           const std::string& reason) {
    ReportEntry e;
    e.action = action;
    e.kind = kind;
    e.sources = {source};
    e.sourceName = source;
    e.target = target;
    e.reason = reason;
    report().add(std::move(e));
  }

  void freshScenario() {
    model::NewScenarioOptions o;
    o.title = m_src.title;
    const bool sameKind = m_src.map.kind == m_to.gridKind;
    if (sameKind && m_to.gridKind == model::GridKind::Hex) {
      o.columns = m_src.map.grid().columns;
      o.rows = m_src.map.grid().rows;
    } else if (sameKind) {
      o.tableWidthInches = m_src.map.table.widthInches;
      o.tableDepthInches = m_src.map.table.depthInches;
    }
    model::Scenario& s = m_out.scenario;
    s = model::newScenario(m_to, o);
    s.date = m_src.date;
    s.notes = m_src.notes;
    s.notes += std::string(s.notes.empty() ? "" : "\n\n") + "Order of battle converted from " + m_from.id +
               " with hexwright convert oob" + (m_t.generic ? " (generic category fallback)" : "") + ".";
    // Turn numbers are kept so that the schedule stays in order; their lengths differ
    // between games, which is said once below.
    s.turns.firstTurn = m_src.turns.firstTurn;
    s.turns.lastTurn = m_src.turns.lastTurn;
    s.oob = m_out.oob.oob;
    std::string reason = m_t.mapNote.empty() ? "the map is a fresh " + m_to.id + " map of the same size" : m_t.mapNote;
    if (!sameKind)
      reason = m_from.id + " and " + m_to.id + " use different kinds of map; the map is " + m_to.id + "'s default";
    add(ReportAction::Dropped, "map", "terrain, features, routes, areas and labels", "", reason);
    m_d.add(Severity::Warning, "convert.map.fresh", reason);
  }

  /// Where a target unit starts: the placement or reinforcement of its first source unit
  /// that has either (for a 1:1 unit, its only source unit).
  void placeUnits() {
    std::map<model::UnitId, const model::Placement*> placed;
    for (const auto& p : m_src.setup) placed[p.unit] = &p;
    std::map<model::UnitId, const model::Reinforcement*> arriving;
    for (const auto& r : m_src.reinforcements)
      for (const auto& u : r.units) arriving[u] = &r;

    std::map<const model::Reinforcement*, std::vector<model::UnitId>> reinforcementUnits;
    for (const auto& u : m_out.scenario.oob.units) {
      std::vector<model::UnitId> members = {u.id};
      if (auto it = m_out.oob.mergedFrom.find(u.id); it != m_out.oob.mergedFrom.end()) members = it->second;
      for (const auto& m : members) {
        if (auto p = placed.find(m); p != placed.end()) {
          place(u.id, *p->second, members);
          break;
        }
        if (auto r = arriving.find(m); r != arriving.end()) {
          reinforcementUnits[r->second].push_back(u.id);
          if (members.size() > 1)
            add(ReportAction::Merged, "reinforcement", m.str(), u.id.str(),
                "enters with its first scheduled unit " + m.str());
          break;
        }
      }
    }
    for (const auto& r : m_src.reinforcements) {
      auto it = reinforcementUnits.find(&r);
      if (it == reinforcementUnits.end()) {
        add(ReportAction::Dropped, "reinforcement", r.id.str(), "", "none of its units exist in " + m_to.id);
        continue;
      }
      model::Reinforcement nr = r;
      nr.units = it->second;
      if (nr.entryHex && !m_out.scenario.map.contains(*nr.entryHex)) nr.entryHex.reset();
      if (nr.entryArea) {
        nr.entryArea.reset();
        m_d.add(Severity::Warning, "convert.reinforcement.area",
                r.id.str() + ": its entry area belongs to the source map; set the " + m_to.id + " entry");
      }
      add(ReportAction::Mapped, "reinforcement", r.id.str(), nr.id.str(), "turn " + std::to_string(r.turn) + " kept");
      m_out.scenario.reinforcements.push_back(std::move(nr));
    }
    if (!m_src.reinforcements.empty())
      m_d.add(Severity::Warning, "convert.turns.renumber",
              "reinforcement turns keep their " + m_from.id + " numbers" +
                  (m_t.turnNote.empty() ? "" : ": " + m_t.turnNote) + "; check them against " + m_to.id +
                  "'s turn record");
    for (const auto& p : m_src.setup)
      if (!m_out.oob.unitMap.count(p.unit))
        add(ReportAction::Dropped, "setup", p.unit.str(), "", "the unit was dropped");
  }

  void place(const model::UnitId& unit, const model::Placement& p, const std::vector<model::UnitId>& members) {
    model::Placement np;
    np.unit = unit;
    np.facing = p.facing;
    if (p.hex && m_out.scenario.map.contains(*p.hex)) np.hex = p.hex;
    if (p.position && m_to.gridKind == model::GridKind::Table) np.position = p.position;
    if (p.facingDegrees && m_to.gridKind == model::GridKind::Table) np.facingDegrees = p.facingDegrees;
    // States ("encamped", "column") and areas are the source game's; they are not carried.
    if (!np.hex && !np.position) {
      add(ReportAction::Dropped, "setup", p.unit.str(), unit.str(),
          "it started in an area or off the new map; place it by hand");
      return;
    }
    if (members.size() > 1)
      add(ReportAction::Merged, "setup", p.unit.str(), unit.str(),
          "placed where its first placed unit " + p.unit.str() + " was (of " + std::to_string(members.size()) +
              " merged)");
    else
      add(ReportAction::Mapped, "setup", p.unit.str(), unit.str(), "same grid position");
    m_out.scenario.setup.push_back(std::move(np));
  }

  void dropSourceOnly() {
    if (!m_src.victory.empty())
      add(ReportAction::Dropped, "victory", std::to_string(m_src.victory.size()) + " victory conditions", "",
          "victory conditions are " + m_from.id + "'s scenario rules");
    for (const auto& o : m_src.optionalRules)
      add(ReportAction::Dropped, "optional-rule", o, "", "optional rules are " + m_from.id + "'s");
    if (!m_src.waivers.empty() || !m_src.severityOverrides.empty())
      add(ReportAction::Dropped, "waiver", "waivers and severity overrides", "",
          "they name " + m_from.id + "'s validation findings");
  }

  const model::Scenario& m_src;
  const model::Ruleset& m_from;
  const model::Ruleset& m_to;
  const ConversionTable& m_t;
  model::Diagnostics& m_d;
  ScenarioConversion m_out;
};

}  // namespace

ScenarioConversion convertScenario(const model::Scenario& source, const model::Ruleset& from, const model::Ruleset& to,
                                   const ConversionTable& table, model::Diagnostics& diagnostics) {
  return ScenarioConverter(source, from, to, table, diagnostics).run();
}

}  // namespace hexwright::importers::convert
