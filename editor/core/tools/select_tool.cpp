#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/stacks.h"
#include "editor/core/tools/tools.h"

namespace hexwright::editor {

using model::HexCoord;

namespace {

/// The map's hexes whose centres lie in the rectangle with corners `a` and `b`, and the
/// hexes under both corners (a drag inside one hex row still takes what it touched).
std::vector<HexCoord> hexesInRectangle(const Document& doc, model::Vec2 a, model::Vec2 b) {
  const auto& map = doc.scenario().map;
  const auto& layout = doc.layout();
  std::vector<HexCoord> out;
  for (std::size_t i = 0; i < map.grid().size(); ++i) {
    const HexCoord h = map.grid().at(i);
    const model::Vec2 c = layout.hexToWorld(h);
    if (c.x >= std::min(a.x, b.x) && c.x <= std::max(a.x, b.x) && c.y >= std::min(a.y, b.y) &&
        c.y <= std::max(a.y, b.y))
      out.push_back(h);
  }
  for (model::Vec2 corner : {a, b})
    if (auto h = hexAt(layout, map, corner)) out.push_back(*h);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

void SelectTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || !m_dragUnits.empty()) return;
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
  if (stack.empty()) {
    ctx.doc.select(Selection::ofHex(*hex));
    m_regionFrom = e.world;  // a drag from here selects a region of hexes (Edit > Copy)
    return;
  }
  // A press takes the unit drawn on top (the whole stack with Shift); whether it was a
  // click that walks down the stack is known on release.
  const auto& sel = ctx.doc.selection();
  m_selectedBefore = sel.kind == Selection::Kind::Unit ? sel.id : std::string{};
  m_dragUnits = e.mods.shift ? stack : std::vector{stack.back()};
  m_dragFrom = *hex;
  ctx.doc.select(Selection::of(Selection::Kind::Unit, stack.back()));
}

void SelectTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  if (m_regionFrom) {
    m_preview = Preview{};
    auto hexes = hexesInRectangle(ctx.doc, *m_regionFrom, e.world);
    if (hexes.size() < 2) return;  // still a click on one hex
    m_preview.status = std::to_string(hexes.size()) + " hexes: release to select them, then Copy (Ctrl+C)";
    m_preview.hexes = std::move(hexes);
    return;
  }
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  m_preview.hexes = (!m_dragUnits.empty() && hex) ? std::vector{*hex} : std::vector<HexCoord>{};
}

void SelectTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  if (m_regionFrom) {
    const auto hexes = hexesInRectangle(ctx.doc, *m_regionFrom, e.world);
    m_regionFrom.reset();
    m_preview = Preview{};
    if (hexes.size() > 1) ctx.doc.select(Selection::ofRegion(hexes));
    return;
  }
  if (m_dragUnits.empty()) return;
  const std::vector<std::string> units = std::move(m_dragUnits);
  m_dragUnits.clear();
  m_preview.hexes.clear();
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  if (hex && m_dragFrom && *hex != *m_dragFrom) {
    m_preview.status = moveUnits(ctx.doc, units, *hex);
    return;
  }
  if (!m_dragFrom || hex != m_dragFrom) return;
  // A click on the stack of the selected unit selects the one under it (from the
  // bottom, the top again).
  const auto stack = unitsAt(ctx.doc.scenario(), *m_dragFrom);
  auto it = std::find(stack.begin(), stack.end(), m_selectedBefore);
  if (it == stack.end()) return;
  ctx.doc.select(Selection::of(Selection::Kind::Unit, it == stack.begin() ? stack.back() : *(it - 1)));
}

void SelectTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_dragUnits.clear();
  m_regionFrom.reset();
  m_preview.hexes.clear();
}

}  // namespace hexwright::editor
