// Layers, mini-map and history panels.
#include <wx/dcbuffer.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/panels.h"
#include "editor/render/scan_view.h"

namespace hexwright::editor {

// ---------------------------------------------------------------------------------------
// Layers

LayersPanel::LayersPanel(wxWindow* parent) : wxScrolledWindow(parent, wxID_ANY) {
  // Sixteen boxes and two sliders do not fit a short pane: it scrolls.
  SetScrollRate(0, 10);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  // The scan view and the opacities first: they are what a designer over a period map
  // reaches for, and the pane may be too short to show its end.
  m_showScan = new wxCheckBox(this, wxID_ANY, "Show the scan");
  m_showScan->SetToolTip("Terrain fills translucent over the background scan, the grid drawn to read on it");
  m_showScan->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
    setOptions(showingScan(options(), m_showScan->GetValue()));
    if (onChange) onChange(m_options);
  });
  sizer->Add(m_showScan, 0, wxLEFT | wxTOP, 3);
  sizer->Add(new wxStaticText(this, wxID_ANY, "Background opacity"), 0, wxLEFT | wxTOP, 6);
  m_backgroundOpacity = new wxSlider(this, wxID_ANY, 100, 0, 100);
  m_backgroundOpacity->Bind(wxEVT_SLIDER, [this](wxCommandEvent&) { fire(); });
  sizer->Add(m_backgroundOpacity, 0, wxEXPAND | wxALL, 3);
  sizer->Add(new wxStaticText(this, wxID_ANY, "Terrain opacity"), 0, wxLEFT | wxTOP, 6);
  m_terrainOpacity = new wxSlider(this, wxID_ANY, 100, 0, 100);
  m_terrainOpacity->Bind(wxEVT_SLIDER, [this](wxCommandEvent&) { fire(); });
  sizer->Add(m_terrainOpacity, 0, wxEXPAND | wxALL, 3);
  const std::vector<std::pair<std::string, wxString>> boxes{{"background", "Background raster"},
                                                            {"terrain", "Terrain"},
                                                            {"patterns", "Terrain patterns"},
                                                            {"elevation", "Elevation"},
                                                            {"grid", "Hex grid"},
                                                            {"areas", "Areas"},
                                                            {"hexsides", "Hexsides"},
                                                            {"routes", "Routes"},
                                                            {"features", "Features"},
                                                            {"victory", "Victory hexes"},
                                                            {"hexNumbers", "Hex numbers"},
                                                            {"labels", "Labels"},
                                                            {"vectors", "Vector layers"},
                                                            {"natural", "Natural terrain art"},
                                                            {"units", "Units"},
                                                            {"problems", "Problems"}};
  for (const auto& [key, label] : boxes) {
    auto* box = new wxCheckBox(this, wxID_ANY, label);
    box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { fire(); });
    sizer->Add(box, 0, wxLEFT | wxTOP, 3);
    m_boxes[key] = box;
  }
  SetSizer(sizer);
  FitInside();
  setOptions(MapViewOptions{});
}

void LayersPanel::setOptions(const MapViewOptions& o) {
  m_options = o;
  const auto& l = o.layers;
  m_boxes["background"]->SetValue(l.background);
  m_boxes["terrain"]->SetValue(l.terrain);
  m_boxes["patterns"]->SetValue(l.patterns);
  m_boxes["elevation"]->SetValue(l.elevation);
  m_boxes["grid"]->SetValue(l.grid);
  m_boxes["areas"]->SetValue(l.areas);
  m_boxes["hexsides"]->SetValue(l.hexsides);
  m_boxes["routes"]->SetValue(l.routes);
  m_boxes["features"]->SetValue(l.features);
  m_boxes["victory"]->SetValue(l.victory);
  m_boxes["hexNumbers"]->SetValue(l.hexNumbers);
  m_boxes["labels"]->SetValue(l.labels);
  m_boxes["vectors"]->SetValue(l.vectors);
  m_boxes["natural"]->SetValue(o.art == exporters::MapArt::Natural);
  m_boxes["units"]->SetValue(o.units);
  m_boxes["problems"]->SetValue(o.problems);
  m_showScan->SetValue(o.showScan);
  m_terrainOpacity->SetValue(static_cast<int>(o.terrainOpacity * 100 + 0.5));
  m_backgroundOpacity->SetValue(static_cast<int>(o.backgroundOpacity * 100 + 0.5));
}

MapViewOptions LayersPanel::options() const {
  MapViewOptions o = m_options;
  auto on = [this](const char* k) { return m_boxes.at(k)->GetValue(); };
  o.layers.background = on("background");
  o.layers.terrain = on("terrain");
  o.layers.patterns = on("patterns");
  o.layers.elevation = on("elevation");
  o.layers.grid = on("grid");
  o.layers.areas = on("areas");
  o.layers.hexsides = on("hexsides");
  o.layers.routes = on("routes");
  o.layers.features = on("features");
  o.layers.victory = on("victory");
  o.layers.hexNumbers = on("hexNumbers");
  o.layers.labels = on("labels");
  o.layers.vectors = on("vectors");
  o.art = on("natural") ? exporters::MapArt::Natural : exporters::MapArt::Hex;
  o.units = on("units");
  o.problems = on("problems");
  o.showScan = m_showScan->GetValue();
  o.terrainOpacity = m_terrainOpacity->GetValue() / 100.0;
  o.backgroundOpacity = m_backgroundOpacity->GetValue() / 100.0;
  return o;
}

void LayersPanel::fire() {
  m_options = options();
  if (onChange) onChange(m_options);
}

// ---------------------------------------------------------------------------------------
// Mini-map

MiniMap::MiniMap(wxWindow* parent, MapCanvas& canvas)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(220, 160)), m_canvas(canvas) {
  SetBackgroundStyle(wxBG_STYLE_PAINT);
  Bind(wxEVT_PAINT, &MiniMap::onPaint, this);
  Bind(wxEVT_LEFT_DOWN, &MiniMap::onMouse, this);
  Bind(wxEVT_MOTION, &MiniMap::onMouse, this);
  Bind(wxEVT_IDLE, &MiniMap::onIdle, this);
  Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
    m_stale = true;
    Refresh(false);
    e.Skip();
  });
}

void MiniMap::setDocument(Document* doc) {
  m_doc = doc;
  m_stale = true;
  Refresh(false);
}

void MiniMap::renderThumbnail() {
  m_stale = false;
  m_lastRender = std::chrono::steady_clock::now();
  const wxSize size = GetClientSize();
  if (!m_doc || size.x < 8 || size.y < 8) {
    m_thumb = wxBitmap();
    return;
  }
  m_thumbView.setSize(size.x, size.y);
  m_thumbView.fit(mapBounds(m_doc->layout(), m_doc->scenario().map), 4);
  MapView view;
  view.setDocument(m_doc);
  MapViewOptions o;
  o.layers.grid = false;
  o.layers.hexNumbers = false;
  o.layers.labels = false;
  o.layers.patterns = false;
  o.units = false;
  o.problems = false;
  view.setOptions(o);
  cairo_surface_t* s = view.renderImage(m_thumbView);
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const int stride = cairo_image_surface_get_stride(s);
  wxImage img(w, h, false);
  unsigned char* out = img.GetData();
  const unsigned char* data = cairo_image_surface_get_data(s);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto p = *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);
      *out++ = static_cast<unsigned char>((p >> 16) & 0xff);
      *out++ = static_cast<unsigned char>((p >> 8) & 0xff);
      *out++ = static_cast<unsigned char>(p & 0xff);
    }
  cairo_surface_destroy(s);
  m_thumb = wxBitmap(img);
}

void MiniMap::onIdle(wxIdleEvent&) {
  // A thumbnail at most twice a second, whatever the editing rate.
  if (m_stale && std::chrono::steady_clock::now() - m_lastRender > std::chrono::milliseconds(500)) {
    renderThumbnail();
    Refresh(false);
  }
}

void MiniMap::onPaint(wxPaintEvent&) {
  wxAutoBufferedPaintDC dc(this);
  dc.SetBackground(wxBrush(wxColour(214, 214, 208)));
  dc.Clear();
  if (m_thumb.IsOk()) dc.DrawBitmap(m_thumb, 0, 0);
  if (!m_doc) return;
  const model::Rect v = m_canvas.viewport().visibleWorld();
  const model::Vec2 a = m_thumbView.worldToScreen({v.x, v.y});
  const model::Vec2 b = m_thumbView.worldToScreen({v.right(), v.bottom()});
  dc.SetBrush(*wxTRANSPARENT_BRUSH);
  dc.SetPen(wxPen(wxColour(220, 0, 0), 2));
  dc.DrawRectangle(static_cast<int>(a.x), static_cast<int>(a.y), static_cast<int>(b.x - a.x),
                   static_cast<int>(b.y - a.y));
}

void MiniMap::onMouse(wxMouseEvent& e) {
  if (!m_doc || !e.LeftIsDown()) return;
  m_canvas.centreOn(m_thumbView.screenToWorld({static_cast<double>(e.GetX()), static_cast<double>(e.GetY())}));
}

// ---------------------------------------------------------------------------------------
// History

HistoryPanel::HistoryPanel(wxWindow* parent) : wxPanel(parent) {
  m_list = new wxListBox(this, wxID_ANY);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(m_list, 1, wxEXPAND);
  SetSizer(sizer);
  m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
    if (m_doc && e.GetSelection() >= 0) m_doc->goToHistoryIndex(static_cast<std::size_t>(e.GetSelection()));
  });
}

void HistoryPanel::setDocument(Document* doc) {
  m_doc = doc;
  rebuild();
}

void HistoryPanel::rebuild() {
  m_list->Freeze();
  m_list->Clear();
  if (m_doc) {
    // Row 0 is the state before any step; row i is "after step i".
    m_list->Append("(opened)");
    for (const auto& label : m_doc->history().labels()) m_list->Append(wxString::FromUTF8(label));
    m_list->SetSelection(static_cast<int>(m_doc->history().index()));
    for (unsigned i = static_cast<unsigned>(m_doc->history().index()) + 1; i < m_list->GetCount(); ++i)
      m_list->SetString(i, wxString(L"↷ ") + m_list->GetString(i));
  }
  m_list->Thaw();
}

}  // namespace hexwright::editor
