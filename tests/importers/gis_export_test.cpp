// `export gis`: a placed map with every kind of content written to GeoPackage and
// GeoJSON, read back with OGR and compared with the scenario; and the exported hexes
// imported again through a mapping reproduce the terrain exactly.
#include "importers/gis/gis_export.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "importer_fixtures.h"
#include "importers/mapping/mapping.h"
#include "importers/vector/vector_import.h"
#include "model/hex/offset_coord.h"

namespace hexwright::importers {
namespace {

using testing::TempFolder;

constexpr double kX0 = 500000, kY0 = 4000000;

model::HexCoord at(int col, int row) {
  return model::fromOffset({col, row}, model::Orientation::FlatTop, model::Shove::Odd);
}

model::Scenario richScenario() {
  model::Scenario s;
  s.map = testing::placedMap(7, 5, 100, {{kX0, kY0}, 15, 1});
  const char* types[] = {"clear", "light-woods", "heavy-woods", "field", "morass"};
  int i = 0;
  for (const model::HexCoord h : s.map.grid().hexes()) {
    s.map.setTerrain(h, types[(i * 7 + i / 3) % 5]);
    s.map.setElevation(h, i % 4);
    ++i;
  }
  s.map.hexFeatures[at(2, 2)] = {{"town", {}}, {"ford", {}}};
  s.map.hexsideFeatures[model::hexside(at(1, 1), model::directionTo(at(1, 1), at(2, 1)))] = {
      {"stream", std::nullopt, {}}};
  s.map.routes.push_back({model::RouteId("r1"), "road", "Pike", {at(0, 0), at(1, 0), at(2, 0), at(3, 1)}});
  model::NamedArea area;
  area.id = model::AreaId("camp");
  area.name = "Union camp";
  area.kind = "setup";
  area.side = "union";
  area.hexes = {at(4, 2), at(4, 3), at(5, 2)};
  std::sort(area.hexes.begin(), area.hexes.end());
  s.map.areas.push_back(area);
  model::VictoryCondition v;
  v.id = model::VictoryId("v1");
  v.kind = "hex";
  v.hex = at(3, 3);
  v.points = 5;
  s.victory.push_back(v);
  model::Unit u;
  u.id = model::UnitId("u1");
  u.name = "8th Illinois";
  u.type = "infantry";
  u.side = model::SideId("union");
  s.oob.units.push_back(u);
  s.setup.push_back(model::Placement{model::UnitId("u1"), at(5, 3), {}, {}, {}, {}, ""});
  return s;
}

std::map<std::string, std::vector<OGRFeatureUniquePtr>> readLayers(const std::filesystem::path& file) {
  std::map<std::string, std::vector<OGRFeatureUniquePtr>> out;
  GDALDatasetUniquePtr ds(GDALDataset::Open(file.c_str(), GDAL_OF_VECTOR));
  EXPECT_TRUE(ds);
  if (!ds) return out;
  for (int i = 0; i < ds->GetLayerCount(); ++i) {
    OGRLayer* l = ds->GetLayer(i);
    for (auto& f : *l) {
      const int layerField = f->GetFieldIndex("layer");
      const std::string name = layerField >= 0 ? f->GetFieldAsString(layerField) : l->GetName();
      out[name].push_back(OGRFeatureUniquePtr(f.release()));
    }
  }
  return out;
}

void checkAgainstScenario(const std::filesystem::path& file, const model::Scenario& s) {
  const auto layers = readLayers(file);
  const auto ground = GroundGrid::of(s.map);
  const auto& conv = s.map.grid().convention;
  ASSERT_EQ(layers.at("hexes").size(), s.map.grid().size());
  for (const auto& f : layers.at("hexes")) {
    const auto hex = model::parseLabel(f->GetFieldAsString("label"), conv);
    ASSERT_TRUE(hex);
    EXPECT_EQ(f->GetFieldAsString("terrain"), s.map.terrainAt(*hex));
    EXPECT_EQ(f->GetFieldAsInteger("elevation"), s.map.elevationAt(*hex));
    // The polygon is the hex: its centroid is the hex centre, its area the hex's.
    OGRPoint c;
    ASSERT_EQ(f->GetGeometryRef()->Centroid(&c), OGRERR_NONE);
    const model::Vec2 centre = ground->hexCentreToCrs(*hex);
    EXPECT_NEAR(c.getX(), centre.x, 1e-6);
    EXPECT_NEAR(c.getY(), centre.y, 1e-6);
    EXPECT_NEAR(f->GetGeometryRef()->toPolygon()->get_Area(), std::sqrt(3.0) / 2 * 91.44 * 91.44, 1e-6);
    if (*hex == at(2, 2)) {
      EXPECT_STREQ(f->GetFieldAsString("features"), "town,ford");
    }
  }
  ASSERT_EQ(layers.at("hexsides").size(), 1u);
  const auto* side = layers.at("hexsides")[0]->GetGeometryRef()->toLineString();
  ASSERT_EQ(side->getNumPoints(), 2);
  // A hexside is one hex side long: across flats / sqrt(3).
  EXPECT_NEAR(side->get_Length(), 91.44 / std::sqrt(3.0), 1e-6);
  EXPECT_STREQ(layers.at("hexsides")[0]->GetFieldAsString("type"), "stream");
  ASSERT_EQ(layers.at("routes").size(), 1u);
  EXPECT_EQ(layers.at("routes")[0]->GetGeometryRef()->toLineString()->getNumPoints(), 4);
  EXPECT_STREQ(layers.at("routes")[0]->GetFieldAsString("name"), "Pike");
  EXPECT_EQ(layers.at("hex_features").size(), 2u);
  ASSERT_EQ(layers.at("victory").size(), 1u);
  EXPECT_EQ(layers.at("victory")[0]->GetFieldAsDouble("points"), 5);
  EXPECT_EQ(layers.at("victory")[0]->GetFieldAsString("hex"), model::formatLabel(at(3, 3), conv));
  ASSERT_EQ(layers.at("areas").size(), 1u);
  EXPECT_NEAR(OGR_G_Area(OGRGeometry::ToHandle(layers.at("areas")[0]->GetGeometryRef())),
              3 * std::sqrt(3.0) / 2 * 91.44 * 91.44, 1e-3);
  ASSERT_EQ(layers.at("units").size(), 1u);
  const auto& unit = layers.at("units")[0];
  EXPECT_STREQ(unit->GetFieldAsString("name"), "8th Illinois");
  EXPECT_STREQ(unit->GetFieldAsString("side"), "union");
  EXPECT_STREQ(unit->GetFieldAsString("type"), "infantry");
  const auto* p = unit->GetGeometryRef()->toPoint();
  EXPECT_NEAR(p->getX(), ground->hexCentreToCrs(at(5, 3)).x, 1e-6);
}

TEST(GisExport, GeoPackageHoldsEveryLayerInTheMapsCrs) {
  TempFolder dir;
  const auto s = richScenario();
  model::Diagnostics d;
  const auto r = exportGis(s, dir / "map.gpkg", GisFormat::GeoPackage, d);
  ASSERT_TRUE(r) << (d.empty() ? "" : d.items()[0].message);
  EXPECT_EQ(r->hexes, 35u);
  checkAgainstScenario(dir / "map.gpkg", s);
  GDALDatasetUniquePtr ds(GDALDataset::Open((dir / "map.gpkg").c_str(), GDAL_OF_VECTOR));
  OGRSpatialReference utm;
  utm.importFromEPSG(32616);
  EXPECT_TRUE(ds->GetLayerByName("hexes")->GetSpatialRef()->IsSame(&utm));
  // Nothing but the file itself is left in the folder.
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), std::filesystem::directory_iterator()), 1);
}

TEST(GisExport, GeoJsonHoldsTheSameLayersByName) {
  TempFolder dir;
  const auto s = richScenario();
  model::Diagnostics d;
  ASSERT_TRUE(gisFormatFromExtension(dir / "map.geojson") == GisFormat::GeoJson);
  ASSERT_TRUE(exportGis(s, dir / "map.geojson", GisFormat::GeoJson, d)) << (d.empty() ? "" : d.items()[0].message);
  checkAgainstScenario(dir / "map.geojson", s);
}

TEST(GisExport, AnUnplacedMapIsAnErrorAndWritesNothing) {
  TempFolder dir;
  model::Scenario s = richScenario();
  s.map.ground.georeference.reset();
  model::Diagnostics d;
  EXPECT_FALSE(exportGis(s, dir / "map.gpkg", GisFormat::GeoPackage, d));
  EXPECT_TRUE(d.hasRule("export.gis.not-placed"));
  EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

TEST(GisExport, ImportingTheExportedHexesReproducesTheTerrain) {
  TempFolder dir;
  const auto s = richScenario();
  model::Diagnostics d;
  ASSERT_TRUE(exportGis(s, dir / "map.gpkg", GisFormat::GeoPackage, d));
  std::string xml = "<hexwright-mapping version=\"1\" name=\"round trip\"><vector>\n";
  for (const char* t : {"clear", "light-woods", "heavy-woods", "field", "morass"})
    xml += std::string("<terrain layer=\"hexes\" where=\"terrain = '") + t + "'\" type=\"" + t + "\"/>\n";
  xml += "</vector></hexwright-mapping>\n";
  auto mapping = parseMapping(xml, "roundtrip.xml", d);
  ASSERT_TRUE(mapping);
  VectorImportRequest req;
  req.source = (dir / "map.gpkg").string();
  req.mapping = resolveMapping(*mapping, testing::testRuleset(), d).value();
  model::Map blank = s.map;
  for (const model::HexCoord h : blank.grid().hexes()) blank.setTerrain(h, "clear");
  model::NullProgress progress;
  const auto r = importVector(blank, testing::testRuleset(), req, d, progress);
  ASSERT_TRUE(r.ok) << (d.empty() ? "" : model::formatDiagnostic(d.items()[0]));
  for (const model::HexCoord h : s.map.grid().hexes())
    EXPECT_EQ(r.map.terrainAt(h), s.map.terrainAt(h)) << h.q << "," << h.r;
}

}  // namespace
}  // namespace hexwright::importers
