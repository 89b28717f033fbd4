#include "editor/gui/dialogs.h"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <sstream>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "model/edit/entity_commands.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::editor {

namespace {
enum Column { kId, kTurn, kHex, kArea, kUnits, kCondition, kColumns };
}

ReinforcementDialog::ReinforcementDialog(wxWindow* parent, Document& doc)
    : wxDialog(parent, wxID_ANY, "Reinforcement Schedule", wxDefaultPosition, wxSize(900, 420),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc) {
  const auto& s = doc.scenario();
  m_grid = new wxGrid(this, wxID_ANY);
  const int rows = static_cast<int>(s.reinforcements.size()) + 10;  // spare rows for new arrivals
  m_grid->CreateGrid(rows, kColumns);
  const char* titles[] = {"Id", "Turn", "Entry hex", "Entry area", "Units (ids, comma-separated)", "Condition"};
  for (int c = 0; c < kColumns; ++c) m_grid->SetColLabelValue(c, titles[c]);
  m_grid->SetColSize(kUnits, 300);
  m_grid->SetColSize(kCondition, 200);
  for (std::size_t i = 0; i < s.reinforcements.size(); ++i) {
    const auto& r = s.reinforcements[i];
    const int row = static_cast<int>(i);
    m_grid->SetCellValue(row, kId, wxString::FromUTF8(r.id.value));
    m_grid->SetCellValue(row, kTurn, wxString::Format("%d", r.turn));
    if (r.entryHex) m_grid->SetCellValue(row, kHex, wxString::FromUTF8(hexLabel(s, *r.entryHex)));
    if (r.entryArea) m_grid->SetCellValue(row, kArea, wxString::FromUTF8(r.entryArea->value));
    std::string units;
    for (const auto& u : r.units) units += (units.empty() ? "" : ", ") + u.value;
    m_grid->SetCellValue(row, kUnits, wxString::FromUTF8(units));
    m_grid->SetCellValue(row, kCondition, wxString::FromUTF8(r.condition));
  }
  auto* top = new wxBoxSizer(wxVERTICAL);
  top->Add(new wxStaticText(this, wxID_ANY, "Empty the Id cell to remove a row. Hexes are printed hex numbers."), 0,
           wxALL, 6);
  top->Add(m_grid, 1, wxEXPAND | wxALL, 6);
  top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 6);
  SetSizer(top);
  Bind(wxEVT_BUTTON, [this](wxCommandEvent& e) {
    if (e.GetId() != wxID_OK) {
      e.Skip();
      return;
    }
    wxString error;
    if (!apply(error)) {
      wxMessageBox(error, "Reinforcements", wxICON_WARNING, this);
      return;
    }
    EndModal(wxID_OK);
  });
}

bool ReinforcementDialog::apply(wxString& error) {
  m_grid->SaveEditControlValue();
  const auto& s = m_doc.scenario();
  std::vector<model::Reinforcement> rows;
  for (int row = 0; row < m_grid->GetNumberRows(); ++row) {
    auto cell = [&](int c) { return m_grid->GetCellValue(row, c).Trim().Trim(false).utf8_string(); };
    if (cell(kId).empty()) continue;
    model::Reinforcement r;
    r.id = model::ReinforcementId{cell(kId)};
    const auto turn = model::parseAttribute(cell(kTurn), model::AttributeType::Integer);
    if (!turn) {
      error.Printf("Row %d: turn '%s' is not a whole number", row + 1, cell(kTurn));
      return false;
    }
    r.turn = static_cast<int>(std::get<std::int64_t>(*turn));
    if (!cell(kHex).empty()) {
      r.entryHex = model::parseLabel(cell(kHex), s.map.grid().convention);
      if (!r.entryHex || !s.map.contains(*r.entryHex)) {
        error.Printf("Row %d: '%s' is not a hex on this map", row + 1, cell(kHex));
        return false;
      }
    }
    if (!cell(kArea).empty()) {
      if (!s.map.findArea(model::AreaId{cell(kArea)})) {
        error.Printf("Row %d: there is no area '%s'", row + 1, cell(kArea));
        return false;
      }
      r.entryArea = model::AreaId{cell(kArea)};
    }
    for (const auto& id : splitDelimited(cell(kUnits), ',')) {
      if (id.empty()) continue;
      if (!s.oob.findUnit(model::UnitId{id})) {
        error.Printf("Row %d: there is no unit '%s'", row + 1, id);
        return false;
      }
      r.units.push_back(model::UnitId{id});
    }
    r.condition = cell(kCondition);
    rows.push_back(std::move(r));
  }
  auto g = m_doc.beginGesture("Edit Reinforcements");
  for (const auto& old : s.reinforcements) {
    const bool kept = std::any_of(rows.begin(), rows.end(), [&](const auto& r) { return r.id == old.id; });
    if (!kept) g->add(std::make_unique<model::SetReinforcement>(old.id.value, std::nullopt));
  }
  for (auto& r : rows) {
    const auto* before = [&]() -> const model::Reinforcement* {
      for (const auto& x : m_doc.scenario().reinforcements)
        if (x.id == r.id) return &x;
      return nullptr;
    }();
    if (before && *before == r) continue;
    const std::string id = r.id.value;
    g->add(std::make_unique<model::SetReinforcement>(id, std::move(r)));
  }
  g->commit();
  return true;
}

// ---------------------------------------------------------------------------------------

WxProgress::WxProgress(wxWindow* parent, const wxString& title)
    : m_dialog(title, L"Starting…", 1000, parent,
               wxPD_APP_MODAL | wxPD_CAN_ABORT | wxPD_ELAPSED_TIME | wxPD_AUTO_HIDE) {}

void WxProgress::report(double fraction, const std::string& stage) {
  const int value = std::clamp(static_cast<int>(fraction * 1000), 0, 999);
  if (!m_dialog.Update(value, wxString::FromUTF8(stage))) m_cancelled = true;
}

bool WxProgress::cancelled() const {
  if (m_dialog.WasCancelled()) m_cancelled = true;
  return m_cancelled || ProgressReporter::cancelled();
}

}  // namespace hexwright::editor
