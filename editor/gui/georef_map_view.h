#pragma once
// The georeferencing dialog's Map panel, QGIS's second view: every control point with
// map coordinates plotted where they say it lies (fitted to the panel, one scale on both
// axes, north up), numbered and coloured as on the raster, with its residual magnified.
#include <wx/window.h>

#include <vector>

#include "editor/core/gcp_session.h"
#include "editor/core/map_plot.h"

namespace hexwright::editor {

class GeorefMapView : public wxWindow {
 public:
  /// Pixels kept clear between the outermost points and the panel's edges.
  static constexpr double kMargin = 24;
  /// Residuals are drawn this many times their length on the map, as the panel says.
  static constexpr double kResidualScale = 10;

  GeorefMapView(wxWindow* parent, const GcpSession& session, wxSize size);
  /// The fit of the points' map coordinates to a panel of `size`.
  MapPlot plot(wxSize size) const;
  /// Draws the panel as its paint handler does (tests render it to a bitmap).
  void paint(wxDC& dc, wxSize size) const;

 private:
  std::vector<model::Vec2> mapCoordinates() const;
  const GcpSession& m_session;
};

}  // namespace hexwright::editor
