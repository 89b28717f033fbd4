// The one background decoder: rasters made here with GDAL (GeoTIFF with overviews, PNG
// with a world file, a palette image), placed on a map, read back window by window.
#include "importers/raster/background_decoder.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstring>

#include "importer_fixtures.h"

namespace hexwright::importers {
namespace {

using testing::RasterSpec;
using testing::TempFolder;

constexpr double kOriginX = 500000, kOriginY = 4000000;

// A map whose hex (0,0) centre is at (kOriginX, kOriginY), unrotated, in EPSG:32616: the
// grid plane is then x = E - kOriginX, y = kOriginY - N (metres, y down).
model::Map testMap() {
  model::Map map = testing::placedMap(10, 10, 100, GridPlacement{{kOriginX, kOriginY}, 0, 1});
  map.backgrounds.push_back({"scan.tif", 0.7, true, model::RasterKind::Image, {}});
  return map;
}

// 1000 x 1000 pixels of 2 m from (kOriginX - 1000, kOriginY + 1000): left half red,
// right half blue, a green square at plane (200..400, 200..400).
RasterSpec scanSpec(const std::string& driver = "GTiff") {
  RasterSpec spec;
  spec.width = spec.height = 1000;
  spec.bands = 3;
  spec.type = GDT_Byte;
  spec.geoTransform = model::Affine2D{kOriginX - 1000, 2, 0, kOriginY + 1000, 0, -2};
  spec.crs = "EPSG:32616";
  spec.driver = driver;
  return spec;
}

double scanValue(int band, int x, int y) {
  // Plane coordinates of the pixel's centre.
  const double px = -1000 + 2 * (x + 0.5), py = -1000 + 2 * (y + 0.5);
  if (px >= 200 && px < 400 && py >= 200 && py < 400) return band == 2 ? 255 : 0;
  if (px < 0) return band == 1 ? 255 : 0;
  return band == 3 ? 255 : 0;
}

// 0xRRGGBB of the decoded pixel under plane point (x, y).
unsigned colourAt(const DecodedRaster& r, double x, double y) {
  const auto inverse = r.pixelToGround.inverse();
  const model::Vec2 p = inverse->apply({x, y});
  const int col = static_cast<int>(p.x), row = static_cast<int>(p.y);
  EXPECT_TRUE(col >= 0 && col < r.width && row >= 0 && row < r.height) << col << "," << row;
  std::uint32_t word = 0;
  std::memcpy(&word, r.pixels.data() + static_cast<std::size_t>(row) * r.stride + static_cast<std::size_t>(col) * 4, 4);
  return word & 0xffffffu;
}

void writeScan(const std::filesystem::path& file, bool overviews) {
  testing::writeRaster(file.string(), scanSpec(), scanValue);
  if (!overviews) return;
  GDALDatasetUniquePtr ds(GDALDataset::Open(file.c_str(), GDAL_OF_RASTER | GDAL_OF_UPDATE));
  int levels[] = {2, 4, 8};
  ASSERT_EQ(ds->BuildOverviews("AVERAGE", 3, levels, 0, nullptr, nullptr, nullptr), CE_None);
}

TEST(BackgroundDecoder, GeoTiffPixelsLandWhereTheMapSays) {
  TempFolder bundle;
  writeScan(bundle / "scan.tif", false);
  model::Diagnostics d;
  auto decoder = BackgroundDecoder::open(testMap(), bundle.path(), testMap().backgrounds.front(), d);
  ASSERT_TRUE(decoder) << d.items().front().message;
  EXPECT_DOUBLE_EQ(decoder->opacity(), 0.7);
  auto whole = decoder->whole(4096, d);
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole->width, 1000);
  EXPECT_EQ(colourAt(*whole, -500, 0), 0xff0000u);
  EXPECT_EQ(colourAt(*whole, 500, 0), 0x0000ffu);
  EXPECT_EQ(colourAt(*whole, 300, 300), 0x00ff00u);
  // Fully opaque: the alpha byte is 255 everywhere.
  std::uint32_t word = 0;
  std::memcpy(&word, whole->pixels.data(), 4);
  EXPECT_EQ(word >> 24, 0xffu);
}

TEST(BackgroundDecoder, AWindowReadsOnlyItsAreaFromTheMatchingOverview) {
  TempFolder bundle;
  writeScan(bundle / "scan.tif", true);
  model::Diagnostics d;
  auto decoder = BackgroundDecoder::open(testMap(), bundle.path(), testMap().backgrounds.front(), d);
  ASSERT_TRUE(decoder);
  EXPECT_EQ(decoder->overviewCount(), 3);
  // Full resolution asked: 200 m square at 0.5 px/m = 100 file pixels (+1 each side).
  auto fine = decoder->window(model::Rect::fromEdges(150, 150, 350, 350), 0.5, d);
  ASSERT_TRUE(fine);
  EXPECT_EQ(fine->overview, -1);
  EXPECT_LE(fine->width, 103);
  EXPECT_GE(fine->width, 100);
  EXPECT_EQ(colourAt(*fine, 300, 300), 0x00ff00u);
  EXPECT_EQ(colourAt(*fine, 160, 160), 0x0000ffu);
  // A quarter of the file's resolution: the 4x overview (index 1), a quarter the pixels.
  auto coarse = decoder->window(model::Rect::fromEdges(-1000, -1000, 1000, 1000), 0.125, d);
  ASSERT_TRUE(coarse);
  EXPECT_EQ(coarse->overview, 1);
  EXPECT_EQ(coarse->width, 250);
  EXPECT_EQ(colourAt(*coarse, -500, 0), 0xff0000u);
  EXPECT_EQ(colourAt(*coarse, 300, 300), 0x00ff00u);
  // Between overviews (1/3): the finer one that still covers it, 2x.
  auto between = decoder->window(model::Rect::fromEdges(-1000, -1000, 1000, 1000), 1.0 / 6, d);
  ASSERT_TRUE(between);
  EXPECT_EQ(between->overview, 0);
  // Off the raster: nothing.
  EXPECT_FALSE(decoder->window(model::Rect::fromEdges(5000, 5000, 6000, 6000), 0.5, d));
  // Never more than maxSide per side, whatever is asked.
  auto capped = decoder->window(model::Rect::fromEdges(-1000, -1000, 1000, 1000), 10, d, 64);
  ASSERT_TRUE(capped);
  EXPECT_LE(capped->width, 64);
  EXPECT_TRUE(d.empty());
}

TEST(BackgroundDecoder, PngWithAWorldFileIsPlacedLikeTheGeoTiff) {
  TempFolder bundle;
  // Made in memory, copied to PNG with a world file (.wld) beside it.
  testing::VsiPath mem(".tif");
  RasterSpec spec = scanSpec();
  spec.crs.clear();
  testing::writeRaster(mem.str(), spec, scanValue);
  GDALDatasetUniquePtr src(GDALDataset::Open(mem.str().c_str(), GDAL_OF_RASTER));
  const char* options[] = {"WORLDFILE=YES", nullptr};
  GDALDriver* png = GetGDALDriverManager()->GetDriverByName("PNG");
  GDALDatasetUniquePtr(
      png->CreateCopy((bundle / "scan.png").c_str(), src.get(), FALSE, const_cast<char**>(options), nullptr, nullptr));
  model::Map map = testMap();
  map.backgrounds = {{"scan.png", 1, true, model::RasterKind::Image, {}}};
  model::Diagnostics d;
  auto decoder = BackgroundDecoder::open(map, bundle.path(), map.backgrounds.front(), d);
  ASSERT_TRUE(decoder) << d.items().front().message;
  auto whole = decoder->whole(4096, d);
  ASSERT_TRUE(whole);
  EXPECT_EQ(colourAt(*whole, -500, 0), 0xff0000u);
  EXPECT_EQ(colourAt(*whole, 300, 300), 0x00ff00u);
}

TEST(BackgroundDecoder, PaletteImagesDecodeThroughTheirColourTable) {
  TempFolder bundle;
  RasterSpec spec = scanSpec();
  spec.bands = 1;
  testing::writeRaster((bundle / "scan.tif").string(), spec, [](int, int x, int) { return x < 500 ? 1 : 2; });
  {
    GDALDatasetUniquePtr ds(GDALDataset::Open((bundle / "scan.tif").c_str(), GDAL_OF_RASTER | GDAL_OF_UPDATE));
    GDALColorTable table;
    const GDALColorEntry olive{128, 128, 0, 255}, teal{0, 128, 128, 255};
    table.SetColorEntry(1, &olive);
    table.SetColorEntry(2, &teal);
    ds->GetRasterBand(1)->SetColorTable(&table);
  }
  model::Diagnostics d;
  auto decoder = BackgroundDecoder::open(testMap(), bundle.path(), testMap().backgrounds.front(), d);
  ASSERT_TRUE(decoder);
  auto whole = decoder->whole(4096, d);
  ASSERT_TRUE(whole);
  EXPECT_EQ(colourAt(*whole, -500, 0), 0x808000u);
  EXPECT_EQ(colourAt(*whole, 500, 0), 0x008080u);
}

TEST(BackgroundDecoder, ARasterInAnotherCrsOrMissingIsAWarningNamingIt) {
  TempFolder bundle;
  RasterSpec spec = scanSpec();
  spec.crs = "EPSG:32617";
  testing::writeRaster((bundle / "scan.tif").string(), spec, scanValue);
  model::Diagnostics d;
  EXPECT_FALSE(BackgroundDecoder::open(testMap(), bundle.path(), testMap().backgrounds.front(), d));
  ASSERT_EQ(d.items().size(), 1u);
  EXPECT_EQ(d.items().front().severity, model::Severity::Warning);
  EXPECT_NE(d.items().front().message.find("scan.tif"), std::string::npos);
  EXPECT_NE(d.items().front().message.find("17N"), std::string::npos) << d.items().front().message;

  model::Map map = testMap();
  map.backgrounds = {{"gone.tif", 1, true, model::RasterKind::Image, {}},
                     {"hidden.tif", 1, false, model::RasterKind::Image, {}}};
  model::Diagnostics missing;
  EXPECT_TRUE(openBackgrounds(map, bundle.path(), missing).empty());
  ASSERT_EQ(missing.items().size(), 1u);  // the hidden one is not even opened
  EXPECT_NE(missing.items().front().message.find("gone.tif"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::importers
