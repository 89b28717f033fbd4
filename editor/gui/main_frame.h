#pragma once
// The editor's main window: menus and toolbar built from the action tables, the canvas
// with its tool options bar, and the dockable panels (OOB tree, properties, diagnostics,
// history, layers, mini-map). Owns the open document.
#include <wx/aui/aui.h>
#include <wx/config.h>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/timer.h>

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "editor/core/actions.h"
#include "editor/core/document.h"
#include "editor/core/recovery.h"
#include "editor/core/tool.h"

namespace hexwright::editor {

class MapCanvas;
class OobPanel;
class PropertyPanel;
class DiagnosticsPanel;
class HistoryPanel;
class LayersPanel;
class MiniMap;
class ToolOptionsBar;
class StartPage;
class StampTool;
class NewScenarioDialog;
class GeoreferenceDialog;
class RecoveryPrompt;
struct MapViewOptions;

struct FrameOptions {
  std::filesystem::path recoveryDir = RecoveryStore::defaultDirectory();
  /// Autosave once editing pauses this long (milliseconds)…
  int autosaveIdleMs = 3000;
  /// …and at least this often while editing goes on without a pause. 0: no autosave.
  int autosaveSeconds = 30;
  bool useConfig = true;  // recent files, layout and tool options in wxConfig (off in tests)
  /// When set, the configuration is this file instead of the user's (tests: restarts).
  std::filesystem::path configFile;
};

class MainFrame : public wxFrame {
 public:
  explicit MainFrame(FrameOptions options = {});
  ~MainFrame() override;

  // -- Documents -----------------------------------------------------------------------
  Document* document() const { return m_doc.get(); }
  void setDocument(std::unique_ptr<Document> doc);
  /// Opens a bundle (asking first about unsaved changes). False, with the reason shown,
  /// when it cannot be read.
  bool openFile(const std::filesystem::path& path);
  /// Saves to `path` and makes it the document's path.
  bool saveTo(const std::filesystem::path& path);
  /// True when there is nothing unsaved, or the user saved or chose to discard it.
  bool confirmDiscard();
  /// Offers to recover autosaved documents left by a crash; true when one was opened.
  bool offerRecovery();
  /// Writes the recovery copy now (normally on a timer when modified).
  bool autosaveNow();
  RecoveryStore& recovery() { return m_recovery; }
  /// File > New: the New dialog (with `rulesetId` chosen first), then the new document.
  void newScenario(const std::string& rulesetId = {});
  /// The user's configuration, or nullptr when the frame keeps none.
  wxConfigBase* config() const;

  // -- Panels --------------------------------------------------------------------------
  /// Panel names: oob, properties, diagnostics, history, layers, minimap.
  static const std::vector<std::string>& panelNames();
  void showPanel(const std::string& name, bool show);
  bool panelShown(const std::string& name) const;
  /// Writes the panel layout (wxAUI perspective) and window size to the configuration.
  void saveLayout();
  /// Restores them; false when none was saved.
  bool restoreLayout();
  wxAuiManager& aui() { return m_aui; }
  StartPage* startPage() const { return m_startPage; }
  wxToolBar* toolbar() const { return m_toolbar; }
  /// The id wx uses for an action (menus, toolbar), or wxID_NONE.
  int wxIdOf(const std::string& action) const;
  const std::string& recoverySlot() const { return m_slot; }

  // -- Actions and tools ---------------------------------------------------------------
  /// Runs an action by id as the menu, toolbar or a shortcut would. False when unknown
  /// or disabled.
  bool runAction(const std::string& id);
  ActionContext actionContext() const;
  void setTool(const std::string& id);
  ToolBox& tools() { return m_tools; }
  /// The Stamp tool, which holds what Edit > Copy copied.
  StampTool& stampTool();
  const StampTool& stampTool() const;
  ToolSettings& settings() { return m_settings; }
  void updateUi();
  /// Shows a diagnostic's hex or unit (diagnostics panel click).
  void jumpTo(const model::Diagnostic& d);

  MapCanvas* canvas() const { return m_canvas; }
  OobPanel* oobPanel() const { return m_oob; }
  PropertyPanel* propertyPanel() const { return m_properties; }
  DiagnosticsPanel* diagnosticsPanel() const { return m_diagnostics; }
  HistoryPanel* historyPanel() const { return m_history; }
  LayersPanel* layersPanel() const { return m_layers; }
  ToolOptionsBar* toolOptions() const { return m_toolOptions; }
  /// Shows `o` on the canvas and in the Layers panel, and remembers its scan view
  /// (render/scan_view.h) for the document's bundle.
  void setViewOptions(const MapViewOptions& o);

  /// Asks whether to save changes: wxID_YES, wxID_NO or wxID_CANCEL. Tests replace it.
  std::function<int(const wxString& message)> askSaveChanges;
  /// Shows an error. Tests replace it.
  std::function<void(const wxString& message)> showError;
  /// Asks whether to recover an autosaved document (promptRecovery). Tests replace it.
  std::function<bool(const RecoveryStore::Entry& entry)> askRecover;
  /// askRecover's own way: a RecoveryPrompt centred on this frame, shown by
  /// showRecoveryPrompt; true to recover.
  bool promptRecovery(const RecoveryStore::Entry& entry);
  /// Shows the recovery prompt modally: wxID_YES recovers. Tests replace it to see where
  /// the prompt stands.
  std::function<int(RecoveryPrompt& prompt)> showRecoveryPrompt;
  /// Save over a bundle opened in part would drop what was left out: explains that and
  /// asks whether to Save As instead (true) or cancel. Tests replace it.
  std::function<bool(const wxString& message)> askSaveElsewhere;
  /// Asks for a path to save to; empty when cancelled. Tests replace it.
  std::function<std::optional<std::filesystem::path>()> askSavePath;
  /// Shows the New dialog modally; tests replace it to fill the dialog in and press OK.
  std::function<int(NewScenarioDialog& dialog)> showNewDialog;
  /// Shows File > Import Map with Control Points modally; tests replace it to load a scan
  /// and apply it.
  std::function<int(GeoreferenceDialog& dialog)> showGeoreferenceDialog;

 private:
  void buildMenus();
  void buildToolbar();
  void buildPanels();
  void showStartPage(bool show);
  /// Tool options are kept per ruleset in the configuration.
  void restoreToolSettings();
  void storeToolSettings();
  /// The scan view and opacities are kept per bundle in the configuration.
  void restoreBundleView();
  void storeBundleView();
  void bindActions();
  void bindStampActions();
  /// Edit > Copy: the selected hexes become the Stamp tool's stamp.
  void copyHexes();
  /// Drops the stamp when `doc` is of another ruleset or grid orientation.
  void keepStampFor(const Document* doc);
  void onDocumentChange(const DocumentChange& c);
  void onClose(wxCloseEvent& e);
  void onTimer(wxTimerEvent& e);
  bool saveInteractive(bool askPath);
  void addRecent(const std::filesystem::path& p);
  void reportDiagnostics(const wxString& what, const model::Diagnostics& d);
  bool handleShortcut(const wxKeyEvent& e);
  /// Decodes the bundle's background rasters for the canvas.
  void reloadBackgrounds();
  void exportBundleInteractive();
  void pasteUnitsFromClipboard();
  void showAbout();

  FrameOptions m_options;
  std::unique_ptr<Document> m_doc;
  int m_subscription = 0;
  ToolBox m_tools;
  ToolSettings m_settings;
  RecoveryStore m_recovery;
  RecoveryJournal m_journal;  // undo steps' states, autosaved with the work
  std::string m_slot;
  std::uint64_t m_autosavedRevision = 0;
  std::chrono::steady_clock::time_point m_lastEdit;                   // the last committed edit
  std::optional<std::chrono::steady_clock::time_point> m_dirtySince;  // first edit not autosaved
  std::unique_ptr<wxConfigBase> m_ownConfig;                          // FrameOptions::configFile
  std::string m_settingsRuleset;                                      // whose tool options m_settings holds
  std::string m_stampRuleset;                                         // the ruleset the stamp was copied in

  wxAuiManager m_aui;
  wxString m_defaultPerspective;  // the layout before any saved one (View > Reset)
  MapCanvas* m_canvas = nullptr;
  ToolOptionsBar* m_toolOptions = nullptr;
  wxPanel* m_centre = nullptr;
  StartPage* m_startPage = nullptr;
  OobPanel* m_oob = nullptr;
  PropertyPanel* m_properties = nullptr;
  DiagnosticsPanel* m_diagnostics = nullptr;
  HistoryPanel* m_history = nullptr;
  LayersPanel* m_layers = nullptr;
  MiniMap* m_minimap = nullptr;
  wxToolBar* m_toolbar = nullptr;
  wxFileHistory m_recent;
  wxTimer m_timer;

  std::map<std::string, int> m_ids;                         // action id -> wx id
  std::map<int, std::string> m_actionOf;                    // wx id -> action id
  std::map<std::string, std::function<void()>> m_handlers;  // action id -> handler
  std::map<int, std::string> m_keyActions;                  // single-key shortcuts (canvas only)
};

/// Lets units dragged out of the OOB tree be dropped on the canvas.
void installUnitDropTarget(MapCanvas& canvas);

}  // namespace hexwright::editor
