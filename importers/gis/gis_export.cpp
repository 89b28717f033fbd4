#include "importers/gis/gis_export.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "importers/gdal/gdal_errors.h"
#include "importers/gdal/gdal_handles.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/gdal/spatial_ref.h"
#include "importers/ground/ground_grid.h"
#include "model/core/text.h"
#include "model/hex/offset_coord.h"
#include "model/io/atomic_file.h"

namespace hexwright::importers {
namespace fs = std::filesystem;

namespace {

struct Field {
  const char* name;
  OGRFieldType type;
};

// One output layer: in a GeoPackage its own table; in GeoJSON the shared layer, with a
// "layer" property naming it.
class LayerWriter {
 public:
  LayerWriter(GDALDataset& ds, OGRLayer* shared, OGRSpatialReference& srs, const std::string& name,
              OGRwkbGeometryType type, const std::vector<Field>& fields, model::Diagnostics& d)
      : m_name(name) {
    if (shared) {
      m_layer = shared;
      for (const Field& f : fields) ensureField(f);
      return;
    }
    const char* options[] = {"SPATIAL_INDEX=YES", nullptr};
    m_layer = ds.CreateLayer(name.c_str(), &srs, type, const_cast<char**>(options));
    if (!m_layer) {
      d.add(model::Severity::Error, "export.gis.write", "cannot create layer " + name);
      return;
    }
    for (const Field& f : fields) ensureField(f);
  }
  bool ok() const { return m_layer != nullptr; }

  /// Sets fields through `fill`, then writes the feature with `geometry`.
  bool write(OGRGeometry* geometry, const std::function<void(OGRFeature&)>& fill) {
    gdal::FeaturePtr f(OGRFeature::CreateFeature(m_layer->GetLayerDefn()));
    if (m_layer->GetLayerDefn()->GetFieldIndex("layer") >= 0) f->SetField("layer", m_name.c_str());
    fill(*f);
    f->SetGeometryDirectly(geometry);
    return m_layer->CreateFeature(f.get()) == OGRERR_NONE;
  }

 private:
  void ensureField(const Field& f) {
    if (m_layer->GetLayerDefn()->GetFieldIndex(f.name) >= 0) return;
    OGRFieldDefn def(f.name, f.type);
    m_layer->CreateField(&def);
  }

  std::string m_name;
  OGRLayer* m_layer = nullptr;
};

OGRPoint* point(model::Vec2 p) { return new OGRPoint(p.x, p.y); }

OGRPolygon* hexPolygon(const GroundGrid& ground, model::HexCoord h) {
  const auto corners = ground.hexCornersInCrs(h);
  auto* ring = new OGRLinearRing();
  ring->setNumPoints(7, FALSE);
  for (int i = 0; i < 7; ++i)
    ring->setPoint(i, corners[static_cast<std::size_t>(i % 6)].x, corners[static_cast<std::size_t>(i % 6)].y);
  auto* poly = new OGRPolygon();
  poly->addRingDirectly(ring);
  return poly;
}

// The hexside between a and b: the two corners they share.
OGRLineString* hexsideLine(const GroundGrid& ground, model::HexCoord a, model::HexCoord b) {
  const auto ca = ground.layout().corners(a), cb = ground.layout().corners(b);
  const double eps = ground.layout().acrossFlats * 1e-6;
  auto* line = new OGRLineString();
  for (const model::Vec2 p : ca)
    for (const model::Vec2 q : cb)
      if (std::abs(p.x - q.x) < eps && std::abs(p.y - q.y) < eps) {
        const model::Vec2 c = ground.planeToCrs(p);
        line->addPoint(c.x, c.y);
      }
  return line;
}

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ",") + p;
  return out;
}

// What every layer is written with; `ok` stays false once any feature failed to write,
// and no later feature is written.
struct GisLayers {
  const model::Scenario& s;
  const model::Map& map;
  const GroundGrid& ground;
  GDALDataset& ds;
  OGRLayer* shared;  // GeoJSON's one layer; null for a GeoPackage
  OGRSpatialReference& srs;
  const model::OffsetConvention& conv;
  model::Diagnostics& diagnostics;
  GisExportResult& result;
  bool ok = true;

  std::string label(model::HexCoord h) const { return model::formatLabel(h, conv); }
};

// Each layer's writer returns why the export fails, or nullopt to go on.
using LayerFailure = std::optional<std::string>;

LayerFailure writeHexes(GisLayers& gis) {
  const auto& conv = gis.conv;
  LayerWriter hexes(gis.ds, gis.shared, gis.srs, "hexes", wkbPolygon,
                    {{"label", OFTString},
                     {"col", OFTInteger},
                     {"row", OFTInteger},
                     {"terrain", OFTString},
                     {"elevation", OFTInteger},
                     {"features", OFTString}},
                    gis.diagnostics);
  if (!hexes.ok()) return "layer hexes";
  for (const model::HexCoord h : gis.map.grid().hexes()) {
    const model::OffsetCoord o = model::toOffset(h, conv.orientation, conv.shove);
    std::vector<std::string> types;
    if (const auto* list = gis.map.featuresAt(h))
      for (const auto& f : *list) types.push_back(f.type);
    gis.ok = gis.ok && hexes.write(hexPolygon(gis.ground, h), [&](OGRFeature& f) {
      f.SetField("label", gis.label(h).c_str());
      f.SetField("col", o.col + conv.columnOrigin);
      f.SetField("row", o.row + conv.rowOrigin);
      f.SetField("terrain", gis.map.terrainAt(h).c_str());
      f.SetField("elevation", gis.map.elevationAt(h));
      f.SetField("features", join(types).c_str());
    });
    ++gis.result.hexes;
  }
  return std::nullopt;
}

LayerFailure writeHexsides(GisLayers& gis) {
  LayerWriter hexsides(gis.ds, gis.shared, gis.srs, "hexsides", wkbLineString,
                       {{"label_a", OFTString}, {"label_b", OFTString}, {"type", OFTString}, {"toward", OFTString}},
                       gis.diagnostics);
  if (!hexsides.ok()) return "layer hexsides";
  for (const auto& [key, list] : gis.map.hexsideFeatures) {
    const auto ab = model::hexesOf(key);
    for (const model::HexsideFeature& hf : list) {
      gis.ok = gis.ok && hexsides.write(hexsideLine(gis.ground, ab[0], ab[1]), [&](OGRFeature& f) {
        f.SetField("label_a", gis.label(ab[0]).c_str());
        f.SetField("label_b", gis.label(ab[1]).c_str());
        f.SetField("type", hf.type.c_str());
        if (hf.toward) f.SetField("toward", gis.label(*hf.toward).c_str());
      });
      ++gis.result.hexsides;
    }
  }
  return std::nullopt;
}

LayerFailure writeRoutes(GisLayers& gis) {
  LayerWriter routes(gis.ds, gis.shared, gis.srs, "routes", wkbLineString,
                     {{"id", OFTString}, {"type", OFTString}, {"name", OFTString}}, gis.diagnostics);
  if (!routes.ok()) return "layer routes";
  for (const model::Route& r : gis.map.routes) {
    auto* line = new OGRLineString();
    for (const model::HexCoord h : r.path) {
      const model::Vec2 c = gis.ground.hexCentreToCrs(h);
      line->addPoint(c.x, c.y);
    }
    gis.ok = gis.ok && routes.write(line, [&](OGRFeature& f) {
      f.SetField("id", r.id.value.c_str());
      f.SetField("type", r.type.c_str());
      f.SetField("name", r.name.c_str());
    });
    ++gis.result.routes;
  }
  return std::nullopt;
}

LayerFailure writeHexFeatures(GisLayers& gis) {
  LayerWriter features(gis.ds, gis.shared, gis.srs, "hex_features", wkbPoint, {{"hex", OFTString}, {"type", OFTString}},
                       gis.diagnostics);
  if (!features.ok()) return "layer hex_features";
  for (const auto& entry : gis.map.hexFeatures)
    for (const model::HexFeature& hf : entry.second) {
      // A named copy, not a structured binding: clang 14 (the fuzz build) cannot capture those.
      const auto h = entry.first;
      gis.ok = gis.ok && features.write(point(gis.ground.hexCentreToCrs(h)), [&](OGRFeature& f) {
        f.SetField("hex", gis.label(h).c_str());
        f.SetField("type", hf.type.c_str());
      });
      ++gis.result.hexFeatures;
    }
  return std::nullopt;
}

LayerFailure writeVictory(GisLayers& gis) {
  LayerWriter victory(
      gis.ds, gis.shared, gis.srs, "victory", wkbPoint,
      {{"id", OFTString}, {"hex", OFTString}, {"kind", OFTString}, {"side", OFTString}, {"points", OFTReal}},
      gis.diagnostics);
  if (!victory.ok()) return "layer victory";
  for (const model::VictoryCondition& v : gis.s.victory) {
    if (!v.hex) continue;
    gis.ok = gis.ok && victory.write(point(gis.ground.hexCentreToCrs(*v.hex)), [&](OGRFeature& f) {
      f.SetField("id", v.id.value.c_str());
      f.SetField("hex", gis.label(*v.hex).c_str());
      f.SetField("kind", v.kind.c_str());
      if (v.side) f.SetField("side", v.side->value.c_str());
      if (v.points) f.SetField("points", *v.points);
    });
    ++gis.result.victory;
  }
  return std::nullopt;
}

LayerFailure writeAreas(GisLayers& gis) {
  LayerWriter areas(gis.ds, gis.shared, gis.srs, "areas", wkbMultiPolygon,
                    {{"id", OFTString}, {"name", OFTString}, {"kind", OFTString}, {"side", OFTString}},
                    gis.diagnostics);
  if (!areas.ok()) return "layer areas";
  for (const model::NamedArea& a : gis.map.areas) {
    if (a.hexes.empty()) continue;
    OGRMultiPolygon cells;
    for (const model::HexCoord h : a.hexes) cells.addGeometryDirectly(hexPolygon(gis.ground, h));
    gdal::GeometryPtr merged(cells.UnionCascaded());
    if (!merged) return "cannot merge the hexes of area " + a.id.value;
    OGRGeometry* geometry = OGRGeometryFactory::forceToMultiPolygon(merged.release());
    gis.ok = gis.ok && areas.write(geometry, [&](OGRFeature& f) {
      f.SetField("id", a.id.value.c_str());
      f.SetField("name", a.name.c_str());
      f.SetField("kind", a.kind.c_str());
      f.SetField("side", a.side.c_str());
    });
    ++gis.result.areas;
  }
  return std::nullopt;
}

LayerFailure writeUnits(GisLayers& gis) {
  LayerWriter units(
      gis.ds, gis.shared, gis.srs, "units", wkbPoint,
      {{"id", OFTString}, {"name", OFTString}, {"side", OFTString}, {"type", OFTString}, {"hex", OFTString}},
      gis.diagnostics);
  if (!units.ok()) return "layer units";
  for (const model::Placement& p : gis.s.setup) {
    if (!p.hex) continue;
    const model::Unit* u = gis.s.oob.findUnit(p.unit);
    gis.ok = gis.ok && units.write(point(gis.ground.hexCentreToCrs(*p.hex)), [&](OGRFeature& f) {
      f.SetField("id", p.unit.value.c_str());
      f.SetField("hex", gis.label(*p.hex).c_str());
      if (u) {
        f.SetField("name", u->name.c_str());
        f.SetField("side", u->side.value.c_str());
        f.SetField("type", u->type.c_str());
      }
    });
    ++gis.result.units;
  }
  return std::nullopt;
}

}  // namespace

std::optional<GisFormat> gisFormatFromExtension(const fs::path& out) {
  const std::string ext = model::lower(out.extension().string());
  if (ext == ".gpkg") return GisFormat::GeoPackage;
  if (ext == ".geojson" || ext == ".json") return GisFormat::GeoJson;
  return std::nullopt;
}

std::optional<GisExportResult> exportGis(const model::Scenario& s, const fs::path& out, GisFormat format,
                                         model::Diagnostics& diagnostics) {
  registerGdalDrivers();
  const model::Map& map = s.map;
  const auto ground = GroundGrid::of(map);
  if (map.kind != model::GridKind::Hex || !ground) {
    diagnostics.add(model::Severity::Error, "export.gis.not-placed",
                    "the map has no place on the ground yet: import a map ('hexwright import map') or place the grid "
                    "('hexwright grid --origin X,Y --crs CRS')");
    return std::nullopt;
  }
  gdal::SrsPtr srs = gdal::parseSrs(map.ground.georeference->crsWkt, diagnostics, "the map's CRS");
  if (!srs) return std::nullopt;

  // Written beside the target, then renamed: a failed export leaves no half file.
  // (GDAL's GeoPackage driver warns about any extension but .gpkg: keep it last.)
  const fs::path temp = out.parent_path() / ("." + out.stem().string() + ".partial" + out.extension().string());
  std::error_code ec;
  fs::remove(temp, ec);
  gdal::ErrorScope errors(diagnostics, out.string());
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(format == GisFormat::GeoPackage ? "GPKG" : "GeoJSON");
  if (!driver) {
    diagnostics.add(model::Severity::Error, "export.gis.driver", "GDAL has no driver for this format");
    return std::nullopt;
  }
  gdal::DatasetPtr ds;
  auto fail = [&](const std::string& why) -> std::optional<GisExportResult> {
    diagnostics.add(model::Severity::Error, "export.gis.write", "cannot write " + out.string() + ": " + why);
    ds.reset();  // closed before its file is removed
    fs::remove(temp, ec);
    return std::nullopt;
  };
  GisExportResult result;
  {
    ds.reset(driver->Create(temp.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
    if (!ds) return fail(errors.lastFailure());
    OGRLayer* shared = nullptr;
    if (format == GisFormat::GeoJson) {
      shared = ds->CreateLayer(out.stem().c_str(), srs.get(), wkbUnknown, nullptr);
      if (!shared) return fail(errors.lastFailure());
      OGRFieldDefn def("layer", OFTString);
      shared->CreateField(&def);
    }
    // One transaction: GeoPackage commits per feature otherwise (40,000 hexes: minutes).
    const bool transaction = ds->StartTransaction() == OGRERR_NONE;
    GisLayers gis{s, map, *ground, *ds, shared, *srs, map.grid().convention, diagnostics, result};
    for (const auto write :
         {writeHexes, writeHexsides, writeRoutes, writeHexFeatures, writeVictory, writeAreas, writeUnits})
      if (const LayerFailure why = write(gis)) return fail(*why);

    if (transaction && ds->CommitTransaction() != OGRERR_NONE) gis.ok = false;
    if (!gis.ok) return fail(errors.lastFailure().empty() ? "a feature could not be written" : errors.lastFailure());
    ds.reset();  // closes and flushes the file
    if (errors.failed()) return fail(errors.lastFailure());
  }
  // GDAL wrote the file itself, so the save's own steps finish it: fsync, rename, fsync the folder.
  std::string finishError;
  if (!io::syncPath(temp, finishError) || !io::replaceFile(temp, out, finishError)) return fail(finishError);
  return result;
}

}  // namespace hexwright::importers
