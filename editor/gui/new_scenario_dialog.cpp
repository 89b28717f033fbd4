#include "editor/gui/new_scenario_dialog.h"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbmp.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include "editor/core/document.h"
#include "editor/core/hex_picking.h"
#include "editor/gui/cairo_image.h"
#include "editor/render/map_view.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::editor {

namespace {

constexpr int kPreviewWidth = 360;
constexpr int kPreviewHeight = 240;

}  // namespace

NewScenarioDialog::NewScenarioDialog(wxWindow* parent, const std::string& rulesetId)
    : wxDialog(parent, wxID_ANY, "New Scenario", wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE) {
  m_choice = new wxChoice(this, wxID_ANY);
  int selected = 0;
  for (const auto& id : io::availableRulesets()) {
    model::Diagnostics d;
    const auto r = io::loadRulesetById(id, d);
    if (!r) continue;
    if (id == rulesetId) selected = static_cast<int>(m_ids.size());
    m_ids.push_back(id);
    m_choice->Append(wxString::FromUTF8(r->name.empty() ? id : r->name));
  }
  if (!m_ids.empty()) m_choice->SetSelection(selected);
  m_columns = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 9999, 30);
  m_rows = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 9999, 20);
  m_width = new wxSpinCtrlDouble(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 1000, 72, 1);
  m_depth = new wxSpinCtrlDouble(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 1000, 48, 1);
  m_title = new wxTextCtrl(this, wxID_ANY, "");
  m_title->SetHint("Untitled battle");
  m_sizeNote = new wxStaticText(this, wxID_ANY, "");
  m_numbering = new wxStaticText(this, wxID_ANY, "");
  m_preview = new wxStaticBitmap(this, wxID_ANY, wxBitmap(kPreviewWidth, kPreviewHeight));

  auto* grid = new wxFlexGridSizer(2, 6, 8);
  grid->AddGrowableCol(1);
  auto row = [&](const wxString& label, wxWindow* w) {
    grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(w, 1, wxEXPAND);
  };
  row("Ruleset", m_choice);
  row("Columns", m_columns);
  row("Rows", m_rows);
  row("Table width (in)", m_width);
  row("Table depth (in)", m_depth);
  row("Title", m_title);
  auto* left = new wxBoxSizer(wxVERTICAL);
  left->Add(grid, 0, wxEXPAND);
  left->Add(m_sizeNote, 0, wxEXPAND | wxTOP, 10);
  left->Add(m_numbering, 0, wxEXPAND | wxTOP, 6);
  auto* body = new wxBoxSizer(wxHORIZONTAL);
  body->Add(left, 1, wxEXPAND | wxRIGHT, 12);
  body->Add(m_preview, 0, wxALIGN_TOP);
  auto* top = new wxBoxSizer(wxVERTICAL);
  top->Add(body, 1, wxEXPAND | wxALL, 10);
  top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
  SetSizer(top);
  m_choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onRuleset(); });
  m_columns->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { updatePreview(); });
  m_rows->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { updatePreview(); });
  onRuleset();
}

std::string NewScenarioDialog::rulesetId() const {
  const int i = m_choice->GetSelection();
  return i >= 0 && static_cast<std::size_t>(i) < m_ids.size() ? m_ids[static_cast<std::size_t>(i)] : std::string{};
}

void NewScenarioDialog::onRuleset() {
  model::Diagnostics d;
  m_ruleset = io::loadRulesetById(rulesetId(), d);
  if (!m_ruleset) return;
  std::optional<model::Scenario> sample;
  if (const auto bundle = sampleBundleFor(m_ruleset->id)) {
    model::Diagnostics ignored;
    sample = io::loadBundle(*bundle, ignored);
  }
  m_plan = planNewScenario(*m_ruleset, sample ? &*sample : nullptr);
  m_columns->Enable(!m_plan.table);
  m_rows->Enable(!m_plan.table);
  m_width->Enable(m_plan.table);
  m_depth->Enable(m_plan.table);
  if (m_plan.table) {
    m_width->SetValue(m_plan.tableWidthInches);
    m_depth->SetValue(m_plan.tableDepthInches);
  } else {
    m_columns->SetValue(m_plan.columns);
    m_rows->SetValue(m_plan.rows);
  }
  m_sizeNote->SetLabel("Size: " + wxString::FromUTF8(m_plan.sizeSource));
  m_sizeNote->Wrap(340);
  m_numbering->SetLabel(m_plan.table ? wxString("Tabletop: no hex numbering")
                                     : "Numbering: " + wxString::FromUTF8(m_plan.numberingText));
  m_numbering->Wrap(340);
  updatePreview();
  GetSizer()->SetSizeHints(this);
  Fit();
}

std::optional<model::Scenario> NewScenarioDialog::scenario() const {
  if (!m_ruleset) return std::nullopt;
  return buildNewScenario(*m_ruleset, m_plan, m_columns->GetValue(), m_rows->GetValue(), m_width->GetValue(),
                          m_depth->GetValue(), m_title->GetValue().utf8_string());
}

void NewScenarioDialog::updatePreview() {
  auto s = scenario();
  if (!s || !m_ruleset) return;
  // The empty map as the painter draws it, hex numbers and all where they fit.
  Document doc(std::move(*s), *m_ruleset);
  MapView view;
  view.setDocument(&doc);
  Viewport vp;
  vp.setSize(kPreviewWidth, kPreviewHeight);
  vp.fit(mapBounds(doc.layout(), doc.scenario().map), 6);
  cairo_surface_t* img = view.renderImage(vp);
  m_preview->SetBitmap(wxBitmap(imageFromCairo(img)));
  cairo_surface_destroy(img);
}

}  // namespace hexwright::editor
