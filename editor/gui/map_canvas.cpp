#include "editor/gui/map_canvas.h"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>

#include <chrono>
#include <cmath>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/tools/tools.h"
#include "editor/gui/cairo_image.h"

namespace hexwright::editor {

namespace {

double msSince(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}

Modifiers modifiersOf(const wxMouseState& e) { return {e.ShiftDown(), e.ControlDown(), e.AltDown()}; }

}  // namespace

MapCanvas::MapCanvas(wxWindow* parent, ToolBox& tools, ToolSettings& settings)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(800, 600), wxWANTS_CHARS | wxBORDER_NONE),
      m_tools(tools),
      m_settings(settings) {
  SetBackgroundStyle(wxBG_STYLE_PAINT);
  Bind(wxEVT_PAINT, &MapCanvas::onPaint, this);
  Bind(wxEVT_SIZE, &MapCanvas::onSize, this);
  for (auto type : {wxEVT_LEFT_DOWN, wxEVT_LEFT_UP, wxEVT_LEFT_DCLICK, wxEVT_MIDDLE_DOWN, wxEVT_MIDDLE_UP,
                    wxEVT_RIGHT_DOWN, wxEVT_RIGHT_UP, wxEVT_MOTION, wxEVT_LEAVE_WINDOW})
    Bind(type, &MapCanvas::onMouse, this);
  Bind(wxEVT_MOUSEWHEEL, &MapCanvas::onWheel, this);
  Bind(wxEVT_KEY_DOWN, &MapCanvas::onKeyDown, this);
  Bind(wxEVT_KEY_UP, &MapCanvas::onKeyUp, this);
  Bind(wxEVT_MOUSE_CAPTURE_LOST, &MapCanvas::onCaptureLost, this);
  m_settle.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { invalidateAll(); });
}

MapCanvas::~MapCanvas() {
  if (m_doc) m_doc->unsubscribe(m_subscription);
}

void MapCanvas::setDocument(Document* doc) {
  if (m_doc) m_doc->unsubscribe(m_subscription);
  m_doc = doc;
  m_ctx.reset();
  m_view.setDocument(doc);
  if (doc) {
    m_ctx.emplace(ToolContext{*doc, m_viewport, m_settings});
    m_subscription = doc->subscribe([this](const DocumentChange& c) { onDocumentChange(c); });
  }
  m_fitPending = true;
  invalidateAll();
}

void MapCanvas::setViewOptions(const MapViewOptions& options) {
  m_view.setOptions(options);
  invalidateAll();
}

void MapCanvas::invalidateAll() {
  m_store.invalidateAll();
  Refresh(false);
}

void MapCanvas::viewChanged() {
  invalidateAll();
  if (onViewChanged) onViewChanged();
}

void MapCanvas::panPixels(int dx, int dy) {
  m_fitted = false;
  m_viewport.panBy(dx, dy);
  m_store.scroll(dx, dy);
  Refresh(false);
  if (onViewChanged) onViewChanged();
}

void MapCanvas::zoomBy(double factor) {
  m_fitted = false;
  m_viewport.zoomAt({m_viewport.width() / 2.0, m_viewport.height() / 2.0}, factor);
  viewChanged();
}

void MapCanvas::fitMap() {
  if (!m_doc) return;
  const wxSize size = GetClientSize();
  m_viewport.setSize(size.x, size.y);
  m_viewport.fit(mapBounds(m_doc->layout(), m_doc->scenario().map));
  m_fitPending = false;
  m_fitted = true;
  viewChanged();
}

void MapCanvas::centreOn(model::Vec2 world) {
  m_fitted = false;
  m_viewport.centreOn(world);
  viewChanged();
}

void MapCanvas::onDocumentChange(const DocumentChange& c) {
  if (c.event != DocumentEvent::Edited) {
    Refresh(false);  // overlays: selection, problem markers
    return;
  }
  if (c.changes.kinds & model::kChangeGrid) {
    m_view.setDocument(m_doc);
    invalidateAll();
    return;
  }
  const PixelRect r = m_store.damage(m_view, m_viewport, c.changes);
  if (r.empty())
    Refresh(false);  // overlays only
  else
    RefreshRect(wxRect(r.x, r.y, r.width, r.height), false);
}

cairo_surface_t* MapCanvas::ensureBacking() {
  const wxSize size = GetClientSize();
  m_viewport.setSize(std::max(size.x, 1), std::max(size.y, 1));
  if (m_fitPending && m_doc && size.x > 1 && size.y > 1) {
    m_viewport.fit(mapBounds(m_doc->layout(), m_doc->scenario().map));
    m_fitPending = false;
    m_fitted = true;
    m_store.invalidateAll();
    if (onViewChanged) onViewChanged();
  }
  const auto start = std::chrono::steady_clock::now();
  cairo_surface_t* backing = m_store.update(m_view, m_viewport);
  m_lastMapMs = msSince(start);
  return backing;
}

void MapCanvas::onPaint(wxPaintEvent&) {
  wxPaintDC dc(this);
  const auto start = std::chrono::steady_clock::now();
  cairo_surface_t* backing = ensureBacking();
  const Preview* preview = m_tools.active() ? &m_tools.active()->preview() : nullptr;
#ifdef __WXGTK3__
  // GTK 3 draws with Cairo: blit the backing image and draw the overlays directly.
  std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
  if (gc && gc->GetNativeContext()) {
    auto* cr = static_cast<cairo_t*>(gc->GetNativeContext());
    cairo_save(cr);
    cairo_set_source_surface(cr, backing, 0, 0);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_paint(cr);
    cairo_restore(cr);
    m_view.paintOverlay(cr, m_viewport, preview);
    m_lastFrameMs = msSince(start);
    return;
  }
#endif
  // Elsewhere: compose into an image and draw it as a bitmap.
  cairo_surface_t* frame = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, m_viewport.width(), m_viewport.height());
  cairo_t* cr = cairo_create(frame);
  cairo_set_source_surface(cr, backing, 0, 0);
  cairo_paint(cr);
  m_view.paintOverlay(cr, m_viewport, preview);
  cairo_destroy(cr);
  dc.DrawBitmap(wxBitmap(imageFromCairo(frame)), 0, 0);
  cairo_surface_destroy(frame);
  m_lastFrameMs = msSince(start);
}

wxImage MapCanvas::renderToImage() {
  cairo_surface_t* backing = ensureBacking();
  const Preview* preview = m_tools.active() ? &m_tools.active()->preview() : nullptr;
  cairo_surface_t* frame = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, m_viewport.width(), m_viewport.height());
  cairo_t* cr = cairo_create(frame);
  cairo_set_source_surface(cr, backing, 0, 0);
  cairo_paint(cr);
  m_view.paintOverlay(cr, m_viewport, preview);
  cairo_destroy(cr);
  wxImage img = imageFromCairo(frame);
  cairo_surface_destroy(frame);
  return img;
}

void MapCanvas::onSize(wxSizeEvent& e) {
  const wxSize size = GetClientSize();
  if (size.x > 1 && size.y > 1) {
    // Keep the centre where it was.
    const model::Vec2 centre = m_viewport.screenToWorld({m_viewport.width() / 2.0, m_viewport.height() / 2.0});
    m_viewport.setSize(size.x, size.y);
    // A fitted view stays fitted as the window or its panels change size; otherwise the
    // centre stays where it was.
    if (m_fitted && m_doc)
      m_viewport.fit(mapBounds(m_doc->layout(), m_doc->scenario().map));
    else if (!m_fitPending)
      m_viewport.centreOn(centre);
  }
  invalidateAll();
  if (onViewChanged) onViewChanged();
  e.Skip();
}

PointerEvent MapCanvas::pointer(const wxMouseEvent& e, MouseButton b) const {
  const model::Vec2 screen{static_cast<double>(e.GetX()), static_cast<double>(e.GetY())};
  return {m_viewport.screenToWorld(screen), screen, b, modifiersOf(e)};
}

void MapCanvas::refreshPreview() {
  const Preview* p = m_tools.active() ? &m_tools.active()->preview() : nullptr;
  const Preview now = p ? *p : Preview{};
  if (now == m_shownPreview) return;
  m_shownPreview = now;
  Refresh(false);
}

void MapCanvas::onMouse(wxMouseEvent& e) {
  if (!m_doc || !m_ctx) return;
  const wxEventType type = e.GetEventType();
  // Panning: middle button, or left button with Space held.
  if (type == wxEVT_MIDDLE_DOWN || (type == wxEVT_LEFT_DOWN && m_spaceDown)) {
    m_panFrom = e.GetPosition();
    if (!HasCapture()) CaptureMouse();
    SetCursor(wxCursor(wxCURSOR_HAND));
    return;
  }
  if (m_panFrom) {
    if (type == wxEVT_MOTION) {
      const wxPoint d = e.GetPosition() - *m_panFrom;
      m_panFrom = e.GetPosition();
      panPixels(d.x, d.y);
    } else if (type == wxEVT_MIDDLE_UP || type == wxEVT_LEFT_UP) {
      m_panFrom.reset();
      if (HasCapture()) ReleaseMouse();
      SetCursor(wxNullCursor);
    }
    return;
  }
  if (type == wxEVT_LEFT_DOWN || type == wxEVT_RIGHT_DOWN) {
    SetFocus();
    const MouseButton b = type == wxEVT_LEFT_DOWN ? MouseButton::Left : MouseButton::Right;
    if (b == MouseButton::Left && !HasCapture()) CaptureMouse();
    m_toolDown = b == MouseButton::Left;
    m_dropFlag.clear();
    m_tools.mouseDown(*m_ctx, pointer(e, b));
  } else if (type == wxEVT_LEFT_UP || type == wxEVT_RIGHT_UP) {
    const MouseButton b = type == wxEVT_LEFT_UP ? MouseButton::Left : MouseButton::Right;
    if (b == MouseButton::Left && HasCapture()) ReleaseMouse();
    m_toolDown = false;
    m_tools.mouseUp(*m_ctx, pointer(e, b));
    updatePointerStatus(e.GetPosition());  // what the click did (a placement's flag) shows at once
  } else if (type == wxEVT_LEFT_DCLICK) {
    if (auto* vector = dynamic_cast<VectorTool*>(m_tools.active())) {
      m_tools.mouseDown(*m_ctx, pointer(e, MouseButton::Left));
      vector->finish(*m_ctx);
    } else {
      m_tools.mouseDown(*m_ctx, pointer(e, MouseButton::Left));  // GTK sends no second LEFT_DOWN
    }
  } else if (type == wxEVT_MOTION) {
    m_tools.mouseMove(*m_ctx, pointer(e, MouseButton::Left));
    updatePointerStatus(e.GetPosition());
  } else if (type == wxEVT_LEAVE_WINDOW && !m_toolDown && m_tools.active()) {
    m_tools.active()->pointerLeft();  // no brush outline left behind
  }
  refreshPreview();
}

void MapCanvas::onWheel(wxMouseEvent& e) {
  if (!m_doc || e.GetWheelRotation() == 0) return;
  const double steps = static_cast<double>(e.GetWheelRotation()) / std::max(e.GetWheelDelta(), 1);
  const model::Vec2 at{static_cast<double>(e.GetX()), static_cast<double>(e.GetY())};
  const double before = m_viewport.scale();
  m_fitted = false;
  m_viewport.zoomAt(at, std::pow(1.2, steps));
  // Stretch what is drawn now; draw it properly once the wheel rests.
  m_store.rescale(m_viewport.scale() / before, at);
  Refresh(false);
  if (onViewChanged) onViewChanged();
  m_settle.StartOnce(120);
}

void MapCanvas::onKeyDown(wxKeyEvent& e) {
  const int code = e.GetKeyCode();
  if (code == WXK_SPACE) {
    m_spaceDown = true;
    return;
  }
  // Arrow keys pan by an eighth of the view (Shift: half), without modifiers taken by menus.
  if (!e.ControlDown() && !e.AltDown() &&
      (code == WXK_LEFT || code == WXK_RIGHT || code == WXK_UP || code == WXK_DOWN)) {
    const wxSize size = GetClientSize();
    const int stepX = std::max(size.x / (e.ShiftDown() ? 2 : 8), 1);
    const int stepY = std::max(size.y / (e.ShiftDown() ? 2 : 8), 1);
    // The map moves opposite to where the view looks.
    panPixels(code == WXK_LEFT    ? stepX
              : code == WXK_RIGHT ? -stepX
                                  : 0,
              code == WXK_UP     ? stepY
              : code == WXK_DOWN ? -stepY
                                 : 0);
    return;
  }
  KeyEvent k;
  k.mods = {e.ShiftDown(), e.ControlDown(), e.AltDown()};
  switch (code) {
    case WXK_ESCAPE:
      k.key = Key::Escape;
      break;
    case WXK_RETURN:
    case WXK_NUMPAD_ENTER:
      k.key = Key::Enter;
      break;
    case WXK_DELETE:
      k.key = Key::Delete;
      break;
    case WXK_BACK:
      k.key = Key::Backspace;
      break;
    default:
      k.key = Key::Other;
      break;
  }
  if (m_ctx && k.key != Key::Other && m_tools.key(*m_ctx, k)) {
    refreshPreview();
    // What the key did ("Accepted 120 hexes") shows now, not at the next mouse move.
    updatePointerStatus(ScreenToClient(wxGetMousePosition()));
    return;
  }
  if (onUnhandledKey && onUnhandledKey(e)) return;
  e.Skip();
}

void MapCanvas::onKeyUp(wxKeyEvent& e) {
  if (e.GetKeyCode() == WXK_SPACE) m_spaceDown = false;
  e.Skip();
}

void MapCanvas::onCaptureLost(wxMouseCaptureLostEvent&) {
  m_panFrom.reset();
  if (m_toolDown && m_ctx) m_tools.cancel(*m_ctx);
  m_toolDown = false;
}

void MapCanvas::updatePointerStatus(wxPoint p) {
  if (!onPointerStatus || !m_doc) return;
  const model::Vec2 w = m_viewport.screenToWorld({static_cast<double>(p.x), static_cast<double>(p.y)});
  const auto& s = m_doc->scenario();
  wxString text;
  if (s.map.kind == model::GridKind::Table) {
    text.Printf("%.1f\", %.1f\"", w.x / 25.4, w.y / 25.4);
  } else if (auto hex = hexAt(m_doc->layout(), s.map, w)) {
    text = wxString::FromUTF8("Hex " + hexLabel(s, *hex) + "  " + terrainName(m_doc->ruleset(), s.map.terrainAt(*hex)));
    if (const int level = s.map.elevationAt(*hex)) text += wxString::Format("  level %d", level);
  }
  if (s.map.ground.georeference) {
    const model::Vec2 metres = worldToVector(*m_doc, w);
    const model::Vec2 crs = s.map.ground.georeference->gridToCrs.apply(metres);
    text += wxString::Format("   X %.2f  Y %.2f", crs.x, crs.y);
  }
  const Preview* p2 = m_tools.active() ? &m_tools.active()->preview() : nullptr;
  if (p2 && !p2->status.empty()) text += wxString::FromUTF8("   " + p2->status);
  if (!m_dropFlag.empty()) text += wxString::FromUTF8("   " + m_dropFlag);
  onPointerStatus(text);
}

void MapCanvas::dropUnit(const std::string& unit, wxPoint where) {
  if (!m_doc || m_doc->gestureOpen()) return;
  const model::Vec2 w = m_viewport.screenToWorld({static_cast<double>(where.x), static_cast<double>(where.y)});
  const auto hex = hexAt(m_doc->layout(), m_doc->scenario().map, w);
  if (!hex || !m_doc->scenario().oob.findUnit(model::UnitId{unit})) return;
  m_dropFlag = placeUnitAndCheck(*m_doc, unit, *hex);
  m_doc->select(Selection::of(Selection::Kind::Unit, unit));
  updatePointerStatus(where);
}

}  // namespace hexwright::editor
