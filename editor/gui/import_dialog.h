#pragma once
// File ▸ Import DEM / Land Cover / Vector Data: one dialog with the options of `import
// dem|landcover|vector` (editor/core/import_form.h turns its fields into the request the
// command line builds for the same options). For a DEM it says, before anything runs,
// what the ruleset will make of the heights: on a ruleset without elevation levels no hex
// gets a level. OK runs the import under a progress dialog with Cancel and applies it as
// one undoable command; the dialog stays open, saying why, when nothing was imported.
#include <wx/dialog.h>

#include "editor/core/import_form.h"

class wxCheckBox;
class wxChoice;
class wxFilePickerCtrl;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxStaticText;
class wxTextCtrl;

namespace hexwright::editor {

enum class ImportKind { Dem, Landcover, Vector };

class ImportDialog : public wxDialog {
 public:
  ImportDialog(wxWindow* parent, Document& doc, ImportKind kind);

  /// The fields as the designer left them (each kind reads only its own).
  DemImportForm demForm() const;
  LandcoverImportForm landcoverForm() const;
  VectorImportForm vectorForm() const;

  /// Imports and applies the result (one undo step); false when nothing was imported,
  /// and then outcome().details says why.
  bool apply();
  const ImportOutcome& outcome() const { return m_outcome; }

  wxFilePickerCtrl* sourcePicker() const { return m_source; }
  wxFilePickerCtrl* mappingPicker() const { return m_mapping; }
  wxTextCtrl* intervalField() const { return m_interval; }
  wxTextCtrl* baseField() const { return m_base; }
  wxTextCtrl* slopeRulesField() const { return m_slopeRules; }
  wxCheckBox* placeSlopesBox() const { return m_placeSlopes; }
  wxCheckBox* keepGroundBox() const { return m_keepGround; }
  /// What the ruleset will make of a DEM's heights (DEM only).
  wxStaticText* note() const { return m_note; }

 private:
  class Form;
  void addDemFields(Form& form);
  void addLandcoverFields(Form& form);
  void addVectorFields(Form& form);
  void addMappingField(Form& form, const std::string& mapping);
  void addCommonFields(Form& form, bool withBand, bool keepGround);
  void refreshNote();
  void onOk();

  Document& m_doc;
  ImportKind m_kind;
  ImportOutcome m_outcome;
  wxFilePickerCtrl* m_source = nullptr;
  wxChoice* m_stat = nullptr;
  wxTextCtrl* m_interval = nullptr;
  wxTextCtrl* m_base = nullptr;
  wxCheckBox* m_placeSlopes = nullptr;
  wxChoice* m_slopeType = nullptr;
  wxTextCtrl* m_slopeRules = nullptr;
  wxFilePickerCtrl* m_mapping = nullptr;
  wxChoice* m_method = nullptr;
  wxSpinCtrlDouble* m_share = nullptr;  // land cover: coverage threshold; vectors: minimum coverage
  wxTextCtrl* m_crs = nullptr;
  wxSpinCtrl* m_band = nullptr;
  wxCheckBox* m_keepGround = nullptr;
  wxStaticText* m_note = nullptr;
};

/// Shows the dialog; the status line of what was imported, empty when cancelled.
wxString runImportDialog(wxWindow* parent, Document& doc, ImportKind kind);

}  // namespace hexwright::editor
