#include <algorithm>
#include <cmath>

#include "editor/core/editing.h"
#include "editor/core/tools/tools.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor {

using model::Vec2;

namespace {

double dist(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

/// The layer named in the settings, or a new empty one with that id.
model::VectorLayer layerFor(const model::Scenario& s, const std::string& id) {
  for (const auto& l : s.map.vectorLayers)
    if (l.id.value == id) return l;
  model::VectorLayer l;
  l.id = model::LayerId{id};
  l.name = id;
  return l;
}

}  // namespace

model::GeometryKind VectorTool::geometryFor(const ToolContext& ctx) const {
  if (ctx.settings.vectorType == "deployment") return model::GeometryKind::Polygon;
  const auto* t = ctx.doc.ruleset().findTerrain(ctx.settings.vectorType);
  return t && t->geometry ? *t->geometry : model::GeometryKind::Polygon;
}

void VectorTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_dragVertex) return;
  const auto& s = ctx.doc.scenario();
  const double radius = std::max(ctx.pickRadius() * 1.5, 1.0);
  if (m_points.empty()) {
    // Vertex editing: the nearest vertex of a visible piece within the pick radius.
    std::optional<VertexRef> best;
    double bestDistance = radius;
    for (const auto& layer : s.map.vectorLayers) {
      if (!layer.visible) continue;
      for (const auto& f : layer.features) {
        for (std::size_t i = 0; i < f.points.size(); ++i) {
          const double d = dist(vectorToWorld(ctx.doc, f.points[i]), e.world);
          if (d <= bestDistance) bestDistance = d, best = VertexRef{layer.id.value, f.id.value, i};
        }
      }
    }
    if (best) {
      if (e.mods.ctrl) {  // delete the vertex (the whole piece when too few remain)
        model::VectorLayer layer = layerFor(s, best->layer);
        for (auto it = layer.features.begin(); it != layer.features.end(); ++it) {
          if (it->id.value != best->feature) continue;
          it->points.erase(it->points.begin() + static_cast<std::ptrdiff_t>(best->index));
          const std::size_t minimum = it->geometry == model::GeometryKind::Polygon    ? 3
                                      : it->geometry == model::GeometryKind::Polyline ? 2
                                                                                      : 1;
          if (it->points.size() < minimum) layer.features.erase(it);
          break;
        }
        ctx.doc.execute(std::make_unique<model::SetVectorLayer>(std::string(layer.id.value), std::move(layer)));
        return;
      }
      m_dragVertex = best;
      m_dragAt = e.world;
      m_preview.marker = e.world;
      return;
    }
  }
  if (ctx.settings.vectorType.empty()) {
    m_preview.status = "Choose a piece type first";
    return;
  }
  m_points.push_back(e.world);
  if (geometryFor(ctx) == model::GeometryKind::Point) {
    finish(ctx);
    return;
  }
  m_preview.polyline = m_points;
  m_preview.closed = false;
}

void VectorTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  (void)ctx;
  m_preview.marker = e.world;
  if (m_dragVertex) {
    m_dragAt = e.world;
    return;
  }
  if (m_points.empty()) return;
  m_preview.polyline = m_points;
  m_preview.polyline.push_back(e.world);  // rubber band to the pointer
  m_preview.closed = geometryFor(ctx) == model::GeometryKind::Polygon;
}

void VectorTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  if (!m_dragVertex) return;
  const VertexRef ref = *m_dragVertex;
  m_dragVertex.reset();
  if (dist(e.world, m_dragAt) > 0) m_dragAt = e.world;
  model::VectorLayer layer = layerFor(ctx.doc.scenario(), ref.layer);
  for (auto& f : layer.features) {
    if (f.id.value == ref.feature && ref.index < f.points.size()) {
      const Vec2 moved = worldToVector(ctx.doc, m_dragAt);
      if (f.points[ref.index] == moved) return;
      f.points[ref.index] = moved;
    }
  }
  ctx.doc.execute(std::make_unique<model::SetVectorLayer>(std::string(layer.id.value), std::move(layer)));
}

bool VectorTool::onKey(ToolContext& ctx, const KeyEvent& e) {
  if (e.key == Key::Enter && !m_points.empty()) {
    finish(ctx);
    return true;
  }
  if (e.key == Key::Backspace && !m_points.empty()) {
    m_points.pop_back();
    m_preview.polyline = m_points;
    return true;
  }
  return Tool::onKey(ctx, e);
}

void VectorTool::finish(ToolContext& ctx) {
  const auto geometry = geometryFor(ctx);
  std::vector<Vec2> points;
  for (Vec2 p : m_points) points.push_back(worldToVector(ctx.doc, p));
  // A double-click adds the same point twice.
  points.erase(std::unique(points.begin(), points.end()), points.end());
  m_points.clear();
  m_preview.polyline.clear();
  const std::size_t minimum = geometry == model::GeometryKind::Polygon    ? 3
                              : geometry == model::GeometryKind::Polyline ? 2
                                                                          : 1;
  if (points.size() < minimum) return;
  const auto& s = ctx.doc.scenario();
  if (ctx.settings.vectorType == "deployment") {
    model::NamedArea zone;
    zone.id = model::AreaId{
        uniqueId("deployment-", [&](const std::string& id) { return s.map.findArea(model::AreaId{id}); })};
    zone.name = zone.id.value;
    zone.kind = "deployment";
    zone.side = ctx.settings.areaSide;
    zone.polygon = std::move(points);
    ctx.doc.execute(std::make_unique<model::SetArea>(std::string(zone.id.value), std::move(zone)));
    return;
  }
  model::VectorLayer layer = layerFor(s, ctx.settings.vectorLayer);
  model::VectorFeature f;
  f.id = model::FeatureId{uniqueId("piece-", [&](const std::string& id) {
    for (const auto& l : s.map.vectorLayers)
      for (const auto& x : l.features)
        if (x.id.value == id) return true;
    return false;
  })};
  f.type = ctx.settings.vectorType;
  f.geometry = geometry;
  f.points = std::move(points);
  layer.features.push_back(std::move(f));
  ctx.doc.execute(std::make_unique<model::SetVectorLayer>(std::string(layer.id.value), std::move(layer)));
}

void VectorTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_points.clear();
  m_dragVertex.reset();
  m_preview.polyline.clear();
}

}  // namespace hexwright::editor
