#include "editor/gui/main_frame.h"

#include <wx/aboutdlg.h>
#include <wx/clipbrd.h>
#include <wx/config.h>
#include <wx/display.h>
#include <wx/fileconf.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/statusbr.h>

#include "editor/core/diagnostics_filter.h"
#include "editor/core/oob_editing.h"
#include "editor/gui/dialogs.h"
#include "editor/gui/import_export.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/new_scenario_dialog.h"
#include "editor/gui/panels.h"
#include "editor/gui/start_page.h"
#include "editor/gui/tool_options.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

namespace {

/// Large enough for the whole toolbar and the panels, never larger than the screen.
wxSize defaultFrameSize() {
  const wxRect screen = wxDisplay(0u).GetClientArea();
  return {std::min(1600, screen.width * 9 / 10), std::min(1000, screen.height * 9 / 10)};
}

}  // namespace

wxConfigBase* MainFrame::config() const {
  if (m_ownConfig) return m_ownConfig.get();
  return m_options.useConfig ? wxConfig::Get() : nullptr;
}

MainFrame::MainFrame(FrameOptions options)
    : wxFrame(nullptr, wxID_ANY, "Hexwright", wxDefaultPosition, defaultFrameSize()),
      m_options(std::move(options)),
      m_recovery(m_options.recoveryDir),
      m_timer(this) {
  m_slot = m_recovery.newSlot();
  if (!m_options.configFile.empty())
    m_ownConfig =
        std::make_unique<wxFileConfig>("hexwright-editor", "Hexwright",
                                       wxString::FromUTF8(m_options.configFile.string()), "", wxCONFIG_USE_LOCAL_FILE);
  m_aui.SetManagedWindow(this);
  askSaveChanges = [this](const wxString& message) {
    wxMessageDialog dlg(this, message, "Unsaved changes", wxYES_NO | wxCANCEL | wxICON_QUESTION);
    dlg.SetYesNoCancelLabels("&Save", "&Don't Save", "&Cancel");
    const int answer = dlg.ShowModal();
    return answer == wxID_YES ? wxID_YES : answer == wxID_NO ? wxID_NO : wxID_CANCEL;
  };
  askRecover = [this](const RecoveryStore::Entry& entry) { return promptRecovery(entry); };
  showRecoveryPrompt = [](RecoveryPrompt& prompt) { return prompt.ShowModal(); };
  askSaveElsewhere = [this](const wxString& message) {
    wxMessageDialog dlg(this, message, "Opened in part", wxOK | wxCANCEL | wxICON_WARNING);
    dlg.SetOKCancelLabels("Save &As…", "&Cancel");
    return dlg.ShowModal() == wxID_OK;
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
  showNewDialog = [](NewScenarioDialog& dialog) { return dialog.ShowModal(); };
  showGeoreferenceDialog = [](GeoreferenceDialog& dialog) { return dialog.ShowModal(); };

  CreateStatusBar(3);
  const int widths[] = {-3, -2, 260};
  SetStatusWidths(3, widths);
  buildPanels();
  bindActions();
  buildMenus();
  buildToolbar();
  m_aui.Update();
  m_defaultPerspective = m_aui.SavePerspective();
  if (wxConfigBase* c = config()) m_recent.Load(*c);
  // With no saved place, a known one: the recovery prompt that may follow at once is
  // centred on it.
  if (!restoreLayout()) Centre();
  showStartPage(true);

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

void MainFrame::onDocumentChange(const DocumentChange& c) {
  switch (c.event) {
    case DocumentEvent::Edited:
      if (m_doc->gestureOpen()) break;  // panels catch up when the gesture ends
      m_lastEdit = std::chrono::steady_clock::now();
      if (!m_dirtySince) m_dirtySince = m_lastEdit;
      m_journal.record(*m_doc);
      if (c.changes.kinds & model::kChangeBackgrounds) reloadBackgrounds();
      if (c.changes.kinds & (model::kChangeOob | model::kChangeSetup)) m_oob->rebuild();
      m_properties->rebuild();
      m_history->rebuild();
      m_minimap->markStale();
      if (c.changes.kinds & model::kChangeSetup && m_tools.active() && m_tools.active()->id() == "unit")
        m_toolOptions->refresh();
      if (c.changes.kinds & model::kChangeAreas && m_tools.active() && m_tools.active()->id() == "area")
        m_toolOptions->refresh();  // a new area joins the Area list, chosen
      break;
    case DocumentEvent::SelectionChanged:
      m_properties->rebuild();
      m_oob->syncSelection();
      break;
    case DocumentEvent::DiagnosticsUpdated:
      m_diagnostics->rebuild();
      SetStatusText(wxString::FromUTF8(countsText(countDiagnostics(m_doc->diagnostics()))), 2);
      break;
    case DocumentEvent::FileChanged:
      storeBundleView();  // Save As: the new bundle keeps the view
      break;
  }
  updateUi();
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

void MainFrame::showAbout() {
  wxAboutDialogInfo info;
  info.SetName("Hexwright");
  info.SetVersion(HEXWRIGHT_VERSION);
  info.SetDescription("Author American Civil War wargame battles: maps, orders of battle, setups.");
  wxAboutBox(info, this);
}

}  // namespace hexwright::editor
