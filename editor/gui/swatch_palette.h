#pragma once
// A palette: one toggle button per type, each showing the swatch the map painter draws
// for it (render/swatches.h), the current choice pressed and named beside the buttons.
#include <wx/panel.h>
#include <wx/stattext.h>
#include <wx/tglbtn.h>

#include <functional>
#include <string>
#include <vector>

#include "editor/core/document.h"
#include "editor/render/swatches.h"

namespace hexwright::editor {

class SwatchPalette : public wxPanel {
 public:
  struct Item {
    std::string id;
    std::string label;
    std::string help;  // tooltip after the name: rule number, "(directional)"
  };
  /// `target` holds the chosen id; it is set to the first item when it names none.
  SwatchPalette(wxWindow* parent, const Document& doc, SwatchKind kind, std::vector<Item> items, std::string& target,
                std::function<void()> changed);
  /// Chooses `id` as a click on its button does. False when there is no such item.
  bool choose(const std::string& id);
  const std::vector<wxBitmapToggleButton*>& buttons() const { return m_buttons; }
  wxStaticText* currentLabel() const { return m_current; }

  static constexpr int kSwatchWidth = 34;
  static constexpr int kSwatchHeight = 24;

 private:
  void show();
  std::vector<Item> m_items;
  std::string& m_target;
  std::function<void()> m_changed;
  std::vector<wxBitmapToggleButton*> m_buttons;
  wxStaticText* m_current = nullptr;
};

/// The swatch as a bitmap (palette buttons, the unit list).
wxBitmap swatchBitmap(const Document& doc, SwatchKind kind, const std::string& id, int width, int height);

}  // namespace hexwright::editor
