#include "editor/core/properties.h"

#include <algorithm>

#include "editor/core/properties/rows.h"

namespace hexwright::editor {

using namespace properties;

std::vector<PropertyRow> propertiesFor(const Document& doc, const Selection& sel) {
  std::vector<PropertyRow> rows;
  switch (sel.kind) {
    case Selection::Kind::Hex:
      hexRows(rows, doc, sel.hex);
      break;
    case Selection::Kind::Hexside:
      hexsideRows(rows, doc, sel.side);
      break;
    case Selection::Kind::Unit:
      unitRows(rows, doc, sel.id);
      break;
    case Selection::Kind::Formation:
      formationRows(rows, doc, sel.id);
      break;
    case Selection::Kind::Label:
      labelRows(rows, doc, sel.id);
      break;
    case Selection::Kind::Area:
      areaRows(rows, doc, sel.id);
      break;
    case Selection::Kind::Route:
      routeRows(rows, doc, sel.id);
      break;
    case Selection::Kind::None:
    case Selection::Kind::Scenario:
      scenarioRows(rows, doc);
      break;
    case Selection::Kind::Reinforcement:
    case Selection::Kind::Region:  // many hexes: copied, not edited, as a whole
      break;
  }
  return rows;
}

std::optional<std::string> checkProperty(const PropertyRow& r, const std::string& text) {
  const std::string& name = r.label;
  if (r.kind == Kind::ReadOnly) return name + " cannot be changed here";
  if (text.empty()) {
    if (r.required) return name + " is required";
    return std::nullopt;
  }
  switch (r.kind) {
    case Kind::Integer:
    case Kind::Number: {
      const auto type = r.kind == Kind::Integer ? model::AttributeType::Integer : model::AttributeType::Number;
      const auto v = model::parseAttribute(text, type);
      if (!v) return name + (r.kind == Kind::Integer ? " must be a whole number" : " must be a number");
      const double d = r.kind == Kind::Integer ? static_cast<double>(std::get<std::int64_t>(*v)) : std::get<double>(*v);
      if (r.min && d < *r.min) return name + " must be at least " + model::formatAttribute(*r.min);
      if (r.max && d > *r.max) return name + " must be at most " + model::formatAttribute(*r.max);
      return std::nullopt;
    }
    case Kind::Bool:
      if (!parseBool(text)) return name + " must be true or false";
      return std::nullopt;
    case Kind::Choice: {
      const auto it = std::find(r.choices.begin(), r.choices.end(), text);
      if (it == r.choices.end()) return name + ": '" + text + "' is not a choice";
      const auto i = static_cast<std::size_t>(it - r.choices.begin());
      // The current value stays acceptable (re-picking it changes nothing).
      if (i < r.choiceWhyNot.size() && !r.choiceWhyNot[i].empty() && text != r.value)
        return name + ": '" + text + "' " + r.choiceWhyNot[i];
      return std::nullopt;
    }
    case Kind::Text:
    case Kind::ReadOnly:
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<std::string> setProperty(Document& doc, const Selection& sel, const std::string& key,
                                       const std::string& text) {
  const auto rows = propertiesFor(doc, sel);
  const auto it = std::find_if(rows.begin(), rows.end(), [&](const PropertyRow& r) { return r.key == key; });
  if (it == rows.end()) return "no property '" + key + "'";
  if (auto problem = checkProperty(*it, text)) return problem;
  if (it->value == text) return std::nullopt;
  switch (sel.kind) {
    case Selection::Kind::Hex:
      return setHex(doc, sel.hex, *it, text);
    case Selection::Kind::Hexside:
      return setHexside(doc, sel.side, *it, text);
    case Selection::Kind::Unit:
      return setUnit(doc, sel.id, *it, text);
    case Selection::Kind::Formation:
      return setFormation(doc, sel.id, *it, text);
    case Selection::Kind::Label:
      return setLabel(doc, sel.id, *it, text);
    case Selection::Kind::Area:
      return setArea(doc, sel.id, *it, text);
    case Selection::Kind::Route:
      return setRoute(doc, sel.id, *it, text);
    case Selection::Kind::None:
    case Selection::Kind::Scenario:
      return setScenario(doc, *it, text);
    case Selection::Kind::Reinforcement:
    case Selection::Kind::Region:
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace hexwright::editor
