// Opening, saving and closing documents, and the bundle's background rasters.
#include <wx/config.h>
#include <wx/filedlg.h>

#include "editor/core/background_loader.h"
#include "editor/core/diagnostics_filter.h"
#include "editor/core/tool_availability.h"
#include "editor/core/tools/tools.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/panels.h"
#include "editor/gui/tool_options.h"
#include "model/io/bundle.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

void MainFrame::setDocument(std::unique_ptr<Document> doc) {
  if (m_canvas->toolContext()) m_tools.cancel(*m_canvas->toolContext());
  if (m_doc) {
    m_doc->unsubscribe(m_subscription);
    m_recovery.discard(m_slot);
    storeToolSettings();
  }
  // Views first let go of the old document.
  m_canvas->setDocument(nullptr);
  m_doc = std::move(doc);
  m_autosavedRevision = m_doc ? m_doc->revision() : 0;
  m_dirtySince.reset();
  m_journal.clear();
  if (m_doc) m_journal.record(*m_doc);
  restoreToolSettings();
  if (m_doc) m_subscription = m_doc->subscribe([this](const DocumentChange& c) { onDocumentChange(c); });
  m_canvas->setDocument(m_doc.get());
  m_oob->setDocument(m_doc.get());
  m_properties->setDocument(m_doc.get());
  m_diagnostics->setDocument(m_doc.get());
  m_history->setDocument(m_doc.get());
  m_minimap->setDocument(m_doc.get());
  showStartPage(!m_doc);
  keepStampFor(m_doc.get());
  // A tool the new ruleset lacks (Elevation for a game without elevation) gives way.
  std::string tool = m_tools.active() ? m_tools.active()->id() : "select";
  if (m_doc && unavailableTools(m_doc->ruleset(), m_doc->scenario()).count(tool)) tool = "select";
  if (tool == "stamp" && !stampTool().stamp()) tool = "select";
  if (!m_tools.active() || m_tools.active()->id() != tool)
    setTool(tool);
  else
    m_toolOptions->showFor(tool, m_doc.get());
  SetStatusText(m_doc ? wxString::FromUTF8(countsText(countDiagnostics(m_doc->diagnostics()))) : wxString(), 2);
  reloadBackgrounds();
  restoreBundleView();
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
  if (m_doc->partialSource()) {
    // Every load problem is in the Diagnostics panel with its file and line.
    showPanel("diagnostics", true);
    SetStatusText(wxString::Format("Opened in part: %zu load error(s) listed in Diagnostics; Save will ask for "
                                   "another bundle",
                                   m_doc->loadProblems().count(model::Severity::Error)),
                  1);
  } else if (d.count(model::Severity::Warning) > 0) {
    SetStatusText(wxString::FromUTF8(formatDiagnostic(d.items().back())), 1);
  }
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
  if (path && m_doc->isPartialSource(*path)) {
    // Saving back would drop the elements the load left out: Save As or nothing.
    if (!askSaveElsewhere(wxString::FromUTF8(m_doc->displayName()) +
                          " was opened in part: the elements with load errors (listed in Diagnostics) were left "
                          "out, and saving over it would lose them.\n\nSave the work as another bundle instead?"))
      return false;
    path.reset();
  }
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
  if (wxConfigBase* c = config()) m_recent.Save(*c);
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
  storeToolSettings();
  saveLayout();
  Destroy();
}

void MainFrame::reloadBackgrounds() {
  std::vector<exporters::BackgroundRaster> rasters;
  if (m_doc) {
    const auto bundle = m_doc->path() ? m_doc->path() : m_doc->loadedFrom();
    model::Diagnostics d;
    if (m_doc->stagedFiles().empty())
      rasters = loadCanvasBackgrounds(m_doc->scenario(), bundle, d);
    else
      rasters = loadCanvasBackgrounds(m_doc->scenario(), bundle, d, 4096, m_doc->stagedFiles(), m_doc->stagingDir());
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

}  // namespace hexwright::editor
