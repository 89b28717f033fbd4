#include "editor/gui/swatch_palette.h"

#include <wx/sizer.h>

#include "editor/gui/cairo_image.h"

namespace hexwright::editor {

wxBitmap swatchBitmap(const Document& doc, SwatchKind kind, const std::string& id, int width, int height) {
  cairo_surface_t* s = renderSwatch(doc.ruleset(), doc.scenario(), kind, id, width, height);
  wxBitmap bmp(imageFromCairo(s, true));
  cairo_surface_destroy(s);
  return bmp;
}

SwatchPalette::SwatchPalette(wxWindow* parent, const Document& doc, SwatchKind kind, std::vector<Item> items,
                             std::string& target, std::function<void()> changed)
    : wxPanel(parent), m_items(std::move(items)), m_target(target), m_changed(std::move(changed)) {
  auto* sizer = new wxBoxSizer(wxHORIZONTAL);
  for (std::size_t i = 0; i < m_items.size(); ++i) {
    const Item& item = m_items[i];
    auto* button =
        new wxBitmapToggleButton(this, wxID_ANY, swatchBitmap(doc, kind, item.id, kSwatchWidth, kSwatchHeight));
    button->SetToolTip(wxString::FromUTF8(item.label + (item.help.empty() ? "" : "  " + item.help)));
    button->SetName(wxString::FromUTF8("swatch:" + item.id));
    button->Bind(wxEVT_TOGGLEBUTTON, [this, i](wxCommandEvent&) { choose(m_items[i].id); });
    sizer->Add(button, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 1);
    m_buttons.push_back(button);
  }
  m_current = new wxStaticText(this, wxID_ANY, "");
  sizer->Add(m_current, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 6);
  SetSizer(sizer);
  const bool known = std::any_of(m_items.begin(), m_items.end(), [&](const Item& it) { return it.id == m_target; });
  if (!known && !m_items.empty()) m_target = m_items.front().id;
  show();
}

bool SwatchPalette::choose(const std::string& id) {
  const bool known = std::any_of(m_items.begin(), m_items.end(), [&](const Item& it) { return it.id == id; });
  if (!known) return false;
  m_target = id;
  show();
  if (m_changed) m_changed();
  return true;
}

void SwatchPalette::show() {
  for (std::size_t i = 0; i < m_items.size(); ++i) {
    const bool on = m_items[i].id == m_target;
    m_buttons[i]->SetValue(on);
    if (on) m_current->SetLabel(wxString::FromUTF8(m_items[i].label));
  }
  if (m_items.empty()) m_current->SetLabel("(none in this ruleset)");
  Layout();
}

}  // namespace hexwright::editor
