#include "editor/core/stacks.h"

#include <string_view>
#include <unordered_map>

#include "editor/core/editing.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor {

using model::HexCoord;

UnitStacks unitStacks(const model::Scenario& s, const std::function<bool(HexCoord)>& include) {
  std::vector<const model::Placement*> placed;
  for (const auto& p : s.setup)
    if (p.hex && (!include || include(*p.hex))) placed.push_back(&p);
  UnitStacks stacks;
  if (placed.empty()) return stacks;
  // One index per call: looking each placement up in the OOB list is quadratic, and took
  // most of a frame on a 5,000-unit battle.
  std::unordered_map<std::string_view, const model::Unit*> byId;
  byId.reserve(s.oob.units.size());
  for (const auto& u : s.oob.units) byId.emplace(u.id.value, &u);
  for (const auto* p : placed)
    if (auto it = byId.find(p->unit.value); it != byId.end()) stacks[*p->hex].push_back({it->second, p});
  return stacks;
}

std::string moveUnits(Document& doc, const std::vector<std::string>& units, HexCoord to) {
  if (units.empty()) return {};
  const auto& oob = doc.scenario().oob;
  const std::string label = units.size() == 1 ? "Move Unit: " + oob.unitName(model::UnitId{units.front()})
                                              : "Move Stack: " + std::to_string(units.size()) + " units";
  std::vector<model::Placement> moved;
  for (const auto& id : units) {
    const auto* p = doc.scenario().placementOf(model::UnitId{id});
    if (!p) continue;
    moved.push_back(*p);
    moved.back().hex = to;
    moved.back().area.reset();
    moved.back().position.reset();
  }
  // Taken off first and put back at the end of the setup: that is the top of the stack.
  auto gesture = doc.beginGesture(label);
  for (const auto& p : moved) gesture->add(std::make_unique<model::SetPlacement>(p.unit.value, std::nullopt));
  for (auto& p : moved) {
    const std::string id = p.unit.value;
    gesture->add(std::make_unique<model::SetPlacement>(id, std::move(p)));
  }
  gesture->commit();
  for (const auto& id : units)
    if (auto flag = instructionFlag(doc, id); !flag.empty()) return flag;
  return {};
}

}  // namespace hexwright::editor
