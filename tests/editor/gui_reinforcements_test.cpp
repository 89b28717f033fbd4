// The reinforcement schedule under X: an arrival's units are ticked by name in the list
// beside the grid, and the schedule stores their ids (issue #39 item 8).
#include <gtest/gtest.h>
#include <wx/checklst.h>
#include <wx/combobox.h>

#include "editor/core/oob_editing.h"
#include "editor/gui/dialogs.h"
#include "frame_fixture.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor {
namespace {

using testing::FrameFixture;
using testing::pump;

constexpr int kAreaColumn = 3;
constexpr int kUnitsColumn = 4;

/// A click on an item's box: wx toggles it, then tells the dialog which item it was.
void tick(wxCheckListBox* list, unsigned item) {
  list->Check(item, !list->IsChecked(item));
  wxCommandEvent e(wxEVT_CHECKLISTBOX, list->GetId());
  e.SetEventObject(list);
  e.SetInt(static_cast<int>(item));
  list->GetEventHandler()->ProcessEvent(e);
}

int indexOf(wxCheckListBox* list, const wxString& label) { return list->FindString(label, true); }

TEST(EditorGui, ReinforcementUnitsArePickedByNameAndStoredById) {
  REQUIRE_WX();
  FrameFixture f("reinforcements");
  const auto brigade = addFormation(f.doc(), "union", "", "Gladden's Brigade");
  const auto alabama21 = addUnit(f.doc(), "union", brigade, "", "21st Alabama");
  const auto alabama22 = addUnit(f.doc(), "union", brigade, "", "22nd Alabama");
  ReinforcementDialog dlg(f.frame, f.doc());
  dlg.Show();
  pump();
  wxGrid* grid = dlg.grid();
  wxCheckListBox* list = dlg.unitList();
  // The list names units; no id is shown.
  const int second = indexOf(list, "22nd Alabama");
  ASSERT_NE(second, wxNOT_FOUND);
  EXPECT_EQ(indexOf(list, wxString::FromUTF8(alabama22)), wxNOT_FOUND);
  // A new arrival in the first row: its id and turn typed, its units ticked by name.
  grid->SetCellValue(0, 0, "r-gladden");
  grid->SetCellValue(0, 1, "3");
  grid->SetGridCursor(0, 1);
  tick(list, static_cast<unsigned>(second));
  tick(list, static_cast<unsigned>(indexOf(list, "21st Alabama")));
  EXPECT_EQ(grid->GetCellValue(0, kUnitsColumn), "22nd Alabama, 21st Alabama");
  EXPECT_TRUE(grid->IsReadOnly(0, kUnitsColumn));  // names are shown, not typed
  // The list follows the grid's row: the next row has none ticked, the first keeps its two.
  grid->SetGridCursor(1, 0);
  EXPECT_FALSE(list->IsChecked(static_cast<unsigned>(second)));
  grid->SetGridCursor(0, 0);
  EXPECT_TRUE(list->IsChecked(static_cast<unsigned>(second)));
  // Untick one: it leaves the row.
  tick(list, static_cast<unsigned>(indexOf(list, "21st Alabama")));
  EXPECT_EQ(grid->GetCellValue(0, kUnitsColumn), "22nd Alabama");
  wxString error;
  ASSERT_TRUE(dlg.apply(error)) << error;
  const auto& schedule = f.doc().scenario().reinforcements;
  ASSERT_EQ(schedule.size(), 1u);
  EXPECT_EQ(schedule[0].turn, 3);
  EXPECT_EQ(schedule[0].units, (std::vector{model::UnitId{alabama22}}));
  EXPECT_EQ(f.doc().history().undoLabel(), "Add Reinforcement: r-gladden");  // one step
  dlg.Hide();
  // Opened again, the row shows the arrival's units by name and its box ticked.
  ReinforcementDialog again(f.frame, f.doc());
  EXPECT_EQ(again.grid()->GetCellValue(0, kUnitsColumn), "22nd Alabama");
  EXPECT_TRUE(again.unitList()->IsChecked(static_cast<unsigned>(indexOf(again.unitList(), "22nd Alabama"))));
  EXPECT_FALSE(again.unitList()->IsChecked(static_cast<unsigned>(indexOf(again.unitList(), "21st Alabama"))));
}

// The Entry area is picked by name from the map's areas; the schedule stores its id.
TEST(EditorGui, ReinforcementEntryAreaIsPickedByName) {
  REQUIRE_WX();
  FrameFixture f("reinforcement-area");
  model::NamedArea ford;
  ford.id = model::AreaId{"a-17"};
  ford.name = "Lee and Gordon's Mill";
  ford.kind = "entry";
  f.doc().execute(std::make_unique<model::SetArea>("a-17", ford));
  ReinforcementDialog dlg(f.frame, f.doc());
  dlg.Show();
  pump();
  wxGrid* grid = dlg.grid();
  grid->SetCellValue(0, 0, "r-mill");
  grid->SetCellValue(0, 1, "2");
  // The cell's editor is a list of the areas' names; the id is not among them.
  grid->SetGridCursor(0, kAreaColumn);
  grid->EnableCellEditControl();
  wxGridCellEditor* editor = grid->GetCellEditor(0, kAreaColumn);
  auto* combo = dynamic_cast<wxComboBox*>(editor->GetControl());
  ASSERT_NE(combo, nullptr);
  EXPECT_NE(combo->FindString("Lee and Gordon's Mill", true), wxNOT_FOUND);
  EXPECT_EQ(combo->FindString("a-17"), wxNOT_FOUND);
  combo->SetStringSelection("Lee and Gordon's Mill");
  editor->DecRef();
  grid->DisableCellEditControl();  // commits the pick, as leaving the cell does
  EXPECT_EQ(grid->GetCellValue(0, kAreaColumn), "Lee and Gordon's Mill");
  wxString error;
  ASSERT_TRUE(dlg.apply(error)) << error;
  ASSERT_EQ(f.doc().scenario().reinforcements.size(), 1u);
  EXPECT_EQ(f.doc().scenario().reinforcements[0].entryArea, model::AreaId{"a-17"});
  dlg.Hide();
  ReinforcementDialog again(f.frame, f.doc());
  EXPECT_EQ(again.grid()->GetCellValue(0, kAreaColumn), "Lee and Gordon's Mill");
}

}  // namespace
}  // namespace hexwright::editor
