#include "importers/mapping/mapping.h"

#include <algorithm>
#include <cstdlib>
#include <pugixml.hpp>
#include <set>

#include "importers/common/input_file.h"
#include "importers/common/input_location.h"
#include "model/core/text.h"
#include "model/io/xml_reader.h"

namespace hexwright::importers {
namespace {

// " (did you mean 'terrain'?)", else the whole list when it is short.
std::string didYouMean(const std::string& wanted, std::initializer_list<const char*> names) {
  const model::Suggestion s = model::suggestNames(wanted, std::vector<std::string>(names.begin(), names.end()));
  return s.near ? " (did you mean " + s.list + "?)" : " (it has " + s.list + ")";
}

// The mapping's own rules over the shared XML reader (model/io/xml_reader.h), which
// places every message at its element or attribute, line and column.
class Reader {
 public:
  Reader(const io::XmlDoc& doc, io::XmlReader& reader) : m_doc(doc), m_reader(reader) {}

  void error(const pugi::xml_node& n, const std::string& message) {
    m_reader.error(m_doc, n, "import.mapping.invalid", message);
    m_ok = false;
  }
  // An element or attribute the format lacks is a typo whose rule would silently do
  // nothing (a <clas> that maps no class, a typ= that names no type): refused, with
  // the names it could have meant.
  void unknownElement(const pugi::xml_node& n, const std::string& parent, std::initializer_list<const char*> names) {
    m_reader.error(m_doc, n, "import.mapping.unknown",
                   "<" + parent + "> has no element <" + n.name() + ">" + didYouMean(n.name(), names));
    m_ok = false;
  }
  void allow(const pugi::xml_node& n, std::initializer_list<const char*> names) {
    for (const auto& a : n.attributes()) {
      if (std::none_of(names.begin(), names.end(), [&](const char* k) { return std::string(k) == a.name(); })) {
        m_reader.error(
            m_doc, n, a.name(), "import.mapping.unknown",
            std::string("<") + n.name() + "> has no attribute '" + a.name() + "'" + didYouMean(a.name(), names));
        m_ok = false;
      }
    }
  }
  std::string required(const pugi::xml_node& n, const char* name) {
    const pugi::xml_attribute a = n.attribute(name);
    if (!a) error(n, std::string("<") + n.name() + "> needs " + name + "=\"…\"");
    return a.value();
  }
  bool ok() const { return m_ok; }
  /// The element's line, kept with each rule so later messages can cite it.
  int line(const pugi::xml_node& n) const { return m_doc.at(n).line; }

 private:
  const io::XmlDoc& m_doc;
  io::XmlReader& m_reader;
  bool m_ok = true;
};

std::optional<MappingTarget> targetNamed(const std::string& name) {
  for (MappingTarget t : {MappingTarget::Terrain, MappingTarget::Hexside, MappingTarget::Route, MappingTarget::Feature})
    if (name == mappingTargetName(t)) return t;
  return std::nullopt;
}

void readLandcover(const pugi::xml_node& node, Reader& r, Mapping& m) {
  for (const auto& c : node.children()) {
    if (c.type() != pugi::node_element) continue;
    if (std::string(c.name()) != "class") {
      r.unknownElement(c, "landcover", {"class"});
      continue;
    }
    r.allow(c, {"value", "terrain", "ignore", "label"});
    ClassRule rule;
    rule.line = r.line(c);
    const std::string value = r.required(c, "value");
    char* end = nullptr;
    rule.value = std::strtoll(value.c_str(), &end, 10);
    if (value.empty() || *end != '\0') {
      r.error(c, "class value \"" + value + "\" is not a whole number");
      continue;
    }
    rule.ignore = c.attribute("ignore").as_bool(false);
    rule.terrain = c.attribute("terrain").value();
    if (!rule.ignore && rule.terrain.empty()) {
      r.error(c, "<class value=\"" + value + "\"> needs terrain=\"…\" or ignore=\"true\"");
      continue;
    }
    m.classes.push_back(rule);
  }
}

void readVector(const pugi::xml_node& node, Reader& r, Mapping& m) {
  for (const auto& c : node.children()) {
    if (c.type() != pugi::node_element) continue;
    const auto target = targetNamed(c.name());
    if (!target) {
      r.unknownElement(c, "vector", {"terrain", "hexside", "route", "feature"});
      continue;
    }
    VectorRule rule;
    rule.target = *target;
    rule.line = r.line(c);
    rule.layer = c.attribute("layer").value();
    rule.where = c.attribute("where").value();
    rule.type = r.required(c, "type");
    switch (*target) {
      case MappingTarget::Terrain: {
        r.allow(c, {"layer", "where", "type", "min-coverage", "label"});
        if (const auto a = c.attribute("min-coverage")) {
          const double v = a.as_double(-1);
          if (v < 0 || v > 1) {
            r.error(c, "min-coverage must be between 0 and 1");
            continue;
          }
          rule.minCoverage = v;
        }
        break;
      }
      case MappingTarget::Hexside: {
        r.allow(c, {"layer", "where", "type", "placement", "label"});
        if (const auto a = c.attribute("placement")) {
          rule.placement = model::parseHexsidePlacement(a.value());
          if (!rule.placement) {
            r.error(c, std::string("placement \"") + a.value() + "\" is not along or crosses");
            continue;
          }
        }
        break;
      }
      case MappingTarget::Route:
        r.allow(c, {"layer", "where", "type", "name-field", "label"});
        rule.nameField = c.attribute("name-field").value();
        break;
      case MappingTarget::Feature:
        r.allow(c, {"layer", "where", "type", "label"});
        break;
    }
    m.rules.push_back(rule);
  }
}

void readRuleset(const pugi::xml_node& node, Reader& r, Mapping& m) {
  const std::string id = r.required(node, "id");
  r.allow(node, {"id"});
  auto& list = m.renames[id];
  for (const auto& c : node.children()) {
    if (c.type() != pugi::node_element) continue;
    const auto target = targetNamed(c.name());
    if (!target) {
      r.unknownElement(c, "ruleset", {"terrain", "hexside", "route", "feature"});
      continue;
    }
    r.allow(c, {"from", "to"});
    TypeRename rename;
    rename.target = *target;
    rename.line = r.line(c);
    rename.from = r.required(c, "from");
    if (!c.attribute("to"))
      r.error(c, "<" + std::string(c.name()) + " from=\"" + rename.from + "\"> needs to=\"…\" (empty drops it)");
    rename.to = c.attribute("to").value();
    list.push_back(rename);
  }
}

bool rulesetHas(const model::Ruleset& rs, MappingTarget t, const model::TypeId& id) {
  switch (t) {
    case MappingTarget::Terrain:
      return rs.findTerrain(id) != nullptr;
    case MappingTarget::Hexside:
      return rs.findHexside(id) != nullptr;
    case MappingTarget::Route:
      return rs.findRoute(id) != nullptr;
    case MappingTarget::Feature:
      return rs.findFeature(id) != nullptr;
  }
  return false;
}

}  // namespace

const char* mappingTargetName(MappingTarget t) {
  switch (t) {
    case MappingTarget::Terrain:
      return "terrain";
    case MappingTarget::Hexside:
      return "hexside";
    case MappingTarget::Route:
      return "route";
    case MappingTarget::Feature:
      return "feature";
  }
  return "terrain";
}

std::optional<Mapping> parseMapping(const std::string& xml, const std::string& fileName,
                                    model::Diagnostics& diagnostics) {
  io::XmlDoc doc(fileName, xml);
  io::XmlReader reader(diagnostics, "import.mapping.truncated");
  if (!reader.parse(doc, {"import.mapping.encoding", "import.mapping.malformed"})) return std::nullopt;
  Reader r(doc, reader);
  const pugi::xml_node root = doc.root();
  if (std::string(root.name()) != "hexwright-mapping") {
    r.error(root, std::string("the root element is <") + root.name() + ">, expected <hexwright-mapping>");
    return std::nullopt;
  }
  if (root.attribute("version").as_int(1) > 1) {
    r.error(root, "mapping format version " + std::string(root.attribute("version").value()) +
                      " is newer than this Hexwright reads (1)");
    return std::nullopt;
  }
  r.allow(root, {"version", "name"});
  Mapping m;
  m.file = fileName;
  m.name = root.attribute("name").value();
  for (const auto& c : root.children()) {
    if (c.type() != pugi::node_element) continue;
    const std::string name = c.name();
    if (name == "landcover") {
      readLandcover(c, r, m);
    } else if (name == "vector") {
      readVector(c, r, m);
    } else if (name == "ruleset") {
      readRuleset(c, r, m);
    } else {
      r.unknownElement(c, "hexwright-mapping", {"landcover", "vector", "ruleset"});
    }
  }
  reader.finish();
  if (!r.ok()) return std::nullopt;
  return m;
}

std::optional<Mapping> loadMapping(const std::filesystem::path& path, model::Diagnostics& diagnostics) {
  const auto text = readInputFile(path, "the mapping file", "import.mapping.unreadable", diagnostics);
  if (!text) return std::nullopt;
  return parseMapping(*text, path.string(), diagnostics);
}

namespace {

std::vector<std::string> typeIds(const model::Ruleset& rs, MappingTarget t) {
  std::vector<std::string> ids;
  auto add = [&](const auto& types) {
    for (const auto& type : types) ids.push_back(type.id);
  };
  switch (t) {
    case MappingTarget::Terrain:
      add(rs.terrain);
      break;
    case MappingTarget::Hexside:
      add(rs.hexsides);
      break;
    case MappingTarget::Route:
      add(rs.routes);
      break;
    case MappingTarget::Feature:
      add(rs.features);
      break;
  }
  return ids;
}

// "; nearest: woods, light-woods" (or the ruleset's whole list when nothing is near).
std::string suggestTypes(const model::Ruleset& rs, MappingTarget t, const model::TypeId& wanted) {
  const model::Suggestion s = model::suggestNames(wanted, typeIds(rs, t));
  if (s.list.empty()) return std::string("; it has no ") + mappingTargetName(t) + " types";
  return (s.near ? "; nearest: " : "; its types: ") + s.list;
}

}  // namespace

std::optional<Mapping> resolveMapping(const Mapping& mapping, const model::Ruleset& ruleset,
                                      model::Diagnostics& diagnostics) {
  const std::vector<TypeRename>* renames = nullptr;
  if (auto it = mapping.renames.find(ruleset.id); it != mapping.renames.end()) renames = &it->second;
  auto rename = [&](MappingTarget t, const model::TypeId& id) -> model::TypeId {
    if (renames)
      for (const TypeRename& r : *renames)
        if (r.target == t && r.from == id) return r.to;
    return id;
  };
  auto where = [&](int line) { return atInputLine(mapping.file, line); };
  // A rule for a type the game lacks would import nothing and leave its class
  // "unmapped": refused, so the designer renames it (or to nothing) on purpose.
  bool ok = true;
  auto keep = [&](MappingTarget t, const model::TypeId& original, const model::TypeId& resolved, int line) {
    if (resolved.empty()) return false;  // renamed to nothing: this game has no such thing
    if (rulesetHas(ruleset, t, resolved)) return true;
    ok = false;
    diagnostics.add(model::Severity::Error, "import.mapping.unknown-type",
                    std::string("the ") + ruleset.id + " ruleset has no " + mappingTargetName(t) + " type '" +
                        resolved + "'" + (resolved != original ? " (renamed from '" + original + "')" : "") +
                        suggestTypes(ruleset, t, resolved) + ". Rename it under <ruleset id=\"" + ruleset.id +
                        "\"> (<" + mappingTargetName(t) + " from=\"" + original +
                        "\" to=\"…\"/>, to=\"\" if the game has none)",
                    where(line));
    return false;
  };

  Mapping out = mapping;
  out.classes.clear();
  out.rules.clear();
  for (ClassRule c : mapping.classes) {
    if (!c.ignore) {
      const model::TypeId resolved = rename(MappingTarget::Terrain, c.terrain);
      if (resolved.empty()) {
        // The game has no such ground (water on a map without water hexes): its pixels
        // say nothing about the hex, like nodata, rather than being "unmapped".
        c.ignore = true;
        c.terrain.clear();
      } else if (!keep(MappingTarget::Terrain, c.terrain, resolved, c.line)) {
        continue;
      } else {
        c.terrain = resolved;
      }
    }
    out.classes.push_back(c);
  }
  for (VectorRule v : mapping.rules) {
    const model::TypeId resolved = rename(v.target, v.type);
    if (!keep(v.target, v.type, resolved, v.line)) continue;
    v.type = resolved;
    if (v.target == MappingTarget::Hexside && !v.placement) v.placement = ruleset.findHexside(v.type)->placement;
    out.rules.push_back(v);
  }
  if (!ok) return std::nullopt;
  return out;
}

std::filesystem::path findMapping(const std::string& nameOrPath) {
  const bool isPath = nameOrPath.find('/') != std::string::npos ||
                      (nameOrPath.size() > 4 && nameOrPath.compare(nameOrPath.size() - 4, 4, ".xml") == 0);
  if (isPath) return nameOrPath;
  for (const std::filesystem::path& dir : {std::filesystem::path(HEXWRIGHT_IMPORTERS_DIR) / "mappings",
                                           std::filesystem::path(HEXWRIGHT_INSTALL_DATA_DIR) / "mappings"}) {
    const auto candidate = dir / (nameOrPath + ".xml");
    if (std::filesystem::exists(candidate)) return candidate;
  }
  return nameOrPath;
}

std::optional<Mapping> loadResolvedMapping(const std::string& nameOrPath, const model::Ruleset& ruleset,
                                           model::Diagnostics& diagnostics) {
  const auto loaded = loadMapping(findMapping(nameOrPath), diagnostics);
  return loaded ? resolveMapping(*loaded, ruleset, diagnostics) : std::nullopt;
}

}  // namespace hexwright::importers
