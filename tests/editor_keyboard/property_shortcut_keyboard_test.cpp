// A property typed into the Properties panel and committed with Enter, then a shortcut
// typed through the X server (XTest): the first Ctrl+S saves, the first Ctrl+Z undoes
// (issue #39 item 7: the first shortcut after a property edit used to be lost). Keys go to
// the focused window, so this suite runs alone (RUN_SERIAL, tests/CMakeLists.txt).
#include <gtest/gtest.h>
#include <wx/textctrl.h>
#include <wx/uiaction.h>

#include <functional>

#include "editor/frame_fixture.h"
#include "editor/gui/panels.h"

namespace hexwright::editor {
namespace {

using testing::FrameFixture;
using testing::pump;

/// The window manager, X server and CallAfter handlers answer in their own time, slower
/// on a loaded machine: waits up to three seconds for `done`.
bool waitFor(const std::function<bool()>& done) {
  for (int i = 0; i < 60 && !done(); ++i) pump(50);
  return done();
}

/// The selected formation's name, as the designer would change it: a click on its value,
/// the new text typed on the keyboard, Enter.
void typeFormationName(FrameFixture& f, const std::string& text) {
  f.frame->Raise();
  wxPropertyGrid* grid = f.frame->propertyPanel()->grid();
  wxPGProperty* name = grid->GetPropertyByName("name");
  ASSERT_NE(name, nullptr);
  const wxRect row = grid->GetPropertyRect(name, name);
  wxUIActionSimulator sim;
  // Twice: the first click selects the row, the second opens its editor.
  const wxPoint value = grid->ClientToScreen(wxPoint(grid->GetSplitterPosition() + 20, row.y + row.height / 2));
  for (int click = 0; click < 2 && !grid->GetEditorControl(); ++click) {
    ASSERT_TRUE(sim.MouseMove(value));
    ASSERT_TRUE(sim.MouseClick());
    waitFor([&] { return grid->GetEditorControl() != nullptr; });
  }
  auto* editor = dynamic_cast<wxTextCtrl*>(grid->GetEditorControl());
  ASSERT_NE(editor, nullptr);
  ASSERT_TRUE(waitFor([&] { return wxWindow::FindFocus() == editor; }));
  editor->SelectAll();  // what is typed replaces the old name
  ASSERT_TRUE(sim.Text(text.c_str()));
  ASSERT_TRUE(sim.Char(WXK_RETURN));
}

std::string formationName(FrameFixture& f, const std::string& id) {
  const auto* formation = f.doc().scenario().oob.findFormation(model::FormationId{id});
  return formation ? formation->name : std::string{};
}

TEST(EditorKeyboard, CtrlSRightAfterAPropertyEditSaves) {
  REQUIRE_WX();
  FrameFixture f("property-ctrl-s");
  f.frame->runAction("editor.oob.addFormation");
  const std::string formation = f.doc().selection().id;
  // Saved before the edit, so only the edit leaves something to save.
  ASSERT_TRUE(f.frame->saveTo(f.dir / "battle.hexw"));
  pump(100);
  typeFormationName(f, "Gladden");
  ASSERT_TRUE(waitFor([&] { return formationName(f, formation) == "Gladden"; }));
  ASSERT_TRUE(f.doc().isModified());
  pump(100);
  wxUIActionSimulator sim;
  ASSERT_TRUE(sim.Char('s', wxMOD_CONTROL));  // once
  EXPECT_TRUE(waitFor([&] { return !f.doc().isModified(); })) << "the first Ctrl+S after the edit did not save";
}

TEST(EditorKeyboard, CtrlZRightAfterAPropertyEditUndoesIt) {
  REQUIRE_WX();
  FrameFixture f("property-ctrl-z");
  f.frame->runAction("editor.oob.addFormation");
  const std::string formation = f.doc().selection().id;
  const std::string before = formationName(f, formation);
  pump(100);
  typeFormationName(f, "Gladden");
  ASSERT_TRUE(waitFor([&] { return formationName(f, formation) == "Gladden"; }));
  pump(100);
  wxUIActionSimulator sim;
  ASSERT_TRUE(sim.Char('z', wxMOD_CONTROL));  // once
  EXPECT_TRUE(waitFor([&] { return formationName(f, formation) == before; }))
      << "the first Ctrl+Z after the edit did not undo it";
}

}  // namespace
}  // namespace hexwright::editor
