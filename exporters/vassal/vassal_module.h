#pragma once
// The module as data before it becomes buildFile.xml: boards, palettes, at-start stacks,
// the reinforcement chart and the turn track. vassal_export.cpp fills it from a
// scenario, vassal_build_file.cpp writes it; keeping them apart keeps each small.
#include <optional>
#include <string>
#include <vector>

#include "exporters/vassal/vassal_board.h"
#include "exporters/vassal/vassal_images.h"
#include "exporters/vassal/vassal_piece.h"

namespace hexwright::exporters::vassal {

/// VassalVersion written into the module: the oldest 3.7 release, so every 3.7.x opens
/// it without the "created by a newer version" warning. Element and attribute names
/// are checked against the 3.7.26 sources (docs/vassal.md).
inline constexpr const char* kVassalVersion = "3.7.0";

/// A palette entry or a member of an at-start stack: a piece with its own gpid.
struct Slot {
  std::string entryName;
  std::string gpid;
  int width = 0, height = 0;
  PieceDefinition piece;
};

/// A box of a palette (PanelWidget): one formation's counters, or the markers.
struct PalettePanel {
  std::string name;
  std::vector<Slot> slots;
};

/// One side of the counter palette (a ListWidget of formation panels).
struct PaletteSide {
  std::string name;
  std::vector<PalettePanel> panels;
};

/// An At-Start Stack: by grid location on the main map, by pixels on the chart.
struct SetupStack {
  std::string name;
  std::string board;
  bool useGridLocation = true;
  std::string location;  // the hex label, as the board's numbering prints it
  int x = 0, y = 0;      // board pixels (chart boxes; informative for grid stacks)
  std::vector<Slot> slots;
};

/// A board with no grid: a reinforcement chart.
struct PlainBoard {
  std::string name;
  std::string image;
  int widthPx = 0, heightPx = 0;
};

struct ChartPlan {
  std::string mapName = "Reinforcements";
  std::string boardName = "Reinforcement Chart";
  std::string image = "reinforcement-chart.png";
  int widthPx = 0, heightPx = 0;
  std::vector<ChartBox> boxes;
  std::vector<SetupStack> stacks;
  /// Further chart boards (the other scenarios' charts in a module of several).
  std::vector<PlainBoard> otherBoards;
};

/// A scenario of a module of several: File > New Game offers it (VASSAL's PredefinedSetup),
/// loading the saved game `file` at the archive's root.
struct PredefinedSetupPlan {
  std::string name;
  std::string file;  // "shiloh-first-day.vsav"
};

struct ModulePlan {
  std::string name;
  std::string version = "1.0";
  std::string description;
  std::string mainMapName = "Main Map";
  std::vector<BoardPlan> boards;
  /// A tabletop's board instead of hex boards: no grid, so pieces stay where dropped.
  std::vector<PlainBoard> tables;
  int tablePxPerInch = 0;          // the ruler's scale on the table
  std::vector<SetupStack> stacks;  // on the main map
  std::optional<ChartPlan> chart;  // when there are reinforcements or area set-ups
  std::vector<PaletteSide> sides;
  PalettePanel markers;
  std::vector<std::string> playerSides;
  std::vector<std::string> turns;  // turn track labels, first turn first
  struct Dice {
    int count = 1;
    int sides = 6;
    int plus = 0;       // -1 for a d10 read 0-9 (the schema's die-lowest-face)
    std::string label;  // "d6"
    std::string rule;   // where the rulebook states the die
  };
  std::optional<Dice> dice;  // the die the schema states (its "die" constant); none: no button
  std::vector<PredefinedSetupPlan> setups;
  /// The main map's boards a game starts on without a set-up; empty: all of them.
  std::vector<std::string> defaultBoards;
  int nextGpid = 1;
};

/// "d6" → 1 die of 6 sides, "2d6" → 2 of 6; nothing for any other text.
std::optional<ModulePlan::Dice> parseDice(const std::string& text);

/// BoardPicker's command for a map's boards, side by side in one row:
/// "<map>BoardPicker\t<board>\t<column>\t0...", as its <setup> and a saved game hold it.
std::string boardPickerCommand(const std::string& mapName, const std::vector<std::string>& boards);

/// buildFile.xml.
std::string writeBuildFile(const ModulePlan& plan);
/// moduledata: name, version, VassalVersion, description and a fixed dateSaved (the
/// same 1980-01-01 as the archive's entries), so the same bundle gives the same bytes.
std::string writeModuleData(const ModulePlan& plan);

}  // namespace hexwright::exporters::vassal
