// <game>, <scale>, <grid>/<numbering>/<sheet>/<table>, <print>, <turns>, <sides>,
// <optional-rules> and <constants> of a ruleset schema.
#include <algorithm>
#include <set>

#include "model/io/ruleset_reader_internal.h"

namespace hexwright::io::schema {

namespace m = hexwright::model;

namespace {

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

}  // namespace

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
      Element s(
          m_ctx, c,
          {"id", "name", "width-inches", "height-inches", "first-col", "first-row", "columns", "rows", "rule", "note"});
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
  Element e(m_ctx, node,
            {"orientation", "shove", "column-origin", "row-origin", "digits", "sheet-letters", "rule", "note"});
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
    c.orientation =
        e.choice<m::Orientation>("orientation", parseOrientation, "\"flat-top\", \"pointy-top\" or \"unknown\"")
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
  Element e(m_ctx, node,
            {"days", "turns-per-day", "total-turns", "scenario-turns", "day-minutes", "night-minutes", "first-player",
             "rule", "note"});
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
  eachChild(node, "side", [&](const pugi::xml_node& c) {
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
  });
}

void Reader::readOptionalRules(const pugi::xml_node& node) {
  eachChild(node, "optional", [&](const pugi::xml_node& c) {
    Element e(m_ctx, c, {"id", "name", "rule", "note"});
    m::OptionalRule o{e.id("id"), e.text("name", true), e.text("rule"), e.text("note")};
    for (auto ch : childElements(m_ctx, c)) unknownChild(m_ctx, ch, c, {});
    m_ctx.defineId(kOptional, o.id, e.where("id"));
    m_r.optionalRules.push_back(std::move(o));
  });
}

void Reader::readConstants(const pugi::xml_node& node) {
  eachChild(node, "constant", [&](const pugi::xml_node& c) {
    m::StatedValue v = readStated(c);
    m_ctx.defineId(kConstant, v.name, m_ctx.at(c.attribute("name"), c));
    m_r.constants.push_back(std::move(v));
  });
}

m::StatedValue Reader::readStated(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"name", "type", "value", "rule", "note"});
  m::StatedValue v;
  v.name = e.id("name");
  auto type = e.choice<m::AttributeType>("type", m::parseAttributeType, "bool, int, number or text", true);
  std::string value = e.text("value", true);
  if (type && !value.empty() && value != "unknown") {
    v.value = m::parseAttribute(value, *type);
    if (!v.value)
      e.invalid("value", value, std::string("a value of type ") + m::attributeTypeName(*type) + " or \"unknown\"");
  }
  v.rule = e.text("rule");
  v.note = e.text("note");
  for (auto c : childElements(m_ctx, node)) unknownChild(m_ctx, c, node, {});
  return v;
}

}  // namespace hexwright::io::schema
