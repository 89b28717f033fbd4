// The editor as a designer meets it, under X with real wx events: palettes laid out on
// first show and kept across restarts, edge-following hexsides, tools shaped by the
// ruleset, panels and their layout, keys, the diagnostics panel, the start page and New,
// export dialogs, idle autosave with undo history, and the georeferencing dialog.
// Screenshots go to $HEXWRIGHT_SCREENSHOT_DIR (default: the system temp dir).
#include <gtest/gtest.h>
#include <wx/bmpcbox.h>
#include <wx/combobox.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/grid.h>
#include <wx/imagpng.h>
#include <wx/quantize.h>
#include <wx/spinctrl.h>
#include <wx/statbmp.h>
#include <wx/tglbtn.h>

#include <fstream>

#include "editor/core/export_plan.h"
#include "editor/core/hexside_chain.h"
#include "editor/core/oob_editing.h"
#include "editor/gui/export_dialog.h"
#include "editor/gui/import_export.h"
#include "editor/gui/movement_cost_dialog.h"
#include "editor/gui/panels.h"
#include "editor/gui/start_page.h"
#include "editor/gui/tool_options.h"
#include "frame_fixture.h"
#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"
#include "model/io/bundle_with_ruleset.h"
#include "model/io/ruleset_reader.h"
#include "model/io/zip_archive.h"
#include "model/scenario/new_scenario.h"
#include "scan_bundle_fixture.h"
#include "screenshot.h"
#include "support/pdf_pages.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;
using testing::FrameFixture;
using testing::grab;
using testing::grabOwn;
using testing::hexAtOffset;
using testing::pump;
using testing::saveScreenshot;
using testing::screenshotDir;

void click(wxWindow* w, wxEventType type) {
  wxCommandEvent e(type, w->GetId());
  e.SetEventObject(w);
  w->GetEventHandler()->ProcessEvent(e);
}

void choose(wxChoice* c, int index) {
  c->SetSelection(index);
  wxCommandEvent e(wxEVT_CHOICE, c->GetId());
  e.SetEventObject(c);
  e.SetInt(index);
  c->GetEventHandler()->ProcessEvent(e);
}

void pressKey(wxWindow* w, int code, int unicode = 0) {
  wxKeyEvent e(wxEVT_KEY_DOWN);
  e.SetEventObject(w);
  e.m_keyCode = code;
  e.m_uniChar = static_cast<wxChar>(unicode);
  w->GetEventHandler()->ProcessEvent(e);
}

TEST(EditorDesigner, ToolOptionsAreLaidOutOnFirstShowWithASwatchPalette) {
  REQUIRE_WX();
  FrameFixture f("options");
  ASSERT_TRUE(f.frame->runAction("editor.tool.terrain"));
  pump(100);
  ToolOptionsBar* bar = f.frame->toolOptions();
  SwatchPalette* palette = bar->palette();
  ASSERT_NE(palette, nullptr);
  ASSERT_EQ(palette->buttons().size(), 3u);  // clear, woods, marsh
  // Every control at least as tall as it asks to be: nothing squeezed.
  for (wxWindow* w : bar->GetChildren()) {
    EXPECT_GE(w->GetSize().y, w->GetBestSize().y - 1) << w->GetClassInfo()->GetClassName();
    if (dynamic_cast<wxSpinCtrl*>(w)) {
      EXPECT_GE(w->GetSize().x, w->GetBestSize().x - 1);  // the brush size, not cut off
    }
  }
  for (auto* b : palette->buttons()) EXPECT_GE(b->GetSize().y, SwatchPalette::kSwatchHeight);
  EXPECT_GE(bar->GetSize().y, palette->GetBestSize().y);
  // With nothing chosen yet, the palette starts on a type a stroke shows (not the ground).
  EXPECT_EQ(f.frame->settings().terrain, "woods");
  EXPECT_EQ(palette->currentLabel()->GetLabel(), "Woods");
  EXPECT_TRUE(palette->buttons()[1]->GetValue());
  // The swatches are the map's colours: the woods button shows the woods green.
  const wxImage woods = palette->buttons()[1]->GetBitmap().ConvertToImage();
  int green = 0;
  for (int y = 0; y < woods.GetHeight(); ++y)
    for (int x = 0; x < woods.GetWidth(); ++x)
      if (std::abs(woods.GetRed(x, y) - 0x2e) < 12 && std::abs(woods.GetGreen(x, y) - 0x8b) < 12 &&
          std::abs(woods.GetBlue(x, y) - 0x3a) < 12)
        ++green;
  EXPECT_GT(green, 40);
  // A palette screenshot for the docs.
  grab(bar).SaveFile(wxString::FromUTF8((screenshotDir() / "editor-palette.png").string()), wxBITMAP_TYPE_PNG);
}

TEST(EditorDesigner, APaletteChoiceIsUsedAndKeptAcrossRestarts) {
  REQUIRE_WX();
  fs::path config;
  {
    FrameFixture f(
        "restart", [&](FrameOptions& o) { o.configFile = testing::scratchDir("restart") / "config.ini"; }, true, true);
    config = f.dir / "config.ini";
    f.frame->runAction("editor.tool.terrain");
    pump();
    wxBitmapToggleButton* marsh = f.frame->toolOptions()->palette()->buttons()[2];
    marsh->SetValue(true);  // what a click does before the event
    click(marsh, wxEVT_TOGGLEBUTTON);
    EXPECT_EQ(f.frame->settings().terrain, "marsh");
    EXPECT_FALSE(f.frame->toolOptions()->palette()->buttons()[1]->GetValue());
    const auto h = hexAtOffset(f.doc(), 4, 4);
    f.click(f.screenOf(h));
    EXPECT_EQ(f.doc().scenario().map.terrainAt(h), "marsh");
  }  // closes the frame: options and layout are written
  ASSERT_TRUE(fs::exists(config));
  {
    FrameFixture g(
        "restart", [&](FrameOptions& o) { o.configFile = config; }, true, true);
    g.frame->runAction("editor.tool.terrain");
    pump();
    EXPECT_EQ(g.frame->settings().terrain, "marsh");
    EXPECT_TRUE(g.frame->toolOptions()->palette()->buttons()[2]->GetValue());
    EXPECT_EQ(g.frame->toolOptions()->palette()->currentLabel()->GetLabel(), "Marsh");
  }
  fs::remove_all(config.parent_path());
}

TEST(EditorDesigner, AHexsideDragFollowsTheEdgesWithALivePreview) {
  REQUIRE_WX();
  FrameFixture f("edges");
  f.frame->runAction("editor.tool.hexside");
  pump();
  ASSERT_NE(f.frame->toolOptions()->palette(), nullptr);
  ASSERT_TRUE(f.frame->toolOptions()->palette()->choose("creek"));
  const auto& L = f.doc().layout();
  const auto from = model::vertex(hexAtOffset(f.doc(), 1, 4), 4);
  const auto to = model::vertex(hexAtOffset(f.doc(), 8, 4), 1);
  const wxPoint a = f.screenOf(L.vertexPoint(from)), b = f.screenOf(L.vertexPoint(to));
  f.mouse(wxEVT_LEFT_DOWN, a, true);
  for (int i = 1; i <= 8; ++i)
    f.mouse(wxEVT_MOTION, wxPoint(a.x + (b.x - a.x) * i / 8, a.y + (b.y - a.y) * i / 8 + (i == 8 ? 3 : 0)), true);
  const std::size_t previewed = f.frame->tools().active()->preview().hexsides.size();
  EXPECT_TRUE(f.doc().scenario().map.hexsideFeatures.empty());
  f.mouse(wxEVT_LEFT_UP, wxPoint(b.x, b.y + 3), false);
  const auto chain = hexsideChain(L, f.doc().scenario().map, from, to);
  ASSERT_GE(chain.size(), 7u);
  EXPECT_EQ(previewed, chain.size());
  for (const auto& step : chain) EXPECT_NE(f.doc().scenario().map.featuresAt(step.side), nullptr);
  EXPECT_EQ(f.doc().scenario().map.hexsideFeatures.size(), chain.size());
  EXPECT_EQ(f.doc().history().size(), 1u);
}

TEST(EditorDesigner, TheRulesetShapesTheTools) {
  REQUIRE_WX();
  FrameFixture f("shapes");
  ASSERT_TRUE(f.frame->runAction("editor.tool.elevation"));
  pump();
  // Levels are the schema's (0-3), not 0-99.
  wxSpinCtrl* level = nullptr;
  for (wxWindow* w : f.frame->toolOptions()->GetChildren())
    if (auto* s = dynamic_cast<wxSpinCtrl*>(w); s && !level) level = s;
  ASSERT_NE(level, nullptr);
  EXPECT_EQ(level->GetMin(), 0);
  EXPECT_EQ(level->GetMax(), 3);
  // A game without elevation: the tool gives way and says why.
  auto r = testing::testRuleset();
  r.name = "No Hills";
  r.elevation = {};
  r.elevation.kind = model::ElevationKind::None;
  r.elevation.rule = "2.3";
  f.frame->setDocument(std::make_unique<Document>(model::newScenario(r, {}), r));
  pump();
  EXPECT_EQ(f.frame->tools().active()->id(), "select");
  EXPECT_FALSE(f.frame->runAction("editor.tool.elevation"));
  const int id = f.frame->wxIdOf("editor.tool.elevation");
  EXPECT_FALSE(f.frame->toolbar()->GetToolEnabled(id));
  EXPECT_NE(f.frame->toolbar()->GetToolShortHelp(id).Find("No Hills 2.3"), wxNOT_FOUND)
      << f.frame->toolbar()->GetToolShortHelp(id);
  EXPECT_FALSE(f.frame->GetMenuBar()->IsEnabled(id));
  EXPECT_TRUE(f.frame->runAction("editor.tool.terrain"));
}

TEST(EditorDesigner, PanelsCanBeShownHiddenScrolledAndTheLayoutIsKept) {
  REQUIRE_WX();
  fs::path config;
  {
    FrameFixture f(
        "layout", [&](FrameOptions& o) { o.configFile = testing::scratchDir("layout") / "config.ini"; }, true, true);
    config = f.dir / "config.ini";
    EXPECT_TRUE(f.frame->panelShown("history"));
    ASSERT_TRUE(f.frame->runAction("editor.view.panel.history"));
    EXPECT_FALSE(f.frame->panelShown("history"));
    EXPECT_FALSE(f.frame->GetMenuBar()->IsChecked(f.frame->wxIdOf("editor.view.panel.history")));
    // A pane closed by its own close button comes back from View > Panels.
    ASSERT_TRUE(f.frame->runAction("editor.view.panel.layers"));
    ASSERT_TRUE(f.frame->runAction("editor.view.panel.layers"));
    EXPECT_TRUE(f.frame->panelShown("layers"));
    EXPECT_TRUE(f.frame->GetMenuBar()->IsChecked(f.frame->wxIdOf("editor.view.panel.layers")));
    // A short Layers pane scrolls to its last entries and sliders.
    LayersPanel* layers = f.frame->layersPanel();
    layers->SetSize(220, 120);
    layers->FitInside();
    EXPECT_GT(layers->GetVirtualSize().y, layers->GetClientSize().y);
    int unitX = 0, unitY = 0;
    layers->GetScrollPixelsPerUnit(&unitX, &unitY);
    EXPECT_GT(unitY, 0);
    f.frame->SetSize(1100, 720);
    pump(50);
  }
  {
    FrameFixture g(
        "layout", [&](FrameOptions& o) { o.configFile = config; }, true, true);
    EXPECT_FALSE(g.frame->panelShown("history"));  // the perspective came back
    EXPECT_TRUE(g.frame->panelShown("oob"));
    ASSERT_TRUE(g.frame->restoreLayout());  // the fixture resized the frame after start-up
    pump(50);
    EXPECT_EQ(g.frame->GetSize(), wxSize(1100, 720));
    ASSERT_TRUE(g.frame->runAction("editor.view.resetLayout"));
    EXPECT_TRUE(g.frame->panelShown("history"));
  }
  fs::remove_all(config.parent_path());
}

// The Layers pane's "Natural terrain art" box switches the canvas to the natural map
// style through a real check-box event, and back.
TEST(EditorDesigner, NaturalTerrainArtIsAViewChoice) {
  REQUIRE_WX();
  FrameFixture f("natural-art");
  LayersPanel* layers = f.frame->layersPanel();
  wxCheckBox* natural = layers->box("natural");
  ASSERT_NE(natural, nullptr);
  EXPECT_FALSE(natural->GetValue());
  EXPECT_EQ(f.canvas().view().options().art, exporters::MapArt::Hex);
  auto toggle = [&](bool on) {
    natural->SetValue(on);
    wxCommandEvent click(wxEVT_CHECKBOX, natural->GetId());
    click.SetEventObject(natural);
    click.SetInt(on ? 1 : 0);
    natural->GetEventHandler()->ProcessEvent(click);
    pump(20);
  };
  toggle(true);
  EXPECT_EQ(f.canvas().view().options().art, exporters::MapArt::Natural);
  toggle(false);
  EXPECT_EQ(f.canvas().view().options().art, exporters::MapArt::Hex);
}

TEST(EditorDesigner, KeysAndShortcuts) {
  REQUIRE_WX();
  FrameFixture f("keys");
  // Single-key shortcuts are shown in menus and tooltips.
  EXPECT_TRUE(f.menuLabel("editor.tool.terrain").Contains("(T)")) << f.menuLabel("editor.tool.terrain");
  const int terrain = f.frame->wxIdOf("editor.tool.terrain");
  EXPECT_TRUE(f.frame->toolbar()->GetToolShortHelp(terrain).EndsWith("(T)"));
  // ... and act on the canvas.
  pressKey(&f.canvas(), 'T', 't');
  EXPECT_EQ(f.frame->tools().active()->id(), "terrain");
  // Arrow keys pan.
  const auto before = f.canvas().viewport().origin();
  pressKey(&f.canvas(), WXK_RIGHT);
  EXPECT_GT(f.canvas().viewport().origin().x, before.x);
  pressKey(&f.canvas(), WXK_DOWN);
  EXPECT_GT(f.canvas().viewport().origin().y, before.y);
  // Add Unit is Ctrl+U on the menu (GTK takes Ctrl+Shift+U for Unicode entry).
  wxMenuItem* item = f.frame->GetMenuBar()->FindItem(f.frame->wxIdOf("editor.oob.addUnit"));
  ASSERT_NE(item, nullptr);
  std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
  ASSERT_NE(accel, nullptr);
  EXPECT_EQ(accel->GetKeyCode(), 'U');
  EXPECT_EQ(accel->GetFlags(), wxACCEL_CTRL);
  // The menu event the accelerator sends adds a unit.
  f.frame->runAction("editor.oob.addFormation");
  const std::size_t units = f.doc().scenario().oob.units.size();
  wxCommandEvent menu(wxEVT_MENU, item->GetId());
  f.frame->GetEventHandler()->ProcessEvent(menu);
  EXPECT_EQ(f.doc().scenario().oob.units.size(), units + 1);
}

TEST(EditorDesigner, DiagnosticsPanelOrdersFiltersSearchesAndCounts) {
  REQUIRE_WX();
  FrameFixture f("diagnostics");
  const auto h = hexAtOffset(f.doc(), 3, 3);
  f.doc().setValidator([h](const model::Scenario&, const model::Ruleset&) {
    model::Diagnostics d;
    model::Location loc;
    loc.hex = h;
    model::Diagnostic waived;
    waived.severity = model::Severity::Error;
    waived.rule = "setup.hex.required";
    waived.message = "a waived problem";
    waived.waived = true;
    d.add(waived);
    d.add(model::Severity::Warning, "map.area.empty", "area North has no hexes");
    d.add(model::Severity::Error, "setup.stacking.exceeded", "too many units here", loc);
    return d;
  });
  f.frame->runAction("editor.edit.validate");
  pump();
  DiagnosticsPanel* panel = f.frame->diagnosticsPanel();
  wxListCtrl* list = panel->list();
  ASSERT_EQ(list->GetItemCount(), 4);  // error, warning, the "Waived" heading, the waived one
  EXPECT_EQ(list->GetItemText(0, 2), "too many units here");
  EXPECT_EQ(list->GetItemText(1, 2), "area North has no hexes");
  EXPECT_EQ(list->GetItemText(2, 0), "Waived");
  EXPECT_EQ(list->GetItemText(3, 2), "a waived problem");
  EXPECT_EQ(f.frame->GetStatusBar()->GetStatusText(2), "1 error, 1 warning, 1 waived");
  // The severity column is wide enough for its words.
  wxClientDC dc(list);
  EXPECT_GT(list->GetColumnWidth(0), dc.GetTextExtent("warning").x + 8);
  choose(panel->severityChoice(), 2);  // warnings
  ASSERT_EQ(list->GetItemCount(), 1);
  EXPECT_EQ(list->GetItemText(0, 2), "area North has no hexes");
  choose(panel->severityChoice(), 0);
  panel->searchBox()->SetValue("units");  // sends the text event
  ASSERT_EQ(list->GetItemCount(), 1);
  EXPECT_EQ(list->GetItemText(0, 2), "too many units here");
  panel->searchBox()->SetValue("");
  const int rule = panel->ruleChoice()->FindString("map.area.empty");
  ASSERT_NE(rule, wxNOT_FOUND);
  choose(panel->ruleChoice(), rule);
  ASSERT_EQ(list->GetItemCount(), 1);
}

TEST(EditorDesigner, TheStartPageAndNewForARuleset) {
  REQUIRE_WX();
  FrameFixture f("start", {}, false);
  EXPECT_EQ(f.frame->document(), nullptr);
  EXPECT_TRUE(f.frame->startPage()->IsShown());
  EXPECT_FALSE(f.canvas().IsShown());
  wxButton* hbn = f.frame->startPage()->newButton("hell-before-night");
  ASSERT_NE(hbn, nullptr);
  EXPECT_TRUE(hbn->GetLabel().Contains("Hell Before Night")) << hbn->GetLabel();
  bool shown = false;
  f.frame->showNewDialog = [&](NewScenarioDialog& d) {
    shown = true;
    EXPECT_EQ(d.rulesetId(), "hell-before-night");
    // Ruleset names, not ids.
    EXPECT_NE(d.rulesetChoice()->FindString("Hell Before Night"), wxNOT_FOUND);
    EXPECT_EQ(d.rulesetChoice()->FindString("hell-before-night"), wxNOT_FOUND);
    // The sample scenario's grid (every hex the rulebook cites), said to be so.
    EXPECT_EQ(d.columnsSpin()->GetValue(), 47);
    EXPECT_EQ(d.rowsSpin()->GetValue(), 27);
    EXPECT_TRUE(d.sizeNote()->GetLabel().Contains("sample scenario"));
    EXPECT_TRUE(d.numberingNote()->GetLabel().Contains("Numbering"));
    EXPECT_TRUE(d.preview()->GetBitmap().IsOk());
    d.Show();
    pump(200);
    // The dialog's own window: a grab of its screen rectangle once caught the frame.
    const wxImage shot = grabOwn(&d);
    EXPECT_EQ(shot.GetSize(), d.GetSize());
    EXPECT_TRUE(saveScreenshot(shot, "editor-new-dialog.png"));
    d.Hide();
    return int(wxID_OK);
  };
  click(hbn, wxEVT_BUTTON);
  ASSERT_TRUE(shown);
  ASSERT_NE(f.frame->document(), nullptr);
  EXPECT_EQ(f.doc().ruleset().id, "hell-before-night");
  EXPECT_EQ(f.doc().scenario().map.grid().columns, 47);
  EXPECT_EQ(f.doc().scenario().map.grid().rows, 27);
  pump();
  EXPECT_FALSE(f.frame->startPage()->IsShown());
  EXPECT_TRUE(f.canvas().IsShown());
}

TEST(EditorDesigner, TheExportDialogShowsItsFilePapersAndSheets) {
  REQUIRE_WX();
  FrameFixture f("export");
  ASSERT_TRUE(f.frame->runAction("editor.file.save"));  // dir/saved.hexw
  ExportDialog dlg(f.frame, f.doc(), ExportKind::Map);
  EXPECT_EQ(dlg.fileField()->GetValue().utf8_string(), (f.dir / "saved-map.pdf").string());
  EXPECT_EQ(dlg.paperField()->GetCount(), paperChoices().size());
  // The sheet count is the one the export then prints.
  const auto letter = planMapExport(f.doc(), exporters::MapPrintOptions{});
  ASSERT_TRUE(letter);
  EXPECT_TRUE(dlg.sheetsNote()->GetLabel().StartsWith(wxString::Format("%d page", letter->pages)))
      << dlg.sheetsNote()->GetLabel();
  dlg.paperField()->SetValue("5x4in");  // smaller than the map: tiled
  EXPECT_TRUE(dlg.sheetsNote()->GetLabel().Contains("assembly index")) << dlg.sheetsNote()->GetLabel();
  dlg.paperField()->SetValue("letter");
  dlg.fileField()->SetValue(wxString::FromUTF8((f.dir / "out-map.pdf").string()));
  wxString error;
  const wxString status = dlg.run(error);
  ASSERT_FALSE(status.empty()) << error;
  EXPECT_TRUE(fs::exists(f.dir / "out-map.pdf"));
  EXPECT_TRUE(status.StartsWith(wxString::Format("Map: %d page", letter->pages))) << status;
}

// What the Export Map dialog says it will write is what it writes: the orientation
// changed through wx's own events, the page text updated at once, and each export read
// back with pdfinfo (page count, and every page turned as the text says).
TEST(EditorDesigner, TheExportDialogWritesThePagesAndOrientationItShows) {
  REQUIRE_WX();
  FrameFixture f("export-orientation");
  f.frame->setDocument(testing::testDocument(40, 50));  // as in export_plan_test.cpp
  ExportDialog dlg(f.frame, f.doc(), ExportKind::Map);
  ASSERT_NE(dlg.orientationField(), nullptr);
  ASSERT_EQ(dlg.orientationField()->GetCount(), exporters::orientationChoices().size());
  // No picture to print under this map: the choice is off, and says why.
  EXPECT_FALSE(dlg.backgroundField()->IsEnabled());
  EXPECT_TRUE(dlg.backgroundNote()->GetLabel().Contains("no background picture")) << dlg.backgroundNote()->GetLabel();
  std::map<std::string, wxString> shown;
  for (const auto& [index, word] : {std::pair{2, "landscape"}, std::pair{1, "portrait"}, std::pair{0, "auto"}}) {
    choose(dlg.orientationField(), index);
    const wxString text = dlg.sheetsNote()->GetLabel();
    shown[word] = text;
    long pages = 0;
    ASSERT_TRUE(text.BeforeFirst(' ').ToLong(&pages)) << text;
    const bool landscape = text.Contains("landscape");
    EXPECT_NE(landscape, text.Contains("portrait")) << text;
    if (std::string(word) != "auto") {
      EXPECT_EQ(landscape, std::string(word) == "landscape") << text;
    }
    const fs::path out = f.dir / (std::string(word) + ".pdf");
    dlg.fileField()->SetValue(wxString::FromUTF8(out.string()));
    wxString error;
    const wxString status = dlg.run(error);
    ASSERT_FALSE(status.empty()) << error;
    EXPECT_TRUE(status.StartsWith(wxString::Format("Map: %ld pages", pages))) << status;
    const auto written = hexwright::testing::pdfPages(out);
    EXPECT_EQ(written.count, pages) << word << ": " << text;
    ASSERT_FALSE(written.sizes.empty());
    for (const auto& page : written.sizes) EXPECT_EQ(page.landscape(), landscape) << word << ": " << text;
  }
  EXPECT_NE(shown.at("landscape"), shown.at("portrait"));
  dlg.Show();
  pump(200);
  EXPECT_TRUE(saveScreenshot(grabOwn(&dlg), "editor-export-map-dialog.png"));
  dlg.Hide();
  // One sheet as large as the map: the page is the map's own shape, nothing to turn.
  dlg.option()->SetValue(true);
  click(dlg.option(), wxEVT_CHECKBOX);
  EXPECT_TRUE(dlg.sheetsNote()->GetLabel().StartsWith("1 page of")) << dlg.sheetsNote()->GetLabel();
  EXPECT_FALSE(dlg.orientationField()->IsEnabled());
}

// As `export vassal A B` does: the open scenario and another bundle of the same game make
// one module, each a set-up (a saved game in the module) in VASSAL's File > New Game.
TEST(EditorDesigner, TheVassalExportTakesOtherScenariosOfTheGame) {
  REQUIRE_WX();
  FrameFixture f("export-vassal");
  // The open scenario: the Huzzah! sample; the other: a copy of it, saved as another bundle.
  const fs::path sample = fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios/huzzah.hexw";
  model::Diagnostics loaded;
  auto in = io::loadBundleWithRuleset(sample, loaded);
  ASSERT_TRUE(in && in->ruleset);
  Document doc(in->scenario, *in->ruleset, sample);
  fs::copy(sample, f.dir / "saved.hexw", fs::copy_options::recursive);
  ExportDialog dlg(f.frame, doc, ExportKind::Vassal);
  ASSERT_NE(dlg.otherScenariosField(), nullptr);
  EXPECT_TRUE(dlg.otherScenariosField()->IsShown());
  dlg.option()->SetValue(true);  // a draft: the fixture sets no unit up
  dlg.fileField()->SetValue(wxString::FromUTF8((f.dir / "game.vmod").string()));
  dlg.otherScenariosField()->SetValue(wxString::FromUTF8((f.dir / "saved.hexw").string()) + "\n\n");
  wxString error;
  const wxString status = dlg.run(error);
  ASSERT_FALSE(status.empty()) << error;
  EXPECT_TRUE(status.Contains("2 scenarios as set-ups")) << status;
  std::string zipError;
  const auto zip = io::ZipReader::open(f.dir / "game.vmod", zipError);
  ASSERT_TRUE(zip) << zipError;
  int setups = 0;
  for (const auto& name : zip->names()) setups += name.ends_with(".vsav");
  EXPECT_EQ(setups, 2);
  // A listed bundle that cannot be read: nothing is written, and the message says why.
  dlg.fileField()->SetValue(wxString::FromUTF8((f.dir / "bad.vmod").string()));
  dlg.otherScenariosField()->SetValue(wxString::FromUTF8((f.dir / "no-such.hexw").string()));
  EXPECT_TRUE(dlg.run(error).empty());
  EXPECT_TRUE(error.Contains("Nothing was written")) << error;
  EXPECT_FALSE(fs::exists(f.dir / "bad.vmod"));
}

TEST(EditorDesigner, AutosaveAfterAPauseBringsBackTheUndoHistory) {
  REQUIRE_WX();
  FrameFixture f("autosave", [](FrameOptions& o) {
    o.autosaveIdleMs = 60;
    o.autosaveSeconds = 30;
  });
  f.frame->runAction("editor.tool.terrain");
  f.frame->settings().terrain = "woods";
  f.click(f.screenOf(hexAtOffset(f.doc(), 2, 2)));
  f.frame->settings().terrain = "marsh";
  f.click(f.screenOf(hexAtOffset(f.doc(), 3, 2)));
  const fs::path slot = f.dir / "recovery" / f.frame->recoverySlot();
  pump(400);  // the pause
  ASSERT_TRUE(fs::exists(fs::path(slot.string() + ".hexw") / "scenario.xml"));
  // The editor "crashes": its slot is left under a process that is gone.
  const fs::path dead = f.dir / "recovery" / "999999997-1";
  fs::copy(slot.string() + ".hexw", dead.string() + ".hexw", fs::copy_options::recursive);
  fs::copy(slot.string() + ".history", dead.string() + ".history", fs::copy_options::recursive);
  {
    std::ifstream in(slot.string() + ".info");
    std::ofstream out(dead.string() + ".info");
    out << in.rdbuf();
  }
  const model::Scenario lost = f.doc().scenario();
  f.frame->setDocument(testing::testDocument());
  ASSERT_TRUE(f.frame->offerRecovery());
  EXPECT_EQ(f.doc().scenario(), lost);
  EXPECT_EQ(f.doc().history().size(), 2u);
  EXPECT_EQ(f.doc().history().undoLabel(), "Paint Terrain: Marsh");
  ASSERT_TRUE(f.frame->runAction("editor.edit.undo"));
  EXPECT_EQ(f.doc().scenario().map.terrainAt(hexAtOffset(f.doc(), 3, 2)), "clear");
  EXPECT_EQ(f.doc().scenario().map.terrainAt(hexAtOffset(f.doc(), 2, 2)), "woods");
}

/// A 120 x 90 PNG; with `georeferenced`, a world file and a PAM sidecar naming its CRS
/// (UTM 16N, 10 m pixels), as GDAL reads them.
fs::path writeScan(const fs::path& dir, const std::string& name, bool georeferenced) {
  wxImage img(120, 90);
  for (int y = 0; y < 90; ++y)
    for (int x = 0; x < 120; ++x)
      img.SetRGB(x, y, static_cast<unsigned char>(x * 2), 200, static_cast<unsigned char>(y * 2));
  const fs::path png = dir / (name + ".png");
  img.SaveFile(wxString::FromUTF8(png.string()), wxBITMAP_TYPE_PNG);
  if (georeferenced) {
    std::ofstream(dir / (name + ".pgw")) << "10\n0\n0\n-10\n500005\n4000995\n";
    std::ofstream(dir / (name + ".png.aux.xml")) << "<PAMDataset><SRS>EPSG:32616</SRS></PAMDataset>\n";
  }
  return png;
}

TEST(EditorDesigner, GeoreferencingKeepsTypingUsesTheRastersOwnPlaceAndStagesUntilSave) {
  REQUIRE_WX();
  FrameFixture f("georef");
  ASSERT_TRUE(f.frame->runAction("editor.file.save"));
  const fs::path bundle = f.dir / "saved.hexw";
  {
    // A scan without a georeference: control points, typed one coordinate at a time.
    GeoreferenceDialog dlg(f.frame, f.doc());
    ASSERT_TRUE(dlg.loadRaster(wxString::FromUTF8(writeScan(f.dir, "plain", false).string())));
    EXPECT_FALSE(dlg.useOwnGeoreference()->IsEnabled());
    dlg.addPointAt({10, 10});
    wxGrid* grid = dlg.grid();
    const int mapX = GeoreferenceDialog::kMapX, mapY = GeoreferenceDialog::kMapY;
    grid->SetCellValue(0, mapX, "500100");
    wxGridEvent changed(grid->GetId(), wxEVT_GRID_CELL_CHANGED, grid, 0, mapX);
    grid->GetEventHandler()->ProcessEvent(changed);
    pump();                                               // the table refreshes after the edit
    EXPECT_EQ(grid->GetCellValue(0, mapX), "500100.00");  // kept while the point is incomplete
    EXPECT_FALSE(dlg.session().points()[0].map.has_value());
    grid->SetCellValue(0, mapY, "3999900");
    wxGridEvent second(grid->GetId(), wxEVT_GRID_CELL_CHANGED, grid, 0, mapY);
    grid->GetEventHandler()->ProcessEvent(second);
    pump();
    ASSERT_TRUE(dlg.session().points()[0].map.has_value());
    EXPECT_EQ(grid->GetCellValue(0, mapX), "500100.00");
  }
  // A georeferenced scan: its own placement and CRS are offered.
  GeoreferenceDialog dlg(f.frame, f.doc());
  ASSERT_TRUE(dlg.loadRaster(wxString::FromUTF8(writeScan(f.dir, "placed", true).string())));
  EXPECT_TRUE(dlg.useOwnGeoreference()->IsEnabled());
  EXPECT_TRUE(dlg.useOwnGeoreference()->GetValue());
  EXPECT_FALSE(dlg.crsField()->IsEmpty());
  wxString message;
  ASSERT_TRUE(dlg.apply(message)) << message;
  ASSERT_EQ(f.doc().scenario().map.backgrounds.size(), 1u);
  const std::string file = f.doc().scenario().map.backgrounds[0].file;
  // Warped into the staging folder, not the designer's bundle.
  EXPECT_TRUE(fs::exists(f.doc().stagingDir() / file));
  EXPECT_FALSE(fs::exists(bundle / file));
  // Undone and saved: nothing is left behind.
  ASSERT_TRUE(f.frame->runAction("editor.edit.undo"));
  ASSERT_TRUE(f.frame->runAction("editor.file.save"));
  EXPECT_FALSE(fs::exists(bundle / file));
  // Redone and saved: now it is in the bundle.
  ASSERT_TRUE(f.frame->runAction("editor.edit.redo"));
  ASSERT_TRUE(f.frame->runAction("editor.file.save"));
  EXPECT_TRUE(fs::exists(bundle / file));
}

TEST(EditorDesigner, MainWindowScreenshot) {
  REQUIRE_WX();
  FrameFixture f("main");
  // A copy of the Bloody April sample (the repository's copy is never written).
  const fs::path bundle = f.dir / "bloody-april.hexw";
  fs::copy(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "bloody-april.hexw", bundle, fs::copy_options::recursive);
  ASSERT_TRUE(f.frame->openFile(bundle));
  pump(200);
  Document& doc = f.doc();
  const auto& grid = doc.scenario().map.grid().convention;
  // Around the Union camps at B0525: real edits next to the sample's placed units.
  const auto at = [&](const std::string& label) {
    const auto h = model::parseLabel(label, grid);
    EXPECT_TRUE(h.has_value()) << label;
    return h.value_or(model::HexCoord{});
  };
  f.canvas().centreOn(doc.layout().hexToWorld(at("B0627")));
  while (doc.layout().acrossFlats * f.canvas().viewport().scale() < 44) f.canvas().zoomBy(1.25);
  pump(100);
  f.frame->runAction("editor.tool.terrain");
  f.frame->toolOptions()->palette()->choose("swamp");
  f.frame->settings().brushSize = 2;
  f.click(f.screenOf(at("B0929")));
  f.frame->runAction("editor.tool.hexside");
  pump();
  f.frame->toolOptions()->palette()->choose("creek");
  const auto& L = doc.layout();
  f.drag({f.screenOf(L.vertexPoint(model::vertex(at("B0330"), 4))),
          f.screenOf(L.vertexPoint(model::vertex(at("B1030"), 1)))});
  // A new regiment dropped onto a stack that is already full, and one in a state its
  // type does not have: the Diagnostics panel lists what validation says about them.
  f.frame->runAction("editor.oob.addFormation");
  f.frame->runAction("editor.oob.addUnit");
  f.canvas().dropUnit(doc.selection().id, f.screenOf(at("B0325")));
  f.frame->runAction("editor.tool.select");
  doc.validateNow();
  f.frame->Raise();
  pump(400);
  EXPECT_TRUE(doc.diagnostics().hasErrors());
  const wxImage shot = grab(f.frame);
  ASSERT_TRUE(shot.IsOk());
  EXPECT_TRUE(saveScreenshot(shot, "editor-main-window.png"));
  // Every tool has a drawn icon (no text labels to overflow the toolbar).
  wxToolBar* bar = f.frame->toolbar();
  for (const auto& a : toolActions()) {
    if (a.id.empty() || !a.toolbar) continue;
    const wxToolBarToolBase* tool = bar->FindById(f.frame->wxIdOf(a.id));
    ASSERT_NE(tool, nullptr) << a.id;
    EXPECT_TRUE(tool->GetNormalBitmap().IsOk()) << a.id;
    EXPECT_TRUE(tool->GetLabel().empty() || !(bar->GetWindowStyle() & wxTB_TEXT));
  }
}

// The Sight and Reach tool through wx's own mouse events on a Hell Before Night map: a
// click sets the viewpoint, the pointer's line shows in the status bar with the blocking
// hex and rule, and the canvas tints what the viewpoint sees.
TEST(EditorDesigner, SightAndReachShowsWhatAHexSeesAndWhatBlocksIt) {
  REQUIRE_WX();
  FrameFixture f("sight");
  model::Diagnostics d;
  const auto hbn = io::loadRulesetById("hell-before-night", d);
  ASSERT_TRUE(hbn);
  model::NewScenarioOptions o;
  o.columns = 14;
  o.rows = 10;
  auto doc = Document::create(*hbn, o);
  doc->setValidator({});
  f.frame->setDocument(std::move(doc));
  pump(100);
  ASSERT_TRUE(f.frame->runAction("editor.tool.terrain"));
  f.frame->settings().terrain = "heavy-woods";
  for (int row : {3, 4}) f.click(f.screenOf(hexAtOffset(f.doc(), 6, row)));
  ASSERT_EQ(f.doc().scenario().map.terrainAt(hexAtOffset(f.doc(), 6, 4)), "heavy-woods");
  ASSERT_TRUE(f.frame->runAction("editor.tool.analysis"));
  f.click(f.screenOf(hexAtOffset(f.doc(), 6, 1)));
  f.mouse(wxEVT_MOTION, f.screenOf(hexAtOffset(f.doc(), 6, 7)), false);
  pump(100);
  const wxString status = f.frame->GetStatusBar()->GetStatusText(0);
  EXPECT_TRUE(status.Contains("blocked: Heavy Woods blocks sight through the hex")) << status;
  EXPECT_TRUE(status.Contains("(11.3F)")) << status;
  // What the canvas draws over the map: the hexes seen tinted, not the hex behind the woods.
  // (Read from the tool the canvas draws, not from the screen: GUI tests share one display.)
  const auto& tints = f.frame->tools().active()->preview().tints;
  auto tinted = [&](int col, int row) {
    return std::any_of(tints.begin(), tints.end(),
                       [&](const exporters::HexTint& t) { return t.hex == hexAtOffset(f.doc(), col, row); });
  };
  EXPECT_TRUE(tinted(8, 1));
  EXPECT_FALSE(tinted(6, 8));
  saveScreenshot(grabOwn(f.frame), "editor-sight.png");
}

// The same tool on a Dress on the Colors table, through wx's mouse events: a ridge and a
// crestline drawn with Draw Pieces, a click in the valley, and the pointer on the reverse
// slope: the status bar gives RULE-03-4.3 and nothing behind the crest is tinted.
TEST(EditorDesigner, SightOnATabletopFollowsTheDrawnRidge) {
  REQUIRE_WX();
  FrameFixture f("sight-table");
  model::Diagnostics d;
  const auto dotc = io::loadRulesetById("dress-on-the-colors", d);
  ASSERT_TRUE(dotc);
  auto doc = Document::create(*dotc, {});
  doc->setValidator({});
  f.frame->setDocument(std::move(doc));
  pump(100);
  const auto inch = [](double x, double y) { return model::Vec2{x * 25.4, y * 25.4}; };
  ASSERT_TRUE(f.frame->runAction("editor.tool.vector"));
  f.frame->settings().vectorType = "crestline";
  for (const auto p : {inch(6, 20), inch(66, 20)}) f.click(f.screenOf(p));
  pressKey(&f.canvas(), WXK_RETURN);
  ASSERT_EQ(f.doc().scenario().map.vectorLayers.at(0).features.size(), 1u);
  // The ridge is Level 1 (RULE-03-4.1): an elevation piece needs its level.
  model::VectorLayer layer = f.doc().scenario().map.vectorLayers.at(0);
  // Under the crestline, as a designer draws them.
  layer.features.insert(layer.features.begin(), model::VectorFeature{model::FeatureId{"ridge"},
                                                                     "hill",
                                                                     model::GeometryKind::Polygon,
                                                                     {{6, 8}, {66, 8}, {66, 30}, {6, 30}},
                                                                     "Oak Ridge",
                                                                     {{"level", std::int64_t{1}}},
                                                                     {}});
  f.doc().execute(std::make_unique<model::SetVectorLayer>(layer.id.value, layer));
  ASSERT_TRUE(f.frame->runAction("editor.tool.analysis"));
  f.click(f.screenOf(inch(36, 40)));
  f.mouse(wxEVT_MOTION, f.screenOf(inch(36, 15)), false);
  pump(100);
  const wxString status = f.frame->GetStatusBar()->GetStatusText(0);
  EXPECT_TRUE(status.Contains("blocked: on the reverse slope")) << status;
  EXPECT_TRUE(status.Contains("(RULE-03-4.3)")) << status;
  const auto& tints = f.frame->tools().active()->preview().areaTints;
  const auto tinted = [&](model::Vec2 w) {
    return std::any_of(tints.begin(), tints.end(), [&](const exporters::TableTint& t) { return t.square.contains(w); });
  };
  EXPECT_TRUE(tinted(inch(36.2, 25.2)));   // the forward slope
  EXPECT_FALSE(tinted(inch(36.2, 17.2)));  // behind the crest
  saveScreenshot(grabOwn(f.frame), "editor-sight-table.png");
}

TEST(EditorDesigner, TerrainFromScanLearnsFromClickedExamplesAndEnterAcceptsTheSuggestions) {
  REQUIRE_WX();
  FrameFixture f("suggest");
  hexwright::testing::TempDir tmp;
  model::Diagnostics d;
  const auto hbn = io::loadRulesetById("hell-before-night", d);
  ASSERT_TRUE(hbn);
  const auto truth = testing::truthScenario();
  auto doc = Document::open(testing::scanBundle(tmp, truth, *hbn), d);
  ASSERT_TRUE(doc);
  doc->setValidator({});
  f.frame->setDocument(std::move(doc));
  pump(100);
  ASSERT_TRUE(f.frame->runAction("editor.tool.suggest"));
  std::map<std::string, std::vector<model::HexCoord>> byType;
  for (const auto hex : truth.map.grid().hexes()) byType[truth.map.terrainAt(hex)].push_back(hex);
  for (const auto& [type, hexes] : byType) {
    f.frame->settings().terrain = type;
    for (std::size_t i = 0; i < 3; ++i) f.click(f.screenOf(hexes[i * hexes.size() / 3]));
  }
  // Three sides of the deep water and three steps of the road, as the Hexside and Route
  // tools draw them: the rest of both is suggested.
  std::vector<model::HexsideKey> water;
  for (const auto& [key, features] : truth.map.hexsideFeatures) water.push_back(key);
  for (std::size_t i : {0u, 4u, 8u})
    f.doc().execute(
        std::make_unique<model::SetHexsideFeatures>(water[i], truth.map.hexsideFeatures.at(water[i]), "draw"));
  const auto& road = truth.map.routes[0].path;
  f.doc().execute(std::make_unique<model::SetRoute>(
      "road-a", model::Route{model::RouteId("road-a"), "road", "", {road[2], road[3], road[4], road[5]}}));
  f.mouse(wxEVT_MOTION, f.screenOf(byType["morass"].back()), false);
  pump(100);
  // The canvas draws the tool's tints: every hex but the nine examples; and the lines.
  EXPECT_EQ(f.frame->tools().active()->preview().tints.size(), truth.map.grid().size() - 9);
  EXPECT_GE(f.frame->tools().active()->preview().segments.size(), 10u);
  const wxString status = f.frame->GetStatusBar()->GetStatusText(0);
  EXPECT_TRUE(status.Contains("9 examples")) << status;
  EXPECT_TRUE(status.Contains("hexsides and route steps")) << status;
  saveScreenshot(grabOwn(f.frame), "editor-suggest.png");
  pressKey(&f.canvas(), WXK_RETURN);
  pump(100);
  std::size_t agreeing = 0;
  for (const auto hex : truth.map.grid().hexes())
    agreeing += f.doc().scenario().map.terrainAt(hex) == truth.map.terrainAt(hex);
  EXPECT_GE(agreeing, truth.map.grid().size() * 95 / 100);
  EXPECT_TRUE(f.frame->GetStatusBar()->GetStatusText(0).Contains("Accepted"))
      << f.frame->GetStatusBar()->GetStatusText(0);
}

TEST(EditorDesigner, MovementCostsAreAGridOfTheRulebooksCostsAndTheDesignersOwn) {
  REQUIRE_WX();
  FrameFixture f("costs");
  model::Diagnostics d;
  const auto hbn = io::loadRulesetById("hell-before-night", d);
  ASSERT_TRUE(hbn);
  model::NewScenarioOptions o;
  o.columns = 8;
  o.rows = 6;
  auto doc = Document::create(*hbn, o);
  doc->setValidator({});
  f.frame->setDocument(std::move(doc));
  pump(100);
  MovementCostDialog dlg(f.frame, f.doc());
  dlg.Show();
  pump(100);
  // An editable cell: the first the rulebook leaves unknown.
  int row = -1, col = -1;
  for (int y = 0; y < dlg.grid()->GetNumberRows() && row < 0; ++y)
    for (int x = 0; x < dlg.grid()->GetNumberCols() && row < 0; ++x)
      if (!dlg.grid()->IsReadOnly(y, x)) row = y, col = x;
  ASSERT_GE(row, 0);
  // Some cell is the rulebook's: read-only and filled.
  bool anyStated = false;
  for (int y = 0; y < dlg.grid()->GetNumberRows(); ++y)
    for (int x = 0; x < dlg.grid()->GetNumberCols(); ++x)
      anyStated = anyStated || (dlg.grid()->IsReadOnly(y, x) && !dlg.grid()->GetCellValue(y, x).empty());
  EXPECT_TRUE(anyStated);
  dlg.grid()->SetCellValue(row, col, "two");
  wxString error;
  EXPECT_FALSE(dlg.apply(error));
  EXPECT_TRUE(error.Contains("'two' is not a cost")) << error;
  dlg.grid()->SetCellValue(row, col, "3");
  saveScreenshot(grabOwn(&dlg), "editor-movement-costs.png");
  ASSERT_TRUE(dlg.apply(error)) << error;
  ASSERT_EQ(f.doc().scenario().movementCosts.size(), 1u);
  EXPECT_EQ(f.doc().scenario().movementCosts[0].cost.text(), "3");
  EXPECT_TRUE(f.doc().canUndo());
  dlg.Hide();
}

// Issue 35: a unit dropped against the scenario's set-up instructions is flagged at once in
// the status bar, and its properties name the instruction it breaks; placed within them
// with the Place Units tool (a real click), nothing is flagged.
TEST(EditorDesigner, ADropAgainstTheSetUpInstructionsIsFlagged) {
  REQUIRE_WX();
  FrameFixture f("instructions");
  const fs::path bundle = f.dir / "bloody-april.hexw";
  fs::copy(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "bloody-april.hexw", bundle, fs::copy_options::recursive);
  ASSERT_TRUE(f.frame->openFile(bundle));
  pump(200);
  Document& doc = f.doc();
  const auto at = [&](const std::string& label) {
    return model::parseLabel(label, doc.scenario().map.grid().convention).value_or(model::HexCoord{});
  };
  f.canvas().centreOn(doc.layout().hexToWorld(at("A1309")));
  pump();
  const std::string gladden = "u-confederate-brig-gen-adley-gladden";  // 29.6: with or beside the table's units
  f.canvas().dropUnit(gladden, f.screenOf(at("A1614")));
  pump();
  ASSERT_NE(doc.scenario().placementOf(model::UnitId{gladden}), nullptr);
  const wxString status = f.frame->GetStatusBar()->GetStatusText(0);
  EXPECT_TRUE(status.Contains("Brig. Gen. Adley Gladden breaks its set-up instructions")) << status;
  EXPECT_TRUE(status.Contains("29.6")) << status;
  wxPropertyGrid* grid = f.frame->propertyPanel()->grid();
  wxString broken;
  for (int i = 1; grid->GetPropertyByName(wxString::Format("instruction.%d", i)); ++i) {
    const wxString value = grid->GetPropertyByName(wxString::Format("instruction.%d", i))->GetValueAsString();
    if (value.StartsWith("BROKEN: ")) broken = value;
  }
  EXPECT_TRUE(broken.StartsWith("BROKEN: starts in a hex with hexes")) << broken;
  ASSERT_TRUE(f.frame->runAction("editor.tool.unit"));
  f.frame->settings().unitId = gladden;  // armed: the next click places him
  f.click(f.screenOf(at("A1309")));
  pump();
  EXPECT_EQ(*doc.scenario().placementOf(model::UnitId{gladden})->hex, at("A1309"));
  EXPECT_FALSE(f.frame->GetStatusBar()->GetStatusText(0).Contains("breaks"))
      << f.frame->GetStatusBar()->GetStatusText(0);
  EXPECT_EQ(f.canvas().dropFlag(), "");
}

/// A period-looking sheet: paper, a road grid, a creek and a few farm squares.
fs::path writePeriodScan(const fs::path& dir) {
  wxBitmap bmp(900, 700);
  {
    wxMemoryDC dc(bmp);
    dc.SetBackground(wxBrush(wxColour(236, 226, 196)));
    dc.Clear();
    dc.SetPen(wxPen(wxColour(120, 90, 60), 3));
    for (int x : {120, 430, 760}) dc.DrawLine(x, 0, x + 60, 700);
    for (int y : {110, 380, 610}) dc.DrawLine(0, y, 900, y - 40);
    dc.SetPen(wxPen(wxColour(70, 110, 170), 4));
    const wxPoint creek[] = {{0, 520}, {200, 470}, {340, 520}, {520, 430}, {700, 470}, {900, 300}};
    dc.DrawLines(6, creek);
    dc.SetPen(wxPen(wxColour(60, 60, 60), 1));
    dc.SetBrush(wxBrush(wxColour(90, 70, 50)));
    for (const wxPoint p : {wxPoint{300, 200}, wxPoint{560, 250}, wxPoint{640, 560}, wxPoint{220, 640}})
      dc.DrawRectangle(p.x, p.y, 14, 10);
    dc.SetTextForeground(wxColour(60, 40, 20));
    dc.DrawText("SHILOH CHURCH", 470, 330);
    dc.DrawText("Owl Creek", 560, 400);
  }
  const fs::path png = dir / "period-scan.png";
  bmp.ConvertToImage().SaveFile(wxString::FromUTF8(png.string()), wxBITMAP_TYPE_PNG);
  return png;
}

TEST(EditorDesigner, GeoreferencerScreenshot) {
  REQUIRE_WX();
  FrameFixture f("georef-shot");
  GeoreferenceDialog dlg(f.frame, f.doc());
  dlg.showMessage = [](const wxString& m) { ADD_FAILURE() << m; };
  dlg.SetSize(1300, 720);
  dlg.Show();
  pump();
  ASSERT_TRUE(dlg.loadRaster(wxString::FromUTF8(writePeriodScan(f.dir).string())));
  dlg.crsField()->SetValue("EPSG:26916");
  // Road crossings, 2.5 m a pixel; the fourth misread by 12 m so its residual shows.
  const std::vector<model::Vec2> crossings{{128, 107}, {440, 96}, {140, 376}, {452, 366}, {775, 355}};
  for (std::size_t i = 0; i < crossings.size(); ++i) {
    const model::Vec2 px = crossings[i];
    dlg.addPointAt(px);
    dlg.setMapCoordinates(static_cast<int>(i), 558210 + 2.5 * px.x + (i == 3 ? 12 : 0), 3890540 - 2.5 * px.y);
  }
  GeorefView* view = dlg.rasterView();
  wxMouseEvent wheel(wxEVT_MOUSEWHEEL);
  wheel.SetPosition(view->toClient({300, 240}));
  wheel.m_wheelRotation = 120;
  wheel.m_wheelDelta = 120;
  view->GetEventHandler()->ProcessEvent(wheel);
  pump();
  ASSERT_TRUE(dlg.session().points()[3].residualPixels.has_value());
  EXPECT_GT(*dlg.session().points()[3].residualPixels, 1.0);
  // The markers are on the screen where the points are: point 2's cross is red.
  const wxImage raster = grabOwn(view);
  const wxPoint two = view->toClient(dlg.session().points()[1].pixel);
  EXPECT_GT(raster.GetRed(two.x, two.y), 180);
  EXPECT_LT(raster.GetGreen(two.x, two.y), 60);
  EXPECT_TRUE(saveScreenshot(grabOwn(&dlg), "editor-georeferencer.png"));
}

}  // namespace
}  // namespace hexwright::editor
