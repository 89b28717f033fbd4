#pragma once
// The options bar above the canvas: what the active tool paints with (terrain type,
// brush size, flood fill, hexside type, elevation mode and level, route type, feature
// type and its attributes, area, label text, piece type). Types are chosen from swatch
// palettes drawn by the map painter. Edits ToolSettings in place.
#include <wx/panel.h>

#include <functional>
#include <string>

#include "editor/core/document.h"
#include "editor/core/tool.h"
#include "editor/gui/swatch_palette.h"

class wxBitmapComboBox;

namespace hexwright::editor {

class ToolOptionsBar : public wxPanel {
 public:
  ToolOptionsBar(wxWindow* parent, ToolSettings& settings);
  /// Shows the controls of `toolId` for the document's schema.
  void showFor(const std::string& toolId, const Document* doc);
  /// Re-reads the settings (after a tool changed them, e.g. an Alt-click pick).
  void refresh() { showFor(m_tool, m_doc); }
  /// The palette shown for the current tool, if it has one (tests).
  SwatchPalette* palette() const { return m_palette; }
  wxBitmapComboBox* unitChoice() const { return m_unitChoice; }
  /// Called after the user changed an option (the frame keeps them across restarts).
  std::function<void()> onChanged;
  /// Runs an action by id (the Stamp tool's Turn and Mirror buttons).
  std::function<void(const std::string&)> onAction;

 private:
  void addChoice(const wxString& label, const std::vector<std::pair<std::string, std::string>>& items,
                 std::string& target, std::function<void()> changed = {});
  void addPalette(const wxString& label, SwatchKind kind, std::vector<SwatchPalette::Item> items, std::string& target,
                  std::function<void()> changed = {});
  void addSpin(const wxString& label, int min, int max, int& target);
  void addText(const wxString& label, std::string& target);
  void addCheck(const wxString& label, bool& target);
  void addStampButtons();

  ToolSettings& m_settings;
  std::string m_tool;
  const Document* m_doc = nullptr;
  SwatchPalette* m_palette = nullptr;
  wxBitmapComboBox* m_unitChoice = nullptr;
};

}  // namespace hexwright::editor
