#include "editor/core/actions.h"

#include <algorithm>

namespace hexwright::editor {

namespace {

using Kind = ActionDef::Kind;

ActionDef separator() { return ActionDef{}; }

ActionDef tool(const std::string& id, const std::string& label, const std::string& key, const std::string& help,
               std::function<bool(const ActionContext&)> enabled = {}) {
  auto available = [id, enabled = std::move(enabled)](const ActionContext& c) {
    return !c.unavailableTools.count(id) && (!enabled || enabled(c));
  };
  ActionDef a{"editor.tool." + id, label, help, key, "", Kind::Radio, true, std::move(available), {}};
  a.checked = [id](const ActionContext& c) { return c.activeTool == id; };
  return a;
}

bool hexMap(const ActionContext& c) { return !c.tabletop; }

/// Turns and mirrors of the stamp: their keys act only while the Stamp tool is chosen.
ActionDef stampAction(const std::string& id, const std::string& label, const std::string& help,
                      const std::string& key) {
  return {"editor.tool.stamp" + id,
          label,
          help,
          key,
          "",
          Kind::Normal,
          false,
          [](const ActionContext& c) { return c.activeTool == "stamp" && c.hasStamp; },
          {}};
}

/// View > Panels: shows or hides one dockable panel.
ActionDef panel(const std::string& name, const std::string& label, const std::string& help) {
  ActionDef a{"editor.view.panel." + name, label, help, "", "", Kind::Check, false, {}, {}};
  a.checked = [name](const ActionContext& c) { return c.visiblePanels.count(name) > 0; };
  return a;
}

}  // namespace

const std::vector<ActionDef>& fileActions() {
  static const std::vector<ActionDef> table{
      {"editor.file.new",
       "&New...",
       "Create a scenario for a ruleset and grid",
       "Ctrl+N",
       "wxART_NEW",
       Kind::Normal,
       true,
       {},
       {}},
      {"editor.file.open",
       "&Open...",
       "Open a scenario bundle",
       "Ctrl+O",
       "wxART_FILE_OPEN",
       Kind::Normal,
       true,
       {},
       {}},
      {"editor.file.save", "&Save", "Save the scenario", "Ctrl+S", "wxART_FILE_SAVE", Kind::Normal, true, {}, {}},
      {"editor.file.saveAs",
       "Save &As...",
       "Save the scenario under a new name",
       "Ctrl+Shift+S",
       "wxART_FILE_SAVE_AS",
       Kind::Normal,
       false,
       {},
       {}},
      {"editor.file.close",
       "&Close",
       "Close the scenario (asks to save changes) and return to the start page",
       "Ctrl+W",
       "wxART_CLOSE",
       Kind::Normal,
       false,
       [](const ActionContext& c) { return c.hasDocument; },
       {}},
      separator(),
      {"editor.import.georeference",
       "Import &Map with Control Points...",
       "Georeference a scanned map by clicking control points",
       "",
       "",
       Kind::Normal,
       false,
       hexMap,
       {}},
      {"editor.import.dem",
       "Import &DEM...",
       "Elevation levels and slopes from a digital elevation model",
       "",
       "",
       Kind::Normal,
       false,
       hexMap,
       {}},
      {"editor.import.landcover",
       "Import &Land Cover...",
       "Hex terrain from a classified raster",
       "",
       "",
       Kind::Normal,
       false,
       hexMap,
       {}},
      {"editor.import.vector",
       "Import &Vector Data...",
       "Terrain, hexsides and routes from GIS vectors",
       "",
       "",
       Kind::Normal,
       false,
       {},
       {}},
      {"editor.import.oob",
       "Import &Order of Battle...",
       "Formations, units and leaders from a listing or table, reviewed before they are added",
       "",
       "",
       Kind::Normal,
       false,
       {},
       {}},
      separator(),
      {"editor.export.map",
       "Export &Map...",
       "Printable map (PDF, SVG, PNG)",
       "Ctrl+E",
       "",
       Kind::Normal,
       false,
       {},
       {}},
      {"editor.export.counters", "Export &Counters...", "Counter sheets (PDF)", "", "", Kind::Normal, false, {}, {}},
      {"editor.export.rosters", "Export &Rosters...", "Roster sheets (PDF)", "", "", Kind::Normal, false, {}, {}},
      {"editor.export.vassal",
       "Export &VASSAL Module...",
       "A module VASSAL opens (.vmod): board, grid, pieces, set-up",
       "",
       "",
       Kind::Normal,
       false,
       hexMap,
       {}},
      {"editor.export.bundle",
       "Export &Bundle...",
       "Zipped scenario bundle with manifest",
       "",
       "",
       Kind::Normal,
       false,
       {},
       {}},
      separator(),
      {"editor.file.quit", "&Quit", "Quit the editor", "Ctrl+Q", "wxART_QUIT", Kind::Normal, false, {}, {}},
  };
  return table;
}

const std::vector<ActionDef>& editActions() {
  static const std::vector<ActionDef> table{
      {"editor.edit.undo",
       "&Undo",
       "Undo the last change",
       "Ctrl+Z",
       "wxART_UNDO",
       Kind::Normal,
       true,
       [](const ActionContext& c) { return c.canUndo; },
       {}},
      {"editor.edit.redo",
       "&Redo",
       "Redo the change undone last",
       "Ctrl+Y",
       "wxART_REDO",
       Kind::Normal,
       true,
       [](const ActionContext& c) { return c.canRedo; },
       {}},
      separator(),
      {"editor.edit.copy",
       "&Copy",
       "Copy the selected hexes (drag with Select) as a stamp: terrain, elevation, features, hexsides and routes",
       "Ctrl+C",
       "wxART_COPY",
       Kind::Normal,
       false,
       [](const ActionContext& c) { return c.hexesSelected && !c.tabletop && !c.busy; },
       {}},
      {"editor.edit.paste",
       "&Paste as Stamp",
       "Stamp the copied hexes: the stamp follows the pointer, a click stamps it",
       "Ctrl+V",
       "wxART_PASTE",
       Kind::Normal,
       false,
       [](const ActionContext& c) { return c.hasStamp && !c.tabletop; },
       {}},
      {"editor.edit.delete",
       "&Delete",
       "Delete the selection (a placed unit leaves the map first)",
       "Del",
       "wxART_DELETE",
       Kind::Normal,
       false,
       [](const ActionContext& c) { return c.hasSelection && !c.busy; },
       {}},
      {"editor.edit.validate", "&Validate Now", "Run every check now", "F5", "", Kind::Normal, false, {}, {}},
      {"editor.edit.scenario",
       "Scenario &Properties",
       "Show the scenario's title, date, turns and notes",
       "",
       "",
       Kind::Normal,
       false,
       {},
       {}},
      {"editor.edit.movementCosts",
       "&Movement Costs",
       "The battle's movement costs: the rulebook's own, and the ones you fill in from the printed chart",
       "",
       "",
       Kind::Normal,
       false,
       {},
       {}},
  };
  return table;
}

const std::vector<ActionDef>& viewActions() {
  static const std::vector<ActionDef> table{
      {"editor.view.zoomIn", "Zoom &In", "Zoom in at the centre", "Ctrl+=", "wxART_PLUS", Kind::Normal, false, {}, {}},
      {"editor.view.zoomOut",
       "Zoom &Out",
       "Zoom out at the centre",
       "Ctrl+-",
       "wxART_MINUS",
       Kind::Normal,
       false,
       {},
       {}},
      {"editor.view.fit", "&Fit Map", "Show the whole map", "Ctrl+0", "", Kind::Normal, false, {}, {}},
      separator(),
      {"editor.view.grid",
       "Hex &Grid",
       "Show the hex grid",
       "Ctrl+G",
       "",
       Kind::Check,
       false,
       {},
       [](const ActionContext& c) { return c.gridVisible; }},
      {"editor.view.hexNumbers",
       "Hex &Numbers",
       "Show printed hex numbers when zoomed in",
       "",
       "",
       Kind::Check,
       false,
       {},
       [](const ActionContext& c) { return c.hexNumbersVisible; }},
      {"editor.view.background",
       "&Background Image",
       "Show the georeferenced background raster",
       "",
       "",
       Kind::Check,
       false,
       {},
       [](const ActionContext& c) { return c.backgroundVisible; }},
      {"editor.view.scan",
       "Show the &Scan",
       "Terrain fills translucent over the background scan, the grid drawn to read on it",
       "Ctrl+Shift+B",
       "",
       Kind::Check,
       false,
       {},
       [](const ActionContext& c) { return c.scanShown; }},
      {"editor.view.problems",
       "&Problems on Map",
       "Mark hexes that have diagnostics",
       "",
       "",
       Kind::Check,
       false,
       {},
       [](const ActionContext& c) { return c.diagnosticsMarked; }},
      separator(),
      panel("oob", "&Order of Battle", "Sides, formations and units"),
      panel("properties", "P&roperties", "The selection's properties"),
      panel("diagnostics", "&Diagnostics", "Problems the validator found"),
      panel("history", "&History", "The undo history"),
      panel("layers", "&Layers", "Layer visibility and opacity"),
      panel("minimap", "O&verview", "The whole map at a glance"),
      {"editor.view.resetLayout",
       "Reset Panel &Layout",
       "Put every panel back where it started",
       "",
       "",
       Kind::Normal,
       false,
       {},
       {}},
  };
  return table;
}

const std::vector<ActionDef>& toolActions() {
  static const std::vector<ActionDef> table{
      tool("select", "&Select", "S", "Select hexes, hexsides, units and labels; drag units"),
      tool("terrain", "&Terrain Brush", "T", "Paint hex terrain (Alt-click picks)", hexMap),
      tool("suggest", "Terrain from Sca&n", "N",
           "Mark a few hexes per terrain; every other hex is suggested from the scan (Enter accepts)", hexMap),
      tool("hexside", "He&xside", "X", "Toggle or drag-paint hexside features", hexMap),
      tool("elevation", "&Elevation", "E", "Set, raise or lower elevation levels", hexMap),
      tool("route", "&Route", "R", "Drag roads, trails and railroads through hexes", hexMap),
      tool("feature", "&Feature", "F", "Camps, fords, towns, victory hexes…", hexMap),
      tool("area", "&Area", "A", "Setup zones, entry areas, objectives", hexMap),
      tool("label", "&Label", "L", "Place and move map labels"),
      tool("unit", "&Place Units", "U", "Place the unit chosen in the OOB tree"),
      tool("vector", "&Draw Pieces", "D", "Polygons, polylines and points on tabletop maps (Enter finishes)"),
      tool("analysis", "Si&ght and Reach", "G",
           "What a hex (or a point of a table) sees and what blocks it, by the rulebook; Shift-click a unit for where "
           "it can move"),
      tool("stamp", "Sta&mp", "B", "Stamp the hexes copied with Edit > Copy (Z turns, H and V mirror, Esc leaves)",
           [](const ActionContext& c) { return hexMap(c) && c.hasStamp; }),
      separator(),
      {"editor.tool.brushSmaller", "Brush &Smaller", "Smaller brush", "[", "", Kind::Normal, false, {}, {}},
      {"editor.tool.brushLarger", "Brush &Larger", "Larger brush", "]", "", Kind::Normal, false, {}, {}},
      separator(),
      stampAction("Rotate", "&Turn Stamp", "Turn the stamp 60 degrees clockwise", "Z"),
      stampAction("MirrorLeftRight", "Mirror Stamp &Left-Right", "Swap the stamp's left and right", "H"),
      stampAction("MirrorTopBottom", "Mirror Stamp &Top-Bottom", "Swap the stamp's top and bottom", "V"),
  };
  return table;
}

const std::vector<ActionDef>& oobActions() {
  static const std::vector<ActionDef> table{
      {"editor.oob.addFormation",
       "Add &Formation",
       "Add a formation under the selected one",
       "Ctrl+Shift+F",
       "",
       Kind::Normal,
       false,
       {},
       {}},
      {"editor.oob.addUnit",
       "Add &Unit",
       "Add a unit to the selected formation",
       "Ctrl+U",
       "",
       Kind::Normal,
       false,
       {},
       {}},
      {"editor.oob.addLeader",
       "Add &Leader",
       "Add a leader to the selected formation",
       "",
       "",
       Kind::Normal,
       false,
       {},
       {}},
      {"editor.oob.paste",
       "&Paste Units from Spreadsheet",
       "Add units from tab- or comma-separated rows",
       "Ctrl+Shift+V",
       "wxART_PASTE",
       Kind::Normal,
       false,
       {},
       {}},
      {"editor.oob.reinforcements",
       "&Reinforcement Schedule",
       "Edit the reinforcement schedule",
       "",
       "",
       Kind::Normal,
       false,
       {},
       {}},
  };
  return table;
}

const std::vector<ActionDef>& helpActions() {
  static const std::vector<ActionDef> table{
      {"editor.help.about", "&About Hexwright", "About this program", "", "", Kind::Normal, false, {}, {}},
  };
  return table;
}

const std::vector<ActionArea>& actionAreas() {
  static const std::vector<ActionArea> areas{
      {"file", "&File", &fileActions()},   {"edit", "&Edit", &editActions()}, {"view", "&View", &viewActions()},
      {"tools", "&Tools", &toolActions()}, {"oob", "&OOB", &oobActions()},    {"help", "&Help", &helpActions()},
  };
  return areas;
}

const ActionDef* findAction(const std::string& id) {
  for (const auto& area : actionAreas())
    for (const auto& a : *area.actions)
      if (!a.id.empty() && a.id == id) return &a;
  return nullptr;
}

bool isEnabled(const ActionDef& a, const ActionContext& c) { return !a.enabled || a.enabled(c); }

std::string unavailableReason(const ActionDef& a, const ActionContext& c) {
  if (isEnabled(a, c)) return {};
  const std::string prefix = "editor.tool.";
  if (a.id.rfind(prefix, 0) == 0) {
    auto it = c.unavailableTools.find(a.id.substr(prefix.size()));
    if (it != c.unavailableTools.end()) return it->second;
  }
  return {};
}

bool gtkReservedShortcut(const std::string& accelerator) {
  return accelerator == "Ctrl+Shift+U" || accelerator == "Ctrl+Shift+E";
}

std::string tooltipText(const ActionDef& a) {
  std::string label = a.label;
  label.erase(std::remove(label.begin(), label.end(), '&'), label.end());
  if (label.size() > 3 && label.compare(label.size() - 3, 3, "...") == 0) label.resize(label.size() - 3);
  std::string text = label + (a.help.empty() ? "" : ": " + a.help);
  if (!a.accelerator.empty()) text += " (" + a.accelerator + ")";
  return text;
}

}  // namespace hexwright::editor
