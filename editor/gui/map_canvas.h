#pragma once
// The map canvas: the shared painter's map in a cached Cairo image (only the pixels a
// change touched are repainted), the editor's overlays on top, and mouse and keys turned
// into viewport moves (wheel zooms at the cursor, middle-drag, Space-drag or arrow keys pan) or into
// events for the active tool.
#include <cairo.h>
#include <wx/timer.h>
#include <wx/window.h>

#include <functional>
#include <optional>

#include "editor/core/tool.h"
#include "editor/core/viewport.h"
#include "editor/render/backing_store.h"
#include "editor/render/map_view.h"

namespace hexwright::editor {

class MapCanvas : public wxWindow {
 public:
  MapCanvas(wxWindow* parent, ToolBox& tools, ToolSettings& settings);
  ~MapCanvas() override;

  /// The document to show and edit (not owned); nullptr shows nothing.
  void setDocument(Document* doc);
  Document* document() const { return m_doc; }
  Viewport& viewport() { return m_viewport; }
  MapView& view() { return m_view; }
  ToolContext* toolContext() { return m_ctx ? &*m_ctx : nullptr; }

  void setViewOptions(const MapViewOptions& options);
  void zoomBy(double factor);  // at the centre
  void fitMap();
  void centreOn(model::Vec2 world);
  /// Repaints everything (view options, background, layout changed).
  void invalidateAll();
  /// Pans by whole pixels, reusing what is drawn (middle-drag does this).
  void panPixels(int dx, int dy);
  /// The whole view as an image, drawn exactly as on screen (screenshots, tests).
  wxImage renderToImage();

  /// Called with the status-bar text for the pointer (hex number, CRS coordinates).
  std::function<void(const wxString&)> onPointerStatus;
  /// Called after the viewport moved (mini-map).
  std::function<void()> onViewChanged;
  /// Called for Delete and other keys the tool did not take.
  std::function<bool(const wxKeyEvent&)> onUnhandledKey;
  /// Called when a unit dragged from the OOB tree is dropped on a hex.
  void dropUnit(const std::string& unit, wxPoint where);
  /// What the last unit dropped broke of its set-up instructions; "" when none.
  const std::string& dropFlag() const { return m_dropFlag; }

  /// Milliseconds the last paint took (map part, overlay part) for the status bar.
  double lastMapMs() const { return m_lastMapMs; }
  double lastFrameMs() const { return m_lastFrameMs; }

 private:
  void onPaint(wxPaintEvent&);
  void onSize(wxSizeEvent&);
  void onMouse(wxMouseEvent&);
  void onWheel(wxMouseEvent&);
  void onKeyDown(wxKeyEvent&);
  void onKeyUp(wxKeyEvent&);
  void onCaptureLost(wxMouseCaptureLostEvent&);
  void onDocumentChange(const DocumentChange& c);
  PointerEvent pointer(const wxMouseEvent& e, MouseButton b) const;
  void updatePointerStatus(wxPoint p);
  cairo_surface_t* ensureBacking();
  void viewChanged();
  void refreshPreview();

  Document* m_doc = nullptr;
  int m_subscription = 0;
  ToolBox& m_tools;
  ToolSettings& m_settings;
  std::optional<ToolContext> m_ctx;
  Viewport m_viewport;
  MapView m_view;
  bool m_fitPending = true;
  bool m_fitted = false;  // the view shows the whole map, untouched since: refit on resize

  BackingStore m_store;  // the map layers at the current view
  wxTimer m_settle;      // repaints properly after a burst of wheel zooming

  std::optional<wxPoint> m_panFrom;
  bool m_spaceDown = false;
  bool m_toolDown = false;
  std::string m_dropFlag;  // what a unit dropped from the OOB panel breaks of its set-up instructions
  Preview m_shownPreview;
  double m_lastMapMs = 0;
  double m_lastFrameMs = 0;
};

}  // namespace hexwright::editor
