// The Diagnostics panel: filter bar, summary and the list.
#include <wx/sizer.h>

#include "editor/core/editing.h"
#include "editor/gui/panels.h"

namespace hexwright::editor {

namespace {

const model::Severity kSeverities[] = {model::Severity::Error, model::Severity::Warning, model::Severity::Info};

}  // namespace

DiagnosticsPanel::DiagnosticsPanel(wxWindow* parent) : wxPanel(parent) {
  m_severity = new wxChoice(this, wxID_ANY);
  m_severity->Append("All severities");
  m_severity->Append("Errors");
  m_severity->Append("Warnings");
  m_severity->Append("Notes");
  m_severity->SetSelection(0);
  m_severity->SetToolTip("Show one severity only");
  m_rule = new wxChoice(this, wxID_ANY);
  m_rule->Append("All rules");
  m_rule->SetSelection(0);
  m_rule->SetToolTip("Show one rule only");
  m_search = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(200, -1));
  m_search->SetHint("Search messages, hexes, units, rules");
  m_showWaived = new wxCheckBox(this, wxID_ANY, "Waived");
  m_showWaived->SetValue(true);
  m_showWaived->SetToolTip("List waived problems (grouped at the end)");
  m_summary = new wxStaticText(this, wxID_ANY, "No problems");
  m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
  m_list->AppendColumn("Severity", wxLIST_FORMAT_LEFT, 120);
  m_list->AppendColumn("Where", wxLIST_FORMAT_LEFT, 150);
  m_list->AppendColumn("Message", wxLIST_FORMAT_LEFT, 480);
  m_list->AppendColumn("Rule", wxLIST_FORMAT_LEFT, 220);

  auto* bar = new wxBoxSizer(wxHORIZONTAL);
  bar->Add(m_severity, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
  bar->Add(m_rule, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
  bar->Add(m_search, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
  bar->Add(m_showWaived, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
  bar->Add(m_summary, 0, wxALIGN_CENTER_VERTICAL);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(bar, 0, wxEXPAND | wxALL, 3);
  sizer->Add(m_list, 1, wxEXPAND);
  SetSizer(sizer);

  auto jump = [this](wxListEvent& e) {
    const long data = static_cast<long>(m_list->GetItemData(e.GetIndex()));
    if (onJump && data >= 0) onJump(static_cast<std::size_t>(data));
  };
  m_list->Bind(wxEVT_LIST_ITEM_SELECTED, jump);
  m_list->Bind(wxEVT_LIST_ITEM_ACTIVATED, jump);
  m_severity->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { rebuild(); });
  m_rule->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { rebuild(); });
  m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { rebuild(); });
  m_showWaived->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { rebuild(); });
}

void DiagnosticsPanel::setDocument(Document* doc) {
  m_doc = doc;
  rebuild();
}

DiagnosticsFilter DiagnosticsPanel::filter() const {
  DiagnosticsFilter f;
  const int sev = m_severity->GetSelection();
  if (sev > 0) f.severity = kSeverities[sev - 1];
  if (m_rule->GetSelection() > 0) f.rule = m_rule->GetStringSelection().utf8_string();
  f.search = m_search->GetValue().utf8_string();
  f.showWaived = m_showWaived->GetValue();
  return f;
}

void DiagnosticsPanel::rebuild() {
  m_list->Freeze();
  m_list->DeleteAllItems();
  if (m_doc) {
    const auto& dg = m_doc->diagnostics();
    const auto& items = dg.items();
    // The rule filter offers the rules present, keeping the current choice.
    const wxString rule = m_rule->GetSelection() > 0 ? m_rule->GetStringSelection() : wxString();
    m_rule->Clear();
    m_rule->Append("All rules");
    for (const auto& r : diagnosticRules(dg)) m_rule->Append(wxString::FromUTF8(r));
    const int keep = rule.empty() ? 0 : m_rule->FindString(rule, true);
    m_rule->SetSelection(keep == wxNOT_FOUND ? 0 : keep);

    std::vector<std::string> places(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
      model::Location loc = items[i].location;
      if (loc.hex && loc.hexLabel.empty()) loc.hexLabel = hexLabel(m_doc->scenario(), *loc.hex);
      places[i] = loc.displayText();
    }
    const auto rows = diagnosticRows(dg, filter(), places);
    long row = 0;
    bool waivedHeading = false;
    for (std::size_t i : rows) {
      const auto& d = items[i];
      if (d.waived && !waivedHeading) {
        // One heading row separates the waived group from the live problems.
        const long at = m_list->InsertItem(row++, "Waived");
        m_list->SetItem(at, 2, "Problems the scenario waives, with the designer's reason");
        m_list->SetItemData(at, -1);
        m_list->SetItemTextColour(at, wxColour(110, 110, 110));
        waivedHeading = true;
      }
      const long at = m_list->InsertItem(row++, wxString::FromUTF8(model::severityName(d.severity)));
      m_list->SetItem(at, 1, wxString::FromUTF8(places[i]));
      m_list->SetItem(
          at, 2,
          wxString::FromUTF8(d.waived && !d.waiverComment.empty() ? d.message + "  (waived: " + d.waiverComment + ")"
                                                                  : d.message));
      m_list->SetItem(at, 3, wxString::FromUTF8(d.rule));
      m_list->SetItemData(at, static_cast<long>(i));
      if (d.waived)
        m_list->SetItemTextColour(at, wxColour(140, 140, 140));
      else if (d.severity == model::Severity::Error)
        m_list->SetItemTextColour(at, wxColour(180, 0, 0));
      else if (d.severity == model::Severity::Warning)
        m_list->SetItemTextColour(at, wxColour(160, 90, 0));
    }
    wxString summary = wxString::FromUTF8(countsText(countDiagnostics(dg)));
    if (m_doc->validationPending()) summary += L"  (checking…)";
    m_summary->SetLabel(summary);
  } else {
    m_summary->SetLabel("");
  }
  m_list->Thaw();
  Layout();
}

}  // namespace hexwright::editor
