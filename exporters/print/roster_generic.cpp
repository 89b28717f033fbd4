// Generic brigade rosters, for a schema that gives no <roster> of its own (Dress on the
// Colors' brigade rosters among them): a sheet per formation that holds units, with a box
// per strength point or stand and a column for every attribute some unit of it has set.
#include <algorithm>
#include <sstream>

#include "exporters/print/roster_layouts.h"
#include "exporters/render/roster_painter.h"

namespace hexwright::exporters {

using model::Unit;

RosterDocument genericRosters(const RosterSource& b, double portraitWidth, double landscapeWidth) {
  RosterDocument doc;
  std::vector<std::pair<RosterSheet, int>> sheets;  // with their number of text columns
  int widest = 0;
  for (const auto& side : b.sides()) {
    for (const RosterGroup& g : b.groups(side)) {
      const std::string strength = b.strengthAttribute(g.units);
      // Columns for the attributes some unit of the group has; the others are named in
      // a note rather than printed as empty columns squeezing the rest.
      std::vector<std::string> attrs, unset;
      for (const Unit* u : g.units)
        if (const auto* t = b.type(*u))
          for (const auto& d : t->attributes)
            if (d.name != strength && std::find(attrs.begin(), attrs.end(), d.name) == attrs.end() &&
                std::find(unset.begin(), unset.end(), d.name) == unset.end()) {
              const bool any = std::any_of(g.units.begin(), g.units.end(),
                                           [&](const Unit* v) { return !b.text(*v, d.name).empty(); });
              (any ? attrs : unset).push_back(d.name);
            }
      widest = std::max(widest, static_cast<int>(attrs.size()));
      RosterSheet sheet;
      sheet.sharePage = true;
      sheet.title = b.groupTitle(g);
      if (!unset.empty()) {
        std::string names;
        for (const auto& a : unset) names += (names.empty() ? "" : ", ") + b.attributeLabel(a);
        sheet.notes.push_back("Not set for any unit here (no column): " + names + ".");
      }
      sheet.subtitle = b.sideName(side) + (g.formation && !g.formation->level.empty()
                                               ? " - " +
                                                     (b.ruleset() && b.ruleset()->findOobLevel(g.formation->level)
                                                          ? b.ruleset()->findOobLevel(g.formation->level)->name
                                                          : g.formation->level) +
                                                     " roster"
                                               : " - roster");
      if (g.formation) {
        std::string commander = b.commander(g.formation);
        if (g.formation->commander)
          if (const Unit* c = b.scenario().oob.findUnit(*g.formation->commander))
            for (const auto& [name, value] : c->attributes)
              commander += "  " + b.attributeLabel(name) + ": " + model::formatAttribute(value);
        sheet.header.push_back({"Commander", commander});
        if (g.formation->parent)
          if (const auto* p = b.scenario().oob.findFormation(*g.formation->parent))
            sheet.header.push_back({"Part of", p->name});
      }
      if (!strength.empty()) {
        std::int64_t total = 0;
        bool complete = true;
        for (const Unit* u : g.units) {
          const auto v = b.integer(*u, strength);
          complete = complete && v.has_value();
          total += v.value_or(0);
        }
        sheet.header.push_back({"Total " + b.attributeLabel(strength),
                                complete ? std::to_string(total) : std::to_string(total) + " (some units unknown)"});
      }
      RosterTable table;
      int maxBoxes = 0;
      if (!strength.empty())
        for (const Unit* u : g.units)
          maxBoxes = std::max<int>(maxBoxes, static_cast<int>(b.integer(*u, strength).value_or(0)));
      table.columns.push_back({"Unit", 45});
      table.columns.push_back({"Type", 28});
      if (!strength.empty())
        table.columns.push_back({b.attributeLabel(strength), std::max(22.0, boxesWidth(std::min(maxBoxes, 30)))});
      for (const auto& a : attrs) table.columns.push_back({b.attributeLabel(a), 0});
      for (const Unit* u : g.units) {
        std::vector<RosterCell> row{RosterCell::words(RosterSource::label(*u), true),
                                    RosterCell::words(b.typeName(*u))};
        if (!strength.empty()) {
          const auto v = b.integer(*u, strength);
          RosterCell cell =
              v ? RosterCell::tickBoxes(static_cast<int>(std::clamp<std::int64_t>(*v, 0, 30))) : RosterCell{};
          if (v && *v > 30) cell.text = std::to_string(*v);
          row.push_back(cell);
        }
        for (const auto& a : attrs) row.push_back(RosterCell::words(b.text(*u, a)));
        table.rows.push_back(std::move(row));
      }
      sheet.tables.push_back(std::move(table));
      sheet.footer = {{"Notes", ""}};
      sheets.emplace_back(std::move(sheet), static_cast<int>(attrs.size()));
    }
    RosterSheet staff = b.staffSheet(side, portraitWidth, b.sideName(side) + " - leaders");
    if (!staff.tables.empty()) sheets.emplace_back(std::move(staff), 0);
  }
  // Many attribute columns read better across a landscape page.
  doc.landscape = widest > 4;
  const double width = doc.landscape ? landscapeWidth : portraitWidth;
  for (auto& [sheet, n] : sheets) {
    for (auto& table : sheet.tables) {
      // Flexible columns share the room by their longest entry (header words or a
      // value), so a long trait list gets width and a one-digit rating does not.
      double fixed = 0, weights = 0;
      std::vector<double> weight(table.columns.size(), 0);
      for (std::size_t i = 0; i < table.columns.size(); ++i) {
        if (table.columns[i].widthMm > 0) {
          fixed += table.columns[i].widthMm;
          continue;
        }
        std::size_t longest = 4;
        std::istringstream words(table.columns[i].title);
        for (std::string w; words >> w;) longest = std::max(longest, w.size());
        for (const auto& row : table.rows)
          if (i < row.size()) longest = std::max(longest, std::min<std::size_t>(row[i].text.size(), 60));
        weight[i] = static_cast<double>(longest);
        weights += weight[i];
      }
      for (std::size_t i = 0; i < table.columns.size(); ++i)
        if (weight[i] > 0) table.columns[i].widthMm = std::max(14.0, (width - fixed) * weight[i] / weights);
    }
    doc.sheets.push_back(std::move(sheet));
  }
  return doc;
}

}  // namespace hexwright::exporters
