// Roster sheets as the schema's <roster> lays them out (model/ruleset/rosters.h): a sheet
// per formation or per side, the header fields, the columns and what each shows for each
// kind of unit, write-in lines, box tracks and the rule's small print. Nothing here knows
// a game; Bloody April's Case 26.0 and Unconditional Surrender's rule 1.3 are data.
#include <algorithm>

#include "exporters/print/roster_layouts.h"
#include "exporters/render/roster_painter.h"

namespace hexwright::exporters {

namespace {

using model::Unit;

std::string withSide(std::string text, const std::string& side) {
  for (auto at = text.find("{side}"); at != std::string::npos; at = text.find("{side}", at + side.size()))
    text.replace(at, 6, side);
  return text;
}

bool hasSymbol(const std::vector<model::NatoSymbol>& list, model::NatoSymbol s) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

// "{support-fire}/{bombardment}/{range}" filled from the unit; empty when every
// placeholder is (a battery with none of its values set).
std::string fill(const RosterSource& src, const Unit& u, const std::string& pattern) {
  std::string out;
  bool any = false;
  for (std::size_t i = 0; i < pattern.size();) {
    const auto open = pattern.find('{', i), close = pattern.find('}', open == std::string::npos ? i : open);
    if (open == std::string::npos || close == std::string::npos) {
      out += pattern.substr(i);
      break;
    }
    out += pattern.substr(i, open - i);
    const std::string value = src.text(u, pattern.substr(open + 1, close - open - 1));
    any = any || !value.empty();
    out += value;
    i = close + 1;
  }
  return any ? out : "";
}

int clampTo(std::int64_t v, int most) { return static_cast<int>(std::clamp<std::int64_t>(v, 0, most)); }

RosterCell cellFor(const RosterSource& src, const Unit& u, const model::RosterColumnSpec& col) {
  if (col.unitLabel) return RosterCell::words(RosterSource::label(u), true);
  const auto rule = std::find_if(col.cells.begin(), col.cells.end(), [&](const model::RosterCellRule& r) {
    return r.symbols.empty() || hasSymbol(r.symbols, src.symbol(u));
  });
  if (rule == col.cells.end()) return {};
  RosterCell cell = RosterCell::words(fill(src, u, rule->text));
  if (!rule->markIf.empty() && src.text(u, rule->markIf) == "yes") cell.text += rule->mark;
  bool missing = false;
  if (rule->boxes) cell.boxes = *rule->boxes;
  if (!rule->boxesFrom.empty()) {
    const auto n = src.integer(u, rule->boxesFrom);
    missing = !n;
    if (n) cell.boxes = clampTo(*n, rule->maxBoxes);
  }
  if (!rule->usableFrom.empty()) {
    const auto n = src.integer(u, rule->usableFrom);
    missing = !n;
    if (n) cell.usable = clampTo(*n, cell.boxes);
  }
  if (missing && cell.text.empty()) cell.text = rule->unknown;
  return cell;
}

bool shown(const RosterSource& src, const RosterGroup& g, const model::RosterColumnSpec& col) {
  return col.ifGroupHas.empty() || std::any_of(g.units.begin(), g.units.end(), [&](const Unit* u) {
           return hasSymbol(col.ifGroupHas, src.symbol(*u));
         });
}

double widthOf(const RosterSource& src, const RosterGroup& g, const model::RosterColumnSpec& col) {
  if (col.widthMm) return *col.widthMm;
  if (col.widthBoxes) return boxesWidth(*col.widthBoxes) + col.widthExtraMm;
  if (col.widthBoxesFrom.empty()) return 0;  // fill
  int most = 0;
  for (const Unit* u : g.units)
    most = std::max<int>(most, static_cast<int>(src.integer(*u, col.widthBoxesFrom).value_or(0)));
  return std::max(col.minWidthMm, boxesWidth(std::min(most, col.maxWidthBoxes)));
}

RosterTable tableFor(const RosterSource& src, const RosterGroup& g, const model::RosterLayout& layout, double width) {
  RosterTable table;
  std::vector<const model::RosterColumnSpec*> columns;
  double used = 0;
  for (const auto& col : layout.columns)
    if (shown(src, g, col)) {
      columns.push_back(&col);
      table.columns.push_back({col.label, widthOf(src, g, col)});
      used += table.columns.back().widthMm;
    }
  for (std::size_t i = 0; i < columns.size(); ++i)
    if (columns[i]->fill) table.columns[i].widthMm = std::max(40.0, width - used);
  for (const Unit* u : g.units) {
    std::vector<RosterCell> row;
    for (const auto* col : columns) row.push_back(cellFor(src, *u, *col));
    table.rows.push_back(std::move(row));
  }
  return table;
}

// "Baldwin's Brigade: 9/4": the first value of each figure among the formation's units.
std::string captionFor(const RosterSource& src, const RosterGroup& g, const model::RosterLayout& layout) {
  std::string caption = src.groupTitle(g), figures;
  bool any = false;
  for (std::size_t i = 0; i < layout.captionFigures.size(); ++i) {
    std::optional<std::int64_t> value;
    for (const Unit* u : g.units)
      if (!value) value = src.integer(*u, layout.captionFigures[i]);
    any = any || value.has_value();
    figures += (i ? "/" : "") + (value ? std::to_string(*value) : std::string("?"));
  }
  return any ? caption + ": " + figures : caption;
}

std::vector<RosterField> headersFor(const RosterSource& src, const RosterGroup& g, const model::RosterLayout& layout) {
  std::vector<RosterField> out;
  for (const auto& h : layout.headers) {
    if (!h.ifSideHasLevel.empty()) {
      const auto levels = src.ruleset() ? src.ruleset()->levelsFor(g.side) : std::vector<const model::OobLevel*>{};
      if (std::none_of(levels.begin(), levels.end(), [&](const auto* l) { return l->id == h.ifSideHasLevel; }))
        continue;
    }
    out.push_back({h.label, src.commander(h.level.empty() ? g.formation : src.ancestorAt(g.formation, h.level))});
  }
  return out;
}

RosterSheet sheetWithForms(const model::RosterLayout& layout, const std::string& side) {
  RosterSheet sheet;
  sheet.subtitle = withSide(layout.subtitle, side);
  for (const auto& f : layout.footers) sheet.footer.push_back({f, ""});
  for (const auto& t : layout.tracks) sheet.tracks.push_back({t.label, t.boxes, t.note});
  sheet.notes = layout.notes;
  return sheet;
}

}  // namespace

RosterDocument schemaRosters(const RosterSource& src, const model::RosterLayout& layout, double portraitWidth,
                             double landscapeWidth) {
  RosterDocument doc;
  doc.landscape = layout.landscape;
  const double width = layout.landscape ? landscapeWidth : portraitWidth;
  for (const auto& side : src.sides()) {
    const std::string name = src.sideName(side);
    if (layout.sheets == model::RosterLayout::Sheets::PerSide) {
      RosterSheet sheet = sheetWithForms(layout, name);
      sheet.title = withSide(layout.title, name);
      for (const RosterGroup& g : src.groups(side)) {
        sheet.tables.push_back(tableFor(src, g, layout, width));
        sheet.tables.back().caption = captionFor(src, g, layout);
      }
      doc.sheets.push_back(std::move(sheet));
    } else {
      for (const RosterGroup& g : src.groups(side)) {
        RosterSheet sheet = sheetWithForms(layout, name);
        sheet.title = src.groupTitle(g);
        sheet.header = headersFor(src, g, layout);
        sheet.tables.push_back(tableFor(src, g, layout, width));
        doc.sheets.push_back(std::move(sheet));
      }
    }
    RosterSheet staff = src.staffSheet(side, width, withSide(layout.staffSubtitle, name));
    if (!staff.tables.empty()) doc.sheets.push_back(std::move(staff));
  }
  return doc;
}

}  // namespace hexwright::exporters
