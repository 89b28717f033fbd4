// "Show the scan" without a display: terrain translucent over the scan, a grid colour
// picked from the scan's luminance under the map, and the view as remembered per bundle
// (#39 item 1). The GUI test (gui_scan_view_test.cpp) imports a GDAL GeoTIFF.
#include "editor/render/scan_view.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <cstring>

#include "editor/core/hex_picking.h"
#include "editor_fixture.h"

namespace hexwright::editor {
namespace {

namespace ex = hexwright::exporters;
using testing::hexAtOffset;

/// The test map on the ground: 200 yards across flats.
std::unique_ptr<Document> groundDocument() {
  auto base = testing::testDocument();
  model::Scenario s = base->scenario();
  s.map.ground.yardsAcrossFlats = 200;
  auto doc = std::make_unique<Document>(std::move(s), base->ruleset());
  doc->setValidator({});
  return doc;
}

/// A uniform scan of one colour, 100 m pixels from (x0, -1000 m): at x0 = -1000 it covers
/// the whole map (about 1.8 km by 1.5 km).
ex::BackgroundRaster uniformScan(int r, int g, int b, double x0 = -1000) {
  ex::BackgroundRaster raster;
  raster.name = "scan";
  raster.image.width = 60;
  raster.image.height = 60;
  raster.image.stride = 60 * 4;
  const std::uint32_t argb = 0xff000000u | (static_cast<std::uint32_t>(r) << 16) |
                             (static_cast<std::uint32_t>(g) << 8) | static_cast<std::uint32_t>(b);
  raster.image.pixels.resize(static_cast<std::size_t>(raster.image.stride) * 60);
  for (std::size_t i = 0; i < raster.image.pixels.size(); i += 4) std::memcpy(&raster.image.pixels[i], &argb, 4);
  raster.pixelToGroundMetres = {x0, 100, 0, -1000, 0, 100};
  return raster;
}

int greenAt(cairo_surface_t* s, model::Vec2 p) {
  const int stride = cairo_image_surface_get_stride(s);
  std::uint32_t px = 0;
  std::memcpy(&px, cairo_image_surface_get_data(s) + static_cast<int>(p.y) * stride + static_cast<int>(p.x) * 4, 4);
  return static_cast<int>((px >> 8) & 0xff);
}

TEST(ScanView, TurningItOnMakesTerrainTranslucentAndKeepsALowerOpacity) {
  MapViewOptions o;
  o.layers.background = false;
  const MapViewOptions on = showingScan(o, true);
  EXPECT_TRUE(on.showScan);
  EXPECT_TRUE(on.layers.background);
  EXPECT_DOUBLE_EQ(on.terrainOpacity, kScanTerrainOpacity);
  o.terrainOpacity = 0.2;  // the designer's own lower opacity stays
  EXPECT_DOUBLE_EQ(showingScan(o, true).terrainOpacity, 0.2);
  const MapViewOptions off = showingScan(on, false);
  EXPECT_FALSE(off.showScan);
  EXPECT_DOUBLE_EQ(off.terrainOpacity, 1.0);
}

TEST(ScanView, TheGridIsLightOnADarkScanAndDarkOnALightOne) {
  auto doc = groundDocument();
  const auto geometry = ex::MapGeometry::forHexMap(doc->scenario().map, doc->layout().acrossFlats);
  const auto dark = scanLuminanceUnderMap({uniformScan(40, 30, 20)}, geometry);
  ASSERT_TRUE(dark.has_value());
  EXPECT_NEAR(*dark, (0.2126 * 40 + 0.7152 * 30 + 0.0722 * 20) / 255, 1e-6);
  EXPECT_EQ(gridColourFor(dark, ex::colors::kGrid), kLightGrid);
  const auto light = scanLuminanceUnderMap({uniformScan(235, 225, 200)}, geometry);
  EXPECT_EQ(gridColourFor(light, ex::colors::kGrid), ex::colors::kGrid);
  // Only what lies under the map counts: a scan beside it says nothing.
  EXPECT_FALSE(scanLuminanceUnderMap({uniformScan(40, 30, 20, 100000)}, geometry).has_value());
  EXPECT_EQ(gridColourFor(std::nullopt, ex::colors::kGrid), ex::colors::kGrid);
}

TEST(ScanView, TheMapViewDrawsTerrainOverTheScanAndPicksItsGrid) {
  auto doc = groundDocument();
  MapView view;
  view.setDocument(doc.get());
  view.setBackgrounds({uniformScan(40, 30, 20)});
  MapViewOptions o;
  o.layers.patterns = false;
  o.layers.hexNumbers = false;
  view.setOptions(o);
  Viewport vp;
  vp.setSize(640, 480);
  vp.fit(mapBounds(doc->layout(), doc->scenario().map));
  const auto centre = vp.worldToScreen(doc->layout().hexToWorld(hexAtOffset(*doc, 4, 4)));
  cairo_surface_t* opaque = view.renderImage(vp);
  EXPECT_NEAR(greenAt(opaque, centre), 0xec, 3);  // clear terrain hides the scan
  EXPECT_EQ(view.gridColour(), ex::colors::kGrid);
  cairo_surface_destroy(opaque);
  view.setOptions(showingScan(o, true));
  cairo_surface_t* shown = view.renderImage(vp);
  EXPECT_NEAR(greenAt(shown, centre), kScanTerrainOpacity * 0xec + (1 - kScanTerrainOpacity) * 30, 4);
  EXPECT_EQ(view.gridColour(), kLightGrid);
  cairo_surface_destroy(shown);
}

TEST(ScanView, TheViewIsRememberedAsText) {
  MapViewOptions o = showingScan(MapViewOptions{}, true);
  o.backgroundOpacity = 0.6;
  EXPECT_EQ(scanViewText(o), "scan=1 terrain=0.4 background=0.6");
  const MapViewOptions back = withScanViewText(MapViewOptions{}, scanViewText(o));
  EXPECT_TRUE(back.showScan);
  EXPECT_DOUBLE_EQ(back.terrainOpacity, 0.4);
  EXPECT_DOUBLE_EQ(back.backgroundOpacity, 0.6);
  // What does not read is left alone.
  EXPECT_DOUBLE_EQ(withScanViewText(o, "terrain=7 background=x").terrainOpacity, 0.4);
  EXPECT_EQ(bundleViewKey("/a/b.hexw"), bundleViewKey("/a/./b.hexw"));
  EXPECT_NE(bundleViewKey("/a/b.hexw"), bundleViewKey("/a/c.hexw"));
  EXPECT_EQ(bundleViewKey("/a/b.hexw").size(), 16u);
}

}  // namespace
}  // namespace hexwright::editor
