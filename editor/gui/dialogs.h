#pragma once
// Modal dialogs: new scenario (ruleset and grid), the reinforcement schedule as an
// editable table, and progress with cancel for long work.
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

/// Ruleset, map size (or table size) and title for File > New.
class NewScenarioDialog : public wxDialog {
 public:
  explicit NewScenarioDialog(wxWindow* parent);
  std::string rulesetId() const;
  model::NewScenarioOptions options() const;

 private:
  void onRuleset();
  wxChoice* m_ruleset;
  wxSpinCtrl* m_columns;
  wxSpinCtrl* m_rows;
  wxSpinCtrlDouble* m_width;
  wxSpinCtrlDouble* m_depth;
  wxTextCtrl* m_title;
  std::vector<std::string> m_ids;
};

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
