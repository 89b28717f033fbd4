// PNG renders of small maps (hex and tabletop): the image has the expected size, and
// the painter put the expected colours where the model says.
#include <cairo.h>
#include <gtest/gtest.h>

#include <cstring>

#include "exporters/print/map_print.h"
#include "exporters/render/cairo_canvas.h"
#include "fixtures.h"

namespace hexwright::exporters {
namespace {

using testing::tempDir;

struct Png {
  cairo_surface_t* s = nullptr;
  explicit Png(const std::filesystem::path& f) : s(cairo_image_surface_create_from_png(f.c_str())) {}
  ~Png() { cairo_surface_destroy(s); }
  bool ok() const { return cairo_surface_status(s) == CAIRO_STATUS_SUCCESS; }
  int width() const { return cairo_image_surface_get_width(s); }
  int height() const { return cairo_image_surface_get_height(s); }
  // 0xRRGGBB of pixel (x, y) (opaque images).
  unsigned rgb(int x, int y) const {
    cairo_surface_flush(s);
    const auto* row = cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s);
    return reinterpret_cast<const std::uint32_t*>(row)[x] & 0xffffffu;
  }
};

TEST(PngRender, HexMapAtDpiHasTerrainColoursWhereTheModelSaysSo) {
  const auto r = testing::hexRuleset();
  const auto s = testing::hexScenario(8, 6);
  const auto file = tempDir("png-hex") / "hex.png";
  MapPrintOptions o;
  o.format = OutputFormat::Png;
  o.dpi = 100;
  o.hexSizeInches = 0.75;
  o.parts = PosterParts{false, false, false, false};  // the map alone
  model::Diagnostics d;
  model::NullProgress progress;
  const auto result = exportMap(s, &r, o, file, {}, d, progress);
  ASSERT_TRUE(result);
  Png png(file);
  ASSERT_TRUE(png.ok());
  // Poster = map + the poster margin each side; at 100 dpi.
  const MapGeometry g = MapGeometry::forHexMap(s.map, 0.75 * 25.4);
  const double pxPerMm = 100 / 25.4;
  const double m = MapPoster::kMargin;
  EXPECT_NEAR(png.width(), (std::max(g.bounds().w, 180.0) + 2 * m) * pxPerMm, 1.0);
  EXPECT_NEAR(png.height(), (g.bounds().h + 2 * m) * pxPerMm, 1.5);
  // The marsh hex (4,3) is filled #9db59c near its centre, away from its pattern.
  const model::HexCoord marsh = model::fromOffset({4, 3}, model::Orientation::FlatTop, model::Shove::Odd);
  const Vec2 c = g.centre(marsh);
  const double left = m + (std::max(g.bounds().w, 180.0) - g.bounds().w) / 2;
  const int px = static_cast<int>((left + c.x + 0.3 * g.hexAcross()) * pxPerMm);
  const int py = static_cast<int>((m + c.y) * pxPerMm);
  EXPECT_EQ(png.rgb(px, py), 0x9db59cu) << std::hex << png.rgb(px, py);
}

// A solid red background raster under a map drawn without terrain: at full opacity the
// hexes show pure red, at half opacity red blended half with the white paper.
unsigned renderBackgroundPixel(double opacity, const std::string& name) {
  const auto r = testing::hexRuleset();
  const auto s = testing::hexScenario(8, 6);
  BackgroundRaster bg;
  bg.name = "red";
  bg.image.width = bg.image.height = 10;
  bg.image.stride = 40;
  bg.image.pixels.assign(400, 0);
  for (std::size_t i = 0; i < 100; ++i) {
    const std::uint32_t red = 0xffff0000u;  // premultiplied ARGB, opaque
    std::memcpy(&bg.image.pixels[i * 4], &red, 4);
  }
  // 10 x 10 pixels of 1 km each, centred on hex (0,0): far wider than the 1.5 km map.
  bg.pixelToGroundMetres = Affine2D::translation(-5000, -5000) * Affine2D::scaling(1000, 1000);
  bg.opacity = opacity;
  MapPrintOptions o;
  o.format = OutputFormat::Png;
  o.dpi = 100;
  o.hexSizeInches = 0.75;
  o.parts = PosterParts{false, false, false, false};
  o.layers = MapLayers{};
  o.layers.background = true;
  o.layers.terrain = o.layers.patterns = o.layers.elevation = o.layers.grid = o.layers.areas = false;
  o.layers.hexsides = o.layers.routes = o.layers.features = o.layers.victory = false;
  o.layers.hexNumbers = o.layers.labels = o.layers.frame = false;
  const auto file = tempDir("png-bg-" + name) / "bg.png";
  model::Diagnostics d;
  model::NullProgress progress;
  EXPECT_TRUE(exportMap(s, &r, o, file, {bg}, d, progress));
  Png png(file);
  EXPECT_TRUE(png.ok());
  if (!png.ok()) return 0;
  const MapGeometry g = MapGeometry::forHexMap(s.map, 0.75 * 25.4);
  const Vec2 c = g.centre(model::fromOffset({3, 2}, model::Orientation::FlatTop, model::Shove::Odd));
  const double pxPerMm = 100 / 25.4;
  const double m = MapPoster::kMargin;
  const double left = m + (std::max(g.bounds().w, 180.0) - g.bounds().w) / 2;
  return png.rgb(static_cast<int>((left + c.x) * pxPerMm), static_cast<int>((m + c.y) * pxPerMm));
}

TEST(PngRender, BackgroundRasterIsBlendedAtItsOpacity) {
  const unsigned full = renderBackgroundPixel(1.0, "full");
  EXPECT_EQ(full, 0xff0000u) << std::hex << full;
  const unsigned half = renderBackgroundPixel(0.5, "half");
  EXPECT_EQ(half >> 16, 0xffu) << std::hex << half;
  EXPECT_NEAR(static_cast<int>((half >> 8) & 0xff), 128, 2) << std::hex << half;
  EXPECT_NEAR(static_cast<int>(half & 0xff), 128, 2) << std::hex << half;
}

TEST(PngRender, TabletopHasSixInchGridAndDeploymentZones) {
  const auto r = testing::tableRuleset();
  const auto s = testing::tableScenario();
  const auto file = tempDir("png-table") / "table.png";
  MapPrintOptions o;
  o.format = OutputFormat::Png;
  o.dpi = 60;
  o.tableScale = 0.25;  // a quarter-size plan: 12 x 9 inches
  model::Diagnostics d;
  model::NullProgress progress;
  const auto result = exportMap(s, &r, o, file, {}, d, progress);
  ASSERT_TRUE(result);
  EXPECT_NEAR(result->mmPerInch, 0.25 * 25.4, 1e-9);
  Png png(file);
  ASSERT_TRUE(png.ok());
  EXPECT_GT(png.width(), static_cast<int>(12 * 60));
}

}  // namespace
}  // namespace hexwright::exporters
