#pragma once
// The application: parses the command line, opens the bundle it names (or the default
// scenario, or a new one), and offers crash recovery.
#include <wx/app.h>

namespace hexwright::editor {

class MainFrame;

class EditorApp : public wxApp {
 public:
  bool OnInit() override;
  void OnInitCmdLine(wxCmdLineParser& parser) override;
  bool OnCmdLineParsed(wxCmdLineParser& parser) override;

 private:
  wxString m_bundle;
  bool m_noRecovery = false;
  wxString m_screenshot;
};

/// Opens `bundle` when one was given (true when it opened); otherwise the frame keeps
/// its start page.
bool openStartDocument(MainFrame& frame, const wxString& bundle);

}  // namespace hexwright::editor
