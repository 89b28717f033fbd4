#pragma once
// The options bar above the canvas: what the active tool paints with (terrain type,
// brush size, flood fill, hexside type, elevation mode and level, route type, feature
// type and its attributes, area, label text, piece type). Edits ToolSettings in place.
#include <wx/panel.h>

#include <functional>
#include <string>

#include "editor/core/document.h"
#include "editor/core/tool.h"

namespace hexwright::editor {

class ToolOptionsBar : public wxPanel {
 public:
  ToolOptionsBar(wxWindow* parent, ToolSettings& settings);
  /// Shows the controls of `toolId` for the document's schema.
  void showFor(const std::string& toolId, const Document* doc);
  /// Re-reads the settings (after a tool changed them, e.g. an Alt-click pick).
  void refresh() { showFor(m_tool, m_doc); }

 private:
  void addChoice(const wxString& label, const std::vector<std::pair<std::string, std::string>>& items,
                 std::string& target, std::function<void()> changed = {});
  void addSpin(const wxString& label, int min, int max, int& target);
  void addText(const wxString& label, std::string& target);
  void addCheck(const wxString& label, bool& target);

  ToolSettings& m_settings;
  std::string m_tool;
  const Document* m_doc = nullptr;
};

}  // namespace hexwright::editor
