#include "importers/oob/oob_builder.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <unordered_map>

#include "importers/oob/formation_codes.h"
#include "importers/oob/list_items.h"
#include "importers/oob/oob_build_report.h"
#include "importers/oob/text_util.h"
#include "importers/oob/unit_type_match.h"
#include "importers/oob/unit_values.h"

namespace hexwright::importers::oob {
namespace {

std::string key(const std::vector<std::string>& path) {
  std::string k;
  for (const auto& p : path) k += lower(p) + '\x1f';
  return k;
}

class Builder {
 public:
  Builder(const model::Ruleset& r, const OobProfile* p, const model::OrderOfBattle& existing, model::Diagnostics& d)
      : m_r(r), m_p(p), m_report(d), m_types(r, p), m_values(p, m_report) {
    for (const auto& f : existing.formations) {
      m_ids.insert(f.id.str());
      m_formationIds.insert(f.id.str());
    }
    for (const auto& u : existing.units) {
      m_ids.insert(u.id.str());
      m_unitIds.insert(u.id.str());
    }
  }

  model::OrderOfBattle build(const RawOob& raw) {
    for (const RawFormation& f : raw.formations) formation(f);
    assignCodes();
    for (const RawUnit& u : raw.units) unit(u);
    return std::move(m_out);
  }

 private:
  void report(model::Severity s, const std::string& rule, const std::string& message, const model::Provenance& where) {
    m_report.report(s, rule, message, where);
  }
  void flagOnce(const std::string& rule, const std::string& what, const std::string& message,
                const model::Provenance& where) {
    m_report.flagOnce(rule, what, message, where);
  }

  /// `base`, else the first free of base-2, base-3… Ids are only ever added, so the search
  /// for a base goes on from where it last stopped: trying from 2 each time made a listing
  /// of thousands of same-named entries quadratic.
  std::string uniqueId(const std::string& base) {
    int& tried = m_lastSuffix[base];  // 0: nothing tried; 1: base itself; n: base-n
    std::string id = base;
    if (tried == 0 && m_ids.insert(id).second) {
      tried = 1;
      return id;
    }
    do {
      tried = std::max(tried, 1) + 1;
      id = base + "-" + std::to_string(tried);
    } while (!m_ids.insert(id).second);
    return id;
  }

  const model::RulesetSide* sideByText(const std::string& text) const {
    for (const auto& s : m_r.sides)
      if (equalsNoCase(s.id.str(), text) || equalsNoCase(s.name, text)) return &s;
    return nullptr;
  }

  /// The side an army name belongs to, by the armies the ruleset lists; the longest
  /// army name contained in the heading wins ("CONFEDERATE ARMY OF THE MISSISSIPPI").
  std::pair<const model::RulesetSide*, std::string> sideOfArmy(const std::string& name) const {
    const model::RulesetSide* best = nullptr;
    std::string army;
    for (const auto& s : m_r.sides)
      for (const auto& a : s.armies)
        if (containsNoCase(name, a) && a.size() > army.size()) {
          best = &s;
          army = a;
        }
    return {best, army};
  }

  /// A leading side name in a path ("Union/Army of the Tennessee/…") is the side.
  std::vector<std::string> stripSide(std::vector<std::string> path, std::string& side) const {
    if (!path.empty() && sideByText(path.front())) {
      if (side.empty()) side = path.front();
      path.erase(path.begin());
    }
    return path;
  }

  std::optional<model::TypeId> levelOf(const RawFormation& f, const std::vector<std::string>& path,
                                       const model::SideId& side) {
    const std::string& name = path.back();
    if (!f.level.empty()) {
      for (const auto& l : m_r.oobLevels)
        if (equalsNoCase(l.id, f.level) || equalsNoCase(l.name, f.level)) return l.id;
      if (m_p)
        for (const auto& h : m_p->headings)
          if (equalsNoCase(h.match, f.level) && (m_r.findOobLevel(h.level) || h.level == "none")) return h.level;
    }
    if (m_p)
      for (const auto& h : m_p->headings)
        if (containsNoCase(name, h.match) && (m_r.findOobLevel(h.level) || h.level == "none")) return h.level;
    for (const auto& l : m_r.oobLevels)
      if (l.appliesTo(side) && (containsWord(lower(name), lower(l.id)) || containsWord(lower(name), lower(l.name))))
        return l.id;
    const auto levels = m_r.levelsFor(side);
    if (path.size() <= levels.size()) {
      flagOnce("import.oob.level.by-depth", name,
               "\"" + name + "\" does not say which level it is; taken as " + levels[path.size() - 1]->id +
                   " from its depth",
               f.source);
      return levels[path.size() - 1]->id;
    }
    return std::nullopt;
  }

  void formation(const RawFormation& rf) {
    std::string sideText = rf.side;
    const std::vector<std::string> path = stripSide(rf.path, sideText);
    if (path.empty()) return;
    const std::string k = key(path);
    if (m_formations.count(k)) {
      report(model::Severity::Warning, "import.oob.duplicate",
             "\"" + path.back() + "\" is listed twice; the entries are merged", rf.source);
      return;
    }
    model::Formation f;
    f.source = rf.source;
    f.code = rf.code;
    std::optional<std::size_t> parent;
    if (path.size() > 1 && !findParent(rf, path, k, parent)) return;
    // Side: stated, else the parent's, else the army's.
    const model::RulesetSide* side = sideText.empty() ? nullptr : sideByText(sideText);
    std::string name = path.back();
    if (parent) {
      f.side = m_out.formations[*parent].side;
      f.parent = m_out.formations[*parent].id;
    } else {
      if (const auto apart = path.size() > 1 ? m_apart.find(key({path.begin(), path.end() - 1})) : m_apart.end();
          apart != m_apart.end() && !side)
        side = sideByText(apart->second.str());
      side = topSide(side, name, k, rf.source);
      if (!side) return;
      f.side = side->id;
    }
    if (parent && side && side->id != f.side)
      report(model::Severity::Warning, "import.oob.side-mismatch",
             "\"" + name + "\" is given side " + side->id.str() + " but sits under a formation of side " + f.side.str(),
             rf.source);
    f.name = name;
    const auto level = formationLevel(rf, path, parent, f.side, name);
    if (!level) return;
    if (*level == "none") {
      groupUnderParent(k, name, parent, f.side, rf.source);
      return;
    }
    f.level = *level;
    checkLevelPlace(f, parent, rf.source);
    if (!rf.notes.empty()) f.attributes["notes"] = rf.notes;
    f.id = model::FormationId(rf.id);
    nearMiss(name, parent, rf.source);
    m_formations.emplace(k, m_out.formations.size());
    m_paths.push_back(path);
    m_parentIndex.push_back(parent);
    m_out.formations.push_back(std::move(f));
  }

  /// Sets `parent` to the formation `path` sits under; false when there is none to build it
  /// under (`k`, its key, is then marked failed).
  bool findParent(const RawFormation& rf, const std::vector<std::string>& path, const std::string& k,
                  std::optional<std::size_t>& parent) {
    const std::string parentKey = key({path.begin(), path.end() - 1});
    if (m_failed.count(parentKey)) {
      m_failed.insert(k);  // its parent's error already says why
      return false;
    }
    if (m_apart.count(parentKey)) return true;  // it stands apart, as its grouping does
    const auto it = m_formations.find(parentKey);
    if (it == m_formations.end()) {
      m_failed.insert(k);
      report(model::Severity::Error, "import.oob.missing-parent",
             "\"" + path.back() + "\" is under \"" + path[path.size() - 2] + "\", which is not defined", rf.source);
      return false;
    }
    parent = it->second;
    return true;
  }

  /// A top formation's side: `stated`, else the side whose army `name` names (and `name`
  /// becomes that army's name); null, reported, when neither says.
  const model::RulesetSide* topSide(const model::RulesetSide* stated, std::string& name, const std::string& k,
                                    const model::Provenance& where) {
    const model::RulesetSide* side = stated;
    const auto [armySide, army] = sideOfArmy(name);
    if (!side) side = armySide;
    if (!army.empty() && armySide == side) name = army;  // the rulebook's spelling
    if (!side) {
      m_failed.insert(k);
      report(model::Severity::Error, "import.oob.unknown-side",
             "which side \"" + name + "\" belongs to is not known: add --side (" + sideList() +
                 "), a title that names the side (\"THE UNION ARMY\", \"Confederate\") or an army name the ruleset "
                 "lists" +
                 armyList(),
             where);
    }
    return side;
  }

  /// The formation's level, "none" when it only groups what it holds under its parent;
  /// nullopt, reported, when it has no level of the ruleset.
  std::optional<model::TypeId> formationLevel(const RawFormation& rf, const std::vector<std::string>& path,
                                              std::optional<std::size_t> parent, const model::SideId& side,
                                              const std::string& name) {
    auto level = levelOf(rf, path, side);
    // A level the ruleset lacks (a corps in a game without corps, a level of the other side
    // only) groups what it holds under its parent, as a profile's "none" does: said, never fatal.
    const model::OobLevel* stated = level ? m_r.findOobLevel(*level) : nullptr;
    if ((!level && parent) || (stated && !stated->appliesTo(side))) {
      report(model::Severity::Warning, "import.oob.unknown-level",
             "\"" + name + "\": level \"" + (level ? *level : rf.level) + "\" is none of " + m_r.id +
                 "'s OOB levels for side " + side.str() + "; what it holds goes to the formation above" +
                 (parent ? "" : ", or stands apart when there is none"),
             rf.source);
      level = std::string("none");
    }
    if (!level)
      report(model::Severity::Error, "import.oob.unknown-level",
             "\"" + name + "\": level \"" + rf.level + "\" is none of the ruleset's OOB levels", rf.source);
    return level;
  }

  void groupUnderParent(const std::string& k, const std::string& name, std::optional<std::size_t> parent,
                        const model::SideId& side, const model::Provenance& where) {
    // A heading the profile says only groups ("CORPS" in a ruleset without corps):
    // what it holds belongs to its parent.
    m_grouping.emplace(k, name);
    if (parent) {
      m_formations.emplace(k, *parent);
      return;
    }
    // With nothing above it (a game's data file of corps records), what it holds stands
    // apart, of its side: kept for the designer to place, never refused.
    m_apart.emplace(k, side);
    report(model::Severity::Warning, "import.oob.missing-parent",
           "\"" + name + "\" only groups formations in " + m_r.id +
               " and has no army above it: what it holds stands apart (give --army NAME to put it under one)",
           where);
  }

  /// Whether `f`'s level fits where it sits: on its side, and under a level the ruleset
  /// puts it under. Reported; the formation is built either way.
  void checkLevelPlace(const model::Formation& f, std::optional<std::size_t> parent, const model::Provenance& where) {
    const std::string& name = f.name;
    const model::OobLevel* def = m_r.findOobLevel(f.level);
    if (def && !def->appliesTo(f.side))
      report(model::Severity::Error, "import.oob.unknown-level",
             "\"" + name + "\": the " + f.level + " level does not exist for side " + f.side.str(), where);
    // A formation of its own (a division arriving apart from its army) is one the model
    // and the validator accept; the listing as a whole has an army (checkArmy), so this is
    // said, not refused, and an exported order of battle imports back as it was.
    if (def && !parent && !def->parents.empty())
      report(model::Severity::Warning, "import.oob.top-level",
             "\"" + name + "\" (" + f.level + ") has nothing above it, where " + m_r.id + " puts a " + f.level +
                 " under " + join(def->parents) + "; it is kept as a formation of its own",
             where);
    if (def && parent && !def->parents.empty()) {
      const auto& pl = m_out.formations[*parent].level;
      if (std::find(def->parents.begin(), def->parents.end(), pl) == def->parents.end())
        report(model::Severity::Warning, "import.oob.missing-parent",
               "\"" + name + "\" (" + f.level + ") sits under a " + pl + "; a " + f.level + " belongs under " +
                   join(def->parents),
               where);
    }
  }

  static void appendFormationNote(model::Formation& f, const std::string& line) {
    const auto it = f.attributes.find("notes");
    std::string notes = it != f.attributes.end() && std::holds_alternative<std::string>(it->second)
                            ? std::get<std::string>(it->second)
                            : "";
    f.attributes["notes"] = notes + (notes.empty() ? "" : "; ") + line;
  }

  /// "Sixth Divison" beside "Sixth Division": a typo that makes a new formation.
  void nearMiss(const std::string& name, std::optional<std::size_t> parent, const model::Provenance& where) {
    const std::string parentKey = parent ? std::to_string(*parent) : std::string("-");
    auto& siblings = m_siblings[parentKey];
    // A placeholder ("Division (unnamed 3)") is no typo of another; and a typo sits near the
    // name it misspells, so only the last siblings are asked (a hostile file of fifty
    // thousand siblings must not compare each with all the others).
    if (name.find("(unnamed") != std::string::npos) return;
    constexpr std::size_t kNearSiblings = 64;
    for (std::size_t k = siblings.size() > kNearSiblings ? siblings.size() - kNearSiblings : 0; k < siblings.size();
         ++k) {
      const std::string& other = siblings[k];
      const std::size_t dist = spellingDistance(name, other);
      if (dist > 0 && dist <= 2 && !equalsNoCase(name, other) && std::max(name.size(), other.size()) > 6 &&
          ordinalValue(name.substr(0, name.find(' '))) == ordinalValue(other.substr(0, other.find(' '))))
        report(model::Severity::Warning, "import.oob.near-miss",
               "\"" + name + "\" is a new formation; did you mean \"" + other + "\"?", where);
    }
    siblings.push_back(name);
  }

  std::string armyList() const {
    std::string out;
    for (const auto& s : m_r.sides)
      for (const auto& a : s.armies) out += (out.empty() ? "" : ", ") + a;
    return out.empty() ? std::string() : " (" + out + ")";
  }

  static std::string join(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
    return out;
  }
  std::string sideList() const {
    std::vector<std::string> ids;
    for (const auto& s : m_r.sides) ids.push_back(s.id.str());
    return join(ids);
  }

  void assignCodes() {
    for (std::size_t i = 0; i < m_out.formations.size(); ++i) {
      model::Formation& f = m_out.formations[i];
      if (m_p && f.code.empty())
        f.code = formationCode(*m_p, m_out.formations, m_parentIndex, i, m_report).value_or("");
      if (f.id.empty()) {
        const std::string base = f.code.empty() ? slug(key(m_paths[i])) : slug(f.side.str() + " " + f.code);
        f.id = model::FormationId(uniqueId("f-" + base));
      } else if (m_ids.insert(f.id.str()); !m_formationIds.insert(f.id.str()).second) {
        report(model::Severity::Error, "import.oob.duplicate", "formation id \"" + f.id.str() + "\" is used twice",
               f.source);
      }
      m_codes.emplace(f.code, i);
    }
    // Parents were recorded before ids existed for derived formations.
    for (std::size_t i = 0; i < m_parentIndex.size(); ++i)
      if (m_parentIndex[i]) m_out.formations[i].parent = m_out.formations[*m_parentIndex[i]].id;
  }

  void unit(const RawUnit& ru) {
    std::string sideText = ru.side;
    const std::vector<std::string> path = stripSide(ru.path, sideText);
    model::Unit u;
    u.name = ru.name;
    u.notes = unitNotes(ru);
    u.source = ru.source;
    model::Formation* f = nullptr;
    if (const auto apart = path.empty() ? m_apart.end() : m_apart.find(key(path)); apart != m_apart.end()) {
      // Under a grouping that stands apart: of its side, in no formation.
      u.notes = "of " + path.back() + (u.notes.empty() ? "" : "; ") + u.notes;
      if (sideText.empty()) sideText = apart->second.str();
    } else if (!path.empty()) {
      f = formationByPath(ru, path, u);
      if (!f) return;
    } else if (!ru.formationCode.empty()) {
      f = formationByCode(ru);
      if (!f) return;
    }
    if (f) {
      u.formation = f->id;
      u.side = f->side;
    } else if (const auto* s = sideByText(sideText)) {
      u.side = s->id;
    } else {
      report(model::Severity::Error, "import.oob.unknown-side",
             "\"" + ru.name + "\" has neither a formation nor a known side", ru.source);
      return;
    }
    if (leaderAsNote(ru, f)) return;
    const model::UnitType* t = m_types.typeOf(ru, f ? f->level : std::string(), m_report);
    if (!t) {
      if (f)
        appendFormationNote(*f, "line " + std::to_string(ru.source.line) + " not imported: " + ru.name +
                                    (ru.type.empty() ? "" : " (type " + ru.type + ")"));
      return;
    }
    u.type = t->id;
    profileValues(ru, *t, f, u);
    m_values.explicitAttributes(ru, *t, u);
    u.designation = m_values.designation(ru, *t);
    const std::string dupKey = (f ? f->id.str() : u.side.str()) + "\x1f" + lower(u.name);
    if (!m_unitNames.insert(dupKey).second)
      report(model::Severity::Warning, "import.oob.duplicate",
             "\"" + u.name + "\" is listed twice in " + (f ? f->name : u.side.str()) + "; both are kept", ru.source);
    if (!assignUnitId(ru, u)) return;
    if (f && !f->commander && (ru.role == LeaderRole::HeadingCommander || ru.role == LeaderRole::LineCommander))
      f->commander = u.id;
    m_out.units.push_back(std::move(u));
  }

  /// The unit's notes: its status, its own notes, its officers and where the source found it.
  static std::string unitNotes(const RawUnit& ru) {
    std::string notes = ru.notes;
    if (!ru.status.empty()) notes = ru.status + (notes.empty() ? "" : "; ") + notes;
    if (!ru.officers.empty()) {
      std::string officers;
      for (const auto& o : ru.officers) officers += (officers.empty() ? "" : "; ") + o;
      notes += (notes.empty() ? "" : "; ") + std::string("officers: ") + officers;
    }
    if (!ru.citation.empty()) notes += (notes.empty() ? "" : "; ") + std::string("source: ") + ru.citation;
    return notes;
  }

  /// The formation `path` names, with the grouping heading it stands for noted on `u`; null
  /// when the unit is not built: the formation failed or is missing (reported), or the unit
  /// is a grouping heading's commander (kept as a note).
  model::Formation* formationByPath(const RawUnit& ru, const std::vector<std::string>& path, model::Unit& u) {
    if (m_failed.count(key(path))) {
      ++m_skippedUnits;  // the formation's own error says why
      return nullptr;
    }
    const auto grouped = m_grouping.find(key(path));
    if (grouped != m_grouping.end()) u.notes = "of " + grouped->second + (u.notes.empty() ? "" : "; ") + u.notes;
    const auto it = m_formations.find(key(path));
    if (it == m_formations.end()) {
      report(model::Severity::Error, "import.oob.missing-parent",
             "\"" + ru.name + "\": formation \"" + path.back() + "\" is not defined", ru.source);
      return nullptr;
    }
    model::Formation* f = &m_out.formations[it->second];
    if (grouped != m_grouping.end() && ru.role != LeaderRole::None && (ru.type.empty() || ru.typeIsHint)) {
      // The commander of a heading the ruleset does not have (a corps where there are
      // no corps) gets no counter; his name stays with the formation above.
      appendFormationNote(
          *f, "commander of " + grouped->second + ": " + ru.name + (ru.status.empty() ? "" : " (" + ru.status + ")"));
      ++m_leadersAsNotes;
      return nullptr;
    }
    return f;
  }

  /// The formation a unit names by its code; null, reported, when no formation has it.
  model::Formation* formationByCode(const RawUnit& ru) {
    const auto it = m_codes.find(ru.formationCode);
    if (it == m_codes.end()) {
      report(model::Severity::Error, "import.oob.missing-parent",
             "\"" + ru.name + "\": no formation has the code " + ru.formationCode, ru.source);
      return nullptr;
    }
    return &m_out.formations[it->second];
  }

  /// True when `ru` is a leader the profile gives no counter, noted on `f` instead.
  bool leaderAsNote(const RawUnit& ru, model::Formation* f) {
    const bool statedType = !ru.type.empty() && !ru.typeIsHint;
    if (!statedType && ru.role != LeaderRole::None && m_p && f &&
        m_p->typeForRole(leaderRoleName(ru.role), f->level) == "none") {
      // The rulebook gives this leader no counter: his name stays with his formation.
      const std::string line = "commander: " + ru.name + (ru.status.empty() ? "" : " (" + ru.status + ")");
      appendFormationNote(*f, line);
      ++m_leadersAsNotes;
      return true;
    }
    return false;
  }

  /// The values the profile converts or derives: strength, guns, weapon, rank, replacement
  /// and formation code.
  void profileValues(const RawUnit& ru, const model::UnitType& t, const model::Formation* f, model::Unit& u) {
    // A CSV that states the type (an exported bundle) states every attribute as well:
    // nothing is derived from roles or ranks for it.
    const bool derive = ru.type.empty() || ru.typeIsHint;
    if (m_p) {
      m_values.strength(ru, t, u);
      m_values.guns(ru, t, u);
      m_values.weapon(ru, t, u);
      if (derive && !ru.rank.empty() && !m_p->rankAttribute.empty() &&
          model::findAttribute(t.attributes, m_p->rankAttribute)) {
        if (const NameToValue* r = m_p->rankOf(ru.rank))
          u.attributes[m_p->rankAttribute] = r->value;
        else
          flagOnce("import.oob.profile.unknown", "rank:" + ru.rank,
                   "rank \"" + ru.rank + "\" is not in the profile; left unknown", ru.source);
      }
      if (derive && ru.role == LeaderRole::Replacement && model::findAttribute(t.attributes, "replacement"))
        u.attributes["replacement"] = true;
      if (derive && f && !f->code.empty() && !m_p->codeAttribute.empty() &&
          model::findAttribute(t.attributes, m_p->codeAttribute) &&
          (ru.role == LeaderRole::LineCommander || ru.role == LeaderRole::Replacement))
        u.attributes[m_p->codeAttribute] = f->code;
    } else if (ru.men || ru.guns || !ru.weapon.empty()) {
      flagOnce("import.oob.profile.missing", "profile",
               "the ruleset " + m_r.id + " has no OOB profile; men, guns and weapons are not converted", ru.source);
    }
  }

  /// The unit's id: the stated one, else one made from its side and name; false, reported,
  /// when the stated id is already a unit's.
  bool assignUnitId(const RawUnit& ru, model::Unit& u) {
    if (!ru.id.empty()) {
      if (m_ids.insert(ru.id); !m_unitIds.insert(ru.id).second) {
        report(model::Severity::Error, "import.oob.duplicate", "unit id \"" + ru.id + "\" is used twice", ru.source);
        return false;
      }
      u.id = model::UnitId(ru.id);
    } else {
      u.id = model::UnitId(uniqueId("u-" + slug(u.side.str() + " " + splitTrailingNotes(u.name).name)));
    }
    return true;
  }

  const model::Ruleset& m_r;
  const OobProfile* m_p;
  OobBuildReport m_report;
  UnitTypeMatcher m_types;
  UnitValues m_values;
  model::OrderOfBattle m_out;
  std::unordered_map<std::string, std::size_t> m_formations;  // key(path) → index
  std::vector<std::vector<std::string>> m_paths;              // per formation
  std::vector<std::optional<std::size_t>> m_parentIndex;      // per formation
  std::unordered_map<std::string, std::size_t> m_codes;
  std::set<std::string> m_ids;  // every id, so a made-up one never repeats a stated one
  // Stated ids must be unique among their own kind only: a bundle may give a regiment's
  // formation and its unit the same id (Huzzah!'s sample does), as the model allows.
  std::set<std::string> m_formationIds, m_unitIds;
  std::map<std::string, int> m_lastSuffix;  // uniqueId's progress per base
  std::set<std::string> m_unitNames;
  std::set<std::string> m_failed;                 // formations not built (their error is reported)
  std::map<std::string, std::string> m_grouping;  // key → name of headings that only group
  std::map<std::string, model::SideId> m_apart;   // key → side of groupings with nothing above
  std::map<std::string, std::vector<std::string>> m_siblings;
  std::size_t m_skippedUnits = 0;
  std::size_t m_leadersAsNotes = 0;
};

}  // namespace

const char* leaderRoleName(LeaderRole r) {
  switch (r) {
    case LeaderRole::None:
      return "";
    case LeaderRole::HeadingCommander:
      return "heading";
    case LeaderRole::LineCommander:
      return "line";
    case LeaderRole::SecondInCommand:
      return "second";
    case LeaderRole::Aide:
      return "aide";
    case LeaderRole::Replacement:
      return "replacement";
  }
  return "";
}

model::OrderOfBattle buildOob(const RawOob& raw, const model::Ruleset& ruleset, const OobProfile* profile,
                              const model::OrderOfBattle& existing, model::Diagnostics& diagnostics) {
  return Builder(ruleset, profile, existing, diagnostics).build(raw);
}

}  // namespace hexwright::importers::oob
