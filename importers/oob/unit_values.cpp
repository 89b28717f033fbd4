#include "importers/oob/unit_values.h"

#include <cctype>
#include <cmath>
#include <vector>

#include "importers/oob/list_items.h"
#include "importers/oob/text_util.h"
#include "model/oob/short_names.h"

namespace hexwright::importers::oob {

void UnitValues::strength(const RawUnit& u, const model::UnitType& t, model::Unit& out) {
  if (!u.men) return;
  // Men the strength cannot hold stay with the unit as a note: nothing stated is lost.
  const auto keep = [&] {
    out.notes += (out.notes.empty() ? "" : "; ") + std::string("men ") + std::to_string(*u.men);
  };
  const StrengthRule& s = m_p->strength;
  if (!model::findAttribute(t.attributes, s.attribute)) return keep();
  if (!s.menPerPoint) {
    m_r.flagOnce("import.oob.profile.unknown", "men-per-point",
                 "men are given but the rulebook states no men per strength point; strength left unknown", u.source);
    return keep();
  }
  const double exact = static_cast<double>(*u.men) / *s.menPerPoint;
  double points = exact;
  if (exact != std::floor(exact)) {
    if (!s.rounding) {
      m_r.flagOnce("import.oob.profile.unknown", "rounding",
                   "\"" + u.name + "\": " + std::to_string(*u.men) +
                       " men is not a whole number of strength points and the "
                       "rulebook states no rounding; strength left unknown" +
                       (s.rule.empty() ? "" : " (rule " + s.rule + ")"),
                   u.source);
      return keep();
    }
    points = *s.rounding == Rounding::Down ? std::floor(exact)
             : *s.rounding == Rounding::Up ? std::ceil(exact)
                                           : std::round(exact);
  }
  if (s.minimum && points < static_cast<double>(*s.minimum)) points = static_cast<double>(*s.minimum);
  if (!s.minimum && points < 1) {
    m_r.flagOnce(
        "import.oob.profile.unknown", "minimum",
        "\"" + u.name +
            "\" comes to less than one strength point and no minimum strength is stated; strength left unknown",
        u.source);
    return keep();
  }
  out.attributes[s.attribute] = static_cast<std::int64_t>(points);
}

void UnitValues::guns(const RawUnit& u, const model::UnitType& t, model::Unit& out) {
  if (!u.guns) return;
  if (!model::findAttribute(t.attributes, m_p->guns.attribute)) {
    m_r.report(model::Severity::Warning, "import.oob.guns-ignored",
               "\"" + u.name + "\" is a " + t.id + ", which has no guns attribute", u.source);
    return;
  }
  if (!m_p->guns.gunsPerPoint) {
    m_r.flagOnce("import.oob.profile.unknown", "guns-per-point",
                 "guns are given but the guns per gun point are not stated; left unknown", u.source);
    return;
  }
  const double points = static_cast<double>(*u.guns) / *m_p->guns.gunsPerPoint;
  if (points != std::floor(points)) {
    m_r.flagOnce("import.oob.profile.unknown", "gun-rounding",
                 "\"" + u.name + "\": guns do not make whole gun points; left unknown", u.source);
    return;
  }
  out.attributes[m_p->guns.attribute] = static_cast<std::int64_t>(points);
}

void UnitValues::weapon(const RawUnit& u, const model::UnitType& t, model::Unit& out) {
  if (u.weapon.empty()) return;
  const model::AttributeDef* def = model::findAttribute(t.attributes, m_p->weaponAttribute);
  if (!def) return;
  for (const auto& w : m_p->weapons)
    if (equalsNoCase(w.name, u.weapon)) {
      out.attributes[def->name] = w.value;
      return;
    }
  if (!def->allowedValues.empty() && def->allows(u.weapon)) {
    out.attributes[def->name] = u.weapon;
    return;
  }
  m_r.flagOnce("import.oob.profile.unknown", "weapon:" + lower(u.weapon),
               "weapon \"" + u.weapon + "\" has no weapon class in the profile; left unknown", u.source);
}

std::string UnitValues::designation(const RawUnit& u, const model::UnitType& t) {
  if (!u.designation.empty()) return u.designation;
  if (!m_p) return {};
  const std::string name = splitTrailingNotes(u.name).name;
  if (t.isLeader || u.role != LeaderRole::None) {
    if (!m_p->leaderSurname) return {};
    const std::size_t space = name.rfind(' ');
    return space == std::string::npos ? name : name.substr(space + 1);
  }
  if (m_p->abbreviations.empty() && !m_p->stripOrdinals) return {};
  // Only numbered regiments have a stated pattern ("1 Neb is the 1st Nebraska
  // regiment"); batteries and named units print a short name nobody has written down.
  if (name.empty() || !std::isdigit(static_cast<unsigned char>(name[0]))) {
    m_r.flagOnce("import.oob.abbreviation.unknown", "(named)",
                 "\"" + name +
                     "\" and other units without a number have no stated counter abbreviation; their designations are "
                     "left empty",
                 u.source);
    return {};
  }
  model::NameAbbreviations table;
  table.stripOrdinals = m_p->stripOrdinals;
  for (const auto& a : m_p->abbreviations) table.words.emplace_back(a.name, a.value);
  std::vector<std::string> unknown;
  const std::string out = model::abbreviateWords(name, table, &unknown);
  for (const std::string& word : unknown)
    m_r.flagOnce("import.oob.abbreviation.unknown", word,
                 "no counter abbreviation is stated for \"" + word + "\"; designations keep the word" +
                     (m_p->abbreviationRule.empty() ? "" : " (abbreviations: rule " + m_p->abbreviationRule + ")"),
                 u.source);
  return collapseSpaces(out);
}

void UnitValues::explicitAttributes(const RawUnit& u, const model::UnitType& t, model::Unit& out) {
  for (const auto& [name, text] : u.attributes) {
    const model::AttributeDef* def = model::findAttribute(t.attributes, name);
    if (!def) {
      m_r.report(model::Severity::Warning, "import.oob.attribute.unknown",
                 "\"" + u.name + "\": type " + t.id + " has no attribute " + name + "; kept as text", u.source);
      out.attributes[name] = text;
      continue;
    }
    const auto v = model::parseAttribute(text, def->type);
    if (!v) {
      m_r.report(model::Severity::Error, "import.oob.attribute.invalid",
                 "\"" + u.name + "\": " + name + " \"" + text + "\" is not a " + model::attributeTypeName(def->type),
                 u.source);
      continue;
    }
    out.attributes[name] = *v;
  }
}

}  // namespace hexwright::importers::oob
