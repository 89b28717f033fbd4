#pragma once
// File > New: the ruleset by name, the map size and numbering the rulebook gives (or its
// sample scenario's grid where it states no extent, saying so), a title, and a preview
// of the empty map drawn by the map painter.
#include <wx/dialog.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "editor/core/new_scenario_plan.h"

class wxChoice;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxStaticBitmap;
class wxStaticText;
class wxTextCtrl;

namespace hexwright::editor {

class NewScenarioDialog : public wxDialog {
 public:
  /// `rulesetId`: the ruleset chosen first (the start page's "New for ruleset").
  explicit NewScenarioDialog(wxWindow* parent, const std::string& rulesetId = {});
  std::string rulesetId() const;
  const model::Ruleset* ruleset() const { return m_ruleset ? &*m_ruleset : nullptr; }
  /// The scenario the dialog describes now.
  std::optional<model::Scenario> scenario() const;

  wxChoice* rulesetChoice() const { return m_choice; }
  wxSpinCtrl* columnsSpin() const { return m_columns; }
  wxSpinCtrl* rowsSpin() const { return m_rows; }
  wxStaticText* sizeNote() const { return m_sizeNote; }
  wxStaticText* numberingNote() const { return m_numbering; }
  wxStaticBitmap* preview() const { return m_preview; }
  /// Re-reads the ruleset choice (as choosing one in the list does).
  void onRuleset();

 private:
  void updatePreview();

  wxChoice* m_choice;
  wxSpinCtrl* m_columns;
  wxSpinCtrl* m_rows;
  wxSpinCtrlDouble* m_width;
  wxSpinCtrlDouble* m_depth;
  wxTextCtrl* m_title;
  wxStaticText* m_sizeNote;
  wxStaticText* m_numbering;
  wxStaticBitmap* m_preview;
  std::vector<std::string> m_ids;
  std::optional<model::Ruleset> m_ruleset;
  NewScenarioPlan m_plan;
};

}  // namespace hexwright::editor
