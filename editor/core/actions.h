#pragma once
// Actions as data (as in KiCad's *_actions.cpp): one table per
// area. Menus, the toolbar and the keyboard map are built from these tables; the frame
// binds each id to a handler. An entry with an empty id is a separator.
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace hexwright::editor {

/// What `enabled` and `checked` predicates may look at.
struct ActionContext {
  bool canUndo = false;
  bool canRedo = false;
  bool modified = false;
  bool hasPath = false;
  bool hasSelection = false;
  bool hexesSelected = false;  // a hex or a region of hexes: Edit > Copy takes them
  bool hasStamp = false;       // something copied for the Stamp tool
  bool tabletop = false;
  bool busy = false;  // a gesture is in progress
  std::string activeTool;
  bool gridVisible = true;
  bool backgroundVisible = true;
  bool scanShown = false;  // View > Show the Scan (render/scan_view.h)
  bool diagnosticsMarked = true;
  bool hexNumbersVisible = true;
  std::map<std::string, std::string> unavailableTools;  // tool id -> why (core/tool_availability.h)
  std::set<std::string> visiblePanels;                  // "oob", "diagnostics"… (View > Panels)
  bool hasDocument = false;
};

struct ActionDef {
  enum class Kind { Normal, Check, Radio };
  std::string id;           // "editor.file.save"; empty: separator
  std::string label;        // menu text with & mnemonic
  std::string help;         // status bar / tooltip
  std::string accelerator;  // "Ctrl+S", "F5", "B"
  std::string icon;         // wxArtProvider id ("wxART_FILE_SAVE") or empty
  Kind kind = Kind::Normal;
  bool toolbar = false;                               // also on the toolbar
  std::function<bool(const ActionContext&)> enabled;  // empty: always
  std::function<bool(const ActionContext&)> checked;  // Check and Radio only
};

struct ActionArea {
  std::string id;     // "file"
  std::string title;  // "&File"
  const std::vector<ActionDef>* actions;
};

const std::vector<ActionDef>& fileActions();
const std::vector<ActionDef>& editActions();
const std::vector<ActionDef>& viewActions();
const std::vector<ActionDef>& toolActions();
const std::vector<ActionDef>& oobActions();
const std::vector<ActionDef>& helpActions();
/// Every area in menu order.
const std::vector<ActionArea>& actionAreas();
/// The action with this id in any table, or nullptr.
const ActionDef* findAction(const std::string& id);
bool isEnabled(const ActionDef& a, const ActionContext& c);
/// Why a disabled action is unavailable, for its tooltip; empty when there is no reason
/// to give (or it is enabled).
std::string unavailableReason(const ActionDef& a, const ActionContext& c);
/// True for shortcuts GTK's input methods take before the application sees them
/// (Ctrl+Shift+U starts Unicode entry, Ctrl+Shift+E emoji entry).
bool gtkReservedShortcut(const std::string& accelerator);
/// The accelerator as the menu shows it, or the single key in brackets: "Terrain Brush (T)".
std::string tooltipText(const ActionDef& a);

}  // namespace hexwright::editor
