// DEM → elevation levels and slope hexsides, on a tilted plane whose per-hex heights are
// known in closed form: the mean of a linear surface over a hex is its value at the centre.
#include "importers/dem/dem_import.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <string>

#include "importer_fixtures.h"
#include "importers/ground/ground_grid.h"
#include "model/map/kept_ground.h"

namespace hexwright::importers {
namespace {

using testing::RasterSpec;
using testing::VsiPath;

constexpr double kX0 = 500000, kY0 = 4000000;
// Rises 1 m for every 50 m east; flat north-south.
double surface(double x, double) { return 100 + 0.02 * (x - kX0); }

model::Map demMap() { return testing::placedMap(12, 10, 100, {{kX0, kY0}, 0, 1}); }

// 2 m pixels over the map and a 150 m margin.
void writeDem(const std::string& path, RasterSpec spec = {}, double (*f)(double, double) = surface) {
  spec.width = 700;
  spec.height = 700;
  if (!spec.geoTransform) spec.geoTransform = model::Affine2D{kX0 - 200, 2, 0, kY0 + 200, 0, -2};
  if (spec.crs.empty()) spec.crs = "EPSG:32616";
  const model::Affine2D gt = *spec.geoTransform;
  testing::writeRaster(path, spec, [&](int, int x, int y) {
    const model::Vec2 p = gt.apply({x + 0.5, y + 0.5});
    return f(p.x, p.y);
  });
}

double centreHeight(const model::Map& map, model::HexCoord h) {
  const model::Vec2 c = GroundGrid::of(map)->hexCentreToCrs(h);
  return surface(c.x, c.y);
}

DemImportResult run(const model::Map& map, const model::Ruleset& rs, const DemImportRequest& req,
                    model::Diagnostics& d) {
  model::NullProgress progress;
  return importDem(map, rs, req, d, progress);
}

TEST(DemImport, MeanHeightPerHexIsTheSurfaceAtItsCentre) {
  VsiPath dem(".tif");
  writeDem(dem);
  const model::Map map = demMap();
  DemImportRequest req;
  req.dem = dem.str();
  req.levels.intervalMetres = 5;
  req.levels.baseMetres = 95;
  model::Diagnostics d;
  const DemImportResult r = run(map, testing::testRuleset(), req, d);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  EXPECT_EQ(r.hexesWithData, map.grid().size());
  EXPECT_EQ(r.hexesOutside, 0u);
  EXPECT_FALSE(r.reprojected);
  for (std::size_t i = 0; i < map.grid().size(); ++i) {
    const model::HexCoord h = map.grid().at(i);
    const double expected = centreHeight(map, h);
    ASSERT_TRUE(r.heights[i]);
    EXPECT_NEAR(*r.heights[i], expected, 0.05) << "hex " << h.q << "," << h.r;
    // Levels: base 95 m, one every 5 m, capped at the ruleset's level 5.
    if (std::abs(std::fmod(expected - 95, 5.0)) > 0.1) {
      EXPECT_EQ(r.map.elevationAt(h), std::min(5, static_cast<int>(std::floor((expected - 95) / 5)))) << h.q;
    }
  }
  EXPECT_TRUE(r.levelsStored);
}

TEST(DemImport, MaxAndCentreStatistics) {
  VsiPath dem(".tif");
  writeDem(dem);
  const model::Map map = demMap();
  const double radius = 100 * 0.9144 / std::sqrt(3.0);
  for (DemStat stat : {DemStat::Max, DemStat::Center}) {
    DemImportRequest req;
    req.dem = dem.str();
    req.stat = stat;
    req.levels.intervalMetres = 5;
    model::Diagnostics d;
    const DemImportResult r = run(map, testing::testRuleset(), req, d);
    ASSERT_TRUE(r.ok);
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
      const double c = centreHeight(map, map.grid().at(i));
      if (stat == DemStat::Max) {
        // The highest pixel centre of a flat-top hex lies within about two pixels of its
        // east corner, R east of the centre.
        EXPECT_NEAR(*r.heights[i], c + 0.02 * (radius - 1.5), 0.02 * 1.6) << i;
      } else {
        EXPECT_NEAR(*r.heights[i], c, 0.02 * 1.5) << i;
      }
    }
  }
}

TEST(DemImport, LevelChangesBecomeSlopesTowardTheLowerHex) {
  VsiPath dem(".tif");
  writeDem(dem);
  const model::Map map = demMap();
  DemImportRequest req;
  req.dem = dem.str();
  req.levels.intervalMetres = 3;
  req.levels.baseMetres = 99;
  model::Diagnostics d;
  const DemImportResult r = run(map, testing::testRuleset(), req, d);
  ASSERT_TRUE(r.ok);
  // Two slope types in the ruleset: the first takes every level change, and we are told.
  EXPECT_TRUE(d.hasRule("import.dem.slope-choice"));
  std::size_t expected = 0;
  for (const model::HexCoord a : map.grid().hexes()) {
    for (int side = 0; side < 3; ++side) {
      const model::HexCoord b = model::neighbor(a, side);
      if (!map.grid().contains(b)) continue;
      const int la = r.map.elevationAt(a), lb = r.map.elevationAt(b);
      const auto* features = r.map.featuresAt(model::hexside(a, side));
      if (la == lb) {
        EXPECT_EQ(features, nullptr);
        continue;
      }
      ++expected;
      ASSERT_NE(features, nullptr);
      ASSERT_EQ(features->size(), 1u);
      EXPECT_EQ((*features)[0].type, "gentle-slope");
      EXPECT_EQ((*features)[0].toward, la < lb ? a : b);  // downhill: west, the lower side
    }
  }
  EXPECT_GT(expected, 0u);
  EXPECT_EQ(r.slopesPlaced, expected);
}

TEST(DemImport, SlopeRulesByHeightDifference) {
  VsiPath dem(".tif");
  writeDem(dem);
  model::Map map = demMap();
  // A slope from an earlier import is replaced, not kept beside the new ones.
  map.hexsideFeatures[model::hexside({0, 0}, 3)].push_back(
      model::HexsideFeature{"steep-slope", model::HexCoord{0, 0}, {}});
  DemImportRequest req;
  req.dem = dem.str();
  req.levels.intervalMetres = 50;
  // Neighbouring columns are 1.5 R = 79.2 m apart east-west: 1.58 m of height.
  req.slopes = {SlopeRule{"gentle-slope", 1.0}, SlopeRule{"steep-slope", 3.0}};
  model::Diagnostics d;
  const DemImportResult r = run(map, testing::testRuleset(), req, d);
  ASSERT_TRUE(r.ok);
  for (const auto& [key, features] : r.map.hexsideFeatures) {
    const auto hexes = model::hexesOf(key);
    ASSERT_EQ(features.size(), 1u);
    EXPECT_EQ(features[0].type, "gentle-slope");
    // Only sides between columns carry a slope: hexes in one column are level.
    EXPECT_NE(hexes[0].q, hexes[1].q);
    EXPECT_EQ(features[0].toward, hexes[0].q < hexes[1].q ? hexes[0] : hexes[1]);
  }
  // 12 columns × 10 rows: 11 column joints, each with about two sides per row.
  EXPECT_GT(r.slopesPlaced, 11u * 10u);

  req.slopes = {SlopeRule{"rifle-pit", 1.0}};
  model::Diagnostics wrong;
  EXPECT_FALSE(run(map, testing::testRuleset(), req, wrong).ok);
  req.slopes = {SlopeRule{"stream", 1.0}};
  EXPECT_FALSE(run(map, testing::testRuleset(), req, wrong).ok);
  EXPECT_TRUE(wrong.hasRule("import.dem.slope-type"));
}

TEST(DemImport, ReprojectsADemInAnotherCrs) {
  VsiPath utm(".tif");
  writeDem(utm);
  VsiPath geographic(".tif");
  {
    GDALDatasetUniquePtr src(GDALDataset::Open(utm.str().c_str(), GDAL_OF_RASTER));
    const char* args[] = {"-t_srs", "EPSG:4326", "-r", "bilinear", nullptr};
    GDALWarpAppOptions* o = GDALWarpAppOptionsNew(const_cast<char**>(args), nullptr);
    GDALDatasetH h = GDALDataset::ToHandle(src.get());
    GDALClose(GDALWarp(geographic.str().c_str(), nullptr, 1, &h, o, nullptr));
    GDALWarpAppOptionsFree(o);
  }
  const model::Map map = demMap();
  DemImportRequest req;
  req.dem = geographic.str();
  req.levels.intervalMetres = 5;
  req.levels.baseMetres = 95;
  model::Diagnostics d;
  const DemImportResult r = run(map, testing::testRuleset(), req, d);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  EXPECT_TRUE(r.reprojected);
  EXPECT_EQ(r.hexesWithData, map.grid().size());
  for (std::size_t i = 0; i < map.grid().size(); ++i)
    EXPECT_NEAR(*r.heights[i], centreHeight(map, map.grid().at(i)), 0.1) << i;
}

// The same pixels tagged with a CRS equal to the map's in all but name (a UTM PROJ
// string with +towgs84=0 against SIRGAS 2000 / UTM 25S) are read pixel for pixel, not
// resampled: every hex gets exactly the statistics of the map's own CRS.
TEST(DemImport, ACrsEqualInAllButNameIsNotResampled) {
  auto bumpy = [](double x, double y) { return 100 + 7 * std::sin(x / 37.0) + 5 * std::cos(y / 23.0); };
  VsiPath named(".tif"), twin(".tif");
  RasterSpec spec;
  spec.crs = "EPSG:31985";
  writeDem(named, spec, bumpy);
  spec.crs = "+proj=utm +zone=25 +south +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs";
  writeDem(twin, spec, bumpy);
  const model::Map map = testing::placedMap(12, 10, 100, {{kX0, kY0}, 0, 1}, "EPSG:31985");
  DemImportRequest req;
  req.levels.intervalMetres = 5;
  req.dem = named.str();
  model::Diagnostics d;
  const DemImportResult a = run(map, testing::testRuleset(), req, d);
  req.dem = twin.str();
  const DemImportResult b = run(map, testing::testRuleset(), req, d);
  ASSERT_TRUE(a.ok && b.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  EXPECT_FALSE(a.reprojected);
  EXPECT_FALSE(b.reprojected);
  ASSERT_EQ(a.heights.size(), b.heights.size());
  for (std::size_t i = 0; i < a.heights.size(); ++i) EXPECT_EQ(a.heights[i], b.heights[i]) << i;
}

TEST(DemImport, ADemThatMissesTheMapIsOneErrorNamingBothExtents) {
  VsiPath dem(".tif");
  RasterSpec spec;
  spec.geoTransform = model::Affine2D{kX0 + 50000, 2, 0, kY0 + 200, 0, -2};  // 50 km east
  writeDem(dem, spec);
  DemImportRequest req;
  req.dem = dem.str();
  req.levels.intervalMetres = 5;
  model::Diagnostics d;
  const DemImportResult r = run(demMap(), testing::testRuleset(), req, d);
  EXPECT_FALSE(r.ok);
  ASSERT_EQ(d.count(model::Severity::Error), 1u) << model::formatDiagnostic(d.items()[0]);
  const std::string& message = d.items()[0].message;
  EXPECT_EQ(d.items()[0].rule, "import.source.outside");
  EXPECT_NE(message.find("E 550000 to 551400"), std::string::npos) << message;
  EXPECT_NE(message.find("the map E 4999"), std::string::npos) << message;
}

TEST(DemImport, FeetAreConvertedToMetres) {
  VsiPath dem(".tif");
  RasterSpec spec;
  spec.unit = "ft";
  writeDem(dem, spec, [](double x, double y) { return surface(x, y) / 0.3048; });
  const model::Map map = demMap();
  DemImportRequest req;
  req.dem = dem.str();
  req.levels.intervalMetres = 5;
  model::Diagnostics d;
  const DemImportResult r = run(map, testing::testRuleset(), req, d);
  ASSERT_TRUE(r.ok);
  EXPECT_NEAR(*r.heights[0], centreHeight(map, map.grid().at(0)), 0.05);
}

TEST(DemImport, SchemaLevelHeightsDecideWithoutOptions) {
  VsiPath dem(".tif");
  writeDem(dem);
  const model::Map map = demMap();
  model::Ruleset rs = testing::testRuleset();
  DemImportRequest req;
  req.dem = dem.str();
  model::Diagnostics unknown;
  EXPECT_FALSE(run(map, rs, req, unknown).ok);
  EXPECT_TRUE(unknown.hasRule("import.dem.no-level-height"));

  // "Level 1 from 15 feet, level 2 from 40 feet" above the lowest hex.
  rs.elevation.levels = {model::ElevationLevel{0, "valley", {}, "", ""},
                         model::ElevationLevel{1, "hill", model::NumberRange{15, 20}, "", ""},
                         model::ElevationLevel{2, "ridge", model::NumberRange{40, std::nullopt}, "", ""}};
  rs.elevation.maxLevel.reset();
  model::Diagnostics d;
  const DemImportResult r = run(map, rs, req, d);
  ASSERT_TRUE(r.ok);
  ASSERT_TRUE(r.model);
  const double lowest = r.model->baseMetres;
  for (std::size_t i = 0; i < map.grid().size(); ++i) {
    const double above = *r.heights[i] - lowest;
    const int expected = above >= 40 * 0.3048 ? 2 : above >= 15 * 0.3048 ? 1 : 0;
    EXPECT_EQ(r.map.elevationAt(map.grid().at(i)), expected);
  }
}

TEST(DemImport, RulesetWithoutLevelsKeepsElevationAndPlacesSlopesOnlyWhenAsked) {
  VsiPath dem(".tif");
  writeDem(dem);
  const model::Map map = demMap();
  model::Ruleset rs = testing::testRuleset();
  rs.elevation.kind = model::ElevationKind::None;
  DemImportRequest req;
  req.dem = dem.str();
  model::Diagnostics d;
  const DemImportResult r = run(map, rs, req, d);
  ASSERT_TRUE(r.ok);
  EXPECT_FALSE(r.levelsStored);
  EXPECT_EQ(r.slopesPlaced, 0u);
  EXPECT_TRUE(d.hasRule("import.dem.no-slopes"));
  EXPECT_EQ(r.map, map);

  req.levels.intervalMetres = 3;
  model::Diagnostics withInterval;
  const DemImportResult s = run(map, rs, req, withInterval);
  ASSERT_TRUE(s.ok);
  EXPECT_GT(s.slopesPlaced, 0u);
  EXPECT_TRUE(withInterval.hasRule("import.dem.levels-not-stored"));
  for (const model::HexCoord h : map.grid().hexes()) EXPECT_EQ(s.map.elevationAt(h), 0);
}

TEST(DemImport, HexesOutsideTheDemAreReportedAndKept) {
  VsiPath dem(".tif");
  RasterSpec spec;
  // Only the western half of the map: 350 m wide from 200 m west of hex (0,0).
  spec.geoTransform = model::Affine2D{kX0 - 200, 1, 0, kY0 + 200, 0, -2};
  writeDem(dem, spec);
  model::Map map = demMap();
  map.setElevation(map.grid().at(map.grid().size() - 1), 4);
  DemImportRequest req;
  req.dem = dem.str();
  req.levels.intervalMetres = 5;
  model::Diagnostics d;
  const DemImportResult r = run(map, testing::testRuleset(), req, d);
  ASSERT_TRUE(r.ok);
  EXPECT_GT(r.hexesOutside, 0u);
  EXPECT_TRUE(d.hasRule("import.dem.outside"));
  EXPECT_TRUE(d.hasRule("import.dem.partial"));
  // The south-east hex is off the DEM: its elevation is untouched.
  EXPECT_EQ(r.map.elevationAt(map.grid().at(map.grid().size() - 1)), 4);
  // Diagnostics name the hex by its printed label; past the first 25 one line sums up.
  std::size_t named = 0;
  for (const auto& item : d.items())
    if (item.rule == "import.dem.outside" && item.location.hex) {
      ++named;
      EXPECT_EQ(item.message.rfind("hex " + item.location.hexLabel + ": ", 0), 0u) << item.message;
    }
  EXPECT_EQ(named, std::min<std::size_t>(r.hexesOutside, 25));
  if (r.hexesOutside > 25) {
    EXPECT_TRUE(std::any_of(d.items().begin(), d.items().end(), [](const model::Diagnostic& item) {
      return item.rule == "import.dem.outside" && !item.location.hex &&
             item.message.find("more hexes") != std::string::npos;
    }));
  }
}

TEST(DemImport, NodataEverywhereIsAnError) {
  VsiPath dem(".tif");
  RasterSpec spec;
  spec.nodata = -9999;
  writeDem(dem, spec, [](double, double) { return -9999.0; });
  DemImportRequest req;
  req.dem = dem.str();
  req.levels.intervalMetres = 5;
  model::Diagnostics d;
  const DemImportResult r = run(demMap(), testing::testRuleset(), req, d);
  EXPECT_FALSE(r.ok);
  EXPECT_TRUE(d.hasRule("import.dem.no-data"));
  EXPECT_TRUE(d.hasRule("import.dem.nodata"));
  EXPECT_EQ(r.hexesNodata, demMap().grid().size());
}

TEST(DemImport, BadInputs) {
  model::Diagnostics notPlaced;
  model::Map unplaced;
  unplaced.resetGrid({3, 3, {}}, "clear");
  DemImportRequest req;
  req.dem = "/vsimem/none.tif";
  EXPECT_FALSE(run(unplaced, testing::testRuleset(), req, notPlaced).ok);
  EXPECT_TRUE(notPlaced.hasRule("import.map.not-placed"));

  model::Diagnostics missing;
  EXPECT_FALSE(run(demMap(), testing::testRuleset(), req, missing).ok);
  EXPECT_TRUE(missing.hasRule("import.raster.unreadable"));

  VsiPath noCrs(".tif");
  RasterSpec spec;
  spec.crs = "";
  spec.geoTransform = model::Affine2D{kX0 - 200, 2, 0, kY0 + 200, 0, -2};
  spec.width = 10;
  spec.height = 10;
  testing::writeRaster(noCrs, spec, [](int, int, int) { return 1.0; });
  req.dem = noCrs.str();
  model::Diagnostics crs;
  EXPECT_FALSE(run(demMap(), testing::testRuleset(), req, crs).ok);
  EXPECT_TRUE(crs.hasRule("import.crs.missing"));
}

}  // namespace
}  // namespace hexwright::importers

namespace hexwright::importers {
namespace {

// The heights under the map are kept as a GeoTIFF in metres and the map's CRS, listed as
// the map's elevation raster; contour lines at the level heights run where the surface
// has those heights; a re-import replaces both.
TEST(DemImport, KeepsTheHeightsAndContourLines) {
  VsiPath dem(".tif");
  writeDem(dem);
  VsiPath kept(".tif");
  const model::Map map = demMap();
  DemImportRequest req;
  req.dem = dem.str();
  req.levels.intervalMetres = 5;
  req.levels.baseMetres = 95;
  req.keep = DemImportRequest::Keep{kept.str(), "rasters/ground-dem.tif"};
  model::Diagnostics d;
  const DemImportResult r = run(map, testing::testRuleset(), req, d);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  ASSERT_TRUE(r.kept);
  const std::string source = std::filesystem::path(dem.str()).filename().string();
  ASSERT_EQ(r.map.backgrounds.size(), 1u);
  EXPECT_EQ(r.map.backgrounds[0].file, "rasters/ground-dem.tif");
  EXPECT_EQ(r.map.backgrounds[0].kind, model::RasterKind::Elevation);
  EXPECT_EQ(r.map.backgrounds[0].source, source);

  // The file: the DEM's 2 m pixels under the map, heights in metres, placed in the CRS.
  GDALDatasetUniquePtr file(GDALDataset::Open(kept.str().c_str(), GDAL_OF_RASTER));
  ASSERT_TRUE(file);
  EXPECT_EQ(file->GetRasterXSize(), r.kept->width);
  EXPECT_NEAR(r.kept->metresPerPixel, 2, 1e-9);
  double gt[6];
  ASSERT_EQ(file->GetGeoTransform(gt), CE_None);
  const int px = r.kept->width / 2, py = r.kept->height / 2;
  float value = 0;
  ASSERT_EQ(file->GetRasterBand(1)->RasterIO(GF_Read, px, py, 1, 1, &value, 1, 1, GDT_Float32, 0, 0, nullptr), CE_None);
  EXPECT_NEAR(value, surface(gt[0] + (px + 0.5) * gt[1], 0), 0.01);
  EXPECT_STREQ(file->GetRasterBand(1)->GetUnitType(), "m");
  file.reset();

  // Contours at 100, 105 … 120 m run north-south where the surface has that height.
  ASSERT_EQ(r.map.vectorLayers.size(), 1u);
  const model::VectorLayer& lines = r.map.vectorLayers[0];
  EXPECT_EQ(lines.source, source);
  EXPECT_EQ(lines.features.size(), r.kept->contours);
  EXPECT_GE(r.kept->contours, 4u);
  const auto ground = GroundGrid::of(map);
  for (const model::VectorFeature& f : lines.features) {
    EXPECT_EQ(f.type, model::kContourType);
    EXPECT_EQ(f.geometry, model::GeometryKind::Polyline);
    const double metres = std::stod(f.name);
    EXPECT_NEAR(std::fmod(metres - 95, 5.0), 0, 1e-6) << f.name;
    for (const model::Vec2 p : f.points) EXPECT_NEAR(surface(ground->planeToCrs(p).x, 0), metres, 0.1) << f.name;
  }

  // Again, from the same file: the same raster entry and contour layer, replaced.
  const DemImportResult again = run(r.map, testing::testRuleset(), req, d);
  ASSERT_TRUE(again.ok);
  EXPECT_EQ(again.map.backgrounds, r.map.backgrounds);
  EXPECT_EQ(again.map.vectorLayers.size(), 1u);
}

}  // namespace
}  // namespace hexwright::importers
