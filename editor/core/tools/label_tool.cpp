#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/tools/tools.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor {

void LabelTool::onMouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (e.button != MouseButton::Left || m_active) return;
  m_active = true;
  m_moving = labelNear(ctx.doc, e.world, std::max(ctx.pickRadius() * 2, ctx.doc.layout().acrossFlats * 0.3));
  m_at = e.world;
  m_preview.marker = e.world;
}

void LabelTool::onMouseMove(ToolContext& ctx, const PointerEvent& e) {
  (void)ctx;
  m_preview.marker = e.world;
  if (m_active) m_at = e.world;
}

void LabelTool::onMouseUp(ToolContext& ctx, const PointerEvent& e) {
  if (!m_active) return;
  m_active = false;
  m_at = e.world;
  const auto& s = ctx.doc.scenario();
  if (m_moving) {
    auto it = std::find_if(s.map.labels.begin(), s.map.labels.end(),
                           [&](const model::MapLabel& l) { return l.id.value == *m_moving; });
    if (it == s.map.labels.end()) return;
    model::MapLabel moved = *it;
    moved.at = worldToLabel(ctx.doc, m_at);
    if (moved.at != it->at) ctx.doc.execute(std::make_unique<model::SetLabel>(moved.id.value, moved));
    ctx.doc.select(Selection::of(Selection::Kind::Label, moved.id.value));
    return;
  }
  if (ctx.settings.labelText.empty()) return;
  model::MapLabel label;
  label.id = model::LabelId{uniqueId("label-", [&](const std::string& id) {
    return std::any_of(s.map.labels.begin(), s.map.labels.end(), [&](const auto& l) { return l.id.value == id; });
  })};
  label.text = ctx.settings.labelText;
  label.style = ctx.settings.labelStyle;
  label.at = worldToLabel(ctx.doc, m_at);
  const std::string id = label.id.value;
  ctx.doc.execute(std::make_unique<model::SetLabel>(id, std::move(label)));
  ctx.doc.select(Selection::of(Selection::Kind::Label, id));
}

void LabelTool::cancel(ToolContext& ctx) {
  (void)ctx;
  m_active = false;
  m_moving.reset();
}

}  // namespace hexwright::editor
