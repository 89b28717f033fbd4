#include "editor/gui/movement_cost_dialog.h"

#include <wx/grid.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace hexwright::editor {

MovementCostDialog::MovementCostDialog(wxWindow* parent, Document& doc)
    : wxDialog(parent, wxID_ANY, "Movement Costs", wxDefaultPosition, wxSize(820, 520),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc),
      m_table(buildMovementCostTable(doc.ruleset(), doc.scenario())) {
  m_grid = new wxGrid(this, wxID_ANY);
  m_grid->CreateGrid(static_cast<int>(m_table.rows.size()), static_cast<int>(m_table.classes.size()));
  m_grid->SetRowLabelSize(240);
  for (std::size_t c = 0; c < m_table.classNames.size(); ++c)
    m_grid->SetColLabelValue(static_cast<int>(c), wxString::FromUTF8(m_table.classNames[c]));
  const wxColour stated(236, 236, 236);
  for (std::size_t r = 0; r < m_table.rows.size(); ++r) {
    const auto& row = m_table.rows[r];
    const int y = static_cast<int>(r);
    m_grid->SetRowLabelValue(y, wxString::FromUTF8(row.label));
    for (std::size_t c = 0; c < row.cells.size(); ++c) {
      const int x = static_cast<int>(c);
      m_grid->SetCellValue(y, x, wxString::FromUTF8(row.cells[c].text));
      if (!row.cells[c].stated) continue;
      m_grid->SetReadOnly(y, x);
      m_grid->SetCellBackgroundColour(y, x, stated);
    }
  }
  // The rule behind a greyed cell, under the pointer.
  m_grid->GetGridWindow()->Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
    const wxPoint p = m_grid->CalcUnscrolledPosition(e.GetPosition());
    const int y = m_grid->YToRow(p.y), x = m_grid->XToCol(p.x);
    wxString tip;
    if (y >= 0 && x >= 0 && static_cast<std::size_t>(y) < m_table.rows.size()) {
      const auto& cell = m_table.rows[static_cast<std::size_t>(y)].cells[static_cast<std::size_t>(x)];
      tip = cell.stated
                ? wxString::FromUTF8("The rulebook states it" + (cell.rule.empty() ? "" : " (" + cell.rule + ")"))
                : "Your cost from the printed chart: MP, +N, stop, prohibited or all; empty: unknown";
    }
    m_grid->GetGridWindow()->SetToolTip(tip);
    e.Skip();
  });
  // Wide enough for the class names ("Leader alone", "Wagons and Reserve Artillery").
  for (int c = 0; c < m_grid->GetNumberCols(); ++c) {
    m_grid->AutoSizeColLabelSize(c);
    m_grid->SetColSize(c, std::max(m_grid->GetColSize(c) + 12, 90));
  }
  auto* top = new wxBoxSizer(wxVERTICAL);
  top->Add(new wxStaticText(this, wxID_ANY,
                            wxString::Format("Grey: the rulebook's own costs. Fill in the rest from the printed "
                                             "chart; %zu are still unknown.",
                                             m_table.unknownCount())),
           0, wxALL, 6);
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
      wxMessageBox(error, "Movement Costs", wxICON_WARNING, this);
      return;
    }
    EndModal(wxID_OK);
  });
}

bool MovementCostDialog::apply(wxString& error) {
  m_grid->SaveEditControlValue();
  MovementCostTable edited = m_table;
  for (std::size_t r = 0; r < edited.rows.size(); ++r)
    for (std::size_t c = 0; c < edited.rows[r].cells.size(); ++c)
      edited.rows[r].cells[c].text =
          m_grid->GetCellValue(static_cast<int>(r), static_cast<int>(c)).Trim().Trim(false).utf8_string();
  std::string problem;
  auto costs = designerCosts(edited, m_doc.scenario(), problem);
  if (!costs) {
    error = wxString::FromUTF8(problem);
    return false;
  }
  if (*costs != m_doc.scenario().movementCosts) m_doc.execute(setMovementCostsCommand(std::move(*costs)));
  return true;
}

}  // namespace hexwright::editor
