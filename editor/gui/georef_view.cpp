#include "editor/gui/georef_view.h"

#include <wx/dcbuffer.h>
#include <wx/log.h>

#include <algorithm>
#include <cmath>

namespace hexwright::editor {
namespace {

constexpr double kMinZoom = 0.01, kMaxZoom = 32;
constexpr double kWheelStep = 1.25;  // per wheel notch, and per + or -
constexpr int kLineStep = 40;        // scrollbar arrows, in screen pixels
constexpr int kPickRadius = 9;       // how near a press must be to take a point

int round(double v) { return static_cast<int>(std::lround(v)); }

}  // namespace

GeorefView::GeorefView(wxWindow* parent, const GcpSession& session, Hooks hooks)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(640, 480),
               wxHSCROLL | wxVSCROLL | wxALWAYS_SHOW_SB | wxWANTS_CHARS),
      m_session(session),
      m_hooks(std::move(hooks)) {
  SetBackgroundStyle(wxBG_STYLE_PAINT);
  Bind(wxEVT_PAINT, &GeorefView::onPaint, this);
  Bind(wxEVT_LEFT_DOWN, &GeorefView::onLeftDown, this);
  Bind(wxEVT_MIDDLE_DOWN, [this](wxMouseEvent& e) { startPan(e.GetPosition()); });
  Bind(wxEVT_LEFT_UP, [this](wxMouseEvent&) { endGesture(); });
  Bind(wxEVT_MIDDLE_UP, [this](wxMouseEvent&) { endGesture(); });
  Bind(wxEVT_MOUSE_CAPTURE_LOST, [this](wxMouseCaptureLostEvent&) { m_panning = false, m_dragging.reset(); });
  Bind(wxEVT_MOTION, &GeorefView::onMotion, this);
  Bind(wxEVT_LEAVE_WINDOW, [this](wxMouseEvent&) {
    if (m_hooks.hover) m_hooks.hover(std::nullopt);
  });
  Bind(wxEVT_MOUSEWHEEL, &GeorefView::onWheel, this);
  Bind(wxEVT_KEY_DOWN, &GeorefView::onKey, this);
  Bind(wxEVT_KEY_UP, [this](wxKeyEvent& e) {
    if (e.GetKeyCode() == WXK_SPACE) m_space = false, SetCursor(wxNullCursor);
    e.Skip();
  });
  for (auto type :
       {wxEVT_SCROLLWIN_TOP, wxEVT_SCROLLWIN_BOTTOM, wxEVT_SCROLLWIN_LINEUP, wxEVT_SCROLLWIN_LINEDOWN,
        wxEVT_SCROLLWIN_PAGEUP, wxEVT_SCROLLWIN_PAGEDOWN, wxEVT_SCROLLWIN_THUMBTRACK, wxEVT_SCROLLWIN_THUMBRELEASE})
    Bind(type, &GeorefView::onScroll, this);
  Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
    if (m_fitted)
      fit();
    else
      setView(m_view);
    e.Skip();
  });
}

bool GeorefView::load(const wxString& path) {
  wxLogNull quiet;
  m_image = wxImage(path);
  m_bitmap = wxBitmap();
  if (m_image.IsOk()) fit();
  Refresh(false);
  return m_image.IsOk();
}

model::Vec2 GeorefView::toPixel(wxPoint client) const {
  return {(client.x + m_view.x) / m_scale, (client.y + m_view.y) / m_scale};
}

wxPoint GeorefView::toClient(model::Vec2 pixel) const {
  return {round(pixel.x * m_scale) - m_view.x, round(pixel.y * m_scale) - m_view.y};
}

void GeorefView::zoomAt(wxPoint client, double factor) {
  if (!m_image.IsOk()) return;
  const model::Vec2 anchor = toPixel(client);
  m_scale = std::clamp(m_scale * factor, kMinZoom, kMaxZoom);
  m_fitted = false;
  setView({round(anchor.x * m_scale) - client.x, round(anchor.y * m_scale) - client.y});
}

void GeorefView::fit() {
  if (!m_image.IsOk()) return;
  const wxSize c = GetClientSize();
  m_scale = std::clamp(std::min(static_cast<double>(std::max(1, c.x)) / m_image.GetWidth(),
                                static_cast<double>(std::max(1, c.y)) / m_image.GetHeight()),
                       kMinZoom, kMaxZoom);
  m_fitted = true;
  setView({0, 0});
}

// Keeps the raster on screen: centred along an axis where it is smaller than the window,
// otherwise no blank beyond its edges.
void GeorefView::setView(wxPoint view) {
  if (m_image.IsOk()) {
    const wxSize c = GetClientSize();
    const int w = round(m_image.GetWidth() * m_scale), h = round(m_image.GetHeight() * m_scale);
    view.x = w <= c.x ? -(c.x - w) / 2 : std::clamp(view.x, 0, w - c.x);
    view.y = h <= c.y ? -(c.y - h) / 2 : std::clamp(view.y, 0, h - c.y);
  }
  m_view = view;
  updateScrollbars();
  Refresh(false);
}

void GeorefView::updateScrollbars() {
  const wxSize c = GetClientSize();
  const int w = m_image.IsOk() ? round(m_image.GetWidth() * m_scale) : 0;
  const int h = m_image.IsOk() ? round(m_image.GetHeight() * m_scale) : 0;
  SetScrollbar(wxHORIZONTAL, std::max(0, m_view.x), c.x, std::max(w, c.x));
  SetScrollbar(wxVERTICAL, std::max(0, m_view.y), c.y, std::max(h, c.y));
}

void GeorefView::onScroll(wxScrollWinEvent& e) {
  const bool horizontal = e.GetOrientation() == wxHORIZONTAL;
  int at = horizontal ? m_view.x : m_view.y;
  const int page = horizontal ? GetClientSize().x : GetClientSize().y;
  const wxEventType t = e.GetEventType();
  if (t == wxEVT_SCROLLWIN_TOP)
    at = 0;
  else if (t == wxEVT_SCROLLWIN_BOTTOM)
    at = 1 << 30;
  else if (t == wxEVT_SCROLLWIN_LINEUP)
    at -= kLineStep;
  else if (t == wxEVT_SCROLLWIN_LINEDOWN)
    at += kLineStep;
  else if (t == wxEVT_SCROLLWIN_PAGEUP)
    at -= page;
  else if (t == wxEVT_SCROLLWIN_PAGEDOWN)
    at += page;
  else
    at = e.GetPosition();
  setView(horizontal ? wxPoint(at, m_view.y) : wxPoint(m_view.x, at));
}

void GeorefView::onWheel(wxMouseEvent& e) {
  const int delta = e.GetWheelDelta() > 0 ? e.GetWheelDelta() : 120;
  if (e.GetWheelAxis() != wxMOUSE_WHEEL_VERTICAL || e.GetWheelRotation() == 0) return;
  zoomAt(e.GetPosition(), std::pow(kWheelStep, static_cast<double>(e.GetWheelRotation()) / delta));
  if (m_hooks.hover) m_hooks.hover(toPixel(e.GetPosition()));  // the zoom shown beside the pointer's place
}

void GeorefView::onKey(wxKeyEvent& e) {
  const wxPoint middle(GetClientSize().x / 2, GetClientSize().y / 2);
  switch (e.GetKeyCode()) {
    case WXK_SPACE:
      m_space = true;
      SetCursor(wxCursor(wxCURSOR_HAND));
      return;
    case '+':
    case '=':
    case WXK_NUMPAD_ADD:
      return zoomAt(middle, kWheelStep);
    case '-':
    case WXK_NUMPAD_SUBTRACT:
      return zoomAt(middle, 1 / kWheelStep);
    case '0':
    case WXK_NUMPAD0:
      return fit();
    default:
      e.Skip();
  }
}

std::optional<std::size_t> GeorefView::pointNear(wxPoint client) const {
  std::optional<std::size_t> best;
  double bestDistance = kPickRadius;
  const auto& points = m_session.points();
  for (std::size_t i = 0; i < points.size(); ++i) {
    const wxPoint p = toClient(points[i].pixel);
    const double d = std::hypot(p.x - client.x, p.y - client.y);
    if (d <= bestDistance) best = i, bestDistance = d;
  }
  return best;
}

void GeorefView::startPan(wxPoint at) {
  SetFocus();
  m_panning = true;
  m_panFrom = at;
  m_panView = m_view;
  if (!HasCapture()) CaptureMouse();
}

void GeorefView::endGesture() {
  m_panning = false;
  m_dragging.reset();
  if (HasCapture()) ReleaseMouse();
}

void GeorefView::onLeftDown(wxMouseEvent& e) {
  SetFocus();
  if (!m_image.IsOk()) return;
  if (m_space) return startPan(e.GetPosition());
  if (const auto hit = pointNear(e.GetPosition())) {
    m_dragging = hit;
    if (m_hooks.select) m_hooks.select(*hit);
    if (!HasCapture()) CaptureMouse();
    return;
  }
  if (m_hooks.add) m_hooks.add(toPixel(e.GetPosition()));
}

void GeorefView::onMotion(wxMouseEvent& e) {
  if (m_panning) {
    setView(m_panView - (e.GetPosition() - m_panFrom));
    return;
  }
  if (!m_image.IsOk()) return;
  if (m_dragging && e.LeftIsDown() && m_hooks.move) m_hooks.move(*m_dragging, toPixel(e.GetPosition()));
  if (m_hooks.hover) m_hooks.hover(toPixel(e.GetPosition()));
}

void GeorefView::onPaint(wxPaintEvent&) {
  wxAutoBufferedPaintDC dc(this);
  dc.SetBackground(*wxLIGHT_GREY_BRUSH);
  dc.Clear();
  if (!m_image.IsOk()) {
    dc.DrawText("Choose a raster to georeference", 10, 10);
    return;
  }
  drawRaster(dc);
  drawPoints(dc);
}

// Only the visible part of the raster is zoomed, so a close zoom on a large scan costs
// what the window shows; the result is kept until the view changes.
void GeorefView::drawRaster(wxDC& dc) {
  const wxSize c = GetClientSize();
  if (m_bitmapView != m_view || m_bitmapScale != m_scale || m_bitmapClient != c) {
    m_bitmapView = m_view, m_bitmapScale = m_scale, m_bitmapClient = c;
    m_bitmap = wxBitmap();
    const int x0 = std::max(0, static_cast<int>(std::floor(m_view.x / m_scale)));
    const int y0 = std::max(0, static_cast<int>(std::floor(m_view.y / m_scale)));
    const int x1 = std::min(m_image.GetWidth(), static_cast<int>(std::ceil((m_view.x + c.x) / m_scale)) + 1);
    const int y1 = std::min(m_image.GetHeight(), static_cast<int>(std::ceil((m_view.y + c.y) / m_scale)) + 1);
    if (x1 <= x0 || y1 <= y0) return;
    wxImage part = m_image.GetSubImage(wxRect(x0, y0, x1 - x0, y1 - y0));
    // Close up, pixels stay sharp so a corner can be hit exactly.
    part.Rescale(std::max(1, round((x1 - x0) * m_scale)), std::max(1, round((y1 - y0) * m_scale)),
                 m_scale >= 1 ? wxIMAGE_QUALITY_NEAREST : wxIMAGE_QUALITY_BILINEAR);
    m_bitmap = wxBitmap(part);
    m_bitmapAt = toClient({static_cast<double>(x0), static_cast<double>(y0)});
  }
  if (m_bitmap.IsOk()) dc.DrawBitmap(m_bitmap, m_bitmapAt);
}

void GeorefView::drawPoints(wxDC& dc) const {
  const auto& points = m_session.points();
  wxFont font = GetFont().Bold();
  dc.SetFont(font);
  for (std::size_t i = 0; i < points.size(); ++i) {
    const wxPoint p = toClient(points[i].pixel);
    if (const auto fitted = m_session.fittedPixel(i); fitted && points[i].enabled) {
      dc.SetPen(wxPen(wxColour(0, 90, 255), 2));  // the residual: where the fit puts it
      dc.DrawLine(p, toClient(*fitted));
    }
    drawGcpMarker(dc, p, i + 1, points[i].enabled);
  }
}

void drawGcpMarker(wxDC& dc, wxPoint p, std::size_t number, bool enabled) {
  const wxColour colour = enabled ? kGcpRed : kGcpGrey;
  for (const auto& [pen, width] : {std::pair{wxColour(255, 255, 255), 4}, std::pair{colour, 2}}) {
    dc.SetPen(wxPen(pen, width));
    dc.DrawLine(p.x - 8, p.y, p.x + 9, p.y);
    dc.DrawLine(p.x, p.y - 8, p.x, p.y + 9);
  }
  // The number, as the table's row label, on a white box so it reads on any scan.
  const wxString label = wxString::Format("%zu", number);
  const wxSize size = dc.GetTextExtent(label);
  const wxRect box(p.x + 6, p.y + 5, size.x + 6, size.y + 2);
  dc.SetPen(wxPen(colour, 1));
  dc.SetBrush(*wxWHITE_BRUSH);
  dc.DrawRectangle(box);
  dc.SetTextForeground(colour);
  dc.DrawText(label, box.x + 3, box.y + 1);
}

}  // namespace hexwright::editor
