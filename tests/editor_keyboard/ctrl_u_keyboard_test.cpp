// A key typed on the keyboard, through the X server (XTest), not a synthesised event. The
// X server gives it to whichever window has the focus, and a GUI test running beside this
// one on the same display may take the focus; so this suite runs alone (RUN_SERIAL,
// tests/CMakeLists.txt).
#include <gtest/gtest.h>
#include <wx/uiaction.h>

#include "editor/frame_fixture.h"

namespace hexwright::editor {
namespace {

using testing::FrameFixture;
using testing::pump;

TEST(EditorGuiFiles, CtrlUTypedOnTheKeyboardAddsAUnit) {
  REQUIRE_WX();
  FrameFixture f("ctrl-u");
  f.frame->runAction("editor.oob.addFormation");
  const std::size_t units = f.doc().scenario().oob.units.size();
  f.frame->Raise();
  f.canvas().SetFocus();
  // The window manager and X server answer in their own time, slower on a loaded machine:
  // wait for the focus and then for the key's effect, up to a few seconds each.
  for (int i = 0; i < 60 && wxWindow::FindFocus() != &f.canvas(); ++i) pump(50);
  pump(100);
  // A real key press through the X server (XTest), not a synthesised menu event.
  wxUIActionSimulator sim;
  ASSERT_TRUE(sim.Char('u', wxMOD_CONTROL));
  for (int i = 0; i < 60 && f.doc().scenario().oob.units.size() == units; ++i) pump(50);
  EXPECT_EQ(f.doc().scenario().oob.units.size(), units + 1);
  // The new unit is the one the command selects for editing.
  EXPECT_EQ(f.doc().selection().kind, Selection::Kind::Unit);
}

}  // namespace
}  // namespace hexwright::editor
