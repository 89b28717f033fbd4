#include "importers/vector/vector_import.h"

#include <algorithm>
#include <limits>
#include <set>

#include "importers/common/input_location.h"
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

model::Location ruleLocation(const Mapping& m, const VectorRule& rule) { return atInputLine(m.file, rule.line); }

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
  model::Location where = atInput(source);
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
    model::Location where = atInput(source);
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

// Rules naming one terrain type share its coverage slot, so that type's overlapping
// polygons cover a hex once; the lowest threshold among those rules is the type's.
struct TerrainSlots {
  std::vector<model::TypeId> types;
  std::vector<double> thresholds;  // parallel to types
};

TerrainSlots terrainSlotsOf(const Mapping& mapping, double minCoverage) {
  TerrainSlots slots;
  for (const VectorRule& rule : mapping.rules) {
    if (rule.target != MappingTarget::Terrain) continue;
    auto it = std::find(slots.types.begin(), slots.types.end(), rule.type);
    const double threshold = rule.minCoverage.value_or(minCoverage);
    if (it == slots.types.end()) {
      slots.types.push_back(rule.type);
      slots.thresholds.push_back(threshold);
    } else {
      auto& t = slots.thresholds[static_cast<std::size_t>(it - slots.types.begin())];
      t = std::min(t, threshold);
    }
  }
  return slots;
}

// The map's CRS, and --crs for layers that name none. Both are parsed before any layer
// is read, so a typo in --crs fails the import before its slow part.
struct ReadCrs {
  gdal::SrsPtr mapSrs;
  gdal::SrsPtr overrideSrs;  // null without --crs
};

bool parseCrs(const model::Map& current, const VectorImportRequest& request, model::Diagnostics& diagnostics,
              ReadCrs& crs) {
  crs.mapSrs = gdal::parseSrs(current.ground.georeference->crsWkt, diagnostics, "the map's georeference");
  if (!crs.mapSrs) return false;
  if (!request.crs.empty()) {
    crs.overrideSrs = gdal::parseSrs(request.crs, diagnostics, "--crs");
    if (!crs.overrideSrs) return false;
  }
  return true;
}

// What the rules found, in the map's plane: a hex's terrain needs every polygon's cover
// and a route every piece, so nothing reaches the map until all rules have read.
struct Found {
  Found(const model::HexGrid& grid, const model::HexLayout& layout, std::size_t slots, const std::string& source,
        double tolerance)
      : coverage(grid, layout, std::max<std::size_t>(slots, 1)),
        coverer(coverage),
        keeper(source, boundsRect(grid, layout), tolerance) {}

  CoverageGrid coverage;
  CoverageWorker coverer;
  std::map<model::HexsideKey, std::set<model::TypeId>> hexsides;
  std::vector<RoutePiece> pieces;
  std::map<model::HexCoord, std::set<model::TypeId>> features;
  GroundKeeper keeper;
  bool failed = false;
  std::vector<std::size_t> missingLayers;  // rules whose layer the source lacks
  std::size_t rulesWithLayer = 0;
};

// What every rule reads with: the source, where its shapes go, and where they are kept.
struct VectorRead {
  const VectorImportRequest& request;
  GDALDataset& ds;
  const GroundGrid& ground;
  const model::HexGrid& grid;
  const model::HexLayout& layout;
  const ReadCrs& crs;
  const TerrainSlots& slots;
  gdal::ErrorScope& errors;
  model::Diagnostics& diagnostics;
  model::ProgressReporter& progress;
  Found& found;
};

struct RuleLayer {
  OGRLayer* layer = nullptr;
  std::string name;
  gdal::SrsPtr srs;
  gdal::TransformPtr toMap, toLayer;  // null when the layer is in the map's CRS
  int nameField = -1;
  std::size_t slot = 0;  // the coverage slot of a terrain rule's type
};

// How one rule's reading ends for the rules after it.
enum class RuleRead { Next, SourceBroken, Cancelled };

// Filters the layer to the rule and to the map; false, reported against the rule's line,
// when the layer cannot be read for this rule.
bool prepareLayer(VectorRead& read, const VectorRule& rule, RuleLayer& from) {
  const Mapping& mapping = read.request.mapping;
  from.srs = read.crs.overrideSrs ? gdal::clone(*read.crs.overrideSrs) : gdal::layerSrs(*from.layer);
  if (!from.srs) {
    read.diagnostics.add(model::Severity::Error, "import.crs.missing",
                         "layer '" + from.name + "' does not name its coordinate reference system; give --crs",
                         ruleLocation(mapping, rule));
    return false;
  }
  if (!gdal::sameCrs(*from.srs, *read.crs.mapSrs)) {
    from.toMap = gdal::makeTransform(*from.srs, *read.crs.mapSrs, read.diagnostics);
    from.toLayer = gdal::makeTransform(*read.crs.mapSrs, *from.srs, read.diagnostics);
    if (!from.toMap || !from.toLayer) return false;
  }
  from.layer->ResetReading();
  OGRErr filterErr = OGRERR_NONE;
  {
    gdal::QuietScope quiet;  // reported below with the mapping file's line
    filterErr = from.layer->SetAttributeFilter(rule.where.empty() ? nullptr : rule.where.c_str());
  }
  if (filterErr != OGRERR_NONE) {
    read.diagnostics.add(model::Severity::Error, "import.vector.filter",
                         "where=\"" + rule.where + "\" is not a valid filter for layer '" + from.name + "' (" +
                             CPLGetLastErrorMsg() + ")",
                         ruleLocation(mapping, rule));
    return false;
  }
  filterToMap(*from.layer, read.ground, read.grid, from.toLayer.get());
  from.nameField = rule.nameField.empty() ? -1 : from.layer->GetLayerDefn()->GetFieldIndex(rule.nameField.c_str());
  if (!rule.nameField.empty() && from.nameField < 0) {
    // A name-field the layer lacks is a mapping's typo: refused like an unknown type.
    read.diagnostics.add(model::Severity::Error, "import.vector.no-field",
                         "layer '" + from.name + "' has no field '" + rule.nameField + "'" +
                             nearestFields(*from.layer->GetLayerDefn(), rule.nameField),
                         ruleLocation(mapping, rule));
    return false;
  }
  return true;
}

void keepShapes(GroundKeeper& keeper, const VectorRule& rule, const PlaneShapes& shapes, const std::string& name) {
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

// True when the feature had a shape the rule's target can use (counted as used).
bool classifyShapes(VectorRead& read, const VectorRule& rule, const RuleLayer& from, OGRFeature& feature,
                    PlaneShapes& shapes) {
  Found& found = read.found;
  bool used = false;
  switch (rule.target) {
    case MappingTarget::Terrain:
      for (PlanePolygon& p : shapes.polygons) found.coverer.add(std::move(p), from.slot);
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
        const auto keys = rule.placement == model::HexsidePlacement::Crosses ? crossedHexsides(line, read.layout)
                                                                             : tracedHexsides(line, read.layout);
        for (const model::HexsideKey& k : keys) found.hexsides[k].insert(rule.type);
      }
      used = !lines.empty();
      break;
    }
    case MappingTarget::Route: {
      const std::string name = from.nameField >= 0 ? feature.GetFieldAsString(from.nameField) : "";
      for (const Polyline& line : shapes.lines)
        found.pieces.push_back(RoutePiece{rule.type, name, hexPath(line, read.layout)});
      used = !shapes.lines.empty();
      break;
    }
    case MappingTarget::Feature: {
      std::vector<model::Vec2> at = shapes.points;
      for (const PlanePolygon& p : shapes.polygons) at.push_back(centroid(p.outer));
      for (const model::Vec2 p : at) {
        const model::HexCoord h = read.layout.worldToHex(p);
        if (read.grid.contains(h)) found.features[h].insert(rule.type);
      }
      used = !at.empty();
      break;
    }
  }
  return used;
}

// False when the designer cancelled.
bool readFeatures(VectorRead& read, const VectorRule& rule, const RuleLayer& from, VectorRuleStats& stats,
                  VectorImportResult& result) {
  for (auto& feature : *from.layer) {
    if ((++stats.features & 1023) == 0 && stopIfCancelled(result, read.progress)) return false;
    OGRGeometry* g = feature->GetGeometryRef();
    if (!g || (from.toMap && g->transform(from.toMap.get()) != OGRERR_NONE)) continue;
    PlaneShapes shapes;
    collect(g, read.ground.crsToGrid(), shapes);
    if (read.request.keepGround) {
      const std::string name = from.nameField >= 0 ? feature->GetFieldAsString(from.nameField) : "";
      keepShapes(read.found.keeper, rule, shapes, name);
    }
    if (classifyShapes(read, rule, from, *feature, shapes)) ++stats.used;
  }
  return true;
}

// What the rule's reading came to, against its line of the mapping; SourceBroken when
// the source itself, not the rule, fails to read.
RuleRead reportRuleRead(VectorRead& read, const VectorRule& rule, const RuleLayer& from, const VectorRuleStats& stats,
                        int failuresBefore) {
  const Mapping& mapping = read.request.mapping;
  model::Diagnostics& diagnostics = read.diagnostics;
  const bool readFailed = read.errors.failures() > failuresBefore;
  from.layer->SetAttributeFilter(nullptr);
  from.layer->SetSpatialFilter(nullptr);
  std::string sourceFailure;
  if (readFailed && !layerReads(*from.layer, sourceFailure)) {
    diagnostics.add(model::Severity::Error, "import.vector.unreadable",
                    "the source cannot be read (layer '" + from.name + "'): " + sourceFailure,
                    atInput(read.request.source));
    read.found.failed = true;
    return RuleRead::SourceBroken;
  }
  if (readFailed) {
    diagnostics.add(model::Severity::Error, "import.vector.filter",
                    "reading layer '" + from.name + "'" +
                        (rule.where.empty() ? "" : " with where=\"" + rule.where + "\"") +
                        " failed: " + read.errors.lastFailure(),
                    ruleLocation(mapping, rule));
    read.found.failed = true;
  } else if (stats.features == 0 && from.layer->GetFeatureCount(TRUE) == 0) {
    diagnostics.add(model::Severity::Warning, "import.vector.empty-layer", "layer '" + from.name + "' has no features",
                    ruleLocation(mapping, rule));
  } else if (stats.features == 0) {
    diagnostics.add(model::Severity::Info, "import.vector.no-match",
                    "no feature of layer '" + from.name + "' inside the map matches this rule",
                    ruleLocation(mapping, rule));
  } else if (stats.used < stats.features)
    diagnostics.add(model::Severity::Info, "import.vector.geometry",
                    std::to_string(stats.features - stats.used) + " of " + std::to_string(stats.features) +
                        " features of layer '" + from.name + "' have no " +
                        (rule.target == MappingTarget::Terrain   ? "polygon"
                         : rule.target == MappingTarget::Route   ? "line"
                         : rule.target == MappingTarget::Hexside ? "line or polygon"
                                                                 : "point or polygon") +
                        " geometry and were skipped",
                    ruleLocation(mapping, rule));
  return RuleRead::Next;
}

RuleRead readRule(VectorRead& read, std::size_t i, VectorImportResult& result) {
  const Mapping& mapping = read.request.mapping;
  const VectorRule& rule = mapping.rules[i];
  VectorRuleStats& stats = result.rules[i];
  RuleLayer from;
  from.layer = rule.layer.empty() ? read.ds.GetLayer(0) : read.ds.GetLayerByName(rule.layer.c_str());
  from.name = from.layer ? from.layer->GetName() : rule.layer;
  read.progress.report(static_cast<double>(i) / mapping.rules.size(), "layer " + from.name);
  if (!from.layer) {
    read.found.missingLayers.push_back(i);
    return RuleRead::Next;
  }
  ++read.found.rulesWithLayer;
  if (!prepareLayer(read, rule, from)) {
    read.found.failed = true;
    return RuleRead::Next;
  }
  // Some drivers (GeoPackage, SQLite) check the filter only when reading starts.
  const int failuresBefore = read.errors.failures();
  from.slot = rule.target == MappingTarget::Terrain
                  ? static_cast<std::size_t>(std::find(read.slots.types.begin(), read.slots.types.end(), rule.type) -
                                             read.slots.types.begin())
                  : 0;
  if (!readFeatures(read, rule, from, stats, result)) return RuleRead::Cancelled;
  return reportRuleRead(read, rule, from, stats, failuresBefore);
}

// False when the designer cancelled.
bool readRules(VectorRead& read, VectorImportResult& result) {
  for (std::size_t i = 0; i < read.request.mapping.rules.size(); ++i) {
    if (stopIfCancelled(result, read.progress)) return false;
    const RuleRead outcome = readRule(read, i, result);
    if (outcome == RuleRead::Cancelled) return false;
    if (outcome == RuleRead::SourceBroken) break;  // every later rule reads the same broken file
  }
  return true;
}

// Whether what was read may be staged; every reason it may not is reported.
bool readCanStage(VectorRead& read, const VectorImportResult& result) {
  const Found& found = read.found;
  if (!reportMissingLayers(read.ds, read.request.mapping, found.missingLayers, found.rulesWithLayer,
                           read.request.source, read.diagnostics))
    return false;
  if (found.failed) return false;
  if (std::all_of(result.rules.begin(), result.rules.end(), [](const VectorRuleStats& r) { return r.features == 0; }) &&
      !sourceMeetsMap(read.ds, read.request.mapping, *read.crs.mapSrs, read.crs.overrideSrs.get(), read.ground,
                      read.grid, read.request.source, read.diagnostics))
    return false;
  return true;
}

void classifyTerrain(Found& found, const TerrainSlots& slots, const model::HexGrid& grid, const model::Ruleset& ruleset,
                     double minCoverage, VectorImportResult& result) {
  // Overlapping polygons of one type cover a hex once (their union, not their sum).
  found.coverer.finish();
  mergeOverlaps(found.coverage, slots.thresholds);
  // Terrain: of the types covering enough of a hex, the ruleset's precedence decides.
  std::vector<CoverShare> shares(slots.types.size());
  for (std::size_t i = 0; i < grid.size(); ++i) {
    if (!found.coverage.touched(i)) continue;
    for (std::size_t s = 0; s < slots.types.size(); ++s)
      shares[s] = CoverShare{slots.types[s], found.coverage.fraction(i, s), slots.thresholds[s]};
    const auto chosen = chooseTerrain(shares, CoverMethod::Coverage, minCoverage, ruleset);
    const model::HexCoord hex = grid.at(i);
    if (chosen && result.map.terrainAt(hex) != *chosen) {
      result.map.setTerrain(hex, *chosen);
      ++result.terrainChanged;
    }
  }
}

void stageHexsides(const std::map<model::HexsideKey, std::set<model::TypeId>>& hexsides, const model::HexGrid& grid,
                   const model::Ruleset& ruleset, model::Diagnostics& diagnostics, VectorImportResult& result) {
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
}

void stageRoutes(std::vector<RoutePiece> pieces, const model::HexGrid& grid, VectorImportResult& result) {
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
}

void stageHexFeatures(const std::map<model::HexCoord, std::set<model::TypeId>>& features, VectorImportResult& result) {
  for (const auto& [hex, types] : features) {
    auto& list = result.map.hexFeatures[hex];
    for (const model::TypeId& type : types) {
      if (std::any_of(list.begin(), list.end(), [&](const model::HexFeature& f) { return f.type == type; })) continue;
      list.push_back(model::HexFeature{type, {}});
      ++result.hexFeaturesAdded;
    }
  }
}

void stageKeptGround(GroundKeeper& keeper, VectorImportResult& result) {
  result.groundPointsRead = keeper.pointsRead();
  result.groundPointsKept = keeper.pointsKept();
  model::VectorLayer kept = keeper.take();
  result.groundFeaturesKept = kept.features.size();
  keepGround(result.map, std::move(kept));
}

}  // namespace

VectorImportResult importVector(const model::Map& current, const model::Ruleset& ruleset,
                                const VectorImportRequest& request, model::Diagnostics& diagnostics,
                                model::ProgressReporter& progress) {
  auto result = beginStaged<VectorImportResult>(current);
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
    diagnostics.add(model::Severity::Error, "import.vector.unreadable", "not a vector source OGR can read",
                    atInput(request.source));
    return result;
  }
  ReadCrs crs;
  if (!parseCrs(current, request, diagnostics, crs)) return result;

  const model::HexGrid& grid = current.grid();
  const model::HexLayout& layout = ground->layout();
  const TerrainSlots slots = terrainSlotsOf(mapping, request.minCoverage);
  Found found(grid, layout, slots.types.size(), request.source,
              keptTolerance(ruleset, current.ground.metresAcrossFlats()));
  VectorRead read{request, *ds, *ground, grid, layout, crs, slots, errors, diagnostics, progress, found};
  if (!readRules(read, result)) return result;
  if (!readCanStage(read, result)) return result;

  classifyTerrain(found, slots, grid, ruleset, request.minCoverage, result);
  stageHexsides(found.hexsides, grid, ruleset, diagnostics, result);
  stageRoutes(std::move(found.pieces), grid, result);
  stageHexFeatures(found.features, result);
  if (request.keepGround) stageKeptGround(found.keeper, result);
  finishStaged(result, progress);
  return result;
}

}  // namespace hexwright::importers
