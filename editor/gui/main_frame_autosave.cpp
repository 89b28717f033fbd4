// Autosave into the recovery store, and recovery of what a crashed editor left.
#include <wx/datetime.h>

#include "editor/gui/dialogs.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/map_canvas.h"

namespace hexwright::editor {

namespace fs = std::filesystem;

void MainFrame::onTimer(wxTimerEvent&) {
  if (!m_doc) return;
  m_doc->pollValidation();
  // Autosave when editing pauses, or after autosaveSeconds of editing without a pause,
  // so at most a few seconds of work (and never more than autosaveSeconds) is at risk.
  if (m_options.autosaveSeconds <= 0 || !m_dirtySince || m_doc->gestureOpen()) return;
  if (!m_doc->isModified() || m_doc->revision() == m_autosavedRevision) {
    m_dirtySince.reset();
    return;
  }
  const auto now = std::chrono::steady_clock::now();
  if (now - m_lastEdit >= std::chrono::milliseconds(m_options.autosaveIdleMs) ||
      now - *m_dirtySince >= std::chrono::seconds(m_options.autosaveSeconds))
    autosaveNow();
}

bool MainFrame::autosaveNow() {
  if (!m_doc) return false;
  m_dirtySince.reset();
  model::Diagnostics d;
  if (!m_recovery.write(*m_doc, m_slot, d, &m_journal)) {
    SetStatusText("Autosave failed: " + (d.empty() ? wxString() : wxString::FromUTF8(d.items().front().message)), 1);
    return false;
  }
  m_autosavedRevision = m_doc->revision();
  SetStatusText(wxDateTime::Now().Format("Autosaved at %H:%M:%S"), 1);
  return true;
}

bool MainFrame::promptRecovery(const RecoveryStore::Entry& entry) {
  RecoveryPrompt prompt(this, wxString::FromUTF8(recoveryQuestion(entry, std::chrono::system_clock::now())));
  return showRecoveryPrompt(prompt) == wxID_YES;
}

bool MainFrame::offerRecovery() {
  auto orphans = m_recovery.orphans();
  for (const auto& entry : orphans) {
    if (!askRecover(entry)) {
      m_recovery.remove(entry);
      continue;
    }
    model::Diagnostics d;
    auto doc = RecoveryStore::recover(entry, d);
    if (!doc) {
      reportDiagnostics("Cannot read the recovered copy", d);
      continue;
    }
    setDocument(std::move(doc));
    // Keep the copy until the recovered document is saved or the editor closes normally.
    autosaveNow();
    m_recovery.remove(entry);
    return true;
  }
  return false;
}

}  // namespace hexwright::editor
