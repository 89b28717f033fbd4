// `export vassal` for a tabletop (Dress on the Colors): the table as a board without a
// grid, so a piece stays where it is dropped; the ruler (VASSAL's LOS thread) measures
// in inches; each stand of a unit is a piece, drawn as the printed stand label at its
// base size, set up where the scenario puts the unit: its stands side by side in the
// formation the schema states for its set-up state, turned to its facing (FreeRotator).
// Units set up in an area and reinforcements wait on the chart, as on a hex map.
#include "exporters/vassal/vassal_table.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "exporters/print/counter_print.h"
#include "exporters/print/stand_labels.h"
#include "exporters/render/geometry.h"
#include "exporters/vassal/vassal_build.h"

namespace hexwright::exporters::vassal {
namespace {

using model::Severity;

class TableBuilder {
 public:
  TableBuilder(const model::Scenario& s, const model::Ruleset* rs, const VassalExportOptions& o, BuiltScenario& built,
               model::Diagnostics& diagnostics)
      : m_s(s), m_rs(rs), m_o(o), m_built(built), m_diagnostics(diagnostics), m_style(rs) {}

  bool addTable(const std::shared_ptr<CairoResources>& resources) {
    const MapGeometry geometry = MapGeometry::forTable(m_s.map, kMmPerInch);
    BoardPlan board;
    board.name = "Table";
    board.image = "table.png";
    board.areaMm = geometry.bounds();
    board.pxPerMm = m_o.inchPx / kMmPerInch;
    board.widthPx = static_cast<int>(std::ceil(board.areaMm.w * board.pxPerMm));
    board.heightPx = static_cast<int>(std::ceil(board.areaMm.h * board.pxPerMm));
    const MapPainter painter(m_s, m_rs, geometry, MapPaintOptions{});
    Png png = renderBoard(painter, board, resources);
    if (png.bytes.empty()) {
      m_diagnostics.add(Severity::Error, "export.vassal.image",
                        "the table (" + std::to_string(board.widthPx) + " x " + std::to_string(board.heightPx) +
                            " px): " + png.error + "; lower --inch-px");
      return false;
    }
    m_built.files["images/" + board.image] = std::move(png.bytes);
    plan().tables.push_back({board.name, board.image, board.widthPx, board.heightPx});
    plan().tablePxPerInch = m_o.inchPx;
    m_built.result.boards.push_back({board.name, board.image, board.widthPx, board.heightPx});
    return true;
  }

  // Every stand of every unit, a piece each, drawn as its printed label.
  bool addStands(const std::shared_ptr<CairoResources>& resources, model::ProgressReporter& progress) {
    model::Diagnostics labelNotes;  // the printed sheet's words; the module says its own
    std::vector<StandLabel> labels = m_rs ? standLabels(m_s, *m_rs, labelNotes) : std::vector<StandLabel>{};
    const double tokenMm = resolveCounterSizeMm(CounterPrintOptions{}, m_rs, labelNotes);
    int done = 0;
    for (const model::Unit& u : m_s.oob.units) {
      if (progress.cancelled()) return false;
      std::vector<StandLabel> mine;
      for (const StandLabel& l : labels)
        if (l.unit == &u) mine.push_back(l);
      if (mine.empty()) {
        // No stated base: one token at the schema's counter size stands for the unit.
        m_diagnostics.add(Severity::Warning, "export.vassal.base-unknown",
                          displayName(u) + ": the schema states no base size for its stands; one " +
                              formatInches(tokenMm) + " token stands for the unit");
        mine.push_back({&u, 0, 0, tokenMm, tokenMm});
      }
      std::vector<PieceDefinition> pieces;
      for (const StandLabel& l : mine) {
        PieceDefinition piece;
        piece.name = displayName(u) + (l.of > 0 ? " " + std::to_string(l.stand) + "/" + std::to_string(l.of) : "");
        piece.image = standImage(l, resources);
        if (piece.image.empty()) return false;
        MarkerTrait props;
        props.properties = {{"UnitId", u.id.value},
                            {"Side", sideDisplayName(m_s, m_rs, u.side)},
                            {"Formation", formationDisplayName(m_s, u.formation)},
                            {"Type", u.type},
                            {"Stand", l.of > 0 ? std::to_string(l.stand) + "/" + std::to_string(l.of) : ""}};
        for (const auto& [key, value] : u.attributes) props.properties.emplace_back(key, model::formatAttribute(value));
        piece.traits.emplace_back(std::move(props));
        piece.traits.emplace_back(RotatorTrait{});
        pieces.push_back(std::move(piece));
      }
      m_stands[u.id.value] = {std::move(pieces), mine.front().w, mine.front().h};
      progress.report(0.2 + 0.6 * (++done) / std::max<std::size_t>(1, m_s.oob.units.size()), "stands");
    }
    return true;
  }

  void addPalettes() {
    for (const auto& sideId : sideOrder(m_s)) {
      PaletteSide side{sideDisplayName(m_s, m_rs, sideId), {}};
      auto panelOf = [&](const std::string& name) -> PalettePanel& {
        for (auto& p : side.panels)
          if (p.name == name) return p;
        side.panels.push_back({name, {}});
        return side.panels.back();
      };
      for (const model::Unit& u : m_s.oob.units) {
        if (u.side != sideId) continue;
        const bool attached = u.formation && m_s.oob.findFormation(*u.formation);
        PalettePanel& panel = panelOf(attached ? formationPathName(m_s, *u.formation) : "Unattached");
        for (Slot& slot : slotsOf(u.id.value, 0)) panel.slots.push_back(std::move(slot));
      }
      if (!side.panels.empty()) plan().sides.push_back(std::move(side));
      plan().playerSides.push_back(sideDisplayName(m_s, m_rs, sideId));
    }
  }

  // Units with a table position stand there; the rest wait on the chart.
  void addSetup(const std::shared_ptr<CairoResources>& resources, bool chartAlways, std::string& error) {
    std::vector<const model::Placement*> byArea;
    for (const model::Placement& p : m_s.setup) {
      if (!m_stands.count(p.unit.value)) continue;  // the validator reports unknown units
      if (p.position)
        placeOnTable(p);
      else if (p.area)
        byArea.push_back(&p);
    }
    m_built.result.atStartStacks = static_cast<int>(plan().stacks.size());
    int boxPx = 16;
    for (const auto& [id, stands] : m_stands)
      boxPx = std::max(boxPx, static_cast<int>(std::lround(std::max(stands.wMm, stands.hMm) * pxPerMm())));
    const SlotsFor slotsFor = [&](const std::string& unitId, const std::string&) { return slotsOf(unitId, 0); };
    plan().chart =
        planChart(m_s, byArea, slotsFor, boxPx, chartAlways, m_built.files, resources, m_built.result, error);
  }

  ModulePlan& plan() { return m_built.plan; }

 private:
  struct Stands {
    std::vector<PieceDefinition> pieces;
    double wMm = 0, hMm = 0;  // one base
  };

  double pxPerMm() const { return m_o.inchPx / kMmPerInch; }

  static std::string displayName(const model::Unit& u) {
    return u.name.empty() ? (u.designation.empty() ? u.id.value : u.designation) : u.name;
  }

  static std::string formatInches(double mm) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2g in", mm / kMmPerInch);
    return buf;
  }

  std::string standImage(const StandLabel& l, const std::shared_ptr<CairoResources>& resources) {
    const std::string base = "s-" + safeName(l.unit->id.value) + (l.of > 0 ? "-" + std::to_string(l.stand) : "");
    std::string stem = base;
    for (int n = 2; m_built.files.count("images/" + stem + ".png"); ++n) stem = base + "-" + std::to_string(n);
    const int w = std::max(8, static_cast<int>(std::lround(l.w * pxPerMm())));
    const int h = std::max(8, static_cast<int>(std::lround(l.h * pxPerMm())));
    Png png = renderStand(l, m_rs, m_style, w, h, resources);
    if (png.bytes.empty()) {
      m_diagnostics.add(Severity::Error, "export.vassal.image", stem + ".png: " + png.error);
      return "";
    }
    m_built.files["images/" + stem + ".png"] = std::move(png.bytes);
    return stem + ".png";
  }

  std::vector<Slot> slotsOf(const std::string& unitId, double angle) {
    std::vector<Slot> out;
    const auto it = m_stands.find(unitId);
    if (it == m_stands.end()) return out;
    for (const PieceDefinition& piece : it->second.pieces) {
      Slot s;
      s.entryName = piece.name;
      s.gpid = std::to_string(plan().nextGpid++);
      s.width = static_cast<int>(std::lround(it->second.wMm * pxPerMm()));
      s.height = static_cast<int>(std::lround(it->second.hMm * pxPerMm()));
      s.piece = piece;
      for (auto& t : s.piece.traits)
        if (auto* r = std::get_if<RotatorTrait>(&t)) r->angle = angle;
      out.push_back(std::move(s));
    }
    return out;
  }

  // The unit's stands side by side, `wide` to a rank (the schema's formation for its
  // state; one rank when it states none), front rank ahead, centred on its position and
  // square to its facing (clockwise from the top of the table; VASSAL turns pieces
  // counter-clockwise, so the piece's angle is the facing's negative).
  void placeOnTable(const model::Placement& p) {
    const Stands& stands = m_stands.at(p.unit.value);
    const int count = static_cast<int>(stands.pieces.size());
    const model::LosFootprint* formation = m_rs ? m_rs->los.findFootprint(p.state) : nullptr;
    if (count > 1 && !formation)
      m_diagnostics.add(Severity::Info, "export.vassal.formation-unknown",
                        "unit " + p.unit.value + " starts in state '" + p.state +
                            "', for which the schema states no formation: its stands stand in one rank");
    if (!p.facingDegrees)
      m_diagnostics.add(Severity::Info, "export.vassal.facing-unknown",
                        "unit " + p.unit.value + " has no facing: its stands face the top of the table");
    const int across = formation && formation->wide ? std::min(*formation->wide, count) : count;
    const int ranks = (count + across - 1) / across;
    const double facing = p.facingDegrees.value_or(0), a = facing * std::numbers::pi / 180;
    const Vec2 forward{std::sin(a), -std::cos(a)}, right{std::cos(a), std::sin(a)};
    const double wIn = stands.wMm / kMmPerInch, dIn = stands.hMm / kMmPerInch;
    std::vector<Slot> slots = slotsOf(p.unit.value, -facing);
    for (int i = 0; i < count; ++i) {
      const int rank = i / across, file = i % across;
      const int inRank = std::min(across, count - rank * across);
      const double x = (file - (inRank - 1) / 2.0) * wIn;
      const double y = ((ranks - 1) / 2.0 - rank) * dIn;
      const Vec2 at{p.position->x + right.x * x + forward.x * y, p.position->y + right.y * x + forward.y * y};
      SetupStack st;
      st.name = slots[static_cast<std::size_t>(i)].entryName;
      st.board = "Table";
      st.useGridLocation = false;
      st.x = static_cast<int>(std::lround(at.x * m_o.inchPx));
      st.y = static_cast<int>(std::lround(at.y * m_o.inchPx));
      st.slots.push_back(std::move(slots[static_cast<std::size_t>(i)]));
      plan().stacks.push_back(std::move(st));
      ++m_built.result.placedUnits;
    }
  }

  const model::Scenario& m_s;
  const model::Ruleset* m_rs;
  const VassalExportOptions& m_o;
  BuiltScenario& m_built;
  model::Diagnostics& m_diagnostics;
  MapStyle m_style;
  std::map<std::string, Stands> m_stands;
};

}  // namespace

std::optional<BuiltScenario> buildTableScenario(const model::Scenario& s, const model::Ruleset* rs,
                                                const VassalExportOptions& o, bool chartAlways,
                                                model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  BuiltScenario built;
  auto resources = std::make_shared<CairoResources>();
  TableBuilder b(s, rs, o, built, diagnostics);
  ModulePlan& plan = b.plan();
  plan.name = s.title.empty() ? "Hexwright scenario" : s.title;
  plan.description = "Exported by Hexwright" + std::string(rs && !rs->name.empty() ? " for " + rs->name : "") +
                     (s.date.empty() ? "" : "; battle of " + s.date);
  progress.report(0, "table");
  if (!b.addTable(resources) || !b.addStands(resources, progress)) return std::nullopt;
  b.addPalettes();
  std::string error;
  plan.markers = planMarkers(s, rs, o, built.files, resources, plan.nextGpid, error);
  plan.markers.name = "Markers";
  b.addSetup(resources, chartAlways, error);
  if (!error.empty()) {
    diagnostics.add(Severity::Error, "export.vassal.image", error);
    return std::nullopt;
  }
  plan.turns = turnTrack(s);
  plan.dice = statedDice(rs);
  built.result.pieces = 0;
  for (const auto& side : plan.sides)
    for (const auto& panel : side.panels) built.result.pieces += static_cast<int>(panel.slots.size());
  built.result.markers = static_cast<int>(plan.markers.slots.size());
  built.result.turns = static_cast<int>(plan.turns.size());
  built.result.inchPx = o.inchPx;
  if (progress.cancelled()) {
    diagnostics.add(Severity::Error, "export.cancelled", "export cancelled; nothing was written");
    return std::nullopt;
  }
  return built;
}

}  // namespace hexwright::exporters::vassal
