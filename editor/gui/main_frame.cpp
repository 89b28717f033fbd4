#include "editor/gui/main_frame.h"

#include <wx/aboutdlg.h>
#include <wx/artprov.h>
#include <wx/clipbrd.h>
#include <wx/config.h>
#include <wx/dcmemory.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/statusbr.h>
#include <wx/toolbar.h>

#include <sstream>

#include "editor/core/background_loader.h"
#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "editor/core/tools/tools.h"
#include "editor/gui/dialogs.h"
#include "editor/gui/import_export.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/panels.h"
#include "editor/gui/tool_options.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

/// Accelerators with a modifier or a function key go on the menu; single keys are
/// handled by the canvas only, so typing in a text field never switches tools.
bool menuAccelerator(const std::string& accel) {
  return accel.find("Ctrl+") != std::string::npos || accel.find("Alt+") != std::string::npos ||
         (accel.size() >= 2 && accel[0] == 'F' && std::isdigit(static_cast<unsigned char>(accel[1])));
}

wxString menuText(const ActionDef& a, const std::string& label) {
  wxString text = wxString::FromUTF8(label);
  if (!a.accelerator.empty() && menuAccelerator(a.accelerator)) text += "\t" + wxString::FromUTF8(a.accelerator);
  return text;
}

/// A toolbar bitmap: the stock icon, or the tool's initial in a rounded box.
wxBitmap toolBitmap(const ActionDef& a) {
  if (!a.icon.empty()) {
    wxBitmap stock = wxArtProvider::GetBitmap(wxString::FromUTF8(a.icon), wxART_TOOLBAR, wxSize(24, 24));
    if (stock.IsOk()) return stock;
  }
  wxBitmap bmp(24, 24);
  wxMemoryDC dc(bmp);
  dc.SetBackground(*wxWHITE_BRUSH);
  dc.Clear();
  dc.SetPen(wxPen(wxColour(90, 90, 90)));
  dc.SetBrush(wxBrush(wxColour(235, 235, 225)));
  dc.DrawRoundedRectangle(1, 1, 22, 22, 4);
  wxString label = wxString::FromUTF8(a.label);
  label.Replace("&", "");
  const wxString initial = a.accelerator.size() == 1 ? wxString::FromUTF8(a.accelerator) : label.Left(1);
  dc.SetFont(wxFont(wxFontInfo(11).Bold()));
  const wxSize ext = dc.GetTextExtent(initial);
  dc.DrawText(initial, (24 - ext.x) / 2, (24 - ext.y) / 2);
  dc.SelectObject(wxNullBitmap);
  return bmp;
}

std::string cleanLabel(std::string s) {
  s.erase(std::remove(s.begin(), s.end(), '&'), s.end());
  return s;
}

}  // namespace

MainFrame::MainFrame(FrameOptions options)
    : wxFrame(nullptr, wxID_ANY, "Hexwright", wxDefaultPosition, wxSize(1400, 900)),
      m_options(std::move(options)),
      m_recovery(m_options.recoveryDir),
      m_timer(this) {
  m_slot = m_recovery.newSlot();
  m_aui.SetManagedWindow(this);
  askSaveChanges = [this](const wxString& message) {
    wxMessageDialog dlg(this, message, "Unsaved changes", wxYES_NO | wxCANCEL | wxICON_QUESTION);
    dlg.SetYesNoCancelLabels("&Save", "&Don't Save", "&Cancel");
    const int answer = dlg.ShowModal();
    return answer == wxID_YES ? wxID_YES : answer == wxID_NO ? wxID_NO : wxID_CANCEL;
  };
  askRecover = [this](const RecoveryStore::Entry& entry) {
    const wxString name =
        wxString::FromUTF8(entry.original ? entry.original->filename().string() : "an unsaved scenario");
    wxMessageDialog dlg(this,
                        "Hexwright did not close normally. Recover the autosaved changes to " + name + " (\"" +
                            wxString::FromUTF8(entry.title) + "\")?",
                        "Recover", wxYES_NO | wxICON_QUESTION);
    dlg.SetYesNoLabels("&Recover", "&Discard");
    return dlg.ShowModal() == wxID_YES;
  };
  showError = [this](const wxString& message) { wxMessageBox(message, "Hexwright", wxOK | wxICON_ERROR, this); };
  askSavePath = [this]() -> std::optional<fs::path> {
    wxFileDialog dlg(this, "Save Scenario As", "", m_doc ? wxString::FromUTF8(m_doc->displayName()) : "",
                     "Scenario bundle folder (*.hexw)|*.hexw|Zipped bundle (*.hexwz)|*.hexwz",
                     wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dlg.ShowModal() != wxID_OK) return std::nullopt;
    fs::path p = dlg.GetPath().utf8_string();
    if (p.extension() != ".hexw" && p.extension() != ".hexwz") p += dlg.GetFilterIndex() == 1 ? ".hexwz" : ".hexw";
    return p;
  };

  CreateStatusBar(3);
  const int widths[] = {-3, -2, 160};
  SetStatusWidths(3, widths);
  buildPanels();
  bindActions();
  buildMenus();
  buildToolbar();
  m_aui.Update();
  if (m_options.useConfig) m_recent.Load(*wxConfig::Get());

  Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);
  Bind(wxEVT_TIMER, &MainFrame::onTimer, this);
  m_timer.Start(100);
  setTool("select");
}

MainFrame::~MainFrame() {
  m_timer.Stop();
  if (m_doc) m_doc->unsubscribe(m_subscription);
  // Panels hold the document pointer: detach before it goes.
  if (m_canvas) m_canvas->setDocument(nullptr);
  m_aui.UnInit();
}

// ---------------------------------------------------------------------------------------

void MainFrame::buildPanels() {
  auto* centre = new wxPanel(this);
  m_toolOptions = new ToolOptionsBar(centre, m_settings);
  m_canvas = new MapCanvas(centre, m_tools, m_settings);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(m_toolOptions, 0, wxEXPAND | wxALL, 2);
  sizer->Add(m_canvas, 1, wxEXPAND);
  centre->SetSizer(sizer);
  installUnitDropTarget(*m_canvas);

  m_oob = new OobPanel(this);
  m_properties = new PropertyPanel(this);
  m_diagnostics = new DiagnosticsPanel(this);
  m_history = new HistoryPanel(this);
  m_layers = new LayersPanel(this);
  m_minimap = new MiniMap(this, *m_canvas);

  m_aui.AddPane(centre, wxAuiPaneInfo().Name("canvas").CenterPane());
  m_aui.AddPane(m_oob, wxAuiPaneInfo().Name("oob").Caption("Order of Battle").Right().Row(0).BestSize(320, 400));
  m_aui.AddPane(m_properties,
                wxAuiPaneInfo().Name("properties").Caption("Properties").Right().Row(0).Position(1).BestSize(320, 400));
  m_aui.AddPane(m_diagnostics, wxAuiPaneInfo().Name("diagnostics").Caption("Diagnostics").Bottom().BestSize(800, 180));
  m_aui.AddPane(m_history, wxAuiPaneInfo().Name("history").Caption("History").Bottom().Position(1).BestSize(260, 180));
  m_aui.AddPane(m_minimap, wxAuiPaneInfo().Name("minimap").Caption("Overview").Left().BestSize(220, 170));
  m_aui.AddPane(m_layers, wxAuiPaneInfo().Name("layers").Caption("Layers").Left().Position(1).BestSize(220, 420));

  m_canvas->onPointerStatus = [this](const wxString& s) { SetStatusText(s, 0); };
  m_canvas->onViewChanged = [this] {
    if (m_minimap) m_minimap->viewMoved();
  };
  m_canvas->onUnhandledKey = [this](const wxKeyEvent& e) { return handleShortcut(e); };
  m_layers->onChange = [this](const MapViewOptions& o) { m_canvas->setViewOptions(o); };
  m_diagnostics->onJump = [this](std::size_t i) {
    if (m_doc && i < m_doc->diagnostics().items().size()) jumpTo(m_doc->diagnostics().items()[i]);
  };
  m_oob->onArmUnit = [this](const std::string& unit) {
    m_settings.unitId = unit;
    setTool("unit");
  };
  m_oob->onAction = [this](const std::string& id) { runAction(id); };
  m_properties->onMessage = [this](const wxString& s) { SetStatusText(s, 1); };
}

void MainFrame::bindActions() {
  auto on = [this](const std::string& id, std::function<void()> f) { m_handlers[id] = std::move(f); };
  // File
  on("editor.file.new", [this] {
    if (!confirmDiscard()) return;
    NewScenarioDialog dlg(this);
    if (dlg.ShowModal() != wxID_OK) return;
    model::Diagnostics d;
    auto ruleset = io::loadRulesetById(dlg.rulesetId(), d);
    if (!ruleset) return reportDiagnostics("Cannot load the ruleset", d);
    setDocument(Document::create(*ruleset, dlg.options()));
  });
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
  on("editor.import.georeference", [this] {
    if (!m_doc) return;
    GeoreferenceDialog dlg(this, *m_doc);
    if (dlg.ShowModal() == wxID_OK) reloadBackgrounds();
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
      m_canvas->setViewOptions(o);
      m_layers->setOptions(o);
    };
  };
  on("editor.view.grid", toggle([](MapViewOptions& o) -> bool& { return o.layers.grid; }));
  on("editor.view.hexNumbers", toggle([](MapViewOptions& o) -> bool& { return o.layers.hexNumbers; }));
  on("editor.view.background", toggle([](MapViewOptions& o) -> bool& { return o.layers.background; }));
  on("editor.view.problems", toggle([](MapViewOptions& o) -> bool& { return o.problems; }));
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
  on("editor.oob.reinforcements", [this] {
    if (!m_doc) return;
    ReinforcementDialog dlg(this, *m_doc);
    dlg.ShowModal();
  });
  on("editor.help.about", [this] { showAbout(); });

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

void MainFrame::buildMenus() {
  auto* bar = new wxMenuBar;
  for (const auto& area : actionAreas()) {
    auto* menu = new wxMenu;
    for (const auto& a : *area.actions) {
      if (a.id.empty()) {
        menu->AppendSeparator();
        continue;
      }
      const int id = m_ids.at(a.id);
      const wxString text = menuText(a, a.label);
      const wxString help = wxString::FromUTF8(a.help + (menuAccelerator(a.accelerator) || a.accelerator.empty()
                                                             ? std::string{}
                                                             : "  (" + a.accelerator + ")"));
      switch (a.kind) {
        case ActionDef::Kind::Normal:
          menu->Append(id, text, help);
          break;
        case ActionDef::Kind::Check:
          menu->AppendCheckItem(id, text, help);
          break;
        case ActionDef::Kind::Radio:
          menu->AppendRadioItem(id, text, help);
          break;
      }
      if (a.id == "editor.file.saveAs") {  // recent files below Save As
        auto* recent = new wxMenu;
        menu->AppendSubMenu(recent, "Open &Recent");
        m_recent.UseMenu(recent);
      }
    }
    bar->Append(menu, wxString::FromUTF8(area.title));
  }
  SetMenuBar(bar);
  if (m_options.useConfig) m_recent.AddFilesToMenu();
}

void MainFrame::buildToolbar() {
  m_toolbar = CreateToolBar(wxTB_HORIZONTAL | wxTB_FLAT | wxTB_TEXT);
  bool toolsStarted = false;
  for (const auto& area : actionAreas()) {
    for (const auto& a : *area.actions) {
      if (a.id.empty() || !a.toolbar) continue;
      if (a.kind == ActionDef::Kind::Radio && !toolsStarted) {
        m_toolbar->AddSeparator();
        toolsStarted = true;
      }
      const wxString label = wxString::FromUTF8(cleanLabel(a.label)).BeforeFirst('.');
      m_toolbar->AddTool(m_ids.at(a.id), label, toolBitmap(a), wxString::FromUTF8(a.help),
                         a.kind == ActionDef::Kind::Radio ? wxITEM_RADIO : wxITEM_NORMAL);
    }
  }
  m_toolbar->Realize();
}

// ---------------------------------------------------------------------------------------

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
  }
  c.activeTool = m_tools.active() ? m_tools.active()->id() : "";
  const MapViewOptions& o = m_canvas->view().options();
  c.gridVisible = o.layers.grid;
  c.backgroundVisible = o.layers.background;
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

void MainFrame::updateUi() {
  const ActionContext c = actionContext();
  wxMenuBar* bar = GetMenuBar();
  for (const auto& area : actionAreas()) {
    for (const auto& a : *area.actions) {
      if (a.id.empty()) continue;
      const int id = m_ids.at(a.id);
      const bool enabled = m_handlers.count(a.id) && isEnabled(a, c);
      if (bar && bar->FindItem(id)) {
        bar->Enable(id, enabled);
        if (a.checked && a.kind != ActionDef::Kind::Normal) bar->Check(id, a.checked(c));
      }
      if (m_toolbar && m_toolbar->FindById(id)) {
        m_toolbar->EnableTool(id, enabled);
        if (a.checked && a.kind == ActionDef::Kind::Radio) m_toolbar->ToggleTool(id, a.checked(c));
      }
    }
  }
  // Undo and redo say what they will do.
  if (bar && m_doc) {
    const auto& undo = *findAction("editor.edit.undo");
    const auto& redo = *findAction("editor.edit.redo");
    const std::string u = c.canUndo ? "&Undo " + m_doc->history().undoLabel() : "&Undo";
    const std::string r = c.canRedo ? "&Redo " + m_doc->history().redoLabel() : "&Redo";
    bar->SetLabel(m_ids.at(undo.id), menuText(undo, u));
    bar->SetLabel(m_ids.at(redo.id), menuText(redo, r));
  }
  wxString title = "Hexwright";
  if (m_doc) {
    title = wxString::FromUTF8(m_doc->displayName()) + (m_doc->isModified() ? "*" : "") + L" — " +
            wxString::FromUTF8(m_doc->scenario().title) + L" — Hexwright";
  }
  if (GetTitle() != title) SetTitle(title);
}

// ---------------------------------------------------------------------------------------

void MainFrame::setDocument(std::unique_ptr<Document> doc) {
  if (m_canvas->toolContext()) m_tools.cancel(*m_canvas->toolContext());
  if (m_doc) {
    m_doc->unsubscribe(m_subscription);
    m_recovery.discard(m_slot);
  }
  // Views first let go of the old document.
  m_canvas->setDocument(nullptr);
  m_doc = std::move(doc);
  m_autosavedRevision = m_doc ? m_doc->revision() : 0;
  if (m_doc) m_subscription = m_doc->subscribe([this](const DocumentChange& c) { onDocumentChange(c); });
  m_canvas->setDocument(m_doc.get());
  m_oob->setDocument(m_doc.get());
  m_properties->setDocument(m_doc.get());
  m_diagnostics->setDocument(m_doc.get());
  m_history->setDocument(m_doc.get());
  m_minimap->setDocument(m_doc.get());
  m_toolOptions->showFor(m_tools.active() ? m_tools.active()->id() : "select", m_doc.get());
  reloadBackgrounds();
  updateUi();
}

void MainFrame::onDocumentChange(const DocumentChange& c) {
  switch (c.event) {
    case DocumentEvent::Edited:
      if (m_doc->gestureOpen()) break;  // panels catch up when the gesture ends
      if (c.changes.kinds & model::kChangeBackgrounds) reloadBackgrounds();
      if (c.changes.kinds & (model::kChangeOob | model::kChangeSetup)) m_oob->rebuild();
      m_properties->rebuild();
      m_history->rebuild();
      m_minimap->markStale();
      if (c.changes.kinds & model::kChangeSetup && m_tools.active() && m_tools.active()->id() == "unit")
        m_toolOptions->refresh();
      break;
    case DocumentEvent::SelectionChanged:
      m_properties->rebuild();
      m_oob->syncSelection();
      break;
    case DocumentEvent::DiagnosticsUpdated:
      m_diagnostics->rebuild();
      break;
    case DocumentEvent::FileChanged:
      break;
  }
  updateUi();
}

bool MainFrame::openFile(const fs::path& path) {
  model::Diagnostics d;
  auto doc = Document::open(path, d);
  if (!doc) {
    reportDiagnostics("Cannot open " + wxString::FromUTF8(path.string()), d);
    return false;
  }
  setDocument(std::move(doc));
  addRecent(path);
  if (d.count(model::Severity::Warning) > 0) SetStatusText(wxString::FromUTF8(formatDiagnostic(d.items().back())), 1);
  return true;
}

bool MainFrame::saveTo(const fs::path& path) {
  if (!m_doc) return false;
  model::Diagnostics d;
  if (!m_doc->saveAs(path, d)) {
    reportDiagnostics("Cannot save " + wxString::FromUTF8(path.string()), d);
    return false;
  }
  m_recovery.discard(m_slot);
  addRecent(path);
  SetStatusText("Saved " + wxString::FromUTF8(path.string()), 1);
  updateUi();
  return true;
}

bool MainFrame::saveInteractive(bool askPath) {
  if (!m_doc) return false;
  if (m_canvas->toolContext()) m_tools.cancel(*m_canvas->toolContext());
  std::optional<fs::path> path = askPath ? std::nullopt : m_doc->path();
  if (!path) path = askSavePath();
  if (!path) return false;
  return saveTo(*path);
}

bool MainFrame::confirmDiscard() {
  if (!m_doc || !m_doc->isModified()) return true;
  const int answer =
      askSaveChanges("Save the changes to " + wxString::FromUTF8(m_doc->displayName()) + " before closing it?");
  if (answer == wxID_CANCEL) return false;
  if (answer == wxID_YES) return saveInteractive(false);
  return true;
}

void MainFrame::addRecent(const fs::path& p) {
  m_recent.AddFileToHistory(wxString::FromUTF8(fs::absolute(p).string()));
  if (m_options.useConfig) m_recent.Save(*wxConfig::Get());
}

void MainFrame::reportDiagnostics(const wxString& what, const model::Diagnostics& d) {
  wxString text = what;
  for (const auto& item : d.items()) text += "\n" + wxString::FromUTF8(formatDiagnostic(item));
  showError(text);
}

void MainFrame::onClose(wxCloseEvent& e) {
  if (e.CanVeto() && !confirmDiscard()) {
    e.Veto();
    return;
  }
  m_timer.Stop();
  m_recovery.discard(m_slot);  // a normal exit leaves nothing to recover
  Destroy();
}

void MainFrame::onTimer(wxTimerEvent&) {
  if (!m_doc) return;
  m_doc->pollValidation();
  if (m_options.autosaveSeconds > 0 && m_doc->isModified() && !m_doc->gestureOpen() &&
      m_doc->revision() != m_autosavedRevision &&
      std::chrono::steady_clock::now() - m_lastAutosave > std::chrono::seconds(m_options.autosaveSeconds)) {
    autosaveNow();
  }
  SetStatusText(wxString::Format("map %.1f ms, frame %.1f ms", m_canvas->lastMapMs(), m_canvas->lastFrameMs()), 2);
}

bool MainFrame::autosaveNow() {
  if (!m_doc) return false;
  m_lastAutosave = std::chrono::steady_clock::now();
  model::Diagnostics d;
  if (!m_recovery.write(*m_doc, m_slot, d)) {
    SetStatusText("Autosave failed: " + (d.empty() ? wxString() : wxString::FromUTF8(d.items().front().message)), 1);
    return false;
  }
  m_autosavedRevision = m_doc->revision();
  return true;
}

bool MainFrame::offerRecovery() {
  auto orphans = m_recovery.orphans();
  for (const auto& entry : orphans) {
    if (!askRecover(entry)) {
      m_recovery.remove(entry);
      continue;
    }
    model::Diagnostics d;
    auto doc = Document::open(entry.bundle, d);
    if (!doc) {
      reportDiagnostics("Cannot read the recovered copy", d);
      continue;
    }
    doc->markRecovered(entry.original);
    setDocument(std::move(doc));
    // Keep the copy until the recovered document is saved or the editor closes normally.
    autosaveNow();
    m_recovery.remove(entry);
    return true;
  }
  return false;
}

void MainFrame::jumpTo(const model::Diagnostic& d) {
  if (!m_doc) return;
  const auto& s = m_doc->scenario();
  const auto& loc = d.location;
  std::optional<model::HexCoord> hex = loc.hex;
  if (!loc.unit.empty() && s.oob.findUnit(model::UnitId{loc.unit})) {
    m_doc->select(Selection::of(Selection::Kind::Unit, loc.unit));
    if (const auto* p = s.placementOf(model::UnitId{loc.unit}); p && p->hex && !hex) hex = p->hex;
  } else if (!loc.formation.empty()) {
    m_doc->select(Selection::of(Selection::Kind::Formation, loc.formation));
  } else if (loc.hexside) {
    m_doc->select(Selection::ofHexside(*loc.hexside));
    hex = loc.hexside->hex;
  } else if (hex) {
    m_doc->select(Selection::ofHex(*hex));
  }
  if (hex && s.map.contains(*hex)) m_canvas->centreOn(m_doc->layout().hexToWorld(*hex));
}

// ---------------------------------------------------------------------------------------

void MainFrame::pasteUnitsFromClipboard() {
  if (!m_doc) return;
  wxString text;
  if (wxTheClipboard->Open()) {
    if (wxTheClipboard->IsSupported(wxDF_UNICODETEXT)) {
      wxTextDataObject data;
      wxTheClipboard->GetData(data);
      text = data.GetText();
    }
    wxTheClipboard->Close();
  }
  if (text.empty()) return showError("The clipboard holds no text to paste.");
  auto [side, formation] = m_oob->target();
  const PasteResult r = pasteUnits(*m_doc, side, formation, text.utf8_string());
  wxString message = wxString::Format("Added %zu units.", r.added.size());
  for (const auto& e : r.errors) message += "\n" + wxString::FromUTF8(e);
  if (!r.errors.empty()) showError(message);
  SetStatusText(message.BeforeFirst('\n'), 1);
}

void MainFrame::reloadBackgrounds() {
  std::vector<exporters::BackgroundRaster> rasters;
  if (m_doc) {
    const auto bundle = m_doc->path() ? m_doc->path() : m_doc->loadedFrom();
    model::Diagnostics d;
    if (bundle) rasters = loadCanvasBackgrounds(m_doc->scenario(), *bundle, d);
    if (!d.empty()) SetStatusText(wxString::FromUTF8(d.items().front().message), 1);
  }
  m_canvas->view().setBackgrounds(std::move(rasters));
  m_canvas->invalidateAll();
}

void MainFrame::exportBundleInteractive() {
  if (!m_doc) return;
  wxFileDialog dlg(this, "Export Bundle", "", wxString::FromUTF8(m_doc->displayName()) + ".hexwz",
                   "Zipped bundle (*.hexwz)|*.hexwz", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
  if (dlg.ShowModal() != wxID_OK) return;
  fs::path out = dlg.GetPath().utf8_string();
  if (out.extension() != ".hexwz") out += ".hexwz";
  model::Diagnostics d;
  if (!io::saveBundle(m_doc->scenario(), out, d, m_doc->loadedFrom()))
    return reportDiagnostics("The bundle was not exported", d);
  SetStatusText("Exported " + wxString::FromUTF8(out.string()), 1);
}

void MainFrame::showAbout() {
  wxAboutDialogInfo info;
  info.SetName("Hexwright");
  info.SetVersion(HEXWRIGHT_VERSION);
  info.SetDescription("Author American Civil War wargame battles: maps, orders of battle, setups.");
  wxAboutBox(info, this);
}

}  // namespace hexwright::editor
