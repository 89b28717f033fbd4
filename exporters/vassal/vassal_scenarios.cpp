// `export vassal` with several bundles of one game: one module whose File > New Game offers
// each scenario as a predefined set-up (a saved game in the module), as published VASSAL
// modules hold a game with all its scenarios. Each scenario is built as a module of its
// own would be; the plans are then merged: identical images and boards are kept once,
// palettes hold each distinct piece once, and each scenario's set-up (its units on their
// hexes, its reinforcement chart, the boards it starts on) goes into its saved game.
#include <algorithm>
#include <set>

#include "exporters/vassal/vassal_build.h"
#include "exporters/vassal/vassal_export.h"
#include "exporters/vassal/vassal_inputs.h"
#include "exporters/vassal/vassal_saved_game.h"
#include "exporters/vassal/vassal_table.h"

namespace hexwright::exporters::vassal {
namespace {

using model::Severity;

std::string withSuffix(const std::string& name, const std::string& suffix) {
  const auto dot = name.rfind('.');
  return dot == std::string::npos ? name + suffix : name.substr(0, dot) + suffix + name.substr(dot);
}

template <typename F>
void forEachPiece(ModulePlan& plan, F f) {
  for (auto& side : plan.sides)
    for (auto& panel : side.panels)
      for (auto& slot : panel.slots) f(slot);
  for (auto& slot : plan.markers.slots) f(slot);
  for (auto& stack : plan.stacks)
    for (auto& slot : stack.slots) f(slot);
  if (plan.chart)
    for (auto& stack : plan.chart->stacks)
      for (auto& slot : stack.slots) f(slot);
}

void renameImages(ModulePlan& plan, const std::map<std::string, std::string>& renames) {
  auto fix = [&](std::string& image) {
    if (const auto it = renames.find(image); it != renames.end()) image = it->second;
  };
  for (auto& b : plan.boards) fix(b.image);
  for (auto& t : plan.tables) fix(t.image);
  if (plan.chart) fix(plan.chart->image);
  forEachPiece(plan, [&](Slot& slot) {
    fix(slot.piece.image);
    for (auto& t : slot.piece.traits)
      if (auto* layer = std::get_if<LayerTrait>(&t))
        for (auto& image : layer->images) fix(image);
  });
}

// Files of a later scenario join the module's: the same name and bytes are one file; the
// same name with other bytes (another map, another unit with that id) is renamed.
void mergeFiles(std::map<std::string, std::string>& into, BuiltScenario& built, const std::string& stem) {
  std::map<std::string, std::string> renames;
  for (auto& [name, bytes] : built.files) {
    auto it = into.find(name);
    if (it == into.end()) {
      into.emplace(name, std::move(bytes));
      continue;
    }
    if (it->second == bytes) continue;
    std::string renamed = withSuffix(name, "-" + stem);
    for (int n = 2; into.count(renamed); ++n) renamed = withSuffix(name, "-" + stem + "-" + std::to_string(n));
    renames[name.substr(7)] = renamed.substr(7);  // both under images/
    into.emplace(renamed, std::move(bytes));
  }
  renameImages(built.plan, renames);
}

bool sameBoard(const BoardPlan& a, const BoardPlan& b) {
  return a.image == b.image && a.widthPx == b.widthPx && a.heightPx == b.heightPx && a.sideways == b.sideways &&
         a.x0 == b.x0 && a.y0 == b.y0 && a.dx == b.dx && a.dy == b.dy && a.stagger == b.stagger && a.first == b.first &&
         a.hOff == b.hOff && a.vOff == b.vOff && a.hLeading == b.hLeading && a.vLeading == b.vLeading &&
         a.locationFormat == b.locationFormat && a.hexOutlines == b.hexOutlines;
}

// The scenario's boards in the module, shared where identical; returns their names in
// the scenario's order (the order its saved game lays them out, left to right).
// A table is one board per different drawing, as a map is (mergeBoards).
std::vector<PlainBoard> mergeTables(ModulePlan& merged, const ModulePlan& plan, const std::string& title) {
  std::vector<PlainBoard> out;
  for (const PlainBoard& t : plan.tables) {
    const auto same = std::find_if(merged.tables.begin(), merged.tables.end(), [&](const PlainBoard& m) {
      return m.name == t.name && m.image == t.image && m.widthPx == t.widthPx && m.heightPx == t.heightPx;
    });
    if (same != merged.tables.end()) {
      out.push_back(*same);
      continue;
    }
    PlainBoard added = t;
    const auto taken = [&](const std::string& n) {
      return std::any_of(merged.tables.begin(), merged.tables.end(), [&](const PlainBoard& m) { return m.name == n; });
    };
    if (taken(added.name)) added.name = title + ": " + t.name;
    for (int n = 2; taken(added.name); ++n) added.name = title + ": " + t.name + " " + std::to_string(n);
    merged.tables.push_back(added);
    out.push_back(added);
  }
  return out;
}

std::vector<const BoardPlan*> mergeBoards(ModulePlan& merged, const ModulePlan& plan, const std::string& title) {
  std::vector<std::string> names;
  for (const BoardPlan& b : plan.boards) {
    const auto same = std::find_if(merged.boards.begin(), merged.boards.end(),
                                   [&](const BoardPlan& m) { return m.name == b.name && sameBoard(m, b); });
    if (same != merged.boards.end()) {
      names.push_back(same->name);
      continue;
    }
    BoardPlan added = b;
    const auto taken = [&](const std::string& n) {
      return std::any_of(merged.boards.begin(), merged.boards.end(), [&](const BoardPlan& m) { return m.name == n; });
    };
    if (taken(added.name)) added.name = title + ": " + b.name;
    for (int n = 2; taken(added.name); ++n) added.name = title + ": " + b.name + " " + std::to_string(n);
    names.push_back(added.name);
    merged.boards.push_back(std::move(added));
  }
  std::vector<const BoardPlan*> out;
  for (const auto& n : names)
    for (const BoardPlan& b : merged.boards)
      if (b.name == n) out.push_back(&b);
  return out;
}

void mergePalettes(ModulePlan& merged, const ModulePlan& plan) {
  for (const PaletteSide& side : plan.sides) {
    auto s = std::find_if(merged.sides.begin(), merged.sides.end(), [&](const auto& m) { return m.name == side.name; });
    if (s == merged.sides.end()) s = merged.sides.insert(merged.sides.end(), PaletteSide{side.name, {}});
    for (const PalettePanel& panel : side.panels) {
      auto p = std::find_if(s->panels.begin(), s->panels.end(), [&](const auto& m) { return m.name == panel.name; });
      if (p == s->panels.end()) p = s->panels.insert(s->panels.end(), PalettePanel{panel.name, {}});
      for (const Slot& slot : panel.slots) {
        const std::string type = pieceType(slot.piece);
        const bool known = std::any_of(p->slots.begin(), p->slots.end(), [&](const Slot& m) {
          return m.entryName == slot.entryName && pieceType(m.piece) == type;
        });
        if (!known) p->slots.push_back(slot);
      }
    }
  }
  for (const auto& name : plan.playerSides)
    if (std::find(merged.playerSides.begin(), merged.playerSides.end(), name) == merged.playerSides.end())
      merged.playerSides.push_back(name);
}

struct Scenario {
  const VassalScenario* in;
  BuiltScenario built;
  std::string stem, title;
  std::vector<std::string> boards;        // its main-map boards in the module, left to right
  std::vector<std::string> sourceBoards;  // the same boards as its own plan names them
  std::vector<int> boardOffsets;          // each board's x in the map, boards side by side
  std::string chartBoard;
};

SavedGame savedGameOf(const Scenario& sc, const ModulePlan& merged, int& gpid) {
  SavedGame game;
  auto restack = [&](const SetupStack& st, const std::string& map, int dx) {
    SavedStack saved{map, st.x + dx, st.y, st.slots};
    for (Slot& slot : saved.pieces) slot.gpid = std::to_string(gpid++);
    game.stacks.push_back(std::move(saved));
  };
  for (const SetupStack& st : sc.built.plan.stacks) {
    // A stack names its board as the scenario's own plan did, before any renaming.
    const auto at = std::find(sc.sourceBoards.begin(), sc.sourceBoards.end(), st.board);
    const std::size_t i = at == sc.sourceBoards.end() ? 0 : static_cast<std::size_t>(at - sc.sourceBoards.begin());
    restack(st, merged.mainMapName, sc.boardOffsets.empty() ? 0 : sc.boardOffsets[i]);
  }
  game.boardCommands.push_back(boardPickerCommand(merged.mainMapName, sc.boards));
  if (sc.built.plan.chart && merged.chart) {
    for (const SetupStack& st : sc.built.plan.chart->stacks) restack(st, merged.chart->mapName, 0);
    game.boardCommands.push_back(boardPickerCommand(merged.chart->mapName, {sc.chartBoard}));
  }
  return game;
}

std::vector<std::string> mergedTurns(const std::vector<Scenario>& all) {
  bool same = true;
  for (const auto& sc : all) same = same && sc.built.plan.turns == all.front().built.plan.turns;
  if (same) return all.front().built.plan.turns;
  // The scenarios' turns differ: one numbered track over all of them.
  int first = all.front().in->scenario->turns.firstTurn, last = first;
  for (const auto& sc : all) {
    first = std::min(first, sc.in->scenario->turns.firstTurn);
    last = std::max({last, sc.in->scenario->turns.firstTurn, sc.in->scenario->turns.lastTurn});
  }
  std::vector<std::string> turns;
  for (int t = first; t <= last; ++t) turns.push_back("Turn " + std::to_string(t));
  return turns;
}

bool sameGame(const std::vector<VassalScenario>& in, model::Diagnostics& diagnostics) {
  const auto id = [](const VassalScenario& s) { return s.ruleset ? s.ruleset->id : std::string(); };
  for (const auto& s : in)
    if (id(s) != id(in.front())) {
      diagnostics.add(Severity::Error, "export.vassal.rulesets",
                      s.source + " is for " + (s.ruleset ? s.ruleset->name : std::string("no known ruleset")) +
                          " and " + in.front().source + " for " +
                          (in.front().ruleset ? in.front().ruleset->name : std::string("no known ruleset")) +
                          ": a module holds the scenarios of one game; export them separately");
      return false;
    }
  return true;
}

// Every scenario's inputs, each message naming its bundle.
bool checkAll(const std::vector<VassalScenario>& in, const VassalExportOptions& o, model::Diagnostics& diagnostics) {
  bool ok = true;
  for (const auto& s : in) {
    model::Diagnostics local;
    ok = checkInputs(*s.scenario, s.ruleset, o, local) && ok;
    for (auto d : local.items()) {
      d.message = s.source + ": " + d.message;
      diagnostics.add(std::move(d));
    }
  }
  return ok;
}

}  // namespace

std::optional<VassalExportResult> exportVassalScenarios(const std::vector<VassalScenario>& in,
                                                        const VassalExportOptions& o, const std::filesystem::path& out,
                                                        model::Diagnostics& diagnostics,
                                                        model::ProgressReporter& progress) {
  if (in.empty()) {
    diagnostics.add(Severity::Error, "export.vassal.no-scenario", "no scenario to export");
    return std::nullopt;
  }
  if (in.size() == 1) return exportVassal(*in.front().scenario, in.front().ruleset, o, out, diagnostics, progress);
  if (!sameGame(in, diagnostics) || !checkAll(in, o, diagnostics)) return std::nullopt;

  std::vector<Scenario> all;
  std::set<std::string> stems, titles;
  for (std::size_t k = 0; k < in.size(); ++k) {
    model::ProgressSpan span(progress, 0.9 * k / in.size(), 0.9 * (k + 1) / in.size());
    const bool table = in[k].scenario->map.kind == model::GridKind::Table;
    auto built = table ? buildTableScenario(*in[k].scenario, in[k].ruleset, o, true, diagnostics, span)
                       : buildScenario(*in[k].scenario, in[k].ruleset, o, true, diagnostics, span);
    if (!built) return std::nullopt;
    Scenario sc{&in[k], std::move(*built), "", "", {}, {}, {}, ""};
    const std::string stem = safeName(std::filesystem::path(in[k].source).stem().string());
    sc.stem = stem;
    for (int n = 2; !stems.insert(sc.stem).second; ++n) sc.stem = stem + "-" + std::to_string(n);
    sc.title = sc.built.plan.name;
    if (!titles.insert(sc.title).second) sc.title += " (" + sc.stem + ")";
    all.push_back(std::move(sc));
  }

  ModulePlan merged;
  std::map<std::string, std::string> files;
  for (std::size_t k = 0; k < all.size(); ++k) {
    Scenario& sc = all[k];
    mergeFiles(files, sc.built, sc.stem);
    int x = 0;
    for (const BoardPlan* b : mergeBoards(merged, sc.built.plan, sc.title)) {
      sc.boards.push_back(b->name);
      sc.boardOffsets.push_back(x);
      x += b->widthPx;
    }
    for (const PlainBoard& t : mergeTables(merged, sc.built.plan, sc.title)) {
      sc.boards.push_back(t.name);
      sc.boardOffsets.push_back(x);
      x += t.widthPx;
    }
    sc.sourceBoards.clear();
    for (const BoardPlan& b : sc.built.plan.boards) sc.sourceBoards.push_back(b.name);
    for (const PlainBoard& t : sc.built.plan.tables) sc.sourceBoards.push_back(t.name);
    mergePalettes(merged, sc.built.plan);
    if (sc.built.plan.chart) {
      const ChartPlan& c = *sc.built.plan.chart;
      sc.chartBoard = "Reinforcements: " + sc.title;
      if (!merged.chart) {
        merged.chart = ChartPlan{};
        merged.chart->boardName = sc.chartBoard;
        merged.chart->image = c.image;
        merged.chart->widthPx = c.widthPx;
        merged.chart->heightPx = c.heightPx;
      } else {
        merged.chart->otherBoards.push_back({sc.chartBoard, c.image, c.widthPx, c.heightPx});
      }
    }
  }
  const ModulePlan& first = all.front().built.plan;
  const model::Ruleset* rs = in.front().ruleset;
  merged.name = rs && !rs->name.empty() ? rs->name : first.name;
  merged.description = "Exported by Hexwright" + std::string(rs && !rs->name.empty() ? " for " + rs->name : "") + ": " +
                       std::to_string(all.size()) + " scenarios";
  merged.markers = first.markers;
  merged.dice = first.dice;
  merged.tablePxPerInch = first.tablePxPerInch;
  merged.turns = mergedTurns(all);
  merged.defaultBoards = all.front().boards;

  int gpid = 1;
  for (auto& side : merged.sides)
    for (auto& panel : side.panels)
      for (auto& slot : panel.slots) slot.gpid = std::to_string(gpid++);
  for (auto& slot : merged.markers.slots) slot.gpid = std::to_string(gpid++);

  VassalExportResult result;
  result.hexPx = first.boards.empty() ? 0 : all.front().built.result.hexPx;
  result.counterPx = all.front().built.result.counterPx;
  for (const Scenario& sc : all) {
    std::string error;
    const SavedGame game = savedGameOf(sc, merged, gpid);
    const std::string file = sc.stem + ".vsav";
    auto bytes = savedGameFile(game, merged, out.string() + "." + sc.stem + ".vsav.tmp", error);
    if (!bytes) {
      diagnostics.add(Severity::Error, "export.write", "cannot write the set-up of " + sc.in->source + ": " + error);
      return std::nullopt;
    }
    files[file] = std::move(*bytes);
    merged.setups.push_back({sc.title, file});
    result.placedUnits += sc.built.result.placedUnits;
    result.chartBoxes += sc.built.result.chartBoxes;
    result.chartUnits += sc.built.result.chartUnits;
  }
  merged.nextGpid = gpid;
  for (const BoardPlan& b : merged.boards) result.boards.push_back({b.name, b.image, b.widthPx, b.heightPx});
  for (const PlainBoard& t : merged.tables) result.boards.push_back({t.name, t.image, t.widthPx, t.heightPx});
  result.inchPx = all.front().built.result.inchPx;
  for (const auto& side : merged.sides)
    for (const auto& panel : side.panels) result.pieces += static_cast<int>(panel.slots.size());
  result.markers = static_cast<int>(merged.markers.slots.size());
  result.turns = static_cast<int>(merged.turns.size());
  result.setups = static_cast<int>(merged.setups.size());

  files["buildFile.xml"] = writeBuildFile(merged);
  files["moduledata"] = writeModuleData(merged);
  if (!writeModuleArchive(std::move(files), out, diagnostics, progress, result)) return std::nullopt;
  return result;
}

}  // namespace hexwright::exporters::vassal
