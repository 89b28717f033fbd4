#include <algorithm>
#include <cmath>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/hexside_chain.h"
#include "editor/core/tools/tools.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor {

using model::HexCoord;
using model::HexsideKey;
using model::Vec2;

namespace {

/// The hex of the side lying to the right of the motion (y grows downwards).
HexCoord rightOfMotion(const model::HexLayout& layout, HexsideKey k, Vec2 motion) {
  const auto hexes = model::hexesOf(k);
  const Vec2 a = layout.hexToWorld(hexes[0]);
  const Vec2 b = layout.hexToWorld(hexes[1]);
  const Vec2 right{-motion.y, motion.x};
  return right.x * (b.x - a.x) + right.y * (b.y - a.y) > 0 ? hexes[1] : hexes[0];
}

bool hasType(const model::Map& map, HexsideKey k, const model::TypeId& type) {
  const auto* existing = map.featuresAt(k);
  return existing && std::any_of(existing->begin(), existing->end(),
                                 [&](const model::HexsideFeature& f) { return f.type == type; });
}

}  // namespace

double HexsideTool::tolerance(const ToolContext& ctx) {
  return std::max(ctx.doc.layout().acrossFlats * 0.22, ctx.pickRadius());
}

void HexsideTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_pressed) return;
  if (ctx.settings.hexsideType.empty()) {
    m_preview.status = "Choose a hexside type first";
    return;
  }
  const auto& layout = ctx.doc.layout();
  const auto& map = ctx.doc.scenario().map;
  if (!hexAt(layout, map, e.world)) return;
  const auto hit = nearestHexside(layout, e.world);
  const bool onSide = hit.distance <= tolerance(ctx) && map.containsSide(hit.key);
  m_pressed = true;
  m_pressWorld = e.world;
  m_pressSide = onSide ? std::optional(hit.key) : std::nullopt;
  m_trace.emplace(layout, map, tolerance(ctx));
  m_trace->start(e.world);
  m_chain.clear();
  m_toward.clear();
  m_preview.hexsides = onSide ? std::vector{hit.key} : std::vector<HexsideKey>{};
}

void HexsideTool::updateChain(ToolContext& ctx, Vec2 world) {
  const auto& layout = ctx.doc.layout();
  const auto& map = ctx.doc.scenario().map;
  m_trace->moveTo(world);
  m_chain.clear();
  m_toward.clear();
  for (const auto& s : m_trace->steps()) {
    const Vec2 a = layout.vertexPoint(s.from);
    const Vec2 b = layout.vertexPoint(s.to);
    m_chain.push_back(s.side);
    m_toward.push_back(rightOfMotion(layout, s.side, {b.x - a.x, b.y - a.y}));
  }
  m_preview.hexsides = m_chain;
  const bool erase = !m_chain.empty() && hasType(map, m_chain.front(), ctx.settings.hexsideType);
  m_preview.status = std::to_string(m_chain.size()) + (m_chain.size() == 1 ? " hexside" : " hexsides") + " to " +
                     (erase ? "erase" : "paint") + " (Escape cancels)";
}

void HexsideTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const auto& layout = ctx.doc.layout();
  if (m_pressed) {
    // Within a few pixels of the press it is still a click.
    if (std::hypot(e.world.x - m_pressWorld.x, e.world.y - m_pressWorld.y) < layout.radius() * 0.2 && m_chain.empty())
      return;  // the trace takes these samples up with the next one
    updateChain(ctx, e.world);
    return;
  }
  const auto hover = nearestHexside(layout, e.world);
  m_preview.hexsides.clear();
  m_preview.status.clear();
  if (hover.distance <= tolerance(ctx) && ctx.doc.scenario().map.containsSide(hover.key)) {
    m_preview.hexsides.push_back(hover.key);
    const auto hexes = model::hexesOf(hover.key);
    m_preview.status =
        "Hexside " + hexLabel(ctx.doc.scenario(), hexes[0]) + "/" + hexLabel(ctx.doc.scenario(), hexes[1]);
  }
}

void HexsideTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  if (!m_pressed) return;
  m_pressed = false;
  if (std::hypot(e.world.x - m_pressWorld.x, e.world.y - m_pressWorld.y) >= ctx.doc.layout().radius() * 0.2)
    updateChain(ctx, e.world);  // the stretch since the last motion event
  const auto& map = ctx.doc.scenario().map;
  const auto& type = ctx.settings.hexsideType;
  std::vector<std::pair<HexsideKey, std::optional<HexCoord>>> sides;
  const bool click =
      std::hypot(e.world.x - m_pressWorld.x, e.world.y - m_pressWorld.y) < ctx.doc.layout().radius() * 0.2;
  if (m_chain.empty()) {
    // A click: the hex clicked in is the one a directional type points at.
    if (m_pressSide && click) sides.push_back({*m_pressSide, ctx.doc.layout().worldToHex(m_pressWorld)});
  } else {
    for (std::size_t i = 0; i < m_chain.size(); ++i) sides.push_back({m_chain[i], m_toward[i]});
  }
  m_trace.reset();
  if (sides.empty()) {
    m_preview.hexsides.clear();
    m_preview.status = click ? "" : "The drag ran along no hexside: nothing painted";
    return;
  }
  const bool erase = hasType(map, sides.front().first, type);
  apply(ctx, sides, erase);
  m_chain.clear();
  m_toward.clear();
  m_preview.hexsides.clear();
}

void HexsideTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_pressed = false;
  m_trace.reset();
  m_chain.clear();
  m_toward.clear();
  m_preview.hexsides.clear();
}

void HexsideTool::apply(ToolContext& ctx, const std::vector<std::pair<HexsideKey, std::optional<HexCoord>>>& sides,
                        bool erase) {
  const auto& typeId = ctx.settings.hexsideType;
  const auto* type = ctx.doc.ruleset().findHexside(typeId);
  const bool directional = type && type->directional;
  const std::string name = hexsideName(ctx.doc.ruleset(), typeId);
  auto gesture = ctx.doc.beginGesture((erase ? "Erase Hexsides: " : "Paint Hexsides: ") + name);
  for (const auto& [key, toward] : sides) {
    const auto* existing = ctx.doc.scenario().map.featuresAt(key);
    std::vector<model::HexsideFeature> features = existing ? *existing : std::vector<model::HexsideFeature>{};
    auto it = std::find_if(features.begin(), features.end(), [&](const auto& f) { return f.type == typeId; });
    if (erase) {
      if (it == features.end()) continue;
      features.erase(it);
    } else {
      model::HexsideFeature f{typeId, directional ? toward : std::nullopt, {}};
      if (it != features.end()) {
        if (it->toward == f.toward) continue;
        f.attributes = it->attributes;
        *it = f;
      } else {
        features.push_back(f);
      }
    }
    const std::string label = (erase ? "Erase Hexside: " : "Paint Hexside: ") + name;
    gesture->add(std::make_unique<model::SetHexsideFeatures>(key, std::move(features), label));
  }
  gesture->commit();
}

}  // namespace hexwright::editor
