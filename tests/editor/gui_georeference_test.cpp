// The georeferencer (File ▸ Import Map with Control Points) under X with real wx events:
// the wheel zooms about the pointer, keys and the middle button zoom and pan, a click adds
// a point numbered as its table row, residuals and RMS follow each edit, coordinates are
// shown in full, .points files are saved and loaded through the dialog's buttons as QGIS
// writes them, and what the dialog says names its own fields, never a command-line flag.
#include <gtest/gtest.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/dcmemory.h>
#include <wx/grid.h>
#include <wx/listctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include "editor/gui/crs_picker.h"
#include "editor/gui/import_export.h"
#include "frame_fixture.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;
using testing::FrameFixture;
using testing::pump;
using Col = GeoreferenceDialog::Column;

fs::path writeScan(const fs::path& dir) {
  wxImage img(400, 300);
  for (int y = 0; y < 300; ++y)
    for (int x = 0; x < 400; ++x)
      img.SetRGB(x, y, static_cast<unsigned char>(x / 2), 180, static_cast<unsigned char>(y * 4 / 5));
  const fs::path png = dir / "scan.png";
  img.SaveFile(wxString::FromUTF8(png.string()), wxBITMAP_TYPE_PNG);
  return png;
}

void mouse(wxWindow* w, wxEventType type, wxPoint at, bool left = false, bool middle = false) {
  wxMouseEvent e(type);
  e.SetEventObject(w);
  e.SetPosition(at);
  e.m_leftDown = left;
  e.m_middleDown = middle;
  w->GetEventHandler()->ProcessEvent(e);
}

void wheel(wxWindow* w, wxPoint at, int notches) {
  wxMouseEvent e(wxEVT_MOUSEWHEEL);
  e.SetEventObject(w);
  e.SetPosition(at);
  e.m_wheelRotation = 120 * notches;
  e.m_wheelDelta = 120;
  e.m_wheelAxis = wxMOUSE_WHEEL_VERTICAL;
  w->GetEventHandler()->ProcessEvent(e);
}

void key(wxWindow* w, int code) {
  wxKeyEvent e(wxEVT_KEY_DOWN);
  e.SetEventObject(w);
  e.m_keyCode = code;
  w->GetEventHandler()->ProcessEvent(e);
}

void click(wxWindow* w, wxPoint at) {
  mouse(w, wxEVT_LEFT_DOWN, at, true);
  mouse(w, wxEVT_LEFT_UP, at);
}

void press(wxButton* b) {
  wxCommandEvent e(wxEVT_BUTTON, b->GetId());
  e.SetEventObject(b);
  b->GetEventHandler()->ProcessEvent(e);
  pump();
}

/// What typing into a cell and pressing Enter does.
void typeCell(wxGrid* grid, int row, int col, const char* text) {
  grid->SetCellValue(row, col, text);
  wxGridEvent changed(grid->GetId(), wxEVT_GRID_CELL_CHANGED, grid, row, col);
  grid->GetEventHandler()->ProcessEvent(changed);
  pump();
}

std::string readText(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Dialog {
  explicit Dialog(FrameFixture& f) : dlg(f.frame, f.doc()) {
    dlg.showMessage = [this](const wxString& m) { messages.push_back(m.utf8_string()); };
    dlg.Show();
    pump();
  }
  GeoreferenceDialog dlg;
  std::vector<std::string> messages;
};

TEST(EditorGeoreferencer, TheWheelZoomsAboutThePointerAndKeysAndTheMiddleButtonZoomAndPan) {
  REQUIRE_WX();
  FrameFixture f("georef-zoom");
  Dialog d(f);
  ASSERT_TRUE(d.dlg.loadRaster(wxString::FromUTF8(writeScan(f.dir).string())));
  pump();
  GeorefView* view = d.dlg.rasterView();
  const double fitted = view->zoom();
  ASSERT_GT(fitted, 0.5);
  // + zooms about the middle.
  key(view, '+');
  EXPECT_NEAR(view->zoom(), fitted * 1.25, 1e-9);
  key(view, '=');  // + without Shift
  key(view, WXK_NUMPAD_ADD);
  const double zoomed = view->zoom();
  EXPECT_NEAR(zoomed, fitted * 1.25 * 1.25 * 1.25, 1e-9);
  // The wheel zooms about the pointer: the raster pixel under it stays under it.
  const wxPoint at(view->GetClientSize().x / 3, view->GetClientSize().y / 4);
  const model::Vec2 under = view->toPixel(at);
  wheel(view, at, 2);
  EXPECT_NEAR(view->zoom(), zoomed * 1.25 * 1.25, 1e-9);
  EXPECT_NEAR(view->toPixel(at).x, under.x, 1.0 / view->zoom());
  EXPECT_NEAR(view->toPixel(at).y, under.y, 1.0 / view->zoom());
  wheel(view, at, 3);
  const double close = view->zoom();
  EXPECT_NEAR(view->toPixel(at).x, under.x, 1.0 / close);
  EXPECT_NEAR(view->toPixel(at).y, under.y, 1.0 / close);
  // The middle button drags the raster with the pointer.
  const model::Vec2 before = view->toPixel({100, 100});
  mouse(view, wxEVT_MIDDLE_DOWN, {100, 100}, false, true);
  mouse(view, wxEVT_MOTION, {60, 70}, false, true);
  mouse(view, wxEVT_MIDDLE_UP, {60, 70});
  EXPECT_NEAR(view->toPixel({60, 70}).x, before.x, 1.0 / close);
  EXPECT_NEAR(view->toPixel({60, 70}).y, before.y, 1.0 / close);
  // Space held, the left button pans too and adds no point.
  key(view, WXK_SPACE);
  const model::Vec2 grabbed = view->toPixel({200, 150});
  mouse(view, wxEVT_LEFT_DOWN, {200, 150}, true);
  mouse(view, wxEVT_MOTION, {150, 120}, true);
  mouse(view, wxEVT_LEFT_UP, {150, 120});
  EXPECT_NEAR(view->toPixel({150, 120}).x, grabbed.x, 1.0 / close);
  EXPECT_TRUE(d.dlg.session().points().empty());
  wxKeyEvent up(wxEVT_KEY_UP);
  up.m_keyCode = WXK_SPACE;
  view->GetEventHandler()->ProcessEvent(up);
  // - and + zoom about the middle, 0 fits the whole raster again.
  key(view, '-');
  EXPECT_NEAR(view->zoom(), close / 1.25, 1e-9);
  key(view, '+');
  EXPECT_NEAR(view->zoom(), close, 1e-9);
  key(view, '0');  // the whole 400 × 300 raster in the window
  const wxSize client = view->GetClientSize();
  EXPECT_NEAR(view->zoom(), std::min(client.x / 400.0, client.y / 300.0), 1e-9);
  // Zoomed in, a click still lands on the raster pixel under the pointer.
  wheel(view, at, 4);
  const model::Vec2 target = view->toPixel(at);
  click(view, at);
  ASSERT_EQ(d.dlg.session().points().size(), 1u);
  EXPECT_NEAR(d.dlg.session().points()[0].pixel.x, target.x, 1e-9);
  EXPECT_NEAR(d.dlg.session().points()[0].pixel.y, target.y, 1e-9);
}

TEST(EditorGeoreferencer, ClicksAddNumberedPointsWhoseResidualsAndRmsFollowEveryEdit) {
  REQUIRE_WX();
  FrameFixture f("georef-points");
  Dialog d(f);
  ASSERT_TRUE(d.dlg.loadRaster(wxString::FromUTF8(writeScan(f.dir).string())));
  pump();
  GeorefView* view = d.dlg.rasterView();
  wxGrid* grid = d.dlg.grid();
  // Four corners of a UTM scan: 2 m per pixel from 500000 E, 4000000 N.
  const std::vector<model::Vec2> pixels{{20, 20}, {380, 30}, {30, 280}, {370, 270}};
  for (const auto& px : pixels) click(view, view->toClient(px));
  ASSERT_EQ(grid->GetNumberRows(), 4);
  for (int r = 0; r < 4; ++r) {
    EXPECT_EQ(grid->GetRowLabelValue(r), wxString::Format("%d", r + 1));
    EXPECT_NEAR(d.dlg.session().points()[static_cast<std::size_t>(r)].pixel.x, pixels[static_cast<std::size_t>(r)].x,
                1.0 / view->zoom());
  }
  d.dlg.crsField()->SetValue("EPSG:26916");
  for (int r = 0; r < 4; ++r) {
    const auto px = d.dlg.session().points()[static_cast<std::size_t>(r)].pixel;
    typeCell(grid, r, Col::kMapX, std::to_string(500000 + 2 * px.x).c_str());
    typeCell(grid, r, Col::kMapY, std::to_string(9120310.5 - 2 * px.y).c_str());
  }
  // In full, fixed, to the centimetre: never "9.12031e+06".
  const wxString y = grid->GetCellValue(0, Col::kMapY);
  EXPECT_EQ(y.Find('e'), wxNOT_FOUND) << y;
  EXPECT_TRUE(y.StartsWith("91202")) << y;
  EXPECT_EQ(y.AfterFirst('.').size(), 2u) << y;
  EXPECT_EQ(grid->GetCellValue(3, Col::kResidual), "0.00");
  EXPECT_TRUE(d.dlg.rmsLabel()->GetLabel().StartsWith("RMS error: 0.00 px")) << d.dlg.rmsLabel()->GetLabel();
  // Dragging point 4 off its place: its residual and the RMS grow at once.
  const wxPoint from = view->toClient(d.dlg.session().points()[3].pixel);
  mouse(view, wxEVT_LEFT_DOWN, from, true);
  mouse(view, wxEVT_MOTION, from + wxPoint(40, 0), true);
  mouse(view, wxEVT_LEFT_UP, from + wxPoint(40, 0));
  ASSERT_EQ(d.dlg.session().points().size(), 4u);  // moved, not added
  double residual = 0;
  ASSERT_TRUE(grid->GetCellValue(3, Col::kResidual).ToCDouble(&residual));
  EXPECT_GT(residual, 2.0);
  EXPECT_FALSE(d.dlg.rmsLabel()->GetLabel().StartsWith("RMS error: 0.00")) << d.dlg.rmsLabel()->GetLabel();
  // Unticked, point 4 leaves the fit: the others fit exactly again.
  typeCell(grid, 3, Col::kEnabled, "");
  EXPECT_TRUE(d.dlg.rmsLabel()->GetLabel().StartsWith("RMS error: 0.00 px")) << d.dlg.rmsLabel()->GetLabel();
  EXPECT_EQ(grid->GetCellValue(3, Col::kResidual), "");
}

/// The Map panel as its own paint code draws it.
wxImage renderMapPanel(GeorefMapView* panel) {
  const wxSize size = panel->GetClientSize();
  wxBitmap bitmap(size);
  {
    wxMemoryDC dc(bitmap);
    panel->paint(dc, size);
  }
  return bitmap.ConvertToImage();
}

bool isColour(const wxImage& img, model::Vec2 at, const wxColour& c) {
  const int x = static_cast<int>(std::lround(at.x)), y = static_cast<int>(std::lround(at.y));
  return img.GetRed(x, y) == c.Red() && img.GetGreen(x, y) == c.Green() && img.GetBlue(x, y) == c.Blue();
}

int countColour(const wxImage& img, const wxColour& c) {
  int n = 0;
  for (int y = 0; y < img.GetHeight(); ++y)
    for (int x = 0; x < img.GetWidth(); ++x) n += isColour(img, {double(x), double(y)}, c);
  return n;
}

TEST(EditorGeoreferencer, TheMapPanelPlotsEachPointAtItsMapCoordinatesNumberedAsOnTheRaster) {
  REQUIRE_WX();
  FrameFixture f("georef-map-panel");
  Dialog d(f);
  ASSERT_TRUE(d.dlg.loadRaster(wxString::FromUTF8(writeScan(f.dir).string())));
  pump();
  GeorefView* view = d.dlg.rasterView();
  GeorefMapView* panel = d.dlg.mapView();
  ASSERT_GT(panel->GetClientSize().x, 100);
  ASSERT_GT(panel->GetClientSize().y, 100);
  const std::vector<model::Vec2> pixels{{20, 20}, {380, 30}, {30, 280}};
  for (const auto& px : pixels) click(view, view->toClient(px));
  // Clicked but not typed: nothing is on the map yet.
  EXPECT_EQ(countColour(renderMapPanel(panel), kGcpRed), 0);
  const std::vector<model::Vec2> map{{500000, 4000000}, {503000, 4000200}, {500300, 3998000}};
  for (int r = 0; r < 3; ++r) {
    typeCell(d.dlg.grid(), r, Col::kMapX, std::to_string(map[static_cast<std::size_t>(r)].x).c_str());
    typeCell(d.dlg.grid(), r, Col::kMapY, std::to_string(map[static_cast<std::size_t>(r)].y).c_str());
  }
  const MapPlot fit(map, panel->GetClientSize().x, panel->GetClientSize().y, GeorefMapView::kMargin);
  const model::Vec2 second = fit.toPanel(map[1]);
  wxImage img = renderMapPanel(panel);
  EXPECT_TRUE(isColour(img, second, kGcpRed)) << second.x << "," << second.y;
  EXPECT_TRUE(isColour(img, fit.toPanel(map[0]), kGcpRed));
  // North up: point 2 (200 m north of point 1) is above it, point 3 below.
  EXPECT_LT(second.y, fit.toPanel(map[0]).y);
  EXPECT_GT(fit.toPanel(map[2]).y, fit.toPanel(map[0]).y);
  // Where no point is, nothing red.
  const model::Vec2 empty = fit.toPanel({501500, 3999000});
  for (int dy = -6; dy <= 6; ++dy)
    for (int dx = -6; dx <= 6; ++dx) EXPECT_FALSE(isColour(img, empty + model::Vec2{double(dx), double(dy)}, kGcpRed));
  // Unticked, point 2 turns grey; the others stay red.
  typeCell(d.dlg.grid(), 1, Col::kEnabled, "");
  img = renderMapPanel(panel);
  EXPECT_TRUE(isColour(img, second, kGcpGrey));
  EXPECT_FALSE(isColour(img, second, kGcpRed));
  EXPECT_TRUE(isColour(img, fit.toPanel(map[2]), kGcpRed));
  // Removed from the table, it leaves the map: its grey cross and box are gone (the
  // panel's caption may hold a few grey pixels of its own).
  const int greyMarked = countColour(img, kGcpGrey);
  d.dlg.grid()->SelectRow(1);
  auto* remove = dynamic_cast<wxButton*>(wxWindow::FindWindowByLabel("Remove Point", &d.dlg));
  ASSERT_NE(remove, nullptr);
  press(remove);
  ASSERT_EQ(d.dlg.session().points().size(), 2u);
  img = renderMapPanel(panel);
  EXPECT_LT(countColour(img, kGcpGrey), greyMarked - 40);
  const MapPlot two({map[0], map[2]}, panel->GetClientSize().x, panel->GetClientSize().y, GeorefMapView::kMargin);
  EXPECT_TRUE(isColour(img, two.toPanel(map[0]), kGcpRed));
  EXPECT_TRUE(isColour(img, two.toPanel(map[2]), kGcpRed));
}

TEST(EditorGeoreferencer, PointsAreSavedAndLoadedThroughTheDialogAsQgisWritesThem) {
  REQUIRE_WX();
  FrameFixture f("georef-files");
  const fs::path file = f.dir / "shiloh.points";
  {
    Dialog d(f);
    ASSERT_TRUE(d.dlg.loadRaster(wxString::FromUTF8(writeScan(f.dir).string())));
    d.dlg.askPointsFile = [&](bool save) -> std::optional<fs::path> {
      EXPECT_TRUE(save);
      return file;
    };
    d.dlg.crsField()->SetValue("EPSG:4326");
    const std::vector<model::Vec2> pixels{{10, 10}, {390, 15}, {20, 290}};
    const std::vector<model::Vec2> lonLat{{-88.25, 35.125}, {-87.875, 35.0625}, {-88.125, 34.875}};
    for (std::size_t i = 0; i < pixels.size(); ++i) {
      d.dlg.addPointAt(pixels[i]);
      d.dlg.setMapCoordinates(static_cast<int>(i), lonLat[i].x, lonLat[i].y);
    }
    EXPECT_EQ(d.dlg.grid()->GetCellValue(0, Col::kMapX), "-88.2500000");  // degrees: 7 decimals
    press(d.dlg.savePointsButton());
    EXPECT_TRUE(d.messages.empty()) << d.messages.front();
  }
  const std::string text = readText(file);
  std::istringstream lines(text);
  std::string crs, header, first;
  std::getline(lines, crs);
  std::getline(lines, header);
  std::getline(lines, first);
  EXPECT_EQ(crs.rfind("#CRS: GEOGCRS[\"WGS 84\"", 0), 0u) << crs;
  EXPECT_EQ(header, "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual");
  EXPECT_EQ(first.rfind("-88.25,35.125,10,-10,1,", 0), 0u) << first;  // QGIS's source Y is the negated row
  // A bad row in a file: named by line, the others loaded.
  std::ofstream(file, std::ios::app) << "-88.5,oops,200,-100,1,0,0,0\n";
  Dialog d(f);
  d.dlg.askPointsFile = [&](bool save) -> std::optional<fs::path> {
    EXPECT_FALSE(save);
    return file;
  };
  press(d.dlg.loadPointsButton());
  ASSERT_EQ(d.dlg.session().points().size(), 3u);
  EXPECT_EQ(d.dlg.session().points()[1].pixel, (model::Vec2{390, 15}));
  EXPECT_EQ(d.dlg.grid()->GetCellValue(1, Col::kMapY), "35.0625000");
  EXPECT_EQ(d.dlg.crsField()->GetValue(), "EPSG:4326");
  ASSERT_EQ(d.messages.size(), 1u);
  EXPECT_NE(d.messages[0].find("shiloh.points:6"), std::string::npos) << d.messages[0];
}

TEST(EditorGeoreferencer, TheCrsListIsGdalsFilteredAsYouType) {
  REQUIRE_WX();
  FrameFixture f("georef-crs");
  CrsPicker picker(f.frame, "Map CRS", false);
  picker.Show();
  pump();
  EXPECT_GT(picker.list()->GetItemCount(), 1000);
  picker.filterField()->SetValue("wgs 84 utm zone 16n");  // what typing does: wxEVT_TEXT
  pump();
  ASSERT_GE(picker.list()->GetItemCount(), 1);
  EXPECT_LT(picker.list()->GetItemCount(), 5);
  EXPECT_EQ(static_cast<std::size_t>(picker.list()->GetItemCount()), picker.shown().size());
  EXPECT_EQ(picker.chosen(), "EPSG:32616");
  // A target for the grid: no CRS in degrees is offered.
  CrsPicker target(f.frame, "Warp into CRS", true);
  target.filterField()->SetValue("4326");
  pump();
  for (const auto* e : target.shown()) EXPECT_FALSE(e->geographic) << e->code;
  EXPECT_TRUE(
      std::none_of(target.shown().begin(), target.shown().end(), [](const auto* e) { return e->code == "EPSG:4326"; }));
}

TEST(EditorGeoreferencer, MessagesNameTheDialogsFieldsAndTheTargetCrsIsTheOneChosen) {
  REQUIRE_WX();
  FrameFixture f("georef-words");
  ASSERT_FALSE(f.doc().scenario().map.ground.georeference.has_value());
  Dialog d(f);
  ASSERT_TRUE(d.dlg.loadRaster(wxString::FromUTF8(writeScan(f.dir).string())));
  const std::vector<model::Vec2> pixels{{10, 10}, {390, 15}, {20, 290}, {380, 280}};
  for (std::size_t i = 0; i < pixels.size(); ++i) {
    d.dlg.addPointAt(pixels[i]);
    d.dlg.setMapCoordinates(static_cast<int>(i), -88.35 + pixels[i].x * 1e-5, 35.15 - pixels[i].y * 1e-5);
  }
  // No CRS: the dialog says which of its fields to fill, in its words.
  wxString message;
  EXPECT_FALSE(d.dlg.apply(message));
  EXPECT_NE(message.Find("\"Map CRS\""), wxNOT_FOUND) << message;
  EXPECT_EQ(message.Find("--"), wxNOT_FOUND) << message;
  // A geographic target is refused by the importer, in the dialog's words too.
  d.dlg.crsField()->SetValue("EPSG:4326");
  d.dlg.targetCrsField()->SetValue("EPSG:4267");
  EXPECT_FALSE(d.dlg.apply(message));
  EXPECT_NE(message.Find("\"Warp into CRS\""), wxNOT_FOUND) << message;
  EXPECT_EQ(message.Find("--"), wxNOT_FOUND) << message;
  // Longitude/latitude points warped into the state plane chosen, not the UTM zone.
  d.dlg.targetCrsField()->SetValue("EPSG:32136");
  ASSERT_TRUE(d.dlg.apply(message)) << message;
  ASSERT_TRUE(f.doc().scenario().map.ground.georeference.has_value());
  EXPECT_EQ(f.doc().scenario().map.ground.georeference->crsWkt, "EPSG:32136");
}

}  // namespace
}  // namespace hexwright::editor
