// File ▸ Import DEM / Land Cover / Vector Data without a display: the dialogs' fields make
// the request `import dem|landcover|vector` builds for the same options (defaults too);
// what cannot be read is refused naming the field, never a command-line flag; a ruleset
// without elevation levels is told before a DEM is imported; and an import with an
// interval typed gives a ruleset that states no level height its hex levels, in one undo step.
#include "editor/core/import_form.h"

#include <gtest/gtest.h>

#include <set>

#include "dem_fixture.h"
#include "editor_fixture.h"
#include "model/io/ruleset_reader.h"
#include "support/temp_dir.h"

namespace hexwright::editor {
namespace {

std::unique_ptr<Document> documentFor(const model::Ruleset& ruleset) {
  model::NewScenarioOptions o;
  o.columns = 10;
  o.rows = 8;
  auto doc = Document::create(ruleset, o);
  doc->setValidator({});
  return doc;
}

model::Ruleset sample(const std::string& id) {
  model::Diagnostics d;
  auto r = io::loadRulesetById(id, d);
  EXPECT_TRUE(r) << id;
  return r ? *r : model::Ruleset{};
}

/// The test ruleset with a height for its levels, so a DEM needs no interval.
model::Ruleset statedHeights() {
  model::Ruleset r = testing::testRuleset();
  r.elevation.feetPerLevel = 20;
  return r;
}

std::string messages(const model::Diagnostics& d) {
  std::string text;
  for (const auto& item : d.items()) text += item.message + "\n";
  return text;
}

TEST(ImportForm, DemFieldsMakeTheRequestImportDemBuildsForTheSameOptions) {
  auto doc = documentFor(testing::testRuleset());
  DemImportForm form;
  form.dem = "/data/ground.tif";
  form.stat = importers::DemStat::Max;
  form.interval = " 2,5 ";  // a comma is the decimal mark in many locales
  form.base = "98";
  form.placeSlopes = false;
  form.slopeType = "slope";
  form.slopeRules = "slope=6, slope=3";
  form.crs = " EPSG:26916 ";
  form.band = 2;
  form.keepGround = false;
  // import dem BUNDLE /data/ground.tif --stat max --interval 2.5 --base 98 --no-slopes
  //   --slope-type slope --slope slope=6 --slope slope=3 --crs EPSG:26916 --band 2 --no-keep-ground
  importers::DemImportOptions cli;
  cli.dem = "/data/ground.tif";
  cli.stat = importers::DemStat::Max;
  cli.intervalMetres = 2.5;
  cli.baseMetres = 98;
  cli.placeSlopes = false;
  cli.slopeType = "slope";
  cli.slopes = {{"slope", 6}, {"slope", 3}};
  cli.crs = "EPSG:26916";
  cli.band = 2;
  cli.keepGround = false;
  model::Diagnostics d;
  const auto options = demOptions(form, doc->ruleset(), d);
  ASSERT_TRUE(options) << messages(d);
  EXPECT_EQ(*options, cli);
  const auto request = demRequest(*doc, form, d);
  ASSERT_TRUE(request);
  EXPECT_EQ(*request, importers::demImportRequest(cli, doc->scenario().map, {doc->stagingDir(), doc->stagingDir()}));
  EXPECT_FALSE(request->keep);
}

TEST(ImportForm, DemDefaultsAreImportDemsDefaults) {
  auto doc = documentFor(statedHeights());
  DemImportForm form;
  form.dem = "/data/ground.tif";
  importers::DemImportOptions cli;  // import dem BUNDLE /data/ground.tif
  cli.dem = "/data/ground.tif";
  model::Diagnostics d;
  const auto request = demRequest(*doc, form, d);
  ASSERT_TRUE(request) << messages(d);
  EXPECT_EQ(*request, importers::demImportRequest(cli, doc->scenario().map, {doc->stagingDir(), doc->stagingDir()}));
  // What `import dem` does unless told otherwise.
  EXPECT_EQ(request->stat, importers::DemStat::Mean);
  EXPECT_FALSE(request->levels.intervalMetres);
  EXPECT_FALSE(request->levels.baseMetres);
  EXPECT_TRUE(request->placeSlopes);
  EXPECT_TRUE(request->slopes.empty());
  EXPECT_FALSE(request->slopeType);
  EXPECT_TRUE(request->crs.empty());
  EXPECT_EQ(request->band, 1);
  ASSERT_TRUE(request->keep);  // the heights are kept for the natural map style
  EXPECT_EQ(request->keep->file, doc->stagingDir() / request->keep->bundleName);
}

TEST(ImportForm, LandcoverFieldsMakeTheRequestImportLandcoverBuildsForTheSameOptions) {
  auto doc = documentFor(sample("hell-before-night"));
  {
    LandcoverImportForm form;  // the dialog as it opens: the shipped NLCD mapping
    form.raster = "/data/nlcd.tif";
    importers::LandcoverImportOptions cli;  // import landcover BUNDLE /data/nlcd.tif --mapping nlcd
    cli.raster = "/data/nlcd.tif";
    cli.mapping = "nlcd";
    model::Diagnostics d, cliDiagnostics;
    const auto request = landcoverRequest(*doc, form, d);
    ASSERT_TRUE(request) << messages(d);
    EXPECT_EQ(*request, *importers::landcoverImportRequest(cli, doc->ruleset(), cliDiagnostics));
    EXPECT_EQ(request->method, importers::CoverMethod::Majority);
    EXPECT_EQ(request->threshold, 0.5);
    EXPECT_EQ(request->band, 1);
    EXPECT_TRUE(request->keepGround);
    EXPECT_FALSE(request->mapping.classes.empty());
  }
  LandcoverImportForm form;
  form.raster = "/data/nlcd.tif";
  form.mapping = importers::findMapping("nlcd").string();  // as the mapping picker shows it
  form.method = importers::CoverMethod::Coverage;
  form.threshold = 0.3;
  form.crs = "EPSG:5070";
  form.band = 3;
  form.keepGround = false;
  // … --mapping nlcd --method coverage --threshold 0.3 --crs EPSG:5070 --band 3 --no-keep-ground
  importers::LandcoverImportOptions cli{
      "/data/nlcd.tif", "nlcd", importers::CoverMethod::Coverage, 0.3, "EPSG:5070", 3, false};
  model::Diagnostics d;
  const auto request = landcoverRequest(*doc, form, d);
  ASSERT_TRUE(request) << messages(d);
  EXPECT_EQ(*request, *importers::landcoverImportRequest(cli, doc->ruleset(), d));
}

TEST(ImportForm, VectorFieldsMakeTheRequestImportVectorBuildsForTheSameOptions) {
  auto doc = documentFor(sample("hell-before-night"));
  {
    VectorImportForm form;  // the dialog as it opens: the shipped OpenStreetMap mapping
    form.source = "/data/shiloh.osm";
    importers::VectorImportOptions cli;  // import vector BUNDLE /data/shiloh.osm --mapping osm
    cli.source = "/data/shiloh.osm";
    cli.mapping = "osm";
    model::Diagnostics d;
    const auto request = vectorRequest(*doc, form, d);
    ASSERT_TRUE(request) << messages(d);
    EXPECT_EQ(*request, *importers::vectorImportRequest(cli, doc->ruleset(), d));
    EXPECT_EQ(request->minCoverage, 0.5);
    EXPECT_TRUE(request->keepGround);
    EXPECT_FALSE(request->mapping.rules.empty());
  }
  VectorImportForm form{"/data/shiloh.gpkg", "osm", 0.25, "EPSG:26916", false};
  // … --mapping osm --min-coverage 0.25 --crs EPSG:26916 --no-keep-ground
  importers::VectorImportOptions cli{"/data/shiloh.gpkg", "osm", 0.25, "EPSG:26916", false};
  model::Diagnostics d;
  const auto request = vectorRequest(*doc, form, d);
  ASSERT_TRUE(request) << messages(d);
  EXPECT_EQ(*request, *importers::vectorImportRequest(cli, doc->ruleset(), d));
}

TEST(ImportForm, WhatCannotBeReadIsRefusedNamingTheField) {
  const model::Ruleset ruleset = statedHeights();
  // The form with one field typed as given.
  const auto refused = [&](std::string DemImportForm::*field, const char* typed) {
    DemImportForm form;
    form.dem = "/data/ground.tif";
    form.*field = typed;
    model::Diagnostics d;
    EXPECT_FALSE(demOptions(form, ruleset, d)) << typed;
    EXPECT_EQ(messages(d).find("--"), std::string::npos) << messages(d);
    return messages(d);
  };
  EXPECT_NE(refused(&DemImportForm::interval, "five").find("Metres per level: \"five\""), std::string::npos);
  EXPECT_NE(refused(&DemImportForm::interval, "0").find("Metres per level"), std::string::npos);
  EXPECT_NE(refused(&DemImportForm::base, "1,200").find("Lowest level begins at"), std::string::npos);  // or 1.2?
  EXPECT_NE(refused(&DemImportForm::base, "low").find("Lowest level begins at"), std::string::npos);
  EXPECT_NE(refused(&DemImportForm::slopeRules, "slope").find("Slope rules: \"slope\" is not TYPE=METRES"),
            std::string::npos);
  EXPECT_NE(refused(&DemImportForm::slopeRules, "slope=-1").find("Slope rules"), std::string::npos);
  model::Diagnostics d;
  EXPECT_FALSE(demOptions({}, ruleset, d));
  EXPECT_NE(messages(d).find("Choose the DEM"), std::string::npos);
}

TEST(ImportForm, ARulesetThatStatesNoLevelHeightAsksForTheMetresPerLevelInTheEditorsWords) {
  const model::Ruleset surrender = sample("unconditional-surrender");
  ASSERT_TRUE(needsLevelInterval(surrender));
  EXPECT_FALSE(needsLevelInterval(statedHeights()));
  EXPECT_FALSE(needsLevelInterval(sample("hell-before-night")));  // no levels at all
  DemImportForm form;
  form.dem = "/data/ground.tif";
  model::Diagnostics d;
  EXPECT_FALSE(demOptions(form, surrender, d));
  const std::string said = messages(d);
  EXPECT_NE(said.find("does not state how high an elevation level is"), std::string::npos) << said;
  EXPECT_NE(said.find("Metres per level"), std::string::npos) << said;
  EXPECT_EQ(said.find("--"), std::string::npos) << said;
  EXPECT_NE(demImportNote(surrender, form).find("type the \"Metres per level\""), std::string::npos);
  form.interval = "3";
  EXPECT_TRUE(demOptions(form, surrender, d));
  EXPECT_EQ(demImportNote(surrender, form), "Hex levels: one every 3 m from the lowest hex.");
  // The importer's own words for it name the dialog's fields, not the command line's flags.
  model::Diagnostics importer;
  EXPECT_FALSE(importers::elevationModelFor(surrender.elevation, {}, 0, importer));
  ASSERT_EQ(importer.items().size(), 1u);
  const std::string reworded = editorReport(importer);
  EXPECT_NE(reworded.find("type the \"Metres per level\""), std::string::npos) << reworded;
  EXPECT_EQ(reworded.find("--"), std::string::npos) << reworded;
}

TEST(ImportForm, ARulesetWithoutElevationSaysWhatADemWillAndWontDo) {
  const model::Ruleset hbn = sample("hell-before-night");
  ASSERT_EQ(hbn.elevation.kind, model::ElevationKind::None);
  DemImportForm form;
  std::string note = demImportNote(hbn, form);
  EXPECT_NE(note.find("Hell Before Night has no elevation (2.3 Design Note): no hex gets a level."), std::string::npos)
      << note;
  EXPECT_NE(note.find("The heights are kept for the natural map style"), std::string::npos) << note;
  form.keepGround = false;
  EXPECT_NE(demImportNote(hbn, form).find("the heights are not kept"), std::string::npos);
  // Slopes: only with an interval or slope rules, where the ruleset has slope hexsides.
  model::Ruleset sloped = testing::testRuleset();
  sloped.elevation.kind = model::ElevationKind::None;
  DemImportForm plain;
  EXPECT_NE(demImportNote(sloped, plain).find("Slopes are placed only with the metres per level or slope rules"),
            std::string::npos);
  plain.interval = "4";
  note = demImportNote(sloped, plain);
  EXPECT_NE(note.find("Slopes are placed where the levels counted every 4 m change; hexes keep no level."),
            std::string::npos)
      << note;
  EXPECT_NE(note.find("a contour line at each level"), std::string::npos) << note;
}

TEST(ImportForm, ADemWithAnIntervalGivesHexesLevelsInOneUndoStep) {
  hexwright::testing::TempDir dir("hexwright-import-form");
  auto doc = documentFor(testing::testRuleset());  // levels 0-3, no height stated
  testing::placeOnGround(*doc);
  DemImportForm form;
  form.dem = testing::writeDemTiff(dir.path).string();
  form.interval = "5";
  form.base = "98";
  model::NullProgress progress;
  const ImportOutcome outcome = runDemImport(*doc, form, progress);
  ASSERT_TRUE(outcome.applied) << outcome.details;
  EXPECT_NE(outcome.summary.find("80 hexes with heights; hex levels set"), std::string::npos) << outcome.summary;
  std::set<int> seen;
  const model::HexGrid& grid = doc->scenario().map.grid();
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const model::HexCoord h = grid.at(i);
    const auto expected = testing::expectedLevel(testing::hexHeight(*doc, h), 98, 5, 3);
    if (expected) {
      EXPECT_EQ(doc->scenario().map.elevationAt(h), *expected) << h.q << "," << h.r;
    }
    seen.insert(doc->scenario().map.elevationAt(h));
  }
  EXPECT_EQ(seen, (std::set<int>{0, 1, 2, 3}));
  EXPECT_EQ(doc->history().undoLabel(), "Import DEM ground.tif");
  EXPECT_EQ(doc->stagedFiles().size(), 1u);  // the kept heights, written into the bundle on Save
  doc->undo();
  const model::Map& undone = doc->scenario().map;
  for (std::size_t i = 0; i < undone.grid().size(); ++i) EXPECT_EQ(undone.elevationAt(undone.grid().at(i)), 0);
}

TEST(ImportForm, ADemOnARulesetWithoutElevationSaysNoHexGotALevel) {
  hexwright::testing::TempDir dir("hexwright-import-form");
  model::Ruleset none = testing::testRuleset();
  none.elevation = {};
  none.elevation.kind = model::ElevationKind::None;
  none.elevation.rule = "2.3";
  auto doc = documentFor(none);
  testing::placeOnGround(*doc);
  DemImportForm form;
  form.dem = testing::writeDemTiff(dir.path).string();
  model::NullProgress progress;
  const ImportOutcome outcome = runDemImport(*doc, form, progress);
  ASSERT_TRUE(outcome.applied) << outcome.details;
  EXPECT_NE(outcome.summary.find("no hex levels (Test Rules has none); heights kept for the natural map style"),
            std::string::npos)
      << outcome.summary;
  EXPECT_NE(outcome.details.find("Test Rules has no elevation (2.3): no hex gets a level."), std::string::npos)
      << outcome.details;
  EXPECT_EQ(outcome.details.find("--"), std::string::npos) << outcome.details;
  ASSERT_FALSE(doc->scenario().map.backgrounds.empty());  // the heights, for the natural style
  EXPECT_EQ(doc->scenario().map.backgrounds.back().kind, model::RasterKind::Elevation);
}

}  // namespace
}  // namespace hexwright::editor
