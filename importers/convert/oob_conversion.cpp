#include "importers/convert/oob_conversion.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>
#include <variant>

#include "importers/common/oob_profile.h"
#include "importers/convert/generic_table.h"
#include "importers/convert/gun_classes.h"
#include "model/io/counter_name_table.h"

namespace hexwright::importers::convert {
namespace {

using model::Severity;

std::string provenanceText(const model::Provenance& p) {
  if (p.empty()) return {};
  return p.line > 0 ? p.file + ":" + std::to_string(p.line) : p.file;
}

/// Diagnostics that would repeat for every unit of a type are collected and said once.
struct Aggregate {
  std::string rule;
  std::string message;
  std::vector<std::string> units;
};

class Converter {
 public:
  Converter(const model::OrderOfBattle& src, const model::Ruleset& from, const model::Ruleset& to,
            const ConversionTable& t, model::Diagnostics& d)
      : m_src(src), m_from(from), m_to(to), m_t(t), m_d(d) {
    m_out.report.from = from.id;
    m_out.report.to = to.id;
    m_out.report.table = t.generic ? "generic" : t.file;
    if (const auto profileFile = io::oobProfileFile(from.id)) {
      model::Diagnostics ignored;  // an unreadable profile only means no men are counted
      if (const auto profile = oob::readOobProfile(*profileFile, ignored)) {
        m_menPerPoint = profile->strength.menPerPoint;
        m_strengthAttribute = profile->strength.attribute;
        m_menRule = profile->strength.rule;
      }
    }
  }

  OobConversion run() {
    formations();
    units();
    commanders();
    for (const auto& [key, a] : m_aggregates) {
      std::string names;
      for (std::size_t i = 0; i < a.units.size() && i < 5; ++i) names += (i ? ", " : "") + a.units[i];
      if (a.units.size() > 5) names += ", …";
      m_d.add(Severity::Warning, a.rule, a.message + " (" + std::to_string(a.units.size()) + " units: " + names + ")");
    }
    return std::move(m_out);
  }

 private:
  // ---- formations --------------------------------------------------------------------

  LevelRule levelRule(const model::Formation& f) {
    if (const LevelRule* r = m_t.findLevel(f.level)) return *r;
    LevelRule r;
    r.from = f.level;
    if (m_to.findOobLevel(f.level)) {
      r.to = f.level;
      r.reason = "not in the table; " + m_to.id + " has a level with the same id";
    } else {
      r.action = LevelAction::MergeUp;
      r.reason = "not in the table and " + m_to.id + " has no " + f.level + " level";
    }
    if (!m_t.generic) m_d.add(Severity::Warning, "convert.level.unlisted", "OOB level " + f.level + ": " + r.reason);
    return r;
  }

  void formations() {
    for (const auto& f : m_src.formations) {
      const LevelRule r = levelRule(f);
      m_levelRules[f.id] = r;
      ReportEntry e;
      e.kind = "formation";
      e.sources = {f.id.str()};
      e.sourceName = f.name;
      e.reason = r.reason;
      e.rule = r.rule;
      if (r.action == LevelAction::MergeUp) {
        e.action = ReportAction::Merged;
        const auto parent = keptAncestor(f.parent);
        e.reason += parent ? "; its formations and units move up to " + m_src.findFormation(*parent)->name
                           : "; its formations and units move to the top level";
        m_out.report.add(std::move(e));
        continue;
      }
      if (!m_to.findSide(f.side)) {
        m_d.add(Severity::Error, "convert.side.unknown",
                f.name + ": side " + f.side.str() + " is not a " + m_to.id + " side");
        continue;
      }
      model::Formation nf = f;
      nf.level = r.to;
      nf.parent = keptAncestor(f.parent);
      // Printed codes and formation attributes are the source game's ("1/6/T"); the target
      // numbers its formations its own way.
      if (!nf.code.empty() || !nf.attributes.empty()) ++m_clearedCodes;
      nf.code.clear();
      nf.attributes.clear();
      checkParent(nf);
      e.target = nf.id.str();
      e.targetType = nf.level;
      m_out.report.add(std::move(e));
      m_out.oob.formations.push_back(std::move(nf));
    }
    if (m_clearedCodes)
      m_d.add(Severity::Info, "convert.formation.code",
              std::to_string(m_clearedCodes) + " formations lost their " + m_from.id +
                  " codes and attributes; give them " + m_to.id + "'s formation numbers");
  }

  bool kept(const model::FormationId& id) const {
    auto it = m_levelRules.find(id);
    return it != m_levelRules.end() && it->second.action == LevelAction::Map;
  }

  /// The nearest formation at or above `f` that survives the conversion.
  std::optional<model::FormationId> keptAncestor(std::optional<model::FormationId> f) const {
    while (f) {
      if (kept(*f)) return f;
      const model::Formation* cur = m_src.findFormation(*f);
      if (!cur) return std::nullopt;
      f = cur->parent;
    }
    return std::nullopt;
  }

  const model::Formation* ancestorAtLevel(std::optional<model::FormationId> f, const model::TypeId& level) const {
    while (f) {
      const model::Formation* cur = m_src.findFormation(*f);
      if (!cur) return nullptr;
      if (cur->level == level) return cur;
      f = cur->parent;
    }
    return nullptr;
  }

  void checkParent(const model::Formation& nf) {
    const model::OobLevel* level = m_to.findOobLevel(nf.level);
    if (!level || level->parents.empty()) return;
    std::string parentLevel;
    if (nf.parent)
      for (const auto& g : m_out.oob.formations)
        if (g.id == *nf.parent) parentLevel = g.level;
    if (std::find(level->parents.begin(), level->parents.end(), parentLevel) != level->parents.end()) return;
    model::Location l;
    l.formation = nf.id.str();
    m_d.add(
        Severity::Warning, "convert.level.parent",
        nf.name + " is a " + nf.level + " under " + (parentLevel.empty() ? "nothing" : "a " + parentLevel) + "; " +
            m_to.id + " puts it under " +
            [&] {
              std::string s;
              for (const auto& p : level->parents) s += (s.empty() ? "" : " or ") + p;
              return s;
            }() +
            (level->rule.empty() ? "" : " (" + level->rule + ")"),
        l);
  }

  // ---- units -------------------------------------------------------------------------

  std::optional<UnitRule> unitRule(const model::Unit& u) {
    if (const UnitRule* r = m_t.findUnit(u.type)) return *r;
    const model::UnitType* type = m_from.findUnitType(u.type);
    if (!type) {
      model::Location l;
      l.unit = u.id.str();
      m_d.add(Severity::Error, "convert.unit-type.unknown",
              u.name + ": " + u.type + " is not a " + m_from.id + " unit type", l);
      return std::nullopt;
    }
    UnitRule r = ruleByCategory(*type, m_to);
    if (!m_t.generic && m_unlisted.insert(u.type).second)
      m_d.add(Severity::Warning, "convert.unit-type.unlisted",
              "unit type " + u.type + " is not in the table: " + r.reason);
    return r;
  }

  void units() {
    // Merge groups first, so that a group's unit takes the place of its first member.
    std::map<std::pair<std::string, model::FormationId>, std::vector<const model::Unit*>> groups;
    std::map<model::UnitId, UnitRule> rules;
    for (const auto& u : m_src.units) {
      auto r = unitRule(u);
      if (!r) continue;
      if (!m_to.findSide(u.side) && r->action != UnitAction::Drop) {
        model::Location l;
        l.unit = u.id.str();
        m_d.add(Severity::Error, "convert.side.unknown",
                u.name + ": side " + u.side.str() + " is not a " + m_to.id + " side", l);
        continue;
      }
      if (r->action == UnitAction::Merge) {
        if (const model::Formation* g = ancestorAtLevel(u.formation, r->mergeLevel)) {
          groups[{r->to, g->id}].push_back(&u);
        } else {
          r->action = UnitAction::Map;
          r->reason = "not under any " + r->mergeLevel + ", so nothing to merge it with; mapped on its own";
        }
      }
      rules[u.id] = *r;
    }
    std::set<std::pair<std::string, model::FormationId>> done;
    for (const auto& u : m_src.units) {
      auto it = rules.find(u.id);
      if (it == rules.end()) continue;
      const UnitRule& r = it->second;
      if (r.action == UnitAction::Map || r.action == UnitAction::Split) {
        const UnitRule byLevel = leaderByLevel(u, r);
        if (!sideHasType(u, byLevel)) continue;
        mapOne(u, byLevel, r.action == UnitAction::Map ? ReportAction::Mapped : ReportAction::Split);
        continue;
      }
      if (r.action == UnitAction::Merge && !sideHasType(u, r)) continue;
      switch (r.action) {
        case UnitAction::Drop:
          drop(u, r);
          break;
        case UnitAction::Map:
          mapOne(u, r, ReportAction::Mapped);
          break;
        case UnitAction::Split:
          mapOne(u, r, ReportAction::Split);
          break;
        case UnitAction::Merge: {
          const model::Formation* g = ancestorAtLevel(u.formation, r.mergeLevel);
          if (done.insert({r.to, g->id}).second) merge(groups[{r.to, g->id}], r, *g);
          break;
        }
      }
    }
  }

  /// A target type limited to other sides (US cavalry is Forrest's) cannot take the
  /// unit: the converted bundle would not validate, so it is an error here.
  bool sideHasType(const model::Unit& u, const UnitRule& r) {
    const model::UnitType* t = m_to.findUnitType(r.to);
    if (!t || t->sides.empty() || std::find(t->sides.begin(), t->sides.end(), u.side) != t->sides.end()) return true;
    model::Location l;
    l.unit = u.id.str();
    m_d.add(Severity::Error, "convert.unit-type.side",
            u.name + ": " + m_to.id + " " + r.to + " exists only for " + sideList(t->sides) + ", not " + u.side.str() +
                "; map or drop " + r.from + " for this side in the table (--table)",
            l);
    return false;
  }

  static std::string sideList(const std::vector<model::SideId>& sides) {
    std::string out;
    for (const auto& s : sides) out += (out.empty() ? "" : ", ") + s.str();
    return out;
  }

  /// A leader who commands a formation becomes the target's leader type for that
  /// formation's level when the target has one ("army-commander" for an army's
  /// commander), whatever the table's general rule for the leader type says.
  UnitRule leaderByLevel(const model::Unit& u, const UnitRule& r) const {
    const model::UnitType* to = m_to.findUnitType(r.to);
    if (!to || !to->isLeader) return r;
    for (const auto& f : m_src.formations) {
      if (!f.commander || *f.commander != u.id) continue;
      const auto rule = m_levelRules.find(f.id);
      const std::string level =
          rule != m_levelRules.end() && rule->second.action != LevelAction::MergeUp ? rule->second.to : f.level;
      if (level.empty()) return r;
      for (const auto& t : m_to.unitTypes) {
        if (!t.isLeader || t.id == r.to) continue;
        if (t.id.starts_with(level + "-") || t.id == level + "-commander") {
          UnitRule out = r;
          out.to = t.id;
          out.reason = "commands " + f.name + ", a " + level + "; " + m_to.id + " has " + t.id + " for it";
          return out;
        }
      }
      return r;
    }
    return r;
  }

  void drop(const model::Unit& u, const UnitRule& r) {
    ReportEntry e;
    e.action = ReportAction::Dropped;
    e.kind = "unit";
    e.sources = {u.id.str()};
    e.sourceName = u.name;
    e.reason = r.reason;
    e.rule = r.rule;
    m_out.report.add(std::move(e));
  }

  void mapOne(const model::Unit& u, const UnitRule& r, ReportAction action) {
    model::Unit nu;
    nu.id = u.id;
    nu.name = u.name;
    nu.designation = u.designation;
    nu.type = r.to;
    nu.side = u.side;
    nu.formation = keptAncestor(u.formation);
    nu.source = u.source;
    nu.notes = u.notes;
    convertAttributes({&u}, r, nu);
    m_out.unitMap[u.id] = nu.id;
    ReportEntry e;
    e.action = action;
    e.kind = "unit";
    e.sources = {u.id.str()};
    e.sourceName = u.name;
    e.target = nu.id.str();
    e.targetType = nu.type;
    e.reason = r.reason;
    e.rule = r.rule;
    m_out.report.add(std::move(e));
    if (action == ReportAction::Split) {
      model::Location l;
      l.unit = u.id.str();
      m_d.add(Severity::Warning, "convert.unit.not-split", u.name + ": " + r.reason, l);
    }
    m_out.oob.units.push_back(std::move(nu));
  }

  void merge(const std::vector<const model::Unit*>& members, const UnitRule& r, const model::Formation& group) {
    model::Unit nu;
    nu.id = model::UnitId(group.id.str() + "-" + r.to);
    nu.name = group.name;
    nu.type = r.to;
    nu.side = members.front()->side;
    nu.formation = keptAncestor(group.id);
    nu.source = group.source.empty() ? members.front()->source : group.source;
    std::string list;
    ReportEntry e;
    for (const model::Unit* m : members) {
      const std::string where = provenanceText(m->source);
      list += (list.empty() ? "" : "; ") + m->name + (where.empty() ? "" : " (" + where + ")");
      e.sources.push_back(m->id.str());
      m_out.unitMap[m->id] = nu.id;
      m_out.mergedFrom[nu.id].push_back(m->id);
    }
    nu.notes = "Merged from " + std::to_string(members.size()) + " " + m_from.id + " " + r.from + " units: " + list +
               "." + menNote(members);
    convertAttributes(members, r, nu);
    e.action = ReportAction::Merged;
    e.kind = "unit";
    e.sourceName = group.name;
    e.target = nu.id.str();
    e.targetType = nu.type;
    e.reason = r.reason;
    e.rule = r.rule;
    m_out.report.add(std::move(e));
    m_out.oob.units.push_back(std::move(nu));
  }

  /// The men the merged units stood for, where the source ruleset states men per
  /// strength point (its OOB profile) and the units have a strength: the target's own
  /// strength may not be derivable, the men are.
  std::string menNote(const std::vector<const model::Unit*>& members) const {
    if (!m_menPerPoint) return {};
    long men = 0;
    std::size_t counted = 0;
    for (const model::Unit* m : members) {
      const auto it = m->attributes.find(m_strengthAttribute);
      if (it == m->attributes.end() || !std::holds_alternative<std::int64_t>(it->second)) continue;
      men += static_cast<long>(std::get<std::int64_t>(it->second) * *m_menPerPoint);
      ++counted;
    }
    if (counted == 0) return {};
    return " About " + std::to_string(men) + " men (" + std::to_string(counted) + " of " +
           std::to_string(members.size()) + " units counted, " + m_strengthAttribute + " x " +
           std::to_string(static_cast<long>(*m_menPerPoint)) + " men per point" +
           (m_menRule.empty() ? "" : ", " + m_from.id + " " + m_menRule) + ").";
  }

  // ---- attributes --------------------------------------------------------------------

  void addNote(model::Unit& u, const std::string& text) { u.notes += (u.notes.empty() ? "" : "\n") + text; }

  void unknown(const std::string& rule, const std::string& key, const std::string& message, const model::Unit& u) {
    Aggregate& a = m_aggregates[rule + "|" + key + "|" + message];
    a.rule = rule;
    a.message = message;
    a.units.push_back(u.name);
  }

  /// Says once per type and attribute what happened to it.
  void reportAttribute(const UnitRule& r, const AttributeRule& a, ReportAction action) {
    if (!m_reportedAttributes.insert(r.from + "." + a.from).second) return;
    ReportEntry e;
    e.action = action;
    e.kind = "attribute";
    e.sources = {r.from + "." + a.from};
    e.sourceName = r.from + "." + a.from;
    const bool toNotes = a.action == AttributeAction::Notes || a.action == AttributeAction::GunClasses;
    if (action != ReportAction::Dropped) e.target = r.to + (toNotes ? " notes" : "." + a.to);
    e.targetType = attributeActionName(a.action);
    e.reason = a.reason;
    e.rule = a.rule;
    m_out.report.add(std::move(e));
  }

  std::vector<std::string> attributeNames(const std::vector<const model::Unit*>& members) const {
    std::vector<std::string> names;
    for (const model::Unit* m : members)
      for (const auto& [name, v] : m->attributes)
        if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    return names;
  }

  void convertAttributes(const std::vector<const model::Unit*>& members, const UnitRule& r, model::Unit& out) {
    const model::UnitType* target = m_to.findUnitType(r.to);
    for (const std::string& name : attributeNames(members)) {
      AttributeRule a;
      if (const AttributeRule* found = r.findAttribute(name)) {
        a = *found;
      } else {
        a.from = name;
        a.action = AttributeAction::Notes;
        a.reason = "not in the table; kept in the notes";
        unknown("convert.attribute.unlisted", r.from + "." + name,
                r.from + " attribute " + name + " is not in the table; kept in the notes", out);
      }
      switch (a.action) {
        case AttributeAction::Copy:
          copy(members, a, r, target, out);
          break;
        case AttributeAction::Scale:
          scale(members, a, r, target, out);
          break;
        case AttributeAction::GunClasses:
          guns(members, a, r, out);
          break;
        case AttributeAction::Notes: {
          std::string values;
          for (const model::Unit* m : members)
            if (auto it = m->attributes.find(name); it != m->attributes.end())
              values += (values.empty() ? "" : " / ") + model::formatAttribute(it->second);
          addNote(out, m_from.id + " " + name + ": " + values);
          reportAttribute(r, a, ReportAction::Mapped);
          break;
        }
        case AttributeAction::Drop:
          reportAttribute(r, a, ReportAction::Dropped);
          break;
      }
    }
    if (!target) return;
    for (const auto& def : target->attributes)
      if (def.required && !out.attributes.count(def.name))
        unknown("convert.attribute.unknown", r.to + "." + def.name,
                r.to + " " + def.name + " (" + def.rule + ") has no source value: unknown, to be filled in", out);
  }

  void copy(const std::vector<const model::Unit*>& members, const AttributeRule& a, const UnitRule& r,
            const model::UnitType* target, model::Unit& out) {
    reportAttribute(r, a, ReportAction::Mapped);
    std::set<std::string> values;
    std::optional<model::AttributeValue> value;
    for (const model::Unit* m : members) {
      auto it = m->attributes.find(a.from);
      if (it == m->attributes.end()) continue;
      values.insert(model::formatAttribute(it->second));
      value = it->second;
    }
    if (!value) return;
    if (values.size() > 1) {
      std::string list;
      for (const auto& v : values) list += (list.empty() ? "" : ", ") + v;
      addNote(out, m_from.id + " " + a.from + " of the merged units: " + list);
      unknown("convert.attribute.differs", r.to + "." + a.to,
              r.to + " " + a.to + ": the merged units' " + a.from + " values differ; unknown, to be chosen", out);
      return;
    }
    const model::AttributeDef* def = target ? model::findAttribute(target->attributes, a.to) : nullptr;
    if (def) {
      const std::string text = model::formatAttribute(*value);
      auto parsed = model::parseAttribute(text, def->type);
      if (!parsed || (def->type == model::AttributeType::Text && !def->allows(text))) {
        addNote(out, m_from.id + " " + a.from + ": " + text);
        unknown("convert.attribute.invalid", r.to + "." + a.to,
                r.to + " " + a.to + ": the " + m_from.id + " value is not a valid " + m_to.id + " value; unknown", out);
        return;
      }
      value = *parsed;
    }
    out.attributes[a.to] = *value;
  }

  void scale(const std::vector<const model::Unit*>& members, const AttributeRule& a, const UnitRule& r,
             const model::UnitType* target, model::Unit& out) {
    reportAttribute(r, a, ReportAction::Mapped);
    double sum = 0;
    for (const model::Unit* m : members) {
      auto v = model::numberAttribute(m->attributes, a.from);
      if (!v) {
        unknown("convert.attribute.unknown", r.to + "." + a.to,
                r.to + " " + a.to + ": a merged unit has no " + a.from + "; unknown", out);
        return;
      }
      sum += *v;
    }
    const StrengthScale& s = m_t.strength;
    if (!s.fromMenPerPoint) {
      unknown("convert.strength.unknown", r.to + "." + a.to,
              m_from.id + " does not state men per strength point; " + r.to + " " + a.to + " unknown", out);
      return;
    }
    const double men = sum * *s.fromMenPerPoint;
    addNote(out, "About " + model::formatAttribute(men) + " men (" + m_from.id + " " + a.from + " " +
                     model::formatAttribute(sum) + " x " + model::formatAttribute(*s.fromMenPerPoint) + ", " +
                     s.fromRule + ")");
    if (!s.toMenPerPoint) {
      unknown("convert.strength.unknown", r.to + "." + a.to,
              m_to.id + " does not state men per strength point; " + r.to + " " + a.to + " unknown", out);
      return;
    }
    const double points = men / *s.toMenPerPoint;
    const model::AttributeDef* def = target ? model::findAttribute(target->attributes, a.to) : nullptr;
    const bool integer = !def || def->type == model::AttributeType::Integer;
    if (integer && std::abs(points - std::round(points)) > 1e-9) {
      unknown("convert.strength.rounding", r.to + "." + a.to,
              r.to + " " + a.to + ": the men do not make whole points and " + m_to.id +
                  " states no rounding; unknown (see the notes)",
              out);
      addNote(out, m_to.id + " " + a.to + " would be " + model::formatAttribute(points) + " (" + s.toRule + ")");
      return;
    }
    if (integer)
      out.attributes[a.to] = static_cast<std::int64_t>(std::llround(points));
    else
      out.attributes[a.to] = points;
  }

  void guns(const std::vector<const model::Unit*>& members, const AttributeRule& a, const UnitRule& r,
            model::Unit& out) {
    reportAttribute(r, a, ReportAction::Mapped);
    for (const model::Unit* m : members) {
      auto text = model::textAttribute(m->attributes, a.from);
      if (!text) continue;
      const GunClassResult g = classifyGuns(*text, m_t.gunClasses);
      addNote(out, "Guns: " + g.classes + (m_t.gunClassRule.empty() ? "" : " (" + m_t.gunClassRule + ")"));
      for (const auto& name : g.unmapped) {
        model::Location l;
        l.unit = out.id.str();
        m_d.add(Severity::Warning, "convert.guns.unmapped",
                m->name + ": \"" + name + "\" has no gun class in the table" +
                    (m_t.gunClassRule.empty() ? "" : " (" + m_t.gunClassRule + ")") + "; kept as written",
                l);
      }
    }
  }

  // ---- leaders of formations ------------------------------------------------------------

  void commanders() {
    for (auto& f : m_out.oob.formations) {
      if (!f.commander) continue;
      auto it = m_out.unitMap.find(*f.commander);
      const model::Unit* leader = nullptr;
      if (it != m_out.unitMap.end() && !m_out.mergedFrom.count(it->second))
        for (const auto& u : m_out.oob.units)
          if (u.id == it->second) leader = &u;
      const model::UnitType* type = leader ? m_to.findUnitType(leader->type) : nullptr;
      if (type && type->isLeader) continue;
      f.commander.reset();
      model::Location l;
      l.formation = f.id.str();
      m_d.add(Severity::Info, "convert.formation.commander",
              f.name + ": its commander is not a " + m_to.id + " leader after the conversion; none set", l);
    }
  }

  const model::OrderOfBattle& m_src;
  const model::Ruleset& m_from;
  const model::Ruleset& m_to;
  const ConversionTable& m_t;
  model::Diagnostics& m_d;
  OobConversion m_out;
  std::map<model::FormationId, LevelRule> m_levelRules;
  std::map<std::string, Aggregate> m_aggregates;
  std::set<std::string> m_reportedAttributes;
  std::set<std::string> m_unlisted;
  int m_clearedCodes = 0;
  std::optional<double> m_menPerPoint;
  std::string m_strengthAttribute;
  std::string m_menRule;
};

}  // namespace

OobConversion convertOob(const model::OrderOfBattle& source, const model::Ruleset& from, const model::Ruleset& to,
                         const ConversionTable& table, model::Diagnostics& diagnostics) {
  return Converter(source, from, to, table, diagnostics).run();
}

}  // namespace hexwright::importers::convert
