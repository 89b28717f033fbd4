// The rows of the scenario itself: title, date, turns, table size, notes, optional rules.
#include <algorithm>

#include "editor/core/properties/rows.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor::properties {

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
