#pragma once
// The scanned raster in the georeferencing dialog, as QGIS's Georeferencer shows it: the
// wheel zooms about the pointer, + and - zoom about the middle, 0 fits the raster; the
// middle button, or the left with Space held, pans, as do the scrollbars. The control
// points are drawn numbered as the rows of the dialog's table, with their residuals; a
// click adds a point, dragging a point moves it.
#include <wx/bitmap.h>
#include <wx/dc.h>
#include <wx/image.h>
#include <wx/window.h>

#include <functional>
#include <optional>

#include "editor/core/gcp_session.h"

namespace hexwright::editor {

/// Enabled control points are red, disabled ones grey, in both of the dialog's views.
inline const wxColour kGcpRed{220, 0, 0};
inline const wxColour kGcpGrey{110, 110, 110};
/// A control point's marker, as QGIS draws it: a cross at `at` and its `number` (the
/// table's row label) in a box beside it; the caller sets the font.
void drawGcpMarker(wxDC& dc, wxPoint at, std::size_t number, bool enabled);

class GeorefView : public wxWindow {
 public:
  struct Hooks {
    std::function<void(model::Vec2)> add;                   // a click on the raster
    std::function<void(std::size_t, model::Vec2)> move;     // a point dragged (each motion)
    std::function<void(std::size_t)> select;                // a point pressed
    std::function<void(std::optional<model::Vec2>)> hover;  // the pixel under the pointer
  };
  GeorefView(wxWindow* parent, const GcpSession& session, Hooks hooks);
  bool load(const wxString& path);
  bool hasImage() const { return m_image.IsOk(); }

  /// Screen pixels per raster pixel.
  double zoom() const { return m_scale; }
  /// Zooms by `factor` keeping the raster pixel under `client` where it is.
  void zoomAt(wxPoint client, double factor);
  void fit();
  model::Vec2 toPixel(wxPoint client) const;
  wxPoint toClient(model::Vec2 pixel) const;

 private:
  void setView(wxPoint view);
  void updateScrollbars();
  void onPaint(wxPaintEvent&);
  void drawRaster(wxDC& dc);
  void drawPoints(wxDC& dc) const;
  void onLeftDown(wxMouseEvent& e);
  void onMotion(wxMouseEvent& e);
  void onWheel(wxMouseEvent& e);
  void onKey(wxKeyEvent& e);
  void onScroll(wxScrollWinEvent& e);
  void startPan(wxPoint at);
  void endGesture();
  std::optional<std::size_t> pointNear(wxPoint client) const;

  const GcpSession& m_session;
  Hooks m_hooks;
  wxImage m_image;
  double m_scale = 1;
  bool m_fitted = true;  // follows the window's size until zoomed
  wxPoint m_view{0, 0};  // the client origin in zoomed raster pixels (negative: centred)
  wxBitmap m_bitmap;     // the visible part, zoomed, drawn at m_bitmapAt
  wxPoint m_bitmapAt;
  wxPoint m_bitmapView{-1, -1};
  double m_bitmapScale = 0;
  wxSize m_bitmapClient;
  bool m_space = false;
  bool m_panning = false;
  wxPoint m_panFrom, m_panView;
  std::optional<std::size_t> m_dragging;
};

}  // namespace hexwright::editor
