#include "editor/core/editing.h"
#include "editor/core/region_stamp.h"
#include "editor/core/tools/tools.h"
#include "exporters/render/color.h"

namespace hexwright::editor {

using model::HexCoord;

namespace {

constexpr const char* kKeys = "click stamps, Z turns, H and V mirror, Esc leaves";

exporters::Color colourOf(const std::string& stated, exporters::Color fallback) {
  return exporters::parseColor(stated).value_or(fallback);
}

void addSides(Preview& p, const Document& doc, const MapRegion& stamp, HexCoord at) {
  const auto& layout = doc.layout();
  for (const auto& s : stamp.sides) {
    if (s.features.empty()) continue;
    const model::HexsideKey key{s.side.hex + at, s.side.side};
    const auto* type = doc.ruleset().findHexside(s.features.front().type);
    p.segments.push_back({layout.corner(key.hex, key.side - 1), layout.corner(key.hex, key.side),
                          colourOf(type ? type->paint.color : "", exporters::Color::rgb(47, 111, 184))});
  }
}

void addRoutes(Preview& p, const Document& doc, const MapRegion& stamp, HexCoord at) {
  const auto& layout = doc.layout();
  for (const auto& r : stamp.routes) {
    const auto* type = doc.ruleset().findRoute(r.type);
    const auto colour = colourOf(type ? type->paint.color : "", exporters::Color::rgb(122, 82, 48));
    for (std::size_t i = 1; i < r.path.size(); ++i)
      p.segments.push_back({layout.hexToWorld(r.path[i - 1] + at), layout.hexToWorld(r.path[i] + at), colour});
  }
}

}  // namespace

void StampTool::setStamp(std::optional<MapRegion> region) {
  m_stamp = std::move(region);
  m_preview = Preview{};
}

void StampTool::showAt(ToolContext& ctx, HexCoord at) {
  m_at = at;
  m_preview = Preview{};
  if (!m_stamp) {
    m_preview.status = "Nothing to stamp: select hexes (drag with Select) and Copy (Ctrl+C) first";
    return;
  }
  const auto& map = ctx.doc.scenario().map;
  int off = 0;
  for (const auto& h : m_stamp->hexes) {
    const HexCoord target = h.at + at;
    if (!map.contains(target)) {
      ++off;
      continue;
    }
    const auto* type = ctx.doc.ruleset().findTerrain(h.terrain);
    m_preview.tints.push_back(
        {target, colourOf(type ? type->color : "", exporters::Color::rgb(200, 200, 200)).withAlpha(0.7)});
    m_preview.outlined.push_back(target);
  }
  addSides(m_preview, ctx.doc, *m_stamp, at);
  addRoutes(m_preview, ctx.doc, *m_stamp, at);
  m_preview.status = "Stamp " + std::to_string(m_stamp->hexes.size()) + " hexes at " +
                     hexLabel(ctx.doc.scenario(), at) + (off > 0 ? " (" + std::to_string(off) + " off the map)" : "") +
                     ": " + kKeys;
}

void StampTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left) return;
  const HexCoord at = ctx.doc.layout().worldToHex(e.world);
  if (!m_stamp) return showAt(ctx, at);
  const std::string status = stampRegion(ctx.doc, *m_stamp, at);
  showAt(ctx, at);
  m_preview.status = status;
}

void StampTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const HexCoord at = ctx.doc.layout().worldToHex(e.world);
  if (m_at != at || m_preview.empty()) showAt(ctx, at);
}

void StampTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  (void)ctx;
  (void)e;
}

void StampTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_preview = Preview{};
  m_at.reset();
}

void StampTool::rotate(ToolContext& ctx) {
  if (!m_stamp) return;
  m_stamp = rotated(*m_stamp, 1);
  if (m_at) showAt(ctx, *m_at);
}

void StampTool::mirror(ToolContext& ctx, MirrorAxis axis) {
  if (!m_stamp) return;
  m_stamp = mirrored(*m_stamp, axis);
  if (m_at) showAt(ctx, *m_at);
}

}  // namespace hexwright::editor
