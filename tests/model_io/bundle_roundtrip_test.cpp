// Round trips: model -> documents -> model is the identity and a second write is
// byte-identical, for the realistic hex and tabletop scenarios, through folders and
// .hexwz archives, with rasters carried along.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

#include "model/io/atomic_file.h"
#include "model/io/bundle.h"
#include "model/io/zip_archive.h"
#include "sample_scenario.h"
#include "support/files.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;
using namespace hexwright;
using hexwright::samples::hexAt;
using hexwright::testing::readFile;
using hexwright::testing::TempDir;

namespace {

void writeFile(const fs::path& p, const std::string& data) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << data;
}

std::string diagText(const model::Diagnostics& d) {
  std::string out;
  for (const auto& item : d.items()) out += model::formatDiagnostic(item) + "\n";
  return out;
}

/// Raster files for the sample scenario's backgrounds, in a folder of their own.
fs::path makeRasters(const fs::path& dir) {
  std::string tif(20000, '\0');
  for (std::size_t i = 0; i < tif.size(); ++i) tif[i] = static_cast<char>((i * 131) % 251);
  writeFile(dir / "rasters" / "thom-map-1862.tif", "II*\0" + tif);
  writeFile(dir / "rasters" / "usgs-1:24000.png", std::string("\x89PNG\r\n\x1a\n", 8) + tif.substr(0, 999));
  return dir;
}

void expectDocumentRoundTrip(const model::Scenario& original) {
  const io::BundleDocuments first = io::writeDocuments(original);
  model::Diagnostics diags;
  const auto loaded = io::readDocuments(first, "test.hexw", diags);
  ASSERT_TRUE(loaded) << diagText(diags);
  EXPECT_TRUE(diags.empty()) << diagText(diags);
  EXPECT_TRUE(*loaded == original);
  EXPECT_TRUE(loaded->map == original.map);
  EXPECT_TRUE(loaded->oob == original.oob);
  EXPECT_TRUE(loaded->setup == original.setup);
  EXPECT_TRUE(loaded->reinforcements == original.reinforcements);
  EXPECT_TRUE(loaded->victory == original.victory);
  const io::BundleDocuments second = io::writeDocuments(*loaded);
  EXPECT_EQ(first.scenarioXml, second.scenarioXml);
  EXPECT_EQ(first.mapXml, second.mapXml);
  EXPECT_EQ(first.oobXml, second.oobXml);
}

}  // namespace

TEST(BundleDocuments, HexScenarioRoundTripsExactly) { expectDocumentRoundTrip(samples::sampleHexScenario()); }

TEST(BundleDocuments, TabletopScenarioRoundTripsExactly) { expectDocumentRoundTrip(samples::sampleTabletopScenario()); }

// Dress on the Colors SCEN-10-3.1: who deploys first and who is active on Turn 1.
TEST(BundleDocuments, FirstActiveSideAndDeploymentOrderRoundTrip) {
  model::Scenario s = samples::sampleTabletopScenario();
  ASSERT_GE(s.sides.size(), 2u);
  s.firstActiveSide = s.sides[0].id;
  s.deploymentOrder = {s.sides[1].id, s.sides[0].id};
  expectDocumentRoundTrip(s);
  const io::BundleDocuments d = io::writeDocuments(s);
  EXPECT_NE(d.scenarioXml.find("first-active-side=\"" + s.sides[0].id.value + "\""), std::string::npos)
      << d.scenarioXml;
  const auto order = d.scenarioXml.find("<deployment-order>");
  ASSERT_NE(order, std::string::npos) << d.scenarioXml;
  // In order: the side that deploys first is written first.
  EXPECT_LT(d.scenarioXml.find("<side id=\"" + s.sides[1].id.value + "\"/>", order),
            d.scenarioXml.find("<side id=\"" + s.sides[0].id.value + "\"/>", order));
  // Unset, neither is written.
  const io::BundleDocuments plain = io::writeDocuments(samples::sampleTabletopScenario());
  EXPECT_EQ(plain.scenarioXml.find("first-active-side"), std::string::npos);
  EXPECT_EQ(plain.scenarioXml.find("deployment-order"), std::string::npos);
}

// A kept DEM is a raster of the map with kind="elevation" and the file it came from.
TEST(BundleDocuments, KeptElevationRasterRoundTrips) {
  model::Scenario s = samples::sampleHexScenario();
  s.map.backgrounds.push_back({"rasters/ground-dem.tif", 0.8, true, model::RasterKind::Elevation, "sources/dem.tif"});
  expectDocumentRoundTrip(s);
  const io::BundleDocuments d = io::writeDocuments(s);
  EXPECT_NE(
      d.mapXml.find("file=\"rasters/ground-dem.tif\" opacity=\"0.8\" kind=\"elevation\" source=\"sources/dem.tif\""),
      std::string::npos)
      << d.mapXml;
  // A picture writes neither attribute.
  EXPECT_EQ(d.mapXml.find("kind=\"image\""), std::string::npos);
}

TEST(BundleDocuments, EmptyScenarioRoundTrips) { expectDocumentRoundTrip(model::Scenario{}); }

TEST(BundleDocuments, LargeScenarioRoundTrips) { expectDocumentRoundTrip(samples::largeScenario(60, 50, 800)); }

TEST(BundleDocuments, PointyTopOddShoveZeroOriginRoundTrips) {
  model::Scenario s = samples::sampleTabletopScenario();
  s.map.kind = model::GridKind::Hex;
  s.map.table = {};
  model::HexGrid g;
  g.columns = 12;
  g.rows = 9;
  g.convention.orientation = model::Orientation::PointyTop;
  g.convention.shove = model::Shove::Odd;
  g.convention.columnOrigin = 0;
  g.convention.rowOrigin = 0;
  g.convention.digits = 3;
  s.map.resetGrid(g, "clear");
  s.map.setTerrain(g.at(7), "woods");
  s.map.setElevation(g.at(9), -2);
  const model::HexCoord corner = g.at(0);                                           // "000000"
  const model::HexCoord last = g.at(g.size() - 1);                                  // "011008"
  s.map.hexsideFeatures[model::hexside(corner, 5)] = {{"river", corner, {}}};       // W edge: owner off the map
  s.map.hexsideFeatures[model::hexside(last, 2)] = {{"stream", std::nullopt, {}}};  // E edge of the last hex
  s.map.routes = {{model::RouteId("r"), "road", "", {corner, model::neighbor(corner, 2), model::neighbor(corner, 3)}}};
  s.setup[0].hex = last;
  s.setup[0].facing = 5;
  expectDocumentRoundTrip(s);
  const io::BundleDocuments d = io::writeDocuments(s);
  EXPECT_NE(d.mapXml.find("orientation=\"pointy\" shove=\"odd\" column-origin=\"0\" row-origin=\"0\" digits=\"3\""),
            std::string::npos);
  EXPECT_NE(d.mapXml.find("<hexside hex=\"000000\" side=\"W\">"), std::string::npos) << d.mapXml;
  EXPECT_NE(d.mapXml.find("<hexside hex=\"011008\" side=\"E\">"), std::string::npos);
  EXPECT_NE(d.scenarioXml.find("<placement unit=\"csa-bde-1\" hex=\"011008\" x=\"12.5\" y=\"6\" facing=\"W\""),
            std::string::npos)
      << d.scenarioXml;
}

TEST(BundleDocuments, FormattingIsDeterministicAndReadable) {
  const model::Scenario s = samples::sampleHexScenario();
  const io::BundleDocuments d = io::writeDocuments(s);
  for (const std::string* text : {&d.scenarioXml, &d.mapXml, &d.oobXml}) {
    EXPECT_EQ(text->rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", 0), 0u);
    EXPECT_EQ(text->find('\r'), std::string::npos);
    EXPECT_EQ(text->back(), '\n');
    EXPECT_NE(text->find("format=\"1\""), std::string::npos);
  }
  // Rulebook labels, two-space indentation, one line per hex.
  EXPECT_NE(d.mapXml.find("\n    <hex at=\"A0101\" terrain=\""), std::string::npos);
  EXPECT_NE(d.mapXml.find("\n    <hex at=\"B2226\" terrain=\"bridge\""), std::string::npos);
  EXPECT_NE(d.mapXml.find("<section letter=\"B\" first-column=\"0\" first-row=\"30\" columns=\"40\" rows=\"30\"/>"),
            std::string::npos);
  // Hexsides: the canonical owner with its side name, or the on-map hex at the map edge.
  EXPECT_NE(d.mapXml.find("<hexside hex=\"A1809\" side=\"N\">\n      <feature type=\"slope\" toward=\"A1808\"/>"),
            std::string::npos)
      << d.mapXml.substr(d.mapXml.find("<hexside-features>"), 800);
  EXPECT_NE(d.mapXml.find("<hexside hex=\"B2030\" side=\"S\">"), std::string::npos);
  EXPECT_NE(d.mapXml.find("<hexside hex=\"A0112\" side=\"NW\">"), std::string::npos);
  EXPECT_NE(d.mapXml.find("<hexside hex=\"A3703\" side=\"SE\">"), std::string::npos);
  EXPECT_NE(d.mapXml.find("<attr name=\"ammunition\" type=\"int\" value=\"3\"/>"), std::string::npos);
  EXPECT_NE(d.mapXml.find("<attr name=\"points\" type=\"number\" value=\"2.5\"/>"), std::string::npos);
  EXPECT_NE(d.mapXml.find("<attr name=\"historical\" type=\"bool\" value=\"true\"/>"), std::string::npos);
  EXPECT_NE(d.mapXml.find("hexes=\"A1020 A1019 A1118 A1218 A1317\""), std::string::npos);
  EXPECT_NE(d.scenarioXml.find("<placement unit=\"csa-15-ark\" hex=\"A0102\" facing=\"S\" state=\"column\"/>"),
            std::string::npos);
  EXPECT_NE(d.oobXml.find("<source file=\"oob/confederate.csv\" line=\"14\"/>"), std::string::npos);
  EXPECT_NE(d.mapXml.find("yards-across-flats=\"115\""), std::string::npos);
  EXPECT_NE(d.mapXml.find("c1=\"0.9961946980917455\""), std::string::npos);
  // Independent of the object's history: the same scenario built twice writes the same bytes.
  EXPECT_EQ(io::writeDocuments(samples::sampleHexScenario()).mapXml, d.mapXml);
}

TEST(BundleDocuments, AwkwardTextAndNumbersRoundTrip) {
  model::Scenario s = samples::sampleTabletopScenario();
  s.title = "  Quotes \" ' & <ampersands> ]]> and — unicode: Schlacht bei Shiloh ✠  ";
  s.notes = "line 1\r\nline 2\rline 3\n\ttabbed\x01 control";
  s.date = " ";  // whitespace only
  s.map.labels.push_back({model::LabelId("l\"odd'<id>&"), "two\nlines\tand\rcr", {0.1, -0.0}, 1e-300, "s"});
  s.map.labels.push_back({model::LabelId("extremes"), "", {1.7976931348623157e308, 5e-324}, -123456789.12345679, ""});
  s.oob.units[0].notes = "   ";
  s.oob.units[0].attributes["text"] = std::string("a \"b\" <c> &d;\n\te");
  s.oob.units[0].attributes["empty"] = std::string();
  s.oob.units[0].attributes["big"] = std::int64_t{-9223372036854775807LL - 1};
  s.oob.units[0].attributes["third"] = 1.0 / 3.0;
  s.victory[0].description = "  <b>bold</b>  ";
  s.waivers = {{"a.b", "unit x", "\n"}};
  s.map.ground.georeference = model::GeoReference{"", {}};
  s.map.hexFeatures.clear();
  expectDocumentRoundTrip(s);

  // Exact bit patterns survive.
  const io::BundleDocuments d = io::writeDocuments(s);
  model::Diagnostics diags;
  const auto loaded = io::readDocuments(d, "x", diags);
  ASSERT_TRUE(loaded);
  const double third = std::get<double>(loaded->oob.units[0].attributes.at("third"));
  EXPECT_EQ(std::memcmp(&third, &std::get<double>(s.oob.units[0].attributes.at("third")), sizeof third), 0);
  EXPECT_TRUE(std::signbit(loaded->map.labels[1].at.y));
  EXPECT_EQ(loaded->map.labels[2].at.y, 5e-324);
}

TEST(BundleDocuments, EmptyFeatureListsAndOptionalsRoundTrip) {
  model::Scenario s = samples::sampleHexScenario();
  const auto h = hexAt(s.map, "A0505");
  s.map.hexFeatures[h] = {};
  s.map.hexsideFeatures[model::hexside(h, 1)] = {};
  s.oob.formations[0].parent.reset();
  s.oob.units[0].formation.reset();
  s.setup.push_back(
      {model::UnitId("usa-gunboat"), std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, ""});
  s.turns.turns.clear();
  s.map.ground = {};
  expectDocumentRoundTrip(s);
}

TEST(BundleDocuments, HandWrittenHexsidesMayNameEitherHexAndAnyDirection) {
  const model::Scenario s = samples::sampleHexScenario();
  io::BundleDocuments d = io::writeDocuments(s);
  // A1809/N is the same hexside as A1808/S; 0 is N on a flat-top map.
  const std::string canonical = "<hexside hex=\"A1809\" side=\"N\">";
  const auto at = d.mapXml.find(canonical);
  ASSERT_NE(at, std::string::npos);
  io::BundleDocuments alt = d;
  alt.mapXml.replace(at, canonical.size(), "<hexside hex=\"A1808\" side=\"S\">");
  io::BundleDocuments digit = d;
  digit.mapXml.replace(at, canonical.size(), "<hexside hex=\"A1809\" side=\"0\">");
  for (const auto* docs : {&alt, &digit}) {
    model::Diagnostics diags;
    const auto loaded = io::readDocuments(*docs, "x", diags);
    ASSERT_TRUE(loaded) << diagText(diags);
    EXPECT_TRUE(*loaded == s);
    EXPECT_EQ(io::writeDocuments(*loaded).mapXml, d.mapXml);  // written back canonically
  }
}

TEST(BundleDocuments, HandWrittenAreaHexesAreSortedAndUnknownElementsWarn) {
  const model::Scenario s = samples::sampleHexScenario();
  io::BundleDocuments d = io::writeDocuments(s);
  const auto at = d.mapXml.find("<area id=\"union-camps\"");
  ASSERT_NE(at, std::string::npos);
  const auto hexesAt = d.mapXml.find("hexes=\"", at);
  const auto end = d.mapXml.find('"', hexesAt + 7);
  d.mapXml.replace(hexesAt, end + 1 - hexesAt, "hexes=\"A2423  A2223 A2323 A2224 A2223\"");
  d.oobXml.replace(d.oobXml.find("<units>"), 7, "<units>\n    <regiment id=\"future\"/>");
  model::Diagnostics diags;
  const auto loaded = io::readDocuments(d, "x", diags);
  ASSERT_TRUE(loaded) << diagText(diags);
  EXPECT_TRUE(loaded->map == s.map);
  ASSERT_EQ(diags.size(), 1u) << diagText(diags);
  EXPECT_EQ(diags.items()[0].severity, model::Severity::Warning);
  EXPECT_EQ(diags.items()[0].rule, "bundle.xml.unknown-element");
}

// ---------------------------------------------------------------- on disk

TEST(BundleFiles, FolderBundleRoundTripWithRasters) {
  TempDir tmp;
  const fs::path rasters = makeRasters(tmp.path / "imported");
  const model::Scenario s = samples::sampleHexScenario();
  const fs::path bundle = tmp.path / "shiloh.hexw";
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(s, bundle, diags, rasters)) << diagText(diags);
  EXPECT_TRUE(diags.empty()) << diagText(diags);
  for (const char* f : {"scenario.xml", "map.xml", "oob.xml"}) EXPECT_TRUE(fs::is_regular_file(bundle / f)) << f;
  EXPECT_EQ(readFile(bundle / "rasters/thom-map-1862.tif"), readFile(rasters / "rasters/thom-map-1862.tif"));
  EXPECT_EQ(readFile(bundle / "rasters/usgs-1:24000.png"), readFile(rasters / "rasters/usgs-1:24000.png"));
  EXPECT_EQ(fs::status(bundle / "map.xml").permissions() & fs::perms::others_read, fs::perms::others_read);

  const auto loaded = io::loadBundle(bundle, diags);
  ASSERT_TRUE(loaded) << diagText(diags);
  EXPECT_TRUE(*loaded == s);
  EXPECT_TRUE(diags.empty()) << diagText(diags);

  // Saving the loaded scenario over itself, rasters taken from the bundle itself.
  const std::string before =
      readFile(bundle / "map.xml") + readFile(bundle / "oob.xml") + readFile(bundle / "scenario.xml");
  ASSERT_TRUE(io::saveBundle(*loaded, bundle, diags, bundle)) << diagText(diags);
  EXPECT_EQ(readFile(bundle / "map.xml") + readFile(bundle / "oob.xml") + readFile(bundle / "scenario.xml"), before);
  EXPECT_EQ(readFile(bundle / "rasters/thom-map-1862.tif"), readFile(rasters / "rasters/thom-map-1862.tif"));
  // Nothing but the bundle is left beside it.
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(tmp.path)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"imported", "shiloh.hexw"}));
  // With a trailing slash too.
  ASSERT_TRUE(io::loadBundle(bundle.string() + "/", diags)) << diagText(diags);
}

TEST(BundleFiles, ArchiveRoundTripCarriesRasters) {
  TempDir tmp;
  const fs::path rasters = makeRasters(tmp.path / "imported");
  const model::Scenario s = samples::sampleHexScenario();
  const fs::path folder = tmp.path / "shiloh.hexw";
  const fs::path archive = tmp.path / "shiloh.hexwz";
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(s, folder, diags, rasters)) << diagText(diags);
  ASSERT_TRUE(io::saveBundle(s, archive, diags, folder)) << diagText(diags);
  ASSERT_TRUE(fs::is_regular_file(archive));

  std::string error;
  auto zip = io::ZipReader::open(archive, error);
  ASSERT_TRUE(zip) << error;
  EXPECT_EQ(zip->names(), (std::vector<std::string>{"scenario.xml", "map.xml", "oob.xml", "rasters/thom-map-1862.tif",
                                                    "rasters/usgs-1:24000.png"}));
  EXPECT_EQ(*zip->read("map.xml", error), readFile(folder / "map.xml"));

  const auto loaded = io::loadBundle(archive, diags);
  ASSERT_TRUE(loaded) << diagText(diags);
  EXPECT_TRUE(*loaded == s);
  EXPECT_TRUE(diags.empty()) << diagText(diags);

  // Saving the archive over itself gives the same bytes (fixed entry times and modes).
  const std::string zipBytes = readFile(archive);
  ASSERT_TRUE(io::saveBundle(*loaded, archive, diags, archive)) << diagText(diags);
  EXPECT_EQ(readFile(archive), zipBytes);
  // And with no raster source the rasters come from the archive being replaced.
  ASSERT_TRUE(io::saveBundle(*loaded, archive, diags)) << diagText(diags);
  EXPECT_EQ(readFile(archive), zipBytes);

  // Back out to a folder: the rasters come out of the archive intact.
  const fs::path again = tmp.path / "again.hexw";
  ASSERT_TRUE(io::saveBundle(*loaded, again, diags, archive)) << diagText(diags);
  EXPECT_TRUE(diags.empty()) << diagText(diags);
  EXPECT_EQ(readFile(again / "rasters/thom-map-1862.tif"), readFile(rasters / "rasters/thom-map-1862.tif"));
  EXPECT_EQ(readFile(again / "rasters/usgs-1:24000.png"), readFile(rasters / "rasters/usgs-1:24000.png"));
  EXPECT_EQ(readFile(again / "map.xml"), readFile(folder / "map.xml"));

  // readBundleFile reads rasters from both kinds.
  const auto fromZip = io::readBundleFile(archive, "rasters/thom-map-1862.tif", diags);
  const auto fromFolder = io::readBundleFile(again, "rasters/thom-map-1862.tif", diags);
  ASSERT_TRUE(fromZip && fromFolder);
  EXPECT_EQ(*fromZip, *fromFolder);
  EXPECT_FALSE(io::readBundleFile(archive, "rasters/none.tif", diags));
  EXPECT_TRUE(diags.hasRule("bundle.file.missing"));
}

TEST(BundleFiles, TabletopArchiveRoundTrip) {
  TempDir tmp;
  const model::Scenario s = samples::sampleTabletopScenario();
  const fs::path archive = tmp.path / "donelson.HEXWZ";  // the extension is case-insensitive
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(s, archive, diags)) << diagText(diags);
  ASSERT_TRUE(fs::is_regular_file(archive));
  const auto loaded = io::loadBundle(archive, diags);
  ASSERT_TRUE(loaded) << diagText(diags);
  EXPECT_TRUE(*loaded == s);
}

TEST(BundleFiles, ArchiveZippedWithItsFolderLoads) {
  // `zip -r shiloh.hexwz shiloh.hexw` puts everything under one folder.
  TempDir tmp;
  const model::Scenario s = samples::sampleTabletopScenario();
  const io::BundleDocuments d = io::writeDocuments(s);
  std::string error;
  {
    auto zip = io::ZipWriter::create(tmp.path / "x.hexwz", error);
    ASSERT_TRUE(zip) << error;
    ASSERT_TRUE(zip->addBuffer("x.hexw/scenario.xml", d.scenarioXml, true, error));
    ASSERT_TRUE(zip->addBuffer("x.hexw/map.xml", d.mapXml, true, error));
    ASSERT_TRUE(zip->addBuffer("x.hexw/oob.xml", d.oobXml, true, error));
    ASSERT_TRUE(zip->close(error)) << error;
  }
  model::Diagnostics diags;
  const auto loaded = io::loadBundle(tmp.path / "x.hexwz", diags);
  ASSERT_TRUE(loaded) << diagText(diags);
  EXPECT_TRUE(*loaded == s);
}

TEST(BundleFiles, MissingRasterIsAWarningOnSaveAndLoad) {
  TempDir tmp;
  const model::Scenario s = samples::sampleHexScenario();
  const fs::path bundle = tmp.path / "shiloh.hexw";
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(s, bundle, diags)) << diagText(diags);
  EXPECT_EQ(diags.count(model::Severity::Warning), 2u) << diagText(diags);
  EXPECT_TRUE(diags.hasRule("bundle.raster.missing"));
  model::Diagnostics loadDiags;
  const auto loaded = io::loadBundle(bundle, loadDiags);
  ASSERT_TRUE(loaded) << diagText(loadDiags);
  EXPECT_TRUE(*loaded == s);
  ASSERT_EQ(loadDiags.size(), 2u);
  EXPECT_EQ(loadDiags.items()[0].rule, "bundle.raster.missing");
  EXPECT_EQ(loadDiags.items()[0].location.source->file, "shiloh.hexw/rasters/thom-map-1862.tif");
}

TEST(BundleFiles, PermissionsAreOrdinaryAndKeptOnReplace) {
  TempDir tmp;
  const mode_t old = ::umask(022);
  const model::Scenario s = samples::sampleTabletopScenario();
  const fs::path folder = tmp.path / "x.hexw";
  const fs::path archive = tmp.path / "x.hexwz";
  model::Diagnostics diags;
  ASSERT_TRUE(io::saveBundle(s, folder, diags));
  ASSERT_TRUE(io::saveBundle(s, archive, diags));
  EXPECT_EQ(fs::status(folder).permissions(), static_cast<fs::perms>(0755));
  EXPECT_EQ(fs::status(folder / "map.xml").permissions(), static_cast<fs::perms>(0644));
  EXPECT_EQ(fs::status(archive).permissions(), static_cast<fs::perms>(0644));
  fs::permissions(folder, static_cast<fs::perms>(0750));
  fs::permissions(archive, static_cast<fs::perms>(0640));
  ASSERT_TRUE(io::saveBundle(s, folder, diags));
  ASSERT_TRUE(io::saveBundle(s, archive, diags));
  EXPECT_EQ(fs::status(folder).permissions(), static_cast<fs::perms>(0750));
  EXPECT_EQ(fs::status(archive).permissions(), static_cast<fs::perms>(0640));
  ::umask(old);
}
