#include "editor/core/properties/rows.h"

namespace hexwright::editor::properties {

PropertyRow row(std::string key, std::string label, std::string category, Kind kind, std::string value) {
  PropertyRow r;
  r.key = std::move(key);
  r.label = std::move(label);
  r.category = std::move(category);
  r.kind = kind;
  r.value = std::move(value);
  return r;
}

void addChoice(PropertyRow& r, std::string value, std::string label) {
  addUnavailableChoice(r, std::move(value), std::move(label), {});
}

void addUnavailableChoice(PropertyRow& r, std::string value, std::string label, std::string whyNot) {
  r.choices.push_back(std::move(value));
  r.choiceLabels.push_back(std::move(label));
  r.choiceWhyNot.push_back(std::move(whyNot));
}

void keepCurrent(PropertyRow& r) {
  if (std::find(r.choices.begin(), r.choices.end(), r.value) == r.choices.end())
    addChoice(r, r.value, r.value.empty() ? "(none)" : r.value + " (not in schema)");
}

namespace {

std::string helpOf(const model::AttributeDef& d) {
  std::string h;
  if (!d.unit.empty()) h += d.unit;
  if (d.min || d.max) {
    h += (h.empty() ? "" : ", ") + std::string("range ") + (d.min ? model::formatAttribute(*d.min) : "?") + "-" +
         (d.max ? model::formatAttribute(*d.max) : "?");
  }
  if (!d.rule.empty()) h += (h.empty() ? "" : ", ") + std::string("rule ") + d.rule;
  if (!d.note.empty()) h += (h.empty() ? "" : ". ") + d.note;
  return h;
}

}  // namespace

void attributeRows(std::vector<PropertyRow>& rows, const model::AttributeDefs& defs, const model::Attributes& values,
                   const std::string& prefix, const std::string& category) {
  for (const auto& d : defs) {
    auto it = values.find(d.name);
    const std::string value = it == values.end() ? std::string{} : model::formatAttribute(it->second);
    Kind kind = d.type == model::AttributeType::Integer   ? Kind::Integer
                : d.type == model::AttributeType::Number  ? Kind::Number
                : d.type == model::AttributeType::Boolean ? Kind::Bool
                                                          : Kind::Text;
    PropertyRow r = row(prefix + d.name, d.label.empty() ? d.name : d.label, category, kind, value);
    if (!d.allowedValues.empty()) {
      r.kind = Kind::Choice;
      if (!d.required) addChoice(r, "", "(unknown)");
      for (const auto& a : d.allowedValues) addChoice(r, a, a);
      keepCurrent(r);
    }
    r.min = d.min;
    r.max = d.max;
    r.required = d.required;
    r.help = helpOf(d);
    rows.push_back(std::move(r));
  }
  for (const auto& [name, value] : values) {
    if (model::findAttribute(defs, name)) continue;
    PropertyRow r = row(prefix + name, name, category, Kind::Text, model::formatAttribute(value));
    r.help = "not declared by the schema";
    rows.push_back(std::move(r));
  }
}

int toInt(const std::string& t) {
  return static_cast<int>(std::get<std::int64_t>(*model::parseAttribute(t, model::AttributeType::Integer)));
}
double toNumber(const std::string& t) {
  return std::get<double>(*model::parseAttribute(t, model::AttributeType::Number));
}

std::string boolText(bool b) { return b ? "true" : "false"; }

std::optional<bool> parseBool(const std::string& text) {
  auto v = model::parseAttribute(text, model::AttributeType::Boolean);
  if (!v) return std::nullopt;
  return std::get<bool>(*v);
}

void sideChoices(PropertyRow& r, const model::Scenario& s, bool allowNone) {
  if (allowNone) addChoice(r, "", "(none)");
  for (const auto& side : s.sides) addChoice(r, side.id.value, side.name.empty() ? side.id.value : side.name);
  keepCurrent(r);
}

namespace {

std::optional<model::AttributeValue> typedValue(const PropertyRow& r, const model::AttributeDefs& defs,
                                                const std::string& name, const std::string& text) {
  if (const auto* d = model::findAttribute(defs, name)) return model::parseAttribute(text, d->type);
  (void)r;
  return model::AttributeValue{text};
}
}  // namespace

bool setAttribute(model::Attributes& attrs, const model::AttributeDefs& defs, const PropertyRow& r,
                  const std::string& name, const std::string& text) {
  if (text.empty()) return attrs.erase(name) > 0;
  auto v = typedValue(r, defs, name, text);
  if (!v) return false;
  attrs[name] = *v;
  return true;
}

}  // namespace hexwright::editor::properties
