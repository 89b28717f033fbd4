// Edit > Copy, Paste as Stamp and the Stamp tool's turns and mirrors (core/map_region.h).
#include <wx/textctrl.h>

#include "editor/core/map_region.h"
#include "editor/core/tools/tools.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/map_canvas.h"

namespace hexwright::editor {

namespace {

/// Ctrl+C and Ctrl+V are menu shortcuts; in a text field they still copy and paste text.
wxTextEntry* focusedText() { return dynamic_cast<wxTextEntry*>(wxWindow::FindFocus()); }

}  // namespace

StampTool& MainFrame::stampTool() { return dynamic_cast<StampTool&>(*m_tools.find("stamp")); }
const StampTool& MainFrame::stampTool() const { return dynamic_cast<const StampTool&>(*m_tools.find("stamp")); }

void MainFrame::bindStampActions() {
  m_handlers["editor.edit.copy"] = [this] {
    if (auto* text = focusedText()) return text->Copy();
    if (m_doc) copyHexes();
  };
  m_handlers["editor.edit.paste"] = [this] {
    if (auto* text = focusedText()) return text->Paste();
    setTool("stamp");
  };
  auto transform = [this](std::function<void(StampTool&, ToolContext&)> f) {
    return [this, f] {
      if (ToolContext* ctx = m_canvas->toolContext()) f(stampTool(), *ctx);
      m_canvas->Refresh(false);
      SetStatusText(wxString::FromUTF8(stampTool().preview().status), 1);
    };
  };
  m_handlers["editor.tool.stampRotate"] = transform([](StampTool& t, ToolContext& c) { t.rotate(c); });
  m_handlers["editor.tool.stampMirrorLeftRight"] =
      transform([](StampTool& t, ToolContext& c) { t.mirror(c, MirrorAxis::LeftRight); });
  m_handlers["editor.tool.stampMirrorTopBottom"] =
      transform([](StampTool& t, ToolContext& c) { t.mirror(c, MirrorAxis::TopBottom); });
}

void MainFrame::copyHexes() {
  MapRegion region = copyRegion(m_doc->scenario().map, m_doc->layout().orientation, m_doc->selection().copyHexes());
  if (region.empty()) return;
  const std::size_t n = region.hexes.size();
  stampTool().setStamp(std::move(region));
  m_stampRuleset = m_doc->ruleset().id;
  SetStatusText(wxString::Format("Copied %zu %s: Paste as Stamp (Ctrl+V) or the Stamp tool (B) stamps them", n,
                                 n == 1 ? "hex" : "hexes"),
                1);
}

void MainFrame::keepStampFor(const Document* doc) {
  // A stamp names the terrain and features of its game and turns on its grid: it stays
  // for another battle of the same ruleset and grid, and goes otherwise.
  const auto& stamp = stampTool().stamp();
  if (stamp && (!doc || doc->ruleset().id != m_stampRuleset || doc->layout().orientation != stamp->orientation))
    stampTool().setStamp(std::nullopt);
}

}  // namespace hexwright::editor
