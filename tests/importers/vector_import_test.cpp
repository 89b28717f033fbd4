// GIS vectors → hexes: polygons by covered share, a stream traced along a hexside, a
// road as a hex path, a bridge across a hexside, a town in its hex; reprojection; and
// bad sources.
#include "importers/vector/vector_import.h"

#include <gtest/gtest.h>

#include "importer_fixtures.h"

namespace hexwright::importers {
namespace {

using testing::TempFolder;
using testing::VsiPath;

constexpr double kX0 = 500000, kY0 = 4000000;

model::Map vectorMap() { return testing::placedMap(8, 6, 100, {{kX0, kY0}, 0, 1}); }

struct Feature {
  std::string wkt;  // in UTM 16N (see the *Wkt helpers); written in the layer's CRS
  std::map<std::string, std::string> fields;
};

// Writes one layer, reprojected from UTM 16N to `crs` (none when empty).
void writeLayer(GDALDataset& ds, const std::string& name, const std::string& crs, const std::vector<Feature>& features,
                const std::vector<std::string>& fieldNames = {}) {
  OGRSpatialReference utm, target;
  utm.SetFromUserInput("EPSG:32616");
  utm.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  OGRSpatialReference* layerSrs = nullptr;
  if (!crs.empty()) {
    target.SetFromUserInput(crs.c_str());
    target.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    layerSrs = &target;
  }
  OGRLayer* layer = ds.CreateLayer(name.c_str(), layerSrs, wkbUnknown, nullptr);
  for (const auto& f : fieldNames) {
    OGRFieldDefn def(f.c_str(), OFTString);
    ASSERT_EQ(layer->CreateField(&def), OGRERR_NONE);
  }
  std::unique_ptr<OGRCoordinateTransformation> ct;
  if (!crs.empty() && crs != "EPSG:32616") ct.reset(OGRCreateCoordinateTransformation(&utm, &target));
  for (const Feature& f : features) {
    OGRGeometry* g = nullptr;
    ASSERT_EQ(OGRGeometryFactory::createFromWkt(f.wkt.c_str(), nullptr, &g), OGRERR_NONE) << f.wkt;
    OGRGeometryUniquePtr geometry(g);
    if (ct) {
      ASSERT_EQ(geometry->transform(ct.get()), OGRERR_NONE);
    }
    OGRFeatureUniquePtr feature(OGRFeature::CreateFeature(layer->GetLayerDefn()));
    feature->SetGeometry(geometry.get());
    for (const auto& [k, v] : f.fields) feature->SetField(k.c_str(), v.c_str());
    ASSERT_EQ(layer->CreateFeature(feature.get()), OGRERR_NONE);
  }
}

// Grid-plane metres → UTM text, through the map's own transform.
std::string crsText(model::Vec2 plane) {
  static const auto ground = GroundGrid::of(vectorMap());
  const model::Vec2 p = ground->planeToCrs(plane);
  return std::to_string(p.x) + " " + std::to_string(p.y);
}

std::string polygonWkt(const std::vector<model::Vec2>& ring) {
  std::string wkt = "POLYGON((";
  for (std::size_t i = 0; i <= ring.size(); ++i) {
    const model::Vec2 p = ring[i % ring.size()];
    wkt += (i ? "," : "") + crsText(p);
  }
  return wkt + "))";
}

std::string lineWkt(const std::vector<model::Vec2>& points) {
  std::string wkt = "LINESTRING(";
  for (std::size_t i = 0; i < points.size(); ++i) wkt += (i ? "," : "") + crsText(points[i]);
  return wkt + ")";
}

const model::HexLayout kLayout = groundLayout(model::Orientation::FlatTop, 100 * 0.9144);

std::vector<model::Vec2> hexRing(model::HexCoord h, double scale = 1.0) {
  const model::Vec2 c = kLayout.hexToWorld(h);
  std::vector<model::Vec2> out;
  for (const auto& p : kLayout.corners(h)) out.push_back({c.x + scale * (p.x - c.x), c.y + scale * (p.y - c.y)});
  return out;
}

// The battlefield: woods filling hex (2,2), a thin copse in (4,2), mixed woods in
// (5,1), a stream along the side between (1,1) and its south-east neighbour, a road
// down column 3 with a bridge where it crosses from (3,1) to (3,2), a town at (6,1).
void writeWoods(GDALDataset& ds, const std::string& crs) {
  const model::Vec2 c4 = kLayout.hexToWorld({4, 2});
  const model::Vec2 c5 = kLayout.hexToWorld({5, 1});
  const double r = kLayout.radius();
  writeLayer(
      ds, "woods", crs,
      {{polygonWkt(hexRing({2, 2})), {{"kind", "heavy"}}},
       {polygonWkt({{c4.x - 10, c4.y - 40}, {c4.x + 10, c4.y - 40}, {c4.x + 10, c4.y + 40}, {c4.x - 10, c4.y + 40}}),
        {{"kind", "heavy"}}},
       // Light woods over the whole of (5,1), heavy woods over its eastern 55%.
       {polygonWkt(hexRing({5, 1})), {{"kind", "light"}}},
       {polygonWkt(
            {{c5.x - 0.1 * r, c5.y - r}, {c5.x + r, c5.y - r}, {c5.x + r, c5.y + r}, {c5.x - 0.1 * r, c5.y + r}}),
        {{"kind", "heavy"}}}},
      {"kind"});
}

void writeBattlefield(const std::string& path, const std::string& driver, const std::string& crs) {
  GDALDriver* d = GetGDALDriverManager()->GetDriverByName(driver.c_str());
  GDALDatasetUniquePtr ds(d->Create(path.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
  writeWoods(*ds, crs);
  const auto ends = model::endpoints(model::hexside({1, 1}, 2));
  const model::Vec2 s0 = kLayout.vertexPoint(ends[0]), s1 = kLayout.vertexPoint(ends[1]);
  writeLayer(*ds, "water", crs,
             {{lineWkt({{s0.x + 2, s0.y - 1}, {(s0.x + s1.x) / 2 + 1, (s0.y + s1.y) / 2}, {s1.x - 2, s1.y + 1}}),
               {{"waterway", "stream"}}},
              {lineWkt({kLayout.hexToWorld({6, 0}), kLayout.hexToWorld({7, 0})}), {{"waterway", "river"}}}},
             {"waterway"});
  const model::Vec2 a = kLayout.hexToWorld({3, 0}), b = kLayout.hexToWorld({3, 4});
  const model::Vec2 m1 = kLayout.hexToWorld({3, 1}), m2 = kLayout.hexToWorld({3, 2});
  writeLayer(*ds, "roads", crs,
             {{lineWkt({a, m1}), {{"name", "Corinth Road"}, {"bridge", "0"}}},
              {lineWkt({m1, m2}), {{"name", "Corinth Road"}, {"bridge", "1"}}},
              {lineWkt({m2, b}), {{"name", "Corinth Road"}, {"bridge", "0"}}}},
             {"name", "bridge"});
  const model::Vec2 t = kLayout.hexToWorld({6, 1});
  writeLayer(*ds, "places", crs, {{"POINT(" + crsText({t.x + 5, t.y - 7}) + ")", {{"place", "village"}}}}, {"place"});
}

const char* kMapping = R"XML(<hexwright-mapping>
  <vector>
    <terrain layer="woods" where="kind = 'heavy'" type="heavy-woods"/>
    <terrain layer="woods" where="kind = 'light'" type="light-woods"/>
    <hexside layer="water" where="waterway = 'stream'" type="stream"/>
    <route layer="roads" type="road" name-field="name"/>
    <hexside layer="roads" where="bridge = '1'" type="bridge"/>
    <feature layer="places" where="place IN ('village', 'town')" type="town"/>
  </vector>
</hexwright-mapping>)XML";

Mapping mapping(const std::string& xml = kMapping) {
  model::Diagnostics d;
  auto m = parseMapping(xml, "battlefield.xml", d);
  EXPECT_TRUE(m);
  return resolveMapping(*m, testing::testRuleset(), d).value();
}

VectorImportResult run(const std::string& source, model::Diagnostics& d, const Mapping& m = mapping(),
                       const model::Map& map = vectorMap()) {
  VectorImportRequest req;
  req.source = source;
  req.mapping = m;
  model::NullProgress progress;
  return importVector(map, testing::testRuleset(), req, d, progress);
}

void expectBattlefield(const VectorImportResult& r) {
  EXPECT_EQ(r.map.terrainAt({2, 2}), "heavy-woods");
  EXPECT_EQ(r.map.terrainAt({4, 2}), "clear");        // the copse covers under half the hex
  EXPECT_EQ(r.map.terrainAt({5, 1}), "heavy-woods");  // both present: precedence 2 beats 1
  EXPECT_EQ(r.terrainChanged, 2u);

  const auto* stream = r.map.featuresAt(model::hexside({1, 1}, 2));
  ASSERT_NE(stream, nullptr);
  ASSERT_EQ(stream->size(), 1u);
  EXPECT_EQ((*stream)[0].type, "stream");
  // The bridge crosses the side between (3,1) and (3,2); the road's three pieces are one route.
  const auto* bridge = r.map.featuresAt(model::hexside({3, 1}, 3));
  ASSERT_NE(bridge, nullptr);
  EXPECT_EQ((*bridge)[0].type, "bridge");
  EXPECT_EQ(r.hexsideFeaturesAdded, 2u);

  ASSERT_EQ(r.map.routes.size(), 1u);
  const model::Route& road = r.map.routes[0];
  EXPECT_EQ(road.type, "road");
  EXPECT_EQ(road.name, "Corinth Road");
  auto path = road.path;
  if (path.front() != model::HexCoord{3, 0}) std::reverse(path.begin(), path.end());
  EXPECT_EQ(path, (std::vector<model::HexCoord>{{3, 0}, {3, 1}, {3, 2}, {3, 3}, {3, 4}}));

  const auto* town = r.map.featuresAt(model::HexCoord{6, 1});
  ASSERT_NE(town, nullptr);
  EXPECT_EQ((*town)[0].type, "town");
}

std::string dump(const model::Diagnostics& d) {
  std::string text;
  for (const auto& item : d.items()) text += model::formatDiagnostic(item) + "\n";
  return text;
}

TEST(VectorImport, GeoPackageBattlefield) {
  VsiPath gpkg(".gpkg");
  writeBattlefield(gpkg, "GPKG", "EPSG:32616");
  model::Diagnostics d;
  const VectorImportResult r = run(gpkg, d);
  ASSERT_TRUE(r.ok) << dump(d);
  expectBattlefield(r);
  EXPECT_EQ(r.rules.back().used, 1) << dump(d);
  EXPECT_FALSE(d.hasErrors());
  // Importing twice adds nothing new.
  model::Diagnostics again;
  const VectorImportResult twice = run(gpkg, again, mapping(), r.map);
  ASSERT_TRUE(twice.ok);
  EXPECT_EQ(twice.map, r.map);
  EXPECT_EQ(twice.routesAdded, 0u);
}

TEST(VectorImport, GeoPackageInLongitudeLatitudeIsReprojected) {
  TempFolder dir;
  const std::string path = (dir / "battlefield.gpkg").string();
  writeBattlefield(path, "GPKG", "EPSG:4326");
  model::Diagnostics d;
  const VectorImportResult r = run(path, d);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  expectBattlefield(r);
}

// GeoJSON holds one layer per file, in longitude/latitude (RFC 7946).
TEST(VectorImport, GeoJsonWoodsInLongitudeLatitude) {
  TempFolder dir;
  const std::string path = (dir / "woods.geojson").string();
  {
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GeoJSON");
    GDALDatasetUniquePtr ds(driver->Create(path.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
    writeWoods(*ds, "EPSG:4326");
  }
  model::Diagnostics d;
  const VectorImportResult r = run(path, d);
  ASSERT_TRUE(r.ok) << dump(d);
  EXPECT_EQ(r.map.terrainAt({2, 2}), "heavy-woods");
  EXPECT_EQ(r.map.terrainAt({4, 2}), "clear");
  EXPECT_EQ(r.map.terrainAt({5, 1}), "heavy-woods");
  EXPECT_EQ(r.terrainChanged, 2u);
  // The mapping's other layers are not in this file: said, not silently skipped.
  EXPECT_TRUE(d.hasRule("import.vector.no-layer"));
}

TEST(VectorImport, ShapefileLayer) {
  TempFolder dir;
  writeBattlefield((dir / "shapes").string(), "ESRI Shapefile", "EPSG:32616");
  model::Diagnostics d;
  const VectorImportResult r = run((dir / "shapes").string(), d);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  expectBattlefield(r);
}

TEST(VectorImport, EmptyAndMissingLayersAreReported) {
  VsiPath gpkg(".gpkg");
  {
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GPKG");
    GDALDatasetUniquePtr ds(driver->Create(gpkg.str().c_str(), 0, 0, 0, GDT_Unknown, nullptr));
    writeLayer(*ds, "woods", "EPSG:32616", {}, {"kind"});
  }
  model::Diagnostics d;
  const VectorImportResult r = run(gpkg, d);
  ASSERT_TRUE(r.ok);
  EXPECT_TRUE(d.hasRule("import.vector.empty-layer"));
  EXPECT_TRUE(d.hasRule("import.vector.no-layer"));
  EXPECT_EQ(r.map, vectorMap());
  for (const auto& item : d.items())
    if (item.rule == "import.vector.no-layer") {
      EXPECT_NE(item.message.find("layers: woods"), std::string::npos);
    }
}

TEST(VectorImport, BadFilterNamesTheMappingLine) {
  VsiPath gpkg(".gpkg");
  writeBattlefield(gpkg, "GPKG", "EPSG:32616");
  model::Diagnostics d;
  const VectorImportResult r =
      run(gpkg, d,
          mapping("<hexwright-mapping>\n<vector>\n<terrain layer='woods' where='kind ==== 1' type='heavy-woods'/>\n"
                  "</vector>\n</hexwright-mapping>"));
  EXPECT_FALSE(r.ok);
  ASSERT_TRUE(d.hasRule("import.vector.filter"));
  for (const auto& item : d.items())
    if (item.rule == "import.vector.filter") {
      EXPECT_EQ(item.location.source->line, 3);
    }
  EXPECT_EQ(r.map, vectorMap());
}

TEST(VectorImport, LayerWithoutCrs) {
  VsiPath gpkg(".gpkg");
  writeBattlefield(gpkg, "GPKG", "");
  model::Diagnostics d;
  EXPECT_FALSE(run(gpkg, d).ok);
  EXPECT_TRUE(d.hasRule("import.crs.missing"));
  // Naming the CRS makes it work.
  VectorImportRequest req;
  req.source = gpkg;
  req.mapping = mapping();
  req.crs = "EPSG:32616";
  model::Diagnostics ok;
  model::NullProgress progress;
  const auto r = importVector(vectorMap(), testing::testRuleset(), req, ok, progress);
  ASSERT_TRUE(r.ok);
  expectBattlefield(r);
}

TEST(VectorImport, CorruptSource) {
  VsiPath junk(".geojson");
  {
    VSILFILE* f = VSIFOpenL(junk.str().c_str(), "wb");
    const char text[] = "{\"type\": \"FeatureCollection\", \"features\": [ {";
    VSIFWriteL(text, 1, sizeof text - 1, f);
    VSIFCloseL(f);
  }
  model::Diagnostics d;
  EXPECT_FALSE(run(junk, d).ok);
  EXPECT_TRUE(d.hasRule("import.vector.unreadable"));
}

}  // namespace
}  // namespace hexwright::importers
