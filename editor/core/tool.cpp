#include "editor/core/tool.h"

#include "editor/core/tools/tools.h"

namespace hexwright::editor {

bool Tool::onKey(ToolContext& ctx, const KeyEvent& e) {
  if (e.key == Key::Escape && busy()) {
    cancel(ctx);
    return true;
  }
  return false;
}

ToolBox::ToolBox() {
  m_tools.push_back(std::make_unique<SelectTool>());
  m_tools.push_back(std::make_unique<TerrainBrushTool>());
  m_tools.push_back(std::make_unique<HexsideTool>());
  m_tools.push_back(std::make_unique<ElevationTool>());
  m_tools.push_back(std::make_unique<RouteTool>());
  m_tools.push_back(std::make_unique<FeatureTool>());
  m_tools.push_back(std::make_unique<AreaTool>());
  m_tools.push_back(std::make_unique<LabelTool>());
  m_tools.push_back(std::make_unique<UnitTool>());
  m_tools.push_back(std::make_unique<VectorTool>());
  m_tools.push_back(std::make_unique<AnalysisTool>());
  m_tools.push_back(std::make_unique<SuggestTool>());
  m_tools.push_back(std::make_unique<StampTool>());
  m_active = m_tools.front().get();
}

std::vector<Tool*> ToolBox::tools() const {
  std::vector<Tool*> out;
  for (const auto& t : m_tools) out.push_back(t.get());
  return out;
}

Tool* ToolBox::find(const std::string& id) const {
  for (const auto& t : m_tools)
    if (t->id() == id) return t.get();
  return nullptr;
}

bool ToolBox::setActive(ToolContext& ctx, const std::string& id) {
  Tool* next = find(id);
  if (!next) return false;
  if (next == m_active) return true;
  if (m_active) m_active->deactivate(ctx);
  m_active = next;
  m_active->activate(ctx);
  return true;
}

bool ToolBox::switchIdle(const std::string& id) {
  Tool* next = find(id);
  if (!next) return false;
  m_active = next;
  return true;
}

void ToolBox::mouseDown(ToolContext& ctx, const PointerEvent& e) {
  if (m_active) m_active->onMouseDown(ctx, e);
}
void ToolBox::mouseMove(ToolContext& ctx, const PointerEvent& e) {
  if (m_active) m_active->onMouseMove(ctx, e);
}
void ToolBox::mouseUp(ToolContext& ctx, const PointerEvent& e) {
  if (m_active) m_active->onMouseUp(ctx, e);
}
bool ToolBox::key(ToolContext& ctx, const KeyEvent& e) { return m_active && m_active->onKey(ctx, e); }
void ToolBox::cancel(ToolContext& ctx) {
  if (m_active) m_active->cancel(ctx);
}

}  // namespace hexwright::editor
