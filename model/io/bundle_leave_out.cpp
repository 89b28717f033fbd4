// A report-all load (LoadMode::ReportAll) keeps what is valid: after the readers have
// left out each element with an error of its own, this leaves out what refers to an
// element that is not there, so that validation never meets a dangling reference.
#include <algorithm>
#include <unordered_set>

#include "model/io/bundle_internal.h"

namespace hexwright::io::detail {
namespace {

using Ids = std::unordered_set<std::string>;

template <class T>
Ids idsOf(const std::vector<T>& items) {
  Ids out;
  for (const T& item : items) out.insert(item.id.str());
  return out;
}

/// An empty reference refers to nothing, and that is allowed.
bool known(const Ids& ids, const std::string& id) { return id.empty() || ids.count(id) > 0; }

template <class T, class Bad>
std::size_t eraseIf(std::vector<T>& items, Bad bad) {
  const auto end = std::remove_if(items.begin(), items.end(), bad);
  const auto n = static_cast<std::size_t>(items.end() - end);
  items.erase(end, items.end());
  return n;
}

}  // namespace

std::size_t leaveOutDangling(model::Scenario& s, const std::set<std::string>& brokenFormations) {
  std::size_t left =
      eraseIf(s.oob.formations, [&](const model::Formation& f) { return brokenFormations.count(f.id.str()) > 0; });
  // Leaving out a formation orphans its subtree and its units: repeat until stable.
  for (bool changed = true; changed;) {
    const Ids sides = idsOf(s.sides), formations = idsOf(s.oob.formations);
    std::size_t n = eraseIf(s.oob.formations, [&](const model::Formation& f) {
      return !known(sides, f.side.str()) || (f.parent && !known(formations, f.parent->str()));
    });
    n += eraseIf(s.oob.units, [&](const model::Unit& u) {
      return !known(sides, u.side.str()) || (u.formation && !known(formations, u.formation->str()));
    });
    left += n;
    changed = n > 0;
  }
  const Ids sides = idsOf(s.sides), units = idsOf(s.oob.units);
  // A commander is a pointer to a unit, not part of the formation: only the pointer goes.
  for (model::Formation& f : s.oob.formations)
    if (f.commander && !known(units, f.commander->str())) f.commander.reset();
  left += eraseIf(s.map.areas, [&](const model::NamedArea& a) { return !known(sides, a.side); });
  const Ids keptAreas = idsOf(s.map.areas);
  left += eraseIf(s.setup, [&](const model::Placement& p) {
    return !known(units, p.unit.str()) || (p.area && !known(keptAreas, p.area->str()));
  });
  for (model::Reinforcement& r : s.reinforcements)
    left += eraseIf(r.units, [&](const model::UnitId& u) { return !known(units, u.str()); });
  left += eraseIf(s.reinforcements,
                  [&](const model::Reinforcement& r) { return r.entryArea && !known(keptAreas, r.entryArea->str()); });
  left += eraseIf(s.victory, [&](const model::VictoryCondition& v) {
    return (v.area && !known(keptAreas, v.area->str())) || (v.side && !known(sides, v.side->str()));
  });
  return left;
}

}  // namespace hexwright::io::detail
