// Screen level of detail (editor canvas): the far-zoom hex raster puts every hex's
// colour where the hex is, far zoom draws terrain as one image and hexsides as plain
// strokes while print keeps every hexagon and ornament, and bitmap stamps land where
// the vector stamps do.
#include <cairo.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <memory>
#include <numbers>
#include <string>

#include "exporters/render/cairo_canvas.h"
#include "exporters/render/hex_raster.h"
#include "exporters/render/map_painter.h"
#include "exporters/render/recording_canvas.h"
#include "fixtures.h"

namespace hexwright::exporters {
namespace {

using model::HexCoord;

struct Surface {
  cairo_surface_t* s;
  Surface(int w, int h) : s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)) {}
  ~Surface() { cairo_surface_destroy(s); }
  std::uint32_t at(int x, int y) const {
    cairo_surface_flush(s);
    const auto* row = cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s);
    return reinterpret_cast<const std::uint32_t*>(row)[x];
  }
};

// A distinct opaque colour per hex index.
Color colourOf(std::size_t i) {
  return Color::rgb(static_cast<int>(i * 37 % 256), static_cast<int>(i * 91 % 256), static_cast<int>(i * 53 % 256));
}

struct RasterCase {
  model::Orientation orientation;
  model::Shove shove;
};

class HexRasterTest : public ::testing::TestWithParam<RasterCase> {};

TEST_P(HexRasterTest, EveryHexHasItsColourAtAndAroundItsCentre) {
  model::Map map;
  model::HexGrid grid;
  grid.columns = 9;
  grid.rows = 7;
  grid.convention.orientation = GetParam().orientation;
  grid.convention.shove = GetParam().shove;
  map.resetGrid(grid, "clear");
  const MapGeometry g = MapGeometry::forHexMap(map, 12);  // 12 mm across flats
  const std::vector<HexCoord> hexes = g.hexesIn(g.bounds());
  ASSERT_EQ(hexes.size(), 63u);
  const HexRaster r = buildHexRaster(g, hexes, [&](HexCoord h) { return colourOf(map.grid().index(h)); });
  ASSERT_FALSE(r.image.empty());
  EXPECT_TRUE(r.image.nearest);
  EXPECT_TRUE(r.image.transient);
  // Drawn through the real canvas at 1 px per mm: a hex is 12 px across.
  const int w = static_cast<int>(std::ceil(g.bounds().w)) + 2, hgt = static_cast<int>(std::ceil(g.bounds().h)) + 2;
  Surface out(w, hgt);
  cairo_t* cr = cairo_create(out.s);
  {
    CairoCanvas canvas(cr);
    canvas.image(r.image, r.dest, 1.0);
  }
  cairo_destroy(cr);
  for (const HexCoord h : hexes) {
    const std::uint32_t want = premultipliedArgb(colourOf(map.grid().index(h)));
    const Vec2 c = g.centre(h);
    // The centre and eight points a quarter of the way out to the flats.
    for (int k = -1; k < 8; ++k) {
      const double angle = k * std::numbers::pi / 4;
      const double d = k < 0 ? 0 : 0.25 * g.hexAcross();
      const int x = static_cast<int>(std::floor(c.x + d * std::cos(angle)));
      const int y = static_cast<int>(std::floor(c.y + d * std::sin(angle)));
      ASSERT_EQ(out.at(x, y), want) << "hex " << h.q << "," << h.r << " point " << k;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllGridConventions, HexRasterTest,
                         ::testing::Values(RasterCase{model::Orientation::FlatTop, model::Shove::Odd},
                                           RasterCase{model::Orientation::FlatTop, model::Shove::Even},
                                           RasterCase{model::Orientation::PointyTop, model::Shove::Odd},
                                           RasterCase{model::Orientation::PointyTop, model::Shove::Even}));

TEST(HexRaster, TransparentHexesLeaveNoImage) {
  const auto s = testing::hexScenario(4, 4);
  const MapGeometry g = MapGeometry::forHexMap(s.map, 10);
  EXPECT_TRUE(buildHexRaster(g, g.hexesIn(g.bounds()), [](HexCoord) { return Color{0, 0, 0, 0}; }).image.empty());
}

std::size_t count(const RecordingCanvas& c, const std::string& prefix) {
  std::size_t n = 0;
  for (const auto& line : c.lines())
    if (line.rfind(prefix, 0) == 0) ++n;
  return n;
}

TEST(ScreenDetail, FarZoomDrawsTerrainAsOneImageAndPlainHexsidesPrintNever) {
  const auto r = testing::hexRuleset();
  const auto s = testing::hexScenario(12, 10);
  MapPaintOptions screen;
  screen.screenLevelOfDetail = true;
  const MapGeometry g = MapGeometry::forHexMap(s.map, 20);
  MapPainter painter(s, &r, g, screen);

  // 0.25 px/mm: 5 px hexes, far below the raster threshold.
  RecordingCanvas far;
  far.setDeviceScale(0.25);
  painter.paintView(far, g.bounds(), 0.25);
  EXPECT_GE(count(far, "image "), 1u);
  EXPECT_EQ(count(far, "define stamp"), 0u);
  for (const auto& line : far.lines()) {
    // No dashes, round caps or ticks from any hexside style at this size.
    if (line.rfind("stroke #5b9bd5", 0) == 0 || line.rfind("stroke #7a5230", 0) == 0) {
      EXPECT_EQ(line.find("dash="), std::string::npos) << line;
      EXPECT_EQ(line.find(" C "), std::string::npos) << line;  // no wave curves
    }
  }

  // The same view for print: hexagon fills per terrain type, no image.
  MapPainter print(s, &r, g, MapPaintOptions{});
  RecordingCanvas paper;
  paper.setDeviceScale(0.25);
  print.paintView(paper, g.bounds(), 0.25);
  EXPECT_EQ(count(paper, "image "), 0u);
  EXPECT_GE(count(paper, "fill #5c9a4a"), 1u);  // woods hexagons
  EXPECT_GE(count(paper, "define stamp"), 1u);  // patterns drawn however small

  // Zoomed in (4 px/mm: 80 px hexes) the screen draws hexagons and patterns again.
  RecordingCanvas close;
  close.setDeviceScale(4);
  painter.paintView(close, {0, 0, 120, 80}, 4);
  EXPECT_EQ(count(close, "image "), 0u);
  EXPECT_GE(count(close, "fill #5c9a4a"), 1u);
}

// Renders the map at 3 px/mm (60 px hexes: patterns on) with stamps as bitmaps or vectors.
Surface* render(const model::Scenario& s, const model::Ruleset& r, bool bitmaps) {
  MapPaintOptions screen;
  screen.screenLevelOfDetail = true;
  MapPainter painter(s, &r, MapGeometry::forHexMap(s.map, 20), screen);
  auto* out = new Surface(400, 300);
  cairo_t* cr = cairo_create(out->s);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  {
    CairoCanvas canvas(cr);
    canvas.setBitmapStamps(bitmaps);
    cairo_scale(cr, 3, 3);
    painter.paint(canvas, {0, 0, 400 / 3.0, 100});
  }
  cairo_destroy(cr);
  return out;
}

TEST(ScreenDetail, BitmapStampsLandWhereVectorStampsDo) {
  const auto r = testing::hexRuleset();
  const auto s = testing::hexScenario(8, 6);
  std::unique_ptr<Surface> vec(render(s, r, false)), bmp(render(s, r, true));
  long long diff = 0;
  int differing = 0;
  for (int y = 0; y < 300; ++y)
    for (int x = 0; x < 400; ++x) {
      const std::uint32_t a = vec->at(x, y), b = bmp->at(x, y);
      int d = 0;
      for (int shift = 0; shift < 24; shift += 8)
        d += std::abs(static_cast<int>((a >> shift) & 0xff) - static_cast<int>((b >> shift) & 0xff));
      diff += d;
      if (d > 96) ++differing;
    }
  // Snapping to whole pixels moves a pattern by at most half a pixel: only anti-aliased
  // pattern edges change, never whole strokes (a misplaced stamp would differ everywhere
  // its strokes are).
  EXPECT_LT(static_cast<double>(diff) / (400.0 * 300.0), 2.0);
  EXPECT_LT(differing, 400 * 300 / 100);
}

}  // namespace
}  // namespace hexwright::exporters
