#include "editor/gui/crs_picker.h"

#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "editor/core/georef_text.h"

namespace hexwright::editor {

/// Thousands of rows: a virtual list asks for the text of the rows it draws only.
class CrsPicker::List : public wxListView {
 public:
  List(wxWindow* parent, const CrsPicker& owner)
      : wxListView(parent, wxID_ANY, wxDefaultPosition, wxSize(560, 360), wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL),
        m_owner(owner) {
    AppendColumn("Code", wxLIST_FORMAT_LEFT, 110);
    AppendColumn("Name", wxLIST_FORMAT_LEFT, 340);
    AppendColumn("Units", wxLIST_FORMAT_LEFT, 90);
  }
  wxString OnGetItemText(long item, long column) const override {
    const auto& shown = m_owner.shown();
    if (item < 0 || static_cast<std::size_t>(item) >= shown.size()) return {};
    const importers::CrsEntry& e = *shown[static_cast<std::size_t>(item)];
    if (column == 0) return wxString::FromUTF8(e.code);
    if (column == 1) return wxString::FromUTF8(e.name);
    return e.geographic ? "degrees" : "linear";
  }

 private:
  const CrsPicker& m_owner;
};

CrsPicker::CrsPicker(wxWindow* parent, const wxString& title, bool projectedOnly)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
  for (const auto& e : importers::crsCatalog())
    if (!projectedOnly || !e.geographic) m_catalog.push_back(e);
  m_filter = new wxTextCtrl(this, wxID_ANY, "");
  m_filter->SetHint("Filter by code or name, e.g. \"UTM 16N\" or \"4326\"");
  m_list = new List(this, *this);
  m_filter->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { applyFilter(); });
  m_list->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent&) { EndModal(wxID_OK); });
  auto* top = new wxBoxSizer(wxVERTICAL);
  top->Add(m_filter, 0, wxEXPAND | wxALL, 6);
  top->Add(m_list, 1, wxEXPAND | wxLEFT | wxRIGHT, 6);
  top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 6);
  SetSizerAndFit(top);
  applyFilter();
  m_filter->SetFocus();
}

wxListView* CrsPicker::list() const { return m_list; }

void CrsPicker::applyFilter() {
  m_shown = searchCrs(m_catalog, m_filter->GetValue().utf8_string(), m_catalog.size());
  m_list->SetItemCount(static_cast<long>(m_shown.size()));
  if (!m_shown.empty()) m_list->Select(0);
  m_list->Refresh();
}

std::string CrsPicker::chosen() const {
  const long row = m_list->GetFirstSelected();
  if (row < 0 || static_cast<std::size_t>(row) >= m_shown.size()) return {};
  return m_shown[static_cast<std::size_t>(row)]->code;
}

}  // namespace hexwright::editor
