// buildFile.xml and moduledata from a ModulePlan. Tags are VASSAL's Java class names and
// attributes the names each class's getAttributeNames (or getBuildElement) uses; a
// Map built from XML only adds BoardPicker, StackMetrics and a few highlighters by
// itself, so every component pieces need to move, stack, flip and be inspected is
// written out.
#include <algorithm>
#include <string>

#include "exporters/vassal/vassal_module.h"
#include "model/io/xml_writer.h"

namespace hexwright::exporters::vassal {
namespace {

using io::XmlWriter;

constexpr const char* kStackMetrics = "VASSAL.build.module.map.StackMetrics";

void writeSlot(XmlWriter& w, const Slot& s) {
  w.open("VASSAL.build.widget.PieceSlot");
  w.attr("entryName", s.entryName);
  w.attr("gpid", s.gpid);
  w.attr("width", s.width);
  w.attr("height", s.height);
  w.text(addPieceCommand(s.piece, s.gpid));
  w.close();
}

void writeStack(XmlWriter& w, const SetupStack& s) {
  w.open("VASSAL.build.module.map.SetupStack");
  w.attr("name", s.name);
  w.attr("owningBoard", s.board);
  w.attr("useGridLocation", s.useGridLocation);
  if (s.useGridLocation) w.attr("location", s.location);
  w.attr("x", s.x);
  w.attr("y", s.y);
  for (const Slot& slot : s.slots) writeSlot(w, slot);
  w.close();
}

// The components a player needs on a map: every one VASSAL gives a map it creates itself
// (move, stack, expand stacks, right-click menus, key commands to selected pieces, arrow
// scrolling, the map image button, the mouse-over stack viewer, zoom).
void writeMapComponents(XmlWriter& w, int pxPerInch = 0) {
  w.open(kStackMetrics);
  w.attr("disabled", false);
  w.attr("exSepX", 6);
  w.attr("exSepY", 18);
  w.attr("unexSepX", 2);
  w.attr("unexSepY", 4);
  w.close();
  w.open("VASSAL.build.module.map.PieceMover");
  w.close();
  w.open("VASSAL.build.module.map.StackExpander");
  w.close();
  w.open("VASSAL.build.module.map.KeyBufferer");
  w.close();
  // Keys typed on the map reach the selected pieces (Ctrl+F flip, the state keys) only
  // through ForwardToKeyBuffer, and the arrow keys scroll only with a Scroller: VASSAL
  // gives both to every map it creates (Map.build(null)) but never adds them to a map
  // read from a build file.
  w.open("VASSAL.build.module.map.ForwardToKeyBuffer");
  w.close();
  w.open("VASSAL.build.module.map.Scroller");
  w.attr("useArrows", "always");
  w.close();
  w.open("VASSAL.build.module.map.ImageSaver");  // the toolbar's "save map as PNG" camera
  w.attr("buttonText", "");
  w.attr("tooltip", "Save the map as a PNG image");
  w.attr("icon", "/images/camera.gif");
  w.close();
  w.open("VASSAL.build.module.map.MenuDisplayer");
  w.close();
  w.open("VASSAL.build.module.map.ForwardToChatter");
  w.close();
  w.open("VASSAL.build.module.map.MapCenterer");
  w.close();
  w.open("VASSAL.build.module.map.SelectionHighlighters");
  w.close();
  w.open("VASSAL.build.module.map.HighlightLastMoved");
  w.attr("enabled", true);
  w.attr("color", "255,0,0");
  w.attr("thickness", 2);
  w.close();
  w.open("VASSAL.build.module.map.CounterDetailViewer");
  w.attr("version", "4");
  w.attr("delay", 700);
  w.attr("minDisplayPieces", 2);
  w.attr("showgraph", true);
  w.attr("showtext", true);
  w.attr("zoomlevel", 1.0);
  w.attr("display", "from top-most layer only");
  w.attr("summaryReportFormat", "$LocationName$");
  w.attr("counterReportFormat", "$PieceName$");
  w.close();
  w.open("VASSAL.build.module.map.Zoomer");  // VASSAL's default zoom levels and keys
  w.close();
  // VASSAL's straight thread from hex centre to hex centre with the range in hexes; the
  // rulebook's blocking terrain is not applied (hexwright analyze los is for that). On a
  // table it is the ruler: the range in inches, `scale` the board pixels per inch
  // (LOS_Thread.RANGE_SCALE), rounded to the nearest inch (VASSAL shows whole numbers).
  w.open("VASSAL.build.module.map.LOS_Thread");
  w.attr("threadName", pxPerInch > 0 ? "Ruler" : "Line of Sight");
  w.attr("label", "");
  w.attr("tooltip", pxPerInch > 0 ? "Ruler: a straight thread with the distance in inches, to the nearest inch"
                                  : "Line of sight: a straight thread between hex centres, with the range in hexes");
  w.attr("iconName", "/images/thread.gif");
  w.attr("snapStart", pxPerInch == 0);
  w.attr("snapEnd", pxPerInch == 0);
  w.attr("drawRange", true);
  if (pxPerInch > 0) {
    w.attr("scale", pxPerInch);
    w.attr("round", "Nearest whole number");
  }
  w.attr("persistence", "Ctrl-Click & Drag");
  w.attr("global", "Always");
  w.attr("threadColor", "0,0,0");
  w.close();
}

void writeDiceButton(XmlWriter& w, const ModulePlan::Dice& d) {
  w.open("VASSAL.build.module.DiceButton");
  w.attr("name", d.label);
  w.attr("text", d.label);
  w.attr("tooltip", "Roll " + d.label + (d.rule.empty() ? std::string() : " (rule " + d.rule + ")"));
  w.attr("nDice", d.count);
  w.attr("nSides", d.sides);
  w.attr("plus", d.plus);
  w.attr("addToTotal", 0);
  w.attr("reportTotal", d.count > 1);
  w.attr("prompt", false);
  w.close();
}

}  // namespace

std::string boardPickerCommand(const std::string& mapName, const std::vector<std::string>& boards) {
  SequenceEncoder setup('\t');
  setup.append(mapName + "BoardPicker");
  for (std::size_t i = 0; i < boards.size(); ++i) setup.append(boards[i]).append(static_cast<int>(i)).append(0);
  return setup.str();
}

namespace {

// One ring of the board's hexes as a Zone holding the board's HexGrid. The grid's x0/y0
// stay board pixels: a Zone hands its grid the board's point untranslated (Zone.snapTo).
void writeHexZone(XmlWriter& w, const BoardPlan& b, const std::vector<std::pair<int, int>>& ring, std::size_t index) {
  w.open("VASSAL.build.module.map.boardPicker.board.mapgrid.Zone");
  w.attr("name", index == 0 ? std::string("Hexes") : "Hexes " + std::to_string(index + 1));
  w.attr("locationFormat", "$gridLocation$");
  std::string path;
  for (const auto& [x, y] : ring) path += (path.empty() ? "" : ";") + std::to_string(x) + "," + std::to_string(y);
  w.attr("path", path);
  w.attr("useParentGrid", false);
  w.attr("useHighlight", false);
  w.attr("highlightProperty", "");
  w.open("VASSAL.build.module.map.boardPicker.board.HexGrid");
  w.attr("sideways", b.sideways);
  w.attr("x0", b.x0);
  w.attr("y0", b.y0);
  w.attr("dy", b.dy);
  w.attr("dx", b.dx);
  w.attr("snapTo", true);
  w.attr("edgesLegal", false);
  w.attr("cornersLegal", false);
  w.attr("visible", false);  // the image has the grid, drawn by the map painter
  w.attr("dotsVisible", false);
  w.attr("color", "0,0,0");
  w.open("VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering");
  w.attr("first", std::string(1, b.first));
  w.attr("sep", "");
  w.attr("hType", "N");
  w.attr("hLeading", b.hLeading);
  w.attr("hOff", b.hOff);
  w.attr("hDescend", false);
  w.attr("vType", "N");
  w.attr("vLeading", b.vLeading);
  w.attr("vOff", b.vOff);
  w.attr("vDescend", false);
  w.attr("locationFormat", b.locationFormat);
  w.attr("visible", false);  // the image has the numbers
  w.attr("fontSize", 9);
  w.attr("color", "0,0,0");
  w.attr("rotateText", "0");
  w.attr("hDrawOff", 0);
  w.attr("vDrawOff", 0);
  w.attr("stagger", b.stagger);
  w.close();
  w.close();
  w.close();
}

void writeBoardPicker(XmlWriter& w, const std::string& mapName, const std::vector<const BoardPlan*>& boards,
                      const std::vector<PlainBoard>& plainBoards, const std::vector<std::string>& startOn) {
  w.open("VASSAL.build.module.map.BoardPicker");
  w.attr("title", "Choose Boards");
  w.attr("slotWidth", 350);
  w.attr("slotHeight", 125);
  w.attr("slotScale", 0.2);
  w.attr("addRowText", "Add Row");
  w.attr("addColumnText", "Add Column");
  w.attr("boardPrompt", "Select board");
  const int columns = static_cast<int>(std::max<std::size_t>(1, std::max(boards.size(), plainBoards.size())));
  w.attr("maxColumns", columns);
  // BoardPicker.decode reads "<map name>BoardPicker" then name, column, row per board;
  // with it the game starts on these boards without asking.
  w.textElement("setup", boardPickerCommand(mapName, startOn));
  for (const BoardPlan* b : boards) {
    w.open("VASSAL.build.module.map.boardPicker.Board");
    w.attr("name", b->name);
    w.attr("image", b->image);
    w.attr("reversible", false);
    w.attr("width", b->widthPx);
    w.attr("height", b->heightPx);
    w.attr("color", "255,255,255");
    // The hexes are Zones of a ZonedGrid with no background grid: outside them VASSAL
    // neither snaps nor names (ZonedGrid.snapTo/locationName), so the margin is free.
    w.open("VASSAL.build.module.map.boardPicker.board.ZonedGrid");
    for (std::size_t i = 0; i < b->hexOutlines.size(); ++i) writeHexZone(w, *b, b->hexOutlines[i], i);
    w.open("VASSAL.build.module.map.boardPicker.board.mapgrid.ZonedGridHighlighter");
    w.close();
    w.close();
    w.close();
  }
  for (const PlainBoard& b : plainBoards) {
    w.open("VASSAL.build.module.map.boardPicker.Board");
    w.attr("name", b.name);
    w.attr("image", b.image);
    w.attr("reversible", false);
    w.attr("width", b.widthPx);
    w.attr("height", b.heightPx);
    w.attr("color", "255,255,255");
    w.close();
  }
  w.close();
}

void writeMapStart(XmlWriter& w, const std::string& name, bool launchButton) {
  w.open("VASSAL.build.module.Map");
  w.attr("mapName", name);
  w.attr("markMoved", "Never");
  w.attr("allowMultiple", false);
  w.attr("backgroundcolor", "255,255,255");
  w.attr("edgeWidth", 0);
  w.attr("edgeHeight", 0);
  w.attr("launch", launchButton);
  w.attr("buttonName", name);
  w.attr("moveWithinFormat", "$pieceName$ moves $previousLocation$ -> $location$ *");
  w.attr("moveToFormat", "$pieceName$ moves $previousLocation$ -> $location$ *");
  w.attr("createFormat", "$pieceName$ created in $location$ *");
}

void writePanel(XmlWriter& w, const PalettePanel& p) {
  w.open("VASSAL.build.widget.PanelWidget");
  w.attr("entryName", p.name);
  w.attr("fixed", false);
  w.attr("nColumns", 6);
  w.attr("vert", false);
  w.attr("scale", 1.0);
  for (const Slot& s : p.slots) writeSlot(w, s);
  w.close();
}

}  // namespace

std::string writeBuildFile(const ModulePlan& plan) {
  XmlWriter w;
  w.open("VASSAL.build.GameModule");
  w.attr("name", plan.name);
  w.attr("version", plan.version);
  w.attr("VassalVersion", kVassalVersion);
  w.attr("description", plan.description);
  w.attr("nextPieceSlotId", plan.nextGpid);

  w.open("VASSAL.build.module.BasicCommandEncoder");
  w.close();
  w.open("VASSAL.build.module.GlobalOptions");
  w.attr("autoReport", "Always");
  // Hex labels such as "0512" are strings, not the number 512.
  w.attr("storeLeadingZeroIntegersAsStrings", true);
  w.close();
  w.open("VASSAL.build.module.PlayerRoster");
  w.attr("buttonText", "Retire");
  for (const std::string& side : plan.playerSides) w.textElement("entry", side);
  w.close();

  std::vector<const BoardPlan*> boards;
  std::vector<std::string> startOn = plan.defaultBoards;
  for (const BoardPlan& b : plan.boards) boards.push_back(&b);
  if (startOn.empty())
    for (const BoardPlan& b : plan.boards) startOn.push_back(b.name);
  if (plan.defaultBoards.empty())
    for (const PlainBoard& t : plan.tables) startOn.push_back(t.name);
  writeMapStart(w, plan.mainMapName, false);
  writeBoardPicker(w, plan.mainMapName, boards, plan.tables, startOn);
  writeMapComponents(w, plan.tables.empty() ? 0 : plan.tablePxPerInch);
  for (const SetupStack& s : plan.stacks) writeStack(w, s);
  w.close();

  if (plan.chart) {
    const ChartPlan& c = *plan.chart;
    writeMapStart(w, c.mapName, true);
    std::vector<PlainBoard> charts{{c.boardName, c.image, c.widthPx, c.heightPx}};
    charts.insert(charts.end(), c.otherBoards.begin(), c.otherBoards.end());
    writeBoardPicker(w, c.mapName, {}, charts, {c.boardName});
    writeMapComponents(w);
    for (const SetupStack& s : c.stacks) writeStack(w, s);
    w.close();
  }

  w.open("VASSAL.build.module.PieceWindow");
  w.attr("name", "Counters");
  w.attr("text", "Counters");
  w.attr("hidden", false);
  w.attr("scale", 1.0);
  w.open("VASSAL.build.widget.TabWidget");
  w.attr("entryName", "Sides");
  for (const PaletteSide& side : plan.sides) {
    w.open("VASSAL.build.widget.ListWidget");
    w.attr("entryName", side.name);
    w.attr("scale", 1.0);
    w.attr("divider", 160);
    for (const PalettePanel& p : side.panels) writePanel(w, p);
    w.close();
  }
  w.close();
  w.close();

  if (!plan.markers.slots.empty()) {
    w.open("VASSAL.build.module.PieceWindow");
    w.attr("name", "Markers");
    w.attr("text", "Markers");
    w.attr("hidden", false);
    w.attr("scale", 1.0);
    writePanel(w, plan.markers);
    w.close();
  }

  if (plan.dice) writeDiceButton(w, *plan.dice);
  for (const PredefinedSetupPlan& setup : plan.setups) {
    w.open("VASSAL.build.module.PredefinedSetup");
    w.attr("name", setup.name);
    w.attr("description", "");
    w.attr("isMenu", false);
    w.attr("useFile", true);
    w.attr("file", setup.file);
    w.close();
  }

  if (!plan.turns.empty()) {
    w.open("VASSAL.build.module.turn.TurnTracker");
    w.attr("name", "Turn");
    w.attr("buttonText", "Turn");
    w.attr("turnFormat", "$level1$");
    w.attr("reportFormat", "<$PlayerId$> Turn: $newTurn$");
    w.attr("nexthotkey", "84,520");  // Alt+T: next turn
    w.open("VASSAL.build.module.turn.ListTurnLevel");
    w.attr("name", "Turn");
    w.attr("property", "Turn");
    w.attr("turnFormat", "$value$");
    w.attr("list", encodeList(plan.turns));
    w.attr("configList", false);
    w.attr("configFirst", false);
    w.close();
    w.close();
  }
  w.close();
  return w.finish();
}

std::string writeModuleData(const ModulePlan& plan) {
  XmlWriter w;
  w.open("data");
  w.attr("version", "1");
  w.textElement("version", plan.version);
  w.textElement("extra1", "");
  w.textElement("extra2", "");
  w.textElement("VassalVersion", kVassalVersion);
  w.textElement("dateSaved", "315532800000");  // 1980-01-01T00:00:00Z in ms
  w.textElement("description", plan.description);
  w.textElement("name", plan.name);
  w.close();
  return w.finish();
}

std::optional<ModulePlan::Dice> parseDice(const std::string& text) {
  const auto d = text.find('d');
  if (d == std::string::npos || d + 1 >= text.size()) return std::nullopt;
  auto digits = [](const std::string& t) {
    return !t.empty() && t.size() <= 3 && std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  const std::string count = text.substr(0, d), sides = text.substr(d + 1);
  if ((!count.empty() && !digits(count)) || !digits(sides)) return std::nullopt;
  ModulePlan::Dice dice;
  dice.count = count.empty() ? 1 : std::stoi(count);
  dice.sides = std::stoi(sides);
  if (dice.count < 1 || dice.sides < 2) return std::nullopt;
  dice.label = text;
  return dice;
}

}  // namespace hexwright::exporters::vassal
