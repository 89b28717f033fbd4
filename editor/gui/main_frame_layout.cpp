// The frame's layout: the centre (tool options, canvas, start page), the dockable
// panels, View > Panels, and the layout and window size kept across restarts.
#include <wx/display.h>

#include "editor/core/tool_settings_io.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/panels.h"
#include "editor/gui/start_page.h"
#include "editor/gui/tool_options.h"
#include "editor/render/scan_view.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

// Bump when panes are added or renamed: an old perspective would hide the new ones.
const wxString kLayoutKey = "/Layout/perspective-2";

}  // namespace

const std::vector<std::string>& MainFrame::panelNames() {
  static const std::vector<std::string> names{"oob", "properties", "diagnostics", "history", "layers", "minimap"};
  return names;
}

void MainFrame::buildPanels() {
  m_centre = new wxPanel(this);
  m_toolOptions = new ToolOptionsBar(m_centre, m_settings);
  m_canvas = new MapCanvas(m_centre, m_tools, m_settings);
  m_startPage = new StartPage(m_centre);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(m_toolOptions, 0, wxEXPAND | wxALL, 2);
  sizer->Add(m_canvas, 1, wxEXPAND);
  sizer->Add(m_startPage, 1, wxEXPAND);
  m_centre->SetSizer(sizer);
  installUnitDropTarget(*m_canvas);

  m_oob = new OobPanel(this);
  m_properties = new PropertyPanel(this);
  m_diagnostics = new DiagnosticsPanel(this);
  m_history = new HistoryPanel(this);
  m_layers = new LayersPanel(this);
  m_minimap = new MiniMap(this, *m_canvas);

  // Every pane can be closed and floated; View > Panels brings each back.
  auto pane = [](const char* name, const char* caption) {
    return wxAuiPaneInfo().Name(name).Caption(caption).CloseButton(true).MaximizeButton(false).MinSize(160, 80);
  };
  m_aui.AddPane(m_centre, wxAuiPaneInfo().Name("canvas").CenterPane());
  m_aui.AddPane(m_oob, pane("oob", "Order of Battle").Right().Row(0).BestSize(320, 400));
  m_aui.AddPane(m_properties, pane("properties", "Properties").Right().Row(0).Position(1).BestSize(320, 400));
  m_aui.AddPane(m_diagnostics, pane("diagnostics", "Diagnostics").Bottom().BestSize(800, 200));
  m_aui.AddPane(m_history, pane("history", "History").Bottom().Position(1).BestSize(260, 200));
  m_aui.AddPane(m_minimap, pane("minimap", "Overview").Left().BestSize(220, 170));
  m_aui.AddPane(m_layers, pane("layers", "Layers").Left().Position(1).BestSize(220, 420));
  m_aui.Bind(wxEVT_AUI_PANE_CLOSE, [this](wxAuiManagerEvent& e) {
    e.Skip();
    CallAfter([this] { updateUi(); });  // the View > Panels checks follow
  });

  m_canvas->onPointerStatus = [this](const wxString& s) { SetStatusText(s, 0); };
  m_canvas->onViewChanged = [this] {
    if (m_minimap) m_minimap->viewMoved();
  };
  m_canvas->onUnhandledKey = [this](const wxKeyEvent& e) { return handleShortcut(e); };
  m_layers->onChange = [this](const MapViewOptions& o) { setViewOptions(o); };
  m_diagnostics->onJump = [this](std::size_t i) {
    if (m_doc && i < m_doc->diagnostics().items().size()) jumpTo(m_doc->diagnostics().items()[i]);
  };
  m_oob->onArmUnit = [this](const std::string& unit) {
    m_settings.unitId = unit;
    setTool("unit");
  };
  m_oob->onAction = [this](const std::string& id) { runAction(id); };
  m_properties->onMessage = [this](const wxString& s) { SetStatusText(s, 1); };
  m_toolOptions->onChanged = [this] { storeToolSettings(); };
  m_toolOptions->onAction = [this](const std::string& id) {
    runAction(id);
    m_canvas->SetFocus();  // Z, H and V go on working from the keyboard
  };
  m_startPage->onNew = [this](const std::string& id) { newScenario(id); };
  m_startPage->onOpen = [this] { runAction("editor.file.open"); };
  m_startPage->onOpenFile = [this](const fs::path& p) { openFile(p); };
}

void MainFrame::showStartPage(bool show) {
  if (show) {
    std::vector<fs::path> recent;
    for (size_t i = 0; i < m_recent.GetCount(); ++i) recent.emplace_back(m_recent.GetHistoryFile(i).utf8_string());
    m_startPage->setRecent(recent);
  }
  m_startPage->Show(show);
  m_canvas->Show(!show);
  m_toolOptions->Show(!show);
  m_centre->Layout();
}

void MainFrame::showPanel(const std::string& name, bool show) {
  wxAuiPaneInfo& pane = m_aui.GetPane(wxString::FromUTF8(name));
  if (!pane.IsOk()) return;
  pane.Show(show);
  m_aui.Update();
  updateUi();
}

bool MainFrame::panelShown(const std::string& name) const {
  const wxAuiPaneInfo& pane = const_cast<wxAuiManager&>(m_aui).GetPane(wxString::FromUTF8(name));
  return pane.IsOk() && pane.IsShown();
}

void MainFrame::saveLayout() {
  wxConfigBase* c = config();
  if (!c) return;
  c->Write(kLayoutKey, m_aui.SavePerspective());
  c->Write("/Layout/maximized", IsMaximized());
  if (!IsMaximized()) {
    const wxRect r = GetRect();
    c->Write("/Layout/x", r.x);
    c->Write("/Layout/y", r.y);
    c->Write("/Layout/width", r.width);
    c->Write("/Layout/height", r.height);
  }
  c->Flush();
}

bool MainFrame::restoreLayout() {
  wxConfigBase* c = config();
  if (!c || !c->HasEntry(kLayoutKey)) return false;
  long w = 0, h = 0, x = 0, y = 0;
  if (c->Read("/Layout/width", &w) && c->Read("/Layout/height", &h) && w > 200 && h > 150) {
    c->Read("/Layout/x", &x);
    c->Read("/Layout/y", &y);
    // Only where some screen shows it (a monitor may have gone since).
    const wxRect wanted(static_cast<int>(x), static_cast<int>(y), static_cast<int>(w), static_cast<int>(h));
    if (wxDisplay::GetFromPoint(wanted.GetTopLeft() + wxPoint(40, 40)) != wxNOT_FOUND)
      SetSize(wanted);
    else
      SetSize(wanted.GetSize());
  }
  bool maximized = false;
  if (c->Read("/Layout/maximized", &maximized) && maximized) Maximize();
  const bool ok = m_aui.LoadPerspective(c->Read(kLayoutKey, ""), true);
  updateUi();
  return ok;
}

void MainFrame::restoreToolSettings() {
  m_settingsRuleset = m_doc ? m_doc->ruleset().id : std::string{};
  wxConfigBase* c = config();
  if (!c || m_settingsRuleset.empty()) return;
  SettingsMap values;
  for (const auto& [key, value] : saveToolSettings(m_settings)) {
    wxString text;
    if (c->Read(wxString::FromUTF8("/Tools/" + m_settingsRuleset + "/" + key), &text)) values[key] = text.utf8_string();
  }
  loadToolSettings(m_settings, values);
}

void MainFrame::storeToolSettings() {
  wxConfigBase* c = config();
  if (!c || m_settingsRuleset.empty()) return;
  for (const auto& [key, value] : saveToolSettings(m_settings))
    c->Write(wxString::FromUTF8("/Tools/" + m_settingsRuleset + "/" + key), wxString::FromUTF8(value));
  c->Flush();
}

void MainFrame::setViewOptions(const MapViewOptions& o) {
  m_canvas->setViewOptions(o);
  m_layers->setOptions(o);
  storeBundleView();
  updateUi();
}

// Per bundle, in the user's configuration rather than in the bundle: the bundle format
// owns no file for a view (docs/bundle-format.md, "What a save owns"), a .hexwz would have
// to be rewritten to keep one, and how a designer looks at a scan is not the scenario.
void MainFrame::restoreBundleView() {
  MapViewOptions o = m_canvas->view().options();
  o = showingScan(o, false);  // a bundle with nothing remembered starts on the usual view
  o.backgroundOpacity = 1.0;
  wxConfigBase* c = config();
  wxString text;
  if (c && m_doc && m_doc->path() &&
      c->Read(wxString::FromUTF8("/Bundles/" + bundleViewKey(*m_doc->path()) + "/view"), &text))
    o = withScanViewText(o, text.utf8_string());
  m_canvas->setViewOptions(o);
  m_layers->setOptions(o);
}

void MainFrame::storeBundleView() {
  wxConfigBase* c = config();
  if (!c || !m_doc || !m_doc->path()) return;
  const std::string group = "/Bundles/" + bundleViewKey(*m_doc->path());
  c->Write(wxString::FromUTF8(group + "/path"), wxString::FromUTF8(m_doc->path()->string()));
  c->Write(wxString::FromUTF8(group + "/view"), wxString::FromUTF8(scanViewText(m_canvas->view().options())));
  c->Flush();
}

}  // namespace hexwright::editor
