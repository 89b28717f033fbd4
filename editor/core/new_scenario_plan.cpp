#include "editor/core/new_scenario_plan.h"

#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

std::optional<fs::path> sampleBundleFor(const std::string& rulesetId) {
  if (rulesetId.empty() || rulesetId.find('/') != std::string::npos) return std::nullopt;
  for (const auto& dir : io::schemaSearchPath()) {
    std::error_code ec;
    const fs::path bundle = dir.parent_path() / "scenarios" / (rulesetId + ".hexw");
    if (fs::is_regular_file(bundle / "scenario.xml", ec)) return bundle;
  }
  return std::nullopt;
}

std::string describeNumbering(const model::OffsetConvention& c, const model::Ruleset& r) {
  auto known = [&](const char* field) { return r.numberingKnown(field); };
  const bool flat = c.orientation == model::Orientation::FlatTop;
  std::string text = known("orientation") ? (flat ? "flat-top" : "pointy-top") : "orientation not stated";
  text += ", ";
  text += known("shove") ? std::string(c.shove == model::Shove::Odd ? "odd" : "even") +
                               (flat ? " columns shoved down" : " rows shoved right")
                         : "shove not stated";
  auto origin = [&](int o) {
    std::string s = std::to_string(o);
    return std::string(static_cast<std::size_t>(std::max(0, c.digits - static_cast<int>(s.size()))), '0') + s;
  };
  text += ", " + std::to_string(c.digits * 2) + " digits, first hex " + origin(c.columnOrigin) + origin(c.rowOrigin);
  if (!known("column-origin") || !known("row-origin")) text += " (origin not stated)";
  if (!c.sections.empty()) {
    text += ", sections";
    for (const auto& s : c.sections) text += " " + s.letter;
  }
  if (!r.numberingRule.empty()) text += " (rule " + r.numberingRule + ")";
  return text;
}

NewScenarioPlan planNewScenario(const model::Ruleset& r, const model::Scenario* sample) {
  NewScenarioPlan p;
  p.table = r.gridKind == model::GridKind::Table;
  p.numbering = r.numbering;
  const std::string name = r.name.empty() ? r.id : r.name;
  if (p.table) {
    p.tableWidthInches = r.defaultTable.widthInches > 0 ? r.defaultTable.widthInches : 72;
    p.tableDepthInches = r.defaultTable.depthInches > 0 ? r.defaultTable.depthInches : 48;
    p.sizeKnown = r.defaultTable.widthInches > 0 && r.defaultTable.depthInches > 0;
    p.sizeSource = p.sizeKnown ? "the standard table of " + name + (r.scaleRule.empty() ? "" : " (" + r.scaleRule + ")")
                               : "table size not stated: choose one";
    return p;
  }
  if (r.defaultColumns > 0 && r.defaultRows > 0) {
    p.columns = r.defaultColumns;
    p.rows = r.defaultRows;
    p.sizeKnown = true;
    p.sizeSource = "the map size " + name + " states";
  } else if (sample && sample->map.kind == model::GridKind::Hex && sample->map.grid().columns > 0) {
    // The rulebook states no extent; its sample scenario's grid is the smallest holding
    // every hex the rulebook cites, with the numbering the sample settled on.
    p.columns = sample->map.grid().columns;
    p.rows = sample->map.grid().rows;
    p.numbering = sample->map.grid().convention;
    p.sizeKnown = true;
    p.sizeSource = "the sample scenario's grid (" + name +
                   " states no map extent; this is the smallest grid holding every hex it cites)";
  } else {
    p.columns = 30;
    p.rows = 20;
    p.sizeSource = name + " states no map extent: choose one";
  }
  p.numberingText = describeNumbering(p.numbering, r);
  return p;
}

model::Scenario buildNewScenario(const model::Ruleset& r, const NewScenarioPlan& plan, int columns, int rows,
                                 double tableWidthInches, double tableDepthInches, const std::string& title) {
  model::NewScenarioOptions o;
  o.columns = columns;
  o.rows = rows;
  o.tableWidthInches = tableWidthInches;
  o.tableDepthInches = tableDepthInches;
  o.title = title;
  model::Ruleset numbered = r;
  // Sections only fit the size they were made for: another size is one unlettered grid.
  numbered.numbering = plan.numbering;
  if (columns != plan.columns || rows != plan.rows) numbered.numbering.sections.clear();
  return model::newScenario(numbered, o);
}

}  // namespace hexwright::editor
