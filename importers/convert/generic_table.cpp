#include "importers/convert/generic_table.h"

namespace hexwright::importers::convert {

UnitRule ruleByCategory(const model::UnitType& from, const model::Ruleset& target) {
  UnitRule r;
  r.from = from.id;
  r.byCategory = true;
  const model::UnitType* match = nullptr;
  for (const auto& t : target.unitTypes)
    if (t.symbol == from.symbol && t.isLeader == from.isLeader) {
      match = &t;
      break;
    }
  if (!match) {
    r.action = UnitAction::Drop;
    r.reason = std::string("no ") + target.id + " unit type is " + model::natoSymbolName(from.symbol) +
               (from.isLeader ? " (leader)" : "") + "; no table says what it becomes";
    return r;
  }
  r.to = match->id;
  r.reason = std::string("matched by category (") + model::natoSymbolName(from.symbol) + "), not by a rulebook";
  for (const auto& a : from.attributes) {
    AttributeRule ar;
    ar.from = a.name;
    ar.to = a.name;
    const model::AttributeDef* same = model::findAttribute(match->attributes, a.name);
    if (same && same->type == a.type) {
      ar.action = AttributeAction::Copy;
      ar.reason = "same name and type; whether the scales agree is not known";
    } else {
      ar.action = AttributeAction::Notes;
      ar.reason = "the target type has no attribute of that name and type";
    }
    r.attributes.push_back(std::move(ar));
  }
  return r;
}

ConversionTable genericTable(const model::Ruleset& source, const model::Ruleset& target) {
  ConversionTable t;
  t.from = source.id;
  t.to = target.id;
  t.generic = true;
  for (const auto& level : source.oobLevels) {
    LevelRule r;
    r.from = level.id;
    if (target.findOobLevel(level.id)) {
      r.to = level.id;
      r.reason = "same level id in both rulesets";
    } else {
      r.action = LevelAction::MergeUp;
      r.reason = target.id + " has no " + level.id + " level";
    }
    t.levels.push_back(std::move(r));
  }
  for (const auto& type : source.unitTypes) t.units.push_back(ruleByCategory(type, target));
  t.mapNote = "no conversion table: the map is a fresh one of the same size";
  return t;
}

}  // namespace hexwright::importers::convert
