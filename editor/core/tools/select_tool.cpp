#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tools/tools.h"

namespace hexwright::editor {

using model::HexCoord;

void SelectTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_dragUnit) return;
  const auto& s = ctx.doc.scenario();
  const auto& layout = ctx.doc.layout();
  if (auto label = labelNear(ctx.doc, e.world, std::max(ctx.pickRadius() * 2, layout.acrossFlats * 0.2))) {
    ctx.doc.select(Selection::of(Selection::Kind::Label, *label));
    return;
  }
  const auto hex = hexAt(layout, s.map, e.world);
  const auto side = nearestHexside(layout, e.world);
  if (side.distance <= std::max(ctx.pickRadius(), layout.acrossFlats * 0.08)) {
    ctx.doc.select(Selection::ofHexside(side.key));
    return;
  }
  if (!hex) {
    ctx.doc.select(Selection::none());
    return;
  }
  const auto stack = unitsAt(s, *hex);
  if (!stack.empty()) {
    // Clicking a selected unit again walks down the stack.
    std::string pick = stack.back();
    const auto& sel = ctx.doc.selection();
    if (sel.kind == Selection::Kind::Unit) {
      auto it = std::find(stack.begin(), stack.end(), sel.id);
      if (it != stack.end()) pick = it == stack.begin() ? stack.back() : *(it - 1);
    }
    ctx.doc.select(Selection::of(Selection::Kind::Unit, pick));
    m_dragUnit = pick;
    m_dragFrom = *hex;
    return;
  }
  ctx.doc.select(Selection::ofHex(*hex));
}

void SelectTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  m_preview.hexes = (m_dragUnit && hex) ? std::vector{*hex} : std::vector<HexCoord>{};
}

void SelectTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  if (!m_dragUnit) return;
  const std::string unit = *m_dragUnit;
  m_dragUnit.reset();
  m_preview.hexes.clear();
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  if (hex && m_dragFrom && *hex != *m_dragFrom) m_preview.status = placeUnitAndCheck(ctx.doc, unit, *hex);
}

void SelectTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_dragUnit.reset();
  m_preview.hexes.clear();
}

}  // namespace hexwright::editor
