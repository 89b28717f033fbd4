#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tools/tools.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor {

using model::HexCoord;

void TerrainBrushTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_gesture) return;
  const auto& map = ctx.doc.scenario().map;
  const auto hex = hexAt(ctx.doc.layout(), map, e.world);
  if (!hex) return;
  if (e.mods.alt) {  // eyedropper
    ctx.settings.terrain = map.terrainAt(*hex);
    m_preview.status = "Terrain: " + terrainName(ctx.doc.ruleset(), ctx.settings.terrain);
    return;
  }
  if (ctx.settings.terrain.empty()) {
    m_preview.status = "Choose a terrain type first";
    return;
  }
  const std::string name = terrainName(ctx.doc.ruleset(), ctx.settings.terrain);
  if (ctx.settings.floodFill) {
    auto region = floodRegion(map, *hex);
    if (map.terrainAt(*hex) == ctx.settings.terrain) return;
    auto gesture = ctx.doc.beginGesture("Fill Terrain: " + name);
    gesture->add(std::make_unique<model::SetTerrain>(std::move(region), ctx.settings.terrain, "Fill Terrain: " + name));
    gesture->commit();
    return;
  }
  m_gesture = ctx.doc.beginGesture("Paint Terrain: " + name);
  m_last = *hex;
  paintAt(ctx, *hex);
}

void TerrainBrushTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  updatePreview(ctx, e.world);
  if (!m_gesture) return;
  const HexCoord h = ctx.doc.layout().worldToHex(e.world);
  if (h == m_last) return;
  const auto line = hexLine(m_last, h);
  for (std::size_t i = 1; i < line.size(); ++i) paintAt(ctx, line[i]);
  m_last = h;
}

void TerrainBrushTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  (void)e;
  (void)ctx;
  if (!m_gesture) return;
  m_gesture->commit();
  m_gesture.reset();
}

void TerrainBrushTool::cancel(ToolContext& ctx) {
  (void)ctx;
  if (m_gesture) m_gesture->rollback();
  m_gesture.reset();
}

void TerrainBrushTool::paintAt(ToolContext& ctx, HexCoord h) {
  const auto& map = ctx.doc.scenario().map;
  std::vector<HexCoord> hexes;
  for (HexCoord b : brushHexes(map, h, ctx.settings.brushSize))
    if (map.terrainAt(b) != ctx.settings.terrain) hexes.push_back(b);
  if (hexes.empty()) return;
  m_gesture->add(
      std::make_unique<model::SetTerrain>(std::move(hexes), ctx.settings.terrain,
                                          "Paint Terrain: " + terrainName(ctx.doc.ruleset(), ctx.settings.terrain)));
}

void TerrainBrushTool::updatePreview(ToolContext& ctx, model::Vec2 world) {
  const auto& map = ctx.doc.scenario().map;
  const auto hex = hexAt(ctx.doc.layout(), map, world);
  m_preview.hexes =
      hex ? (ctx.settings.floodFill ? std::vector<HexCoord>{*hex} : brushHexes(map, *hex, ctx.settings.brushSize))
          : std::vector<HexCoord>{};
  m_preview.status =
      hex ? hexLabel(ctx.doc.scenario(), *hex) + "  " + terrainName(ctx.doc.ruleset(), map.terrainAt(*hex))
          : std::string{};
}

}  // namespace hexwright::editor
