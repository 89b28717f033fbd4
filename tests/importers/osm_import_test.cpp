// OpenStreetMap through GDAL's OSM driver and the shipped mapping (importers/mappings/
// osm.xml), for a real schema: the .osm XML is written by the test from hand-placed
// hexes, so every expected result follows from where the test put the data.
#include <gtest/gtest.h>

#include <fstream>
#include <iomanip>
#include <sstream>
#include <stdexcept>

#include "importer_fixtures.h"
#include "importers/mapping/mapping.h"
#include "importers/vector/vector_import.h"
#include "model/io/ruleset_reader.h"
#include "support/files.h"

namespace hexwright::importers {
namespace {

using testing::TempFolder;

constexpr double kX0 = 500000, kY0 = 4000000;
constexpr double kYards = 100;

model::Map osmMap() { return testing::placedMap(8, 6, kYards, {{kX0, kY0}, 0, 1}); }

const model::HexLayout kLayout = groundLayout(model::Orientation::FlatTop, kYards * 0.9144);

// Writes OSM XML: nodes in WGS 84 from grid-plane points (through the map's own
// transform and UTM 16N), ways referring to them.
class OsmWriter {
 public:
  OsmWriter() {
    utm_.SetFromUserInput("EPSG:32616");
    wgs84_.SetFromUserInput("EPSG:4326");
    utm_.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    wgs84_.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    toWgs84_.reset(OGRCreateCoordinateTransformation(&utm_, &wgs84_));
  }

  long node(model::Vec2 plane, const std::map<std::string, std::string>& tags = {}) {
    static const auto ground = GroundGrid::of(osmMap());
    model::Vec2 p = ground->planeToCrs(plane);
    double x = p.x, y = p.y;
    EXPECT_TRUE(toWgs84_->Transform(1, &x, &y));
    const long id = nextNode_++;
    nodes_ << std::setprecision(12) << "  <node id=\"" << id << "\" version=\"1\" lat=\"" << y << "\" lon=\"" << x
           << "\"";
    if (tags.empty()) {
      nodes_ << "/>\n";
    } else {
      nodes_ << ">\n" << tagText(tags) << "  </node>\n";
    }
    return id;
  }

  void way(const std::vector<model::Vec2>& points, const std::map<std::string, std::string>& tags,
           bool closed = false) {
    std::vector<long> ids;
    for (const auto& p : points) ids.push_back(node(p));
    if (closed) ids.push_back(ids.front());
    ways_ << "  <way id=\"" << nextWay_++ << "\" version=\"1\">\n";
    for (long id : ids) ways_ << "    <nd ref=\"" << id << "\"/>\n";
    ways_ << tagText(tags) << "  </way>\n";
  }

  /// `overpassOrder`: ways before their nodes, as Overpass's "out body; >; out skel qt;"
  /// writes them (GDAL's custom node index cannot read that order).
  void write(const std::filesystem::path& path, bool overpassOrder = false) const {
    std::ofstream out(path);
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\" generator=\"hexwright-test\">\n"
        << (overpassOrder ? ways_.str() + nodes_.str() : nodes_.str() + ways_.str()) << "</osm>\n";
  }

 private:
  static std::string tagText(const std::map<std::string, std::string>& tags) {
    std::string text;
    for (const auto& [k, v] : tags) text += "    <tag k=\"" + k + "\" v=\"" + v + "\"/>\n";
    return text;
  }

  OGRSpatialReference utm_, wgs84_;
  std::unique_ptr<OGRCoordinateTransformation> toWgs84_;
  std::ostringstream nodes_, ways_;
  long nextNode_ = 1, nextWay_ = 1000;
};

std::vector<model::Vec2> hexRing(model::HexCoord h) {
  auto corners = kLayout.corners(h);
  return {corners.begin(), corners.end()};
}

std::string dump(const model::Diagnostics& d) {
  std::string text;
  for (const auto& item : d.items()) text += model::formatDiagnostic(item) + "\n";
  return text;
}

// Bloody April's schema and the shipped OSM mapping resolved for it: what every test
// here imports with.
struct ShippedOsm {
  model::Ruleset ruleset;
  Mapping mapping;

  static ShippedOsm load() {
    model::Diagnostics d;
    auto ruleset = io::loadRulesetById("bloody-april", d);
    auto osm = ruleset ? loadMapping(findMapping("osm"), d) : std::nullopt;
    auto mapping = osm ? resolveMapping(*osm, *ruleset, d) : std::nullopt;
    EXPECT_FALSE(d.hasErrors()) << dump(d);
    if (!mapping) throw std::runtime_error("cannot load the shipped OSM mapping for bloody-april");
    return {std::move(*ruleset), std::move(*mapping)};
  }

  VectorImportResult import(const std::filesystem::path& file, model::Diagnostics& d,
                            const model::Map& map = osmMap()) const {
    VectorImportRequest req;
    req.source = file.string();
    req.mapping = mapping;
    model::NullProgress progress;
    return importVector(map, ruleset, req, d, progress);
  }
};

TEST(OsmImport, ShippedMappingTurnsOsmTagsIntoBloodyAprilTerrainHexsidesRoutesAndFeatures) {
  model::Diagnostics load;
  const auto ruleset = io::loadRulesetById("bloody-april", load);
  ASSERT_TRUE(ruleset) << dump(load);
  const auto mappingFile = findMapping("osm");
  auto osm = loadMapping(mappingFile, load);
  ASSERT_TRUE(osm) << dump(load);
  model::Diagnostics resolve;
  const Mapping mapping = resolveMapping(*osm, *ruleset, resolve).value();
  ASSERT_FALSE(resolve.hasErrors()) << dump(resolve);

  OsmWriter w;
  // A wood filling hex (2,2) (a closed way: an area in the multipolygons layer).
  w.way(hexRing({2, 2}), {{"natural", "wood"}}, true);
  // A stream just beside the side between (1,1) and its south-east neighbour.
  const auto ends = model::endpoints(model::hexside({1, 1}, 2));
  const model::Vec2 s0 = kLayout.vertexPoint(ends[0]), s1 = kLayout.vertexPoint(ends[1]);
  w.way({{s0.x + 2, s0.y - 1}, {(s0.x + s1.x) / 2 + 1, (s0.y + s1.y) / 2}, {s1.x - 2, s1.y + 1}},
        {{"waterway", "stream"}});
  // A named road down column 3.
  w.way({kLayout.hexToWorld({3, 0}), kLayout.hexToWorld({3, 2}), kLayout.hexToWorld({3, 4})},
        {{"highway", "tertiary"}, {"name", "Corinth Road"}});
  // A church (tag in other_tags) in hex (6,1): Bloody April's "building" (5.33).
  const model::Vec2 c = kLayout.hexToWorld({6, 1});
  w.node({c.x + 4, c.y - 6}, {{"amenity", "place_of_worship"}, {"name", "Shiloh Church"}});

  TempFolder dir;
  const auto file = dir / "battlefield.osm";
  w.write(file);

  VectorImportRequest req;
  req.source = file.string();
  req.mapping = mapping;
  model::Diagnostics d;
  model::NullProgress progress;
  const VectorImportResult r = importVector(osmMap(), *ruleset, req, d, progress);
  ASSERT_TRUE(r.ok) << dump(d);
  EXPECT_FALSE(d.hasErrors()) << dump(d);

  EXPECT_EQ(r.map.terrainAt({2, 2}), "woods");
  EXPECT_EQ(r.map.terrainAt({4, 2}), "clear");
  const auto* stream = r.map.featuresAt(model::hexside({1, 1}, 2));
  ASSERT_NE(stream, nullptr) << dump(d);
  EXPECT_EQ((*stream)[0].type, "stream");
  ASSERT_EQ(r.map.routes.size(), 1u) << dump(d);
  EXPECT_EQ(r.map.routes[0].type, "road");
  EXPECT_EQ(r.map.routes[0].name, "Corinth Road");
  auto path = r.map.routes[0].path;
  if (path.front() != model::HexCoord{3, 0}) std::reverse(path.begin(), path.end());
  EXPECT_EQ(path, (std::vector<model::HexCoord>{{3, 0}, {3, 1}, {3, 2}, {3, 3}, {3, 4}}));
  const auto* church = r.map.featuresAt(model::HexCoord{6, 1});
  ASSERT_NE(church, nullptr) << dump(d);
  EXPECT_EQ((*church)[0].type, "building");
}

// An Overpass extract (ways first, then their nodes) imports with the options the
// program sets itself; and an extract of somewhere else is one error naming both extents.
TEST(OsmImport, OverpassOrderReadsAndAnExtractElsewhereIsAnError) {
  const ShippedOsm osm = ShippedOsm::load();
  OsmWriter w;
  w.way(hexRing({2, 2}), {{"natural", "wood"}}, true);
  w.way(hexRing({4, 2}), {{"leisure", "park"}}, true);
  TempFolder dir;
  w.write(dir / "overpass.osm", true);
  model::Diagnostics d;
  const VectorImportResult r = osm.import(dir / "overpass.osm", d);
  ASSERT_TRUE(r.ok) << dump(d);
  EXPECT_FALSE(d.hasErrors()) << dump(d);
  EXPECT_EQ(r.map.terrainAt({2, 2}), "woods");

  // The same extract against a map placed 30 km further east.
  model::Map elsewhere = testing::placedMap(8, 6, kYards, {{kX0 + 30000, kY0}, 0, 1});
  model::Diagnostics far;
  const VectorImportResult none = osm.import(dir / "overpass.osm", far, elsewhere);
  EXPECT_FALSE(none.ok);
  ASSERT_EQ(far.count(model::Severity::Error), 1u) << dump(far);
  EXPECT_TRUE(far.hasRule("import.source.outside")) << dump(far);
  EXPECT_NE(dump(far).find("the map E 5299"), std::string::npos) << dump(far);
}

// Overpass names its downloads "interpreter" (the API's own path) or "export.xml"
// (overpass turbo); GDAL knows them as OSM by their content, and the importer must give
// them the same options as a file named .osm, or every layer read fails.
TEST(OsmImport, OverpassDownloadsReadWhateverTheirFileName) {
  const ShippedOsm osm = ShippedOsm::load();
  OsmWriter w;
  w.way(hexRing({2, 2}), {{"natural", "wood"}}, true);
  TempFolder dir;
  for (const char* name : {"interpreter", "export.xml"}) {
    SCOPED_TRACE(name);
    w.write(dir / name, true);
    model::Diagnostics d;
    const VectorImportResult r = osm.import(dir / name, d);
    ASSERT_TRUE(r.ok) << dump(d);
    EXPECT_FALSE(d.hasErrors()) << dump(d);
    EXPECT_EQ(r.map.terrainAt({2, 2}), "woods");
  }
}

// A download cut short is the file's fault: one error naming the file, not one per
// mapping rule blaming its where clause.
TEST(OsmImport, ABrokenExtractBlamesTheFileNotTheMapping) {
  const ShippedOsm osm = ShippedOsm::load();
  OsmWriter w;
  w.way(hexRing({2, 2}), {{"natural", "wood"}}, true);
  w.way(hexRing({4, 2}), {{"leisure", "park"}}, true);
  TempFolder dir;
  w.write(dir / "whole.osm");
  const std::string whole = testing::readFile(dir / "whole.osm");
  std::ofstream(dir / "cut.osm", std::ios::binary) << whole.substr(0, whole.size() / 2);
  model::Diagnostics d;
  const VectorImportResult r = osm.import(dir / "cut.osm", d);
  EXPECT_FALSE(r.ok);
  ASSERT_TRUE(d.hasRule("import.vector.unreadable")) << dump(d);
  EXPECT_FALSE(d.hasRule("import.vector.filter")) << dump(d);
  for (const auto& item : d.items()) {
    if (item.severity != model::Severity::Error) continue;
    ASSERT_TRUE(item.location.source) << model::formatDiagnostic(item);
    EXPECT_EQ(item.location.source->file, (dir / "cut.osm").string()) << model::formatDiagnostic(item);
  }
}

}  // namespace
}  // namespace hexwright::importers
