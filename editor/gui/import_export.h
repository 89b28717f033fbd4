#pragma once
// Import and export dialogs. Each gathers options, runs the same library call as the
// command line (importers::import*, exporters::export*) under a progress dialog with
// Cancel, and — for imports — applies the staged map as one undoable command. The DEM,
// land-cover and vector imports are in import_dialog.h.
#include <wx/dialog.h>

#include <memory>

#include "editor/core/document.h"
#include "editor/core/gcp_session.h"
#include "editor/gui/import_dialog.h"  // File > Import DEM / Land Cover / Vector Data

class wxGrid;
class wxGridEvent;
class wxCheckBox;
class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace hexwright::editor {

enum class ExportKind { Map, Counters, Rosters, Vassal };

/// File > Export Map / Counters / Rosters / VASSAL Module (export_dialog.h).
wxString runExportDialog(wxWindow* parent, Document& doc, ExportKind kind);

/// Georeferencing a scanned map: the raster on the left (click to add a control point),
/// the points on the right (type map coordinates; residuals and RMS update at once),
/// or the raster's own georeference when it has one; then the raster is warped into a
/// staging folder and becomes the map's background, written into the bundle on Save.
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
  wxTextCtrl* crsField() const { return m_crs; }
  /// "Use the raster's own georeference": enabled when the raster has one.
  wxCheckBox* useOwnGeoreference() const { return m_useOwn; }
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
  wxCheckBox* m_useOwn = nullptr;
  std::string m_ownCrs;  // the loaded raster's own CRS, when it is georeferenced
  bool m_filling = false;
};

}  // namespace hexwright::editor
