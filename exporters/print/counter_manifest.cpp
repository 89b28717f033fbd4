#include "exporters/print/counter_manifest.h"

#include <algorithm>

namespace hexwright::exporters {

std::vector<CounterSection> buildCounterManifest(const model::Scenario& s, const model::Ruleset* rs, bool markers,
                                                 model::Diagnostics& diagnostics) {
  std::vector<CounterSection> sections;
  // Sides in scenario order, then any side only the units name.
  std::vector<model::SideId> order;
  for (const auto& side : s.sides) order.push_back(side.id);
  for (const auto& u : s.oob.units)
    if (std::find(order.begin(), order.end(), u.side) == order.end()) order.push_back(u.side);
  for (const auto& sideId : order) {
    CounterSection section;
    section.title = sideId.value;
    for (const auto& side : s.sides)
      if (side.id == sideId && !side.name.empty()) section.title = side.name;
    for (const auto& u : s.oob.units)
      if (u.side == sideId) section.counters.push_back({&u, nullptr, u.side});
    if (!section.counters.empty()) sections.push_back(std::move(section));
  }
  if (!markers || !rs || rs->markers.empty()) return sections;

  CounterSection section;
  section.title = "Markers";
  std::vector<std::string> unstated;
  for (const auto& m : rs->markers) {
    std::vector<model::SideId> owners;
    if (!m.side.empty())
      owners.push_back(m.side);
    else if (m.countPerSide)
      for (const auto& side : rs->sides) owners.push_back(side.id);
    else
      owners.push_back(model::SideId{});
    int count = m.count.value_or(1);
    if (!m.count) unstated.push_back(m.id);
    for (const auto& owner : owners)
      for (int i = 0; i < count; ++i) section.counters.push_back({nullptr, &m, owner});
  }
  if (!unstated.empty()) {
    std::string list;
    for (const auto& id : unstated) list += (list.empty() ? "" : ", ") + id;
    diagnostics.add(
        model::Severity::Info, "export.counters.marker-count-unstated",
        "the schema does not state how many of these markers the game has; one of each is printed: " + list);
  }
  sections.push_back(std::move(section));
  return sections;
}

}  // namespace hexwright::exporters
