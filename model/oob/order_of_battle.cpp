#include "model/oob/order_of_battle.h"

#include <algorithm>

namespace hexwright::model {

const Formation* OrderOfBattle::findFormation(const FormationId& id) const {
  auto it = std::find_if(formations.begin(), formations.end(), [&](const Formation& f) { return f.id == id; });
  return it == formations.end() ? nullptr : &*it;
}

const Unit* OrderOfBattle::findUnit(const UnitId& id) const {
  auto it = std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
  return it == units.end() ? nullptr : &*it;
}

std::string OrderOfBattle::unitName(const UnitId& id) const {
  const Unit* u = findUnit(id);
  return u && !u->name.empty() ? u->name : id.value;
}

std::string OrderOfBattle::formationName(const FormationId& id) const {
  const Formation* f = findFormation(id);
  return f && !f->name.empty() ? f->name : id.value;
}

std::vector<const Formation*> OrderOfBattle::childFormations(const std::optional<FormationId>& parent,
                                                             const SideId& side) const {
  std::vector<const Formation*> out;
  for (const auto& f : formations)
    if (f.parent == parent && (parent || f.side == side)) out.push_back(&f);
  return out;
}

std::vector<const Unit*> OrderOfBattle::unitsIn(const FormationId& formation) const {
  std::vector<const Unit*> out;
  for (const auto& u : units)
    if (u.formation == formation) out.push_back(&u);
  return out;
}

}  // namespace hexwright::model
