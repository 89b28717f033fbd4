// The GIS workflow through the command line, as a designer runs it: a GeoTIFF made here
// with GDAL is imported, printed under the hexes (pixels checked at known hexes), and
// grids of any size are created, resized, fitted and listed.
#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <ogr_spatialref.h>
#include <ogrsf_frmts.h>

#include <array>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "cli/run_cli.h"
#include "exporters/print/export_inputs.h"
#include "exporters/print/map_poster.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/ground/ground_grid.h"
#include "model/hex/offset_coord.h"
#include "support/png_probe.h"

namespace hexwright::testing {
namespace {

constexpr double kOriginX = 500000, kOriginY = 4000000;

// A north-up RGB GeoTIFF in EPSG:32616 of `size` pixels of `pixel` metres whose top-left
// corner is at (x0, y0); colour(E, N) gives each pixel centre's 0xRRGGBB.
void writeGeoTiff(const std::filesystem::path& file, double x0, double y0, int size, double pixel,
                  const std::function<unsigned(double, double)>& colour) {
  importers::registerGdalDrivers();
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
  GDALDatasetUniquePtr ds(driver->Create(file.c_str(), size, size, 3, GDT_Byte, nullptr));
  double gt[6] = {x0, pixel, 0, y0, 0, -pixel};
  ds->SetGeoTransform(gt);
  OGRSpatialReference srs;
  srs.importFromEPSG(32616);
  ds->SetSpatialRef(&srs);
  std::vector<std::uint8_t> row(static_cast<std::size_t>(size));
  for (int b = 0; b < 3; ++b)
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x)
        row[static_cast<std::size_t>(x)] =
            static_cast<std::uint8_t>(colour(x0 + (x + 0.5) * pixel, y0 - (y + 0.5) * pixel) >> (16 - 8 * b) & 0xff);
      ASSERT_EQ(
          ds->GetRasterBand(b + 1)->RasterIO(GF_Write, 0, y, size, 1, row.data(), size, 1, GDT_Byte, 0, 0, nullptr),
          CE_None);
    }
}

std::string q(const std::filesystem::path& p) { return "'" + p.string() + "'"; }

TEST(GisCli, ExportMapPrintsTheImportedGeoTiffUnderTheHexes) {
  TempDir dir;
  const auto bundle = dir / "b.hexw";
  ASSERT_EQ(runCli("new " + q(bundle) + " --ruleset hell-before-night --cols 8 --rows 6").exitCode, 0);
  const auto placed = runCli("grid " + q(bundle) + " --origin 500000,4000000 --crs EPSG:32616");
  ASSERT_EQ(placed.exitCode, 0) << placed.err;

  // Where hexes lie, from the bundle itself.
  model::Diagnostics d;
  auto inputs = exporters::loadExportInputs(bundle, d);
  ASSERT_TRUE(inputs);
  const auto ground = importers::GroundGrid::of(inputs->scenario.map);
  ASSERT_TRUE(ground);
  const auto& conv = inputs->scenario.map.grid().convention;
  const model::HexCoord redHex = model::fromOffset({1, 2}, conv.orientation, conv.shove);
  const model::HexCoord blueHex = model::fromOffset({6, 2}, conv.orientation, conv.shove);
  const double split = ground->hexCentreToCrs(model::fromOffset({4, 2}, conv.orientation, conv.shove)).x;
  // Red west of column 4's centre, blue east of it; 4 km square, 10 m pixels.
  writeGeoTiff(dir / "scan.tif", kOriginX - 1000, kOriginY + 1000, 400, 10,
               [&](double e, double) { return e < split ? 0xff0000u : 0x0000ffu; });
  const auto imported = runCli("import map " + q(bundle) + " " + q(dir / "scan.tif"));
  ASSERT_EQ(imported.exitCode, 0) << imported.err;

  const std::string common = " --hex-size 0.75 --no-legend --no-turn-track --dpi 60";
  const auto with = runCli("export map " + q(bundle) + " -o " + q(dir / "with.png") + common +
                           " --background --background-opacity 1");
  ASSERT_EQ(with.exitCode, 0) << with.err;
  EXPECT_EQ(with.err.find("not drawn"), std::string::npos) << with.err;
  // The same map without its background: there terrain is opaque (T). With it, terrain
  // goes over the raster at 55%, so each pixel is 0.55 T + 0.45 B for the raster colour B.
  ASSERT_EQ(runCli("export map " + q(bundle) + " -o " + q(dir / "plain.png") + common).exitCode, 0);
  PngProbe withPng(dir / "with.png");
  ASSERT_TRUE(withPng.ok());
  inputs = exporters::loadExportInputs(bundle, d);
  ASSERT_TRUE(inputs);
  exporters::MapPainter painter(inputs->scenario, inputs->rulesetOrNull(),
                                exporters::MapGeometry::forHexMap(inputs->scenario.map, 0.75 * 25.4));
  const exporters::MapPoster poster(painter, inputs->scenario, inputs->rulesetOrNull(), true,
                                    exporters::PosterParts{true, false, true, false});
  const double pxPerMm = 60 / 25.4;
  auto pixelOf = [&](model::HexCoord h) {
    const exporters::Vec2 c = painter.geometry().centre(h);
    return std::pair{static_cast<int>((poster.mapRect().x + c.x) * pxPerMm),
                     static_cast<int>((poster.mapRect().y + c.y) * pxPerMm)};
  };
  PngProbe plain(dir / "plain.png");
  ASSERT_TRUE(plain.ok());
  for (const auto& [hex, raster] :
       {std::pair{redHex, std::array<int, 3>{255, 0, 0}}, std::pair{blueHex, std::array<int, 3>{0, 0, 255}}}) {
    const auto [x, y] = pixelOf(hex);
    const auto a = withPng.rgb(x, y), t = plain.rgb(x, y);
    for (int c = 0; c < 3; ++c)
      EXPECT_NEAR(a[static_cast<std::size_t>(c)],
                  0.55 * t[static_cast<std::size_t>(c)] + 0.45 * raster[static_cast<std::size_t>(c)], 6)
          << "hex at " << x << "," << y << " channel " << c;
  }
  // A tiled PDF prints it too, sheet by sheet, without warnings.
  const auto pdf =
      runCli("export map " + q(bundle) + " -o " + q(dir / "map.pdf") + " --hex-size 2 --paper a4 --background");
  EXPECT_EQ(pdf.exitCode, 0) << pdf.err;
  EXPECT_EQ(pdf.err.find("not drawn"), std::string::npos) << pdf.err;
  EXPECT_NE(pdf.out.find("sheets"), std::string::npos) << pdf.out;
}

// The printed label of the last hex (bottom-right) of a bundle's map.
std::string lastLabel(const std::filesystem::path& bundle) {
  model::Diagnostics d;
  const auto inputs = exporters::loadExportInputs(bundle, d);
  if (!inputs) return "";
  const model::HexGrid& g = inputs->scenario.map.grid();
  return model::formatLabel(g.at(g.size() - 1), g.convention);
}

TEST(GisCli, LargeGridsGetWiderLabelsEverywhere) {
  TempDir dir;
  const auto bundle = dir / "big.hexw";
  const auto made = runCli("new " + q(bundle) + " --ruleset hell-before-night --cols 110 --rows 96");
  ASSERT_EQ(made.exitCode, 0) << made.err;
  const std::string last = lastLabel(bundle);
  EXPECT_EQ(last.size(), 6u) << last;  // three digits per part
  const auto placed = runCli("grid " + q(bundle) + " --origin 500000,4000000 --crs EPSG:32616 --show " + last);
  ASSERT_EQ(placed.exitCode, 0) << placed.err;
  EXPECT_NE(placed.out.find("hex " + last + ": centre"), std::string::npos) << placed.out;

  // A label that is not on the map fails before anything is printed or saved.
  const std::string before = readFile(bundle / "map.xml");
  const auto bad = runCli("grid " + q(bundle) + " --origin 600000,4000000 --show 9999");
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_EQ(bad.out, "");
  EXPECT_NE(bad.err.find("9999"), std::string::npos) << bad.err;
  EXPECT_EQ(readFile(bundle / "map.xml"), before);

  // Growing past 999 rows widens labels to four digits per part; they read back.
  const auto grown = runCli("grid " + q(bundle) + " --rows 1200 --format json");
  ASSERT_EQ(grown.exitCode, 0) << grown.err;
  const auto j = nlohmann::json::parse(grown.out);
  EXPECT_EQ(j["digits"], 4);
  EXPECT_EQ(j["rows"], 1200);
  const std::string widened = lastLabel(bundle);
  EXPECT_EQ(widened.size(), 8u) << widened;
  const auto shown = runCli("grid " + q(bundle) + " --show " + widened);
  EXPECT_EQ(shown.exitCode, 0) << shown.err;
  // Shrinking back keeps the wider labels (they are never narrowed under the designer).
  ASSERT_EQ(runCli("grid " + q(bundle) + " --rows 90 --cols 100").exitCode, 0);
  EXPECT_EQ(lastLabel(bundle).size(), 8u);
}

TEST(GisCli, FitPastNinetyNineColumnsWidensLabelsAndSaves) {
  TempDir dir;
  const auto bundle = dir / "fit.hexw";
  ASSERT_EQ(runCli("new " + q(bundle) + " --ruleset hell-before-night --cols 10 --rows 10").exitCode, 0);
  // A 20 km scene at 100 m pixels: 176-yard (161 m) hexes need over 100 columns.
  writeGeoTiff(dir / "scene.tif", kOriginX, kOriginY, 200, 100, [](double, double) { return 0x808080u; });
  const auto imported = runCli("import map " + q(bundle) + " " + q(dir / "scene.tif"));
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  const auto fit = runCli("grid " + q(bundle) + " --fit --format json");
  ASSERT_EQ(fit.exitCode, 0) << fit.err << fit.out;
  const auto j = nlohmann::json::parse(fit.out);
  EXPECT_GT(j["columns"].get<int>(), 99);
  EXPECT_EQ(j["digits"], 3);
  const auto shown = runCli("grid " + q(bundle) + " --show " + lastLabel(bundle));
  EXPECT_EQ(shown.exitCode, 0) << shown.err;
}

// Every import whose source lies wholly off the map says so, naming both extents, and
// leaves the bundle as it was: "0 hexes classified" with exit 0 hid a wrong file or CRS.
TEST(GisCli, ASourceThatMissesTheMapIsOneErrorAndChangesNothing) {
  TempDir dir;
  const auto bundle = dir / "b.hexw";
  ASSERT_EQ(runCli("new " + q(bundle) + " --ruleset hell-before-night --cols 6 --rows 4").exitCode, 0);
  ASSERT_EQ(runCli("grid " + q(bundle) + " --origin 500000,4000000 --crs EPSG:32616").exitCode, 0);
  // 50 km east of the map. Band 1 is 41, NLCD deciduous forest, and a plausible height.
  writeGeoTiff(dir / "far.tif", kOriginX + 50000, kOriginY + 500, 50, 20, [](double, double) { return 0x292929u; });
  {
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GeoJSON");
    GDALDatasetUniquePtr ds(driver->Create((dir / "far.geojson").c_str(), 0, 0, 0, GDT_Unknown, nullptr));
    OGRSpatialReference srs;
    srs.importFromEPSG(32616);
    srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    OGRLayer* layer = ds->CreateLayer("woods", &srs, wkbPolygon, nullptr);
    OGRFeature feature(layer->GetLayerDefn());
    OGRGeometry* geometry = nullptr;
    ASSERT_EQ(
        OGRGeometryFactory::createFromWkt(
            "POLYGON ((550000 4000000,551000 4000000,551000 4001000,550000 4001000,550000 4000000))", &srs, &geometry),
        OGRERR_NONE);
    feature.SetGeometryDirectly(geometry);
    ASSERT_EQ(layer->CreateFeature(&feature), OGRERR_NONE);
  }
  std::ofstream(dir / "woods.xml")
      << ("<hexwright-mapping version=\"1\" name=\"woods\">\n"
          "  <vector>\n    <terrain layer=\"woods\" type=\"heavy-woods\"/>\n  </vector>\n</hexwright-mapping>\n");
  const std::string before = readFile(bundle / "map.xml");
  const std::vector<std::string> imports = {
      "import landcover " + q(bundle) + " " + q(dir / "far.tif") + " --mapping nlcd",
      "import dem " + q(bundle) + " " + q(dir / "far.tif") + " --interval 5",
      "import vector " + q(bundle) + " " + q(dir / "far.geojson") + " --mapping " + q(dir / "woods.xml"),
  };
  for (const std::string& command : imports) {
    const auto r = runCli(command);
    EXPECT_EQ(r.exitCode, 2) << command << "\n" << r.out << r.err;
    EXPECT_NE(r.err.find("does not meet the map"), std::string::npos) << command << "\n" << r.err;
    EXPECT_NE(r.err.find("550"), std::string::npos) << command << ": the source's extent\n" << r.err;
    EXPECT_NE(r.err.find("the map E "), std::string::npos) << command << ": the map's extent\n" << r.err;
    EXPECT_EQ(readFile(bundle / "map.xml"), before) << command;
  }
}

TEST(GisCli, ShowAllListsEveryHexCentreAsCsvAndJson) {
  TempDir dir;
  const auto bundle = dir / "b.hexw";
  ASSERT_EQ(runCli("new " + q(bundle) + " --ruleset hell-before-night --cols 5 --rows 4").exitCode, 0);
  ASSERT_EQ(runCli("grid " + q(bundle) + " --origin 500000,4000000 --crs EPSG:32616").exitCode, 0);
  const auto csv = runCli("grid " + q(bundle) + " --show all");
  ASSERT_EQ(csv.exitCode, 0) << csv.err;
  std::istringstream lines(csv.out);
  std::string line;
  std::getline(lines, line);
  EXPECT_EQ(line, "hex,x,y");
  int rows = 0;
  while (std::getline(lines, line)) ++rows;
  EXPECT_EQ(rows, 20);
  const auto json = runCli("grid " + q(bundle) + " --show all --format json");
  ASSERT_EQ(json.exitCode, 0) << json.err;
  const auto j = nlohmann::json::parse(json.out);
  ASSERT_EQ(j["show"].size(), 20u);
  // The first hex is the grid's origin.
  EXPECT_DOUBLE_EQ(j["show"][0]["x"].get<double>(), kOriginX);
  EXPECT_DOUBLE_EQ(j["show"][0]["y"].get<double>(), kOriginY);
}

// A tabletop scenario has no hexes: every 'grid' action is one clear error and the bundle
// is untouched (placing Dress on the Colors' table used to divide by its zero columns).
TEST(GisCli, GridRefusesATabletopScenarioAndLeavesItAlone) {
  TempDir dir;
  const auto bundle = dir / "table.hexw";
  ASSERT_EQ(runCli("new " + q(bundle) + " --ruleset dress-on-the-colors").exitCode, 0);
  const std::string before = readFile(bundle / "map.xml");
  for (const std::string args : {" --origin 500000,4000000 --crs EPSG:32616 --hex-yards 100", " --show all",
                                 " --locate 1,1", " --cols 5 --rows 5", ""}) {
    SCOPED_TRACE(args);
    const auto r = runCli("grid " + q(bundle) + args);
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find("tabletop"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("import.grid.tabletop"), std::string::npos) << r.err;
  }
  EXPECT_EQ(readFile(bundle / "map.xml"), before);
}

TEST(GisCli, InfoReportsTheGroundAndExportGisWritesIt) {
  TempDir dir;
  const auto bundle = dir / "b.hexw";
  ASSERT_EQ(runCli("new " + q(bundle) + " --ruleset hell-before-night --cols 6 --rows 4").exitCode, 0);
  ASSERT_EQ(runCli("grid " + q(bundle) + " --origin 500000,4000000 --crs EPSG:32616 --rotation 10").exitCode, 0);
  writeGeoTiff(dir / "scan.tif", kOriginX - 500, kOriginY + 500, 100, 20, [](double, double) { return 0x336699u; });
  ASSERT_EQ(runCli("import map " + q(bundle) + " " + q(dir / "scan.tif")).exitCode, 0);
  const auto text = runCli("info " + q(bundle));
  ASSERT_EQ(text.exitCode, 0) << text.err;
  EXPECT_NE(text.out.find("CRS: WGS 84 / UTM zone 16N"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("turned 10.000 degrees"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("level   0:      24"), std::string::npos) << text.out;
  const auto json = runCli("info " + q(bundle) + " --format json");
  ASSERT_EQ(json.exitCode, 0) << json.err;
  const auto j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["ground"]["crs"], "EPSG:32616");
  EXPECT_NEAR(j["ground"]["origin"][0].get<double>(), kOriginX, 1e-6);
  EXPECT_NEAR(j["ground"]["rotation"].get<double>(), 10, 1e-9);
  ASSERT_EQ(j["ground"]["backgrounds"].size(), 1u);
  EXPECT_GT(j["ground"]["backgrounds"][0]["pixels"][0].get<int>(), 0);
  EXPECT_EQ(j["ground"]["elevation"][0]["hexes"], 24);

  const auto gis = runCli("export gis " + q(bundle) + " -o " + q(dir / "map.gpkg"));
  ASSERT_EQ(gis.exitCode, 0) << gis.err;
  EXPECT_NE(gis.out.find("24 hexes"), std::string::npos) << gis.out;
  GDALDatasetUniquePtr ds(GDALDataset::Open((dir / "map.gpkg").c_str(), GDAL_OF_VECTOR));
  ASSERT_TRUE(ds);
  EXPECT_EQ(ds->GetLayerByName("hexes")->GetFeatureCount(), 24);
  // An unknown extension is refused before anything is written.
  const auto bad = runCli("export gis " + q(bundle) + " -o " + q(dir / "map.txt"));
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_FALSE(std::filesystem::exists(dir / "map.txt"));
}

}  // namespace
}  // namespace hexwright::testing
