#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "editor/core/properties.h"
#include "editor/gui/panels.h"

namespace hexwright::editor {

namespace {

/// Each grid property keeps its row so that values map back to model text.
struct RowData : public wxClientData {
  explicit RowData(PropertyRow r) : row(std::move(r)) {}
  PropertyRow row;
};

std::string textOf(const PropertyRow& row, const wxVariant& value) {
  switch (row.kind) {
    case PropertyRow::Kind::Bool:
      return value.GetBool() ? "true" : "false";
    case PropertyRow::Kind::Choice: {
      const long i = value.GetLong();
      return i >= 0 && static_cast<std::size_t>(i) < row.choices.size() ? row.choices[static_cast<std::size_t>(i)]
                                                                        : std::string{};
    }
    default:
      return value.GetString().utf8_string();
  }
}

wxPGProperty* makeProperty(const PropertyRow& row) {
  const wxString label = wxString::FromUTF8(row.label + (row.required ? " *" : ""));
  const wxString name = wxString::FromUTF8(row.key);
  switch (row.kind) {
    case PropertyRow::Kind::Bool:
      return new wxBoolProperty(label, name, row.value == "true");
    case PropertyRow::Kind::Choice: {
      wxPGChoices choices;
      int selected = 0;
      for (std::size_t i = 0; i < row.choices.size(); ++i) {
        wxPGChoiceEntry& entry = choices.Add(wxString::FromUTF8(row.choiceLabels[i]), static_cast<int>(i));
        // What the schema does not allow here is greyed; picking it is refused with the reason.
        if (i < row.choiceWhyNot.size() && !row.choiceWhyNot[i].empty())
          entry.SetFgCol(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
        if (row.choices[i] == row.value) selected = static_cast<int>(i);
      }
      return new wxEnumProperty(label, name, choices, selected);
    }
    default:
      return new wxStringProperty(label, name, wxString::FromUTF8(row.value));
  }
}

}  // namespace

PropertyPanel::PropertyPanel(wxWindow* parent) : wxPanel(parent) {
  m_grid = new wxPropertyGrid(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                              wxPG_SPLITTER_AUTO_CENTER | wxPG_BOLD_MODIFIED | wxPG_TOOLTIPS);
  // Hovering a property shows its help (rule numbers, why a choice is not allowed).
  m_grid->SetExtraStyle(wxPG_EX_HELP_AS_TOOLTIPS);
  m_status = new wxStaticText(this, wxID_ANY, "");
  m_status->SetForegroundColour(wxColour(190, 0, 0));
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(m_grid, 1, wxEXPAND);
  sizer->Add(m_status, 0, wxEXPAND | wxALL, 3);
  SetSizer(sizer);
  m_grid->Bind(wxEVT_PG_CHANGING, &PropertyPanel::onChanging, this);
  m_grid->Bind(wxEVT_PG_CHANGED, &PropertyPanel::onChanged, this);
  // Text typed into a property's editor arrives here: check it as it is typed.
  Bind(wxEVT_TEXT, &PropertyPanel::onEditorText, this);
}

void PropertyPanel::setDocument(Document* doc) {
  m_doc = doc;
  rebuild();
}

void PropertyPanel::rebuild() {
  // wxPropertyGrid spends the first key it gets with no row selected on selecting its
  // first row: after an edit rebuilt the grid, the designer's next shortcut (Ctrl+S,
  // Ctrl+Z) never reached the menu. A grid that holds the focus keeps a row selected.
  const bool focused = holdsFocus();
  const wxString selected = m_grid->GetSelection() ? m_grid->GetSelection()->GetName() : wxString();
  m_rebuilding = true;
  m_grid->Freeze();
  m_grid->Clear();
  m_status->SetLabel("");
  if (m_doc) appendRows(propertiesFor(*m_doc, m_doc->selection()));
  m_grid->Thaw();
  if (focused) keepARowSelected(selected);
  m_rebuilding = false;
}

void PropertyPanel::appendRows(const std::vector<PropertyRow>& rows) {
  wxPGProperty* category = nullptr;
  std::string currentCategory;
  for (const auto& row : rows) {
    if (!category || row.category != currentCategory) {
      currentCategory = row.category;
      category = m_grid->Append(new wxPropertyCategory(wxString::FromUTF8(row.category), "cat:" + row.category));
    }
    wxPGProperty* p = m_grid->AppendIn(category, makeProperty(row));
    if (row.kind == PropertyRow::Kind::Bool) m_grid->SetPropertyAttribute(p, wxPG_BOOL_USE_CHECKBOX, true);
    if (row.kind == PropertyRow::Kind::ReadOnly) m_grid->SetPropertyReadOnly(p);
    if (!row.help.empty()) m_grid->SetPropertyHelpString(p, wxString::FromUTF8(row.help));
    p->SetClientObject(new RowData(row));
  }
}

bool PropertyPanel::holdsFocus() const {
  for (const wxWindow* w = wxWindow::FindFocus(); w; w = w->GetParent())
    if (w == m_grid) return true;
  return false;
}

void PropertyPanel::keepARowSelected(const wxString& name) {
  wxPGProperty* p = name.empty() ? nullptr : m_grid->GetPropertyByName(name);
  if (!p) p = m_grid->wxPropertyGridInterface::GetFirst();
  // Selected without focusing its editor: the focus stays on the grid, where shortcuts
  // pass through to the menu.
  if (p) m_grid->SelectProperty(p, false);
}

void PropertyPanel::onEditorText(wxCommandEvent& e) {
  e.Skip();
  wxPGProperty* p = m_grid->GetSelection();
  if (!p || m_rebuilding) return;
  const auto* data = dynamic_cast<RowData*>(p->GetClientObject());
  if (!data) return;
  const auto problem = checkProperty(data->row, e.GetString().utf8_string());
  m_status->SetLabel(problem ? wxString::FromUTF8(*problem) : wxString());
}

void PropertyPanel::onChanging(wxPropertyGridEvent& e) {
  const auto* data = e.GetProperty() ? dynamic_cast<RowData*>(e.GetProperty()->GetClientObject()) : nullptr;
  if (!data) return;
  if (auto problem = checkProperty(data->row, textOf(data->row, e.GetValue()))) {
    m_status->SetLabel(wxString::FromUTF8(*problem));
    if (onMessage) onMessage(wxString::FromUTF8(*problem));
    e.Veto();
    e.SetValidationFailureBehavior(wxPG_VFB_STAY_IN_PROPERTY | wxPG_VFB_MARK_CELL);
  }
}

void PropertyPanel::onChanged(wxPropertyGridEvent& e) {
  if (!m_doc || m_rebuilding) return;
  const auto* data = e.GetProperty() ? dynamic_cast<RowData*>(e.GetProperty()->GetClientObject()) : nullptr;
  if (!data) return;
  const std::string key = data->row.key;
  const std::string text = textOf(data->row, e.GetProperty()->GetValue());
  const Selection sel = m_doc->selection();
  // The document's change event rebuilds the grid: not inside the grid's own handler.
  CallAfter([this, sel, key, text] {
    if (!m_doc) return;
    if (auto problem = setProperty(*m_doc, sel, key, text)) {
      m_status->SetLabel(wxString::FromUTF8(*problem));
      if (onMessage) onMessage(wxString::FromUTF8(*problem));
      rebuild();
    }
  });
}

}  // namespace hexwright::editor
