#include "exporters/vassal/vassal_export.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "exporters/print/counter_print.h"
#include "exporters/print/map_print.h"
#include "exporters/vassal/vassal_build.h"
#include "exporters/vassal/vassal_inputs.h"
#include "exporters/vassal/vassal_module.h"
#include "exporters/vassal/vassal_states.h"
#include "exporters/vassal/vassal_table.h"
#include "model/io/zip_archive.h"

namespace hexwright::exporters::vassal {
namespace {

using model::Severity;

// Pixel sizes: the hex from the option, the counter in the schema's proportion to it.
struct Sizes {
  double hexMm = 0, counterMm = 0;
  int hexPx = 0, counterPx = 0;
};

Sizes resolveSizes(const model::Ruleset* rs, const VassalExportOptions& o, model::Diagnostics& diagnostics) {
  Sizes z;
  z.hexPx = o.hexPx;
  model::Diagnostics quiet;  // the print commands' fallback notes name their own options
  z.hexMm = resolveHexSizeMm(MapPrintOptions{}, rs, quiet);
  z.counterMm = resolveCounterSizeMm(CounterPrintOptions{}, rs, quiet);
  if (o.counterPx > 0) {
    z.counterPx = o.counterPx;
  } else {
    z.counterPx = std::max(16, static_cast<int>(std::lround(o.hexPx * z.counterMm / z.hexMm)));
    if (!quiet.empty())
      diagnostics.add(Severity::Info, "export.vassal.counter-size",
                      "the schema does not state both the hex and the counter size; counters are " +
                          std::to_string(z.counterPx) + " px on " + std::to_string(z.hexPx) +
                          " px hexes (the 0.5 in counter on a 0.75 in hex; set --counter-px)");
  }
  return z;
}

class Builder {
 public:
  Builder(const model::Scenario& s, const model::Ruleset* rs, const Sizes& z, std::map<std::string, std::string>& files,
          std::shared_ptr<CairoResources> resources)
      : m_s(s), m_rs(rs), m_z(z), m_files(files), m_counters(s, rs), m_resources(std::move(resources)) {}

  ModulePlan& plan() { return m_plan; }
  std::string error;

  // Draws both faces once per unit; the piece is copied into the palette and stacks.
  bool addUnitPieces(model::ProgressReporter& progress, int& done, int total) {
    for (const model::Unit& u : m_s.oob.units) {
      if (progress.cancelled()) return false;
      const CounterSpec spec{&u, nullptr, u.side};
      const std::string base = "u-" + uniqueStem(u.id.value);
      PieceDefinition piece;
      piece.name = u.name.empty() ? (u.designation.empty() ? u.id.value : u.designation) : u.name;

      MarkerTrait props;
      props.properties.emplace_back("UnitId", u.id.value);
      props.properties.emplace_back("Side", sideName(u.side));
      props.properties.emplace_back("Formation", formationName(u.formation));
      props.properties.emplace_back("Type", u.type);
      for (const auto& [key, value] : u.attributes) props.properties.emplace_back(key, model::formatAttribute(value));
      piece.traits.emplace_back(std::move(props));

      const StatePlan looks = planStates(statesFor(m_rs, u.type), m_rs ? m_rs->counterLayoutFor(u.type) : nullptr);
      CounterFaceContent front = m_counters.front(spec), back = m_counters.back(spec);
      if (looks.anyTab()) reserveTabCorner(u, front, back);
      if (looks.facesAreStates())
        addFaceStates(piece, u.id.value, looks, base, spec, front, back);
      else
        addStateTabsAndFlip(piece, u.id.value, looks, base, spec, front, back);
      if (!error.empty()) return false;
      m_unitPieces.emplace(u.id.value, std::move(piece));
      progress.report(0.2 + 0.7 * (++done) / std::max(1, total), "counters");
    }
    return true;
  }

  void addMarkers() {
    if (!m_rs) return;
    m_plan.markers.name = "Markers";
    for (const model::MarkerType& m : m_rs->markers) {
      std::vector<model::SideId> owners;
      if (!m.side.empty())
        owners.push_back(m.side);
      else if (m.countPerSide)
        for (const auto& side : m_rs->sides) owners.push_back(side.id);
      else
        owners.push_back(model::SideId{});
      for (const auto& owner : owners) {
        const CounterSpec spec{nullptr, &m, owner};
        const std::string stem = "m-" + uniqueStem(m.id + (owner.empty() || !m.side.empty() ? "" : "-" + owner.value));
        PieceDefinition piece;
        piece.name =
            (m.name.empty() ? m.id : m.name) + (owner.empty() || !m.side.empty() ? "" : " (" + sideName(owner) + ")");
        MarkerTrait props;
        props.properties.emplace_back("Marker", m.id);
        props.properties.emplace_back("Side", owner.empty() ? "" : sideName(owner));
        piece.traits.emplace_back(std::move(props));
        const std::string frontImage = face(stem + ".png", spec, m_counters.front(spec));
        if (m.back.empty()) {
          piece.image = frontImage;
        } else {
          LayerTrait flip;
          flip.name = "Face";
          flip.description = "Back of the marker";
          flip.images = {frontImage, face(stem + "-back.png", spec, m_counters.back(spec))};
          flip.levelNames = {"", "+ (" + m.back + ")"};
          flip.increaseCommand = "Flip";
          flip.increaseKey = ctrlKey('F');
          piece.traits.emplace_back(std::move(flip));
        }
        m_plan.markers.slots.push_back(slot(piece.name, piece));
      }
    }
  }

  void addPalettes() {
    for (const auto& sideId : sideOrder(m_s)) {
      PaletteSide side;
      side.name = sideName(sideId);
      // One panel per formation that holds units, in OOB order, then the unattached.
      for (const model::Formation& f : m_s.oob.formations) {
        if (f.side != sideId) continue;
        PalettePanel panel;
        panel.name = formationPath(f.id);
        for (const model::Unit& u : m_s.oob.units)
          if (u.side == sideId && u.formation == f.id)
            panel.slots.push_back(slot(m_unitPieces.at(u.id.value).name, m_unitPieces.at(u.id.value)));
        if (!panel.slots.empty()) side.panels.push_back(std::move(panel));
      }
      PalettePanel loose;
      loose.name = "Unattached";
      for (const model::Unit& u : m_s.oob.units)
        if (u.side == sideId && (!u.formation || !m_s.oob.findFormation(*u.formation)))
          loose.slots.push_back(slot(m_unitPieces.at(u.id.value).name, m_unitPieces.at(u.id.value)));
      if (!loose.slots.empty()) side.panels.push_back(std::move(loose));
      if (!side.panels.empty()) m_plan.sides.push_back(std::move(side));
      if (const auto* rsSide = m_rs ? m_rs->findSide(sideId) : nullptr; rsSide && !rsSide->name.empty())
        m_plan.playerSides.push_back(rsSide->name);
      else
        m_plan.playerSides.push_back(sideName(sideId));
    }
  }

  // `chartAlways`: a chart even with nothing on it (a module of several scenarios gives
  // each its own chart board, so that every set-up shows its own turns).
  void addSetup(model::Diagnostics& diagnostics, VassalExportResult& result, bool chartAlways = false) {
    const auto& c = m_s.map.grid().convention;
    std::map<model::HexCoord, std::size_t> stackAt;
    std::vector<const model::Placement*> byArea;
    for (const model::Placement& p : m_s.setup) {
      if (!m_unitPieces.count(p.unit.value)) continue;  // the validator reports unknown units
      if (!p.hex) {
        if (p.area) byArea.push_back(&p);
        continue;
      }
      const BoardPlan* b = boardFor(m_plan.boards, *p.hex, c);
      if (!b || !m_s.map.grid().contains(*p.hex)) {
        diagnostics.add(Severity::Warning, "export.vassal.placement-off-board",
                        "unit " + p.unit.value + " is placed at " + model::formatLabel(*p.hex, c) +
                            ", which is on no board; it is only in the palette");
        continue;
      }
      auto [it, fresh] = stackAt.emplace(*p.hex, m_plan.stacks.size());
      if (fresh) {
        SetupStack st;
        st.board = b->name;
        st.location = model::formatLabel(*p.hex, c);
        st.name = st.location;
        const auto [x, y] = vassalCentre(*b, *p.hex);
        st.x = x, st.y = y;
        m_plan.stacks.push_back(std::move(st));
      }
      SetupStack& st = m_plan.stacks[it->second];
      st.slots.push_back(unitSlot(p.unit.value, p.state, diagnostics));
      if (st.slots.size() == 1) st.name += " " + st.slots.front().entryName;
      ++result.placedUnits;
    }
    result.atStartStacks = static_cast<int>(m_plan.stacks.size());

    const SlotsFor slotsFor = [&](const std::string& unitId, const std::string& state) {
      return m_unitPieces.count(unitId) ? std::vector<Slot>{unitSlot(unitId, state, diagnostics)} : std::vector<Slot>{};
    };
    m_plan.chart = planChart(m_s, byArea, slotsFor, m_z.counterPx, chartAlways, m_files, m_resources, result, error);
  }

  void addDice() { m_plan.dice = statedDice(m_rs); }

  void addTurns() { m_plan.turns = turnTrack(m_s); }

 private:
  // Tabs go in a corner free on both faces; a layout with none left loses a value to the
  // tab, and the designer hears which.
  void reserveTabCorner(const model::Unit& u, CounterFaceContent& front, CounterFaceContent& back) {
    auto corner = stateTabCorner({&front, &back});
    if (!corner) {
      m_notes.push_back("unit " + u.id.value +
                        ": its counter prints something in every corner, so the formation-state tab covers the "
                        "top-right one");
      corner = model::CounterSlot::TopRight;
    }
    front.stateTab = back.stateTab = corner;
  }

  // The counter prints a side for some state: one layer whose levels are the states,
  // each its side (or the front with its tab), stepped with Ctrl+T; turning to the back's
  // state turns the counter over, so there is no separate flip.
  void addFaceStates(PieceDefinition& piece, const std::string& unitId, const StatePlan& looks, const std::string& base,
                     const CounterSpec& spec, const CounterFaceContent& front, const CounterFaceContent& back) {
    const std::string frontImage = face(base + ".png", spec, front);
    const std::string backImage = face(base + "-back.png", spec, back);
    LayerTrait layer = stateLayer();
    const bool frontIsAState = std::any_of(looks.states.begin(), looks.states.end(),
                                           [](const StateLook& l) { return l.shown == StateShown::Front; });
    if (!frontIsAState) {
      layer.images.push_back(frontImage);
      layer.levelNames.push_back("");
    }
    std::vector<std::string> ids;
    for (const StateLook& l : looks.states) {
      if (l.shown == StateShown::Front) layer.level = static_cast<int>(layer.images.size()) + 1;
      layer.images.push_back(l.shown == StateShown::Front ? frontImage
                             : l.shown == StateShown::Back
                                 ? backImage
                                 : face(base + "-" + safeName(l.id) + ".png", spec, front, l.mark));
      layer.levelNames.push_back("+ (" + l.label + ")");
      ids.push_back(l.id);
    }
    m_stateLayers[unitId] = {piece.traits.size(), ids, frontIsAState ? 1 : 2};
    piece.traits.emplace_back(std::move(layer));
  }

  // States the counter has no side for: a layer of tabs over the faces (level 1: none),
  // and the faces' own flip.
  void addStateTabsAndFlip(PieceDefinition& piece, const std::string& unitId, const StatePlan& looks,
                           const std::string& base, const CounterSpec& spec, const CounterFaceContent& front,
                           const CounterFaceContent& back) {
    if (!looks.states.empty()) {
      LayerTrait layer = stateLayer();
      layer.images.push_back("");
      layer.levelNames.push_back("");
      std::vector<std::string> ids;
      for (const StateLook& l : looks.states) {
        layer.images.push_back(tabImage(l.mark, *front.stateTab));
        layer.levelNames.push_back("+ (" + l.label + ")");
        ids.push_back(l.id);
      }
      m_stateLayers[unitId] = {piece.traits.size(), ids, 2};
      piece.traits.emplace_back(std::move(layer));
    }
    const std::string frontImage = face(base + ".png", spec, front);
    if (back.none) {
      piece.image = frontImage;
      return;
    }
    LayerTrait flip;
    flip.name = "Face";
    flip.description = "Back of the counter";
    flip.images = {frontImage, face(base + "-back.png", spec, back)};
    flip.levelNames = {"", "+ (" + (back.banner.empty() ? std::string("back") : back.banner) + ")"};
    flip.increaseCommand = "Flip";
    flip.increaseKey = ctrlKey('F');
    piece.traits.emplace_back(std::move(flip));
  }

  static LayerTrait stateLayer() {
    LayerTrait layer;
    layer.name = "State";
    layer.description = "Formation state";
    layer.increaseCommand = "Next formation state";
    layer.increaseKey = ctrlKey('T');
    layer.decreaseCommand = "Previous formation state";
    layer.decreaseKey = ctrlShiftKey('T');
    return layer;
  }

  /// safeName(id), else the first free of its -2, -3…; stems are only ever added, so each
  /// base's search goes on where it last stopped (ids that all read "___", thousands of
  /// CJK names say, made starting from -2 each time quadratic).
  std::string uniqueStem(const std::string& id) {
    const std::string base = safeName(id);
    int& tried = m_lastSuffix[base];  // 0: nothing tried; 1: base itself; n: base-n
    if (tried == 0) {
      tried = 1;
      if (m_stems.insert(base).second) return base;
    }
    std::string stem;
    do stem = base + "-" + std::to_string(++tried);
    while (!m_stems.insert(stem).second);
    return stem;
  }

  std::string face(const std::string& name, const CounterSpec& spec, const CounterFaceContent& content,
                   const std::string& tab = "") {
    Png png = renderCounterFace(m_counters, spec, content, m_z.counterMm, m_z.counterPx, m_resources, tab);
    if (png.bytes.empty() && error.empty()) error = name + ": " + png.error;
    m_files["images/" + name] = std::move(png.bytes);
    return name;
  }

  std::string tabImage(const std::string& mark, model::CounterSlot corner) {
    const std::string name = "state-" + safeName(mark) + "-" + model::counterSlotName(corner) + ".png";
    if (!m_files.count("images/" + name)) {
      Png png = renderStateTab(mark, corner, m_z.counterPx, m_resources);
      if (png.bytes.empty() && error.empty()) error = name + ": " + png.error;
      m_files["images/" + name] = std::move(png.bytes);
    }
    return name;
  }

  Slot slot(const std::string& name, const PieceDefinition& piece) {
    Slot s;
    s.entryName = name;
    s.gpid = std::to_string(m_plan.nextGpid++);
    s.width = s.height = m_z.counterPx;
    s.piece = piece;
    return s;
  }

  // A unit's piece for a stack, showing the state it starts in.
  Slot unitSlot(const std::string& unitId, const std::string& state, model::Diagnostics& diagnostics) {
    Slot s = slot(m_unitPieces.at(unitId).name, m_unitPieces.at(unitId));
    if (state.empty()) return s;
    const auto it = m_stateLayers.find(unitId);
    const std::vector<std::string>* states = it == m_stateLayers.end() ? nullptr : &it->second.states;
    const auto at =
        states ? std::find(states->begin(), states->end(), state) : std::vector<std::string>::const_iterator{};
    if (!states || at == states->end()) {
      diagnostics.add(Severity::Info, "export.vassal.state-unknown",
                      "unit " + unitId + " starts in state '" + state +
                          "', which the schema does not list for its type; the piece shows no state");
      return s;
    }
    std::get<LayerTrait>(s.piece.traits[it->second.trait]).level =
        it->second.firstLevel + static_cast<int>(at - states->begin());
    return s;
  }

  std::pair<int, int> vassalCentre(const BoardPlan& b, model::HexCoord h) const {
    // HexGrid's raw-index arithmetic (see vassal_board.h), for the stack's x and y.
    const auto& c = m_s.map.grid().convention;
    const model::OffsetCoord g = model::toOffset(h, c.orientation, c.shove);
    const int lc = g.col - (b.section ? b.section->firstCol : 0), lr = g.row - (b.section ? b.section->firstRow : 0);
    const int nx = b.sideways ? lr : lc;
    const bool odd = nx % 2 != 0;
    const int ny = (b.sideways ? lc : lr) - (b.stagger && odd ? 1 : 0);
    const int along = static_cast<int>(b.dx * nx + b.x0);
    const int across =
        odd ? static_cast<int>(b.dy * ny + static_cast<int>(b.dy / 2) + b.y0) : static_cast<int>(b.dy * ny + b.y0);
    return b.sideways ? std::pair{across, along} : std::pair{along, across};
  }

  std::string sideName(const model::SideId& id) const { return sideDisplayName(m_s, m_rs, id); }

  std::string formationName(const std::optional<model::FormationId>& id) const { return formationDisplayName(m_s, id); }

  std::string formationPath(const model::FormationId& id) const { return formationPathName(m_s, id); }

  std::string areaName(const model::AreaId& id) const { return areaDisplayName(m_s, id); }

  std::string turnLabel(int t) const { return vassal::turnLabel(m_s, t); }

  const model::Scenario& m_s;
  const model::Ruleset* m_rs;
  Sizes m_z;
  std::map<std::string, std::string>& m_files;
  CounterPainter m_counters;
  std::shared_ptr<CairoResources> m_resources;
  ModulePlan m_plan;
  std::set<std::string> m_stems;
  std::map<std::string, int> m_lastSuffix;
  std::map<std::string, PieceDefinition> m_unitPieces;
  struct StateLayerAt {
    std::size_t trait;                // index in the piece's traits
    std::vector<std::string> states;  // the schema's order
    int firstLevel;                   // the level that shows the first state
  };
  std::map<std::string, StateLayerAt> m_stateLayers;  // by unit id
  std::vector<std::string> m_notes;                   // warnings for the report

 public:
  const std::vector<std::string>& notes() const { return m_notes; }
};

bool cancelled(model::ProgressReporter& progress, model::Diagnostics& diagnostics) {
  if (!progress.cancelled()) return false;
  diagnostics.add(Severity::Error, "export.cancelled", "export cancelled; nothing was written");
  return true;
}

}  // namespace

// ---- shared with the tabletop builder (vassal_build.h) ----

// Images and pieces are named after ids; keep names that every file system and VASSAL's
// comma/semicolon-separated lists take without escaping.
std::string safeName(const std::string& id) {
  std::string out;
  for (const char c : id) {
    const bool ok =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
    out.push_back(ok ? c : '_');
  }
  return out.empty() ? "_" : out;
}

std::vector<model::SideId> sideOrder(const model::Scenario& s) {
  std::vector<model::SideId> order;
  for (const auto& side : s.sides) order.push_back(side.id);
  for (const auto& u : s.oob.units)
    if (std::find(order.begin(), order.end(), u.side) == order.end()) order.push_back(u.side);
  return order;
}

// The dice button rolls the die the rulebook states (the schema's "die" constant,
// "d6"); a schema that states none gets no button rather than an invented one.
std::optional<ModulePlan::Dice> statedDice(const model::Ruleset* rs) {
  if (!rs) return std::nullopt;
  const model::StatedValue* die = rs->findConstant("die");
  if (!die || !die->value || !std::holds_alternative<std::string>(*die->value)) return std::nullopt;
  auto dice = parseDice(std::get<std::string>(*die->value));
  if (!dice) return std::nullopt;
  dice->rule = die->rule;
  // VASSAL numbers a die's faces from 1; a d10 whose faces read 0-9 rolls one less.
  if (const model::StatedValue* low = rs->findConstant("die-lowest-face");
      low && low->value && std::holds_alternative<std::int64_t>(*low->value))
    dice->plus = static_cast<int>(std::get<std::int64_t>(*low->value)) - 1;
  return dice;
}

std::string turnLabel(const model::Scenario& s, int t) {
  for (const auto& info : s.turns.turns)
    if (info.number == t) return info.label;
  return "";
}

std::vector<std::string> turnTrack(const model::Scenario& s) {
  std::vector<std::string> turns;
  const int first = s.turns.firstTurn, last = std::max(s.turns.firstTurn, s.turns.lastTurn);
  for (int t = first; t <= last; ++t) {
    const std::string label = turnLabel(s, t);
    turns.push_back(label.empty() ? "Turn " + std::to_string(t) : std::to_string(t) + ": " + label);
  }
  return turns;
}

std::string sideDisplayName(const model::Scenario& s, const model::Ruleset* rs, const model::SideId& id) {
  for (const auto& side : s.sides)
    if (side.id == id && !side.name.empty()) return side.name;
  if (rs)
    if (const auto* side = rs->findSide(id); side && !side->name.empty()) return side->name;
  return id.value;
}

std::string formationDisplayName(const model::Scenario& s, const std::optional<model::FormationId>& id) {
  if (!id) return "";
  const auto* f = s.oob.findFormation(*id);
  return f ? (f->name.empty() ? f->id.value : f->name) : id->value;
}

std::string formationPathName(const model::Scenario& s, const model::FormationId& id) {
  std::string path;
  std::set<std::string> seen;  // a cycle in a broken OOB must not loop forever
  for (const auto* f = s.oob.findFormation(id); f && seen.insert(f->id.value).second;
       f = f->parent ? s.oob.findFormation(*f->parent) : nullptr)
    path = (f->name.empty() ? f->id.value : f->name) + (path.empty() ? "" : " / " + path);
  return path;
}

std::string areaDisplayName(const model::Scenario& s, const model::AreaId& id) {
  const auto* a = s.map.findArea(id);
  return a && !a->name.empty() ? a->name : id.value;
}

PalettePanel planMarkers(const model::Scenario& s, const model::Ruleset* rs, const VassalExportOptions& o,
                         std::map<std::string, std::string>& files, const std::shared_ptr<CairoResources>& resources,
                         int& nextGpid, std::string& error) {
  model::Diagnostics quiet;  // sizes are the caller's to report
  Sizes z = resolveSizes(rs, o, quiet);
  if (s.map.kind == model::GridKind::Table)  // on a table a marker is as large as it is printed
    z.counterPx = std::max(16, static_cast<int>(std::lround(z.counterMm / kMmPerInch * o.inchPx)));
  Builder b(s, rs, z, files, resources);
  b.plan().nextGpid = nextGpid;
  b.addMarkers();
  nextGpid = b.plan().nextGpid;
  if (!b.error.empty()) error = b.error;
  return b.plan().markers;
}

std::optional<ChartPlan> planChart(const model::Scenario& s, const std::vector<const model::Placement*>& byArea,
                                   const SlotsFor& slotsFor, int boxPx, bool chartAlways,
                                   std::map<std::string, std::string>& files,
                                   const std::shared_ptr<CairoResources>& resources, VassalExportResult& result,
                                   std::string& error) {
  // The chart: one box per turn, then a box per set-up area and one for arrivals
  // whose turn the scenario does not give.
  struct Box {
    std::string title, subtitle;
    std::vector<Slot> slots;
  };
  std::vector<Box> boxes;
  const int first = s.turns.firstTurn, last = std::max(s.turns.firstTurn, s.turns.lastTurn);
  for (int t = first; t <= last; ++t) boxes.push_back({"Turn " + std::to_string(t), turnLabel(s, t), {}});
  std::map<std::string, std::size_t> areaBox;
  std::optional<std::size_t> unknownTurn;
  std::vector<std::set<std::string>> entries(boxes.size());
  for (const model::Reinforcement& r : s.reinforcements) {
    std::size_t index;
    if (r.turn >= first && r.turn <= last) {
      index = static_cast<std::size_t>(r.turn - first);
    } else {
      if (!unknownTurn) {
        unknownTurn = boxes.size();
        boxes.push_back({"Turn not stated", "arrivals without a turn", {}});
        entries.emplace_back();
      }
      index = *unknownTurn;
    }
    if (r.entryHex) entries[index].insert(model::formatLabel(*r.entryHex, s.map.grid().convention));
    if (r.entryArea) entries[index].insert(areaDisplayName(s, *r.entryArea));
    for (const auto& id : r.units)
      for (Slot& slot : slotsFor(id.value, "")) boxes[index].slots.push_back(std::move(slot));
  }
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    if (entries[i].empty()) continue;
    std::string list;
    for (const auto& e : entries[i]) list += (list.empty() ? "" : ", ") + e;
    boxes[i].subtitle = (boxes[i].subtitle.empty() ? "" : boxes[i].subtitle + " - ") + "enter " + list;
  }
  for (const model::Placement* p : byArea) {
    auto [it, fresh] = areaBox.emplace(p->area->value, boxes.size());
    if (fresh) boxes.push_back({"Set-up area", areaDisplayName(s, *p->area), {}});
    for (Slot& slot : slotsFor(p->unit.value, p->state)) boxes[it->second].slots.push_back(std::move(slot));
  }
  bool any = chartAlways;
  for (const Box& b : boxes) any = any || !b.slots.empty();
  if (!any) return std::nullopt;

  ChartPlan chart;
  chart.boxes = layoutChart(static_cast<int>(boxes.size()), boxPx, chart.widthPx, chart.heightPx);
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    chart.boxes[i].title = boxes[i].title;
    chart.boxes[i].subtitle = boxes[i].subtitle;
    if (boxes[i].slots.empty()) continue;
    SetupStack st;
    st.name = boxes[i].title + (boxes[i].subtitle.empty() ? "" : ": " + boxes[i].subtitle);
    st.board = chart.boardName;
    st.useGridLocation = false;
    st.x = chart.boxes[i].stackX;
    st.y = chart.boxes[i].stackY;
    result.chartUnits += static_cast<int>(boxes[i].slots.size());
    st.slots = std::move(boxes[i].slots);
    chart.stacks.push_back(std::move(st));
  }
  Png png = renderChart(chart.boxes, chart.widthPx, chart.heightPx, s.title + " - reinforcements and set-up areas",
                        resources);
  if (png.bytes.empty()) {
    error = "reinforcement chart: " + png.error;
    return std::nullopt;
  }
  files["images/" + chart.image] = std::move(png.bytes);
  result.chartBoxes = static_cast<int>(chart.boxes.size());
  return chart;
}

std::optional<BuiltScenario> buildScenario(const model::Scenario& s, const model::Ruleset* rs,
                                           const VassalExportOptions& o, bool chartAlways,
                                           model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  BuiltScenario built;
  VassalExportResult& result = built.result;
  const Sizes z = resolveSizes(rs, o, diagnostics);
  result.hexPx = z.hexPx;
  result.counterPx = z.counterPx;

  std::map<std::string, std::string>& files = built.files;  // sorted: the archive's entry order
  auto resources = std::make_shared<CairoResources>();
  const MapGeometry geometry = MapGeometry::forHexMap(s.map, z.hexMm);
  MapPaintOptions paint;
  paint.layers.hexNumbers = o.hexNumbers;
  const MapPainter painter(s, rs, geometry, paint);

  Builder b(s, rs, z, files, resources);
  ModulePlan& plan = b.plan();
  plan.name = s.title.empty() ? "Hexwright scenario" : s.title;
  plan.description = "Exported by Hexwright" + std::string(rs && !rs->name.empty() ? " for " + rs->name : "") +
                     (s.date.empty() ? "" : "; battle of " + s.date);
  plan.boards = planBoards(rs, geometry, z.hexPx, diagnostics);

  progress.report(0, "boards");
  for (std::size_t i = 0; i < plan.boards.size(); ++i) {
    if (cancelled(progress, diagnostics)) return std::nullopt;
    const BoardPlan& board = plan.boards[i];
    Png png = renderBoard(painter, board, resources);
    if (png.bytes.empty()) {
      diagnostics.add(Severity::Error, "export.vassal.image",
                      board.name + " (" + std::to_string(board.widthPx) + " x " + std::to_string(board.heightPx) +
                          " px): " + png.error + "; lower --hex-px");
      return std::nullopt;
    }
    files["images/" + board.image] = std::move(png.bytes);
    result.boards.push_back({board.name, board.image, board.widthPx, board.heightPx});
    progress.report(0.2 * static_cast<double>(i + 1) / static_cast<double>(plan.boards.size()), "boards");
  }

  int done = 0;
  if (!b.addUnitPieces(progress, done, static_cast<int>(s.oob.units.size()))) {
    if (!cancelled(progress, diagnostics)) diagnostics.add(Severity::Error, "export.vassal.image", b.error);
    return std::nullopt;
  }
  result.pieces = static_cast<int>(s.oob.units.size());
  b.addPalettes();
  b.addMarkers();
  result.markers = static_cast<int>(plan.markers.slots.size());
  b.addSetup(diagnostics, result, chartAlways);
  b.addTurns();
  b.addDice();
  result.turns = static_cast<int>(plan.turns.size());
  for (const auto& note : b.notes()) diagnostics.add(Severity::Warning, "export.vassal.state-tab-covers", note);
  if (!b.error.empty()) {
    diagnostics.add(Severity::Error, "export.vassal.image", b.error);
    return std::nullopt;
  }
  if (cancelled(progress, diagnostics)) return std::nullopt;
  built.plan = std::move(plan);
  return built;
}

bool writeModuleArchive(std::map<std::string, std::string> files, const std::filesystem::path& out,
                        model::Diagnostics& diagnostics, model::ProgressReporter& progress,
                        VassalExportResult& result) {
  result.images = 0;
  for (const auto& [name, bytes] : files) result.images += name.starts_with("images/") ? 1 : 0;
  progress.report(0.95, "archive");
  std::string error;
  auto zip = io::ZipWriter::create(out, error);
  bool ok = zip.has_value();
  for (auto it = files.begin(); ok && it != files.end(); ++it)
    // PNGs are already compressed; storing them keeps the archive fast to write and read.
    ok = zip->addBuffer(it->first, std::move(it->second), !it->first.ends_with(".png"), error);
  if (ok) ok = zip->close(error);
  if (!ok) {
    diagnostics.add(Severity::Error, "export.write", "cannot write " + out.string() + ": " + error);
    return false;
  }
  std::error_code ec;
  result.bytes = std::filesystem::file_size(out, ec);
  progress.report(1, "archive");
  return true;
}

std::optional<VassalExportResult> exportVassal(const model::Scenario& s, const model::Ruleset* rs,
                                               const VassalExportOptions& o, const std::filesystem::path& out,
                                               model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  if (!checkInputs(s, rs, o, diagnostics)) return std::nullopt;
  auto built = s.map.kind == model::GridKind::Table ? buildTableScenario(s, rs, o, false, diagnostics, progress)
                                                    : buildScenario(s, rs, o, false, diagnostics, progress);
  if (!built) return std::nullopt;
  built->files["buildFile.xml"] = writeBuildFile(built->plan);
  built->files["moduledata"] = writeModuleData(built->plan);
  if (!writeModuleArchive(std::move(built->files), out, diagnostics, progress, built->result)) return std::nullopt;
  return built->result;
}

}  // namespace hexwright::exporters::vassal
