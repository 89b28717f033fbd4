// The natural map style from rasters, end to end as a designer runs it: a land-cover
// raster and a DEM made here with GDAL are imported; the classes are kept as polygons
// and the heights as the bundle's elevation raster with contour lines; the natural PNG
// shows the wood's real edge and the hill's shading, the hex style is not changed by
// what was kept.
#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <ogr_spatialref.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <numbers>

#include "cli/run_cli.h"
#include "exporters/print/export_inputs.h"
#include "exporters/print/map_poster.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/ground/ground_grid.h"
#include "model/hex/offset_coord.h"
#include "support/png_probe.h"

namespace hexwright::testing {
namespace {

std::string q(const std::filesystem::path& p) { return "'" + p.string() + "'"; }

double distance(const std::array<double, 3>& a, const exporters::Color& c) {
  return std::hypot(a[0] - c.r * 255, a[1] - c.g * 255, a[2] - c.b * 255);
}
double brightness(const std::array<double, 3>& a) { return a[0] + a[1] + a[2]; }

class NaturalRastersCli : public ::testing::Test {
 protected:
  void SetUp() override {
    for (const auto& b : {bundle, plain}) {
      ASSERT_EQ(runCli("new " + q(b) + " --ruleset hell-before-night --cols 8 --rows 6").exitCode, 0);
      ASSERT_EQ(runCli("grid " + q(b) + " --origin 500000,4000000 --crs EPSG:32616").exitCode, 0);
    }
    model::Diagnostics d;
    auto inputs = exporters::loadExportInputs(bundle, d);
    ASSERT_TRUE(inputs);
    map = inputs->scenario.map;
    ground = importers::GroundGrid::of(map);
    ASSERT_TRUE(ground);
    hexWidth = map.ground.metresAcrossFlats();
    centre = ground->layout().hexToWorld(hexAt(3, 2));
  }

  model::HexCoord hexAt(int col, int row) const {
    return model::fromOffset({col, row}, map.grid().convention.orientation, map.grid().convention.shove);
  }

  // A north-up raster over the map and 200 m around it, `metres` a pixel, whose value at
  // a grid-plane point is value(point).
  void writeRaster(const std::filesystem::path& path, GDALDataType type, double metres,
                   const std::function<double(model::Vec2)>& value) {
    importers::registerGdalDrivers();
    const model::Rect area = importers::boundsRect(map.grid(), ground->layout()).inflated(200);
    const model::Vec2 topLeft = ground->planeToCrs({area.x, area.y});
    const int w = static_cast<int>(area.w / metres), h = static_cast<int>(area.h / metres);
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
    GDALDatasetUniquePtr ds(driver->Create(path.c_str(), w, h, 1, type, nullptr));
    double gt[6] = {topLeft.x, metres, 0, topLeft.y, 0, -metres};
    ds->SetGeoTransform(gt);
    OGRSpatialReference srs;
    srs.importFromEPSG(32616);
    ds->SetSpatialRef(&srs);
    std::vector<double> row(static_cast<std::size_t>(w));
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const model::Vec2 crs{topLeft.x + (x + 0.5) * metres, topLeft.y - (y + 0.5) * metres};
        row[static_cast<std::size_t>(x)] = value(ground->crsToPlane(crs));
      }
      ASSERT_EQ(ds->GetRasterBand(1)->RasterIO(GF_Write, 0, y, w, 1, row.data(), w, 1, GDT_Float64, 0, 0, nullptr),
                CE_None);
    }
  }

  // Where a grid-plane point lands in a PNG that `export map` printed with `options`.
  std::pair<int, int> pixel(model::Vec2 groundMetres, double hexInches, double dpi) const {
    model::Diagnostics d;
    auto inputs = exporters::loadExportInputs(bundle, d);
    exporters::MapPainter painter(inputs->scenario, inputs->rulesetOrNull(),
                                  exporters::MapGeometry::forHexMap(inputs->scenario.map, hexInches * 25.4));
    const exporters::MapPoster poster(painter, inputs->scenario, inputs->rulesetOrNull(), true,
                                      exporters::PosterParts{true, false, true, false});
    const exporters::Vec2 mm = painter.geometry().fromGroundMetres(groundMetres);
    const double pxPerMm = dpi / 25.4;
    return {static_cast<int>((poster.mapRect().x + mm.x) * pxPerMm),
            static_cast<int>((poster.mapRect().y + mm.y) * pxPerMm)};
  }

  TempDir dir;
  std::filesystem::path bundle = dir / "b.hexw";
  std::filesystem::path plain = dir / "plain.hexw";
  model::Map map;
  std::optional<importers::GroundGrid> ground;
  double hexWidth = 0;
  model::Vec2 centre;
};

TEST_F(NaturalRastersCli, LandCoverIsKeptAsPolygonsAndDrawnAlongItsRealEdge) {
  // Class 41 (woods) in a disc 0.8 hex widths around hex 0403's centre: the hex and a
  // strip of each neighbour, too little of them to make them woods. 81 (fields) around.
  writeRaster(dir / "cover.tif", GDT_Byte, 4,
              [&](model::Vec2 p) { return std::hypot(p.x - centre.x, p.y - centre.y) < 0.8 * hexWidth ? 41 : 81; });
  std::ofstream(dir / "cover.xml") << "<hexwright-mapping version=\"1\" name=\"cover\">\n  <landcover>\n"
                                      "    <class value=\"41\" terrain=\"heavy-woods\"/>\n"
                                      "    <class value=\"81\" terrain=\"clear\"/>\n"
                                      "  </landcover>\n</hexwright-mapping>\n";
  const auto imported =
      runCli("import landcover " + q(bundle) + " " + q(dir / "cover.tif") + " --mapping " + q(dir / "cover.xml"));
  ASSERT_EQ(imported.exitCode, 0) << imported.out << imported.err;
  EXPECT_NE(imported.out.find("ground kept for the natural map style: "), std::string::npos) << imported.out;
  const auto info = runCli("info " + q(bundle) + " --format json");
  const auto layers = nlohmann::json::parse(info.out)["ground"]["vector_layers"];
  ASSERT_EQ(layers.size(), 1u) << info.out;
  EXPECT_EQ(layers[0]["source"], "cover.tif");
  EXPECT_GE(layers[0]["features"].get<int>(), 2);
  // Importing again replaces the kept classes: the bundle is the same.
  const std::string mapXml = readFile(bundle / "map.xml");
  ASSERT_EQ(runCli("import landcover " + q(bundle) + " " + q(dir / "cover.tif") + " --mapping " + q(dir / "cover.xml"))
                .exitCode,
            0);
  EXPECT_EQ(readFile(bundle / "map.xml"), mapXml);

  const std::string common = " --hex-size 1 --no-legend --no-turn-track --dpi 60";
  ASSERT_EQ(runCli("export map " + q(bundle) + " -o " + q(dir / "hex.png") + common).exitCode, 0);
  ASSERT_EQ(runCli("export map " + q(bundle) + " -o " + q(dir / "natural.png") + common + " --style natural").exitCode,
            0);
  PngProbe hexPng(dir / "hex.png"), naturalPng(dir / "natural.png");
  ASSERT_TRUE(hexPng.ok() && naturalPng.ok());
  model::Diagnostics d;
  auto inputs = exporters::loadExportInputs(bundle, d);
  const exporters::MapStyle style(inputs->rulesetOrNull());
  const exporters::Color woods = style.terrain("heavy-woods").fill, clear = style.terrain("clear").fill;
  // 0.7 of the way to the neighbour's centre: in the disc, in a hex that stays clear.
  const model::Vec2 n = ground->layout().hexToWorld(hexAt(3, 3));
  ASSERT_EQ(inputs->scenario.map.terrainAt(hexAt(3, 3)), "clear");
  const auto [sx, sy] = pixel({centre.x + 0.7 * (n.x - centre.x), centre.y + 0.7 * (n.y - centre.y)}, 1, 60);
  EXPECT_LT(distance(hexPng.mean(sx, sy), clear), distance(hexPng.mean(sx, sy), woods));
  EXPECT_LT(distance(naturalPng.mean(sx, sy), woods), distance(naturalPng.mean(sx, sy), clear));
}

TEST_F(NaturalRastersCli, TheDemIsKeptAndShadesTheNaturalMapOnly) {
  // A hill 60 m high, two hex widths across its slopes, on hex 0403.
  writeRaster(dir / "dem.tif", GDT_Float32, 5, [&](model::Vec2 p) {
    const double r = std::hypot(p.x - centre.x, p.y - centre.y) / hexWidth;
    return 100 + 60 * std::exp(-r * r);
  });
  const auto imported = runCli("import dem " + q(bundle) + " " + q(dir / "dem.tif") + " --interval 10");
  ASSERT_EQ(imported.exitCode, 0) << imported.out << imported.err;
  EXPECT_NE(imported.out.find("ground kept for the natural map style: heights as rasters/ground-dem.tif"),
            std::string::npos)
      << imported.out;
  EXPECT_TRUE(std::filesystem::exists(bundle / "rasters" / "ground-dem.tif"));
  const std::string mapXml = readFile(bundle / "map.xml");
  EXPECT_NE(mapXml.find("kind=\"elevation\" source=\"dem.tif\""), std::string::npos) << mapXml;
  EXPECT_NE(mapXml.find("type=\"contour\""), std::string::npos);
  // The same import without keeping, for comparison.
  const auto bare =
      runCli("import dem " + q(plain) + " " + q(dir / "dem.tif") + " --interval 10 --no-keep-ground --format json");
  ASSERT_EQ(bare.exitCode, 0) << bare.err;
  EXPECT_FALSE(nlohmann::json::parse(bare.out).contains("ground_kept"));
  EXPECT_FALSE(std::filesystem::exists(plain / "rasters"));

  const std::string common = " --hex-size 1 --no-legend --no-turn-track --dpi 60";
  for (const auto& [b, name] : {std::pair{bundle, "kept"}, std::pair{plain, "bare"}}) {
    ASSERT_EQ(runCli("export map " + q(b) + " -o " + q(dir / (std::string(name) + "-hex.png")) + common).exitCode, 0);
    const auto natural = runCli("export map " + q(b) + " -o " + q(dir / (std::string(name) + "-natural.png")) + common +
                                " --style natural");
    ASSERT_EQ(natural.exitCode, 0) << natural.err;
  }
  // The hex style does not draw what was kept.
  EXPECT_EQ(readFile(dir / "kept-hex.png"), readFile(dir / "bare-hex.png"));
  PngProbe kept(dir / "kept-natural.png"), bareNatural(dir / "bare-natural.png");
  ASSERT_TRUE(kept.ok() && bareNatural.ok());
  // Light comes from the north-west: the south-east flank is in shadow, the north-west
  // flank lit (white over the pale ground shows less than black does); a hex away from
  // the hill is flat and keeps its colour. The flanks are probed where the hill is
  // steepest, half a hex width out along each axis.
  const double flank = 0.5 * hexWidth;
  const auto [sx, sy] = pixel({centre.x + flank, centre.y + flank}, 1, 60);
  const auto [fx, fy] = pixel(ground->layout().hexToWorld(hexAt(7, 5)), 1, 60);
  EXPECT_LT(brightness(kept.mean(sx, sy)), brightness(bareNatural.mean(sx, sy)) - 30) << "shadow";
  // The lit flank at five points around the north-west; a contour's height label (dark
  // text in a white halo) may sit on one or two of them, so the median gain counts.
  std::vector<double> gains;
  for (const double turn : {-0.4, -0.2, 0.0, 0.2, 0.4}) {
    const double angle = std::numbers::pi * 1.25 + turn;  // north-west, y down
    const double r = flank * std::sqrt(2.0);
    const auto [lx, ly] = pixel({centre.x + r * std::cos(angle), centre.y + r * std::sin(angle)}, 1, 60);
    gains.push_back(brightness(kept.mean(lx, ly)) - brightness(bareNatural.mean(lx, ly)));
  }
  std::sort(gains.begin(), gains.end());
  EXPECT_GT(gains[2], 5) << "light";
  EXPECT_NEAR(brightness(kept.mean(fx + 4, fy + 4)), brightness(bareNatural.mean(fx + 4, fy + 4)), 6) << "flat";
}

}  // namespace
}  // namespace hexwright::testing
