// The rows of the scenario itself: title, date, turns, first active side, deployment
// order, table size, notes, optional rules.
#include <algorithm>
#include <set>
#include <sstream>

#include "editor/core/properties/rows.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor::properties {
namespace {

std::string deploymentOrderText(const model::Scenario& s) {
  std::string text;
  for (const model::SideId& side : s.deploymentOrder) text += (text.empty() ? "" : " ") + side.value;
  return text;
}

/// The sides of `text` in order, or why not: every id must be a side of the scenario,
/// each once (the order says when each side deploys).
Result parseDeploymentOrder(const model::Scenario& s, const std::string& text, std::vector<model::SideId>& out) {
  std::istringstream in(text);
  std::set<std::string> seen;
  for (std::string id; in >> id;) {
    const bool known =
        std::any_of(s.sides.begin(), s.sides.end(), [&](const model::Side& side) { return side.id.value == id; });
    if (!known) return "'" + id + "' is not a side of this scenario";
    if (!seen.insert(id).second) return "side '" + id + "' is listed twice";
    out.push_back(model::SideId(id));
  }
  return std::nullopt;
}

}  // namespace

void scenarioRows(std::vector<PropertyRow>& rows, const Document& doc) {
  const auto& s = doc.scenario();
  rows.push_back(row("ruleset", "Ruleset", "Scenario", Kind::ReadOnly,
                     doc.ruleset().name.empty() ? s.rulesetId : doc.ruleset().name));
  rows.push_back(row("title", "Title", "Scenario", Kind::Text, s.title));
  rows.push_back(row("date", "Date", "Scenario", Kind::Text, s.date));
  PropertyRow first = row("firstTurn", "First turn", "Turns", Kind::Integer, std::to_string(s.turns.firstTurn));
  first.min = 0;
  first.required = true;
  rows.push_back(std::move(first));
  PropertyRow last = row("lastTurn", "Last turn", "Turns", Kind::Integer, std::to_string(s.turns.lastTurn));
  last.min = 0;
  last.required = true;
  rows.push_back(std::move(last));
  // Who moves first and who deploys first (Dress on the Colors SCEN-10-3.1 has every
  // scenario state them); empty: the scenario does not say.
  PropertyRow active = row("firstActiveSide", "First active side", "Turns", Kind::Choice,
                           s.firstActiveSide ? s.firstActiveSide->value : std::string{});
  sideChoices(active, s, true);
  active.help = "the side active on the first turn";
  rows.push_back(std::move(active));
  PropertyRow order = row("deploymentOrder", "Deployment order", "Turns", Kind::Text, deploymentOrderText(s));
  order.help = "side ids, the side that deploys first first, separated by spaces";
  rows.push_back(std::move(order));
  if (s.map.kind == model::GridKind::Table) {
    PropertyRow w =
        row("table.width", "Table width (in)", "Table", Kind::Number, model::formatAttribute(s.map.table.widthInches));
    w.min = 1;
    rows.push_back(std::move(w));
    PropertyRow d =
        row("table.depth", "Table depth (in)", "Table", Kind::Number, model::formatAttribute(s.map.table.depthInches));
    d.min = 1;
    rows.push_back(std::move(d));
  }
  rows.push_back(row("notes", "Designer notes", "Scenario", Kind::Text, s.notes));
  // The ruleset's optional rules, switched on per scenario; states and unit types that
  // need one are offered only while it is on.
  for (const auto& o : doc.ruleset().optionalRules) {
    const bool on = std::find(s.optionalRules.begin(), s.optionalRules.end(), o.id) != s.optionalRules.end();
    PropertyRow b = row("optional:" + o.id, o.name.empty() ? o.id : o.name, "Optional rules", Kind::Bool, boolText(on));
    b.help = (o.rule.empty() ? std::string{} : "rule " + o.rule) + (o.notes.empty() ? "" : ". " + o.notes);
    rows.push_back(std::move(b));
  }
}

Result setScenario(Document& doc, const PropertyRow& r, const std::string& text) {
  const std::string& key = r.key;
  const auto& s = doc.scenario();
  if (key == "title")
    doc.execute(std::make_unique<model::SetField<std::string>>("Edit Title", model::fields::title, text,
                                                               model::kChangeProperties));
  else if (key == "date")
    doc.execute(std::make_unique<model::SetField<std::string>>("Edit Date", model::fields::date, text,
                                                               model::kChangeProperties));
  else if (key == "notes")
    doc.execute(std::make_unique<model::SetField<std::string>>("Edit Notes", model::fields::notes, text,
                                                               model::kChangeProperties));
  else if (key == "firstTurn" || key == "lastTurn") {
    model::TurnRecord t = s.turns;
    (key == "firstTurn" ? t.firstTurn : t.lastTurn) = toInt(text);
    doc.execute(std::make_unique<model::SetField<model::TurnRecord>>("Edit Turns", model::fields::turns, t,
                                                                     model::kChangeProperties));
  } else if (key == "firstActiveSide") {
    std::optional<model::SideId> side;
    if (!text.empty()) side = model::SideId(text);
    doc.execute(std::make_unique<model::SetField<std::optional<model::SideId>>>(
        "Set First Active Side", model::fields::firstActiveSide, side, model::kChangeProperties));
  } else if (key == "deploymentOrder") {
    std::vector<model::SideId> order;
    if (auto problem = parseDeploymentOrder(s, text, order)) return problem;
    if (order == s.deploymentOrder) return std::nullopt;
    doc.execute(std::make_unique<model::SetField<std::vector<model::SideId>>>(
        "Set Deployment Order", model::fields::deploymentOrder, order, model::kChangeProperties));
  } else if (startsWith(key, "optional:")) {
    const std::string id = key.substr(9);
    std::vector<std::string> on = s.optionalRules;
    std::erase(on, id);
    if (*parseBool(text)) on.push_back(id);
    doc.execute(std::make_unique<model::SetField<std::vector<std::string>>>(
        (*parseBool(text) ? "Use Optional Rule: " : "Drop Optional Rule: ") + id, model::fields::optionalRules, on,
        model::kChangeProperties));
  } else if (key == "table.width" || key == "table.depth") {
    model::TableSize t = s.map.table;
    (key == "table.width" ? t.widthInches : t.depthInches) = toNumber(text);
    doc.execute(std::make_unique<model::SetField<model::TableSize>>("Resize Table", model::fields::table, t,
                                                                    model::kChangeGrid));
  }
  return std::nullopt;
}

}  // namespace hexwright::editor::properties
