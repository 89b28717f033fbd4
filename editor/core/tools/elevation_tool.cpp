#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tools/tools.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor {

using model::HexCoord;

void ElevationTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_gesture) return;
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  if (!hex) return;
  if (e.mods.alt) {
    ctx.settings.elevationLevel = ctx.doc.scenario().map.elevationAt(*hex);
    ctx.settings.elevationMode = ElevationMode::Set;
    return;
  }
  const char* verb = ctx.settings.elevationMode == ElevationMode::Set     ? "Set Elevation"
                     : ctx.settings.elevationMode == ElevationMode::Raise ? "Raise Elevation"
                                                                          : "Lower Elevation";
  m_gesture = ctx.doc.beginGesture(verb);
  m_touched.clear();
  m_last = *hex;
  paintAt(ctx, *hex);
}

void ElevationTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const auto& map = ctx.doc.scenario().map;
  const auto hex = hexAt(ctx.doc.layout(), map, e.world);
  m_preview.hexes = hex ? brushHexes(map, *hex, ctx.settings.brushSize) : std::vector<HexCoord>{};
  m_preview.status =
      hex ? hexLabel(ctx.doc.scenario(), *hex) + "  level " + std::to_string(map.elevationAt(*hex)) : std::string{};
  if (!m_gesture) return;
  const HexCoord h = ctx.doc.layout().worldToHex(e.world);
  if (h == m_last) return;
  const auto line = hexLine(m_last, h);
  for (std::size_t i = 1; i < line.size(); ++i) paintAt(ctx, line[i]);
  m_last = h;
}

void ElevationTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  (void)ctx, (void)e;
  if (!m_gesture) return;
  m_gesture->commit();
  m_gesture.reset();
}

void ElevationTool::cancel(ToolContext& ctx) {
  (void)ctx;
  if (m_gesture) m_gesture->rollback();
  m_gesture.reset();
}

void ElevationTool::paintAt(ToolContext& ctx, HexCoord h) {
  const auto& map = ctx.doc.scenario().map;
  const auto& elevation = ctx.doc.ruleset().elevation;
  auto clampLevel = [&](int level) {
    if (elevation.minLevel) level = std::max(level, *elevation.minLevel);
    if (elevation.maxLevel) level = std::min(level, *elevation.maxLevel);
    return level;
  };
  std::vector<HexCoord> same;  // Set mode: one command for the whole footprint
  for (HexCoord b : brushHexes(map, h, ctx.settings.brushSize)) {
    if (!m_touched.insert(b).second) continue;
    const int current = map.elevationAt(b);
    switch (ctx.settings.elevationMode) {
      case ElevationMode::Set:
        if (current != clampLevel(ctx.settings.elevationLevel)) same.push_back(b);
        break;
      case ElevationMode::Raise:
      case ElevationMode::Lower: {
        const int next = clampLevel(current + (ctx.settings.elevationMode == ElevationMode::Raise ? 1 : -1));
        if (next != current) m_gesture->add(std::make_unique<model::SetElevation>(std::vector{b}, next));
        break;
      }
    }
  }
  if (!same.empty())
    m_gesture->add(std::make_unique<model::SetElevation>(std::move(same), clampLevel(ctx.settings.elevationLevel)));
}

}  // namespace hexwright::editor
