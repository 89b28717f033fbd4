#include "editor/gui/georef_map_view.h"

#include <wx/dcbuffer.h>

#include <cmath>

#include "editor/gui/georef_view.h"

namespace hexwright::editor {

namespace {
wxPoint pixelAt(model::Vec2 p) { return {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))}; }
}  // namespace

GeorefMapView::GeorefMapView(wxWindow* parent, const GcpSession& session, wxSize size)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, size, wxBORDER_SUNKEN), m_session(session) {
  SetBackgroundStyle(wxBG_STYLE_PAINT);
  SetToolTip("The points where their map coordinates put them, numbered as in the table");
  Bind(wxEVT_PAINT, [this](wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    paint(dc, GetClientSize());
  });
  Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
    Refresh(false);
    e.Skip();
  });
}

std::vector<model::Vec2> GeorefMapView::mapCoordinates() const {
  std::vector<model::Vec2> map;
  for (const auto& p : m_session.points())
    if (p.map) map.push_back(*p.map);
  return map;
}

MapPlot GeorefMapView::plot(wxSize size) const { return MapPlot(mapCoordinates(), size.x, size.y, kMargin); }

void GeorefMapView::paint(wxDC& dc, wxSize size) const {
  dc.SetBackground(*wxWHITE_BRUSH);
  dc.Clear();
  dc.SetFont(GetFont());
  dc.SetTextForeground(wxColour(90, 90, 90));
  dc.DrawText(wxString::FromUTF8("Map (north up); residuals \u00d7") << static_cast<int>(kResidualScale), 4, 2);
  const MapPlot fit = plot(size);
  dc.SetFont(GetFont().Bold());
  const auto& points = m_session.points();
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (!points[i].map) continue;
    const model::Vec2 at = fit.toPanel(*points[i].map);
    // The residual on the map: from the given coordinates towards where the fit puts the
    // point's pixel, magnified as the raster view's are by its zoom.
    if (const auto fitted = m_session.pixelToMap(points[i].pixel); fitted && points[i].enabled && points[i].residual) {
      dc.SetPen(wxPen(wxColour(0, 90, 255), 2));
      const model::Vec2 tip = *points[i].map + (*fitted - *points[i].map) * kResidualScale;
      dc.DrawLine(pixelAt(at), pixelAt(fit.toPanel(tip)));
    }
    drawGcpMarker(dc, pixelAt(at), i + 1, points[i].enabled);
  }
}

}  // namespace hexwright::editor
