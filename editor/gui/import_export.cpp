#include "editor/gui/import_export.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dcbuffer.h>
#include <wx/filedlg.h>
#include <wx/grid.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <cmath>

#include "editor/gui/dialogs.h"
#include "importers/common/import_command.h"
#include "importers/raster/map_import.h"
#include "importers/raster/raster_footprint.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

wxString diagnosticsText(const model::Diagnostics& d) {
  wxString text;
  for (const auto& item : d.items())
    if (item.severity >= model::Severity::Warning) text += wxString::FromUTF8(model::formatDiagnostic(item)) + "\n";
  return text;
}

}  // namespace

// ---------------------------------------------------------------------------------------

/// The raster scaled to fit, with the control points drawn and numbered.
class GeoreferenceDialog::RasterView : public wxWindow {
 public:
  RasterView(wxWindow* parent, GeoreferenceDialog& owner)
      : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(640, 480)), m_owner(owner) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, &RasterView::onPaint, this);
    Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) {
      if (!m_image.IsOk()) return;
      m_owner.addPointAt(toPixel(e.GetPosition()));
    });
    Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
      if (!m_image.IsOk()) return;
      const model::Vec2 px = toPixel(e.GetPosition());
      wxString text = wxString::Format("pixel %.1f, %.1f", px.x, px.y);
      if (auto m = m_owner.m_session.pixelToMap(px)) text += wxString::Format(L"  →  %.3f, %.3f", m->x, m->y);
      SetToolTip(text);
    });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
      m_scaled = wxBitmap();
      Refresh(false);
      e.Skip();
    });
  }
  bool load(const wxString& path) {
    wxLogNull quiet;
    m_image = wxImage(path);
    m_scaled = wxBitmap();
    Refresh(false);
    return m_image.IsOk();
  }
  wxSize imageSize() const { return m_image.IsOk() ? m_image.GetSize() : wxSize(); }

 private:
  double scale() const {
    const wxSize c = GetClientSize();
    return std::min(static_cast<double>(c.x) / m_image.GetWidth(), static_cast<double>(c.y) / m_image.GetHeight());
  }
  model::Vec2 toPixel(wxPoint p) const { return {p.x / scale(), p.y / scale()}; }
  void onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(*wxLIGHT_GREY_BRUSH);
    dc.Clear();
    if (!m_image.IsOk()) {
      dc.DrawText("Choose a raster to georeference", 10, 10);
      return;
    }
    const double s = scale();
    if (!m_scaled.IsOk())
      m_scaled =
          wxBitmap(m_image.Scale(std::max(1, static_cast<int>(m_image.GetWidth() * s)),
                                 std::max(1, static_cast<int>(m_image.GetHeight() * s)), wxIMAGE_QUALITY_BILINEAR));
    dc.DrawBitmap(m_scaled, 0, 0);
    dc.SetPen(wxPen(*wxRED, 2));
    dc.SetTextForeground(*wxRED);
    const auto& points = m_owner.m_session.points();
    for (std::size_t i = 0; i < points.size(); ++i) {
      const int x = static_cast<int>(points[i].pixel.x * s), y = static_cast<int>(points[i].pixel.y * s);
      dc.DrawLine(x - 6, y, x + 7, y);
      dc.DrawLine(x, y - 6, x, y + 7);
      dc.DrawText(wxString::Format("%zu", i + 1), x + 5, y + 3);
    }
  }
  GeoreferenceDialog& m_owner;
  wxImage m_image;
  wxBitmap m_scaled;
};

namespace {
enum GcpColumn { kPixelX, kPixelY, kMapX, kMapY, kResidual, kGcpColumns };
}

GeoreferenceDialog::GeoreferenceDialog(wxWindow* parent, Document& doc)
    : wxDialog(parent, wxID_ANY, "Import Map with Control Points", wxDefaultPosition, wxSize(1200, 700),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc) {
  m_view = new RasterView(this, *this);
  m_grid = new wxGrid(this, wxID_ANY, wxDefaultPosition, wxSize(460, 400));
  m_grid->CreateGrid(0, kGcpColumns);
  const char* titles[] = {"Pixel X", "Pixel Y", "Map X", "Map Y", "Residual (px)"};
  for (int c = 0; c < kGcpColumns; ++c) m_grid->SetColLabelValue(c, titles[c]);
  m_grid->Bind(wxEVT_GRID_CELL_CHANGED, &GeoreferenceDialog::onCellChanged, this);
  m_transform = new wxChoice(this, wxID_ANY);
  for (const char* t : {"Affine", "Polynomial 2", "Polynomial 3", "Thin-plate spline"}) m_transform->Append(t);
  m_transform->SetSelection(0);
  m_transform->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
    m_session.setTransform(static_cast<importers::GcpTransform>(e.GetSelection()));
    refreshTable();
  });
  m_crs = new wxTextCtrl(this, wxID_ANY, "");
  m_crs->SetHint("CRS of the map coordinates, e.g. EPSG:26916");
  m_useOwn = new wxCheckBox(this, wxID_ANY, "Use the raster's own georeference");
  m_useOwn->SetToolTip("The file already says where it lies (GeoTIFF tags or a world file): no control points needed");
  m_useOwn->Enable(false);
  m_useOwn->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { refreshTable(); });
  m_rms = new wxStaticText(this, wxID_ANY, "");
  auto* open = new wxButton(this, wxID_ANY, L"Raster…");
  open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    wxFileDialog f(this, "Raster to georeference", "", "",
                   "Images (*.tif;*.tiff;*.png;*.jpg;*.jpeg)|*.tif;*.tiff;*.png;*.jpg;*.jpeg|All files|*");
    if (f.ShowModal() == wxID_OK && !loadRaster(f.GetPath()))
      wxMessageBox("This raster cannot be shown here.", "Georeference", wxICON_WARNING, this);
  });
  auto* points = new wxButton(this, wxID_ANY, L"Load .points…");
  points->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    wxFileDialog f(this, "QGIS control points", "", "", "QGIS points (*.points)|*.points");
    if (f.ShowModal() != wxID_OK) return;
    model::Diagnostics d;
    if (auto file = importers::readQgisPoints(f.GetPath().utf8_string(), d)) {
      m_session.load(file->points);
      if (!file->crs.empty() && m_crs->IsEmpty()) m_crs->SetValue(wxString::FromUTF8(file->crs));
      refreshTable();
    } else {
      wxMessageBox(diagnosticsText(d), "Georeference", wxICON_WARNING, this);
    }
  });
  auto* remove = new wxButton(this, wxID_ANY, "Remove Point");
  remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    const auto rows = m_grid->GetSelectedRows();
    const int row = !rows.empty() ? rows[0] : m_grid->GetGridCursorRow();
    if (row >= 0) m_session.remove(static_cast<std::size_t>(row));
    refreshTable();
  });
  auto* side = new wxBoxSizer(wxVERTICAL);
  auto* buttons = new wxBoxSizer(wxHORIZONTAL);
  buttons->Add(open, 0, wxRIGHT, 4);
  buttons->Add(points, 0, wxRIGHT, 4);
  buttons->Add(remove, 0);
  side->Add(buttons, 0, wxBOTTOM, 6);
  side->Add(new wxStaticText(this, wxID_ANY, "Click the raster to add a point, then type its map coordinates."), 0,
            wxBOTTOM, 4);
  side->Add(m_grid, 1, wxEXPAND);
  auto* form = new wxFlexGridSizer(2, 4, 6);
  form->AddGrowableCol(1);
  form->Add(new wxStaticText(this, wxID_ANY, "Transform"), 0, wxALIGN_CENTER_VERTICAL);
  form->Add(m_transform, 1, wxEXPAND);
  form->Add(new wxStaticText(this, wxID_ANY, "Map CRS"), 0, wxALIGN_CENTER_VERTICAL);
  form->Add(m_crs, 1, wxEXPAND);
  side->Add(form, 0, wxEXPAND | wxTOP, 6);
  side->Add(m_useOwn, 0, wxEXPAND | wxTOP, 6);
  side->Add(m_rms, 0, wxEXPAND | wxTOP, 6);
  auto* body = new wxBoxSizer(wxHORIZONTAL);
  body->Add(m_view, 3, wxEXPAND | wxALL, 6);
  body->Add(side, 2, wxEXPAND | wxALL, 6);
  auto* top = new wxBoxSizer(wxVERTICAL);
  top->Add(body, 1, wxEXPAND);
  top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 6);
  SetSizer(top);
  Bind(wxEVT_BUTTON, [this](wxCommandEvent& e) {
    if (e.GetId() != wxID_OK) {
      e.Skip();
      return;
    }
    wxString message;
    if (!apply(message)) {
      wxMessageBox(message, "Georeference", wxICON_WARNING, this);
      return;
    }
    EndModal(wxID_OK);
  });
  refreshTable();
}

bool GeoreferenceDialog::loadRaster(const wxString& path) {
  m_rasterPath = path;
  // A raster that already says where it lies: offer its own georeference and CRS.
  const fs::path file = path.utf8_string();
  model::Diagnostics ignored;
  m_ownCrs.clear();
  if (auto footprint = importers::bundleRasterFootprint(file.parent_path(), file.filename().string(), "", ignored);
      footprint && !footprint->crs.empty())
    m_ownCrs = footprint->crs;
  m_useOwn->Enable(!m_ownCrs.empty());
  m_useOwn->SetValue(!m_ownCrs.empty());
  if (!m_ownCrs.empty() && m_crs->IsEmpty()) m_crs->SetValue(wxString::FromUTF8(m_ownCrs));
  const bool shown = m_view->load(path);
  refreshTable();
  return shown;
}

void GeoreferenceDialog::addPointAt(model::Vec2 pixel) {
  m_session.addPoint(pixel);
  refreshTable();
  m_grid->SetGridCursor(m_grid->GetNumberRows() - 1, kMapX);
  m_grid->MakeCellVisible(m_grid->GetNumberRows() - 1, kMapX);
}

void GeoreferenceDialog::setMapCoordinates(int row, double x, double y) {
  m_session.setMap(static_cast<std::size_t>(row), model::Vec2{x, y});
  refreshTable();
}

void GeoreferenceDialog::refreshTable() {
  m_filling = true;
  const auto& points = m_session.points();
  const int rows = static_cast<int>(points.size());
  if (m_grid->GetNumberRows() < rows) m_grid->AppendRows(rows - m_grid->GetNumberRows());
  if (m_grid->GetNumberRows() > rows) m_grid->DeleteRows(rows, m_grid->GetNumberRows() - rows);
  for (int r = 0; r < rows; ++r) {
    const auto& p = points[static_cast<std::size_t>(r)];
    m_grid->SetCellValue(r, kPixelX, wxString::Format("%.2f", p.pixel.x));
    m_grid->SetCellValue(r, kPixelY, wxString::Format("%.2f", p.pixel.y));
    // What was typed stays, complete or not.
    for (int axis = 0; axis < 2; ++axis) {
      const auto& v = p.typed[axis];
      const int col = axis == 0 ? kMapX : kMapY;
      const wxString text = v ? wxString::FromCDouble(*v) : wxString();
      if (m_grid->GetCellValue(r, col) != text) m_grid->SetCellValue(r, col, text);
    }
    m_grid->SetCellValue(r, kResidual, p.residualPixels ? wxString::Format("%.2f", *p.residualPixels) : wxString());
    m_grid->SetReadOnly(r, kResidual);
  }
  if (m_useOwn->GetValue())
    m_rms->SetLabel("Placed by the raster's own georeference; control points are not used.");
  else
    m_rms->SetLabel(m_session.rmsPixels() ? wxString::Format("RMS error: %.2f px (%.3f map units)",
                                                             *m_session.rmsPixels(), *m_session.rmsMap())
                                          : wxString::FromUTF8(m_session.problem()));
  m_view->Refresh(false);
  m_filling = false;
}

void GeoreferenceDialog::onCellChanged(wxGridEvent& e) {
  if (m_filling) return;
  const int row = e.GetRow();
  auto number = [&](int col) -> std::optional<double> {
    double v = 0;
    if (!m_grid->GetCellValue(row, col).ToCDouble(&v)) return std::nullopt;
    return v;
  };
  if (e.GetCol() == kPixelX || e.GetCol() == kPixelY) {
    if (auto x = number(kPixelX), y = number(kPixelY); x && y)
      m_session.setPixel(static_cast<std::size_t>(row), {*x, *y});
  } else if (e.GetCol() == kMapX || e.GetCol() == kMapY) {
    // Only the cell edited: the other coordinate keeps whatever was typed so far.
    m_session.setMapCoordinate(static_cast<std::size_t>(row), e.GetCol() == kMapX ? 0 : 1, number(e.GetCol()));
  }
  CallAfter([this] { refreshTable(); });
}

bool GeoreferenceDialog::apply(wxString& message) {
  if (m_rasterPath.empty()) return message = "Choose a raster first.", false;
  const bool own = m_useOwn->GetValue();
  if (!own && !m_session.rmsPixels()) return message = wxString::FromUTF8(m_session.problem()), false;
  importers::MapImportRequest r;
  r.raster = m_rasterPath.utf8_string();
  if (!own) {
    r.gcps = m_session.gcps();
    r.transform = m_session.transform();
  }
  r.crs = m_crs->GetValue().utf8_string();
  if (own && r.crs == m_ownCrs) r.crs.clear();  // the raster names it already
  // The warped raster is staged outside the designer's folder; Save writes it into the
  // bundle (undo or "Don't Save" leave nothing behind). Its name is free in both places.
  const fs::path& staging = m_doc.stagingDir();
  const auto& bundle = m_doc.path();
  r.backgroundFile = importers::freshBackgroundName(bundle && fs::is_directory(*bundle) ? *bundle : staging, r.raster,
                                                    m_doc.scenario().map);
  while (fs::exists(staging / r.backgroundFile))
    r.backgroundFile = importers::freshBackgroundName(staging, r.raster, m_doc.scenario().map);
  r.output = staging / r.backgroundFile;
  std::error_code ec;
  fs::create_directories(r.output.parent_path(), ec);
  model::Diagnostics d;
  WxProgress progress(this, "Warping the map");
  auto result = importers::importMapRaster(m_doc.scenario().map, r, d, progress);
  if (!result.ok) return message = "The map was not imported.\n" + diagnosticsText(d), false;
  m_doc.stageFile(r.backgroundFile);
  m_doc.execute(importers::makeImportCommand("Import Map " + r.raster.filename().string(), std::move(result.map)));
  message = wxString::Format("Background %s: %d x %d pixels, %zu hexes on it", wxString::FromUTF8(r.backgroundFile),
                             result.width, result.height, result.hexesOnRaster);
  return true;
}

}  // namespace hexwright::editor
