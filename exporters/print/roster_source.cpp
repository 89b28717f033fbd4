#include "exporters/print/roster_source.h"

#include <algorithm>

namespace hexwright::exporters {

using model::Formation;
using model::Unit;

std::vector<model::SideId> RosterSource::sides() const {
  std::vector<model::SideId> out;
  for (const auto& side : m_s.sides) out.push_back(side.id);
  for (const auto& u : m_s.oob.units)
    if (std::find(out.begin(), out.end(), u.side) == out.end()) out.push_back(u.side);
  return out;
}

std::string RosterSource::sideName(const model::SideId& id) const {
  for (const auto& side : m_s.sides)
    if (side.id == id && !side.name.empty()) return side.name;
  if (m_rs)
    if (const auto* side = m_rs->findSide(id); side && !side->name.empty()) return side->name;
  return id.value;
}

std::string RosterSource::typeName(const Unit& u) const {
  return type(u) && !type(u)->name.empty() ? type(u)->name : u.type;
}

std::string RosterSource::label(const Unit& u) {
  if (u.designation.empty() || u.designation == u.name) return u.name.empty() ? u.id.value : u.name;
  if (u.name.empty()) return u.designation;
  // "2nd Wisconsin Infantry Regiment" already says "2nd Wisconsin": once is enough.
  if (u.name.find(u.designation) != std::string::npos) return u.name;
  if (u.designation.find(u.name) != std::string::npos) return u.designation;
  return u.designation + " (" + u.name + ")";
}

// Leaders are listed on the command staff sheet instead.
std::vector<RosterGroup> RosterSource::groups(const model::SideId& side) const {
  std::vector<RosterGroup> out;
  for (const auto& f : m_s.oob.formations) {
    if (f.side != side) continue;
    RosterGroup g{&f, side, {}};
    for (const auto& u : m_s.oob.units)
      if (u.formation == f.id && !leader(u)) g.units.push_back(&u);
    if (!g.units.empty()) out.push_back(std::move(g));
  }
  RosterGroup loose{nullptr, side, {}};
  for (const auto& u : m_s.oob.units)
    if (u.side == side && !leader(u) && (!u.formation || !m_s.oob.findFormation(*u.formation)))
      loose.units.push_back(&u);
  if (!loose.units.empty()) out.push_back(std::move(loose));
  return out;
}

std::string RosterSource::commander(const Formation* f) const {
  if (!f || !f->commander) return "";
  const Unit* u = m_s.oob.findUnit(*f->commander);
  return u ? (u->name.empty() ? u->designation : u->name) : "";
}

const Formation* RosterSource::ancestorAt(const Formation* f, const std::string& level) const {
  for (int guard = 0; f && f->parent && guard < 64; ++guard) {
    f = m_s.oob.findFormation(*f->parent);
    if (f && f->level == level) return f;
  }
  return nullptr;
}

std::string RosterSource::groupTitle(const RosterGroup& g) const {
  if (!g.formation) return sideName(g.side) + " - unassigned units";
  return g.formation->name.empty() ? g.formation->id.value : g.formation->name;
}

std::string RosterSource::text(const Unit& u, const std::string& name) const {
  const auto it = u.attributes.find(name);
  if (it == u.attributes.end()) return "";
  if (const bool* b = std::get_if<bool>(&it->second)) return *b ? "yes" : "";
  return model::formatAttribute(it->second);
}

std::string RosterSource::strengthAttribute(const std::vector<const Unit*>& units) const {
  for (const Unit* u : units)
    if (const auto* t = type(*u))
      for (const auto& d : t->attributes)
        if (d.type == model::AttributeType::Integer &&
            (d.name == "strength" || d.name == "stands" || d.name == "sp" || d.unit == "SP" || d.unit == "stands"))
          return d.name;
  return "";
}

std::string RosterSource::attributeLabel(const std::string& name) const {
  if (m_rs)
    for (const auto& t : m_rs->unitTypes)
      if (const auto* d = model::findAttribute(t.attributes, name); d && !d->label.empty()) return d->label;
  return name;
}

RosterSheet RosterSource::staffSheet(const model::SideId& side, double width, const std::string& subtitle) const {
  RosterSheet sheet;
  sheet.title = sideName(side) + " - command staff";
  sheet.subtitle = subtitle;
  std::vector<std::string> attrs;
  std::vector<const Unit*> leaders;
  for (const auto& u : m_s.oob.units)
    if (u.side == side && leader(u)) {
      leaders.push_back(&u);
      if (const auto* t = type(u))
        for (const auto& d : t->attributes)
          if (std::find(attrs.begin(), attrs.end(), d.name) == attrs.end()) attrs.push_back(d.name);
    }
  if (leaders.empty()) return sheet;
  RosterTable table;
  const double fixed = 50 + 35 + 50;
  const double each = attrs.empty() ? 0 : std::max(16.0, (width - fixed) / static_cast<double>(attrs.size()));
  table.columns = {{"Leader", 50}, {"Type", 35}, {"Commands", 50}};
  for (const auto& a : attrs) table.columns.push_back({attributeLabel(a), each});
  for (const Unit* u : leaders) {
    std::string commands;
    for (const auto& f : m_s.oob.formations)
      if (f.commander && *f.commander == u->id)
        commands += (commands.empty() ? "" : ", ") + (f.name.empty() ? f.id.value : f.name);
    std::vector<RosterCell> row{RosterCell::words(label(*u), true), RosterCell::words(typeName(*u)),
                                RosterCell::words(commands)};
    for (const auto& a : attrs) row.push_back(RosterCell::words(text(*u, a)));
    table.rows.push_back(std::move(row));
  }
  sheet.tables.push_back(std::move(table));
  return sheet;
}

}  // namespace hexwright::exporters
