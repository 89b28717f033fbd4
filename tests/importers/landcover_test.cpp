// Land-cover classes → terrain: majority, coverage with the ruleset's precedence,
// unmapped and ignored classes, nodata.
#include <gtest/gtest.h>

#include "importer_fixtures.h"
#include "importers/landcover/landcover_import.h"

namespace hexwright::importers {
namespace {

using testing::RasterSpec;
using testing::VsiPath;

constexpr double kX0 = 500000, kY0 = 4000000;

Mapping classes(std::initializer_list<ClassRule> rules) {
  Mapping m;
  m.file = "test-mapping.xml";
  m.classes = rules;
  return m;
}

model::Map coverMap() { return testing::placedMap(8, 6, 100, {{kX0, kY0}, 0, 1}); }

// 1 m pixels; class by position relative to the map origin.
void writeClasses(const std::string& path, const std::function<int(double, double)>& cls,
                  std::optional<double> nodata = std::nullopt) {
  RasterSpec spec;
  spec.width = 1000;
  spec.height = 800;
  spec.type = GDT_Byte;
  spec.geoTransform = model::Affine2D{kX0 - 100, 1, 0, kY0 + 100, 0, -1};
  spec.crs = "EPSG:32616";
  spec.nodata = nodata;
  testing::writeRaster(path, spec, [&](int, int x, int y) { return cls(x + 0.5 - 100, y + 0.5 - 100); });
}

LandcoverResult run(const model::Map& map, const LandcoverRequest& req, model::Diagnostics& d) {
  model::NullProgress progress;
  return importLandcover(map, testing::testRuleset(), req, d, progress);
}

TEST(Landcover, MajorityClassPerHex) {
  VsiPath raster(".tif");
  // West of 200 m east of hex (0,0) is class 41 (woods), the rest 81 (fields).
  writeClasses(raster, [](double east, double) { return east < 200 ? 41 : 81; });
  LandcoverRequest req;
  req.raster = raster.str();
  req.mapping = classes({{41, "heavy-woods", false, 1}, {81, "field", false, 2}});
  model::Diagnostics d;
  const model::Map map = coverMap();
  const LandcoverResult r = run(map, req, d);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  const auto ground = GroundGrid::of(map);
  for (const model::HexCoord h : map.grid().hexes()) {
    const double east = ground->layout().hexToWorld(h).x;
    // Hexes whose centre is well inside one class take it; the boundary column is mixed.
    if (east < 200 - 50) {
      EXPECT_EQ(r.map.terrainAt(h), "heavy-woods") << h.q;
    }
    if (east > 200 + 50) {
      EXPECT_EQ(r.map.terrainAt(h), "field") << h.q;
    }
  }
  EXPECT_EQ(r.hexesClassified, map.grid().size());
  EXPECT_EQ(r.terrainCounts.at("heavy-woods") + r.terrainCounts.at("field"), map.grid().size());
}

TEST(Landcover, CoverageThresholdAppliesPrecedenceToMixedHexes) {
  VsiPath raster(".tif");
  // A 30 m wide strip of light woods through the middle of every hex of column 0,
  // in clear ground: about a third of each hex.
  writeClasses(raster, [](double east, double) { return std::abs(east) < 15 ? 42 : 71; });
  LandcoverRequest req;
  req.raster = raster.str();
  req.mapping = classes({{42, "light-woods", false, 1}, {71, "clear", false, 2}});
  const model::Map map = coverMap();
  const model::HexCoord h{0, 2};
  {
    model::Diagnostics d;
    const LandcoverResult majority = run(map, req, d);
    ASSERT_TRUE(majority.ok);
    EXPECT_EQ(majority.map.terrainAt(h), "clear");
  }
  req.method = CoverMethod::Coverage;
  req.threshold = 0.25;
  {
    // Light woods (precedence 1) reaches 25% and outranks clear (precedence 0).
    model::Diagnostics d;
    const LandcoverResult coverage = run(map, req, d);
    EXPECT_EQ(coverage.map.terrainAt(h), "light-woods");
  }
  req.threshold = 0.6;
  {
    // Neither reaches 60% except clear.
    model::Diagnostics d;
    EXPECT_EQ(run(map, req, d).map.terrainAt(h), "clear");
  }
}

TEST(Landcover, UnmappedAndIgnoredClasses) {
  VsiPath raster(".tif");
  writeClasses(raster, [](double east, double south) { return south < 0 ? 11 : east < 300 ? 41 : 99; });
  LandcoverRequest req;
  req.raster = raster.str();
  // 11 is open water: no data for terrain. 99 is not listed.
  req.mapping = classes({{41, "heavy-woods", false, 1}, {11, "", true, 2}});
  model::Diagnostics d;
  model::Map map = coverMap();
  map.setTerrain(map.grid().at(map.grid().size() - 1), "morass");
  const LandcoverResult r = run(map, req, d);
  ASSERT_TRUE(r.ok);
  EXPECT_TRUE(d.hasRule("import.landcover.unmapped-class"));
  ASSERT_EQ(r.unmappedPixels.count(99), 1u);
  EXPECT_EQ(r.unmappedPixels.count(11), 0u);
  EXPECT_GT(r.hexesUnmapped, 0u);
  // A hex of nothing but class 99 keeps its terrain.
  EXPECT_EQ(r.map.terrainAt(map.grid().at(map.grid().size() - 1)), "morass");
  // Hex (0,0) is half water, half woods: the water is ignored, so woods it is.
  EXPECT_EQ(r.map.terrainAt({0, 0}), "heavy-woods");
}

TEST(Landcover, NodataAndOutside) {
  VsiPath raster(".tif");
  writeClasses(
      raster, [](double, double) { return 0; }, 0.0);
  LandcoverRequest req;
  req.raster = raster.str();
  req.mapping = classes({{41, "heavy-woods", false, 1}});
  model::Diagnostics d;
  const LandcoverResult r = run(coverMap(), req, d);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.hexesNodata, coverMap().grid().size());
  EXPECT_TRUE(d.hasRule("import.landcover.nodata"));
  EXPECT_EQ(r.hexesChanged, 0u);

  // The same raster reprojected to geographic coordinates still lines up.
  VsiPath woods(".tif");
  writeClasses(woods, [](double, double) { return 41; });
  VsiPath geographic(".tif");
  {
    GDALDatasetUniquePtr src(GDALDataset::Open(woods.str().c_str(), GDAL_OF_RASTER));
    const char* args[] = {"-t_srs", "EPSG:4326", "-r", "near", nullptr};
    GDALWarpAppOptions* o = GDALWarpAppOptionsNew(const_cast<char**>(args), nullptr);
    GDALDatasetH h = GDALDataset::ToHandle(src.get());
    GDALClose(GDALWarp(geographic.str().c_str(), nullptr, 1, &h, o, nullptr));
    GDALWarpAppOptionsFree(o);
  }
  req.raster = geographic.str();
  model::Diagnostics g;
  const LandcoverResult rg = run(coverMap(), req, g);
  ASSERT_TRUE(rg.ok);
  EXPECT_TRUE(rg.reprojected);
  EXPECT_EQ(rg.terrainCounts.at("heavy-woods"), coverMap().grid().size());
}

TEST(Landcover, EmptyMappingIsAnError) {
  LandcoverRequest req;
  req.raster = "/vsimem/whatever.tif";
  req.mapping = classes({});
  model::Diagnostics d;
  EXPECT_FALSE(run(coverMap(), req, d).ok);
  EXPECT_TRUE(d.hasRule("import.landcover.no-classes"));
}

}  // namespace
}  // namespace hexwright::importers
