// map.xml: grid, ground frame, table, per-hex terrain and elevation, and the map layers.
#include <algorithm>
#include <cmath>
#include <filesystem>

#include "model/io/bundle_internal.h"
#include "model/io/io_limits.h"

namespace hexwright::io::detail {
namespace {

/// Upper bound on columns × rows, so that a corrupt file cannot ask for all memory.
constexpr long long kMaxHexes = kMaxGridHexes;
/// Printed numbers of the first column/row: far beyond any map, small enough that
/// label arithmetic (origin + index) cannot overflow.
constexpr int kMaxOrigin = 1'000'000;

/// The hex a hexside is written from: its canonical owner when that hex is on the map,
/// otherwise the on-map hex across it (so map-edge sides read like the rulebook).
std::pair<model::HexCoord, int> hexsideWrittenAs(const model::Map& map, model::HexsideKey key) {
  if (map.contains(key.hex)) return {key.hex, key.side};
  const model::HexCoord other = model::neighbor(key.hex, key.side);
  if (map.contains(other)) return {other, model::opposite(key.side)};
  return {key.hex, key.side};
}

bool isBundlePath(const std::string& file) {
  if (file.empty() || file.find('\\') != std::string::npos || file.back() == '/') return false;
  const std::filesystem::path p(file);
  if (!p.is_relative() || p.lexically_normal().generic_string() != file) return false;
  for (const auto& part : p)
    if (part == "..") return false;
  return file != kScenarioFile && file != kMapFile && file != kOobFile;
}

}  // namespace

// ---------------------------------------------------------------- writing

std::string writeMapXml(const model::Map& map) {
  XmlWriter w;
  const model::HexGrid& g = map.grid();
  const model::OffsetConvention& c = g.convention;
  w.open("map");
  w.attr("format", kBundleFormatVersion);
  w.attr("kind", gridKindName(map.kind));

  w.open("grid");
  w.attr("columns", g.columns);
  w.attr("rows", g.rows);
  w.attr("orientation", orientationName(c.orientation));
  w.attr("shove", shoveName(c.shove));
  w.attr("column-origin", c.columnOrigin);
  w.attr("row-origin", c.rowOrigin);
  w.attr("digits", c.digits);
  for (const model::MapSection& s : c.sections) {
    w.open("section");
    w.attr("letter", s.letter);
    w.attr("first-column", s.firstCol);
    w.attr("first-row", s.firstRow);
    w.attr("columns", s.columns);
    w.attr("rows", s.rows);
    w.close();
  }
  w.close();

  if (map.ground.yardsAcrossFlats != 0 || map.ground.georeference) {
    w.open("ground");
    if (map.ground.yardsAcrossFlats != 0) w.attr("yards-across-flats", map.ground.yardsAcrossFlats);
    if (const auto& geo = map.ground.georeference) {
      w.open("georeference");
      w.textElement("crs", geo->crsWkt);
      w.open("grid-to-crs");
      w.attr("c0", geo->gridToCrs.c0);
      w.attr("c1", geo->gridToCrs.c1);
      w.attr("c2", geo->gridToCrs.c2);
      w.attr("c3", geo->gridToCrs.c3);
      w.attr("c4", geo->gridToCrs.c4);
      w.attr("c5", geo->gridToCrs.c5);
      w.close();
      w.close();
    }
    w.close();
  }

  if (map.kind == model::GridKind::Table || map.table != model::TableSize{}) {
    w.open("table");
    w.attr("width", map.table.widthInches);
    w.attr("depth", map.table.depthInches);
    w.close();
  }

  if (g.size() > 0) {
    w.open("hexes");
    for (std::size_t i = 0, n = g.size(); i < n; ++i) {
      const model::HexCoord h = g.at(i);
      w.open("hex");
      w.attr("at", model::formatLabel(h, c));
      w.attr("terrain", map.terrainAt(h));
      if (const int e = map.elevationAt(h); e != 0) w.attr("elevation", e);
      w.close();
    }
    w.close();
  }

  if (!map.hexFeatures.empty()) {
    w.open("hex-features");
    for (const auto& [h, features] : map.hexFeatures) {
      w.open("hex");
      w.attr("at", model::formatLabel(h, c));
      for (const model::HexFeature& f : features) {
        w.open("feature");
        w.attr("type", f.type);
        writeAttributes(w, f.attributes);
        w.close();
      }
      w.close();
    }
    w.close();
  }

  if (!map.hexsideFeatures.empty()) {
    w.open("hexside-features");
    for (const auto& [key, features] : map.hexsideFeatures) {
      const auto [hex, dir] = hexsideWrittenAs(map, key);
      w.open("hexside");
      w.attr("hex", model::formatLabel(hex, c));
      w.attr("side", directionText(dir, c.orientation));
      for (const model::HexsideFeature& f : features) {
        w.open("feature");
        w.attr("type", f.type);
        if (f.toward) w.attr("toward", model::formatLabel(*f.toward, c));
        writeAttributes(w, f.attributes);
        w.close();
      }
      w.close();
    }
    w.close();
  }

  if (!map.routes.empty()) {
    w.open("routes");
    for (const model::Route& r : map.routes) {
      w.open("route");
      w.attr("id", r.id.str());
      w.attr("type", r.type);
      if (!r.name.empty()) w.attr("name", r.name);
      w.attr("hexes", hexListText(r.path, c));
      w.close();
    }
    w.close();
  }

  if (!map.areas.empty()) {
    w.open("areas");
    for (const model::NamedArea& a : map.areas) {
      w.open("area");
      w.attr("id", a.id.str());
      if (!a.name.empty()) w.attr("name", a.name);
      if (!a.kind.empty()) w.attr("kind", a.kind);
      if (!a.side.empty()) w.attr("side", a.side);
      if (!a.hexes.empty()) w.attr("hexes", hexListText(a.hexes, c));
      if (!a.polygon.empty()) w.attrPoints("points", a.polygon);
      w.close();
    }
    w.close();
  }

  if (!map.labels.empty()) {
    w.open("labels");
    for (const model::MapLabel& l : map.labels) {
      w.open("label");
      w.attr("id", l.id.str());
      w.attr("text", l.text);
      w.attr("x", l.at.x);
      w.attr("y", l.at.y);
      if (l.rotationDegrees != 0) w.attr("rotation", l.rotationDegrees);
      if (!l.style.empty()) w.attr("style", l.style);
      w.close();
    }
    w.close();
  }

  if (!map.backgrounds.empty()) {
    w.open("backgrounds");
    for (const model::BackgroundImage& b : map.backgrounds) {
      w.open("background");
      w.attr("file", b.file);
      if (b.opacity != 1.0) w.attr("opacity", b.opacity);
      if (!b.visible) w.attr("visible", false);
      if (b.kind == model::RasterKind::Elevation) w.attr("kind", "elevation");
      if (!b.source.empty()) w.attr("source", b.source);
      w.close();
    }
    w.close();
  }

  if (!map.vectorLayers.empty()) {
    w.open("vector-layers");
    for (const model::VectorLayer& layer : map.vectorLayers) {
      w.open("layer");
      w.attr("id", layer.id.str());
      if (!layer.name.empty()) w.attr("name", layer.name);
      if (!layer.source.empty()) w.attr("source", layer.source);
      if (!layer.visible) w.attr("visible", false);
      for (const model::VectorFeature& f : layer.features) {
        w.open("feature");
        w.attr("id", f.id.str());
        w.attr("type", f.type);
        w.attr("geometry", geometryName(f.geometry));
        if (!f.name.empty()) w.attr("name", f.name);
        w.attrPoints("points", f.points);
        for (const auto& hole : f.holes) {
          w.open("hole");
          w.attrPoints("points", hole);
          w.close();
        }
        writeAttributes(w, f.attributes);
        w.close();
      }
      w.close();
    }
    w.close();
  }

  w.close();
  return w.finish();
}

// ---------------------------------------------------------------- reading

namespace {

bool readGrid(ReadContext& ctx, pugi::xml_node gridNode, model::HexGrid& grid) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  r.checkAttributes(doc, gridNode,
                    {"columns", "rows", "orientation", "shove", "column-origin", "row-origin", "digits"});
  const int before = r.errors();
  model::OffsetConvention& c = grid.convention;
  r.readInt(doc, gridNode, "columns", grid.columns, true);
  r.readInt(doc, gridNode, "rows", grid.rows, true);
  if (const auto o = XmlReader::get(gridNode, "orientation")) {
    if (const auto v = parseOrientation(*o))
      c.orientation = *v;
    else
      r.error(doc, gridNode, "orientation", "bundle.enum.unknown",
              "orientation \"" + std::string(*o) + "\" is not flat or pointy");
  }
  if (const auto s = XmlReader::get(gridNode, "shove")) {
    if (const auto v = parseShove(*s))
      c.shove = *v;
    else
      r.error(doc, gridNode, "shove", "bundle.enum.unknown", "shove \"" + std::string(*s) + "\" is not odd or even");
  }
  r.readInt(doc, gridNode, "column-origin", c.columnOrigin);
  r.readInt(doc, gridNode, "row-origin", c.rowOrigin);
  r.readInt(doc, gridNode, "digits", c.digits);
  if (grid.columns < 0 || grid.rows < 0 ||
      static_cast<long long>(grid.columns) * static_cast<long long>(grid.rows) > kMaxHexes) {
    r.error(doc, gridNode, "bundle.grid.invalid",
            "a grid of " + std::to_string(grid.columns) + " by " + std::to_string(grid.rows) +
                " hexes is not possible (at most " + std::to_string(kMaxHexes) + " hexes)");
  }
  if (std::abs(static_cast<long long>(c.columnOrigin)) > kMaxOrigin ||
      std::abs(static_cast<long long>(c.rowOrigin)) > kMaxOrigin) {
    r.error(doc, gridNode, "bundle.grid.invalid",
            "column-origin and row-origin must be between -" + std::to_string(kMaxOrigin) + " and " +
                std::to_string(kMaxOrigin));
  }
  if (c.digits < 0 || c.digits > 9) {
    r.error(doc, gridNode, "digits", "bundle.grid.invalid",
            "digits=\"" + std::to_string(c.digits) + "\" must be between 1 and 9");
  }
  forEachElement(gridNode, [&](pugi::xml_node s) {
    if (std::string_view(s.name()) != "section") return r.unknownElement(doc, s);
    r.checkAttributes(doc, s, {"letter", "first-column", "first-row", "columns", "rows"});
    model::MapSection section;
    r.require(doc, s, "letter", section.letter);
    r.readInt(doc, s, "first-column", section.firstCol, true);
    r.readInt(doc, s, "first-row", section.firstRow, true);
    r.readInt(doc, s, "columns", section.columns, true);
    r.readInt(doc, s, "rows", section.rows, true);
    const bool duplicate = std::any_of(c.sections.begin(), c.sections.end(),
                                       [&](const model::MapSection& o) { return o.letter == section.letter; });
    if (duplicate) {
      r.error(doc, s, "letter", "bundle.id.duplicate", "map section '" + section.letter + "' appears twice");
    }
    c.sections.push_back(std::move(section));
  });
  return r.errors() == before;
}

void readGround(ReadContext& ctx, pugi::xml_node n, model::GroundFrame& ground) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  r.checkAttributes(doc, n, {"yards-across-flats"});
  r.readDouble(doc, n, "yards-across-flats", ground.yardsAcrossFlats);
  bool seenGeo = false;
  forEachElement(n, [&](pugi::xml_node g) {
    if (std::string_view(g.name()) != "georeference") return r.unknownElement(doc, g);
    if (!r.once(doc, g, seenGeo)) return;
    r.checkAttributes(doc, g, {});
    model::GeoReference geo;
    bool seenCrs = false, seenAffine = false;
    forEachElement(g, [&](pugi::xml_node c) {
      const std::string_view name = c.name();
      if (name == "crs") {
        if (r.once(doc, c, seenCrs)) geo.crsWkt = c.text().get();
      } else if (name == "grid-to-crs") {
        if (!r.once(doc, c, seenAffine)) return;
        r.checkAttributes(doc, c, {"c0", "c1", "c2", "c3", "c4", "c5"});
        model::Affine2D& a = geo.gridToCrs;
        r.readDouble(doc, c, "c0", a.c0, true);
        r.readDouble(doc, c, "c1", a.c1, true);
        r.readDouble(doc, c, "c2", a.c2, true);
        r.readDouble(doc, c, "c3", a.c3, true);
        r.readDouble(doc, c, "c4", a.c4, true);
        r.readDouble(doc, c, "c5", a.c5, true);
      } else {
        r.unknownElement(doc, c);
      }
    });
    if (!seenAffine) {
      r.error(doc, g, "bundle.xml.missing-element", "<georeference> needs a <grid-to-crs> transform");
    }
    ground.georeference = std::move(geo);
  });
}

void readHexes(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  model::Map& map = ctx.scenario.map;
  const model::HexGrid& grid = map.grid();
  std::vector<char> seen(grid.size(), 0);
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node h) {
    if (std::string_view(h.name()) != "hex") return r.unknownElement(doc, h);
    r.checkAttributes(doc, h, {"at", "terrain", "elevation"});
    std::string at;
    if (!r.require(doc, h, "at", at)) return;
    const auto hex = ctx.hex(doc, h, "at", at);
    if (!hex) return;
    char& once = seen[grid.index(*hex)];
    if (once) {
      r.error(doc, h, "at", "bundle.hex.duplicate", "hex " + at + " is listed twice");
      return;
    }
    once = 1;
    if (const pugi::xml_attribute t = h.attribute("terrain")) map.setTerrain(*hex, t.value());
    int elevation = 0;
    if (r.readInt(doc, h, "elevation", elevation)) map.setElevation(*hex, elevation);
  });
}

void readHexFeatures(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  model::Map& map = ctx.scenario.map;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node h) {
    if (std::string_view(h.name()) != "hex") return r.unknownElement(doc, h);
    r.checkAttributes(doc, h, {"at"});
    std::string at;
    if (!r.require(doc, h, "at", at)) return;
    const auto hex = ctx.hex(doc, h, "at", at);
    if (!hex) return;
    // (no structured binding: lambdas below use the iterator, which clang 14 cannot capture)
    const auto emplaced = map.hexFeatures.try_emplace(*hex);
    const auto it = emplaced.first;
    if (!emplaced.second) {
      r.error(doc, h, "at", "bundle.hex.duplicate",
              "hex " + at + " appears twice in <hex-features>; list all its features in one <hex>");
      return;
    }
    forEachElement(h, [&](pugi::xml_node f) {
      if (std::string_view(f.name()) != "feature") return r.unknownElement(doc, f);
      r.checkAttributes(doc, f, {"type"});
      model::HexFeature feature;
      if (!r.require(doc, f, "type", feature.type)) return;
      forEachElement(f, [&](pugi::xml_node a) {
        if (std::string_view(a.name()) != "attr") return r.unknownElement(doc, a);
        ctx.attribute(doc, a, feature.attributes);
      });
      it->second.push_back(std::move(feature));
    });
  });
}

void readHexsideFeatures(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  model::Map& map = ctx.scenario.map;
  const model::OffsetConvention& c = ctx.convention();
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node s) {
    if (std::string_view(s.name()) != "hexside") return r.unknownElement(doc, s);
    r.checkAttributes(doc, s, {"hex", "side"});
    std::string hexText, sideText;
    const bool hasHex = r.require(doc, s, "hex", hexText);
    if (!r.require(doc, s, "side", sideText) || !hasHex) return;
    const auto hex = ctx.hex(doc, s, "hex", hexText, /*allowOffMap=*/true);
    const auto dir = parseDirection(sideText, c.orientation);
    if (!dir) {
      r.error(doc, s, "side", "bundle.enum.unknown",
              "side \"" + sideText + "\" is not a direction of a " + orientationName(c.orientation) + "-top grid (" +
                  directionList(c.orientation) + ", or 0 to 5)");
    }
    if (!hex || !dir) return;
    const model::HexsideKey key = model::hexside(*hex, *dir);
    const std::string name = hexText + "/" + sideText;
    if (!map.containsSide(key)) {
      r.error(doc, s, "hex", "bundle.hex.off-map",
              "hexside " + name + " is off the map (neither of its hexes is on it)");
      return;
    }
    const auto pair = model::hexesOf(key);  // the two hexes a feature may face
    const auto emplaced = map.hexsideFeatures.try_emplace(key);
    const auto it = emplaced.first;
    if (!emplaced.second) {
      r.error(doc, s, "bundle.hex.duplicate",
              "hexside " + name +
                  " appears twice in <hexside-features> (perhaps named from the hex across it); "
                  "list all its features in one <hexside>");
      return;
    }
    forEachElement(s, [&](pugi::xml_node f) {
      if (std::string_view(f.name()) != "feature") return r.unknownElement(doc, f);
      r.checkAttributes(doc, f, {"type", "toward"});
      model::HexsideFeature feature;
      if (!r.require(doc, f, "type", feature.type)) return;
      if (const auto toward = XmlReader::get(f, "toward")) {
        if (const auto t = ctx.hex(doc, f, "toward", *toward, /*allowOffMap=*/true)) {
          if (*t != pair[0] && *t != pair[1]) {
            r.error(doc, f, "toward", "bundle.hexside.toward-invalid",
                    "toward=\"" + std::string(*toward) + "\" is not one of the two hexes of hexside " + name + " (" +
                        model::formatLabel(pair[0], c) + " and " + model::formatLabel(pair[1], c) + ")");
          } else {
            feature.toward = *t;
          }
        }
      }
      forEachElement(f, [&](pugi::xml_node a) {
        if (std::string_view(a.name()) != "attr") return r.unknownElement(doc, a);
        ctx.attribute(doc, a, feature.attributes);
      });
      it->second.push_back(std::move(feature));
    });
  });
}

void readRoutes(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "route") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "type", "name", "hexes"});
    const int mark = ctx.mark();
    model::Route route;
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.define(IdKind::Route, id, doc, e);
    route.id = model::RouteId(id);
    r.require(doc, e, "type", route.type);
    route.name = XmlReader::text(e, "name");
    ctx.hexList(doc, e, "hexes", route.path);
    if (ctx.clean(mark)) ctx.scenario.map.routes.push_back(std::move(route));
  });
}

void readAreas(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "area") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "name", "kind", "side", "hexes", "points"});
    const int mark = ctx.mark();
    model::NamedArea area;
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.define(IdKind::Area, id, doc, e);
    area.id = model::AreaId(id);
    area.name = XmlReader::text(e, "name");
    area.kind = XmlReader::text(e, "kind");
    area.side = XmlReader::text(e, "side");
    if (!area.side.empty()) ctx.expect(IdKind::Side, area.side, doc, e, "side", "area '" + id + "'");
    ctx.hexList(doc, e, "hexes", area.hexes);
    // The model keeps area hexes sorted and unique; a hand-written list may be in any order.
    std::sort(area.hexes.begin(), area.hexes.end());
    area.hexes.erase(std::unique(area.hexes.begin(), area.hexes.end()), area.hexes.end());
    ctx.points(doc, e, "points", area.polygon);
    if (ctx.clean(mark)) ctx.scenario.map.areas.push_back(std::move(area));
  });
}

void readLabels(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "label") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "text", "x", "y", "rotation", "style"});
    const int mark = ctx.mark();
    model::MapLabel label;
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.define(IdKind::Label, id, doc, e);
    label.id = model::LabelId(id);
    r.require(doc, e, "text", label.text);
    r.readDouble(doc, e, "x", label.at.x, true);
    r.readDouble(doc, e, "y", label.at.y, true);
    r.readDouble(doc, e, "rotation", label.rotationDegrees);
    label.style = XmlReader::text(e, "style");
    if (ctx.clean(mark)) ctx.scenario.map.labels.push_back(std::move(label));
  });
}

void readBackgrounds(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "background") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"file", "opacity", "visible", "kind", "source"});
    const int mark = ctx.mark();
    model::BackgroundImage b;
    if (r.require(doc, e, "file", b.file) && !isBundlePath(b.file)) {
      r.error(doc, e, "file", "bundle.background.path-invalid",
              "background file \"" + b.file +
                  "\" must be a plain relative path inside the bundle (for example rasters/map.tif: "
                  "no leading '/', no '..', '.' or '\\', and not one of the bundle's XML files)");
    }
    r.readDouble(doc, e, "opacity", b.opacity);
    r.readBool(doc, e, "visible", b.visible);
    const std::string kind = XmlReader::text(e, "kind");
    if (kind == "elevation")
      b.kind = model::RasterKind::Elevation;
    else if (!kind.empty() && kind != "image")
      r.error(doc, e, "kind", "bundle.background.kind", "background kind \"" + kind + "\" is not image or elevation");
    b.source = XmlReader::text(e, "source");
    if (ctx.clean(mark)) ctx.scenario.map.backgrounds.push_back(std::move(b));
  });
}

void readVectorLayers(ReadContext& ctx, pugi::xml_node n) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  r.checkAttributes(doc, n, {});
  forEachElement(n, [&](pugi::xml_node e) {
    if (std::string_view(e.name()) != "layer") return r.unknownElement(doc, e);
    r.checkAttributes(doc, e, {"id", "name", "source", "visible"});
    model::VectorLayer layer;
    std::string id;
    if (r.requireId(doc, e, "id", id)) ctx.define(IdKind::Layer, id, doc, e);
    layer.id = model::LayerId(id);
    layer.name = XmlReader::text(e, "name");
    layer.source = XmlReader::text(e, "source");
    r.readBool(doc, e, "visible", layer.visible);
    std::unordered_map<std::string, pugi::xml_node> featureIds;
    forEachElement(e, [&](pugi::xml_node f) {
      if (std::string_view(f.name()) != "feature") return r.unknownElement(doc, f);
      r.checkAttributes(doc, f, {"id", "type", "geometry", "name", "points"});
      const int mark = ctx.mark();
      model::VectorFeature feature;
      std::string fid;
      if (r.requireId(doc, f, "id", fid) && !featureIds.emplace(fid, f).second) {
        const auto first = doc.at(featureIds[fid]);
        r.error(doc, f, "id", "bundle.id.duplicate",
                "feature '" + fid + "' appears twice in vector layer '" + id + "'; it is already used at line " +
                    std::to_string(first.line));
      }
      feature.id = model::FeatureId(fid);
      r.require(doc, f, "type", feature.type);
      std::string geometry;
      if (r.require(doc, f, "geometry", geometry)) {
        if (const auto g = parseGeometry(geometry))
          feature.geometry = *g;
        else
          r.error(doc, f, "geometry", "bundle.enum.unknown",
                  "geometry \"" + geometry + "\" is not point, polyline or polygon");
      }
      feature.name = XmlReader::text(f, "name");
      ctx.points(doc, f, "points", feature.points);
      const bool keep = ctx.clean(mark);  // a bad <attr> below drops only itself
      forEachElement(f, [&](pugi::xml_node a) {
        if (std::string_view(a.name()) == "hole" && feature.geometry == model::GeometryKind::Polygon) {
          r.checkAttributes(doc, a, {"points"});
          std::vector<model::Vec2> ring;
          ctx.points(doc, a, "points", ring);
          if (ring.size() >= 3) feature.holes.push_back(std::move(ring));
          return;
        }
        if (std::string_view(a.name()) != "attr") return r.unknownElement(doc, a);
        ctx.attribute(doc, a, feature.attributes);
      });
      if (keep) layer.features.push_back(std::move(feature));
    });
    ctx.scenario.map.vectorLayers.push_back(std::move(layer));
  });
}

}  // namespace

bool readMapXml(ReadContext& ctx) {
  XmlReader& r = ctx.reader;
  const XmlDoc& doc = ctx.mapDoc;
  const pugi::xml_node root = doc.root();
  model::Map& map = ctx.scenario.map;
  r.checkAttributes(doc, root, {"format", "kind"});
  if (const auto kind = XmlReader::get(root, "kind")) {
    if (const auto k = parseGridKind(*kind))
      map.kind = *k;
    else
      r.error(doc, root, "kind", "bundle.enum.unknown", "map kind \"" + std::string(*kind) + "\" is not hex or table");
  }

  const pugi::xml_node gridNode = root.child("grid");
  if (!gridNode) {
    r.error(doc, root, "bundle.xml.missing-element", "<map> needs a <grid> element");
    return false;
  }
  model::HexGrid grid;
  if (!readGrid(ctx, gridNode, grid)) return false;  // every hex label depends on the grid
  map.resetGrid(grid, {});

  bool seenGrid = false, seenGround = false, seenTable = false, seenHexes = false, seenHexFeatures = false,
       seenHexsides = false, seenRoutes = false, seenAreas = false, seenLabels = false, seenBackgrounds = false,
       seenLayers = false;
  forEachElement(root, [&](pugi::xml_node n) {
    const std::string_view name = n.name();
    if (name == "grid") {
      r.once(doc, n, seenGrid);
    } else if (name == "ground") {
      if (r.once(doc, n, seenGround)) readGround(ctx, n, map.ground);
    } else if (name == "table") {
      if (!r.once(doc, n, seenTable)) return;
      r.checkAttributes(doc, n, {"width", "depth"});
      r.readDouble(doc, n, "width", map.table.widthInches, true);
      r.readDouble(doc, n, "depth", map.table.depthInches, true);
      for (auto [attribute, v] :
           {std::pair{"width", map.table.widthInches}, std::pair{"depth", map.table.depthInches}}) {
        if (!(v >= 0 && v <= kMaxTableInches))  // also NaN
          r.error(doc, n, attribute, "bundle.attribute.invalid",
                  std::string("table ") + attribute + " must be between 0 and " +
                      std::to_string(static_cast<int>(kMaxTableInches)) + " inches");
      }
    } else if (name == "hexes") {
      if (r.once(doc, n, seenHexes)) readHexes(ctx, n);
    } else if (name == "hex-features") {
      if (r.once(doc, n, seenHexFeatures)) readHexFeatures(ctx, n);
    } else if (name == "hexside-features") {
      if (r.once(doc, n, seenHexsides)) readHexsideFeatures(ctx, n);
    } else if (name == "routes") {
      if (r.once(doc, n, seenRoutes)) readRoutes(ctx, n);
    } else if (name == "areas") {
      if (r.once(doc, n, seenAreas)) readAreas(ctx, n);
    } else if (name == "labels") {
      if (r.once(doc, n, seenLabels)) readLabels(ctx, n);
    } else if (name == "backgrounds") {
      if (r.once(doc, n, seenBackgrounds)) readBackgrounds(ctx, n);
    } else if (name == "vector-layers") {
      if (r.once(doc, n, seenLayers)) readVectorLayers(ctx, n);
    } else {
      r.unknownElement(doc, n);
    }
  });
  return true;
}

}  // namespace hexwright::io::detail
