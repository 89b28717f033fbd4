// "Show the scan" under X with wx events (#39 item 1): a dark period map written with GDAL
// as a GeoTIFF and imported through File > Import Map's menu event lies under translucent
// terrain with a light grid; the Layers panel's box and background opacity slider and
// View > Show the Scan drive it; each bundle keeps its own view across close and reopen.
#include <gtest/gtest.h>
#include <wx/checkbox.h>
#include <wx/slider.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "dem_fixture.h"
#include "editor/gui/import_export.h"
#include "editor/gui/panels.h"
#include "editor/render/scan_view.h"
#include "frame_fixture.h"
#include "screenshot.h"
#include "wx_controls.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;
using testing::FrameFixture;
using testing::hexAtOffset;
using testing::pump;
using testing::toggle;

/// A dark period map over the test map's ground (the DEM fixture's place, 10 m pixels):
/// paper gone brown, light roads and a blue-grey river, as a three-band GeoTIFF.
fs::path writeDarkScan(const fs::path& dir) {
  const fs::path tif = dir / "period-map.tif";
  hexwright::testing::RasterSpec spec;
  spec.width = 400;
  spec.height = 400;
  spec.bands = 3;
  spec.type = GDT_Byte;
  spec.geoTransform = model::Affine2D{testing::kX0 - 500, 10, 0, testing::kY0 + 500, 0, -10};
  spec.crs = "EPSG:32616";
  hexwright::testing::writeRaster(tif.string(), spec, [](int band, int x, int y) {
    const double paper[3] = {62, 46, 30};
    if (std::abs(x - 210 - 45 * std::sin(y / 35.0)) < 4) return band == 3 ? 160.0 : 110.0;  // river
    if (std::abs((x + y / 3) % 110 - 55) < 2 || std::abs(y % 130 - 65) < 2) return band == 1 ? 190.0 : 160.0;
    return paper[band - 1] + 12 * std::sin(x / 17.0) * std::cos(y / 23.0);
  });
  return tif;
}

void menu(MainFrame* frame, const std::string& action) {
  wxCommandEvent e(wxEVT_MENU, frame->wxIdOf(action));
  e.SetEventObject(frame);
  frame->GetEventHandler()->ProcessEvent(e);
  pump();
}

void slide(wxSlider* slider, int value) {
  slider->SetValue(value);
  wxCommandEvent e(wxEVT_SLIDER, slider->GetId());
  e.SetEventObject(slider);
  e.SetInt(value);
  slider->GetEventHandler()->ProcessEvent(e);
  pump();
}

/// The median green of the canvas around a hex's centre, as drawn on screen (a road of the
/// scan crossing it does not decide).
int greenAt(FrameFixture& f, model::HexCoord h) {
  const wxImage img = f.canvas().renderToImage();
  const wxPoint p = f.screenOf(h);
  std::vector<int> greens;
  for (int dy = -10; dy <= 10; ++dy)
    for (int dx = -10; dx <= 10; ++dx) greens.push_back(img.GetGreen(p.x + dx, p.y + dy));
  std::nth_element(greens.begin(), greens.begin() + greens.size() / 2, greens.end());
  return greens[greens.size() / 2];
}

void importShowAndReopen(const fs::path& config) {
  FrameFixture f("scan-view", [&](FrameOptions& o) { o.configFile = config; });
  testing::placeOnGround(f.doc());
  const auto clear = hexAtOffset(f.doc(), 2, 2);
  f.frame->runAction("editor.tool.terrain");
  f.frame->settings().terrain = "woods";
  for (int col = 4; col < 7; ++col) f.click(f.screenOf(hexAtOffset(f.doc(), col, 3)));
  EXPECT_EQ(f.doc().history().undoLabel(), "Paint Terrain: Woods");  // the schema's name, not the id
  f.frame->runAction("editor.tool.select");
  ASSERT_TRUE(f.frame->runAction("editor.file.save"));
  const fs::path bundle = f.dir / "saved.hexw";
  LayersPanel* layers = f.frame->layersPanel();
  EXPECT_FALSE(layers->showScan()->GetValue());
  const int opaqueGreen = greenAt(f, clear);  // clear terrain, no scan yet
  // File > Import Map with Control Points, through its menu event: the GeoTIFF's own place.
  const fs::path tif = writeDarkScan(f.dir);
  f.frame->showGeoreferenceDialog = [&](GeoreferenceDialog& dlg) {
    EXPECT_TRUE(dlg.loadRaster(wxString::FromUTF8(tif.string())));
    EXPECT_TRUE(dlg.useOwnGeoreference()->GetValue());
    wxString message;
    EXPECT_TRUE(dlg.apply(message)) << message;
    return int(wxID_OK);
  };
  menu(f.frame, "editor.import.georeference");
  ASSERT_EQ(f.doc().scenario().map.backgrounds.size(), 1u);
  // The scan view is on: terrain translucent over the scan, a light grid on the dark scan.
  const MapViewOptions& o = f.canvas().view().options();
  EXPECT_TRUE(o.showScan);
  EXPECT_DOUBLE_EQ(o.terrainOpacity, kScanTerrainOpacity);
  EXPECT_TRUE(layers->showScan()->GetValue());
  EXPECT_EQ(layers->terrainOpacity()->GetValue(), 40);
  EXPECT_TRUE(f.frame->GetMenuBar()->IsChecked(f.frame->wxIdOf("editor.view.scan")));
  EXPECT_EQ(f.canvas().view().gridColour(), kLightGrid);
  EXPECT_LT(greenAt(f, clear), opaqueGreen - 80);  // the dark scan shows through clear terrain
  // The background opacity slider, moved as a user would.
  slide(layers->backgroundOpacity(), 70);
  EXPECT_DOUBLE_EQ(f.canvas().view().options().backgroundOpacity, 0.7);
  f.frame->Raise();
  pump(300);
  EXPECT_TRUE(testing::saveScreenshot(testing::grabOwn(f.frame), "editor-scan-view.png"));
  ASSERT_TRUE(f.frame->runAction("editor.file.save"));
  // Another document, never viewed over a scan, starts on the usual view.
  ASSERT_TRUE(f.frame->runAction("editor.file.close"));
  f.frame->setDocument(testing::testDocument());
  EXPECT_FALSE(f.canvas().view().options().showScan);
  EXPECT_DOUBLE_EQ(f.canvas().view().options().terrainOpacity, 1.0);
  EXPECT_EQ(f.canvas().view().gridColour(), exporters::colors::kGrid);
  // The bundle opened again has its scan view back, opacities included.
  ASSERT_TRUE(f.frame->openFile(bundle));
  EXPECT_TRUE(f.canvas().view().options().showScan);
  EXPECT_DOUBLE_EQ(f.canvas().view().options().backgroundOpacity, 0.7);
  EXPECT_EQ(layers->backgroundOpacity()->GetValue(), 70);
  EXPECT_EQ(f.canvas().view().gridColour(), kLightGrid);
  // View > Show the Scan turns it off: opaque terrain, the usual grid; kept as well.
  menu(f.frame, "editor.view.scan");
  EXPECT_FALSE(f.canvas().view().options().showScan);
  EXPECT_FALSE(layers->showScan()->GetValue());
  EXPECT_DOUBLE_EQ(f.canvas().view().options().terrainOpacity, 1.0);
  EXPECT_EQ(f.canvas().view().gridColour(), exporters::colors::kGrid);
  ASSERT_TRUE(f.frame->runAction("editor.file.close"));
  ASSERT_TRUE(f.frame->openFile(bundle));
  EXPECT_FALSE(f.canvas().view().options().showScan);
  // The Layers panel's box turns it on again.
  toggle(layers->showScan());
  EXPECT_TRUE(f.canvas().view().options().showScan);
  EXPECT_DOUBLE_EQ(f.canvas().view().options().terrainOpacity, kScanTerrainOpacity);
  EXPECT_LT(greenAt(f, clear), opaqueGreen - 60);
}

TEST(EditorScanView, AnImportedScanLiesUnderTranslucentTerrainAndEachBundleKeepsItsView) {
  REQUIRE_WX();
  const fs::path config = testing::scratchDir("scan-view-config") / "config.ini";
  importShowAndReopen(config);  // the frame writes its layout there as it closes
  fs::remove_all(config.parent_path());
}

}  // namespace
}  // namespace hexwright::editor
