#include <algorithm>
#include <array>
#include <cmath>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tools/tools.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor {

using model::HexCoord;
using model::HexsideKey;
using model::Vec2;

namespace {

bool onMap(const model::Map& map, HexsideKey k) {
  const auto hexes = model::hexesOf(k);
  return map.contains(hexes[0]) || map.contains(hexes[1]);
}

/// The hex of the side lying to the right of the motion (y grows downwards).
HexCoord rightOfMotion(const model::HexLayout& layout, HexsideKey k, Vec2 motion) {
  const auto hexes = model::hexesOf(k);
  const Vec2 a = layout.hexToWorld(hexes[0]);
  const Vec2 b = layout.hexToWorld(hexes[1]);
  const Vec2 right{-motion.y, motion.x};
  return right.x * (b.x - a.x) + right.y * (b.y - a.y) > 0 ? hexes[1] : hexes[0];
}

}  // namespace

double HexsideTool::tolerance(const ToolContext& ctx) {
  return std::max(ctx.doc.layout().acrossFlats * 0.22, ctx.pickRadius());
}

void HexsideTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_gesture) return;
  const auto& type = ctx.settings.hexsideType;
  if (type.empty()) {
    m_preview.status = "Choose a hexside type first";
    return;
  }
  const auto hit = nearestHexside(ctx.doc.layout(), e.world);
  if (hit.distance > tolerance(ctx) || !onMap(ctx.doc.scenario().map, hit.key)) return;
  const auto* existing = ctx.doc.scenario().map.featuresAt(hit.key);
  m_erase = existing && std::any_of(existing->begin(), existing->end(),
                                    [&](const model::HexsideFeature& f) { return f.type == type; });
  m_gesture = ctx.doc.beginGesture((m_erase ? "Erase Hexsides: " : "Paint Hexsides: ") + type);
  m_first = hit.key;
  m_last = hit.key;
  m_lastWorld = e.world;
  m_firstDirected = false;
  m_done.clear();
  applyTo(ctx, hit.key, ctx.doc.layout().worldToHex(e.world));
}

void HexsideTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const auto& layout = ctx.doc.layout();
  const auto hover = nearestHexside(layout, e.world);
  m_preview.hexsides.clear();
  if (hover.distance <= tolerance(ctx) && onMap(ctx.doc.scenario().map, hover.key)) {
    m_preview.hexsides.push_back(hover.key);
    const auto hexes = model::hexesOf(hover.key);
    m_preview.status =
        "Hexside " + hexLabel(ctx.doc.scenario(), hexes[0]) + "/" + hexLabel(ctx.doc.scenario(), hexes[1]);
  }
  if (!m_gesture) return;
  const Vec2 motion{e.world.x - m_lastWorld.x, e.world.y - m_lastWorld.y};
  const double length = std::hypot(motion.x, motion.y);
  if (length < layout.acrossFlats * 0.05) return;
  const auto* type = ctx.doc.ruleset().findHexside(ctx.settings.hexsideType);
  const bool directional = type && type->directional;
  // The first side's direction is only known once the drag has moved.
  if (directional && !m_erase && !m_firstDirected) {
    m_firstDirected = true;
    m_done.erase(m_first);
    applyTo(ctx, m_first, rightOfMotion(layout, m_first, motion));
  }
  // Sample the segment so that a fast drag still visits every side it passes.
  const int steps = std::max(1, static_cast<int>(std::ceil(length / (layout.acrossFlats * 0.2))));
  for (int i = 1; i <= steps; ++i) {
    const double t = static_cast<double>(i) / steps;
    const Vec2 p{m_lastWorld.x + motion.x * t, m_lastWorld.y + motion.y * t};
    const auto hit = nearestHexside(layout, p);
    if (hit.distance > tolerance(ctx) || hit.key == m_last || !onMap(ctx.doc.scenario().map, hit.key)) continue;
    // Near a corner three sides meet: wait until the pointer is clearly along one.
    const auto ends =
        std::array{layout.corner(hit.key.hex, hit.key.side - 1), layout.corner(hit.key.hex, hit.key.side)};
    if (std::hypot(p.x - ends[0].x, p.y - ends[0].y) < layout.radius() * 0.2 ||
        std::hypot(p.x - ends[1].x, p.y - ends[1].y) < layout.radius() * 0.2)
      continue;
    applyTo(ctx, hit.key, directional ? std::optional(rightOfMotion(layout, hit.key, motion)) : std::nullopt);
    m_last = hit.key;
  }
  m_lastWorld = e.world;
}

void HexsideTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  (void)ctx, (void)e;
  if (!m_gesture) return;
  m_gesture->commit();
  m_gesture.reset();
}

void HexsideTool::cancel(ToolContext& ctx) {
  (void)ctx;
  if (m_gesture) m_gesture->rollback();
  m_gesture.reset();
}

void HexsideTool::applyTo(ToolContext& ctx, HexsideKey key, std::optional<HexCoord> toward) {
  if (m_done.count(key)) return;
  m_done.insert(key);
  const auto& typeId = ctx.settings.hexsideType;
  const auto* type = ctx.doc.ruleset().findHexside(typeId);
  const bool directional = type && type->directional;
  const auto* existing = ctx.doc.scenario().map.featuresAt(key);
  std::vector<model::HexsideFeature> features = existing ? *existing : std::vector<model::HexsideFeature>{};
  auto it = std::find_if(features.begin(), features.end(), [&](const auto& f) { return f.type == typeId; });
  if (m_erase) {
    if (it == features.end()) return;
    features.erase(it);
  } else {
    model::HexsideFeature f{typeId, directional ? toward : std::nullopt, {}};
    if (it != features.end()) {
      if (it->toward == f.toward) return;
      f.attributes = it->attributes;
      *it = f;
    } else {
      features.push_back(f);
    }
  }
  const std::string label = (m_erase ? "Erase Hexside: " : "Paint Hexside: ") + typeId;
  m_gesture->add(std::make_unique<model::SetHexsideFeatures>(key, std::move(features), label));
}

}  // namespace hexwright::editor
