// Land-cover classes → terrain: majority, coverage with the ruleset's precedence,
// unmapped and ignored classes, nodata.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "importer_fixtures.h"
#include "importers/ground/ground_grid.h"
#include "importers/landcover/landcover_import.h"
#include "model/hex/offset_coord.h"
#include "model/map/kept_ground.h"

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

TEST(Landcover, CentreTakesTheClassUnderTheHexCentre) {
  VsiPath raster(".tif");
  // The same 30 m strip of light woods through the centres of column 0, in clear ground.
  writeClasses(raster, [](double east, double) { return std::abs(east) < 15 ? 42 : 71; });
  LandcoverRequest req;
  req.raster = raster.str();
  req.mapping = classes({{42, "light-woods", false, 1}, {71, "clear", false, 2}});
  req.method = CoverMethod::Centre;
  const model::Map map = coverMap();
  const model::HexCoord h{0, 2};
  {
    model::Diagnostics d;
    const LandcoverResult centre = run(map, req, d);
    ASSERT_TRUE(centre.ok);
    EXPECT_EQ(centre.map.terrainAt(h), "light-woods");  // majority says clear (above)
    EXPECT_EQ(centre.map.terrainAt(model::HexCoord{1, 2}), "clear");
  }
  // A centre pixel of an ignored class leaves the hex to its majority (painted morass
  // first, so leaving it unchanged would show).
  req.mapping = classes({{42, "", true, 1}, {71, "clear", false, 2}});
  {
    model::Map painted = map;
    painted.setTerrain(h, "morass");
    model::Diagnostics d;
    EXPECT_EQ(run(painted, req, d).map.terrainAt(h), "clear");
  }
  EXPECT_EQ(parseCoverMethod("center"), CoverMethod::Centre);
  // With the classes kept, majority leaves column 0 at odds with the art under its
  // centres (map.ground.disagrees); centre makes them agree.
  req.mapping = classes({{42, "light-woods", false, 1}, {71, "clear", false, 2}});
  for (const CoverMethod method : {CoverMethod::Majority, CoverMethod::Centre}) {
    req.method = method;
    model::Diagnostics d;
    const LandcoverResult r = run(map, req, d);
    ASSERT_TRUE(r.ok);
    ASSERT_FALSE(r.map.vectorLayers.empty());
    const auto disagreements = model::groundDisagreements(r.map, testing::testRuleset());
    if (method == CoverMethod::Majority)
      EXPECT_FALSE(disagreements.empty());
    else
      EXPECT_TRUE(disagreements.empty()) << model::formatLabel(disagreements.front().hex, r.map.grid().convention);
  }
  EXPECT_STREQ(coverMethodName(CoverMethod::Centre), "centre");
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

namespace hexwright::importers {
namespace {

// A wood 300 m across, a 120 m clearing in its middle, fields around: the import keeps
// the mapped classes as polygons (the clearing a hole), clipped to the map, and far
// fewer vertices than the pixels' staircase had.
TEST(Landcover, KeepsTheClassesAsPolygonsWithTheirHoles) {
  VsiPath raster(".tif");
  const model::Vec2 middle{300, 200};
  writeClasses(raster, [&](double east, double south) {
    const double r = std::hypot(east - middle.x, south - middle.y);
    return r < 60 || r > 150 ? 81 : 41;
  });
  LandcoverRequest req;
  req.raster = raster.str();
  req.mapping = classes({{41, "heavy-woods", false, 1}, {81, "field", false, 2}});
  model::Diagnostics d;
  const model::Map map = coverMap();
  const LandcoverResult r = run(map, req, d);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  ASSERT_EQ(r.map.vectorLayers.size(), 1u);
  const model::VectorLayer& kept = r.map.vectorLayers[0];
  EXPECT_EQ(kept.source, std::filesystem::path(raster.str()).filename().string());
  const model::VectorFeature* wood = nullptr;
  std::size_t fields = 0;
  for (const model::VectorFeature& f : kept.features) {
    ASSERT_EQ(f.geometry, model::GeometryKind::Polygon);
    if (f.type == "heavy-woods") wood = &f;
    if (f.type == "field") ++fields;
  }
  ASSERT_NE(wood, nullptr);
  EXPECT_GE(fields, 2u);  // the fields around, and the clearing
  EXPECT_EQ(r.groundFeaturesKept, kept.features.size());
  ASSERT_EQ(wood->holes.size(), 1u);
  EXPECT_TRUE(model::polygonContains(wood->points, wood->holes, {middle.x + 100, middle.y}));
  EXPECT_TRUE(model::polygonContains(wood->points, wood->holes, {middle.x, middle.y - 100}));
  EXPECT_FALSE(model::polygonContains(wood->points, wood->holes, middle)) << "the clearing is a hole";
  EXPECT_FALSE(model::polygonContains(wood->points, wood->holes, {middle.x + 200, middle.y}));
  // A 1 m staircase around a 150 m circle is ~1,200 corners; simplified, a few dozen.
  EXPECT_LT(wood->points.size(), 120u);
  EXPECT_LT(r.groundPointsKept, r.groundPointsRead);
  // Clipped to the map: no kept vertex lies outside the hexes' bounding rectangle (give
  // or take the clipper's 1 mm grid).
  const auto ground = GroundGrid::of(map);
  const model::Rect area = boundsRect(map.grid(), ground->layout()).inflated(1e-3);
  for (const model::VectorFeature& f : kept.features)
    for (const model::Vec2 p : f.points) EXPECT_TRUE(area.contains(p)) << p.x << "," << p.y;
}

TEST(Landcover, KeepsNothingWhenAskedNot) {
  VsiPath raster(".tif");
  writeClasses(raster, [](double east, double) { return east < 200 ? 41 : 81; });
  LandcoverRequest req;
  req.raster = raster.str();
  req.mapping = classes({{41, "heavy-woods", false, 1}, {81, "field", false, 2}});
  req.keepGround = false;
  model::Diagnostics d;
  const LandcoverResult r = run(coverMap(), req, d);
  ASSERT_TRUE(r.ok);
  EXPECT_TRUE(r.map.vectorLayers.empty());
  EXPECT_EQ(r.groundFeaturesKept, 0u);
}

}  // namespace
}  // namespace hexwright::importers
