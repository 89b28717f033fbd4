#pragma once
// File > Export Map / Counters / Rosters / VASSAL Module: the file (filled with the
// default the export uses), a list of papers, the sheet count for the map, then the
// same library call as the command line under a progress dialog.
#include <wx/dialog.h>

#include "editor/core/document.h"
#include "editor/gui/import_export.h"

class wxCheckBox;
class wxComboBox;
class wxStaticText;
class wxTextCtrl;

namespace hexwright::editor {

class ExportDialog : public wxDialog {
 public:
  ExportDialog(wxWindow* parent, Document& doc, ExportKind kind);
  wxTextCtrl* fileField() const { return m_file; }
  wxComboBox* paperField() const { return m_paper; }
  wxCheckBox* option() const { return m_option; }
  /// VASSAL: other scenario bundles of the same game, one path per line; with any, one
  /// module holds them all, each a set-up in VASSAL's File > New Game (as the command line
  /// does with several bundles).
  wxTextCtrl* otherScenariosField() const { return m_others; }
  /// "4 pages: 3 x 1 sheets of letter landscape and the assembly index" (map exports).
  wxStaticText* sheetsNote() const { return m_sheets; }
  /// Runs the export as OK does; the status line, or empty with `error` set.
  wxString run(wxString& error);
  /// Re-counts the sheets (paper, file type or single-sheet changed).
  void updateSheets();

 private:
  Document& m_doc;
  ExportKind m_kind;
  wxTextCtrl* m_file;
  wxComboBox* m_paper;
  wxCheckBox* m_option = nullptr;
  wxStaticText* m_sheets;
  wxTextCtrl* m_others = nullptr;
};

}  // namespace hexwright::editor
