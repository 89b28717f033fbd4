// The natural map style end to end, as a designer runs it: GIS woods made here with GDAL
// are imported (the ground is kept in the bundle, `info` says how much), a re-import
// changes nothing, the natural PNG shows the wood's real edge where the hex style shows
// hex fills, a repainted hex wins over the art and is listed by `validate`.
#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <ogr_spatialref.h>
#include <ogrsf_frmts.h>

#include <array>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/run_cli.h"
#include "exporters/print/export_inputs.h"
#include "exporters/print/map_poster.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/ground/ground_grid.h"
#include "model/hex/offset_coord.h"
#include "model/io/bundle.h"
#include "support/png_probe.h"

namespace hexwright::testing {
namespace {

std::string q(const std::filesystem::path& p) { return "'" + p.string() + "'"; }

double distance(const std::array<double, 3>& a, const exporters::Color& c) {
  return std::hypot(a[0] - c.r * 255, a[1] - c.g * 255, a[2] - c.b * 255);
}

class NaturalMapCli : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(runCli("new " + q(bundle) + " --ruleset hell-before-night --cols 8 --rows 6").exitCode, 0);
    ASSERT_EQ(runCli("grid " + q(bundle) + " --origin 500000,4000000 --crs EPSG:32616").exitCode, 0);
    model::Diagnostics d;
    auto inputs = exporters::loadExportInputs(bundle, d);
    ASSERT_TRUE(inputs);
    map = inputs->scenario.map;
    const auto ground = importers::GroundGrid::of(map);
    ASSERT_TRUE(ground);
    plane = ground->layout();
    // A wood over hex 0403 (offset 3, 2) reaching 0.8 hex across flats from its centre:
    // the whole hex and a strip of each neighbour, too little of them to make them woods.
    const model::Vec2 c = plane.hexToWorld(hexAt(3, 2));
    std::string wkt = "POLYGON((";
    const auto corners = plane.corners(hexAt(3, 2));
    for (std::size_t i = 0; i <= corners.size(); ++i) {
      const model::Vec2 k = corners[i % corners.size()];
      const model::Vec2 p = ground->planeToCrs({c.x + 1.6 * (k.x - c.x), c.y + 1.6 * (k.y - c.y)});
      wkt += (i ? "," : "") + std::to_string(p.x) + " " + std::to_string(p.y);
    }
    wkt += "))";
    importers::registerGdalDrivers();
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GeoJSON");
    GDALDatasetUniquePtr ds(driver->Create((dir / "woods.geojson").c_str(), 0, 0, 0, GDT_Unknown, nullptr));
    OGRSpatialReference srs;
    srs.importFromEPSG(32616);
    srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    OGRLayer* layer = ds->CreateLayer("woods", &srs, wkbPolygon, nullptr);
    OGRFeature feature(layer->GetLayerDefn());
    OGRGeometry* geometry = nullptr;
    ASSERT_EQ(OGRGeometryFactory::createFromWkt(wkt.c_str(), &srs, &geometry), OGRERR_NONE);
    feature.SetGeometryDirectly(geometry);
    ASSERT_EQ(layer->CreateFeature(&feature), OGRERR_NONE);
    ds.reset();
    std::ofstream(dir / "woods.xml")
        << ("<hexwright-mapping version=\"1\" name=\"woods\">\n"
            "  <vector>\n    <terrain layer=\"woods\" type=\"heavy-woods\"/>\n  </vector>\n</hexwright-mapping>\n");
  }

  model::HexCoord hexAt(int col, int row) const {
    return model::fromOffset({col, row}, map.grid().convention.orientation, map.grid().convention.shove);
  }

  std::string importWoods(const std::string& extra = "") {
    const auto r = runCli("import vector " + q(bundle) + " " + q(dir / "woods.geojson") + " --mapping " +
                          q(dir / "woods.xml") + extra);
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    return r.out;
  }

  TempDir dir;
  std::filesystem::path bundle = dir / "b.hexw";
  model::Map map;
  model::HexLayout plane;
};

TEST_F(NaturalMapCli, TheImportKeepsTheGroundAndSaysHowMuch) {
  const std::string out = importWoods();
  EXPECT_NE(out.find("ground kept for the natural map style: 1 features"), std::string::npos) << out;
  const std::string mapXml = readFile(bundle / "map.xml");
  EXPECT_NE(mapXml.find("source=\"woods.geojson\""), std::string::npos);
  const auto info = runCli("info " + q(bundle));
  EXPECT_NE(info.out.find("ground kept from woods.geojson"), std::string::npos) << info.out;
  const auto json = runCli("info " + q(bundle) + " --format json");
  const auto layers = nlohmann::json::parse(json.out)["ground"]["vector_layers"];
  ASSERT_EQ(layers.size(), 1u);
  EXPECT_EQ(layers[0]["source"], "woods.geojson");
  EXPECT_EQ(layers[0]["features"], 1);
  EXPECT_EQ(layers[0]["points"], 6);  // the hexagon, nothing lost to simplifying
  // Importing the same source again replaces its ground: the bundle is the same.
  importWoods();
  EXPECT_EQ(readFile(bundle / "map.xml"), mapXml);
  // Opting out keeps the hexes and drops nothing else; the old kept ground stays.
  const std::string optOut = importWoods(" --no-keep-ground");
  EXPECT_EQ(optOut.find("ground kept"), std::string::npos) << optOut;
  EXPECT_EQ(readFile(bundle / "map.xml"), mapXml);
}

TEST_F(NaturalMapCli, TheNaturalStyleDrawsTheWoodsEdgeAndTheGameTerrainWins) {
  importWoods();
  // The designer paints a hex far from the wood as woods: the game data now says woods
  // where the ground does not.
  model::Diagnostics d;
  auto scenario = io::loadBundle(bundle, d);
  ASSERT_TRUE(scenario);
  const model::HexCoord painted = hexAt(6, 4);
  scenario->map.setTerrain(painted, "heavy-woods");
  ASSERT_TRUE(io::saveBundle(*scenario, bundle, d));
  const auto validate = runCli("validate " + q(bundle));
  EXPECT_NE(validate.out.find("map.ground.disagrees"), std::string::npos) << validate.out;
  const std::string label = model::formatLabel(painted, scenario->map.grid().convention);
  EXPECT_NE(validate.out.find("hex " + label + " has terrain 'heavy-woods' but the kept ground shows 'clear'"),
            std::string::npos)
      << validate.out;

  const std::string common = " --hex-size 1 --no-legend --no-turn-track --dpi 60";
  ASSERT_EQ(runCli("export map " + q(bundle) + " -o " + q(dir / "hex.png") + common).exitCode, 0);
  const auto natural =
      runCli("export map " + q(bundle) + " -o " + q(dir / "natural.png") + common + " --style natural");
  ASSERT_EQ(natural.exitCode, 0) << natural.err;
  PngProbe hexPng(dir / "hex.png"), naturalPng(dir / "natural.png");
  ASSERT_TRUE(hexPng.ok());
  ASSERT_TRUE(naturalPng.ok());

  auto inputs = exporters::loadExportInputs(bundle, d);
  ASSERT_TRUE(inputs);
  exporters::MapPainter painter(inputs->scenario, inputs->rulesetOrNull(),
                                exporters::MapGeometry::forHexMap(inputs->scenario.map, 25.4));
  const exporters::MapPoster poster(painter, inputs->scenario, inputs->rulesetOrNull(), true,
                                    exporters::PosterParts{true, false, true, false});
  const double pxPerMm = 60 / 25.4;
  auto pixel = [&](model::Vec2 groundMetres) {
    const exporters::Vec2 mm = painter.geometry().fromGroundMetres(groundMetres);
    return std::pair{static_cast<int>((poster.mapRect().x + mm.x) * pxPerMm),
                     static_cast<int>((poster.mapRect().y + mm.y) * pxPerMm)};
  };
  const exporters::Color woods = painter.style().terrain("heavy-woods").fill;
  const exporters::Color clear = painter.style().terrain("clear").fill;
  // Inside the wood but in a neighbouring hex that stays clear: 0.7 of the way to the
  // neighbour's centre, past the hexside (0.5) and short of the wood's edge (0.8).
  const model::Vec2 c = plane.hexToWorld(hexAt(3, 2)), n = plane.hexToWorld(hexAt(3, 3));
  const auto [sx, sy] = pixel({c.x + 0.7 * (n.x - c.x), c.y + 0.7 * (n.y - c.y)});
  ASSERT_EQ(inputs->scenario.map.terrainAt(hexAt(3, 3)), "clear");
  const auto hexStrip = hexPng.mean(sx, sy), naturalStrip = naturalPng.mean(sx, sy);
  EXPECT_LT(distance(hexStrip, clear), distance(hexStrip, woods)) << "the hex style fills the whole hex clear";
  EXPECT_LT(distance(naturalStrip, woods), distance(naturalStrip, clear)) << "the natural style draws the wood";
  // Outside the wood, in a clear hex: the ground colour in both styles.
  const auto [ox, oy] = pixel(plane.hexToWorld(hexAt(0, 0)));
  EXPECT_LT(distance(naturalPng.mean(ox + 3, oy + 3), clear), 30);
  // The painted hex: woods in the natural style too, over the clear ground of the art.
  const auto [px, py] = pixel(plane.hexToWorld(painted));
  const auto paintedHex = naturalPng.mean(px + 3, py + 3);
  EXPECT_LT(distance(paintedHex, woods), distance(paintedHex, clear));
}

}  // namespace
}  // namespace hexwright::testing
