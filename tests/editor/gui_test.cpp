// The real main window under X (Xvfb in ./test): actions and tools driven with synthetic
// wx events, save / reopen / compare, the unsaved-changes prompt, autosave recovery and a
// screenshot checked to be a drawn map.
#include <gtest/gtest.h>
#include <wx/choice.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/menu.h>

#include <filesystem>
#include <map>

#include "editor/core/editing.h"
#include "editor/core/oob_editing.h"
#include "editor/gui/dialogs.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/map_canvas.h"
#include "editor/gui/new_scenario_dialog.h"
#include "editor/gui/panels.h"
#include "editor/gui/tool_options.h"
#include "editor_fixture.h"
#include "frame_fixture.h"
#include "model/edit/entity_commands.h"
#include "model/io/bundle.h"
#include "wx_environment.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;
using testing::FrameFixture;
using testing::hexAtOffset;
using testing::pump;

TEST(EditorGui, TheMainWindowHasMenusToolbarAndPanels) {
  REQUIRE_WX();
  FrameFixture f("window");
  wxMenuBar* bar = f.frame->GetMenuBar();
  ASSERT_NE(bar, nullptr);
  EXPECT_EQ(bar->GetMenuCount(), actionAreas().size());
  EXPECT_EQ(bar->GetMenuLabelText(0), "File");
  EXPECT_NE(f.frame->GetToolBar(), nullptr);
  EXPECT_TRUE(f.canvas().IsShownOnScreen());
  EXPECT_GT(f.canvas().GetClientSize().x, 200);
  EXPECT_TRUE(f.frame->GetTitle().Contains("Untitled"));
  // The OOB tree lists both sides.
  EXPECT_EQ(f.frame->oobPanel()->tree()->GetChildrenCount(f.frame->oobPanel()->tree()->GetRootItem(), false), 2u);
}

TEST(EditorGui, PaintAHexUndoAndRedoThroughTheMenu) {
  REQUIRE_WX();
  FrameFixture f("paint");
  ASSERT_TRUE(f.frame->runAction("editor.tool.terrain"));
  EXPECT_EQ(f.frame->tools().active()->id(), "terrain");
  f.frame->settings().terrain = "woods";
  const auto h = hexAtOffset(f.doc(), 4, 3);
  f.click(f.screenOf(h));
  EXPECT_EQ(f.doc().scenario().map.terrainAt(h), "woods");
  EXPECT_EQ(f.menuLabel("editor.edit.undo"), "Undo Paint Terrain: Woods");
  EXPECT_TRUE(f.frame->GetTitle().Contains("Untitled*"));
  // A drag stroke over four hexes is one more step.
  f.drag({f.screenOf(hexAtOffset(f.doc(), 1, 5)), f.screenOf(hexAtOffset(f.doc(), 2, 5)),
          f.screenOf(hexAtOffset(f.doc(), 4, 5))});
  EXPECT_EQ(f.doc().scenario().map.terrainAt(hexAtOffset(f.doc(), 3, 5)), "woods");
  EXPECT_EQ(f.doc().history().size(), 2u);
  ASSERT_TRUE(f.frame->runAction("editor.edit.undo"));
  EXPECT_EQ(f.doc().scenario().map.terrainAt(hexAtOffset(f.doc(), 3, 5)), "clear");
  EXPECT_EQ(f.menuLabel("editor.edit.redo"), "Redo Paint Terrain: Woods");
  ASSERT_TRUE(f.frame->runAction("editor.edit.undo"));
  EXPECT_FALSE(f.frame->runAction("editor.edit.undo"));  // nothing left: disabled
  EXPECT_FALSE(f.doc().isModified());
  ASSERT_TRUE(f.frame->runAction("editor.edit.redo"));
  EXPECT_EQ(f.doc().scenario().map.terrainAt(h), "woods");
  pump();
  EXPECT_EQ(f.frame->historyPanel()->list()->GetCount(), 3u);  // opened + 2 steps
}

TEST(EditorGui, PaintAHexsideWithTheMouse) {
  REQUIRE_WX();
  FrameFixture f("hexside");
  f.frame->runAction("editor.tool.hexside");
  f.frame->settings().hexsideType = "creek";
  const auto h = hexAtOffset(f.doc(), 4, 4);
  const auto key = model::hexside(h, 1);
  f.click(f.screenOf(f.doc().layout().sideMidpoint(key)));
  ASSERT_NE(f.doc().scenario().map.featuresAt(key), nullptr);
  EXPECT_EQ(f.doc().scenario().map.featuresAt(key)->at(0).type, "creek");
  EXPECT_EQ(f.doc().history().undoLabel(), "Paint Hexside: Creek");
}

TEST(EditorGui, BuildAnOobAndPlaceAUnit) {
  REQUIRE_WX();
  FrameFixture f("units");
  ASSERT_TRUE(f.frame->runAction("editor.oob.addFormation"));
  const std::string formation = f.doc().selection().id;
  ASSERT_EQ(f.doc().selection().kind, Selection::Kind::Formation);
  pump();
  ASSERT_TRUE(f.frame->runAction("editor.oob.addUnit"));
  ASSERT_EQ(f.doc().selection().kind, Selection::Kind::Unit);
  const std::string unit = f.doc().selection().id;
  EXPECT_EQ(f.doc().scenario().oob.findUnit(model::UnitId{unit})->formation->value, formation);
  pump();
  // The property grid was built from the schema for the selected unit.
  wxPropertyGrid* grid = f.frame->propertyPanel()->grid();
  wxPGProperty* strength = grid->GetPropertyByName("attr:strength");
  ASSERT_NE(strength, nullptr);
  grid->ChangePropertyValue(strength, "15");  // out of range: refused
  pump();
  EXPECT_FALSE(f.doc().scenario().oob.findUnit(model::UnitId{unit})->attributes.count("strength"));
  grid->ChangePropertyValue(grid->GetPropertyByName("attr:strength"), "6");
  pump();
  EXPECT_EQ(model::intAttribute(f.doc().scenario().oob.findUnit(model::UnitId{unit})->attributes, "strength"), 6);
  // Drop the unit from the OOB tree onto a hex.
  const auto h = hexAtOffset(f.doc(), 5, 5);
  f.canvas().dropUnit(unit, f.screenOf(h));
  ASSERT_NE(f.doc().scenario().placementOf(model::UnitId{unit}), nullptr);
  EXPECT_EQ(*f.doc().scenario().placementOf(model::UnitId{unit})->hex, h);
  // And with the placement tool: arm a second unit, click a hex.
  f.frame->runAction("editor.oob.addUnit");
  const std::string second = f.doc().selection().id;
  f.frame->settings().unitId = second;
  f.frame->runAction("editor.tool.unit");
  f.click(f.screenOf(h));
  EXPECT_EQ(unitsAt(f.doc().scenario(), h), (std::vector<std::string>{unit, second}));
  // Delete takes the selected (top) unit off the map.
  EXPECT_TRUE(f.frame->runAction("editor.edit.delete"));
  EXPECT_EQ(unitsAt(f.doc().scenario(), h), (std::vector<std::string>{unit}));
}

TEST(EditorGui, DiagnosticsListJumpsToTheHex) {
  REQUIRE_WX();
  FrameFixture f("diagnostics");
  const auto h = hexAtOffset(f.doc(), 7, 6);
  f.doc().setValidator([h](const model::Scenario&, const model::Ruleset&) {
    model::Diagnostics d;
    model::Location loc;
    loc.hex = h;
    d.add(model::Severity::Error, "test.problem", "something is wrong here", loc);
    return d;
  });
  f.frame->runAction("editor.edit.validate");
  pump();
  wxListCtrl* list = f.frame->diagnosticsPanel()->list();
  ASSERT_EQ(list->GetItemCount(), 1);
  EXPECT_EQ(list->GetItemText(0, 2), "something is wrong here");
  EXPECT_EQ(list->GetItemText(0, 1), "hex 0807");
  list->SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
  pump();
  EXPECT_EQ(f.doc().selection(), Selection::ofHex(h));
  EXPECT_EQ(f.doc().problemHexes().count(h), 1u);
}

TEST(EditorGui, SaveReopenAndCompare) {
  REQUIRE_WX();
  FrameFixture f("save");
  f.frame->runAction("editor.tool.terrain");
  f.frame->settings().terrain = "marsh";
  f.click(f.screenOf(hexAtOffset(f.doc(), 2, 2)));
  f.frame->runAction("editor.tool.hexside");
  f.frame->settings().hexsideType = "creek";
  f.click(f.screenOf(f.doc().layout().sideMidpoint(model::hexside(hexAtOffset(f.doc(), 3, 3), 2))));
  f.frame->runAction("editor.oob.addFormation");
  f.frame->runAction("editor.oob.addUnit");
  f.canvas().dropUnit(f.doc().selection().id, f.screenOf(hexAtOffset(f.doc(), 6, 2)));
  const model::Scenario edited = f.doc().scenario();
  ASSERT_TRUE(f.frame->runAction("editor.file.save"));  // no path yet: asks for one
  ASSERT_TRUE(f.errors.empty()) << f.errors.front();
  const fs::path saved = f.dir / "saved.hexw";
  ASSERT_TRUE(fs::exists(saved / "scenario.xml"));
  EXPECT_FALSE(f.doc().isModified());
  EXPECT_TRUE(f.frame->GetTitle().StartsWith(L"saved.hexw —"));
  // Reopen in the same window: what was saved comes back identical.
  ASSERT_TRUE(f.frame->openFile(saved));
  EXPECT_EQ(f.doc().scenario(), edited);
  EXPECT_EQ(f.doc().path(), saved);
  EXPECT_EQ(f.doc().history().size(), 0u);
}

TEST(EditorGui, UnsavedChangesArePromptedFor) {
  REQUIRE_WX();
  FrameFixture f("prompt");
  EXPECT_TRUE(f.frame->confirmDiscard());  // nothing to lose: no prompt
  EXPECT_EQ(f.prompts, 0);
  f.frame->runAction("editor.tool.terrain");
  f.frame->settings().terrain = "woods";
  f.click(f.screenOf(hexAtOffset(f.doc(), 1, 1)));
  f.answer = wxID_CANCEL;
  EXPECT_FALSE(f.frame->confirmDiscard());
  wxCloseEvent close(wxEVT_CLOSE_WINDOW);
  close.SetCanVeto(true);
  f.frame->GetEventHandler()->ProcessEvent(close);
  EXPECT_TRUE(close.GetVeto());
  EXPECT_EQ(f.prompts, 2);
  f.answer = wxID_YES;  // save first
  EXPECT_TRUE(f.frame->confirmDiscard());
  EXPECT_TRUE(fs::exists(f.dir / "saved.hexw" / "scenario.xml"));
  EXPECT_FALSE(f.doc().isModified());
}

// File > Close asks to save changes like quitting does, then shows the start page; a
// cancelled prompt keeps the document open.
TEST(EditorGui, FileCloseAsksThenReturnsToTheStartPage) {
  REQUIRE_WX();
  FrameFixture f("close");
  f.frame->runAction("editor.tool.terrain");
  f.frame->settings().terrain = "woods";
  f.click(f.screenOf(hexAtOffset(f.doc(), 1, 1)));
  f.answer = wxID_CANCEL;
  EXPECT_TRUE(f.frame->runAction("editor.file.close"));
  EXPECT_EQ(f.prompts, 1);
  ASSERT_NE(f.frame->document(), nullptr);  // cancelled: still open, still modified
  EXPECT_TRUE(f.doc().isModified());
  f.answer = wxID_NO;  // discard
  EXPECT_TRUE(f.frame->runAction("editor.file.close"));
  EXPECT_EQ(f.prompts, 2);
  EXPECT_EQ(f.frame->document(), nullptr);
  EXPECT_FALSE(f.frame->runAction("editor.file.close"));  // nothing open: disabled
}

// File > New starts on the ruleset of the scenario open, not on the list's first.
TEST(EditorGui, FileNewStartsOnTheCurrentRuleset) {
  REQUIRE_WX();
  FrameFixture f("new-ruleset");
  ASSERT_TRUE(f.frame->openFile(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "huzzah.hexw"));
  std::string offered;
  f.frame->showNewDialog = [&](NewScenarioDialog& d) {
    offered = d.rulesetId();
    return int(wxID_CANCEL);
  };
  EXPECT_TRUE(f.frame->runAction("editor.file.new"));
  EXPECT_EQ(offered, "huzzah");
}

TEST(EditorGui, AutosaveAndRecoveryAfterACrash) {
  REQUIRE_WX();
  FrameFixture f("recovery");
  f.frame->runAction("editor.tool.terrain");
  f.frame->settings().terrain = "marsh";
  f.click(f.screenOf(hexAtOffset(f.doc(), 5, 5)));
  ASSERT_TRUE(f.frame->autosaveNow());
  const fs::path slot = f.dir / "recovery" / (f.frame->recoverySlot() + ".hexw");
  ASSERT_TRUE(fs::exists(slot / "scenario.xml"));
  // Our own slot belongs to a live process: not an orphan.
  EXPECT_TRUE(f.frame->recovery().orphans().empty());
  // Pretend another editor died with this document open: copy the slot under a dead pid.
  fs::copy(slot, f.dir / "recovery" / "999999999-1.hexw", fs::copy_options::recursive);
  fs::copy_file(f.dir / "recovery" / (f.frame->recoverySlot() + ".info"), f.dir / "recovery" / "999999999-1.info");
  ASSERT_EQ(f.frame->recovery().orphans().size(), 1u);
  const model::Scenario lost = f.doc().scenario();
  f.frame->setDocument(testing::testDocument());
  ASSERT_TRUE(f.frame->offerRecovery());
  EXPECT_EQ(f.doc().scenario(), lost);
  EXPECT_TRUE(f.doc().isModified());
  EXPECT_TRUE(f.frame->recovery().orphans().empty());
}

// The area tool picks its area by name, and the status bar names it while painting (#39
// item 8): no area id is shown where the area has a name.
TEST(EditorGui, TheAreaToolChoosesAndNamesAreasByName) {
  REQUIRE_WX();
  FrameFixture f("area-names");
  model::NamedArea mill;
  mill.id = model::AreaId{"a-17"};
  mill.name = "Lee and Gordon's Mill";
  mill.kind = "entry";
  mill.hexes = {hexAtOffset(f.doc(), 1, 1)};
  f.doc().execute(std::make_unique<model::SetArea>("a-17", mill));
  ASSERT_TRUE(f.frame->runAction("editor.tool.area"));
  pump();
  wxChoice* areas = nullptr;
  for (wxWindow* w : f.frame->toolOptions()->GetChildren())
    if (auto* c = dynamic_cast<wxChoice*>(w); c && c->FindString("(new area)") != wxNOT_FOUND) areas = c;
  ASSERT_NE(areas, nullptr);
  EXPECT_EQ(areas->FindString("a-17"), wxNOT_FOUND);
  const int index = areas->FindString("Lee and Gordon's Mill");
  ASSERT_NE(index, wxNOT_FOUND);
  areas->SetSelection(index);
  wxCommandEvent chosen(wxEVT_CHOICE, areas->GetId());
  chosen.SetEventObject(areas);
  chosen.SetInt(index);
  areas->GetEventHandler()->ProcessEvent(chosen);
  EXPECT_EQ(f.frame->settings().areaId, "a-17");
  f.mouse(wxEVT_LEFT_DOWN, f.screenOf(hexAtOffset(f.doc(), 3, 1)), true);
  f.mouse(wxEVT_MOTION, f.screenOf(hexAtOffset(f.doc(), 4, 1)), true);
  pump();
  const wxString status = f.frame->GetStatusBar()->GetStatusText(0);
  EXPECT_TRUE(status.Contains("Lee and Gordon's Mill: 3 hexes")) << status;
  EXPECT_FALSE(status.Contains("a-17")) << status;
  f.mouse(wxEVT_LEFT_UP, f.screenOf(hexAtOffset(f.doc(), 4, 1)), false);
  EXPECT_EQ(f.doc().scenario().map.findArea(model::AreaId{"a-17"})->hexes.size(), 3u);
  EXPECT_EQ(f.doc().history().undoLabel(), "Edit Area: Lee and Gordon's Mill");
}

// The recovery prompt stands centred on the main window, its parent; it opened at the
// screen's top-left (#39).
TEST(EditorGui, TheRecoveryPromptIsCentredOnTheMainWindow) {
  REQUIRE_WX();
  FrameFixture f("recovery-prompt");
  f.frame->SetSize(300, 200, 900, 640);
  pump(100);
  f.frame->runAction("editor.tool.terrain");
  f.frame->settings().terrain = "marsh";
  f.click(f.screenOf(hexAtOffset(f.doc(), 2, 2)));
  ASSERT_TRUE(f.frame->autosaveNow());
  const fs::path recovery = f.dir / "recovery";
  fs::copy(recovery / (f.frame->recoverySlot() + ".hexw"), recovery / "999999998-1.hexw", fs::copy_options::recursive);
  fs::copy_file(recovery / (f.frame->recoverySlot() + ".info"), recovery / "999999998-1.info");
  f.frame->askRecover = [&](const RecoveryStore::Entry& e) { return f.frame->promptRecovery(e); };
  wxWindow* parent = nullptr;
  wxRect shown;
  f.frame->showRecoveryPrompt = [&](RecoveryPrompt& prompt) {
    prompt.Show();
    pump(100);
    parent = prompt.GetParent();
    shown = prompt.GetScreenRect();
    prompt.Hide();
    return int(wxID_NO);  // Discard
  };
  EXPECT_FALSE(f.frame->offerRecovery());
  EXPECT_EQ(parent, f.frame);
  const wxPoint centre = f.frame->GetScreenRect().GetPosition() + f.frame->GetScreenRect().GetSize() / 2;
  const wxPoint promptCentre = shown.GetPosition() + shown.GetSize() / 2;
  EXPECT_LE(std::abs(promptCentre.x - centre.x), 30) << shown.x << "," << shown.y;
  EXPECT_LE(std::abs(promptCentre.y - centre.y), 30) << shown.x << "," << shown.y;
  EXPECT_GT(shown.x, 100);                             // not the screen's top-left
  EXPECT_TRUE(f.frame->recovery().orphans().empty());  // discarded
}

/// Counts pixels within `tolerance` of each colour.
std::map<std::string, int> countColours(const wxImage& img, const std::map<std::string, wxColour>& colours,
                                        int tolerance = 6) {
  std::map<std::string, int> counts;
  const unsigned char* p = img.GetData();
  const int n = img.GetWidth() * img.GetHeight();
  for (int i = 0; i < n; ++i, p += 3) {
    for (const auto& [name, c] : colours) {
      if (std::abs(p[0] - c.Red()) <= tolerance && std::abs(p[1] - c.Green()) <= tolerance &&
          std::abs(p[2] - c.Blue()) <= tolerance)
        ++counts[name];
    }
  }
  return counts;
}

TEST(EditorGui, ScreenshotShowsADrawnMap) {
  REQUIRE_WX();
  FrameFixture f("screenshot");
  f.frame->runAction("editor.tool.terrain");
  f.frame->settings().terrain = "woods";
  f.frame->settings().brushSize = 2;
  f.click(f.screenOf(hexAtOffset(f.doc(), 3, 3)));
  f.frame->settings().terrain = "marsh";
  f.click(f.screenOf(hexAtOffset(f.doc(), 7, 4)));
  f.frame->runAction("editor.oob.addFormation");
  f.frame->runAction("editor.oob.addUnit");
  f.canvas().dropUnit(f.doc().selection().id, f.screenOf(hexAtOffset(f.doc(), 5, 6)));
  f.frame->runAction("editor.tool.select");  // no brush preview over the marsh
  f.canvas().Refresh();
  f.canvas().Update();
  pump(100);

  const wxImage shot = f.canvas().renderToImage();
  ASSERT_TRUE(shot.IsOk());
  const char* out = std::getenv("HEXWRIGHT_SCREENSHOT");
  const fs::path png = out ? fs::path(out) : fs::temp_directory_path() / "hexwright-editor-screenshot.png";
  EXPECT_TRUE(shot.SaveFile(wxString::FromUTF8(png.string()), wxBITMAP_TYPE_PNG));
  const auto counts = countColours(shot, {{"clear", wxColour("#f2eccc")},
                                          {"woods", wxColour("#2e8b3a")},
                                          {"marsh", wxColour("#6fa8b0")},
                                          {"union", wxColour("#3050c0")}});
  const int area = shot.GetWidth() * shot.GetHeight();
  // Clear terrain covers much of the canvas; the painted woods and marsh hexes show; a
  // Union counter stands on the map.
  EXPECT_GT(counts.count("clear") ? counts.at("clear") : 0, area / 10);
  EXPECT_GT(counts.count("woods") ? counts.at("woods") : 0, 500);
  EXPECT_GT(counts.count("marsh") ? counts.at("marsh") : 0, 100);
  EXPECT_GT(counts.count("union") ? counts.at("union") : 0, 50);

  // What is on the screen: copy the canvas window's pixels.
  const wxSize size = f.canvas().GetClientSize();
  wxBitmap grab(size);
  {
    wxClientDC from(&f.canvas());
    wxMemoryDC to(grab);
    to.Blit(0, 0, size.x, size.y, &from, 0, 0);
  }
  const wxImage screen = grab.ConvertToImage();
  screen.SaveFile(wxString::FromUTF8((png.parent_path() / "hexwright-editor-window.png").string()), wxBITMAP_TYPE_PNG);
  const auto onScreen = countColours(screen, {{"clear", wxColour("#f2eccc")}});
  RecordProperty("screen_clear_pixels", onScreen.count("clear") ? onScreen.at("clear") : 0);
}

}  // namespace
}  // namespace hexwright::editor
