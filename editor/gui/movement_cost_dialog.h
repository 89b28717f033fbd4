#pragma once
// The battle's movement costs as a grid (editor/core/movement_cost_table.h): the
// rulebook's own costs greyed with their rule as a tooltip, the rest typed in by the
// designer from the printed chart. OK applies them as one undo step.
#include <wx/dialog.h>

#include "editor/core/document.h"
#include "editor/core/movement_cost_table.h"

class wxGrid;

namespace hexwright::editor {

class MovementCostDialog : public wxDialog {
 public:
  MovementCostDialog(wxWindow* parent, Document& doc);
  /// Applies the grid to the document; false with a message when a cell is not a cost.
  bool apply(wxString& error);
  wxGrid* grid() const { return m_grid; }
  const MovementCostTable& table() const { return m_table; }

 private:
  Document& m_doc;
  MovementCostTable m_table;
  wxGrid* m_grid;
};

}  // namespace hexwright::editor
