#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/stacks.h"
#include "editor/core/tools/tools.h"

namespace hexwright::editor {

using model::HexCoord;

void UnitTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  const auto& s = ctx.doc.scenario();
  const auto hex = hexAt(ctx.doc.layout(), s.map, e.world);
  if (!hex || !m_dragUnits.empty()) return;
  const auto stack = unitsAt(s, *hex);
  if (e.button == MouseButton::Right) {
    if (!stack.empty()) ctx.doc.execute(removePlacementCommand(s, stack.back()));
    return;
  }
  if (e.button != MouseButton::Left) return;
  if (!ctx.settings.unitId.empty() && s.oob.findUnit(model::UnitId{ctx.settings.unitId})) {
    const std::string unit = ctx.settings.unitId;
    const auto* p = s.placementOf(model::UnitId{unit});
    m_flag = (!p || p->hex != *hex) ? placeUnitAndCheck(ctx.doc, unit, *hex) : instructionFlag(ctx.doc, unit);
    ctx.doc.select(Selection::of(Selection::Kind::Unit, unit));
    ctx.settings.unitId = nextUnplacedUnit(ctx.doc.scenario(), unit).value_or(std::string{});
    const auto& oob = ctx.doc.scenario().oob;
    m_preview.status =
        withFlag(ctx.settings.unitId.empty() ? "Placed " + oob.unitName(model::UnitId{unit})
                                             : "Next: " + oob.unitName(model::UnitId{ctx.settings.unitId}));
    return;
  }
  if (!stack.empty()) {
    m_dragUnits = e.mods.shift ? stack : std::vector{stack.back()};
    ctx.doc.select(Selection::of(Selection::Kind::Unit, stack.back()));
  }
}

void UnitTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  m_preview.hexes = hex ? std::vector{*hex} : std::vector<HexCoord>{};
  if (hex) {
    const auto stack = unitsAt(ctx.doc.scenario(), *hex);
    m_preview.status = withFlag(hexLabel(ctx.doc.scenario(), *hex) + "  " + std::to_string(stack.size()) +
                                (stack.size() == 1 ? " unit" : " units"));
  }
}

void UnitTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  if (m_dragUnits.empty()) return;
  const std::vector<std::string> units = std::move(m_dragUnits);
  m_dragUnits.clear();
  const auto& s = ctx.doc.scenario();
  const auto hex = hexAt(ctx.doc.layout(), s.map, e.world);
  const auto* p = s.placementOf(model::UnitId{units.back()});
  if (hex && p && p->hex != *hex) {
    m_flag = moveUnits(ctx.doc, units, *hex);
    m_preview.status = withFlag(hexLabel(ctx.doc.scenario(), *hex));
  }
}

// The last placement's broken instructions stay in the status line until the next one.
std::string UnitTool::withFlag(const std::string& status) const {
  return m_flag.empty() ? status : status + "   " + m_flag;
}

void UnitTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_dragUnits.clear();
}

}  // namespace hexwright::editor
