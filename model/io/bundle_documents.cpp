// writeDocuments / readDocuments and what the three documents share.
#include <algorithm>

#include "model/io/bundle_internal.h"
#include "model/io/text_checks.h"

namespace hexwright::io {
namespace detail {

// ---- enumerations ----

const char* gridKindName(model::GridKind k) { return k == model::GridKind::Table ? "table" : "hex"; }
std::optional<model::GridKind> parseGridKind(std::string_view s) {
  if (s == "hex") return model::GridKind::Hex;
  if (s == "table") return model::GridKind::Table;
  return std::nullopt;
}
const char* orientationName(model::Orientation o) { return o == model::Orientation::PointyTop ? "pointy" : "flat"; }
std::optional<model::Orientation> parseOrientation(std::string_view s) {
  if (s == "flat") return model::Orientation::FlatTop;
  if (s == "pointy") return model::Orientation::PointyTop;
  return std::nullopt;
}
const char* shoveName(model::Shove s) { return s == model::Shove::Even ? "even" : "odd"; }
std::optional<model::Shove> parseShove(std::string_view s) {
  if (s == "odd") return model::Shove::Odd;
  if (s == "even") return model::Shove::Even;
  return std::nullopt;
}
const char* geometryName(model::GeometryKind g) {
  switch (g) {
    case model::GeometryKind::Point:
      return "point";
    case model::GeometryKind::Polyline:
      return "polyline";
    case model::GeometryKind::Polygon:
      return "polygon";
  }
  return "polygon";
}
std::optional<model::GeometryKind> parseGeometry(std::string_view s) {
  if (s == "point") return model::GeometryKind::Point;
  if (s == "polyline") return model::GeometryKind::Polyline;
  if (s == "polygon") return model::GeometryKind::Polygon;
  return std::nullopt;
}

const std::array<const char*, 6>& directionNames(model::Orientation o) {
  static const std::array<const char*, 6> flat{"N", "NE", "SE", "S", "SW", "NW"};
  static const std::array<const char*, 6> pointy{"NW", "NE", "E", "SE", "SW", "W"};
  return o == model::Orientation::PointyTop ? pointy : flat;
}

std::optional<int> parseDirection(std::string_view s, model::Orientation o) {
  const auto& names = directionNames(o);
  for (int d = 0; d < 6; ++d)
    if (s == names[static_cast<std::size_t>(d)]) return d;
  if (s.size() == 1 && s[0] >= '0' && s[0] <= '5') return s[0] - '0';
  return std::nullopt;
}

std::string directionText(int d, model::Orientation o) {
  if (d >= 0 && d < 6) return directionNames(o)[static_cast<std::size_t>(d)];
  return std::to_string(d);
}

std::string directionList(model::Orientation o) {
  std::string out;
  for (const char* n : directionNames(o)) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out;
}

const char* idKindName(IdKind k) {
  switch (k) {
    case IdKind::Side:
      return "side";
    case IdKind::Formation:
      return "formation";
    case IdKind::Unit:
      return "unit";
    case IdKind::Area:
      return "area";
    case IdKind::Route:
      return "route";
    case IdKind::Label:
      return "label";
    case IdKind::Layer:
      return "vector layer";
    case IdKind::Reinforcement:
      return "reinforcement";
    case IdKind::Victory:
      return "victory condition";
    case IdKind::Placement:
      return "placement of unit";
  }
  return "id";
}

// ---- writing helpers ----

void writeAttributes(XmlWriter& w, const model::Attributes& attributes) {
  for (const auto& [name, value] : attributes) {
    w.open("attr");
    w.attr("name", name);
    w.attr("type", model::attributeTypeName(model::typeOf(value)));
    w.attr("value", model::formatAttribute(value));
    w.close();
  }
}

void writeProvenance(XmlWriter& w, const model::Provenance& p) {
  if (p.empty()) return;
  w.open("source");
  if (!p.file.empty()) w.attr("file", p.file);
  if (p.line != 0) w.attr("line", p.line);
  w.close();
}

std::string hexListText(const std::vector<model::HexCoord>& hexes, const model::OffsetConvention& c) {
  std::string out;
  for (const auto& h : hexes) {
    if (!out.empty()) out += ' ';
    out += model::formatLabel(h, c);
  }
  return out;
}

// ---- ReadContext ----

bool ReadContext::define(IdKind kind, const std::string& id, const XmlDoc& doc, pugi::xml_node n,
                         const char* attribute) {
  auto& ids = m_ids[static_cast<std::size_t>(kind)];
  const auto [it, inserted] = ids.try_emplace(id, Seen{&doc, n});
  if (inserted) return true;
  const model::SourceLocation first = it->second.doc->at(it->second.node, attribute);
  std::string firstText = first.file + ":" + std::to_string(first.line) + ":" + std::to_string(first.column);
  reader.error(doc, n, attribute, "bundle.id.duplicate",
               std::string(idKindName(kind)) + " '" + id + "' appears twice; it is already used at " + firstText);
  return false;
}

void ReadContext::expect(IdKind kind, const std::string& id, const XmlDoc& doc, pugi::xml_node n, const char* attribute,
                         std::string what) {
  m_references.push_back(Reference{kind, id, &doc, n, attribute, std::move(what)});
}

void ReadContext::resolveReferences() {
  for (const Reference& r : m_references) {
    const auto& ids = m_ids[static_cast<std::size_t>(r.kind)];
    if (ids.count(r.id)) continue;
    std::string rule = "bundle.reference.unknown-";
    std::string where;
    switch (r.kind) {
      case IdKind::Unit:
        rule += "unit";
        where = "the order of battle (oob.xml)";
        break;
      case IdKind::Formation:
        rule += "formation";
        where = "the order of battle (oob.xml)";
        break;
      case IdKind::Side:
        rule += "side";
        where = "the scenario's sides (scenario.xml)";
        break;
      case IdKind::Area:
        rule += "area";
        where = "the map's areas (map.xml)";
        break;
      default:
        rule += "id";
        where = "the bundle";
        break;
    }
    reader.error(*r.doc, r.node, r.attribute, rule,
                 r.what + " names " + idKindName(r.kind) + " '" + r.id + "', which is not in " + where);
  }
}

std::optional<model::HexCoord> ReadContext::hex(const XmlDoc& doc, pugi::xml_node n, const char* attribute,
                                                std::string_view text, bool allowOffMap) {
  const auto h = model::parseLabel(text, convention());
  if (!h) {
    const int digits = std::max(1, convention().digits);
    reader.error(doc, n, attribute, "bundle.hex.invalid",
                 "\"" + std::string(text) + "\" is not a hex number on this map (" + std::to_string(2 * digits) +
                     " digits, column first" + (convention().sections.empty() ? "" : ", after a map-section letter") +
                     ")");
    return std::nullopt;
  }
  if (!allowOffMap && !scenario.map.contains(*h)) {
    const auto& g = scenario.map.grid();
    reader.error(doc, n, attribute, "bundle.hex.off-map",
                 "hex " + std::string(text) + " is off the map (" + std::to_string(g.columns) + " columns by " +
                     std::to_string(g.rows) + " rows)");
    return std::nullopt;
  }
  return h;
}

bool ReadContext::optionalHex(const XmlDoc& doc, pugi::xml_node n, const char* attribute,
                              std::optional<model::HexCoord>& out) {
  const auto text = XmlReader::get(n, attribute);
  if (!text) return true;
  const auto h = hex(doc, n, attribute, *text);
  if (!h) return false;
  out = *h;
  return true;
}

bool ReadContext::hexList(const XmlDoc& doc, pugi::xml_node n, const char* attribute,
                          std::vector<model::HexCoord>& out) {
  const auto text = XmlReader::get(n, attribute);
  if (!text) return true;
  bool ok = true;
  std::size_t i = 0;
  const std::string_view s = *text;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) ++i;
    const std::size_t start = i;
    while (i < s.size() && !(s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) ++i;
    if (i == start) break;
    if (const auto h = hex(doc, n, attribute, s.substr(start, i - start)))
      out.push_back(*h);
    else
      ok = false;
  }
  return ok;
}

bool ReadContext::points(const XmlDoc& doc, pugi::xml_node n, const char* attribute, std::vector<model::Vec2>& out) {
  const auto text = XmlReader::get(n, attribute);
  if (!text) return true;
  const std::string_view s = *text;
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && space(s[i])) ++i;
    const std::size_t start = i;
    while (i < s.size() && !space(s[i])) ++i;
    if (i == start) break;
    const std::string_view pair = s.substr(start, i - start);
    const std::size_t comma = pair.find(',');
    const auto x = comma == std::string_view::npos ? std::nullopt : parseDouble(pair.substr(0, comma));
    const auto y = comma == std::string_view::npos ? std::nullopt : parseDouble(pair.substr(comma + 1));
    if (!x || !y) {
      reader.error(
          doc, n, attribute, "bundle.attribute.invalid",
          "\"" + std::string(pair) + "\" in " + attribute + " of <" + n.name() + "> is not a point written x,y");
      return false;
    }
    out.push_back({*x, *y});
  }
  return true;
}

bool ReadContext::attribute(const XmlDoc& doc, pugi::xml_node a, model::Attributes& out) {
  reader.checkAttributes(doc, a, {"name", "type", "value"});
  std::string name, typeText, value;
  // Each missing attribute is reported, not only the first.
  const bool hasName = reader.require(doc, a, "name", name);
  const bool hasType = reader.require(doc, a, "type", typeText);
  const bool hasValue = reader.require(doc, a, "value", value);
  if (!hasName || !hasType || !hasValue) return false;
  const auto type = model::parseAttributeType(typeText);
  if (!type) {
    reader.error(doc, a, "type", "bundle.enum.unknown",
                 "attribute '" + name + "' has type \"" + typeText + "\"; expected bool, int, number or text");
    return false;
  }
  auto parsed = model::parseAttribute(value, *type);
  if (!parsed) {
    reader.error(doc, a, "value", "bundle.attr.type-mismatch",
                 "attribute '" + name + "' is declared " + typeText + " but its value \"" + value + "\" is not a " +
                     (*type == model::AttributeType::Boolean   ? "bool (true or false)"
                      : *type == model::AttributeType::Integer ? "whole number"
                                                               : "number"));
    return false;
  }
  if (!out.emplace(name, std::move(*parsed)).second) {
    reader.error(doc, a, "name", "bundle.id.duplicate", "attribute '" + name + "' is given twice");
    return false;
  }
  return true;
}

bool ReadContext::provenance(const XmlDoc& doc, pugi::xml_node source, model::Provenance& out) {
  reader.checkAttributes(doc, source, {"file", "line"});
  out.file = XmlReader::text(source, "file");
  return reader.readInt(doc, source, "line", out.line);
}

}  // namespace detail

// ---- public entry points ----

BundleDocuments writeDocuments(const model::Scenario& scenario) {
  BundleDocuments docs;
  docs.scenarioXml = detail::writeScenarioXml(scenario);
  docs.mapXml = detail::writeMapXml(scenario.map);
  docs.oobXml = detail::writeOobXml(scenario.oob);
  return docs;
}

namespace {

using detail::XmlDoc;
using detail::XmlReader;

/// Parses one document and checks its root element and format version.
bool parseDocument(XmlDoc& doc, const char* rootName, XmlReader& reader) {
  if (!reader.parse(doc, {"bundle.xml.encoding", "bundle.xml.malformed"},
                    pugi::parse_default | pugi::parse_ws_pcdata_single))
    return false;
  const pugi::xml_node root = doc.root();
  if (!root || std::string_view(root.name()) != rootName) {
    reader.report(model::Severity::Error, root ? doc.at(root) : doc.at(0), "bundle.xml.root",
                  doc.file() + " must have a <" + rootName + "> root element" +
                      (root ? std::string(", not <") + root.name() + ">" : std::string()));
    return false;
  }
  const auto format = XmlReader::get(root, "format");
  const std::string base = std::filesystem::path(doc.file()).filename().string();
  if (!format) {
    reader.error(doc, root, "bundle.format.invalid",
                 base + " has no format=\"…\" version on <" + rootName + ">; this Hexwright writes format=\"" +
                     std::to_string(kBundleFormatVersion) + "\"");
    return false;
  }
  const auto version = detail::parseInt(*format);
  if (!version || *version < 1) {
    reader.error(doc, root, "format", "bundle.format.invalid",
                 base + " has format=\"" + std::string(*format) + "\", which is not a format version");
    return false;
  }
  if (*version > kBundleFormatVersion) {
    reader.error(doc, root, "format", "bundle.format.newer",
                 base + " was written by a newer Hexwright (format " + std::to_string(*version) +
                     "; this one reads up to " + std::to_string(kBundleFormatVersion) + ")");
    return false;
  }
  return true;
}

}  // namespace

std::optional<model::Scenario> readDocuments(const BundleDocuments& docs, const std::string& bundleName,
                                             model::Diagnostics& diagnostics, LoadMode mode) {
  auto fileName = [&](const char* f) { return bundleName.empty() ? std::string(f) : bundleName + "/" + f; };
  XmlReader reader(diagnostics);
  XmlDoc mapDoc(fileName(detail::kMapFile), docs.mapXml);
  XmlDoc oobDoc(fileName(detail::kOobFile), docs.oobXml);
  XmlDoc scenarioDoc(fileName(detail::kScenarioFile), docs.scenarioXml);

  // All three are parsed first so that a bundle with several broken files lists them all.
  const bool mapOk = parseDocument(mapDoc, "map", reader);
  const bool oobOk = parseDocument(oobDoc, "oob", reader);
  const bool scenarioOk = parseDocument(scenarioDoc, "scenario", reader);
  if (!mapOk || !oobOk || !scenarioOk) {
    reader.finish();
    return std::nullopt;
  }

  model::Scenario scenario;
  detail::ReadContext ctx(reader, mapDoc, oobDoc, scenarioDoc, scenario);
  // The map comes first: its grid is what every hex label elsewhere is read against.
  if (!detail::readMapXml(ctx)) {
    reader.finish();
    return std::nullopt;
  }
  detail::readOobXml(ctx);
  detail::readScenarioXml(ctx);
  ctx.resolveReferences();
  reader.finish();
  if (reader.errors() == 0) return scenario;
  if (mode == LoadMode::Strict) return std::nullopt;
  const std::size_t dangling = detail::leaveOutDangling(scenario, ctx.brokenFormations);
  diagnostics.add(model::Severity::Info, "bundle.load.partial",
                  "the elements with the errors above were left out" +
                      (dangling ? ", and so were " + std::to_string(dangling) + " that refer to something not there"
                                : std::string()) +
                      "; the rest was read");
  return scenario;
}

}  // namespace hexwright::io
