#include <algorithm>

#include "editor/core/drag_path.h"
#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tools/tools.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor {

using model::HexCoord;

void RouteTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_active) return;
  const auto& s = ctx.doc.scenario();
  const auto hex = hexAt(ctx.doc.layout(), s.map, e.world);
  if (!hex) return;
  if (e.mods.ctrl) {  // remove the newest route through the hex
    for (auto it = s.map.routes.rbegin(); it != s.map.routes.rend(); ++it) {
      if (std::find(it->path.begin(), it->path.end(), *hex) != it->path.end()) {
        ctx.doc.execute(std::make_unique<model::SetRoute>(it->id.value, std::nullopt));
        return;
      }
    }
    return;
  }
  if (ctx.settings.routeType.empty()) {
    m_preview.status = "Choose a route type first";
    return;
  }
  m_active = true;
  m_extending.reset();
  m_prepend = false;
  m_lastWorld = e.world;
  m_path = {*hex};
  for (auto it = s.map.routes.rbegin(); it != s.map.routes.rend(); ++it) {
    if (it->type != ctx.settings.routeType || it->path.empty()) continue;
    if (it->path.back() == *hex || it->path.front() == *hex) {
      m_extending = it->id.value;
      m_prepend = it->path.back() != *hex;
      m_path = it->path;
      if (m_prepend) std::reverse(m_path.begin(), m_path.end());
      break;
    }
  }
  m_originalLength = m_path.size();
  m_preview.hexes = m_path;
}

void RouteTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const auto& s = ctx.doc.scenario();
  if (!m_active) {
    const auto hex = hexAt(ctx.doc.layout(), s.map, e.world);
    m_preview.hexes = hex ? std::vector{*hex} : std::vector<HexCoord>{};
    return;
  }
  // The hexes the pointer went through since the last sample, not a line between hexes:
  // a fast freehand stroke gives the route it was drawn along.
  const auto passed = hexesAlong(ctx.doc.layout(), m_lastWorld, e.world);
  m_lastWorld = e.world;
  for (const HexCoord next : passed) {
    if (!s.map.contains(next)) {
      // Off the map the route waits at its last hex and goes on from there.
      m_lastWorld = ctx.doc.layout().hexToWorld(m_path.back());
      break;
    }
    // Backing up over the previous hex takes the last step off again.
    if (m_path.size() >= 2 && next == m_path[m_path.size() - 2] && m_path.size() > m_originalLength) {
      m_path.pop_back();
      continue;
    }
    m_path.push_back(next);
  }
  m_preview.hexes = m_path;
  m_preview.status = "Route: " + std::to_string(m_path.size()) + " hexes";
}

void RouteTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  (void)e;
  if (!m_active) return;
  m_active = false;
  m_preview.hexes.clear();
  const auto& s = ctx.doc.scenario();
  if (m_path.size() < 2 || m_path.size() == m_originalLength) return;
  if (m_extending) {
    const auto it = std::find_if(s.map.routes.begin(), s.map.routes.end(),
                                 [&](const model::Route& r) { return r.id.value == *m_extending; });
    if (it == s.map.routes.end()) return;
    model::Route r = *it;
    r.path = m_path;
    if (m_prepend) std::reverse(r.path.begin(), r.path.end());
    ctx.doc.execute(std::make_unique<model::SetRoute>(std::string(r.id.value), std::move(r)));
    return;
  }
  model::Route r;
  r.id = model::RouteId{uniqueId("route-", [&](const std::string& id) {
    return std::any_of(s.map.routes.begin(), s.map.routes.end(),
                       [&](const model::Route& x) { return x.id.value == id; });
  })};
  r.type = ctx.settings.routeType;
  r.path = m_path;
  ctx.doc.execute(std::make_unique<model::SetRoute>(std::string(r.id.value), std::move(r)));
}

void RouteTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_active = false;
  m_path.clear();
  m_preview.hexes.clear();
}

}  // namespace hexwright::editor
