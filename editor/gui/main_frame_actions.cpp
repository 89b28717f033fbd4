// The handler of every action id, and running actions by id (menus, toolbar, keys, tests).
#include <wx/filedlg.h>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "editor/core/tool_availability.h"
#include "editor/core/tools/tools.h"
#include "editor/gui/dialogs.h"
#include "editor/gui/import_export.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/movement_cost_dialog.h"
#include "editor/gui/new_scenario_dialog.h"
#include "editor/gui/oob_import_dialog.h"
#include "editor/gui/panels.h"
#include "editor/gui/tool_options.h"
#include "editor/render/scan_view.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

void MainFrame::newScenario(const std::string& rulesetId) {
  if (!confirmDiscard()) return;
  NewScenarioDialog dlg(this, rulesetId);
  if (showNewDialog(dlg) != wxID_OK) return;
  auto scenario = dlg.scenario();
  if (!scenario || !dlg.ruleset()) return showError("No ruleset was found to create the scenario with.");
  setDocument(std::make_unique<Document>(std::move(*scenario), *dlg.ruleset()));
}

void MainFrame::bindActions() {
  auto on = [this](const std::string& id, std::function<void()> f) { m_handlers[id] = std::move(f); };
  // File
  // The New dialog starts on the ruleset being worked on, not the list's first.
  on("editor.file.new", [this] { newScenario(m_doc ? m_doc->ruleset().id : std::string()); });
  on("editor.file.open", [this] {
    if (!confirmDiscard()) return;
    wxFileDialog dlg(this, "Open Scenario", "", "",
                     "Hexwright scenarios (scenario.xml, *.hexwz)|scenario.xml;*.hexwz|All files|*",
                     wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dlg.ShowModal() != wxID_OK) return;
    fs::path p = dlg.GetPath().utf8_string();
    if (p.filename() == "scenario.xml") p = p.parent_path();  // a bundle is its folder
    openFile(p);
  });
  on("editor.file.save", [this] { saveInteractive(false); });
  on("editor.file.saveAs", [this] { saveInteractive(true); });
  on("editor.file.close", [this] {
    if (m_doc && confirmDiscard()) setDocument(nullptr);
  });
  on("editor.file.quit", [this] { Close(); });
  auto exporting = [this](ExportKind k) {
    return [this, k] {
      if (!m_doc) return;
      const wxString status = runExportDialog(this, *m_doc, k);
      if (!status.empty()) SetStatusText(status, 1);
    };
  };
  on("editor.export.map", exporting(ExportKind::Map));
  on("editor.export.counters", exporting(ExportKind::Counters));
  on("editor.export.rosters", exporting(ExportKind::Rosters));
  on("editor.export.vassal", exporting(ExportKind::Vassal));
  auto importing = [this](ImportKind k) {
    return [this, k] {
      if (!m_doc) return;
      const wxString status = runImportDialog(this, *m_doc, k);
      if (!status.empty()) SetStatusText(status, 1);
    };
  };
  on("editor.import.dem", importing(ImportKind::Dem));
  on("editor.import.landcover", importing(ImportKind::Landcover));
  on("editor.import.vector", importing(ImportKind::Vector));
  on("editor.import.oob", [this] {
    if (!m_doc) return;
    wxFileDialog pick(this, "Import Order of Battle", "", "",
                      "Orders of battle (*.txt;*.csv;*.tsv;*.xlsx;*.ods;*.md;*.wiki;*.html)|"
                      "*.txt;*.csv;*.tsv;*.xlsx;*.ods;*.md;*.wiki;*.html|"
                      "All files|*",
                      wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (pick.ShowModal() != wxID_OK) return;
    OobImportDialog dlg(this, *m_doc, std::filesystem::path(pick.GetPath().utf8_string()));
    if (dlg.ShowModal() == wxID_OK) SetStatusText(wxString::FromUTF8(dlg.review().summary()), 1);
  });
  on("editor.import.georeference", [this] {
    if (!m_doc) return;
    GeoreferenceDialog dlg(this, *m_doc);
    if (showGeoreferenceDialog(dlg) != wxID_OK) return;
    reloadBackgrounds();
    setViewOptions(showingScan(m_canvas->view().options(), true));  // the scan just imported is the canvas
  });
  on("editor.export.bundle", [this] { exportBundleInteractive(); });
  // Edit
  on("editor.edit.undo", [this] {
    if (m_doc) m_doc->undo();
  });
  on("editor.edit.redo", [this] {
    if (m_doc) m_doc->redo();
  });
  on("editor.edit.delete", [this] {
    if (m_doc) deleteSelection(*m_doc);
  });
  on("editor.edit.validate", [this] {
    if (m_doc) m_doc->validateNow();
  });
  on("editor.edit.scenario", [this] {
    if (m_doc) m_doc->select(Selection::of(Selection::Kind::Scenario, {}));
  });
  // View
  on("editor.view.zoomIn", [this] { m_canvas->zoomBy(1.25); });
  on("editor.view.zoomOut", [this] { m_canvas->zoomBy(0.8); });
  on("editor.view.fit", [this] { m_canvas->fitMap(); });
  auto toggle = [this](auto member) {
    return [this, member] {
      MapViewOptions o = m_canvas->view().options();
      member(o) = !member(o);
      setViewOptions(o);
    };
  };
  on("editor.view.grid", toggle([](MapViewOptions& o) -> bool& { return o.layers.grid; }));
  on("editor.view.hexNumbers", toggle([](MapViewOptions& o) -> bool& { return o.layers.hexNumbers; }));
  on("editor.view.background", toggle([](MapViewOptions& o) -> bool& { return o.layers.background; }));
  on("editor.view.problems", toggle([](MapViewOptions& o) -> bool& { return o.problems; }));
  on("editor.view.scan", [this] {
    const MapViewOptions& o = m_canvas->view().options();
    setViewOptions(showingScan(o, !o.showScan));
  });
  // Tools
  for (Tool* t : m_tools.tools()) {
    const std::string id = t->id();
    on("editor.tool." + id, [this, id] { setTool(id); });
  }
  on("editor.tool.brushSmaller", [this] {
    m_settings.brushSize = std::max(1, m_settings.brushSize - 1);
    m_toolOptions->refresh();
  });
  on("editor.tool.brushLarger", [this] {
    m_settings.brushSize = std::min(3, m_settings.brushSize + 1);
    m_toolOptions->refresh();
  });
  // OOB
  on("editor.oob.addFormation", [this] {
    if (!m_doc) return;
    auto [side, formation] = m_oob->target();
    if (side.empty()) return showError("The scenario has no sides to add formations to.");
    const std::string id = addFormation(*m_doc, side, formation);
    m_doc->select(Selection::of(Selection::Kind::Formation, id));
  });
  on("editor.oob.addUnit", [this] {
    if (!m_doc) return;
    auto [side, formation] = m_oob->target();
    if (side.empty()) return showError("The scenario has no sides to add units to.");
    m_doc->select(Selection::of(Selection::Kind::Unit, addUnit(*m_doc, side, formation)));
  });
  on("editor.oob.addLeader", [this] {
    if (!m_doc) return;
    auto [side, formation] = m_oob->target();
    if (formation.empty()) return showError("Select a formation for the leader first.");
    m_doc->select(Selection::of(Selection::Kind::Unit, addLeader(*m_doc, formation)));
  });
  on("editor.oob.paste", [this] { pasteUnitsFromClipboard(); });
  on("editor.edit.movementCosts", [this] {
    if (!m_doc) return;
    MovementCostDialog dlg(this, *m_doc);
    dlg.ShowModal();
  });
  on("editor.oob.reinforcements", [this] {
    if (!m_doc) return;
    ReinforcementDialog dlg(this, *m_doc);
    dlg.ShowModal();
  });
  on("editor.help.about", [this] { showAbout(); });
  bindStampActions();
  // View > Panels
  for (const auto& name : panelNames())
    on("editor.view.panel." + name, [this, name] { showPanel(name, !panelShown(name)); });
  on("editor.view.resetLayout", [this] {
    for (const auto& name : panelNames()) m_aui.GetPane(wxString::FromUTF8(name)).Show();
    m_aui.LoadPerspective(m_defaultPerspective, true);
    updateUi();
  });

  // Everything declared in the tables gets a wx id, handled or not (unhandled ones are
  // shown disabled).
  int next = wxID_HIGHEST + 1;
  for (const auto& area : actionAreas()) {
    for (const auto& a : *area.actions) {
      if (a.id.empty()) continue;
      m_ids[a.id] = next;
      m_actionOf[next] = a.id;
      if (a.accelerator.size() == 1 || a.accelerator == "Del") m_keyActions[next] = a.accelerator;
      ++next;
    }
  }
  Bind(wxEVT_MENU, [this](wxCommandEvent& e) {
    auto it = m_actionOf.find(e.GetId());
    if (it != m_actionOf.end())
      runAction(it->second);
    else
      e.Skip();
  });
  Bind(
      wxEVT_MENU,
      [this](wxCommandEvent& e) {
        const fs::path p = m_recent.GetHistoryFile(static_cast<size_t>(e.GetId() - wxID_FILE1)).utf8_string();
        if (confirmDiscard()) openFile(p);
      },
      wxID_FILE1, wxID_FILE9);
}

ActionContext MainFrame::actionContext() const {
  ActionContext c;
  if (m_doc) {
    c.canUndo = m_doc->canUndo();
    c.canRedo = m_doc->canRedo();
    c.modified = m_doc->isModified();
    c.hasPath = m_doc->path().has_value();
    c.hasSelection = !m_doc->selection().empty() && m_doc->selection().kind != Selection::Kind::Scenario;
    c.tabletop = m_doc->scenario().map.kind == model::GridKind::Table;
    c.busy = m_doc->gestureOpen();
    c.hexesSelected = !m_doc->selection().copyHexes().empty();
  }
  c.hasStamp = stampTool().stamp().has_value();
  if (m_doc) {
    c.hasDocument = true;
    c.unavailableTools = unavailableTools(m_doc->ruleset(), m_doc->scenario());
  }
  for (const auto& name : panelNames())
    if (panelShown(name)) c.visiblePanels.insert(name);
  c.activeTool = m_tools.active() ? m_tools.active()->id() : "";
  const MapViewOptions& o = m_canvas->view().options();
  c.gridVisible = o.layers.grid;
  c.backgroundVisible = o.layers.background;
  c.scanShown = o.showScan;
  c.diagnosticsMarked = o.problems;
  c.hexNumbersVisible = o.layers.hexNumbers;
  return c;
}

bool MainFrame::runAction(const std::string& id) {
  const ActionDef* a = findAction(id);
  auto handler = m_handlers.find(id);
  if (!a || handler == m_handlers.end() || !isEnabled(*a, actionContext())) return false;
  handler->second();
  updateUi();
  return true;
}

bool MainFrame::handleShortcut(const wxKeyEvent& e) {
  if (e.ControlDown() || e.AltDown()) return false;
  // Escape leaves the Stamp tool, as it leaves Tiled's stamp brush.
  if (e.GetKeyCode() == WXK_ESCAPE && m_tools.active() && m_tools.active()->id() == "stamp") {
    setTool("select");
    return true;
  }
  wxString key;
  if (e.GetKeyCode() == WXK_DELETE)
    key = "Del";
  else if (e.GetUnicodeKey() != WXK_NONE)
    key = wxString(static_cast<wxChar>(e.GetUnicodeKey())).Upper();
  if (key.empty()) return false;
  for (const auto& [wxid, accel] : m_keyActions)
    if (wxString::FromUTF8(accel).Upper() == key) return runAction(m_actionOf.at(wxid));
  return false;
}

void MainFrame::setTool(const std::string& id) {
  if (m_canvas->toolContext())
    m_tools.setActive(*m_canvas->toolContext(), id);
  else if (m_doc) {
    ToolContext ctx{*m_doc, m_canvas->viewport(), m_settings};
    m_tools.setActive(ctx, id);
  } else {
    m_tools.switchIdle(id);  // no document: no gesture to cancel
  }
  m_toolOptions->showFor(id, m_doc.get());
  m_canvas->Refresh(false);
  updateUi();
}

}  // namespace hexwright::editor
