// Reads schemas/conversions/<from>--<to>.xml (docs/oob-conversion.md). "unknown" is a value
// in its own right: the rulebook names the quantity but does not give it. "profile" takes
// the men per strength point from the ruleset's oob-profile.xml, so that a number stated
// once in a profile is not copied into every table.
#include <algorithm>
#include <pugixml.hpp>

#include "importers/common/input_file.h"
#include "importers/common/oob_profile.h"
#include "importers/convert/conversion_table.h"
#include "model/io/counter_name_table.h"
#include "model/io/ruleset_reader.h"
#include "model/io/xml_reader.h"

namespace hexwright::importers::convert {
namespace {

constexpr const char* kInvalid = "convert.table.invalid";

// The table's own rules over the shared XML reader (model/io/xml_reader.h), which places
// every message at its element, line and column.
class TableReader {
 public:
  TableReader(std::string file, std::string text, model::Diagnostics& d)
      : m_file(std::move(file)), m_text(std::move(text)), m_d(d), m_doc(m_file, m_text) {}

  std::optional<ConversionTable> read() {
    // Parsed by size, not up to the first NUL byte (load_string stopped there).
    if (!m_reader.parse(m_doc, {"convert.table.encoding", "convert.table.malformed"})) return std::nullopt;
    const pugi::xml_node root = m_doc.root();
    if (std::string_view(root.name()) != "conversion") {
      error(root, "the root element must be <conversion from=\"…\" to=\"…\">");
      return std::nullopt;
    }
    ConversionTable t;
    t.file = m_file;
    t.from = required(root, "from");
    t.to = required(root, "to");
    for (pugi::xml_node n : root.children()) {
      if (n.type() != pugi::node_element) continue;
      const std::string name = n.name();
      if (name == "levels")
        readLevels(n, t);
      else if (name == "units")
        readUnits(n, t);
      else if (name == "strength")
        readStrength(n, t);
      else if (name == "gun-classes")
        readGunClasses(n, t);
      else if (name == "map")
        t.mapNote = n.attribute("note").value();
      else if (name == "turns")
        t.turnNote = n.attribute("note").value();
      else
        error(n, "<" + name + "> is not part of a conversion table");
    }
    m_reader.finish();
    if (m_failed) return std::nullopt;
    return t;
  }

 private:
  void error(const pugi::xml_node& n, const std::string& message) {
    m_reader.error(m_doc, n, kInvalid, message);
    m_failed = true;
  }
  std::string required(const pugi::xml_node& n, const char* name) {
    const pugi::xml_attribute a = n.attribute(name);
    if (!a || !*a.value()) error(n, "<" + std::string(n.name()) + "> needs " + name + "=\"…\"");
    return a.value();
  }

  void readLevels(const pugi::xml_node& levels, ConversionTable& t) {
    for (pugi::xml_node n : levels.children("level")) {
      LevelRule r;
      r.from = required(n, "from");
      r.rule = n.attribute("rule").value();
      r.reason = n.attribute("reason").value();
      const std::string action = n.attribute("action").as_string("map");
      if (action == "map") {
        r.to = required(n, "to");
      } else if (action == "merge-up") {
        r.action = LevelAction::MergeUp;
      } else {
        error(n, "level action=\"" + action + "\": expected map or merge-up");
      }
      t.levels.push_back(std::move(r));
    }
  }

  void readUnits(const pugi::xml_node& units, ConversionTable& t) {
    for (pugi::xml_node n : units.children("unit")) {
      UnitRule r;
      r.from = required(n, "from");
      r.rule = n.attribute("rule").value();
      r.reason = n.attribute("reason").value();
      const std::string action = n.attribute("action").as_string("map");
      if (action == "map")
        r.action = UnitAction::Map;
      else if (action == "merge")
        r.action = UnitAction::Merge;
      else if (action == "split")
        r.action = UnitAction::Split;
      else if (action == "drop")
        r.action = UnitAction::Drop;
      else
        error(n, "unit action=\"" + action + "\": expected map, merge, split or drop");
      if (r.action != UnitAction::Drop) r.to = required(n, "to");
      if (r.action == UnitAction::Merge) r.mergeLevel = required(n, "level");
      if (r.action == UnitAction::Drop && r.reason.empty())
        error(n, "a dropped unit type needs reason=\"…\" for the report");
      for (pugi::xml_node a : n.children("attribute")) r.attributes.push_back(readAttribute(a));
      t.units.push_back(std::move(r));
    }
  }

  AttributeRule readAttribute(const pugi::xml_node& n) {
    AttributeRule a;
    a.from = required(n, "from");
    a.to = n.attribute("to").as_string(a.from.c_str());
    a.rule = n.attribute("rule").value();
    a.reason = n.attribute("reason").value();
    const std::string action = n.attribute("action").as_string("copy");
    if (action == "copy")
      a.action = AttributeAction::Copy;
    else if (action == "scale")
      a.action = AttributeAction::Scale;
    else if (action == "gun-classes")
      a.action = AttributeAction::GunClasses;
    else if (action == "notes")
      a.action = AttributeAction::Notes;
    else if (action == "drop")
      a.action = AttributeAction::Drop;
    else
      error(n, "attribute action=\"" + action + "\": expected copy, scale, gun-classes, notes or drop");
    if ((a.action == AttributeAction::Drop || a.action == AttributeAction::Notes) && a.reason.empty())
      error(n, "attribute \"" + a.from + "\": a dropped or noted attribute needs reason=\"…\"");
    return a;
  }

  /// A number, "unknown", or "profile" (the ruleset's oob-profile.xml).
  std::optional<double> menPerPoint(const pugi::xml_node& n, const char* name, const std::string& ruleset,
                                    std::string& rule) {
    const std::string v = n.attribute(name).value();
    if (v.empty() || v == "unknown") return std::nullopt;
    if (v == "profile") {
      const auto file = io::oobProfileFile(ruleset);
      if (!file) {
        error(n, std::string(name) + "=\"profile\" but " + ruleset + " has no oob-profile.xml");
        return std::nullopt;
      }
      auto profile = oob::readOobProfile(*file, m_d);
      if (!profile) {
        m_failed = true;
        return std::nullopt;
      }
      rule = profile->strength.rule;
      return profile->strength.menPerPoint;
    }
    try {
      std::size_t used = 0;
      const double x = std::stod(v, &used);
      if (used == v.size() && x > 0) return x;
    } catch (const std::exception&) {
    }
    error(n, std::string(name) + "=\"" + v + "\" is not a positive number, \"unknown\" or \"profile\"");
    return std::nullopt;
  }

  void readStrength(const pugi::xml_node& n, ConversionTable& t) {
    t.strength.fromRule = n.attribute("from-rule").value();
    t.strength.toRule = n.attribute("to-rule").value();
    t.strength.fromMenPerPoint = menPerPoint(n, "from-men-per-point", t.from, t.strength.fromRule);
    t.strength.toMenPerPoint = menPerPoint(n, "to-men-per-point", t.to, t.strength.toRule);
  }

  void readGunClasses(const pugi::xml_node& n, ConversionTable& t) {
    t.gunClassRule = n.attribute("rule").value();
    for (pugi::xml_node g : n.children("gun"))
      t.gunClasses.push_back(GunClass{required(g, "name"), required(g, "class")});
  }

  std::string m_file;
  std::string m_text;
  model::Diagnostics& m_d;
  io::XmlDoc m_doc;  // after m_file and m_text: reads them
  io::XmlReader m_reader{m_d, "convert.table.truncated"};
  bool m_failed = false;
};

}  // namespace

const char* attributeActionName(AttributeAction a) {
  switch (a) {
    case AttributeAction::Copy:
      return "copy";
    case AttributeAction::Scale:
      return "scale";
    case AttributeAction::GunClasses:
      return "gun-classes";
    case AttributeAction::Notes:
      return "notes";
    case AttributeAction::Drop:
      return "drop";
  }
  return "copy";
}

const char* unitActionName(UnitAction a) {
  switch (a) {
    case UnitAction::Map:
      return "map";
    case UnitAction::Merge:
      return "merge";
    case UnitAction::Split:
      return "split";
    case UnitAction::Drop:
      return "drop";
  }
  return "map";
}

const AttributeRule* UnitRule::findAttribute(const std::string& name) const {
  for (const auto& a : attributes)
    if (a.from == name) return &a;
  return nullptr;
}

const LevelRule* ConversionTable::findLevel(const model::TypeId& level) const {
  for (const auto& l : levels)
    if (l.from == level) return &l;
  return nullptr;
}

const UnitRule* ConversionTable::findUnit(const model::TypeId& type) const {
  for (const auto& u : units)
    if (u.from == type) return &u;
  return nullptr;
}

std::optional<ConversionTable> readConversionTable(const std::filesystem::path& file, model::Diagnostics& diagnostics) {
  const auto text = readInputFile(file, "the conversion table", "convert.table.unreadable", diagnostics);
  if (!text) return std::nullopt;
  return TableReader(file.string(), *text, diagnostics).read();
}

std::optional<std::filesystem::path> findConversionTable(const std::string& from, const std::string& to) {
  for (const auto& dir : io::schemaSearchPath()) {
    const auto candidate = dir / "conversions" / (from + "--" + to + ".xml");
    std::error_code ec;
    if (std::filesystem::is_regular_file(candidate, ec)) return candidate;
  }
  return std::nullopt;
}

}  // namespace hexwright::importers::convert
