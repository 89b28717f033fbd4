#pragma once
// Import and export dialogs. Each gathers options, runs the same library call as the
// command line (importers::import*, exporters::export*) under a progress dialog with
// Cancel, and — for imports — applies the staged map as one undoable command. The DEM,
// land-cover and vector imports are in import_dialog.h.
#include <wx/dialog.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

#include "editor/core/document.h"
#include "editor/core/gcp_session.h"
#include "editor/core/georef_text.h"
#include "editor/gui/georef_map_view.h"
#include "editor/gui/georef_view.h"
#include "editor/gui/import_dialog.h"  // File > Import DEM / Land Cover / Vector Data

class wxButton;
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

/// Georeferencing a scanned map: the raster on the left (zoom and pan it, click to add a
/// control point, drag one to move it), the points on the right numbered as on the raster
/// (type map coordinates; residuals and RMS update at once) and plotted below them at
/// their map coordinates, saved and loaded as QGIS
/// .points files; or the raster's own georeference when it has one. Then the raster is
/// warped into a staging folder and becomes the map's background, written into the
/// bundle on Save. Every message is in the dialog's words, never the command line's.
class GeoreferenceDialog : public wxDialog {
 public:
  /// The table's columns, QGIS's order.
  enum Column { kEnabled, kPixelX, kPixelY, kMapX, kMapY, kDx, kDy, kResidual, kColumns };

  GeoreferenceDialog(wxWindow* parent, Document& doc);
  /// Loads the raster to show; false when it cannot be displayed.
  bool loadRaster(const wxString& path);
  GcpSession& session() { return m_session; }
  /// Adds a point at a raster pixel (what a click on the raster does).
  void addPointAt(model::Vec2 pixel);
  /// Types map coordinates into row `row` (what editing the grid does).
  void setMapCoordinates(int row, double x, double y);
  GeorefView* rasterView() const { return m_view; }
  /// The points at their map coordinates, numbered as on the raster.
  GeorefMapView* mapView() const { return m_mapView; }
  wxGrid* grid() const { return m_grid; }
  wxTextCtrl* crsField() const { return m_crs; }
  wxTextCtrl* targetCrsField() const { return m_targetCrs; }
  wxStaticText* rmsLabel() const { return m_rms; }
  wxButton* savePointsButton() const { return m_savePoints; }
  wxButton* loadPointsButton() const { return m_loadPoints; }
  /// "Use the raster's own georeference": enabled when the raster has one.
  wxCheckBox* useOwnGeoreference() const { return m_useOwn; }
  /// Writes the points as a QGIS .points file; false (with `message`) when it cannot.
  bool savePoints(const std::filesystem::path& file, wxString& message);
  /// Reads a QGIS .points file: bad rows are named in `message`, the others kept.
  bool loadPoints(const std::filesystem::path& file, wxString& message);
  /// Warps the raster into the bundle and applies it as one undoable command.
  bool apply(wxString& message);

  /// Asks for a .points file to save (`save`) or open; a file dialog unless replaced (tests).
  std::function<std::optional<std::filesystem::path>(bool save)> askPointsFile;
  /// Shows a message to the designer; a message box unless replaced (tests).
  std::function<void(const wxString&)> showMessage;

 private:
  void buildSide(wxBoxSizer* side);
  wxBoxSizer* fileButtons();
  wxBoxSizer* crsRow(wxTextCtrl* field, const wxString& title, bool projectedOnly);
  void refreshTable();
  void refreshRow(int row);
  void onCellChanged(wxGridEvent& e);
  void showHover(std::optional<model::Vec2> pixel);
  std::string mapCrs() const;

  Document& m_doc;
  GcpSession m_session;
  wxString m_rasterPath;
  GeorefView* m_view = nullptr;
  GeorefMapView* m_mapView = nullptr;
  wxGrid* m_grid = nullptr;
  wxChoice* m_transform = nullptr;
  wxTextCtrl* m_crs = nullptr;
  wxTextCtrl* m_targetCrs = nullptr;
  wxStaticText* m_rms = nullptr;
  wxStaticText* m_hover = nullptr;
  wxButton* m_savePoints = nullptr;
  wxButton* m_loadPoints = nullptr;
  wxCheckBox* m_useOwn = nullptr;
  std::string m_ownCrs;  // the loaded raster's own CRS, when it is georeferenced
  CoordinateUnits m_units = CoordinateUnits::Linear;
  std::string m_unitsCrs;  // the Map CRS m_units was found for
  bool m_filling = false;
};

}  // namespace hexwright::editor
