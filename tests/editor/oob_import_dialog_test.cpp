// Import ▸ Order of Battle through its dialog with real wx events: a line re-marked with
// a button, the army typed, the side chosen, Import clicked, one undo step.
#include "editor/gui/oob_import_dialog.h"

#include <gtest/gtest.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/listctrl.h>
#include <wx/textctrl.h>

#include <fstream>

#include "frame_fixture.h"

namespace hexwright::editor {
namespace {

using testing::FrameFixture;
using testing::pump;

wxButton* buttonLabelled(wxWindow* parent, const wxString& label) {
  for (wxWindow* w : parent->GetChildren())
    if (auto* b = dynamic_cast<wxButton*>(w); b && b->GetLabel() == label) return b;
  return nullptr;
}

void click(wxButton* b) {
  wxCommandEvent e(wxEVT_BUTTON, b->GetId());
  e.SetEventObject(b);
  b->GetEventHandler()->ProcessEvent(e);
  pump();
}

long rowOfLine(wxListCtrl* list, int line) {
  for (long i = 0; i < list->GetItemCount(); ++i)
    if (static_cast<int>(list->GetItemData(i)) == line) return i;
  return -1;
}

TEST(EditorGui, ImportAnOrderOfBattleThroughItsReviewDialog) {
  REQUIRE_WX();
  FrameFixture f("oob-import");
  const auto file = f.dir / "hare.txt";
  std::ofstream(file) << "First Brigade.\nCol. Abraham M. Hare (w).\n8th Illinois, Capt. James M. Ashmore (w).\n"
                         "18th Illinois\n~~ ~~\n";
  // Owned by the frame, as a dialog is; destroyed at the end.
  auto* owned = new OobImportDialog(f.frame, f.doc(), file);
  OobImportDialog& dlg = *owned;
  dlg.Show();
  pump();
  wxListCtrl* list = dlg.list();
  // The line nobody reads is listed, highlighted, with its line number.
  const long scrawl = rowOfLine(list, 5);
  ASSERT_GE(scrawl, 0);
  EXPECT_NE(list->GetItemText(scrawl, 1).Find("(not read)"), wxNOT_FOUND);
  EXPECT_NE(list->GetItemBackgroundColour(scrawl), list->GetBackgroundColour());
  // Mark it ignored with the button: the listing is read again at once.
  list->SetItemState(scrawl, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
  wxButton* ignored = buttonLabelled(&dlg, "I&gnored");
  ASSERT_NE(ignored, nullptr);
  click(ignored);
  EXPECT_LT(rowOfLine(list, 5), 0);
  // The army typed and the side chosen are read when the designer presses Enter / chooses.
  dlg.armyField()->SetValue("Army of the Tennessee");
  wxCommandEvent enter(wxEVT_TEXT_ENTER, dlg.armyField()->GetId());
  enter.SetEventObject(dlg.armyField());
  dlg.armyField()->GetEventHandler()->ProcessEvent(enter);
  dlg.sideChoice()->SetSelection(1);
  wxCommandEvent choose(wxEVT_CHOICE, dlg.sideChoice()->GetId());
  choose.SetEventObject(dlg.sideChoice());
  choose.SetInt(1);
  dlg.sideChoice()->GetEventHandler()->ProcessEvent(choose);
  pump();
  bool army = false;
  for (long i = 0; i < list->GetItemCount(); ++i)
    army = army || list->GetItemText(i, 1).StartsWith("Army of the Tennessee");
  EXPECT_TRUE(army);
  ASSERT_TRUE(dlg.importButton()->IsEnabled()) << dlg.review().error();
  const std::size_t before = f.doc().history().size();
  EXPECT_TRUE(f.doc().scenario().oob.units.empty());
  click(dlg.importButton());
  EXPECT_EQ(f.doc().history().size(), before + 1) << "one undo step";
  EXPECT_FALSE(f.doc().scenario().oob.units.empty());
  for (const auto& u : f.doc().scenario().oob.units) EXPECT_EQ(u.side.str(), "union") << u.name;
  ASSERT_TRUE(f.frame->runAction("editor.edit.undo"));
  EXPECT_TRUE(f.doc().scenario().oob.units.empty());
  owned->Destroy();
  pump();
}

}  // namespace
}  // namespace hexwright::editor
