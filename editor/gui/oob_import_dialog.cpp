#include "editor/gui/oob_import_dialog.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace hexwright::editor {
namespace {

const wxColour kDoubtful(255, 236, 200);
const wxColour kNotRead(255, 205, 205);

}  // namespace

OobImportDialog::OobImportDialog(wxWindow* parent, Document& doc, const std::filesystem::path& file)
    : wxDialog(parent, wxID_ANY, "Import Order of Battle — " + wxString::FromUTF8(file.filename().string()),
               wxDefaultPosition, wxSize(900, 640), wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc),
      m_review(doc, file) {
  auto* top = new wxBoxSizer(wxVERTICAL);
  m_summary = new wxStaticText(this, wxID_ANY, "");
  top->Add(m_summary, 0, wxEXPAND | wxALL, 8);

  auto* anchors = new wxBoxSizer(wxHORIZONTAL);
  anchors->Add(new wxStaticText(this, wxID_ANY, "Army when the listing names none:"), 0,
               wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
  m_army = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(240, -1), wxTE_PROCESS_ENTER);
  anchors->Add(m_army, 0, wxRIGHT, 12);
  anchors->Add(new wxStaticText(this, wxID_ANY, "Side:"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
  m_side = new wxChoice(this, wxID_ANY);
  m_side->Append("(as the listing says)");
  for (const auto& s : doc.ruleset().sides) m_side->Append(wxString::FromUTF8(s.name));
  m_side->SetSelection(0);
  anchors->Add(m_side, 0);
  top->Add(anchors, 0, wxLEFT | wxRIGHT | wxBOTTOM, 8);

  m_list = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
  m_list->AppendColumn("Line", wxLIST_FORMAT_RIGHT, 56);
  m_list->AppendColumn("Entry", wxLIST_FORMAT_LEFT, 520);
  m_list->AppendColumn("Why it is marked", wxLIST_FORMAT_LEFT, 300);
  top->Add(m_list, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);

  auto* marks = new wxBoxSizer(wxHORIZONTAL);
  marks->Add(new wxStaticText(this, wxID_ANY, "Read the selected line as:"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
  const std::pair<const char*, importers::oob::LineMark> kinds[] = {{"&Unit", importers::oob::LineMark::Unit},
                                                                    {"&Heading", importers::oob::LineMark::Heading},
                                                                    {"&Note", importers::oob::LineMark::Note},
                                                                    {"I&gnored", importers::oob::LineMark::Ignored}};
  for (const auto& [label, mark] : kinds) {
    auto* b = new wxButton(this, wxID_ANY, label);
    b->Bind(wxEVT_BUTTON, [this, m = mark](wxCommandEvent&) { markSelected(m); });
    marks->Add(b, 0, wxRIGHT, 4);
  }
  top->Add(marks, 0, wxALL, 8);

  auto* buttons = new wxStdDialogButtonSizer();
  m_import = new wxButton(this, wxID_OK, "&Import");
  buttons->AddButton(m_import);
  buttons->AddButton(new wxButton(this, wxID_CANCEL));
  buttons->Realize();
  top->Add(buttons, 0, wxEXPAND | wxALL, 8);
  SetSizer(top);

  m_army->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { reread(); });
  m_army->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
    reread();
    e.Skip();
  });
  m_side->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { reread(); });
  m_import->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    if (!apply()) return;
    if (IsModal())
      EndModal(wxID_OK);
    else
      Hide();
  });
  fill();
  CentreOnParent();
}

void OobImportDialog::reread() {
  m_review.setArmy(m_army->GetValue().utf8_string());
  const int side = m_side->GetSelection();
  m_review.setSide(side <= 0 ? std::string() : m_doc.ruleset().sides[static_cast<std::size_t>(side - 1)].id.str());
  m_review.refresh();
  fill();
}

void OobImportDialog::fill() {
  m_summary->SetLabel(wxString::FromUTF8(m_review.error().empty() ? m_review.summary()
                                                                  : "Nothing can be imported: " + m_review.error()));
  m_list->Freeze();
  m_list->DeleteAllItems();
  long i = 0;
  for (const auto& r : m_review.rows()) {
    const std::string indent(static_cast<std::size_t>(r.row.depth) * 4, ' ');
    const long item = m_list->InsertItem(i, r.row.line > 0 ? wxString::Format("%d", r.row.line) : wxString());
    m_list->SetItem(item, 1, wxString::FromUTF8(indent + (r.notRead ? "(not read) " : "") + r.row.text));
    m_list->SetItem(item, 2, wxString::FromUTF8(r.row.why));
    m_list->SetItemData(item, r.row.line);
    if (r.notRead)
      m_list->SetItemBackgroundColour(item, kNotRead);
    else if (r.row.doubtful)
      m_list->SetItemBackgroundColour(item, kDoubtful);
    ++i;
  }
  m_list->Thaw();
  m_import->Enable(m_review.canApply());
}

void OobImportDialog::markSelected(importers::oob::LineMark mark) {
  const long item = m_list->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
  if (item < 0) return;
  const int line = static_cast<int>(m_list->GetItemData(item));
  if (line <= 0) return;
  m_review.mark(line, mark);
  reread();
}

bool OobImportDialog::apply() { return m_review.apply(m_doc); }

}  // namespace hexwright::editor
