#include "exporters/print/roster_builder.h"

#include <algorithm>
#include <set>
#include <sstream>

#include "exporters/render/roster_painter.h"

namespace hexwright::exporters {
namespace {

using model::Formation;
using model::NatoSymbol;
using model::Unit;

struct Group {
  const Formation* formation = nullptr;  // null: units attached to no formation
  model::SideId side;
  std::vector<const Unit*> units;
};

class Builder {
 public:
  Builder(const model::Scenario& s, const model::Ruleset* rs) : m_s(s), m_rs(rs) {}

  std::vector<model::SideId> sides() const {
    std::vector<model::SideId> out;
    for (const auto& side : m_s.sides) out.push_back(side.id);
    for (const auto& u : m_s.oob.units)
      if (std::find(out.begin(), out.end(), u.side) == out.end()) out.push_back(u.side);
    return out;
  }

  std::string sideName(const model::SideId& id) const {
    for (const auto& side : m_s.sides)
      if (side.id == id && !side.name.empty()) return side.name;
    if (m_rs)
      if (const auto* side = m_rs->findSide(id); side && !side->name.empty()) return side->name;
    return id.value;
  }

  const model::UnitType* type(const Unit& u) const { return m_rs ? m_rs->findUnitType(u.type) : nullptr; }
  bool leader(const Unit& u) const { return type(u) && type(u)->isLeader; }
  NatoSymbol symbol(const Unit& u) const { return type(u) ? type(u)->symbol : NatoSymbol::Other; }
  std::string typeName(const Unit& u) const { return type(u) && !type(u)->name.empty() ? type(u)->name : u.type; }

  static std::string label(const Unit& u) {
    if (u.designation.empty() || u.designation == u.name) return u.name.empty() ? u.id.value : u.name;
    if (u.name.empty()) return u.designation;
    // "2nd Wisconsin Infantry Regiment" already says "2nd Wisconsin": once is enough.
    if (u.name.find(u.designation) != std::string::npos) return u.name;
    if (u.designation.find(u.name) != std::string::npos) return u.designation;
    return u.designation + " (" + u.name + ")";
  }

  // Brigades and other formations that hold units directly, in OOB order; leaders are
  // listed on the command staff sheet instead.
  std::vector<Group> groups(const model::SideId& side) const {
    std::vector<Group> out;
    for (const auto& f : m_s.oob.formations) {
      if (f.side != side) continue;
      Group g{&f, side, {}};
      for (const auto& u : m_s.oob.units)
        if (u.formation == f.id && !leader(u)) g.units.push_back(&u);
      if (!g.units.empty()) out.push_back(std::move(g));
    }
    Group loose{nullptr, side, {}};
    for (const auto& u : m_s.oob.units)
      if (u.side == side && !leader(u) && (!u.formation || !m_s.oob.findFormation(*u.formation)))
        loose.units.push_back(&u);
    if (!loose.units.empty()) out.push_back(std::move(loose));
    return out;
  }

  std::string commander(const Formation* f) const {
    if (!f || !f->commander) return "";
    const Unit* u = m_s.oob.findUnit(*f->commander);
    return u ? (u->name.empty() ? u->designation : u->name) : "";
  }

  // The nearest ancestor formation at `level`.
  const Formation* ancestorAt(const Formation* f, const std::string& level) const {
    for (int guard = 0; f && f->parent && guard < 64; ++guard) {
      f = m_s.oob.findFormation(*f->parent);
      if (f && f->level == level) return f;
    }
    return nullptr;
  }

  std::string groupTitle(const Group& g) const {
    if (!g.formation) return sideName(g.side) + " - unassigned units";
    return g.formation->name.empty() ? g.formation->id.value : g.formation->name;
  }

  std::optional<std::int64_t> integer(const Unit& u, const std::string& name) const {
    return model::intAttribute(u.attributes, name);
  }
  std::string text(const Unit& u, const std::string& name) const {
    const auto it = u.attributes.find(name);
    if (it == u.attributes.end()) return "";
    if (const bool* b = std::get_if<bool>(&it->second)) return *b ? "yes" : "";
    return model::formatAttribute(it->second);
  }

  // The attribute that counts strength points or stands, by name or by unit.
  std::string strengthAttribute(const std::vector<const Unit*>& units) const {
    for (const Unit* u : units)
      if (const auto* t = type(*u))
        for (const auto& d : t->attributes)
          if (d.type == model::AttributeType::Integer &&
              (d.name == "strength" || d.name == "stands" || d.name == "sp" || d.unit == "SP" || d.unit == "stands"))
            return d.name;
    return "";
  }

  // A command staff sheet per side: every leader with its ratings and commands.
  RosterSheet staffSheet(const model::SideId& side, double width, const std::string& subtitle) const {
    RosterSheet sheet;
    sheet.title = sideName(side) + " - command staff";
    sheet.subtitle = subtitle;
    std::vector<std::string> attrs;
    std::vector<const Unit*> leaders;
    for (const auto& u : m_s.oob.units)
      if (u.side == side && leader(u)) {
        leaders.push_back(&u);
        if (const auto* t = type(u))
          for (const auto& d : t->attributes)
            if (std::find(attrs.begin(), attrs.end(), d.name) == attrs.end()) attrs.push_back(d.name);
      }
    if (leaders.empty()) return sheet;
    RosterTable table;
    const double fixed = 50 + 35 + 50;
    const double each = attrs.empty() ? 0 : std::max(16.0, (width - fixed) / static_cast<double>(attrs.size()));
    table.columns = {{"Leader", 50}, {"Type", 35}, {"Commands", 50}};
    for (const auto& a : attrs) table.columns.push_back({attributeLabel(a), each});
    for (const Unit* u : leaders) {
      std::string commands;
      for (const auto& f : m_s.oob.formations)
        if (f.commander && *f.commander == u->id)
          commands += (commands.empty() ? "" : ", ") + (f.name.empty() ? f.id.value : f.name);
      std::vector<RosterCell> row{RosterCell::words(label(*u), true), RosterCell::words(typeName(*u)),
                                  RosterCell::words(commands)};
      for (const auto& a : attrs) row.push_back(RosterCell::words(text(*u, a)));
      table.rows.push_back(std::move(row));
    }
    sheet.tables.push_back(std::move(table));
    return sheet;
  }

  std::string attributeLabel(const std::string& name) const {
    if (m_rs)
      for (const auto& t : m_rs->unitTypes)
        if (const auto* d = model::findAttribute(t.attributes, name); d && !d->label.empty()) return d->label;
    return name;
  }

  // Public: the per-game builders below read the scenario and schema directly.
  const model::Scenario& m_s;
  const model::Ruleset* m_rs;
};

// ---- Bloody April, Case 26.0 ------------------------------------------------------

RosterDocument bloodyApril(const Builder& b, double width) {
  RosterDocument doc;
  doc.landscape = true;
  const std::string subtitle = "Roster sheet (Bloody April, Case 26.0)";
  for (const auto& side : b.sides()) {
    // "For Confederates only, list the corps commander" (26.13): only sides whose
    // schema levels include a corps get that line.
    bool corps = false;
    if (b.m_rs)
      for (const auto* level : b.m_rs->levelsFor(side)) corps = corps || level->id == "corps";
    for (const Group& g : b.groups(side)) {
      RosterSheet sheet;
      sheet.title = b.groupTitle(g);
      sheet.subtitle = b.sideName(side) + " - " + subtitle;
      sheet.header.push_back({"Commanding Officer", b.commander(g.formation)});
      sheet.header.push_back({"Division Commander", b.commander(b.ancestorAt(g.formation, "division"))});
      if (corps) sheet.header.push_back({"Corps Commander", b.commander(b.ancestorAt(g.formation, "corps"))});
      RosterTable table;
      // 26.13: eight roster boxes, 24 fatigue boxes, ten ammunition boxes (cavalry five).
      table.columns = {{"Unit", 0},   {"Roster (SP)", boxesWidth(8) + 5},  // room for "?" beside the boxes
                       {"Guns", 36},  {"Fatigue", boxesWidth(24)},        {"Ammunition", boxesWidth(10)},
                       {"Morale", 15}};
      double used = 0;
      for (const auto& c : table.columns) used += c.widthMm;
      table.columns[0].widthMm = std::max(40.0, width - used);
      for (const Unit* u : g.units) {
        const NatoSymbol sym = b.symbol(*u);
        const bool inf = sym == NatoSymbol::Infantry, cav = sym == NatoSymbol::Cavalry,
                   art = sym == NatoSymbol::Artillery;
        std::vector<RosterCell> row{RosterCell::words(Builder::label(*u), true)};
        if (inf || cav) {
          const auto sp = b.integer(*u, "strength");
          RosterCell cell = RosterCell::tickBoxes(8, sp ? static_cast<int>(std::clamp<std::int64_t>(*sp, 0, 8)) : -1);
          if (!sp) cell.text = "?";
          row.push_back(cell);
        } else {
          row.push_back({});
        }
        // Batteries: a box per gun (a lost gun is one casualty point, 30.13; a battery never
        // has more guns than listed, 9.89), the classes beside.
        const auto gunCount = art ? b.integer(*u, "gun-count") : std::nullopt;
        RosterCell guns = RosterCell::words(b.text(*u, "guns"));
        if (gunCount) guns.boxes = static_cast<int>(std::clamp<std::int64_t>(*gunCount, 0, 8));
        if (art && !gunCount && guns.text.empty()) guns.text = "?";
        row.push_back(guns);
        row.push_back(inf ? RosterCell::tickBoxes(24) : RosterCell{});
        if (inf || cav || art) {
          const int boxes = cav ? 5 : 10;
          const auto ammo = b.integer(*u, "ammunition");
          row.push_back(
              RosterCell::tickBoxes(boxes, ammo ? static_cast<int>(std::clamp<std::int64_t>(*ammo, 0, boxes)) : -1));
        } else {
          row.push_back({});
        }
        row.push_back(RosterCell::words(b.text(*u, "morale")));
        table.rows.push_back(std::move(row));
      }
      sheet.tables.push_back(std::move(table));
      sheet.footer = {{"Attached Regiment", ""}, {"Replacement Officers Available", ""}, {"Notes", ""}};
      sheet.notes.push_back(
          "26.13: cross out the roster boxes beyond the starting strength and the ammunition boxes beyond the starting "
          "rounds (pre-crossed here from the scenario where known). 26.15: use different marks for killed, captured "
          "and stragglers. Use a pencil for fatigue.");
      doc.sheets.push_back(std::move(sheet));
    }
    RosterSheet staff = b.staffSheet(side, width, b.sideName(side) + " - Command Staff Sheet (26.11)");
    if (!staff.tables.empty()) doc.sheets.push_back(std::move(staff));
  }
  return doc;
}

// ---- Unconditional Surrender, rule 1.3 --------------------------------------------

RosterDocument unconditionalSurrender(const Builder& b, double width) {
  RosterDocument doc;
  doc.landscape = true;
  for (const auto& side : b.sides()) {
    RosterSheet sheet;
    sheet.title = b.sideName(side) + " roster";
    sheet.subtitle =
        "Unconditional Surrender, rule 1.3: strength lives on this sheet, not on the counters. Keep it out of your "
        "opponent's view (1.3.3).";
    for (const Group& g : b.groups(side)) {
      RosterTable table;
      table.caption = b.groupTitle(g);
      // Brigade shatter figures "Baldwin: 9/4" (1.3.1), from the brigade's units.
      std::optional<std::int64_t> s1, s2;
      for (const Unit* u : g.units) {
        if (!s1) s1 = b.integer(*u, "shatter");
        if (!s2) s2 = b.integer(*u, "shatter-second");
      }
      if (s1 || s2)
        table.caption +=
            ": " + (s1 ? std::to_string(*s1) : std::string("?")) + "/" + (s2 ? std::to_string(*s2) : std::string("?"));
      int maxSp = 0, maxGuns = 0, maxCrew = 0;
      bool artillery = false;
      for (const Unit* u : g.units) {
        maxSp = std::max<int>(maxSp, static_cast<int>(b.integer(*u, "strength").value_or(0)));
        maxGuns = std::max<int>(maxGuns, static_cast<int>(b.integer(*u, "gun-points").value_or(0)));
        maxCrew = std::max<int>(maxCrew, static_cast<int>(b.integer(*u, "crew-points").value_or(0)));
        artillery = artillery || b.symbol(*u) == NatoSymbol::Artillery;
      }
      table.columns = {
          {"Unit", 0}, {"Division", 24}, {"Strength points", std::max(28.0, boxesWidth(std::min(maxSp, 30)))}};
      if (artillery)
        table.columns.insert(table.columns.end(), {{"Support/Bomb./Range", 30},
                                                   {"Gun points", std::max(20.0, boxesWidth(std::min(maxGuns, 20)))},
                                                   {"Crew points", std::max(20.0, boxesWidth(std::min(maxCrew, 20)))}});
      double used = 0;
      for (const auto& c : table.columns) used += c.widthMm;
      table.columns[0].widthMm = std::max(40.0, width - used);
      for (const Unit* u : g.units) {
        std::vector<RosterCell> row{RosterCell::words(Builder::label(*u), true),
                                    RosterCell::words(b.text(*u, "division"))};
        const auto sp = b.integer(*u, "strength");
        row.push_back(sp ? RosterCell::tickBoxes(static_cast<int>(std::clamp<std::int64_t>(*sp, 0, 30)))
                         : RosterCell{});
        if (artillery) {
          if (b.symbol(*u) == NatoSymbol::Artillery) {
            std::string values =
                b.text(*u, "support-fire") + "/" + b.text(*u, "bombardment") + "/" + b.text(*u, "range");
            if (values == "//") values.clear();
            if (b.text(*u, "rifled") == "yes") values += "*";  // 7.1.1 B: an asterisk means rifled guns
            row.push_back(RosterCell::words(values));
            const auto guns = b.integer(*u, "gun-points"), crew = b.integer(*u, "crew-points");
            row.push_back(guns ? RosterCell::tickBoxes(static_cast<int>(std::clamp<std::int64_t>(*guns, 0, 20)))
                               : RosterCell{});
            row.push_back(crew ? RosterCell::tickBoxes(static_cast<int>(std::clamp<std::int64_t>(*crew, 0, 20)))
                               : RosterCell{});
          } else {
            row.insert(row.end(), 3, RosterCell{});
          }
        }
        table.rows.push_back(std::move(row));
      }
      sheet.tables.push_back(std::move(table));
    }
    sheet.tracks.push_back(
        {"Army morale (11.0)", 20,
         "1.3.2, 11.1 B: mark one box per demoralization level. The rules text does not state the number of "
         "boxes or the demoralization roll numbers (11.3 A): write them in from your game's roster."});
    sheet.footer = {{"Notes", ""}};
    doc.sheets.push_back(std::move(sheet));
    RosterSheet staff = b.staffSheet(side, width, b.sideName(side) + " - leaders");
    if (!staff.tables.empty()) doc.sheets.push_back(std::move(staff));
  }
  return doc;
}

// ---- Generic brigade rosters (Dress on the Colors and every other schema) ----------

RosterDocument generic(const Builder& b, double portraitWidth, double landscapeWidth) {
  RosterDocument doc;
  std::vector<std::pair<RosterSheet, int>> sheets;  // with their number of text columns
  int widest = 0;
  for (const auto& side : b.sides()) {
    for (const Group& g : b.groups(side)) {
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
                                                     (b.m_rs && b.m_rs->findOobLevel(g.formation->level)
                                                          ? b.m_rs->findOobLevel(g.formation->level)->name
                                                          : g.formation->level) +
                                                     " roster"
                                               : " - roster");
      if (g.formation) {
        std::string commander = b.commander(g.formation);
        if (g.formation->commander)
          if (const Unit* c = b.m_s.oob.findUnit(*g.formation->commander))
            for (const auto& [name, value] : c->attributes)
              commander += "  " + b.attributeLabel(name) + ": " + model::formatAttribute(value);
        sheet.header.push_back({"Commander", commander});
        if (g.formation->parent)
          if (const auto* p = b.m_s.oob.findFormation(*g.formation->parent))
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
        std::vector<RosterCell> row{RosterCell::words(Builder::label(*u), true), RosterCell::words(b.typeName(*u))};
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

}  // namespace

RosterDocument buildRosters(const model::Scenario& s, const model::Ruleset* rs, double pageW, double pageH,
                            double margin) {
  const Builder b(s, rs);
  const double portrait = std::min(pageW, pageH) - 2 * margin;
  const double landscape = std::max(pageW, pageH) - 2 * margin;
  RosterDocument doc;
  if (s.rulesetId == "bloody-april")
    doc = bloodyApril(b, landscape);
  else if (s.rulesetId == "unconditional-surrender")
    doc = unconditionalSurrender(b, landscape);
  else
    doc = generic(b, portrait, landscape);
  doc.title = (s.title.empty() ? std::string("Scenario") : s.title) + " - rosters";
  return doc;
}

}  // namespace hexwright::exporters
