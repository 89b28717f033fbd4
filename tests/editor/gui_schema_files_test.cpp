// Under X with real wx events: a bundle with load errors opened, listed and never saved
// over; placement states the schema does not allow shown greyed and refused in the
// property grid. (Ctrl+U typed on the keyboard: editor_keyboard/.)
#include <gtest/gtest.h>
#include <wx/listctrl.h>
#include <wx/propgrid/propgrid.h>
#include <wx/settings.h>

#include "editor/gui/panels.h"
#include "frame_fixture.h"
#include "model/edit/hex_commands.h"
#include "partial_bundle.h"
#include "states_ruleset.h"
#include "support/files.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;
using hexwright::testing::readFile;
using testing::FrameFixture;
using testing::hexAtOffset;
using testing::pump;

TEST(EditorGuiFiles, ABundleWithLoadErrorsIsListedAndSaveOffersSaveAsInstead) {
  REQUIRE_WX();
  FrameFixture f("partial");
  const auto bundle = testing::writePartialBundle(f.dir / "battle.hexw");
  const std::string oob = readFile(bundle.path / "oob.xml");
  const std::string scenario = readFile(bundle.path / "scenario.xml");
  ASSERT_TRUE(f.frame->openFile(bundle.path));
  EXPECT_TRUE(f.errors.empty());
  pump(100);
  // Every load problem is in the Diagnostics panel with its file and line.
  EXPECT_TRUE(f.frame->panelShown("diagnostics"));
  wxListCtrl* list = f.frame->diagnosticsPanel()->list();
  int located = 0;
  for (long i = 0; i < list->GetItemCount(); ++i) {
    const wxString where = list->GetItemText(i, 1);
    if (list->GetItemText(i, 3).StartsWith("bundle.") &&
        (where.Contains("oob.xml:") || where.Contains("scenario.xml:")))
      ++located;
  }
  EXPECT_EQ(located, 2);
  EXPECT_TRUE(f.frame->GetStatusBar()->GetStatusText(1).Contains("Opened in part"))
      << f.frame->GetStatusBar()->GetStatusText(1);

  // Save explains what would be lost and offers Save As; cancelled, nothing is written.
  int asked = 0;
  bool accept = false;
  f.frame->askSaveElsewhere = [&](const wxString& message) {
    ++asked;
    EXPECT_TRUE(message.Contains("opened in part")) << message;
    return accept;
  };
  f.doc().execute(std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(f.doc(), 1, 1)}, "woods"));
  f.frame->runAction("editor.file.save");
  EXPECT_EQ(asked, 1);
  EXPECT_TRUE(f.doc().isModified());
  EXPECT_EQ(readFile(bundle.path / "oob.xml"), oob);
  EXPECT_EQ(readFile(bundle.path / "scenario.xml"), scenario);
  // Accepted: the work goes to the bundle the user names (the fixture answers saved.hexw).
  accept = true;
  f.frame->runAction("editor.file.save");
  EXPECT_EQ(asked, 2);
  EXPECT_TRUE(fs::exists(f.dir / "saved.hexw" / "scenario.xml"));
  EXPECT_EQ(f.doc().path(), f.dir / "saved.hexw");
  EXPECT_FALSE(f.doc().isModified());
  EXPECT_EQ(readFile(bundle.path / "oob.xml"), oob);
  EXPECT_TRUE(f.errors.empty());
}

TEST(EditorGuiFiles, PlacementStatesTheSchemaDoesNotAllowAreGreyedAndRefused) {
  REQUIRE_WX();
  FrameFixture f("states");
  auto placed = testing::placedDocument();
  const std::string unit = placed.infantry;
  f.frame->setDocument(std::move(placed.doc));
  f.doc().select(Selection::of(Selection::Kind::Unit, unit));
  pump(100);
  wxPropertyGrid* grid = f.frame->propertyPanel()->grid();
  EXPECT_TRUE(grid->GetExtraStyle() & wxPG_EX_HELP_AS_TOOLTIPS);
  wxPGProperty* state = grid->GetPropertyByName("placement.state");
  ASSERT_NE(state, nullptr);
  const wxPGChoices& choices = state->GetChoices();
  ASSERT_EQ(choices.GetCount(), 4u);  // (none), line, column, prone
  int prone = -1, column = -1;
  for (unsigned i = 0; i < choices.GetCount(); ++i) {
    if (choices.GetLabel(i).StartsWith("prone")) prone = static_cast<int>(i);
    if (choices.GetLabel(i) == "column") column = static_cast<int>(i);
  }
  ASSERT_GE(prone, 0);
  ASSERT_GE(column, 0);
  const wxColour grey = wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT);
  EXPECT_EQ(choices.Item(static_cast<unsigned>(prone)).GetFgCol(), grey);
  EXPECT_NE(choices.Item(static_cast<unsigned>(column)).GetFgCol(), grey);
  // The tooltip (the property's help) says why, with the rules.
  EXPECT_TRUE(state->GetHelpString().Contains("Test Rules 6.0")) << state->GetHelpString();
  EXPECT_TRUE(state->GetHelpString().Contains("Prone Formation (Test Rules 7.4)")) << state->GetHelpString();
  // Choosing it as the user would is vetoed; an allowed state goes through as one step.
  EXPECT_FALSE(grid->ChangePropertyValue(state, prone));
  pump(50);
  EXPECT_EQ(f.doc().scenario().placementOf(model::UnitId{unit})->state, "");
  state = grid->GetPropertyByName("placement.state");
  ASSERT_NE(state, nullptr);
  EXPECT_TRUE(grid->ChangePropertyValue(state, column));
  pump(100);
  EXPECT_EQ(f.doc().scenario().placementOf(model::UnitId{unit})->state, "column");
}

}  // namespace
}  // namespace hexwright::editor
