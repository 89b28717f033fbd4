#include "editor/gui/editor_app.h"

#include <wx/cmdline.h>
#include <wx/config.h>

#include "editor/gui/main_frame.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::editor {

void EditorApp::OnInitCmdLine(wxCmdLineParser& parser) {
  wxApp::OnInitCmdLine(parser);
  parser.AddParam("bundle", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
  parser.AddSwitch("", "no-recovery", "do not offer to recover autosaved documents");
}

bool EditorApp::OnCmdLineParsed(wxCmdLineParser& parser) {
  if (parser.GetParamCount() > 0) m_bundle = parser.GetParam(0);
  m_noRecovery = parser.Found("no-recovery");
  return wxApp::OnCmdLineParsed(parser);
}

bool EditorApp::OnInit() {
  if (!wxApp::OnInit()) return false;
  SetAppName("hexwright-editor");
  SetVendorName("Hexwright");
  auto* frame = new MainFrame();
  frame->Show();
  if (m_noRecovery || !frame->offerRecovery()) openStartDocument(*frame, m_bundle);
  return true;
}

bool openStartDocument(MainFrame& frame, const wxString& bundle) {
  if (!bundle.empty() && frame.openFile(bundle.utf8_string())) return true;
  model::Diagnostics d;
  for (const auto& id : io::availableRulesets()) {
    auto r = io::loadRulesetById(id, d);
    if (!r) continue;
    model::NewScenarioOptions o;
    if (r->gridKind == model::GridKind::Hex && (r->defaultColumns <= 0 || r->defaultRows <= 0)) o.columns = 30, o.rows = 20;
    frame.setDocument(Document::create(*r, o));
    return true;
  }
  return false;
}

}  // namespace hexwright::editor
