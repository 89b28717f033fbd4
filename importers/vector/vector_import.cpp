#include "importers/vector/vector_import.h"

#include <algorithm>
#include <limits>
#include <set>

#include "importers/common/kept_ground.h"
#include "importers/common/terrain_choice.h"
#include "importers/gdal/gdal_errors.h"
#include "importers/gdal/gdal_handles.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/gdal/spatial_ref.h"
#include "importers/ground/ground_grid.h"
#include "importers/vector/coverage_union.h"
#include "importers/vector/coverage_worker.h"
#include "importers/vector/line_tracing.h"
#include "importers/vector/polygon_coverage.h"
#include "importers/vector/route_builder.h"
#include "model/core/text.h"

namespace hexwright::importers {
namespace {

struct PlaneShapes {
  std::vector<PlanePolygon> polygons;
  std::vector<Polyline> lines;
  std::vector<model::Vec2> points;
};

Ring ringOf(const OGRSimpleCurve& curve, const model::Affine2D& toPlane, bool closed) {
  Ring out;
  const int n = curve.getNumPoints();
  out.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) out.push_back(toPlane.apply({curve.getX(i), curve.getY(i)}));
  if (closed && out.size() > 1 && out.front() == out.back()) out.pop_back();
  return out;
}

void collect(const OGRGeometry* g, const model::Affine2D& toPlane, PlaneShapes& out) {
  if (!g || g->IsEmpty()) return;
  gdal::GeometryPtr linear;
  if (g->hasCurveGeometry()) {
    linear.reset(g->getLinearGeometry());
    g = linear.get();
    if (!g) return;
  }
  switch (wkbFlatten(g->getGeometryType())) {
    case wkbPoint: {
      const OGRPoint* p = g->toPoint();
      out.points.push_back(toPlane.apply({p->getX(), p->getY()}));
      break;
    }
    case wkbLineString:
      out.lines.push_back(ringOf(*g->toLineString(), toPlane, false));
      break;
    case wkbPolygon: {
      const OGRPolygon* poly = g->toPolygon();
      PlanePolygon plane;
      if (poly->getExteriorRing()) plane.outer = ringOf(*poly->getExteriorRing(), toPlane, true);
      for (int i = 0; i < poly->getNumInteriorRings(); ++i)
        plane.holes.push_back(ringOf(*poly->getInteriorRing(i), toPlane, true));
      out.polygons.push_back(std::move(plane));
      break;
    }
    case wkbMultiPoint:
    case wkbMultiLineString:
    case wkbMultiPolygon:
    case wkbGeometryCollection: {
      const OGRGeometryCollection* c = g->toGeometryCollection();
      for (int i = 0; i < c->getNumGeometries(); ++i) collect(c->getGeometryRef(i), toPlane, out);
      break;
    }
    default:
      break;
  }
}

model::Location ruleLocation(const Mapping& m, const VectorRule& rule) {
  model::Location where;
  where.source = model::SourceLocation{m.file, rule.line, 0};
  return where;
}

std::string layerNames(GDALDataset& ds) {
  std::string names;
  for (int i = 0; i < ds.GetLayerCount(); ++i) names += (i ? ", " : "") + std::string(ds.GetLayer(i)->GetName());
  return names.empty() ? "none" : names;
}

// Only features near the map are read: the map's bounds in the layer's CRS.
void filterToMap(OGRLayer& layer, const GroundGrid& ground, const model::HexGrid& grid,
                 OGRCoordinateTransformation* mapToLayer) {
  const model::Rect r = boundsRect(grid, ground.layout());
  OGRLinearRing ring;
  const model::Vec2 corners[] = {{r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}, {r.x, r.y}};
  for (const auto& c : corners) {
    const model::Vec2 p = ground.planeToCrs(c);
    ring.addPoint(p.x, p.y);
  }
  OGRPolygon bounds;
  bounds.addRing(&ring);
  if (mapToLayer) {
    // Curved edges after reprojection: densify so the envelope holds the whole map.
    bounds.segmentize(std::max(r.w, r.h) / 16 * ground.gridToCrs().c1);
    if (bounds.transform(mapToLayer) != OGRERR_NONE) return;
  }
  OGREnvelope e;
  bounds.getEnvelope(&e);
  layer.SetSpatialFilterRect(e.MinX, e.MinY, e.MaxX, e.MaxY);
}

// A road that leaves the map and comes back is two routes.
std::vector<std::vector<model::HexCoord>> splitAtMapEdge(const std::vector<model::HexCoord>& path,
                                                         const model::HexGrid& grid) {
  std::vector<std::vector<model::HexCoord>> parts(1);
  for (const model::HexCoord h : path) {
    if (grid.contains(h)) {
      parts.back().push_back(h);
    } else if (!parts.back().empty()) {
      parts.emplace_back();
    }
  }
  std::erase_if(parts, [](const auto& p) { return p.size() < 2; });
  return parts;
}

// Called when no rule found a feature on the map: is the source somewhere else
// altogether? Then that is one error naming both extents, not "0 hexes classified".
// True when some layer the rules read does meet the map (nothing matched there).
bool sourceMeetsMap(GDALDataset& ds, const Mapping& mapping, const OGRSpatialReference& mapSrs,
                    const OGRSpatialReference* overrideSrs, const GroundGrid& ground, const model::HexGrid& grid,
                    const std::string& source, model::Diagnostics& diagnostics) {
  const model::Rect r = boundsRect(grid, ground.layout());
  double mx0 = 1e300, my0 = 1e300, mx1 = -1e300, my1 = -1e300;
  for (const model::Vec2 c : {model::Vec2{r.x, r.y}, model::Vec2{r.right(), r.y}, model::Vec2{r.right(), r.bottom()},
                              model::Vec2{r.x, r.bottom()}}) {
    const model::Vec2 p = ground.planeToCrs(c);
    mx0 = std::min(mx0, p.x), my0 = std::min(my0, p.y), mx1 = std::max(mx1, p.x), my1 = std::max(my1, p.y);
  }
  double sx0 = 1e300, sy0 = 1e300, sx1 = -1e300, sy1 = -1e300;
  std::set<std::string> seen;
  for (const VectorRule& rule : mapping.rules) {
    OGRLayer* layer = rule.layer.empty() ? ds.GetLayer(0) : ds.GetLayerByName(rule.layer.c_str());
    if (!layer || !seen.insert(layer->GetName()).second) continue;
    OGREnvelope e;
    {
      gdal::QuietScope quiet;
      if (layer->GetExtent(&e, TRUE) != OGRERR_NONE) {
        // Some drivers (OSM without a <bounds> element) know no extent: read it off the
        // features themselves. Only on this failure path, so the cost never slows an import.
        bool any = false;
        layer->ResetReading();
        for (auto& f : *layer) {
          const OGRGeometry* g = f->GetGeometryRef();
          if (!g || g->IsEmpty()) continue;
          OGREnvelope fe;
          g->getEnvelope(&fe);
          if (any)
            e.Merge(fe);
          else
            e = fe;
          any = true;
        }
        layer->ResetReading();
        if (!any) continue;  // empty: nothing to compare
      }
    }
    gdal::SrsPtr srs = overrideSrs ? gdal::clone(*overrideSrs) : gdal::layerSrs(*layer);
    if (!srs) return true;
    gdal::TransformPtr toMap;
    if (!gdal::sameCrs(*srs, mapSrs)) {
      model::Diagnostics quiet;
      toMap = gdal::makeTransform(*srs, mapSrs, quiet);
      if (!toMap) return true;
    }
    for (int i = 0; i <= 8; ++i)
      for (int j = 0; j <= 8; ++j) {
        if (i % 8 != 0 && j % 8 != 0) continue;  // the outline, densified
        model::Vec2 p{e.MinX + (e.MaxX - e.MinX) * i / 8.0, e.MinY + (e.MaxY - e.MinY) * j / 8.0};
        if (toMap && !gdal::transformPoint(*toMap, p)) continue;
        sx0 = std::min(sx0, p.x), sy0 = std::min(sy0, p.y), sx1 = std::max(sx1, p.x), sy1 = std::max(sy1, p.y);
      }
  }
  if (sx0 > sx1) return true;  // no layer with features: reported per rule already
  if (!(sx0 > mx1 || sx1 < mx0 || sy0 > my1 || sy1 < my0)) return true;
  model::Location where;
  where.source = model::SourceLocation{source, 0, 0};
  diagnostics.add(model::Severity::Error, "import.source.outside",
                  "the source does not meet the map: its features cover " +
                      gdal::extentText(sx0, sy0, sx1, sy1, mapSrs) + ", the map " +
                      gdal::extentText(mx0, my0, mx1, my1, mapSrs) + " (the wrong area, or the wrong CRS?)",
                  std::move(where));
  return false;
}

// OpenStreetMap files open with the options GDAL's OSM driver needs for any extract:
// its custom node index assumes nodes sorted by id and before the ways, which Overpass
// output ("out body; >; out skel qt;") breaks, and every layer read then fails. The
// SQLite index is slower but takes nodes in any order. The driver knows OSM by its
// content, so Overpass's own file names ("interpreter", "export.xml") are OSM too: the
// driver is identified first, and the option is this call's, not a process setting.
gdal::DatasetPtr openVectorSource(const std::filesystem::path& source) {
  CPLStringList openOptions;
  {
    gdal::QuietScope quiet;  // an unreadable source is reported by the open below
    GDALDriverH driver = GDALIdentifyDriverEx(source.string().c_str(), GDAL_OF_VECTOR, nullptr, nullptr);
    if (driver && std::string(GDALGetDriverShortName(driver)) == "OSM") openOptions.AddString("USE_CUSTOM_INDEXING=NO");
  }
  return gdal::DatasetPtr(GDALDataset::Open(source.string().c_str(), GDAL_OF_VECTOR | GDAL_OF_VERBOSE_ERROR, nullptr,
                                            openOptions.List(), nullptr));
}

// "; nearest: name, road_name" (or its fields when none is near), for a field the
// mapping names that the layer lacks.
std::string nearestFields(OGRFeatureDefn& defn, const std::string& wanted) {
  std::vector<std::string> fields;
  for (int i = 0; i < defn.GetFieldCount(); ++i) fields.push_back(defn.GetFieldDefn(i)->GetNameRef());
  const model::Suggestion s = model::suggestNames(wanted, fields);
  if (s.list.empty()) return "; it has no fields";
  return (s.near ? "; nearest: " : "; its fields: ") + s.list;
}

// Whether the layer reads at all without a filter: when it does not, the source is
// broken and says so, not the mapping's where clause.
bool layerReads(OGRLayer& layer, std::string& failure) {
  gdal::QuietScope quiet;
  CPLErrorReset();
  layer.SetAttributeFilter(nullptr);
  layer.ResetReading();
  while (gdal::FeaturePtr f{layer.GetNextFeature()}) {
  }
  const bool ok = CPLGetLastErrorType() < CE_Failure;
  if (!ok) failure = CPLGetLastErrorMsg();
  layer.ResetReading();
  return ok;
}

// A rule whose layer the source lacks is a warning while other rules read the source
// (an extract without railways, say); when no rule finds its layer, the mapping is not
// for this source at all: one error naming both sides' layers, not an import of nothing.
bool reportMissingLayers(GDALDataset& ds, const Mapping& mapping, const std::vector<std::size_t>& missing,
                         std::size_t rulesWithLayer, const std::string& source, model::Diagnostics& diagnostics) {
  if (rulesWithLayer == 0 && !missing.empty()) {
    std::set<std::string> wanted;
    for (const std::size_t i : missing) wanted.insert(mapping.rules[i].layer);
    std::string names;
    for (const std::string& n : wanted) names += (names.empty() ? "'" : ", '") + n + "'";
    model::Location where;
    where.source = model::SourceLocation{source, 0, 0};
    diagnostics.add(model::Severity::Error, "import.vector.no-layers",
                    "the source has none of the layers the mapping " + mapping.file + " reads (" + names +
                        "); its layers: " + layerNames(ds) +
                        ". Choose the mapping for this source, or name its layers "
                        "in layer=\"…\"",
                    std::move(where));
    return false;
  }
  for (const std::size_t i : missing)
    diagnostics.add(model::Severity::Warning, "import.vector.no-layer",
                    "the source has no layer '" + mapping.rules[i].layer + "' (layers: " + layerNames(ds) + ")",
                    ruleLocation(mapping, mapping.rules[i]));
  return true;
}

}  // namespace

VectorImportResult importVector(const model::Map& current, const model::Ruleset& ruleset,
                                const VectorImportRequest& request, model::Diagnostics& diagnostics,
                                model::ProgressReporter& progress) {
  VectorImportResult result;
  result.map = current;
  const Mapping& mapping = request.mapping;
  result.rules.resize(mapping.rules.size());
  if (mapping.rules.empty()) {
    diagnostics.add(model::Severity::Error, "import.vector.no-rules",
                    "the mapping " + mapping.file + " has no <vector> rules this ruleset can use");
    return result;
  }
  const auto ground = GroundGrid::of(current);
  if (!ground) {
    diagnostics.add(model::Severity::Error, "import.map.not-placed",
                    "the map has no place on the ground yet: import a georeferenced map first ('hexwright import "
                    "map') or place the grid ('hexwright grid')");
    return result;
  }
  registerGdalDrivers();
  gdal::ErrorScope errors(diagnostics, request.source);
  gdal::DatasetPtr ds = openVectorSource(request.source);
  if (!ds) {
    model::Location where;
    where.source = model::SourceLocation{request.source, 0, 0};
    diagnostics.add(model::Severity::Error, "import.vector.unreadable", "not a vector source OGR can read",
                    std::move(where));
    return result;
  }
  gdal::SrsPtr mapSrs = gdal::parseSrs(current.ground.georeference->crsWkt, diagnostics, "the map's georeference");
  if (!mapSrs) return result;
  gdal::SrsPtr overrideSrs;
  if (!request.crs.empty()) {
    overrideSrs = gdal::parseSrs(request.crs, diagnostics, "--crs");
    if (!overrideSrs) return result;
  }

  const model::HexGrid& grid = current.grid();
  const model::HexLayout& layout = ground->layout();
  std::vector<model::TypeId> terrainSlots;
  std::vector<double> slotThreshold;
  for (const VectorRule& rule : mapping.rules) {
    if (rule.target != MappingTarget::Terrain) continue;
    auto it = std::find(terrainSlots.begin(), terrainSlots.end(), rule.type);
    const double threshold = rule.minCoverage.value_or(request.minCoverage);
    if (it == terrainSlots.end()) {
      terrainSlots.push_back(rule.type);
      slotThreshold.push_back(threshold);
    } else {
      auto& t = slotThreshold[static_cast<std::size_t>(it - terrainSlots.begin())];
      t = std::min(t, threshold);
    }
  }
  CoverageGrid coverage(grid, layout, std::max<std::size_t>(terrainSlots.size(), 1));
  CoverageWorker coverer(coverage);
  std::map<model::HexsideKey, std::set<model::TypeId>> hexsides;
  std::vector<RoutePiece> pieces;
  std::map<model::HexCoord, std::set<model::TypeId>> features;
  bool failed = false;
  GroundKeeper keeper(request.source, boundsRect(grid, layout),
                      keptTolerance(ruleset, current.ground.metresAcrossFlats()));

  std::vector<std::size_t> missingLayers;  // rules whose layer the source lacks
  std::size_t rulesWithLayer = 0;
  for (std::size_t i = 0; i < mapping.rules.size(); ++i) {
    const VectorRule& rule = mapping.rules[i];
    VectorRuleStats& stats = result.rules[i];
    if (progress.cancelled()) {
      result.cancelled = true;
      return result;
    }
    OGRLayer* layer = rule.layer.empty() ? ds->GetLayer(0) : ds->GetLayerByName(rule.layer.c_str());
    const std::string layerName = layer ? layer->GetName() : rule.layer;
    progress.report(static_cast<double>(i) / mapping.rules.size(), "layer " + layerName);
    if (!layer) {
      missingLayers.push_back(i);
      continue;
    }
    ++rulesWithLayer;
    gdal::SrsPtr layerSrs = overrideSrs ? gdal::clone(*overrideSrs) : gdal::layerSrs(*layer);
    if (!layerSrs) {
      diagnostics.add(model::Severity::Error, "import.crs.missing",
                      "layer '" + layerName + "' does not name its coordinate reference system; give --crs",
                      ruleLocation(mapping, rule));
      failed = true;
      continue;
    }
    gdal::TransformPtr toMap, toLayer;
    if (!gdal::sameCrs(*layerSrs, *mapSrs)) {
      toMap = gdal::makeTransform(*layerSrs, *mapSrs, diagnostics);
      toLayer = gdal::makeTransform(*mapSrs, *layerSrs, diagnostics);
      if (!toMap || !toLayer) {
        failed = true;
        continue;
      }
    }
    layer->ResetReading();
    OGRErr filterErr = OGRERR_NONE;
    {
      gdal::QuietScope quiet;  // reported below with the mapping file's line
      filterErr = layer->SetAttributeFilter(rule.where.empty() ? nullptr : rule.where.c_str());
    }
    if (filterErr != OGRERR_NONE) {
      diagnostics.add(model::Severity::Error, "import.vector.filter",
                      "where=\"" + rule.where + "\" is not a valid filter for layer '" + layerName + "' (" +
                          CPLGetLastErrorMsg() + ")",
                      ruleLocation(mapping, rule));
      failed = true;
      continue;
    }
    filterToMap(*layer, *ground, grid, toLayer.get());
    const int nameField = rule.nameField.empty() ? -1 : layer->GetLayerDefn()->GetFieldIndex(rule.nameField.c_str());
    if (!rule.nameField.empty() && nameField < 0) {
      // A name-field the layer lacks is a mapping's typo: refused like an unknown type.
      diagnostics.add(model::Severity::Error, "import.vector.no-field",
                      "layer '" + layerName + "' has no field '" + rule.nameField + "'" +
                          nearestFields(*layer->GetLayerDefn(), rule.nameField),
                      ruleLocation(mapping, rule));
      failed = true;
      continue;
    }
    // Some drivers (GeoPackage, SQLite) check the filter only when reading starts.
    const int failuresBefore = errors.failures();
    const std::size_t slot =
        rule.target == MappingTarget::Terrain
            ? static_cast<std::size_t>(std::find(terrainSlots.begin(), terrainSlots.end(), rule.type) -
                                       terrainSlots.begin())
            : 0;
    for (auto& feature : *layer) {
      if ((++stats.features & 1023) == 0 && progress.cancelled()) {
        result.cancelled = true;
        return result;
      }
      OGRGeometry* g = feature->GetGeometryRef();
      if (!g || (toMap && g->transform(toMap.get()) != OGRERR_NONE)) continue;
      PlaneShapes shapes;
      collect(g, ground->crsToGrid(), shapes);
      if (request.keepGround) {
        const std::string name = nameField >= 0 ? feature->GetFieldAsString(nameField) : "";
        for (const PlanePolygon& p : shapes.polygons) {
          if (rule.target == MappingTarget::Terrain) {
            keeper.addPolygon(rule.type, p, name);
          } else if (rule.target == MappingTarget::Hexside || rule.target == MappingTarget::Route) {
            Polyline outline = p.outer;
            if (!outline.empty()) outline.push_back(outline.front());
            keeper.addLine(rule.type, outline, name);
          }
        }
        if (rule.target != MappingTarget::Terrain)
          for (const Polyline& line : shapes.lines) keeper.addLine(rule.type, line, name);
        if (rule.target == MappingTarget::Feature)
          for (const model::Vec2 p : shapes.points) keeper.addPoint(rule.type, p, name);
      }
      bool used = false;
      switch (rule.target) {
        case MappingTarget::Terrain:
          for (PlanePolygon& p : shapes.polygons) coverer.add(std::move(p), slot);
          used = !shapes.polygons.empty();  // moved-from polygons stay in the list
          break;
        case MappingTarget::Hexside: {
          // A polygon's outline is a line here: a fence or wall around a field.
          std::vector<Polyline> lines = shapes.lines;
          for (const PlanePolygon& p : shapes.polygons) {
            for (const Ring* r = &p.outer; r; r = nullptr) {
              Polyline closed = *r;
              if (!closed.empty()) closed.push_back(closed.front());
              lines.push_back(std::move(closed));
            }
          }
          for (const Polyline& line : lines) {
            const auto keys = rule.placement == model::HexsidePlacement::Crosses ? crossedHexsides(line, layout)
                                                                                 : tracedHexsides(line, layout);
            for (const model::HexsideKey& k : keys) hexsides[k].insert(rule.type);
          }
          used = !lines.empty();
          break;
        }
        case MappingTarget::Route: {
          const std::string name = nameField >= 0 ? feature->GetFieldAsString(nameField) : "";
          for (const Polyline& line : shapes.lines)
            pieces.push_back(RoutePiece{rule.type, name, hexPath(line, layout)});
          used = !shapes.lines.empty();
          break;
        }
        case MappingTarget::Feature: {
          std::vector<model::Vec2> at = shapes.points;
          for (const PlanePolygon& p : shapes.polygons) at.push_back(centroid(p.outer));
          for (const model::Vec2 p : at) {
            const model::HexCoord h = layout.worldToHex(p);
            if (grid.contains(h)) features[h].insert(rule.type);
          }
          used = !at.empty();
          break;
        }
      }
      if (used) ++stats.used;
    }
    const bool readFailed = errors.failures() > failuresBefore;
    layer->SetAttributeFilter(nullptr);
    layer->SetSpatialFilter(nullptr);
    std::string sourceFailure;
    if (readFailed && !layerReads(*layer, sourceFailure)) {
      model::Location at;
      at.source = model::SourceLocation{request.source, 0, 0};
      diagnostics.add(model::Severity::Error, "import.vector.unreadable",
                      "the source cannot be read (layer '" + layerName + "'): " + sourceFailure, std::move(at));
      failed = true;
      break;  // every later rule reads the same broken file
    }
    if (readFailed) {
      diagnostics.add(model::Severity::Error, "import.vector.filter",
                      "reading layer '" + layerName + "'" +
                          (rule.where.empty() ? "" : " with where=\"" + rule.where + "\"") +
                          " failed: " + errors.lastFailure(),
                      ruleLocation(mapping, rule));
      failed = true;
    } else if (stats.features == 0 && layer->GetFeatureCount(TRUE) == 0) {
      diagnostics.add(model::Severity::Warning, "import.vector.empty-layer",
                      "layer '" + layerName + "' has no features", ruleLocation(mapping, rule));
    } else if (stats.features == 0) {
      diagnostics.add(model::Severity::Info, "import.vector.no-match",
                      "no feature of layer '" + layerName + "' inside the map matches this rule",
                      ruleLocation(mapping, rule));
    } else if (stats.used < stats.features)
      diagnostics.add(model::Severity::Info, "import.vector.geometry",
                      std::to_string(stats.features - stats.used) + " of " + std::to_string(stats.features) +
                          " features of layer '" + layerName + "' have no " +
                          (rule.target == MappingTarget::Terrain   ? "polygon"
                           : rule.target == MappingTarget::Route   ? "line"
                           : rule.target == MappingTarget::Hexside ? "line or polygon"
                                                                   : "point or polygon") +
                          " geometry and were skipped",
                      ruleLocation(mapping, rule));
  }
  if (!reportMissingLayers(*ds, mapping, missingLayers, rulesWithLayer, request.source, diagnostics)) return result;
  if (failed) return result;
  if (std::all_of(result.rules.begin(), result.rules.end(), [](const VectorRuleStats& r) { return r.features == 0; }) &&
      !sourceMeetsMap(*ds, mapping, *mapSrs, overrideSrs.get(), *ground, grid, request.source, diagnostics))
    return result;

  // Overlapping polygons of one type cover a hex once (their union, not their sum).
  coverer.finish();
  mergeOverlaps(coverage, slotThreshold);
  // Terrain: of the types covering enough of a hex, the ruleset's precedence decides.
  std::vector<CoverShare> shares(terrainSlots.size());
  for (std::size_t i = 0; i < grid.size(); ++i) {
    if (!coverage.touched(i)) continue;
    for (std::size_t s = 0; s < terrainSlots.size(); ++s)
      shares[s] = CoverShare{terrainSlots[s], coverage.fraction(i, s), slotThreshold[s]};
    const auto chosen = chooseTerrain(shares, CoverMethod::Coverage, request.minCoverage, ruleset);
    const model::HexCoord hex = grid.at(i);
    if (chosen && result.map.terrainAt(hex) != *chosen) {
      result.map.setTerrain(hex, *chosen);
      ++result.terrainChanged;
    }
  }
  std::map<model::TypeId, std::size_t> undirected;
  for (const auto& [key, types] : hexsides) {
    if (!grid.containsSide(key)) continue;
    auto& list = result.map.hexsideFeatures[key];
    for (const model::TypeId& type : types) {
      if (std::any_of(list.begin(), list.end(), [&](const model::HexsideFeature& f) { return f.type == type; }))
        continue;
      model::HexsideFeature f;
      f.type = type;
      list.push_back(std::move(f));
      ++result.hexsideFeaturesAdded;
      const model::HexsideType* t = ruleset.findHexside(type);
      if (t && t->directional) ++undirected[type];
    }
  }
  // GIS lines do not say which side a rifle pit or fence faces.
  for (const auto& [type, n] : undirected)
    diagnostics.add(model::Severity::Info, "import.vector.directional",
                    std::to_string(n) + " '" + type + "' hexsides were imported without their marked hex (" +
                        ruleset.findHexside(type)->towardMeaning + "); set it in the editor");
  int routeCounter = 0;
  for (RoutePiece& piece : joinRoutePieces(std::move(pieces))) {
    for (auto& path : splitAtMapEdge(piece.path, grid)) {
      auto reversed = path;
      std::reverse(reversed.begin(), reversed.end());
      const bool known = std::any_of(result.map.routes.begin(), result.map.routes.end(), [&](const model::Route& r) {
        return r.type == piece.type && (r.path == path || r.path == reversed);
      });
      if (known) continue;
      model::Route route;
      route.id = model::RouteId(result.map.unusedRouteId("import-" + piece.type + "-", routeCounter));
      route.type = piece.type;
      route.name = piece.name;
      route.path = std::move(path);
      result.map.routes.push_back(std::move(route));
      ++result.routesAdded;
    }
  }
  for (const auto& [hex, types] : features) {
    auto& list = result.map.hexFeatures[hex];
    for (const model::TypeId& type : types) {
      if (std::any_of(list.begin(), list.end(), [&](const model::HexFeature& f) { return f.type == type; })) continue;
      list.push_back(model::HexFeature{type, {}});
      ++result.hexFeaturesAdded;
    }
  }
  if (request.keepGround) {
    result.groundPointsRead = keeper.pointsRead();
    result.groundPointsKept = keeper.pointsKept();
    model::VectorLayer kept = keeper.take();
    result.groundFeaturesKept = kept.features.size();
    keepGround(result.map, std::move(kept));
  }
  progress.report(1.0, "done");
  result.ok = true;
  return result;
}

}  // namespace hexwright::importers
