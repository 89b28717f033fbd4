#include "editor/gui/editor_app.h"

#include <wx/cmdline.h>
#include <wx/config.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/timer.h>

#include "editor/gui/main_frame.h"

namespace hexwright::editor {

void EditorApp::OnInitCmdLine(wxCmdLineParser& parser) {
  wxApp::OnInitCmdLine(parser);
  parser.AddParam("bundle", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
  parser.AddSwitch("", "no-recovery", "do not offer to recover autosaved documents");
  parser.AddOption("", "screenshot", "save a PNG of the window after start-up, then quit", wxCMD_LINE_VAL_STRING);
}

bool EditorApp::OnCmdLineParsed(wxCmdLineParser& parser) {
  if (parser.GetParamCount() > 0) m_bundle = parser.GetParam(0);
  m_noRecovery = parser.Found("no-recovery");
  parser.Found("screenshot", &m_screenshot);
  return wxApp::OnCmdLineParsed(parser);
}

bool EditorApp::OnInit() {
  if (!wxApp::OnInit()) return false;
  wxInitAllImageHandlers();
  SetAppName("hexwright-editor");
  SetVendorName("Hexwright");
  auto* frame = new MainFrame();
  frame->Show();
  if (m_noRecovery || !frame->offerRecovery()) openStartDocument(*frame, m_bundle);
  if (!m_screenshot.empty()) {
    // Let the window map, lay out and paint, then copy it from the screen.
    auto* timer = new wxTimer();
    timer->Bind(wxEVT_TIMER, [this, frame, timer](wxTimerEvent&) {
      const wxRect r = frame->GetScreenRect();
      wxBitmap shot(r.GetSize());
      {
        wxScreenDC screen;
        wxMemoryDC mem(shot);
        mem.Blit(0, 0, r.width, r.height, &screen, r.x, r.y);
      }
      shot.SaveFile(m_screenshot, wxBITMAP_TYPE_PNG);
      delete timer;
      frame->askSaveChanges = [](const wxString&) { return int(wxID_NO); };
      frame->Close(true);
    });
    timer->StartOnce(2500);
  }
  return true;
}

bool openStartDocument(MainFrame& frame, const wxString& bundle) {
  // Without a bundle the start page shows (recent files, New for each ruleset): no
  // blank battle the designer did not ask for.
  return !bundle.empty() && frame.openFile(bundle.utf8_string());
}

}  // namespace hexwright::editor
