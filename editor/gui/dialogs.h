#pragma once
// Modal dialogs: the reinforcement schedule as an editable table, the crash recovery
// prompt, and progress with cancel for long work. File > New is in new_scenario_dialog.h.
#include <wx/dialog.h>
#include <wx/grid.h>
#include <wx/progdlg.h>

#include <optional>
#include <string>
#include <vector>

#include "editor/core/document.h"
#include "editor/core/editing.h"
#include "model/core/progress.h"

class wxCheckListBox;
class wxChoice;
class wxStaticText;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxTextCtrl;

namespace hexwright::editor {

/// The reinforcement schedule: one row per arrival (id, turn, entry hex, entry area,
/// units, condition). An arrival's units are ticked by name in the list beside the grid,
/// which follows the grid's current row; the Units column names them. The entry area is
/// a choice of the map's areas by name (core/editing.h areaPicks); the id is stored. OK applies all
/// changes as one undo step.
class ReinforcementDialog : public wxDialog {
 public:
  ReinforcementDialog(wxWindow* parent, Document& doc);
  /// Applies the table to the document; false with a message when a row is invalid.
  bool apply(wxString& error);
  wxGrid* grid() const { return m_grid; }
  /// Every unit of the OOB by name (unitPicks); the ticked ones arrive with the current row.
  wxCheckListBox* unitList() const { return m_unitList; }
  /// The ids of the units a row's arrival brings, in the order they were ticked.
  const std::vector<model::UnitId>& unitsOf(int row) const { return m_units.at(static_cast<std::size_t>(row)); }

 private:
  /// The table from the schedule, with spare rows for new arrivals.
  void fillGrid();
  void layOut();
  void showUnitsOf(int row);
  void onUnitTicked(wxCommandEvent& e);
  /// The Entry area cell's text for an area id, and back.
  std::string areaLabel(const std::string& id) const;
  std::string areaIdOf(const std::string& label) const;

  Document& m_doc;
  wxGrid* m_grid;
  wxCheckListBox* m_unitList;
  wxStaticText* m_unitListTitle;
  int m_row = 0;                                    // the row the list shows
  std::vector<UnitPick> m_picks;                    // m_unitList's items, in order
  std::vector<UnitPick> m_areaPicks;                // the Entry area column's choices
  std::vector<std::vector<model::UnitId>> m_units;  // per grid row: what its Units cell names
};

/// Asks whether to recover a document autosaved before a crash: Recover (wxID_YES) or
/// Discard (wxID_NO). Centred on the main frame, which the GTK message box was not (it
/// opened at the screen's top-left while the frame was still being placed).
class RecoveryPrompt : public wxDialog {
 public:
  RecoveryPrompt(wxWindow* parent, const wxString& question);
};

/// A ProgressReporter over wxProgressDialog: library code reports, the user may cancel.
class WxProgress final : public model::ProgressReporter {
 public:
  WxProgress(wxWindow* parent, const wxString& title);
  void report(double fraction, const std::string& stage) override;
  bool cancelled() const override;

 private:
  mutable wxProgressDialog m_dialog;
  mutable bool m_cancelled = false;
};

}  // namespace hexwright::editor
