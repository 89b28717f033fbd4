#pragma once
// Modal dialogs: the reinforcement schedule as an editable table, and progress with
// cancel for long work. File > New is in new_scenario_dialog.h.
#include <wx/dialog.h>
#include <wx/grid.h>
#include <wx/progdlg.h>

#include <optional>
#include <string>

#include "editor/core/document.h"
#include "model/core/progress.h"

class wxChoice;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxTextCtrl;

namespace hexwright::editor {

/// The reinforcement schedule: one row per arrival (id, turn, entry hex, entry area,
/// units, condition). OK applies all changes as one undo step.
class ReinforcementDialog : public wxDialog {
 public:
  ReinforcementDialog(wxWindow* parent, Document& doc);
  /// Applies the table to the document; false with a message when a row is invalid.
  bool apply(wxString& error);
  wxGrid* grid() const { return m_grid; }

 private:
  Document& m_doc;
  wxGrid* m_grid;
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
