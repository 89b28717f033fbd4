#pragma once
// Import and export dialogs. Each gathers options, runs the same library call as the
// command line (importers::import*, exporters::export*) under a progress dialog with
// Cancel, and — for imports — applies the staged map as one undoable command.
#include <wx/dialog.h>

#include <memory>

#include "editor/core/document.h"
#include "editor/core/gcp_session.h"

class wxGrid;
class wxGridEvent;
class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace hexwright::editor {

enum class ImportKind { Dem, Landcover, Vector };
enum class ExportKind { Map, Counters, Rosters, Vassal };

/// File > Import DEM / Land Cover / Vector Data. Returns a status line, empty when
/// cancelled; errors are shown in the dialog's own message box.
wxString runImportDialog(wxWindow* parent, Document& doc, ImportKind kind);
/// File > Export Map / Counters / Rosters / VASSAL Module.
wxString runExportDialog(wxWindow* parent, Document& doc, ExportKind kind);

/// Georeferencing a scanned map: the raster on the left (click to add a control point),
/// the points on the right (type map coordinates; residuals and RMS update at once),
/// then the raster is warped into the bundle as the map's background.
class GeoreferenceDialog : public wxDialog {
 public:
  GeoreferenceDialog(wxWindow* parent, Document& doc);
  /// Loads the raster to show; false when it cannot be displayed.
  bool loadRaster(const wxString& path);
  GcpSession& session() { return m_session; }
  /// Adds a point at a raster pixel (what a click on the raster does).
  void addPointAt(model::Vec2 pixel);
  /// Types map coordinates into row `row` (what editing the grid does).
  void setMapCoordinates(int row, double x, double y);
  wxGrid* grid() const { return m_grid; }
  /// Warps the raster into the bundle and applies it as one undoable command.
  bool apply(wxString& message);

 private:
  class RasterView;
  void refreshTable();
  void onCellChanged(wxGridEvent& e);

  Document& m_doc;
  GcpSession m_session;
  wxString m_rasterPath;
  RasterView* m_view = nullptr;
  wxGrid* m_grid = nullptr;
  wxChoice* m_transform = nullptr;
  wxTextCtrl* m_crs = nullptr;
  wxStaticText* m_rms = nullptr;
  bool m_filling = false;
};

}  // namespace hexwright::editor
