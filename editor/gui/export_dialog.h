#pragma once
// File > Export Map / Counters / Rosters / VASSAL Module: the file (filled with the
// default the export uses), a list of papers, for the map its orientation, background and
// the pages it will write (the exporter's own page layout, redone as options change),
// then the same library call as the command line under a progress dialog.
#include <wx/dialog.h>

#include <filesystem>
#include <functional>

#include "editor/core/document.h"
#include "editor/core/export_plan.h"
#include "editor/gui/import_export.h"

class wxCheckBox;
class wxChoice;
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
  /// Map: automatic, portrait or landscape sheets (exporters::orientationChoices(), in order).
  wxChoice* orientationField() const { return m_orientation; }
  /// Map: the background pictures printed under the map; disabled when the map has none,
  /// backgroundNote() then saying why.
  wxCheckBox* backgroundField() const { return m_background; }
  wxStaticText* backgroundNote() const { return m_backgroundNote; }
  /// The map export the fields ask for.
  MapExportChoices mapChoices() const;
  /// Runs the export as OK does; the status line, or empty with `error` set.
  wxString run(wxString& error);
  /// Re-plans the map's pages (paper, orientation, file type, single sheet or background changed).
  void updateSheets();

 private:
  Document& m_doc;
  ExportKind m_kind;
  wxTextCtrl* m_file;
  wxComboBox* m_paper;
  wxCheckBox* m_option = nullptr;
  wxStaticText* m_sheets;
  wxTextCtrl* m_others = nullptr;
  wxChoice* m_orientation = nullptr;
  wxCheckBox* m_background = nullptr;
  wxStaticText* m_backgroundNote = nullptr;

  void addOrientationRow(const std::function<void(const wxString&, wxSizer*)>& row);
  void addBackgroundRow(const std::function<void(const wxString&, wxSizer*)>& row);
  wxString runMap(const std::filesystem::path& target, model::Diagnostics& d, model::ProgressReporter& progress);
};

}  // namespace hexwright::editor
