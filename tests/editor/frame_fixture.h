#pragma once
// The real MainFrame under X for GUI tests: no dialogs that could block (each prompt is
// answered by the fixture), synthetic mouse events through wx's own dispatch.
#include <unistd.h>
#include <wx/menu.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "editor/gui/main_frame.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/new_scenario_dialog.h"
#include "editor_fixture.h"
#include "wx_environment.h"

namespace hexwright::editor::testing {

inline std::filesystem::path scratchDir(const std::string& name, bool keep = false) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("hexwright-editor-tests-" + std::to_string(::getpid())) / name;
  if (!keep) std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

/// A frame with a fresh test document and no dialogs that could block.
struct FrameFixture {
  /// `configure` adjusts the options (a config file to test restarts, autosave timing).
  explicit FrameFixture(const std::string& name = "frame", std::function<void(FrameOptions&)> configure = {},
                        bool withDocument = true, bool keepDir = false)
      : keep(keepDir) {
    dir = scratchDir(name, keepDir);
    FrameOptions o;
    o.recoveryDir = dir / "recovery";
    o.autosaveSeconds = 0;
    o.useConfig = false;
    if (configure) configure(o);
    frame = new MainFrame(o);
    frame->askSaveChanges = [this](const wxString&) {
      ++prompts;
      return answer;
    };
    frame->showError = [this](const wxString& m) { errors.push_back(m.utf8_string()); };
    frame->askSavePath = [this]() -> std::optional<std::filesystem::path> { return dir / "saved.hexw"; };
    frame->askRecover = [](const RecoveryStore::Entry&) { return true; };
    frame->SetSize(1280, 860);
    frame->Show();
    frame->showNewDialog = [](NewScenarioDialog&) { return int(wxID_CANCEL); };
    if (withDocument) frame->setDocument(testing::testDocument());
    pump(150);
  }
  ~FrameFixture() {
    if (frame) {
      frame->askSaveChanges = [](const wxString&) { return int(wxID_NO); };
      frame->Close(true);
      pump(20);
    }
    if (!keep) std::filesystem::remove_all(dir);
  }
  Document& doc() { return *frame->document(); }
  MapCanvas& canvas() { return *frame->canvas(); }

  wxPoint screenOf(model::HexCoord h) {
    const auto p = canvas().viewport().worldToScreen(doc().layout().hexToWorld(h));
    return {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))};
  }
  wxPoint screenOf(model::Vec2 w) {
    const auto p = canvas().viewport().worldToScreen(w);
    return {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))};
  }
  /// A synthetic mouse event through wx's own dispatch.
  void mouse(wxEventType type, wxPoint p, bool leftDown, bool ctrl = false, bool shift = false) {
    wxMouseEvent e(type);
    e.SetEventObject(&canvas());
    e.SetPosition(p);
    e.m_leftDown = leftDown;
    e.SetControlDown(ctrl);
    e.SetShiftDown(shift);
    canvas().GetEventHandler()->ProcessEvent(e);
  }
  void click(wxPoint p) {
    mouse(wxEVT_MOTION, p, false);
    mouse(wxEVT_LEFT_DOWN, p, true);
    mouse(wxEVT_LEFT_UP, p, false);
  }
  void drag(const std::vector<wxPoint>& points) {
    mouse(wxEVT_LEFT_DOWN, points.front(), true);
    for (std::size_t i = 1; i < points.size(); ++i) mouse(wxEVT_MOTION, points[i], true);
    mouse(wxEVT_LEFT_UP, points.back(), false);
  }
  wxString menuLabel(const std::string& action) {
    wxMenuBar* bar = frame->GetMenuBar();
    for (size_t m = 0; m < bar->GetMenuCount(); ++m)
      for (wxMenuItem* item : bar->GetMenu(m)->GetMenuItems())
        if (item->GetHelp().utf8_string() == findAction(action)->help) return item->GetItemLabelText();
    return {};
  }

  std::filesystem::path dir;
  bool keep = false;
  MainFrame* frame = nullptr;
  int prompts = 0;
  int answer = wxID_NO;
  std::vector<std::string> errors;
};

}  // namespace hexwright::editor::testing
