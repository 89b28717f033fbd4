// <roster> of a ruleset schema: the game's roster sheet as data (model/ruleset/rosters.h).
#include "model/io/ruleset_reader_internal.h"

namespace hexwright::io::schema {

namespace {

std::optional<m::RosterLayout::Sheets> parseSheets(const std::string& s) {
  if (s == "per-formation") return m::RosterLayout::Sheets::PerFormation;
  if (s == "per-side") return m::RosterLayout::Sheets::PerSide;
  return std::nullopt;
}

std::optional<bool> parseOrientation(const std::string& s) {
  if (s == "landscape") return true;
  if (s == "portrait") return false;
  return std::nullopt;
}

std::vector<m::NatoSymbol> symbols(const Element& e, const char* name) {
  std::vector<m::NatoSymbol> out;
  for (const auto& word : e.list(name)) {
    if (auto s = m::parseNatoSymbol(word))
      out.push_back(*s);
    else
      e.invalid(name, word, kNatoSymbols);
  }
  return out;
}

}  // namespace

m::RosterCellRule Reader::readRosterCell(const pugi::xml_node& node) {
  Element e(m_ctx, node,
            {"symbols", "text", "mark", "mark-if", "boxes", "boxes-from", "max-boxes", "usable-from", "unknown"});
  m::RosterCellRule c;
  c.symbols = symbols(e, "symbols");
  c.text = e.text("text");
  c.mark = e.text("mark");
  c.markIf = e.id("mark-if", false);
  if (c.mark.empty() != c.markIf.empty())
    m_ctx.error(rules::kInvalidValue, "<cell> gives mark= and mark-if= together", e.where());
  c.boxes = e.integer("boxes", false, 0);
  c.boxesFrom = e.id("boxes-from", false);
  if (c.boxes && !c.boxesFrom.empty())
    m_ctx.error(rules::kInvalidValue, "<cell> gives boxes= or boxes-from=, not both", e.where());
  c.maxBoxes = e.integer("max-boxes", false, 0).value_or(30);
  c.usableFrom = e.id("usable-from", false);
  c.unknown = e.text("unknown");
  for (auto ch : childElements(m_ctx, node)) unknownChild(m_ctx, ch, node, {});
  return c;
}

m::RosterColumnSpec Reader::readRosterColumn(const pugi::xml_node& node) {
  Element e(m_ctx, node,
            {"label", "unit", "fill", "width-mm", "width-boxes", "width-extra-mm", "width-boxes-from",
             "max-width-boxes", "min-width-mm", "if-group-has"});
  m::RosterColumnSpec col;
  col.label = e.text("label", true);
  col.unitLabel = e.boolean("unit").value_or(false);
  col.fill = e.boolean("fill").value_or(false);
  col.widthMm = e.number("width-mm", false, 0.0);
  col.widthBoxes = e.integer("width-boxes", false, 0);
  col.widthExtraMm = e.number("width-extra-mm", false, 0.0).value_or(0);
  col.widthBoxesFrom = e.id("width-boxes-from", false);
  col.maxWidthBoxes = e.integer("max-width-boxes", false, 0).value_or(30);
  col.minWidthMm = e.number("min-width-mm", false, 0.0).value_or(0);
  col.ifGroupHas = symbols(e, "if-group-has");
  if (int(col.fill) + int(col.widthMm.has_value()) + int(col.widthBoxes.has_value()) +
          int(!col.widthBoxesFrom.empty()) !=
      1)
    m_ctx.error(rules::kInvalidValue,
                "<column> gives one of fill=, width-mm=, width-boxes= or width-boxes-from=", e.where());
  for (auto c : childElements(m_ctx, node)) {
    if (std::string(c.name()) == "cell")
      col.cells.push_back(readRosterCell(c));
    else
      unknownChild(m_ctx, c, node, {"cell"});
  }
  return col;
}

void Reader::readRoster(const pugi::xml_node& node) {
  Element e(m_ctx, node, {"sheets", "orientation", "title", "subtitle", "staff-subtitle", "caption-figures", "rule"});
  m::RosterLayout r;
  r.sheets = e.choice<m::RosterLayout::Sheets>("sheets", parseSheets, "per-formation or per-side", true)
                 .value_or(m::RosterLayout::Sheets::PerFormation);
  r.landscape = e.choice<bool>("orientation", parseOrientation, "portrait or landscape").value_or(false);
  r.title = e.text("title");
  r.subtitle = e.text("subtitle");
  r.staffSubtitle = e.text("staff-subtitle");
  r.captionFigures = e.list("caption-figures");
  r.rule = e.text("rule");
  for (auto c : childElements(m_ctx, node)) {
    const std::string n = c.name();
    if (n == "header") {
      Element h(m_ctx, c, {"label", "commander", "if-side-has-level", "rule"});
      m::RosterHeaderSpec header{h.text("label", true), h.id("commander", false), h.id("if-side-has-level", false),
                                 h.text("rule")};
      for (const auto* level : {&header.level, &header.ifSideHasLevel})
        if (!level->empty() && *level != "formation")
          m_ctx.reference(kOobLevel, *level, h.where(), "<roster> <header>");
      if (header.level == "formation") header.level.clear();
      r.headers.push_back(std::move(header));
    } else if (n == "column") {
      r.columns.push_back(readRosterColumn(c));
    } else if (n == "footer") {
      r.footers.push_back(Element(m_ctx, c, {"label"}).text("label", true));
    } else if (n == "track") {
      Element t(m_ctx, c, {"label", "boxes", "note"});
      r.tracks.push_back({t.text("label", true), t.integer("boxes", true, 1).value_or(0), t.text("note")});
    } else if (n == "note") {
      r.notes.push_back(Element(m_ctx, c, {}).content());
    } else {
      unknownChild(m_ctx, c, node, {"header", "column", "footer", "track", "note"});
    }
  }
  if (r.columns.empty()) m_ctx.error(rules::kMissingAttribute, "<roster> needs at least one <column>", e.where());
  m_r.roster = std::move(r);
}

}  // namespace hexwright::io::schema
