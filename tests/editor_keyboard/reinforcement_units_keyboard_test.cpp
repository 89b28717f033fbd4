// The reinforcement schedule's units picked by name through the X server (XTest): a click
// on a row of the table, then the arrow keys and Space on a unit's name in the list beside
// it (issue #39 item 8). Runs alone with the other XTest tests (RUN_SERIAL).
#include <gtest/gtest.h>
#include <wx/checklst.h>
#include <wx/uiaction.h>

#include <functional>

#include "editor/core/oob_editing.h"
#include "editor/frame_fixture.h"
#include "editor/gui/dialogs.h"

namespace hexwright::editor {
namespace {

using testing::FrameFixture;
using testing::pump;

bool waitFor(const std::function<bool()>& done) {
  for (int i = 0; i < 60 && !done(); ++i) pump(50);
  return done();
}

TEST(EditorKeyboard, AnArrivalsUnitIsTickedByNameWithSpace) {
  REQUIRE_WX();
  FrameFixture f("reinforcement-keys");
  const auto brigade = addFormation(f.doc(), "union", "", "Gladden's Brigade");
  addUnit(f.doc(), "union", brigade, "", "21st Alabama");
  const auto alabama22 = addUnit(f.doc(), "union", brigade, "", "22nd Alabama");
  ReinforcementDialog dlg(f.frame, f.doc());
  dlg.Show();
  dlg.Raise();
  pump(200);
  wxGrid* grid = dlg.grid();
  grid->SetCellValue(1, 0, "r-gladden");
  grid->SetCellValue(1, 1, "2");
  wxUIActionSimulator sim;
  // A click on the second row's Turn cell makes it the row the list follows.
  const wxRect cell = grid->CellToRect(1, 1);
  ASSERT_TRUE(sim.MouseMove(grid->GetGridWindow()->ClientToScreen(cell.GetPosition() + wxPoint(5, cell.height / 2))));
  ASSERT_TRUE(sim.MouseClick());
  ASSERT_TRUE(waitFor([&] { return grid->GetGridCursorRow() == 1; }));
  wxCheckListBox* list = dlg.unitList();
  const int item = list->FindString("22nd Alabama", true);
  ASSERT_NE(item, wxNOT_FOUND);
  list->SetFocus();
  ASSERT_TRUE(waitFor([&] { return wxWindow::FindFocus() == list; }));
  // To the unit's name with the arrow keys, then Space ticks it.
  ASSERT_TRUE(sim.Char(WXK_HOME));
  for (int i = 0; i < item; ++i) ASSERT_TRUE(sim.Char(WXK_DOWN));
  ASSERT_TRUE(sim.Char(WXK_SPACE));
  EXPECT_TRUE(waitFor([&] { return grid->GetCellValue(1, 4) == "22nd Alabama"; })) << grid->GetCellValue(1, 4);
  EXPECT_EQ(dlg.unitsOf(1), (std::vector{model::UnitId{alabama22}}));
  EXPECT_TRUE(dlg.unitsOf(0).empty());
}

}  // namespace
}  // namespace hexwright::editor
