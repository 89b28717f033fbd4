// The GIS path as a designer meets it in the first hour, through the command line:
// a mapping that names what the ruleset lacks is refused with the line and the names it
// could have meant; an import's report opens with its outcome and its worst problems;
// `new` says which sizes it needs. Fixtures are made here with GDAL.
#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <ogr_spatialref.h>
#include <ogrsf_frmts.h>

#include <fstream>
#include <sstream>

#include "cli/run_cli.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/importer_fixtures.h"

namespace hexwright::testing {
namespace {

constexpr double kOriginX = 500000, kOriginY = 4000000;

std::string q(const std::filesystem::path& p) { return "'" + p.string() + "'"; }

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// A one-band Float32 GeoTIFF in EPSG:32616, `size` pixels of `pixel` metres from (x0, y0),
// a gentle slope (importers' raster fixture).
void writeDem(const std::filesystem::path& file, double x0, double y0, int size, double pixel) {
  RasterSpec spec;
  spec.width = spec.height = size;
  spec.geoTransform = model::Affine2D{x0, pixel, 0, y0, 0, -pixel};
  spec.crs = "EPSG:32616";
  writeRaster(file.string(), spec, [](int, int x, int y) { return 100.0 + 0.05 * (x + y); });
}

// A GeoJSON layer "woods" of one square (metres, EPSG:32616) on the map.
void writeWoods(const std::filesystem::path& file) {
  importers::registerGdalDrivers();
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GeoJSON");
  GDALDatasetUniquePtr ds(driver->Create(file.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
  OGRSpatialReference srs;
  srs.importFromEPSG(32616);
  srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  OGRLayer* layer = ds->CreateLayer("woods", &srs, wkbPolygon, nullptr);
  OGRFieldDefn name("name", OFTString);
  ASSERT_EQ(layer->CreateField(&name), OGRERR_NONE);
  OGRFeature feature(layer->GetLayerDefn());
  feature.SetField("name", "Hornet's Nest");
  OGRGeometry* geometry = nullptr;
  ASSERT_EQ(
      OGRGeometryFactory::createFromWkt(
          "POLYGON ((500000 3999000,501000 3999000,501000 4000000,500000 4000000,500000 3999000))", &srs, &geometry),
      OGRERR_NONE);
  feature.SetGeometryDirectly(geometry);
  ASSERT_EQ(layer->CreateFeature(&feature), OGRERR_NONE);
}

std::filesystem::path placedBundle(const TempDir& dir, const std::string& ruleset, int cols, int rows) {
  const auto bundle = dir / (ruleset + ".hexw");
  const auto made = runCli("new " + q(bundle) + " --ruleset " + ruleset + " --cols " + std::to_string(cols) +
                           " --rows " + std::to_string(rows));
  EXPECT_EQ(made.exitCode, 0) << made.err;
  const auto placed = runCli("grid " + q(bundle) + " --origin 500000,4000000 --crs EPSG:32616");
  EXPECT_EQ(placed.exitCode, 0) << placed.err;
  return bundle;
}

TEST(GisFirstHour, AMappingNamingATypeTheRulesetLacksRefusesTheImport) {
  TempDir dir;
  const auto bundle = placedBundle(dir, "hell-before-night", 8, 6);
  writeWoods(dir / "woods.geojson");
  writeDem(dir / "classes.tif", kOriginX - 500, kOriginY + 500, 200, 20);
  // Hell Before Night has heavy-woods and light-woods, no "woods"; and no "forest".
  std::ofstream(dir / "vector.xml") << "<hexwright-mapping version=\"1\" name=\"v\">\n  <vector>\n"
                                       "    <terrain layer=\"woods\" type=\"woods\"/>\n  </vector>\n"
                                       "</hexwright-mapping>\n";
  std::ofstream(dir / "classes.xml") << "<hexwright-mapping version=\"1\" name=\"c\">\n  <landcover>\n"
                                        "    <class value=\"100\" terrain=\"clear\"/>\n"
                                        "    <class value=\"101\" terrain=\"hevy-woods\"/>\n  </landcover>\n"
                                        "</hexwright-mapping>\n";
  std::ofstream(dir / "typo.xml") << "<hexwright-mapping version=\"1\" name=\"t\">\n  <vector>\n"
                                     "    <terrain layer=\"woods\" typ=\"heavy-woods\"/>\n  </vector>\n"
                                     "</hexwright-mapping>\n";
  std::ofstream(dir / "field.xml") << "<hexwright-mapping version=\"1\" name=\"f\">\n  <vector>\n"
                                      "    <route layer=\"woods\" type=\"road\" name-field=\"nmae\"/>\n"
                                      "  </vector>\n</hexwright-mapping>\n";
  const std::string before = readFile(bundle / "map.xml");
  struct Case {
    std::string command, fileLine, hint;
  };
  const std::vector<Case> cases = {
      {"import vector " + q(bundle) + " " + q(dir / "woods.geojson") + " --mapping " + q(dir / "vector.xml"),
       "vector.xml:3", "heavy-woods"},
      {"import landcover " + q(bundle) + " " + q(dir / "classes.tif") + " --mapping " + q(dir / "classes.xml"),
       "classes.xml:4", "nearest: heavy-woods"},
      {"import vector " + q(bundle) + " " + q(dir / "woods.geojson") + " --mapping " + q(dir / "typo.xml"),
       "typo.xml:3", "did you mean type"},
      {"import vector " + q(bundle) + " " + q(dir / "woods.geojson") + " --mapping " + q(dir / "field.xml"),
       "field.xml:3", "nearest: name"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.command);
    const auto r = runCli(c.command);
    EXPECT_EQ(r.exitCode, 2) << r.out << r.err;
    EXPECT_NE(r.err.find(c.fileLine), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(c.hint), std::string::npos) << r.err;
    const std::string first = lines(r.err).at(0);
    EXPECT_NE(first.find(" import from "), std::string::npos) << "the outcome first:\n" << r.err;
    EXPECT_NE(first.find("failed"), std::string::npos) << "the outcome first:\n" << r.err;
    EXPECT_EQ(readFile(bundle / "map.xml"), before);
  }
  // Spelt right, the same import goes through.
  std::ofstream(dir / "right.xml") << "<hexwright-mapping version=\"1\" name=\"v\">\n  <vector>\n"
                                      "    <terrain layer=\"woods\" type=\"heavy-woods\"/>\n  </vector>\n"
                                      "</hexwright-mapping>\n";
  const auto ok =
      runCli("import vector " + q(bundle) + " " + q(dir / "woods.geojson") + " --mapping " + q(dir / "right.xml"));
  EXPECT_EQ(ok.exitCode, 0) << ok.err;
  EXPECT_NE(readFile(bundle / "map.xml"), before);
}

// The OpenStreetMap mapping on a source that is not OSM reads none of its layers: one
// error naming both sides' layers, not "0 hexes changed" and exit 0.
TEST(GisFirstHour, AMappingThatReadsNoLayerOfTheSourceIsAnError) {
  TempDir dir;
  const auto bundle = placedBundle(dir, "hell-before-night", 8, 6);
  writeWoods(dir / "woods.geojson");
  const std::string before = readFile(bundle / "map.xml");
  const auto r = runCli("import vector " + q(bundle) + " " + q(dir / "woods.geojson") + " --mapping osm");
  EXPECT_EQ(r.exitCode, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("none of the layers"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("'multipolygons'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("woods"), std::string::npos) << "the source's own layers:\n" << r.err;
  EXPECT_EQ(r.err.find("import.vector.no-layer]"), std::string::npos) << "one error, not a warning per rule:\n"
                                                                      << r.err;
  EXPECT_EQ(readFile(bundle / "map.xml"), before);
}

// A DEM covering part of a map whose ruleset states no level height, imported without
// --interval: one line saying it failed and that the bundle is unchanged, then the one
// error, then the hexes outside the DEM as one line, then the notes.
TEST(GisFirstHour, AnImportReportOpensWithItsOutcomeThenErrorsThenGroupedHexFindings) {
  TempDir dir;
  const auto bundle = placedBundle(dir, "unconditional-surrender", 12, 10);
  writeDem(dir / "west.tif", kOriginX - 500, kOriginY + 500, 60, 15);
  const std::string before = readFile(bundle / "map.xml");
  const auto r = runCli("import dem " + q(bundle) + " " + q(dir / "west.tif"));
  EXPECT_EQ(r.exitCode, 2) << r.err;
  const auto report = lines(r.err);
  ASSERT_GE(report.size(), 3u) << r.err;
  EXPECT_EQ(report[0].rfind("Elevation import from ", 0), 0u) << r.err;
  EXPECT_NE(report[0].find("failed: 1 error"), std::string::npos) << r.err;
  EXPECT_NE(report[0].find("is unchanged"), std::string::npos) << r.err;
  EXPECT_EQ(report[1].rfind("error: ", 0), 0u) << r.err;
  EXPECT_NE(report[1].find("west.tif"), std::string::npos) << "the error names the file:\n" << r.err;
  EXPECT_NE(report[1].find("--interval"), std::string::npos) << r.err;
  // Worst first, and each kind of hex finding on one line.
  std::size_t lastSeverity = 0, outsideLines = 0;
  for (const std::string& line : report) {
    const std::size_t severity = line.rfind("error: ", 0) == 0     ? 1
                                 : line.rfind("warning: ", 0) == 0 ? 2
                                 : line.rfind("info: ", 0) == 0    ? 3
                                                                   : 0;
    if (severity) {
      EXPECT_GE(severity, lastSeverity) << line << "\n" << r.err;
      lastSeverity = severity;
    }
    if (line.find("outside the DEM; elevation unchanged") != std::string::npos) ++outsideLines;
    EXPECT_EQ(line.find(": hex "), std::string::npos) << "a hex said twice: " << line;
  }
  EXPECT_EQ(outsideLines, 1u) << r.err;
  EXPECT_NE(r.err.find(" hexes outside the DEM; elevation unchanged ("), std::string::npos) << r.err;
  EXPECT_EQ(readFile(bundle / "map.xml"), before);

  // A DEM cut short: every error names the file.
  writeDem(dir / "whole.tif", kOriginX - 500, kOriginY + 500, 300, 15);
  const std::string whole = readFile(dir / "whole.tif");
  std::ofstream(dir / "cut.tif", std::ios::binary) << whole.substr(0, whole.size() / 2);
  const auto cut = runCli("import dem " + q(bundle) + " " + q(dir / "cut.tif") + " --interval 5");
  EXPECT_EQ(cut.exitCode, 2) << cut.err;
  std::size_t errors = 0;
  for (const std::string& line : lines(cut.err)) {
    if (line.rfind("error: ", 0) != 0) continue;
    ++errors;
    EXPECT_NE(line.find("cut.tif"), std::string::npos) << line;
  }
  EXPECT_GE(errors, 1u) << cut.err;
  EXPECT_EQ(readFile(bundle / "map.xml"), before);
}

// Whole-file inputs beside the source (a mapping, control points) are read under the
// same guard as bundle files: a device, a pipe or a folder is one error naming it, at
// once, with the bundle unchanged (not a read of /dev/zero until memory runs out).
TEST(GisFirstHour, ADeviceOrAFolderGivenAsAMappingOrControlPointsIsRefusedAtOnce) {
  TempDir dir;
  const auto bundle = placedBundle(dir, "hell-before-night", 6, 4);
  writeWoods(dir / "woods.geojson");
  writeDem(dir / "scan.tif", kOriginX - 500, kOriginY + 500, 50, 20);
  std::filesystem::create_directories(dir / "folder.xml");
  const std::string before = readFile(bundle / "map.xml");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"import vector " + q(bundle) + " " + q(dir / "woods.geojson") + " --mapping /dev/zero", "/dev/zero"},
      {"import vector " + q(bundle) + " " + q(dir / "woods.geojson") + " --mapping " + q(dir / "folder.xml"),
       "folder.xml"},
      {"import map " + q(bundle) + " " + q(dir / "scan.tif") + " --gcps /dev/zero", "/dev/zero"},
  };
  for (const auto& [command, named] : cases) {
    SCOPED_TRACE(command);
    const auto r = runCli(command);
    EXPECT_EQ(r.exitCode, 2) << r.out << r.err;
    bool namedInAnError = false;
    for (const std::string& line : lines(r.err))
      namedInAnError = namedInAnError || (line.rfind("error: ", 0) == 0 && line.find(named) != std::string::npos);
    EXPECT_TRUE(namedInAnError) << r.err;
    EXPECT_EQ(readFile(bundle / "map.xml"), before);
  }
}

TEST(GisFirstHour, NewSaysWhichSizesItNeeds) {
  const auto help = runCli("new --help");
  EXPECT_EQ(help.exitCode, 0);
  EXPECT_EQ(help.out.find("default: the ruleset's map"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("Required for a hex ruleset"), std::string::npos) << help.out;
  TempDir dir;
  for (const char* ruleset : {"hell-before-night", "bloody-april", "unconditional-surrender", "huzzah"}) {
    SCOPED_TRACE(ruleset);
    const auto r = runCli("new " + q(dir / (std::string(ruleset) + ".hexw")) + " --ruleset " + ruleset);
    EXPECT_EQ(r.exitCode, 2) << r.out << r.err;
    EXPECT_NE(r.err.find("give --cols N and --rows N"), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir / (std::string(ruleset) + ".hexw")));
  }
  // The tabletop game's schema states its tables (RULE-00-2.4): the default one is used.
  const auto table = runCli("new " + q(dir / "dotc.hexw") + " --ruleset dress-on-the-colors");
  EXPECT_EQ(table.exitCode, 0) << table.err;
}

}  // namespace
}  // namespace hexwright::testing
