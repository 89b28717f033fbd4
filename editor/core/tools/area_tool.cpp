#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tools/tools.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor {

using model::HexCoord;

void AreaTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_active) return;
  const auto& s = ctx.doc.scenario();
  const auto hex = hexAt(ctx.doc.layout(), s.map, e.world);
  if (!hex) return;
  if (ctx.settings.areaId.empty()) {
    ctx.settings.areaId = uniqueId(ctx.settings.areaKind.empty() ? "area-" : ctx.settings.areaKind + "-",
                                   [&](const std::string& id) { return s.map.findArea(model::AreaId{id}) != nullptr; });
  }
  const auto* area = s.map.findArea(model::AreaId{ctx.settings.areaId});
  m_hexes.clear();
  if (area) m_hexes.insert(area->hexes.begin(), area->hexes.end());
  m_remove = e.mods.ctrl || m_hexes.count(*hex) > 0;
  m_active = true;
  m_last = *hex;
  paintAt(ctx, *hex);
}

void AreaTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const auto& map = ctx.doc.scenario().map;
  if (!m_active) {
    const auto hex = hexAt(ctx.doc.layout(), map, e.world);
    m_preview.hexes = hex ? brushHexes(map, *hex, ctx.settings.brushSize) : std::vector<HexCoord>{};
    return;
  }
  const HexCoord h = ctx.doc.layout().worldToHex(e.world);
  if (h == m_last) return;
  const auto line = hexLine(m_last, h);
  for (std::size_t i = 1; i < line.size(); ++i) paintAt(ctx, line[i]);
  m_last = h;
}

void AreaTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  (void)e;
  if (!m_active) return;
  m_active = false;
  m_preview.hexes.clear();
  const auto& s = ctx.doc.scenario();
  const auto* existing = s.map.findArea(model::AreaId{ctx.settings.areaId});
  model::NamedArea area;
  if (existing) {
    area = *existing;
  } else {
    area.id = model::AreaId{ctx.settings.areaId};
    area.name = ctx.settings.areaId;
    area.kind = ctx.settings.areaKind;
    area.side = ctx.settings.areaSide;
  }
  std::vector<HexCoord> hexes(m_hexes.begin(), m_hexes.end());  // std::set: sorted, unique
  if (existing && hexes == existing->hexes) return;
  if (!existing && hexes.empty()) return;
  area.hexes = std::move(hexes);
  ctx.doc.execute(std::make_unique<model::SetArea>(std::string(area.id.value), std::move(area)));
}

void AreaTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_active = false;
  m_preview.hexes.clear();
}

void AreaTool::paintAt(ToolContext& ctx, HexCoord h) {
  for (HexCoord b : brushHexes(ctx.doc.scenario().map, h, ctx.settings.brushSize)) {
    if (m_remove)
      m_hexes.erase(b);
    else
      m_hexes.insert(b);
  }
  m_preview.hexes.assign(m_hexes.begin(), m_hexes.end());
  const auto* area = ctx.doc.scenario().map.findArea(model::AreaId{ctx.settings.areaId});
  // A new area takes its id as its name until renamed (onMouseUp).
  const std::string name = area && !area->name.empty() ? area->name : ctx.settings.areaId;
  m_preview.status = name + ": " + std::to_string(m_hexes.size()) + " hexes";
}

}  // namespace hexwright::editor
