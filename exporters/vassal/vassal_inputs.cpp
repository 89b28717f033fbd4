// What a module needs from the scenario before anything is drawn: a hex map, units, set-up
// positions and counter values. Missing set-up or values refuse the export unless the
// designer asks for a draft (allowIncomplete). A tabletop needs a table and a sane --inch-px.
#include "exporters/vassal/vassal_inputs.h"

#include <algorithm>
#include <sstream>

#include "exporters/vassal/vassal_export.h"

namespace hexwright::exporters::vassal {

using model::Severity;

std::vector<std::string> missingCounterValues(const model::Unit& u, const model::Ruleset* rs) {
  std::vector<std::string> missing;
  if (!rs) return missing;
  const model::UnitType* type = rs->findUnitType(u.type);
  auto need = [&](const std::string& source) {
    if (source.empty() || source.front() == '@') return;
    if (u.attributes.count(source)) return;
    const model::AttributeDef* def = type ? model::findAttribute(type->attributes, source) : nullptr;
    if (def && def->defaultValue) return;
    if (std::find(missing.begin(), missing.end(), source) == missing.end()) missing.push_back(source);
  };
  const model::CounterLayout* layout = rs->counterLayoutFor(u.type);
  if (layout && !layout->front.empty()) {
    for (const auto& f : layout->front) need(f.source);
    if (layout->backKind != model::BackKind::None && layout->backKind != model::BackKind::Blank)
      for (const auto& f : layout->back) need(f.source);
  } else if (type) {
    // No layout: the attributes the schema says print (CounterPainter::front does the same).
    for (const auto& def : type->attributes)
      if (def.print) need(def.name);
  }
  return missing;
}

std::vector<std::string> statesFor(const model::Ruleset* rs, const model::TypeId& unitType) {
  std::vector<std::string> states;
  if (!rs) return states;
  for (const model::CheckConfig* check : rs->checksFor("setup.state.invalid")) {
    const auto types = check->param("types");
    const auto listed = check->param("states");
    if (!types || !listed) continue;
    std::istringstream ts(*types);
    bool applies = false;
    for (std::string t; ts >> t;) applies = applies || t == unitType;
    if (!applies) continue;
    std::istringstream ss(*listed);
    for (std::string st; ss >> st;)
      if (std::find(states.begin(), states.end(), st) == states.end()) states.push_back(st);
  }
  return states;
}

bool checkInputs(const model::Scenario& s, const model::Ruleset* rs, const VassalExportOptions& o,
                 model::Diagnostics& diagnostics) {
  const std::size_t errorsBefore = diagnostics.count(Severity::Error);
  const bool table = s.map.kind == model::GridKind::Table;
  if (table && (o.inchPx < kMinInchPx || o.inchPx > kMaxInchPx)) {
    diagnostics.add(Severity::Error, "export.vassal.inch-px",
                    "--inch-px " + std::to_string(o.inchPx) + " is outside " + std::to_string(kMinInchPx) + "-" +
                        std::to_string(kMaxInchPx));
    return false;
  }
  if (table && (s.map.table.widthInches <= 0 || s.map.table.depthInches <= 0)) {
    diagnostics.add(Severity::Error, "export.vassal.no-map", "the table has no size; a module needs a board");
    return false;
  }
  if (!table && (s.map.grid().columns <= 0 || s.map.grid().rows <= 0)) {
    diagnostics.add(Severity::Error, "export.vassal.no-map", "the map has no hexes; a module needs a board");
    return false;
  }
  if (!table && (o.hexPx < kMinHexPx || o.hexPx > kMaxHexPx)) {
    diagnostics.add(Severity::Error, "export.vassal.hex-px",
                    "--hex-px " + std::to_string(o.hexPx) + " is outside " + std::to_string(kMinHexPx) + "-" +
                        std::to_string(kMaxHexPx));
    return false;
  }
  if (s.oob.units.empty()) {
    diagnostics.add(Severity::Error, "export.vassal.no-units", "the scenario has no units; a module needs pieces");
    return false;
  }
  const Severity incomplete = o.allowIncomplete ? Severity::Warning : Severity::Error;
  const std::string howTo = o.allowIncomplete ? "" : " (--allow-incomplete exports a draft anyway)";
  bool placesSomething = false;
  for (const auto& p : s.setup) placesSomething = placesSomething || p.hex || p.area || (table && p.position);
  for (const auto& r : s.reinforcements) placesSomething = placesSomething || !r.units.empty();
  if (!placesSomething)
    diagnostics.add(incomplete, "export.vassal.no-placements",
                    "no unit is placed at set-up and there are no reinforcements: the module's board would start "
                    "empty, with every counter only in the palettes" +
                        howTo);
  // Each unit is named up to a limit; a whole OOB without ratings is one summary line more.
  constexpr int kNamedUnits = 20;
  int incompleteUnits = 0;
  // A table's pieces are its stands' labels, which print no values.
  for (const model::Unit& u : s.oob.units) {
    if (table) break;
    const auto missing = missingCounterValues(u, rs);
    if (missing.empty() || ++incompleteUnits > kNamedUnits) continue;
    std::string list;
    for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
    model::Location where;
    where.unit = u.id.value;
    if (!u.source.empty()) where.source = model::SourceLocation{u.source.file, u.source.line, 0};
    diagnostics.add(incomplete, "export.vassal.counter-values",
                    "unit " + u.id.value + " (" + u.name + ") has no " + list +
                        ", which its counter prints; the piece would show '?'" + howTo,
                    where);
  }
  if (incompleteUnits > kNamedUnits)
    diagnostics.add(incomplete, "export.vassal.counter-values",
                    std::to_string(incompleteUnits - kNamedUnits) + " more units (" + std::to_string(incompleteUnits) +
                        " in all) lack values their counters print" + howTo);
  return diagnostics.count(Severity::Error) == errorsBefore;
}

}  // namespace hexwright::exporters::vassal
