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
#include <tuple>

#include "editor/gui/crs_picker.h"
#include "editor/gui/dialogs.h"
#include "importers/common/import_command.h"
#include "importers/ground/crs.h"
#include "importers/raster/map_import.h"
#include "importers/raster/raster_footprint.h"
#include "model/core/text.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

/// Importer problems in the dialog's words, with the file and line they came from.
wxString diagnosticsText(const model::Diagnostics& d, model::Severity least = model::Severity::Warning) {
  wxString text;
  for (const auto& item : d.items())
    if (item.severity >= least) text += wxString::FromUTF8(inGeoreferencerWords(model::formatDiagnostic(item))) + "\n";
  return text;
}

wxString fixedText(double v, int decimals) { return wxString::FromUTF8(formatFixed(v, decimals)); }

}  // namespace

GeoreferenceDialog::GeoreferenceDialog(wxWindow* parent, Document& doc)
    : wxDialog(parent, wxID_ANY, "Import Map with Control Points", wxDefaultPosition, wxSize(1300, 760),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc) {
  askPointsFile = [this](bool save) -> std::optional<fs::path> {
    wxFileDialog f(this, save ? "Save control points" : "Load control points", "", "",
                   "QGIS control points (*.points)|*.points",
                   save ? wxFD_SAVE | wxFD_OVERWRITE_PROMPT : wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (f.ShowModal() != wxID_OK) return std::nullopt;
    return fs::path(f.GetPath().utf8_string());
  };
  showMessage = [this](const wxString& m) { wxMessageBox(m, "Georeference", wxICON_WARNING, this); };
  GeorefView::Hooks hooks;
  hooks.add = [this](model::Vec2 px) { addPointAt(px); };
  hooks.move = [this](std::size_t i, model::Vec2 px) {
    m_session.setPixel(i, px);
    refreshTable();
  };
  hooks.select = [this](std::size_t i) { m_grid->SelectRow(static_cast<int>(i)); };
  hooks.hover = [this](std::optional<model::Vec2> px) { showHover(px); };
  m_view = new GeorefView(this, m_session, std::move(hooks));
  m_hover = new wxStaticText(this, wxID_ANY, "");
  auto* zoomBar = new wxBoxSizer(wxHORIZONTAL);
  for (const auto& [label, tip, act] :
       {std::tuple{"Zoom In", "Zoom in (+, or the wheel at the pointer)", 1},
        std::tuple{"Zoom Out", "Zoom out (-)", -1}, std::tuple{"Fit", "The whole raster (0)", 0}}) {
    auto* b = new wxButton(this, wxID_ANY, label, wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON, [this, act = act](wxCommandEvent&) {
      const wxPoint middle(m_view->GetClientSize().x / 2, m_view->GetClientSize().y / 2);
      if (act == 0)
        m_view->fit();
      else
        m_view->zoomAt(middle, act > 0 ? 1.25 : 0.8);
    });
    zoomBar->Add(b, 0, wxRIGHT, 4);
  }
  zoomBar->Add(new wxStaticText(this, wxID_ANY, "Pan: middle button, or Space and drag."), 0,
               wxALIGN_CENTER_VERTICAL | wxLEFT, 8);
  auto* left = new wxBoxSizer(wxVERTICAL);
  left->Add(zoomBar, 0, wxBOTTOM, 4);
  left->Add(m_view, 1, wxEXPAND);
  left->Add(m_hover, 0, wxEXPAND | wxTOP, 4);
  auto* side = new wxBoxSizer(wxVERTICAL);
  buildSide(side);
  auto* body = new wxBoxSizer(wxHORIZONTAL);
  body->Add(left, 1, wxEXPAND | wxALL, 6);
  body->Add(side, 0, wxEXPAND | wxALL, 6);
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
      showMessage(message);
      return;
    }
    EndModal(wxID_OK);
  });
  refreshTable();
}

void GeoreferenceDialog::buildSide(wxBoxSizer* side) {
  m_grid = new wxGrid(this, wxID_ANY, wxDefaultPosition, wxSize(640, 260));
  m_grid->CreateGrid(0, kColumns);
  const char* titles[] = {"On", "Pixel X", "Pixel Y", "Map X", "Map Y", "dX (px)", "dY (px)", "Residual (px)"};
  const int widths[] = {32, 64, 64, 100, 100, 58, 58, 100};
  for (int c = 0; c < kColumns; ++c) m_grid->SetColLabelValue(c, titles[c]), m_grid->SetColSize(c, widths[c]);
  m_grid->SetColFormatBool(kEnabled);
  m_grid->SetRowLabelSize(40);
  m_grid->Bind(wxEVT_GRID_CELL_CHANGED, &GeoreferenceDialog::onCellChanged, this);
  m_transform = new wxChoice(this, wxID_ANY);
  for (const char* t : {"Affine", "Polynomial 2", "Polynomial 3", "Thin-plate spline"}) m_transform->Append(t);
  m_transform->SetSelection(0);
  m_transform->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
    m_session.setTransform(static_cast<importers::GcpTransform>(e.GetSelection()));
    refreshTable();
  });
  m_crs = new wxTextCtrl(this, wxID_ANY, "");
  m_crs->SetHint("The CRS the map coordinates are in, e.g. EPSG:26916");
  m_crs->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { refreshTable(); });
  m_targetCrs = new wxTextCtrl(this, wxID_ANY, "");
  m_targetCrs->SetHint("Automatic: the Map CRS when projected, else its UTM zone");
  if (const auto& placed = m_doc.scenario().map.ground.georeference) {
    model::Diagnostics ignored;
    const auto info = importers::describeCrs(placed->crsWkt, ignored, "the map's CRS");
    m_targetCrs->ChangeValue(wxString::FromUTF8(info ? info->storable : placed->crsWkt));
    m_targetCrs->Enable(false);
    m_targetCrs->SetToolTip("The map is already placed in this CRS: the raster is warped into it");
  }
  m_useOwn = new wxCheckBox(this, wxID_ANY, "Use the raster's own georeference");
  m_useOwn->SetToolTip("The file already says where it lies (GeoTIFF tags or a world file): no control points needed");
  m_useOwn->Enable(false);
  m_useOwn->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { refreshTable(); });
  m_rms = new wxStaticText(this, wxID_ANY, "");
  side->Add(fileButtons(), 0, wxBOTTOM, 6);
  side->Add(new wxStaticText(this, wxID_ANY,
                             "Click the raster to add a point (drag it to move it), then type its map coordinates."),
            0, wxBOTTOM, 4);
  side->Add(m_grid, 1, wxEXPAND);
  m_mapView = new GeorefMapView(this, m_session, wxSize(640, 170));
  side->Add(m_mapView, 1, wxEXPAND | wxTOP, 6);
  auto* form = new wxFlexGridSizer(2, 4, 6);
  form->AddGrowableCol(1);
  form->Add(new wxStaticText(this, wxID_ANY, "Transform"), 0, wxALIGN_CENTER_VERTICAL);
  form->Add(m_transform, 1, wxEXPAND);
  form->Add(new wxStaticText(this, wxID_ANY, georef_field::kMapCrs), 0, wxALIGN_CENTER_VERTICAL);
  form->Add(crsRow(m_crs, "Map CRS: the CRS of the map coordinates", false), 1, wxEXPAND);
  form->Add(new wxStaticText(this, wxID_ANY, georef_field::kTargetCrs), 0, wxALIGN_CENTER_VERTICAL);
  form->Add(crsRow(m_targetCrs, "Warp into CRS: a projected CRS for the map", true), 1, wxEXPAND);
  side->Add(form, 0, wxEXPAND | wxTOP, 6);
  side->Add(m_useOwn, 0, wxEXPAND | wxTOP, 6);
  side->Add(m_rms, 0, wxEXPAND | wxTOP, 6);
}

// Raster…, Load Points…, Save Points…, Remove Point.
wxBoxSizer* GeoreferenceDialog::fileButtons() {
  auto* open = new wxButton(this, wxID_ANY, L"Raster…");
  open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    wxFileDialog f(this, "Raster to georeference", "", "",
                   "Images (*.tif;*.tiff;*.png;*.jpg;*.jpeg)|*.tif;*.tiff;*.png;*.jpg;*.jpeg|All files|*");
    if (f.ShowModal() == wxID_OK && !loadRaster(f.GetPath())) showMessage("This raster cannot be shown here.");
  });
  m_loadPoints = new wxButton(this, wxID_ANY, L"Load Points…");
  m_loadPoints->SetToolTip("Read control points from a QGIS Georeferencer .points file");
  m_loadPoints->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    wxString message;
    if (const auto file = askPointsFile(false); file && (!loadPoints(*file, message) || !message.empty()))
      showMessage(message);
  });
  m_savePoints = new wxButton(this, wxID_ANY, L"Save Points…");
  m_savePoints->SetToolTip("Write the control points as a QGIS Georeferencer .points file");
  m_savePoints->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    wxString message;
    if (const auto file = askPointsFile(true); file && !savePoints(*file, message)) showMessage(message);
  });
  auto* remove = new wxButton(this, wxID_ANY, "Remove Point");
  remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    const auto rows = m_grid->GetSelectedRows();
    const int row = !rows.empty() ? rows[0] : m_grid->GetGridCursorRow();
    if (row >= 0) m_session.remove(static_cast<std::size_t>(row));
    refreshTable();
  });
  auto* buttons = new wxBoxSizer(wxHORIZONTAL);
  for (wxButton* b : {open, m_loadPoints, m_savePoints, remove}) buttons->Add(b, 0, wxRIGHT, 4);
  return buttons;
}

// A CRS field with a Choose… button that opens GDAL's list of CRSs.
wxBoxSizer* GeoreferenceDialog::crsRow(wxTextCtrl* field, const wxString& title, bool projectedOnly) {
  auto* choose = new wxButton(this, wxID_ANY, L"Choose…", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
  choose->Enable(field->IsEnabled());
  choose->Bind(wxEVT_BUTTON, [this, field, title, projectedOnly](wxCommandEvent&) {
    CrsPicker picker(this, title, projectedOnly);
    if (picker.ShowModal() == wxID_OK && !picker.chosen().empty()) field->SetValue(wxString::FromUTF8(picker.chosen()));
  });
  auto* row = new wxBoxSizer(wxHORIZONTAL);
  row->Add(field, 1, wxEXPAND | wxRIGHT, 4);
  row->Add(choose, 0);
  return row;
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

std::string GeoreferenceDialog::mapCrs() const { return model::trim(m_crs->GetValue().utf8_string()); }

void GeoreferenceDialog::refreshTable() {
  m_filling = true;
  // GDAL is asked once per CRS typed; without one the points themselves tell.
  if (const std::string crs = mapCrs(); crs.empty() || crs != m_unitsCrs) {
    m_units = coordinateUnits(crs, m_session.gcps());
    m_unitsCrs = crs;
  }
  const int rows = static_cast<int>(m_session.points().size());
  if (m_grid->GetNumberRows() < rows) m_grid->AppendRows(rows - m_grid->GetNumberRows());
  if (m_grid->GetNumberRows() > rows) m_grid->DeleteRows(rows, m_grid->GetNumberRows() - rows);
  for (int r = 0; r < rows; ++r) refreshRow(r);
  if (m_useOwn->GetValue())
    m_rms->SetLabel("Placed by the raster's own georeference; control points are not used.");
  else if (m_session.rmsPixels())
    m_rms->SetLabel(wxString::Format("RMS error: %s px (%s %s)", fixedText(*m_session.rmsPixels(), 2),
                                     wxString::FromUTF8(formatCoordinate(*m_session.rmsMap(), m_units)),
                                     m_units == CoordinateUnits::Degrees ? "degrees" : "map units"));
  else
    m_rms->SetLabel(wxString::FromUTF8(m_session.problem()));
  m_view->Refresh(false);
  m_mapView->Refresh(false);
  m_filling = false;
}

void GeoreferenceDialog::refreshRow(int r) {
  const auto& p = m_session.points()[static_cast<std::size_t>(r)];
  auto set = [&](int col, const wxString& text) {
    if (m_grid->GetCellValue(r, col) != text) m_grid->SetCellValue(r, col, text);
  };
  m_grid->SetRowLabelValue(r, wxString::Format("%d", r + 1));  // the number drawn on the raster
  set(kEnabled, p.enabled ? "1" : "");
  set(kPixelX, fixedText(p.pixel.x, 2));
  set(kPixelY, fixedText(p.pixel.y, 2));
  // What was typed stays, complete or not, in full.
  for (const int axis : {0, 1})
    set(axis == 0 ? kMapX : kMapY, p.typed[axis] ? wxString::FromUTF8(formatCoordinate(*p.typed[axis], m_units)) : "");
  set(kDx, p.residual ? fixedText(p.residual->x, 2) : "");
  set(kDy, p.residual ? fixedText(p.residual->y, 2) : "");
  set(kResidual, p.residualPixels ? fixedText(*p.residualPixels, 2) : "");
  for (const int col : {kDx, kDy, kResidual}) m_grid->SetReadOnly(r, col);
}

void GeoreferenceDialog::showHover(std::optional<model::Vec2> px) {
  wxString text = wxString::Format("Zoom %d%%", static_cast<int>(std::lround(m_view->zoom() * 100)));
  if (px) {
    text += wxString::Format("   Pixel %s, %s", fixedText(px->x, 1), fixedText(px->y, 1));
    if (auto m = m_session.pixelToMap(*px))
      text +=
          wxString::FromUTF8(" \u2192 map " + formatCoordinate(m->x, m_units) + ", " + formatCoordinate(m->y, m_units));
  }
  m_hover->SetLabel(text);
}

void GeoreferenceDialog::onCellChanged(wxGridEvent& e) {
  if (m_filling) return;
  const int row = e.GetRow();
  const auto index = static_cast<std::size_t>(row);
  auto number = [&](int col) -> std::optional<double> {
    double v = 0;
    if (!m_grid->GetCellValue(row, col).ToCDouble(&v)) return std::nullopt;
    return v;
  };
  if (e.GetCol() == kEnabled) {
    m_session.setEnabled(index, m_grid->GetCellValue(row, kEnabled) == "1");
  } else if (e.GetCol() == kPixelX || e.GetCol() == kPixelY) {
    if (auto x = number(kPixelX), y = number(kPixelY); x && y) m_session.setPixel(index, {*x, *y});
  } else if (e.GetCol() == kMapX || e.GetCol() == kMapY) {
    // Only the cell edited: the other coordinate keeps whatever was typed so far.
    m_session.setMapCoordinate(index, e.GetCol() == kMapX ? 0 : 1, number(e.GetCol()));
  }
  CallAfter([this] { refreshTable(); });
}

bool GeoreferenceDialog::savePoints(const fs::path& file, wxString& message) {
  const auto rows = m_session.qgisRows();
  if (rows.empty()) return message = "No point has both map coordinates yet: there is nothing to save.", false;
  std::string crs = mapCrs();
  model::Diagnostics d;
  if (!crs.empty()) {
    const auto info = importers::describeCrs(crs, d, georef_field::kMapCrs);
    if (!info) return message = diagnosticsText(d), false;
    crs = info->wkt;  // QGIS reads WKT on the #CRS line
  }
  if (!importers::writeQgisPoints(file.string(), crs, rows, d)) return message = diagnosticsText(d), false;
  message = wxString::Format("%zu control points saved.", rows.size());
  return true;
}

bool GeoreferenceDialog::loadPoints(const fs::path& file, wxString& message) {
  model::Diagnostics d;
  const auto points = importers::readQgisPoints(file.string(), d, importers::PointsRows::Tolerant);
  message = diagnosticsText(d);
  if (!points) return false;
  m_session.load(*points);
  if (!points->crs.empty()) {
    model::Diagnostics ignored;
    const auto info = importers::describeCrs(points->crs, ignored, georef_field::kMapCrs);
    m_crs->ChangeValue(wxString::FromUTF8(info ? info->storable : points->crs));
  }
  if (!message.empty()) message = "Some rows were left out:\n" + message;
  refreshTable();
  return true;
}

bool GeoreferenceDialog::apply(wxString& message) {
  if (m_rasterPath.empty()) return message = "Choose a raster first.", false;
  const bool own = m_useOwn->GetValue();
  if (!own && !m_session.rmsPixels()) return message = wxString::FromUTF8(m_session.problem()), false;
  if (!own && mapCrs().empty())
    return message = wxString::Format("Choose the \"%s\": the coordinate reference system the map coordinates are in.",
                                      georef_field::kMapCrs),
           false;
  importers::MapImportRequest r;
  r.raster = m_rasterPath.utf8_string();
  if (!own) {
    r.gcps = m_session.gcps();
    r.transform = m_session.transform();
  }
  r.crs = mapCrs();
  if (own && r.crs == m_ownCrs) r.crs.clear();  // the raster names it already
  if (m_targetCrs->IsEnabled()) r.targetCrs = model::trim(m_targetCrs->GetValue().utf8_string());
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
