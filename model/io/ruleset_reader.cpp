// Reads schemas/<id>/ruleset.xml into model::Ruleset. The format is documented, element
// by element, in schemas/README.md; keep the two in step.
#include "model/io/ruleset_reader.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <system_error>

#include "model/io/ruleset_xml.h"

namespace hexwright::io {

using namespace schema;
namespace m = hexwright::model;

namespace {

// Id namespaces for duplicate and reference checks.
constexpr const char* kSide = "side";
constexpr const char* kMobility = "mobility class";
constexpr const char* kTerrain = "terrain";
constexpr const char* kHexside = "hexside";
constexpr const char* kRoute = "route";
constexpr const char* kFeature = "feature";
constexpr const char* kArea = "area kind";
constexpr const char* kUnitType = "unit type";
constexpr const char* kOobLevel = "OOB level";
constexpr const char* kLayout = "counter layout";
constexpr const char* kMarker = "marker";
constexpr const char* kOptional = "optional rule";
constexpr const char* kSheet = "map sheet";
constexpr const char* kTable = "table";
constexpr const char* kConstant = "constant";

std::optional<m::Orientation> parseOrientation(const std::string& s) {
  if (s == "flat-top") return m::Orientation::FlatTop;
  if (s == "pointy-top") return m::Orientation::PointyTop;
  return std::nullopt;
}

std::optional<m::Shove> parseShove(const std::string& s) {
  if (s == "odd") return m::Shove::Odd;
  if (s == "even") return m::Shove::Even;
  return std::nullopt;
}

std::optional<m::GridKind> parseGridKind(const std::string& s) {
  if (s == "hex") return m::GridKind::Hex;
  if (s == "table") return m::GridKind::Table;
  return std::nullopt;
}

std::optional<m::GeometryKind> parseGeometry(const std::string& s) {
  if (s == "point") return m::GeometryKind::Point;
  if (s == "polyline") return m::GeometryKind::Polyline;
  if (s == "polygon") return m::GeometryKind::Polygon;
  return std::nullopt;
}

std::optional<m::Severity> parseSeverityName(const std::string& s) { return m::parseSeverity(s); }

/// Reads one document. Each read* function handles one element and its children.
class Reader {
 public:
  explicit Reader(Context& ctx) : m_ctx(ctx) {}

  std::optional<m::Ruleset> read(const pugi::xml_document& doc);

 private:
  Context& m_ctx;
  m::Ruleset m_r;
  std::set<std::string> m_seen;  // singleton elements already read
  struct FieldUse {
    std::string layout;
    std::string source;
    m::SourceLocation where;
  };
  std::vector<FieldUse> m_fieldUses;  // counter fields naming attributes, checked in finish()

  bool once(const pugi::xml_node& node, const std::string& key);
  void readGame(const pugi::xml_node& node);
  void readScale(const pugi::xml_node& node);
  void readGrid(const pugi::xml_node& node);
  void readNumbering(const pugi::xml_node& node);
  void readPrint(const pugi::xml_node& node);
  void readTurns(const pugi::xml_node& node);
  void readSides(const pugi::xml_node& node);
  void readMobility(const pugi::xml_node& node);
  void readTerrain(const pugi::xml_node& node);
  void readHexsides(const pugi::xml_node& node);
  void readRoutes(const pugi::xml_node& node);
  void readFeatures(const pugi::xml_node& node);
  void readAreas(const pugi::xml_node& node);
  void readElevation(const pugi::xml_node& node);
  void readUnits(const pugi::xml_node& node);
  void readOob(const pugi::xml_node& node);
  void readCounters(const pugi::xml_node& node);
  void readMarkers(const pugi::xml_node& node);
  void readOptionalRules(const pugi::xml_node& node);
  void readChecks(const pugi::xml_node& node);
  void readConstants(const pugi::xml_node& node);

  m::MovementEntry readMove(const pugi::xml_node& node, const std::string& owner, bool directional = false);
  m::AttributeDef readAttribute(const pugi::xml_node& node, std::set<std::string>& names);
  m::StatedValue readStated(const pugi::xml_node& node);
  std::vector<m::CounterField> readFields(const pugi::xml_node& node, const std::string& layout);
  void paintFrom(const Element& e, m::PaintStyle& paint);
  void referenceList(const Element& e, const char* attr, const char* kind, std::vector<m::TypeId>& out,
                     const std::string& context);
  void finish();
};

bool Reader::once(const pugi::xml_node& node, const std::string& key) {
  if (m_seen.insert(key).second) return true;
  m_ctx.error(rules::kDuplicateElement, "<" + std::string(node.name()) + "> may appear only once here", m_ctx.at(node));
  return false;
}

std::optional<m::Ruleset> Reader::read(const pugi::xml_document& doc) {
  pugi::xml_node root = doc.document_element();
  if (std::string(root.name()) != "ruleset") {
    m_ctx.error(rules::kRoot, "the root element must be <ruleset>, not <" + std::string(root.name()) + ">",
                m_ctx.at(root));
    return std::nullopt;
  }
  Element e(m_ctx, root, {"id", "name", "version", "format"});
  m_r.id = e.id("id");
  m_r.name = e.text("name", true);
  m_r.version = e.text("version", true);
  if (e.has("format")) {
    auto format = e.integer("format", false, 1);
    if (format && *format > 1)
      m_ctx.error(rules::kFormat,
                  "schema format " + std::to_string(*format) + " is newer than this program reads (1)", e.where("format"));
  }
  m_r.sourceFile = m_ctx.file();

  static const std::initializer_list<const char*> kChildren = {
      "game", "scale", "grid", "print", "turns", "sides", "mobility", "terrain", "hexsides", "routes", "features",
      "areas", "elevation", "units", "oob", "counters", "markers", "optional-rules", "checks", "constants"};
  for (pugi::xml_node c : childElements(m_ctx, root)) {
    std::string n = c.name();
    if (std::find_if(kChildren.begin(), kChildren.end(), [&](const char* k) { return n == k; }) == kChildren.end()) {
      unknownChild(m_ctx, c, root, kChildren);
      continue;
    }
    if (!once(c, n)) continue;
    if (n == "game") readGame(c);
    else if (n == "scale") readScale(c);
    else if (n == "grid") readGrid(c);
    else if (n == "print") readPrint(c);
    else if (n == "turns") readTurns(c);
    else if (n == "sides") readSides(c);
    else if (n == "mobility") readMobility(c);
    else if (n == "terrain") readTerrain(c);
    else if (n == "hexsides") readHexsides(c);
    else if (n == "routes") readRoutes(c);
    else if (n == "features") readFeatures(c);
    else if (n == "areas") readAreas(c);
    else if (n == "elevation") readElevation(c);
    else if (n == "units") readUnits(c);
    else if (n == "oob") readOob(c);
    else if (n == "counters") readCounters(c);
    else if (n == "markers") readMarkers(c);
    else if (n == "optional-rules") readOptionalRules(c);
    else if (n == "checks") readChecks(c);
    else if (n == "constants") readConstants(c);
  }
  if (!m_seen.count("grid")) m_ctx.error(rules::kMissingAttribute, "<ruleset> needs a <grid> element", m_ctx.at(root));
  finish();
  if (m_ctx.errorCount() > 0) return std::nullopt;
  return std::move(m_r);
}

void Reader::readGame(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"title", "publisher", "rule"});
  m_r.game = e.text("title");
  m_r.publisher = e.text("publisher");
  for (auto c : childElements(m_ctx, node)) unknownChild(m_ctx, c, node, {});
}

void Reader::readScale(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"hex-yards", "yards-per-inch", "rule", "note"});
  m_r.hexYards = e.number("hex-yards", false, 0).value_or(0);
  m_r.yardsPerInch = e.range("yards-per-inch");
  m_r.scaleRule = e.text("rule");
  m_r.scaleNotes = e.text("note");
  for (auto c : childElements(m_ctx, node)) unknownChild(m_ctx, c, node, {});
}

void Reader::readGrid(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"kind", "rule", "note"});
  m_r.gridKind = e.choice<m::GridKind>("kind", parseGridKind, "\"hex\" or \"table\"", true).value_or(m::GridKind::Hex);
  for (auto c : childElements(m_ctx, node)) {
    std::string n = c.name();
    if (n == "numbering") {
      if (once(c, "grid/numbering")) readNumbering(c);
    } else if (n == "size") {
      if (!once(c, "grid/size")) continue;
      Element s(m_ctx, c, {"columns", "rows", "rule", "note"});
      m_r.defaultColumns = s.integer("columns", false, 1).value_or(0);
      m_r.defaultRows = s.integer("rows", false, 1).value_or(0);
    } else if (n == "sheet") {
      Element s(m_ctx, c, {"id", "name", "width-inches", "height-inches", "first-col", "first-row", "columns", "rows",
                           "rule", "note"});
      m::MapSheet sheet;
      sheet.id = s.id("id");
      sheet.name = s.text("name");
      sheet.widthInches = s.number("width-inches", false, 0);
      sheet.heightInches = s.number("height-inches", false, 0);
      sheet.firstCol = s.integer("first-col", false, 0);
      sheet.firstRow = s.integer("first-row", false, 0);
      sheet.columns = s.integer("columns", false, 1);
      sheet.rows = s.integer("rows", false, 1);
      sheet.rule = s.text("rule");
      sheet.notes = s.text("note");
      m_ctx.defineId(kSheet, sheet.id, s.where("id"));
      m_r.mapSheets.push_back(std::move(sheet));
    } else if (n == "table") {
      Element s(m_ctx, c, {"id", "name", "width-inches", "depth-inches", "default", "rule", "note"});
      m::TablePreset t;
      t.id = s.id("id");
      t.name = s.text("name");
      t.size.widthInches = s.number("width-inches", true, 0).value_or(0);
      t.size.depthInches = s.number("depth-inches", true, 0).value_or(0);
      t.rule = s.text("rule");
      t.notes = s.text("note");
      m_ctx.defineId(kTable, t.id, s.where("id"));
      if (s.boolean("default").value_or(false)) {
        if (m_r.defaultTable.widthInches > 0)
          m_ctx.error(rules::kInvalidValue, "only one <table> may be the default", s.where("default"));
        m_r.defaultTable = t.size;
      }
      m_r.tables.push_back(std::move(t));
    } else {
      unknownChild(m_ctx, c, node, {"numbering", "size", "sheet", "table"});
    }
  }
}

void Reader::readNumbering(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"orientation", "shove", "column-origin", "row-origin", "digits", "sheet-letters", "rule", "note"});
  auto unknown = [&](const char* attr) {
    // Absent or "unknown": the placeholder default stays and the field is listed as unknown.
    if (!e.has(attr) || std::string(node.attribute(attr).value()) == "unknown") {
      m_r.numberingUnknown.push_back(attr);
      return true;
    }
    return false;
  };
  m::OffsetConvention& c = m_r.numbering;
  if (!unknown("orientation"))
    c.orientation = e.choice<m::Orientation>("orientation", parseOrientation, "\"flat-top\", \"pointy-top\" or \"unknown\"")
                        .value_or(c.orientation);
  if (!unknown("shove"))
    c.shove = e.choice<m::Shove>("shove", parseShove, "\"odd\", \"even\" or \"unknown\"").value_or(c.shove);
  for (const char* attr : {"column-origin", "row-origin"}) {
    if (unknown(attr)) continue;
    auto v = e.integer(attr);
    if (v && *v != 0 && *v != 1) {
      e.invalid(attr, node.attribute(attr).value(), "0, 1 or \"unknown\"");
      continue;
    }
    if (v) (std::string(attr) == "column-origin" ? c.columnOrigin : c.rowOrigin) = *v;
  }
  if (!unknown("digits")) c.digits = e.integer("digits", false, 1).value_or(c.digits);
  m_r.sheetLettersInLabels = e.boolean("sheet-letters").value_or(false);
  m_r.numberingRule = e.text("rule");
  m_r.numberingNotes = e.text("note");
  for (auto ch : childElements(m_ctx, node)) unknownChild(m_ctx, ch, node, {});
}

void Reader::readPrint(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"hex-inches", "counter-inches", "rule", "note"});
  m_r.hexPrintInches = e.number("hex-inches", false, 0).value_or(0);
  m_r.counterInches = e.range("counter-inches");
  m_r.printRule = e.text("rule");
  m_r.printNotes = e.text("note");
  for (auto c : childElements(m_ctx, node)) unknownChild(m_ctx, c, node, {});
}

void Reader::readTurns(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"days", "turns-per-day", "total-turns", "scenario-turns", "day-minutes", "night-minutes",
                          "first-player", "rule", "note"});
  m::TurnStructure& t = m_r.turns;
  t.days = e.integer("days", false, 1);
  t.turnsPerDay = e.integer("turns-per-day", false, 1);
  t.totalTurns = e.integer("total-turns", false, 1);
  t.scenarioTurns = e.range("scenario-turns");
  t.dayTurnMinutes = e.range("day-minutes");
  t.nightTurnMinutes = e.range("night-minutes");
  t.firstPlayer = m::SideId{e.id("first-player", false)};
  m_ctx.reference(kSide, t.firstPlayer.value, e.where("first-player"), "<turns> first-player");
  t.rule = e.text("rule");
  t.notes = e.text("note");
  std::set<int> days, turns;
  for (auto c : childElements(m_ctx, node)) {
    std::string n = c.name();
    if (n == "day") {
      Element d(m_ctx, c, {"index", "label", "date"});
      m::GameDay day;
      day.index = d.integer("index", true, 1).value_or(0);
      day.label = d.text("label");
      day.date = d.text("date");
      if (day.index > 0 && !days.insert(day.index).second)
        m_ctx.error(rules::kDuplicateId, "duplicate <day> index " + std::to_string(day.index), d.where("index"));
      t.calendar.push_back(std::move(day));
    } else if (n == "turn") {
      Element d(m_ctx, c, {"index", "label", "kind", "rule"});
      m::TurnLabel turn;
      turn.index = d.integer("index", true, 1).value_or(0);
      turn.label = d.text("label");
      turn.kind = d.choice<m::TurnKind>("kind", m::parseTurnKind, "day, dawn, dusk, evening or night");
      turn.rule = d.text("rule");
      if (turn.index > 0 && !turns.insert(turn.index).second)
        m_ctx.error(rules::kDuplicateId, "duplicate <turn> index " + std::to_string(turn.index), d.where("index"));
      t.turns.push_back(std::move(turn));
    } else if (n == "phase") {
      Element d(m_ctx, c, {"id", "name", "side", "rule"});
      m::TurnPhase phase;
      phase.id = d.id("id");
      phase.name = d.text("name", true);
      phase.side = m::SideId{d.id("side", false)};
      m_ctx.reference(kSide, phase.side.value, d.where("side"), "<phase> side");
      phase.rule = d.text("rule");
      m_ctx.defineId("phase", phase.id, d.where("id"));
      t.phases.push_back(std::move(phase));
    } else {
      unknownChild(m_ctx, c, node, {"day", "turn", "phase"});
    }
  }
}

void Reader::readSides(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "side") {
      unknownChild(m_ctx, c, node, {"side"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "color", "text-color", "color-text", "noncombat-color", "leader-color", "rule"});
    m::RulesetSide s;
    s.id = m::SideId{e.id("id")};
    s.name = e.text("name", true);
    s.color = e.color("color");
    s.textColor = e.color("text-color");
    s.colorText = e.text("color-text");
    s.noncombatColor = e.color("noncombat-color");
    s.leaderColor = e.color("leader-color");
    s.rule = e.text("rule");
    for (auto a : childElements(m_ctx, c)) {
      if (std::string(a.name()) != "army") {
        unknownChild(m_ctx, a, c, {"army"});
        continue;
      }
      Element ae(m_ctx, a, {"name", "rule"});
      s.armies.push_back(ae.text("name", true));
    }
    m_ctx.defineId(kSide, s.id.value, e.where("id"));
    m_r.sides.push_back(std::move(s));
  }
}

void Reader::readMobility(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "class") {
      unknownChild(m_ctx, c, node, {"class"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "rule", "note"});
    m::MobilityClass mc{e.id("id"), e.text("name", true), e.text("rule"), e.text("note")};
    m_ctx.defineId(kMobility, mc.id, e.where("id"));
    m_r.mobilityClasses.push_back(std::move(mc));
  }
}

m::MovementEntry Reader::readMove(const pugi::xml_node& node, const std::string& owner, bool directional) {
  Element e(m_ctx, node, {"class", "cost", "direction", "rule", "note"});
  m::MovementEntry entry;
  entry.mobility = e.id("class");
  if (entry.mobility != "all") m_ctx.reference(kMobility, entry.mobility, e.where("class"), owner + " <move>");
  entry.cost = e.choice<m::MovementCost>("cost", m::MovementCost::parse,
                                         "a number of MP, \"+N\", \"stop\", \"prohibited\", \"all\" or \"unknown\"", true)
                   .value_or(m::MovementCost::unknown());
  entry.direction = e.choice<m::MoveDirection>("direction", m::parseMoveDirection, "any, toward or away")
                        .value_or(m::MoveDirection::Any);
  if (entry.direction != m::MoveDirection::Any && !directional)
    m_ctx.error(rules::kInvalidValue, owner + ": direction= applies to directional hexside types only",
                e.where("direction"));
  entry.rule = e.text("rule");
  entry.note = e.text("note");
  return entry;
}

m::AttributeDef Reader::readAttribute(const pugi::xml_node& node, std::set<std::string>& names) {
  Element e(m_ctx, node, {"name", "label", "type", "min", "max", "required", "values", "default", "unit", "print",
                          "slot", "format", "rule", "note"});
  m::AttributeDef a;
  a.name = e.id("name");
  if (!a.name.empty() && !names.insert(a.name).second)
    m_ctx.error(rules::kDuplicateId, "duplicate attribute name '" + a.name + "'", e.where("name"));
  a.label = e.text("label");
  a.type = e.choice<m::AttributeType>("type", m::parseAttributeType, "bool, int, number or text", true)
               .value_or(m::AttributeType::Text);
  a.min = e.number("min");
  a.max = e.number("max");
  if ((a.min || a.max) && (a.type == m::AttributeType::Text || a.type == m::AttributeType::Boolean))
    m_ctx.error(rules::kInvalidValue, "min/max apply to int and number attributes only", e.where(a.min ? "min" : "max"));
  if (a.min && a.max && *a.min > *a.max)
    e.invalid("max", node.attribute("max").value(), "a value >= min");
  a.required = e.boolean("required").value_or(false);
  if (e.has("values")) {
    std::string v = e.text("values");
    std::size_t start = 0;
    while (start <= v.size()) {
      std::size_t bar = v.find('|', start);
      std::string item = trim(v.substr(start, bar == std::string::npos ? std::string::npos : bar - start));
      if (!item.empty()) a.allowedValues.push_back(item);
      if (bar == std::string::npos) break;
      start = bar + 1;
    }
    if (a.type != m::AttributeType::Text)
      m_ctx.error(rules::kInvalidValue, "values lists apply to text attributes only", e.where("values"));
    if (a.allowedValues.empty()) e.invalid("values", v, "values separated by '|'");
  }
  if (e.has("default")) {
    std::string d = e.text("default");
    a.defaultValue = m::parseAttribute(d, a.type);
    if (!a.defaultValue) e.invalid("default", d, std::string("a value of type ") + m::attributeTypeName(a.type));
    else if (!a.allows(d)) e.invalid("default", d, "one of the listed values");
  }
  a.unit = e.text("unit");
  if (e.has("print") || e.has("slot")) {
    std::string p = e.has("print") ? e.text("print") : "front";
    if (p != "no") {
      m::CounterPrint print;
      print.face = e.choice<m::CounterFace>("print", m::parseCounterFace, "front, back, both or no").value_or(m::CounterFace::Front);
      print.slot = e.choice<m::CounterSlot>("slot", m::parseCounterSlot, "a slot such as top-left, center or bottom-right");
      print.format = e.text("format");
      a.print = print;
    }
  }
  a.rule = e.text("rule");
  a.note = e.text("note");
  for (auto c : childElements(m_ctx, node)) unknownChild(m_ctx, c, node, {});
  return a;
}

m::StatedValue Reader::readStated(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"name", "type", "value", "rule", "note"});
  m::StatedValue v;
  v.name = e.id("name");
  auto type = e.choice<m::AttributeType>("type", m::parseAttributeType, "bool, int, number or text", true);
  std::string value = e.text("value", true);
  if (type && !value.empty() && value != "unknown") {
    v.value = m::parseAttribute(value, *type);
    if (!v.value) e.invalid("value", value, std::string("a value of type ") + m::attributeTypeName(*type) + " or \"unknown\"");
  }
  v.rule = e.text("rule");
  v.note = e.text("note");
  for (auto c : childElements(m_ctx, node)) unknownChild(m_ctx, c, node, {});
  return v;
}

void Reader::paintFrom(const Element& e, m::PaintStyle& paint) {
  paint.color = e.color("color");
  paint.pattern = e.text("pattern");
  paint.symbol = e.text("symbol");
  paint.line = e.choice<m::LineStyle>("line", m::parseLineStyle, "solid, dashed, dotted, double, hachured or wavy");
  paint.lineWidthMm = e.number("width-mm", false, 0);
}

void Reader::referenceList(const Element& e, const char* attr, const char* kind, std::vector<m::TypeId>& out,
                           const std::string& context) {
  for (auto& id : e.list(attr)) {
    m_ctx.reference(kind, id, e.where(attr), context);
    out.push_back(id);
  }
}

void Reader::readTerrain(const pugi::xml_node& node) {
  Element te(m_ctx, node, {"default", "mixed-rule"});
  m_r.defaultTerrain = te.id("default", false);
  m_ctx.reference(kTerrain, m_r.defaultTerrain, te.where("default"), "<terrain> default");
  m_r.mixedHexRule = te.text("mixed-rule");
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "type") {
      unknownChild(m_ctx, c, node, {"type"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "color", "pattern", "symbol", "precedence", "geometry", "rule", "note"});
    m::TerrainType t;
    t.id = e.id("id");
    t.name = e.text("name", true);
    t.color = e.color("color");
    t.pattern = e.text("pattern");
    t.symbol = e.text("symbol");
    t.precedence = e.integer("precedence");
    t.geometry = e.choice<m::GeometryKind>("geometry", parseGeometry, "point, polyline or polygon");
    t.rule = e.text("rule");
    t.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "move") t.movement.push_back(readMove(ch, "terrain '" + t.id + "'"));
      else if (n == "los") t.los = Element(m_ctx, ch, {}).content();
      else if (n == "combat") t.combat = Element(m_ctx, ch, {}).content();
      else if (n == "notes") t.notes += (t.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else if (n == "attribute") t.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "property") t.properties.push_back(readStated(ch));
      else unknownChild(m_ctx, ch, c, {"move", "los", "combat", "notes", "attribute", "property"});
    }
    m_ctx.defineId(kTerrain, t.id, e.where("id"));
    m_r.terrain.push_back(std::move(t));
  }
}

void Reader::readHexsides(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "type") {
      unknownChild(m_ctx, c, node, {"type"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "placement", "directional", "toward", "color", "pattern", "symbol", "line",
                         "width-mm", "borders-terrain", "borders-features", "rule", "note"});
    m::HexsideType h;
    h.id = e.id("id");
    h.name = e.text("name", true);
    h.placement = e.choice<m::HexsidePlacement>("placement", m::parseHexsidePlacement, "along or crosses")
                      .value_or(m::HexsidePlacement::Along);
    h.directional = e.boolean("directional").value_or(false);
    h.towardMeaning = e.text("toward");
    if (!h.towardMeaning.empty() && !h.directional)
      m_ctx.error(rules::kInvalidValue, "toward= needs directional=\"true\"", e.where("toward"));
    paintFrom(e, h.paint);
    referenceList(e, "borders-terrain", kTerrain, h.bordersTerrain, "hexside '" + h.id + "' borders-terrain");
    referenceList(e, "borders-features", kFeature, h.bordersFeatures, "hexside '" + h.id + "' borders-features");
    h.rule = e.text("rule");
    h.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "move") h.movement.push_back(readMove(ch, "hexside '" + h.id + "'", h.directional));
      else if (n == "los") h.los = Element(m_ctx, ch, {}).content();
      else if (n == "combat") h.combat = Element(m_ctx, ch, {}).content();
      else if (n == "notes") h.notes += (h.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else if (n == "attribute") h.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "property") h.properties.push_back(readStated(ch));
      else unknownChild(m_ctx, ch, c, {"move", "los", "combat", "notes", "attribute", "property"});
    }
    m_ctx.defineId(kHexside, h.id, e.where("id"));
    m_r.hexsides.push_back(std::move(h));
  }
}

void Reader::readRoutes(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "type") {
      unknownChild(m_ctx, c, node, {"type"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "color", "pattern", "symbol", "line", "width-mm", "rule", "note"});
    m::RouteType r;
    r.id = e.id("id");
    r.name = e.text("name", true);
    paintFrom(e, r.paint);
    r.rule = e.text("rule");
    r.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "move") r.movement.push_back(readMove(ch, "route '" + r.id + "'"));
      else if (n == "notes") r.notes += (r.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else if (n == "attribute") r.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "property") r.properties.push_back(readStated(ch));
      else unknownChild(m_ctx, ch, c, {"move", "notes", "attribute", "property"});
    }
    m_ctx.defineId(kRoute, r.id, e.where("id"));
    m_r.routes.push_back(std::move(r));
  }
}

void Reader::readFeatures(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "type") {
      unknownChild(m_ctx, c, node, {"type"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "category", "color", "pattern", "symbol", "max-per-map", "rule", "note"});
    m::HexFeatureType f;
    f.id = e.id("id");
    f.name = e.text("name", true);
    f.category = e.choice<m::FeatureCategory>("category", m::parseFeatureCategory,
                                              "camp, fort, town, building, ford, bridge, landing, battery-site, victory, "
                                              "entry, exit, garrison, impassable, marker or other",
                                              true)
                     .value_or(m::FeatureCategory::Other);
    paintFrom(e, f.paint);
    f.maxPerMap = e.integer("max-per-map", false, 0);
    f.rule = e.text("rule");
    f.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "attribute") f.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "notes") f.notes += (f.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else if (n == "property") f.properties.push_back(readStated(ch));
      else unknownChild(m_ctx, ch, c, {"attribute", "notes", "property"});
    }
    m_ctx.defineId(kFeature, f.id, e.where("id"));
    m_r.features.push_back(std::move(f));
  }
}

void Reader::readAreas(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "kind") {
      unknownChild(m_ctx, c, node, {"kind"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "rule", "note"});
    m::AreaKind a{e.id("id"), e.text("name", true), e.text("rule"), e.text("note")};
    m_ctx.defineId(kArea, a.id, e.where("id"));
    m_r.areaKinds.push_back(std::move(a));
  }
}

void Reader::readElevation(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"kind", "min", "max", "feet-per-level", "rule", "note"});
  m::Elevation& el = m_r.elevation;
  el.kind = e.choice<m::ElevationKind>("kind", m::parseElevationKind, "none, levels or unknown", true)
                .value_or(m::ElevationKind::Unknown);
  el.minLevel = e.integer("min");
  el.maxLevel = e.integer("max");
  if (el.kind != m::ElevationKind::Levels && (el.minLevel || el.maxLevel))
    m_ctx.error(rules::kInvalidValue, "min/max need kind=\"levels\"", e.where(el.minLevel ? "min" : "max"));
  if (el.minLevel && el.maxLevel && *el.minLevel > *el.maxLevel)
    e.invalid("max", node.attribute("max").value(), "a level >= min");
  el.feetPerLevel = e.number("feet-per-level", false, 0);
  el.rule = e.text("rule");
  el.notes = e.text("note");
  std::set<int> seen;
  for (auto c : childElements(m_ctx, node)) {
    std::string n = c.name();
    if (n == "notes") {
      el.notes += (el.notes.empty() ? "" : " ") + Element(m_ctx, c, {}).content();
      continue;
    }
    if (n != "level") {
      unknownChild(m_ctx, c, node, {"level", "notes"});
      continue;
    }
    Element le(m_ctx, c, {"value", "name", "height-feet", "color", "rule"});
    m::ElevationLevel level;
    auto v = le.integer("value", true);
    level.level = v.value_or(0);
    level.name = le.text("name");
    level.heightFeet = le.range("height-feet");
    level.color = le.color("color");
    level.rule = le.text("rule");
    if (el.kind != m::ElevationKind::Levels)
      m_ctx.error(rules::kInvalidValue, "<level> needs kind=\"levels\"", le.where());
    if (v && !seen.insert(*v).second)
      m_ctx.error(rules::kDuplicateId, "duplicate elevation level " + std::to_string(*v), le.where("value"));
    if (v && ((el.minLevel && *v < *el.minLevel) || (el.maxLevel && *v > *el.maxLevel)))
      le.invalid("value", c.attribute("value").value(), "a level between min and max");
    el.levels.push_back(std::move(level));
  }
  std::sort(el.levels.begin(), el.levels.end(), [](const auto& a, const auto& b) { return a.level < b.level; });
}

void Reader::readUnits(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "type") {
      unknownChild(m_ctx, c, node, {"type"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "symbol", "mobility", "leader", "combat", "sides", "movement", "counter",
                         "base-width-inches", "base-depth-inches", "rule", "note"});
    m::UnitType u;
    u.id = e.id("id");
    u.name = e.text("name", true);
    u.symbol = e.choice<m::NatoSymbol>("symbol", m::parseNatoSymbol,
                                       "infantry, cavalry, artillery, leader, headquarters, supply, naval, engineer or other",
                                       true)
                   .value_or(m::NatoSymbol::Other);
    u.mobility = e.id("mobility", false);
    m_ctx.reference(kMobility, u.mobility, e.where("mobility"), "unit type '" + u.id + "' mobility");
    u.isLeader = e.boolean("leader").value_or(false);
    u.isCombat = e.boolean("combat");
    for (auto& s : e.list("sides")) {
      m_ctx.reference(kSide, s, e.where("sides"), "unit type '" + u.id + "' sides");
      u.sides.push_back(m::SideId{s});
    }
    u.movementAllowance = e.number("movement", false, 0);
    u.counterLayout = e.id("counter", false);
    m_ctx.reference(kLayout, u.counterLayout, e.where("counter"), "unit type '" + u.id + "' counter");
    u.baseWidthInches = e.range("base-width-inches");
    u.baseDepthInches = e.range("base-depth-inches");
    u.rule = e.text("rule");
    u.notes = e.text("note");
    std::set<std::string> attrs;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "attribute") u.attributes.push_back(readAttribute(ch, attrs));
      else if (n == "property") u.properties.push_back(readStated(ch));
      else if (n == "notes") u.notes += (u.notes.empty() ? "" : " ") + Element(m_ctx, ch, {}).content();
      else unknownChild(m_ctx, ch, c, {"attribute", "property", "notes"});
    }
    m_ctx.defineId(kUnitType, u.id, e.where("id"));
    m_r.unitTypes.push_back(std::move(u));
  }
}

void Reader::readOob(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "level") {
      unknownChild(m_ctx, c, node, {"level"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "sides", "parents", "leader-required", "rule", "note"});
    m::OobLevel l;
    l.id = e.id("id");
    l.name = e.text("name", true);
    for (auto& s : e.list("sides")) {
      m_ctx.reference(kSide, s, e.where("sides"), "OOB level '" + l.id + "' sides");
      l.sides.push_back(m::SideId{s});
    }
    referenceList(e, "parents", kOobLevel, l.parents, "OOB level '" + l.id + "' parents");
    if (std::find(l.parents.begin(), l.parents.end(), l.id) != l.parents.end())
      m_ctx.error(rules::kInvalidValue, "OOB level '" + l.id + "' cannot be its own parent", e.where("parents"));
    l.leaderRequired = e.boolean("leader-required");
    l.rule = e.text("rule");
    l.notes = e.text("note");
    for (auto ch : childElements(m_ctx, c)) unknownChild(m_ctx, ch, c, {});
    m_ctx.defineId(kOobLevel, l.id, e.where("id"));
    m_r.oobLevels.push_back(std::move(l));
  }
}

std::vector<m::CounterField> Reader::readFields(const pugi::xml_node& node, const std::string& layout) {
  Element(m_ctx, node, {});
  std::vector<m::CounterField> fields;
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "field") {
      unknownChild(m_ctx, c, node, {"field"});
      continue;
    }
    Element e(m_ctx, c, {"source", "slot", "format", "text"});
    m::CounterField f;
    f.source = e.text("source", true);
    f.slot = e.choice<m::CounterSlot>("slot", m::parseCounterSlot, "a slot such as top-left, center or bottom-right");
    f.format = e.text("format");
    f.text = e.text("text");
    static const std::set<std::string> kSpecial = {"@name", "@symbol", "@formation", "@text"};
    if (!f.source.empty() && f.source[0] == '@' && !kSpecial.count(f.source))
      e.invalid("source", f.source, "an attribute name or one of @name, @symbol, @formation, @text");
    if (f.source == "@text" && f.text.empty()) e.missing("text");
    if (!f.source.empty() && f.source[0] != '@') m_fieldUses.push_back(FieldUse{layout, f.source, e.where("source")});
    fields.push_back(std::move(f));
  }
  return fields;
}

void Reader::readCounters(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "layout") {
      unknownChild(m_ctx, c, node, {"layout"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "units", "back-kind", "back-label", "mirrored-sides", "rule", "note"});
    m::CounterLayout l;
    l.id = e.id("id");
    l.name = e.text("name");
    referenceList(e, "units", kUnitType, l.unitTypes, "counter layout '" + l.id + "' units");
    l.backKind = e.choice<m::BackKind>("back-kind", m::parseBackKind, "unknown, reduced, alternate, blank, same or none")
                     .value_or(m::BackKind::Unknown);
    l.backLabel = e.text("back-label");
    for (auto& s : e.list("mirrored-sides")) {
      m_ctx.reference(kSide, s, e.where("mirrored-sides"), "counter layout '" + l.id + "' mirrored-sides");
      l.mirroredSides.push_back(m::SideId{s});
    }
    l.rule = e.text("rule");
    l.note = e.text("note");
    bool front = false, back = false;
    for (auto ch : childElements(m_ctx, c)) {
      std::string n = ch.name();
      if (n == "front" && !front) {
        front = true;
        l.front = readFields(ch, l.id);
      } else if (n == "back" && !back) {
        back = true;
        l.back = readFields(ch, l.id);
      } else if (n == "front" || n == "back") {
        m_ctx.error(rules::kDuplicateElement, "<" + n + "> may appear only once in a <layout>", m_ctx.at(ch));
      } else {
        unknownChild(m_ctx, ch, c, {"front", "back"});
      }
    }
    m_ctx.defineId(kLayout, l.id, e.where("id"));
    m_r.counterLayouts.push_back(std::move(l));
  }
}

void Reader::readMarkers(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "marker") {
      unknownChild(m_ctx, c, node, {"marker"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "count", "per-side", "side", "front", "back", "rule", "note"});
    m::MarkerType mk;
    mk.id = e.id("id");
    mk.name = e.text("name", true);
    mk.count = e.integer("count", false, 0);
    mk.countPerSide = e.boolean("per-side").value_or(false);
    mk.side = m::SideId{e.id("side", false)};
    m_ctx.reference(kSide, mk.side.value, e.where("side"), "marker '" + mk.id + "' side");
    mk.front = e.text("front");
    mk.back = e.text("back");
    mk.rule = e.text("rule");
    mk.note = e.text("note");
    for (auto ch : childElements(m_ctx, c)) unknownChild(m_ctx, ch, c, {});
    m_ctx.defineId(kMarker, mk.id, e.where("id"));
    m_r.markers.push_back(std::move(mk));
  }
}

void Reader::readOptionalRules(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "optional") {
      unknownChild(m_ctx, c, node, {"optional"});
      continue;
    }
    Element e(m_ctx, c, {"id", "name", "rule", "note"});
    m::OptionalRule o{e.id("id"), e.text("name", true), e.text("rule"), e.text("note")};
    for (auto ch : childElements(m_ctx, c)) unknownChild(m_ctx, ch, c, {});
    m_ctx.defineId(kOptional, o.id, e.where("id"));
    m_r.optionalRules.push_back(std::move(o));
  }
}

void Reader::readChecks(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "check") {
      unknownChild(m_ctx, c, node, {"check"});
      continue;
    }
    Element e(m_ctx, c, {}, /*anyAttribute=*/true);
    m::CheckConfig check;
    check.rule = e.text("rule", true);
    // Validator rule ids are dotted lower-case words: "setup.stacking.exceeded".
    auto okChar = [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '.'; };
    if (!check.rule.empty() &&
        (!std::all_of(check.rule.begin(), check.rule.end(), okChar) || check.rule.find('.') == std::string::npos ||
         check.rule.front() == '.' || check.rule.back() == '.' || check.rule.find("..") != std::string::npos))
      e.invalid("rule", check.rule, "a dotted rule id such as \"setup.stacking.exceeded\"");
    check.severity = e.choice<m::Severity>("severity", parseSeverityName, "error, warning, info or ignore", true)
                         .value_or(m::Severity::Error);
    check.ref = e.text("ref");
    check.notes = e.text("note");
    check.source = e.where();
    for (pugi::xml_attribute a : c.attributes()) {
      std::string n = a.name();
      if (n == "rule" || n == "severity" || n == "ref" || n == "note") continue;
      check.params[n] = a.value();
    }
    for (auto ch : childElements(m_ctx, c)) unknownChild(m_ctx, ch, c, {});
    m_r.checks.push_back(std::move(check));
  }
}

void Reader::readConstants(const pugi::xml_node& node) {
  Element(m_ctx, node, {});
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) != "constant") {
      unknownChild(m_ctx, c, node, {"constant"});
      continue;
    }
    m::StatedValue v = readStated(c);
    m_ctx.defineId(kConstant, v.name, m_ctx.at(c.attribute("name"), c));
    m_r.constants.push_back(std::move(v));
  }
}

void Reader::finish() {
  // <move class="all">: one entry per mobility class that has no entry of its own.
  auto expand = [&](std::vector<m::MovementEntry>& entries) {
    std::vector<m::MovementEntry> all;
    for (auto it = entries.begin(); it != entries.end();) {
      if (it->mobility == "all") {
        all.push_back(*it);
        it = entries.erase(it);
      } else {
        ++it;
      }
    }
    for (const auto& proto : all) {
      for (const auto& mc : m_r.mobilityClasses) {
        bool own = std::any_of(entries.begin(), entries.end(), [&](const auto& e) {
          return e.mobility == mc.id && e.direction == proto.direction;
        });
        if (own) continue;
        m::MovementEntry e = proto;
        e.mobility = mc.id;
        entries.push_back(std::move(e));
      }
    }
  };
  for (auto& t : m_r.terrain) expand(t.movement);
  for (auto& h : m_r.hexsides) expand(h.movement);
  for (auto& r : m_r.routes) expand(r.movement);

  // Counter fields that name attributes must name an attribute of a unit type using the layout.
  for (const auto& use : m_fieldUses) {
    const m::CounterLayout* layout = m_r.findCounterLayout(use.layout);
    if (!layout) continue;
    bool found = false;
    for (const auto& type : m_r.unitTypes) {
      bool uses = type.counterLayout == layout->id ||
                  std::find(layout->unitTypes.begin(), layout->unitTypes.end(), type.id) != layout->unitTypes.end();
      if (uses && m::findAttribute(type.attributes, use.source)) found = true;
    }
    if (!found)
      m_ctx.error(rules::kUnknownReference,
                  "counter layout '" + use.layout + "' prints '" + use.source +
                      "', which no unit type using the layout declares as an attribute",
                  use.where);
  }
  m_ctx.resolveReferences();

  // Lettered sheets with known extents become numbering sections.
  if (m_r.sheetLettersInLabels) {
    for (const auto& s : m_r.mapSheets) {
      if (s.firstCol && s.firstRow && s.columns && s.rows)
        m_r.numbering.sections.push_back(m::MapSection{s.id, *s.firstCol, *s.firstRow, *s.columns, *s.rows});
    }
  }
}

std::optional<std::string> readFile(const std::filesystem::path& file, std::string& error) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    error = "cannot open " + file.string();
    return std::nullopt;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    error = "cannot read " + file.string();
    return std::nullopt;
  }
  return ss.str();
}

bool isRulesetDir(const std::filesystem::path& dir) {
  std::error_code ec;
  return std::filesystem::is_regular_file(dir / "ruleset.xml", ec);
}

}  // namespace

std::optional<model::Ruleset> readRuleset(const std::string& xml, const std::string& fileName,
                                          model::Diagnostics& diagnostics) {
  Context ctx(fileName, xml, diagnostics);
  pugi::xml_document doc;
  if (!ctx.parse(doc)) return std::nullopt;
  Reader reader(ctx);
  return reader.read(doc);
}

std::optional<model::Ruleset> loadRuleset(const std::filesystem::path& file, model::Diagnostics& diagnostics) {
  std::string error;
  auto text = readFile(file, error);
  if (!text) {
    model::Location loc;
    loc.source = model::SourceLocation{file.string(), 0, 0};
    diagnostics.add(model::Severity::Error, rules::kUnreadable, error, loc);
    return std::nullopt;
  }
  return readRuleset(*text, file.string(), diagnostics);
}

std::vector<std::filesystem::path> schemaSearchPath() {
  std::vector<std::filesystem::path> out;
  if (const char* env = std::getenv("HEXWRIGHT_SCHEMAS"); env && *env) out.emplace_back(env);
#ifdef HEXWRIGHT_DATA_DIR
  out.push_back(std::filesystem::path(HEXWRIGHT_DATA_DIR) / "schemas");
#endif
#ifdef HEXWRIGHT_INSTALL_DATA_DIR
  out.push_back(std::filesystem::path(HEXWRIGHT_INSTALL_DATA_DIR) / "schemas");
#endif
  return out;
}

std::vector<std::string> availableRulesets() {
  std::set<std::string> ids;
  for (const auto& dir : schemaSearchPath()) {
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) continue;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      if (isRulesetDir(it->path())) ids.insert(it->path().filename().string());
    }
  }
  return {ids.begin(), ids.end()};
}

std::optional<model::Ruleset> loadRulesetById(const std::string& id, model::Diagnostics& diagnostics) {
  bool safe = !id.empty() && id.find('/') == std::string::npos && id.find('\\') == std::string::npos && id != "." &&
              id != "..";
  if (safe) {
    for (const auto& dir : schemaSearchPath()) {
      if (!isRulesetDir(dir / id)) continue;
      auto ruleset = loadRuleset(dir / id / "ruleset.xml", diagnostics);
      if (ruleset && ruleset->id != id) {
        model::Location loc;
        loc.source = model::SourceLocation{(dir / id / "ruleset.xml").string(), 0, 0};
        diagnostics.add(model::Severity::Error, rules::kIdMismatch,
                        "the schema in folder '" + id + "' declares id '" + ruleset->id + "'", loc);
        return std::nullopt;
      }
      return ruleset;
    }
  }
  std::string known;
  for (const auto& k : availableRulesets()) known += (known.empty() ? "" : ", ") + k;
  std::string searched;
  for (const auto& d : schemaSearchPath()) searched += (searched.empty() ? "" : ", ") + d.string();
  diagnostics.add(model::Severity::Error, rules::kUnknownRuleset,
                  "unknown ruleset '" + id + "'" + (known.empty() ? " (no schemas found" : " (known: " + known) +
                      "; searched " + (searched.empty() ? "nothing" : searched) + ")");
  return std::nullopt;
}

}  // namespace hexwright::io
