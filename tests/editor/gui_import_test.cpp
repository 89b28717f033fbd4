// File ▸ Import DEM under X with real wx controls: a GeoTIFF made with GDAL imported into
// a ruleset that states no level height, with the metres per level typed into the dialog;
// the dialog saying, before anything runs, that Hell Before Night has no elevation; and the
// land-cover and vector dialogs opening on the command line's defaults.
#include <gtest/gtest.h>
#include <wx/checkbox.h>
#include <wx/filepicker.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <set>

#include "dem_fixture.h"
#include "editor/gui/import_dialog.h"
#include "frame_fixture.h"
#include "importers/mapping/mapping.h"
#include "wx_controls.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;
using testing::FrameFixture;
using testing::pump;
using testing::toggle;

/// The note as read: Wrap() breaks its lines where spaces were.
std::string noteText(const ImportDialog& dlg) {
  std::string text = dlg.note()->GetLabel().utf8_string();
  for (char& c : text)
    if (c == '\n') c = ' ';
  return text;
}

/// What typing into the field does: its text changes and it says so (wxEVT_TEXT).
void type(wxTextCtrl* field, const char* text) {
  field->SetFocus();
  field->SetValue(text);
  pump();
}

TEST(EditorImport, ADemWithTheMetresPerLevelTypedGivesHexesLevelsWhereTheRulesetStatesNoHeight) {
  REQUIRE_WX();
  FrameFixture f("import-dem");
  Document& doc = f.doc();  // levels 0-3 and no height stated for them
  testing::placeOnGround(doc);
  const fs::path tif = testing::writeDemTiff(f.dir);
  ImportDialog dlg(f.frame, doc, ImportKind::Dem);
  dlg.Show();
  pump();
  // It opens on `import dem`'s defaults, and says the metres per level are needed.
  EXPECT_EQ(dlg.demForm(), DemImportForm{});
  EXPECT_NE(
      noteText(dlg).find("Test Rules does not state how high an elevation level is: type the \"Metres per level\""),
      std::string::npos)
      << noteText(dlg);
  dlg.sourcePicker()->SetPath(wxString::FromUTF8(tif.string()));
  // Left empty, nothing is imported, and the dialog says why in its own words.
  EXPECT_FALSE(dlg.apply());
  EXPECT_NE(dlg.outcome().details.find("Metres per level"), std::string::npos) << dlg.outcome().details;
  EXPECT_EQ(dlg.outcome().details.find("--"), std::string::npos) << dlg.outcome().details;
  EXPECT_EQ(doc.history().undoLabel(), "Place the grid");
  type(dlg.intervalField(), "5");
  type(dlg.baseField(), "98");
  EXPECT_EQ(noteText(dlg), "Hex levels: one every 5 m from 98 m.");
  ASSERT_TRUE(dlg.apply()) << dlg.outcome().details;
  const model::Map& map = doc.scenario().map;
  std::set<int> seen;
  for (std::size_t i = 0; i < map.grid().size(); ++i) {
    const model::HexCoord h = map.grid().at(i);
    const auto expected = testing::expectedLevel(testing::hexHeight(doc, h), 98, 5, 3);
    if (expected) {
      EXPECT_EQ(map.elevationAt(h), *expected) << h.q << "," << h.r;
    }
    seen.insert(map.elevationAt(h));
  }
  EXPECT_EQ(seen, (std::set<int>{0, 1, 2, 3}));
  EXPECT_NE(dlg.outcome().summary.find("hex levels set"), std::string::npos) << dlg.outcome().summary;
  // One undo step takes it all back.
  EXPECT_EQ(doc.history().undoLabel(), "Import DEM ground.tif");
  ASSERT_TRUE(f.frame->runAction("editor.edit.undo"));
  const model::Map& undone = doc.scenario().map;
  for (std::size_t i = 0; i < undone.grid().size(); ++i) EXPECT_EQ(undone.elevationAt(undone.grid().at(i)), 0);
}

TEST(EditorImport, TheDemDialogSaysHellBeforeNightHasNoElevationBeforeImporting) {
  REQUIRE_WX();
  FrameFixture f("import-hbn");
  const fs::path bundle = f.dir / "hell-before-night.hexw";
  fs::copy(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "hell-before-night.hexw", bundle,
           fs::copy_options::recursive);
  ASSERT_TRUE(f.frame->openFile(bundle));
  pump(100);
  ImportDialog dlg(f.frame, f.doc(), ImportKind::Dem);
  dlg.Show();
  pump();
  ASSERT_TRUE(dlg.note()->IsShownOnScreen());
  std::string said = noteText(dlg);
  EXPECT_NE(said.find("Hell Before Night has no elevation (2.3 Design Note): no hex gets a level."), std::string::npos)
      << said;
  EXPECT_NE(said.find("The heights are kept for the natural map style's hill shading, with no contour lines unless "
                      "you type the metres per level."),
            std::string::npos)
      << said;
  // It follows what is typed and ticked.
  type(dlg.intervalField(), "3");
  said = noteText(dlg);
  EXPECT_NE(said.find("no hex gets a level"), std::string::npos) << said;
  EXPECT_NE(said.find("with a contour line at each level"), std::string::npos) << said;
  toggle(dlg.keepGroundBox());
  said = noteText(dlg);
  EXPECT_NE(said.find("the heights are not kept either"), std::string::npos) << said;
  // The note fits in the dialog.
  EXPECT_LE(dlg.note()->GetRect().GetRight(), dlg.GetClientSize().x);
  EXPECT_LE(dlg.note()->GetRect().GetBottom(), dlg.GetClientSize().y);
}

TEST(EditorImport, TheLandCoverAndVectorDialogsOpenOnTheCommandLinesDefaultsWithTheirMappingShown) {
  REQUIRE_WX();
  FrameFixture f("import-defaults");
  const fs::path bundle = f.dir / "hell-before-night.hexw";
  fs::copy(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "hell-before-night.hexw", bundle,
           fs::copy_options::recursive);
  ASSERT_TRUE(f.frame->openFile(bundle));
  Document& doc = f.doc();
  {
    ImportDialog dlg(f.frame, doc, ImportKind::Landcover);
    dlg.Show();
    pump();
    // The shipped NLCD mapping, in the field the designer reads.
    EXPECT_EQ(dlg.mappingPicker()->GetTextCtrl()->GetValue().utf8_string(), importers::findMapping("nlcd").string());
    dlg.sourcePicker()->SetPath("/data/nlcd.tif");
    importers::LandcoverImportOptions cli;  // import landcover BUNDLE /data/nlcd.tif --mapping nlcd
    cli.raster = "/data/nlcd.tif";
    cli.mapping = "nlcd";
    model::Diagnostics d;
    const auto request = landcoverRequest(doc, dlg.landcoverForm(), d);
    ASSERT_TRUE(request);
    EXPECT_EQ(*request, *importers::landcoverImportRequest(cli, doc.ruleset(), d));
  }
  ImportDialog dlg(f.frame, doc, ImportKind::Vector);
  dlg.Show();
  pump();
  EXPECT_EQ(dlg.mappingPicker()->GetTextCtrl()->GetValue().utf8_string(), importers::findMapping("osm").string());
  dlg.sourcePicker()->SetPath("/data/shiloh.osm");
  importers::VectorImportOptions cli;  // import vector BUNDLE /data/shiloh.osm --mapping osm
  cli.source = "/data/shiloh.osm";
  cli.mapping = "osm";
  model::Diagnostics d;
  const auto request = vectorRequest(doc, dlg.vectorForm(), d);
  ASSERT_TRUE(request);
  EXPECT_EQ(*request, *importers::vectorImportRequest(cli, doc.ruleset(), d));
}

}  // namespace
}  // namespace hexwright::editor
