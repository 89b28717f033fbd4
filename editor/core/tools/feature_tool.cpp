#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tool_availability.h"
#include "editor/core/tools/tools.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor {

using model::HexCoord;

void FeatureTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_gesture) return;
  const auto& map = ctx.doc.scenario().map;
  const auto hex = hexAt(ctx.doc.layout(), map, e.world);
  if (!hex) return;
  const auto& type = ctx.settings.featureType;
  if (type.empty()) {
    m_preview.status = "Choose a feature type first";
    return;
  }
  const auto* existing = map.featuresAt(*hex);
  m_remove = false;
  if (existing) {
    for (const auto& f : *existing)
      if (f.type == type && f.attributes == ctx.settings.featureAttributes) m_remove = true;
  }
  m_gesture =
      ctx.doc.beginGesture((m_remove ? "Remove Feature: " : "Place Feature: ") + featureName(ctx.doc.ruleset(), type));
  m_touched.clear();
  applyAt(ctx, *hex);
}

void FeatureTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  const auto hex = hexAt(ctx.doc.layout(), ctx.doc.scenario().map, e.world);
  m_preview.hexes = hex ? std::vector{*hex} : std::vector<HexCoord>{};
  if (m_gesture && hex) applyAt(ctx, *hex);
}

void FeatureTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  (void)ctx, (void)e;
  if (!m_gesture) return;
  m_gesture->commit();
  m_gesture.reset();
}

void FeatureTool::cancel(ToolContext& ctx) {
  (void)ctx;
  if (m_gesture) m_gesture->rollback();
  m_gesture.reset();
}

void FeatureTool::applyAt(ToolContext& ctx, HexCoord h) {
  if (!m_touched.insert(h).second) return;
  const auto& type = ctx.settings.featureType;
  const auto* existing = ctx.doc.scenario().map.featuresAt(h);
  std::vector<model::HexFeature> features = existing ? *existing : std::vector<model::HexFeature>{};
  auto it = std::find_if(features.begin(), features.end(), [&](const model::HexFeature& f) { return f.type == type; });
  if (m_remove) {
    if (it == features.end()) return;
    features.erase(it);
  } else if (it != features.end()) {
    if (it->attributes == ctx.settings.featureAttributes) return;
    it->attributes = ctx.settings.featureAttributes;
  } else {
    // The schema's count per map (one supply dump) is not exceeded.
    if (auto full = featureLimitReached(ctx.doc.ruleset(), ctx.doc.scenario(), type)) {
      m_preview.status = "Not placed: " + *full;
      return;
    }
    features.push_back({type, ctx.settings.featureAttributes});
  }
  const std::string label = (m_remove ? "Remove Feature: " : "Place Feature: ") + featureName(ctx.doc.ruleset(), type);
  m_gesture->add(std::make_unique<model::SetHexFeatures>(h, std::move(features), label));
}

}  // namespace hexwright::editor
