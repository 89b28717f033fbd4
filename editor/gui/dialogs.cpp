#include "editor/gui/dialogs.h"

#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <sstream>

#include "editor/core/editing.h"
#include "model/edit/entity_commands.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::editor {

namespace {
enum Column { kId, kTurn, kHex, kArea, kUnits, kCondition, kColumns };
}

ReinforcementDialog::ReinforcementDialog(wxWindow* parent, Document& doc)
    : wxDialog(parent, wxID_ANY, "Reinforcement Schedule", wxDefaultPosition, wxSize(1180, 460),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc),
      m_picks(unitPicks(doc.scenario())),
      m_areaPicks(areaPicks(doc.scenario())) {
  fillGrid();
  wxArrayString labels;
  for (const auto& p : m_picks) labels.Add(wxString::FromUTF8(p.label));
  m_unitListTitle = new wxStaticText(this, wxID_ANY, "");
  m_unitList = new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, wxSize(260, -1), labels);
  m_unitList->Bind(wxEVT_CHECKLISTBOX, &ReinforcementDialog::onUnitTicked, this);
  m_grid->Bind(wxEVT_GRID_SELECT_CELL, [this](wxGridEvent& e) {
    showUnitsOf(e.GetRow());
    e.Skip();
  });
  layOut();
  showUnitsOf(0);
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

void ReinforcementDialog::fillGrid() {
  const auto& s = m_doc.scenario();
  m_grid = new wxGrid(this, wxID_ANY);
  const int rows = static_cast<int>(s.reinforcements.size()) + 10;  // spare rows for new arrivals
  m_grid->CreateGrid(rows, kColumns);
  m_units.resize(static_cast<std::size_t>(rows));
  const char* titles[] = {"Id", "Turn", "Entry hex", "Entry area", "Units (tick them at the right)", "Condition"};
  for (int c = 0; c < kColumns; ++c) m_grid->SetColLabelValue(c, titles[c]);
  m_grid->SetColSize(kUnits, 300);
  m_grid->SetColSize(kCondition, 200);
  for (std::size_t i = 0; i < s.reinforcements.size(); ++i) {
    const auto& r = s.reinforcements[i];
    const int row = static_cast<int>(i);
    m_grid->SetCellValue(row, kId, wxString::FromUTF8(r.id.value));
    m_grid->SetCellValue(row, kTurn, wxString::Format("%d", r.turn));
    if (r.entryHex) m_grid->SetCellValue(row, kHex, wxString::FromUTF8(hexLabel(s, *r.entryHex)));
    if (r.entryArea) m_grid->SetCellValue(row, kArea, wxString::FromUTF8(areaLabel(r.entryArea->value)));
    m_units[i] = r.units;
    m_grid->SetCellValue(row, kUnits, wxString::FromUTF8(unitNamesText(s, r.units)));
    m_grid->SetCellValue(row, kCondition, wxString::FromUTF8(r.condition));
  }
  // Names are not ids, and may hold commas: the cell only shows what the list picks.
  for (int row = 0; row < rows; ++row) m_grid->SetReadOnly(row, kUnits);
  // The entry area is picked by name from the map's areas (empty: none).
  wxArrayString areas;
  areas.Add("");
  for (const auto& p : m_areaPicks) areas.Add(wxString::FromUTF8(p.label));
  auto* attr = new wxGridCellAttr;
  attr->SetEditor(new wxGridCellChoiceEditor(areas));
  m_grid->SetColAttr(kArea, attr);
  m_grid->SetColSize(kArea, 200);
}

void ReinforcementDialog::layOut() {
  auto* units = new wxBoxSizer(wxVERTICAL);
  units->Add(m_unitListTitle, 0, wxBOTTOM, 3);
  units->Add(m_unitList, 1, wxEXPAND);
  auto* body = new wxBoxSizer(wxHORIZONTAL);
  body->Add(m_grid, 1, wxEXPAND | wxALL, 6);
  body->Add(units, 0, wxEXPAND | wxALL, 6);
  auto* top = new wxBoxSizer(wxVERTICAL);
  top->Add(new wxStaticText(this, wxID_ANY,
                            "Empty the Id cell to remove a row. Hexes are printed hex numbers. "
                            "Tick the units of the selected row's arrival in the list."),
           0, wxALL, 6);
  top->Add(body, 1, wxEXPAND);
  top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 6);
  SetSizer(top);
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
      const std::string id = areaIdOf(cell(kArea));
      if (!s.map.findArea(model::AreaId{id})) {
        error.Printf("Row %d: there is no area '%s' on the map", row + 1, cell(kArea));
        return false;
      }
      r.entryArea = model::AreaId{id};
    }
    for (const auto& id : unitsOf(row)) {
      if (!s.oob.findUnit(id)) {
        error.Printf("Row %d: there is no unit '%s' in the order of battle", row + 1, id.value);
        return false;
      }
      r.units.push_back(id);
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

std::string ReinforcementDialog::areaLabel(const std::string& id) const {
  for (const auto& p : m_areaPicks)
    if (p.id == id) return p.label;
  return id;
}

std::string ReinforcementDialog::areaIdOf(const std::string& label) const {
  for (const auto& p : m_areaPicks)
    if (p.label == label) return p.id;
  return label;  // not one of the choices: taken as typed, and refused if no area has it
}

void ReinforcementDialog::showUnitsOf(int row) {
  if (row < 0 || row >= m_grid->GetNumberRows()) return;
  m_row = row;
  const auto& units = unitsOf(row);
  for (std::size_t i = 0; i < m_picks.size(); ++i) {
    const bool in = std::find(units.begin(), units.end(), model::UnitId{m_picks[i].id}) != units.end();
    m_unitList->Check(static_cast<unsigned>(i), in);
  }
  m_unitListTitle->SetLabel(wxString::Format("Units arriving in row %d", row + 1));
}

void ReinforcementDialog::onUnitTicked(wxCommandEvent& e) {
  const int item = e.GetInt();
  if (item < 0 || static_cast<std::size_t>(item) >= m_picks.size()) return;
  auto& units = m_units.at(static_cast<std::size_t>(m_row));
  const model::UnitId id{m_picks[static_cast<std::size_t>(item)].id};
  std::erase(units, id);
  if (m_unitList->IsChecked(static_cast<unsigned>(item))) units.push_back(id);
  m_grid->SetCellValue(m_row, kUnits, wxString::FromUTF8(unitNamesText(m_doc.scenario(), units)));
}

// ---------------------------------------------------------------------------------------

RecoveryPrompt::RecoveryPrompt(wxWindow* parent, const wxString& question) : wxDialog(parent, wxID_ANY, "Recover") {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  auto* text = new wxStaticText(this, wxID_ANY, question);
  text->Wrap(480);
  sizer->Add(text, 0, wxALL, 12);
  auto* buttons = new wxBoxSizer(wxHORIZONTAL);
  auto* discard = new wxButton(this, wxID_NO, "&Discard");
  auto* recover = new wxButton(this, wxID_YES, "&Recover");
  buttons->Add(discard, 0, wxRIGHT, 6);
  buttons->Add(recover);
  sizer->Add(buttons, 0, wxALIGN_RIGHT | wxLEFT | wxRIGHT | wxBOTTOM, 12);
  SetSizerAndFit(sizer);
  recover->SetDefault();
  SetEscapeId(wxID_NO);
  // wxDialog ends the modal loop only for its affirmative id (wxID_OK) on its own.
  Bind(
      wxEVT_BUTTON, [this](wxCommandEvent& e) { EndModal(e.GetId()); }, wxID_YES);
  Bind(
      wxEVT_BUTTON, [this](wxCommandEvent& e) { EndModal(e.GetId()); }, wxID_NO);
  CentreOnParent();
}

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
