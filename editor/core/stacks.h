#pragma once
// Unit stacks on the map: the one order the map draws a stack in and every tool picks
// from, and moving one unit or a whole stack as one undo step.
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "editor/core/document.h"

namespace hexwright::editor {

/// Each hex's stack of placed units, bottom first and top last: the setup's order, in
/// which a unit moved onto a stack lands on top. The map draws stacks in this order and
/// the tools pick `back()` as the top, so the unit picked is always the one drawn on
/// top. Placements of units the order of battle lacks are left out (there is nothing to
/// draw). `include`, when given, limits the hexes looked at.
struct StackedUnit {
  const model::Unit* unit = nullptr;
  const model::Placement* placement = nullptr;
};
using UnitStacks = std::map<model::HexCoord, std::vector<StackedUnit>>;
UnitStacks unitStacks(const model::Scenario& s, const std::function<bool(model::HexCoord)>& include = {});

/// Moves `units` (bottom first) to `to` as one undo step, on top of the stack there in
/// the same order, each keeping its facing and state. Returns what the move breaks of the
/// units' set-up instructions ("" when nothing), for the status bar.
std::string moveUnits(Document& doc, const std::vector<std::string>& units, model::HexCoord to);

}  // namespace hexwright::editor
