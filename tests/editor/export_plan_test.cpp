// The Export Map dialog's promise, without a display: the pages it says an export writes
// (count, sheets, paper and orientation) are the pages of the PDF written with the same
// choices, read back with poppler's pdfinfo; and the background choice prints the map's
// picture under it, or says why there is none.
#include "editor/core/export_plan.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <fstream>

#include "editor_fixture.h"
#include "support/pdf_pages.h"
#include "support/png_probe.h"
#include "support/temp_dir.h"

namespace hexwright::editor {
namespace {

namespace fs = std::filesystem;

struct Written {
  exporters::MapPrintResult plan;
  std::optional<exporters::MapPrintResult> result;
  hexwright::testing::PdfPages pages;
};

// Plans and exports the document with `choices` to `target`, as the dialog does.
Written planAndExport(Document& doc, const MapExportChoices& choices, const fs::path& target) {
  Written w;
  std::string error;
  const auto options = mapPrintOptions(choices, target, error);
  EXPECT_TRUE(options) << error;
  if (!options) return w;
  const auto plan = planMapExport(doc, *options);
  EXPECT_TRUE(plan);
  if (plan) w.plan = *plan;
  model::Diagnostics d;
  model::NullProgress progress;
  w.result = exportDocumentMap(doc, *options, target, d, progress);
  EXPECT_TRUE(w.result) << (d.empty() ? "" : model::formatDiagnostic(d.items().front()));
  if (target.extension() == ".pdf") w.pages = hexwright::testing::pdfPages(target);
  return w;
}

TEST(ExportPlan, ThePagesPromisedAreThePagesWrittenInEveryOrientation) {
  hexwright::testing::TempDir dir;
  // Tiled on letter paper, where fitting the key into the room the map leaves saves a row
  // of sheets: measuring the poster with its key under the map promised 21 portrait
  // pages (19 automatic) where 17 are written.
  auto doc = testing::testDocument(40, 50);
  std::map<std::string, std::string> promised;
  for (const std::string& orientation : exporters::orientationChoices()) {
    MapExportChoices choices;
    choices.orientation = orientation;
    const Written w = planAndExport(*doc, choices, dir.path / (orientation + ".pdf"));
    const std::string text = describeMapPages(w.plan);
    promised[orientation] = text;
    ASSERT_GT(w.plan.pages, 1) << text;
    EXPECT_EQ(w.pages.count, w.plan.pages) << orientation << ": " << text;
    ASSERT_EQ(w.pages.sizes.size(), static_cast<std::size_t>(w.plan.pages)) << orientation;
    // The orientation in words is the written pages' own, on every page (the index's too).
    const bool landscape = text.find("landscape") != std::string::npos;
    EXPECT_NE(landscape, text.find("portrait") != std::string::npos) << text;
    for (const auto& page : w.pages.sizes) {
      EXPECT_EQ(page.landscape(), landscape) << orientation << ": " << text;
      EXPECT_NEAR(page.widthMm, w.plan.pageWidthMm, 0.1);
      EXPECT_NEAR(page.heightMm, w.plan.pageHeightMm, 0.1);
    }
    if (orientation != "auto") {
      EXPECT_EQ(landscape, orientation == "landscape") << text;
    }
    // The text's "N pages: R x C sheets" is the count written and the sheets tiled.
    EXPECT_EQ(text.substr(0, text.find(' ')), std::to_string(w.pages.count)) << text;
    EXPECT_NE(text.find(std::to_string(w.result->rows) + " x " + std::to_string(w.result->cols) + " sheets"),
              std::string::npos)
        << text;
  }
  EXPECT_NE(promised.at("portrait"), promised.at("landscape"));
}

TEST(ExportPlan, AWholeMapPageIsOneSheetThePostersSize) {
  hexwright::testing::TempDir dir;
  auto doc = testing::testDocument(40, 50);
  MapExportChoices choices;
  choices.singleSheet = true;
  const Written w = planAndExport(*doc, choices, dir.path / "whole.pdf");
  EXPECT_TRUE(w.plan.wholeMap);
  EXPECT_EQ(describeMapPages(w.plan).rfind("1 page of ", 0), 0u) << describeMapPages(w.plan);
  ASSERT_EQ(w.pages.count, 1);
  EXPECT_NEAR(w.pages.sizes.at(0).widthMm, w.plan.pageWidthMm, 0.1);
  EXPECT_NEAR(w.pages.sizes.at(0).heightMm, w.plan.pageHeightMm, 0.1);
}

// A solid red picture 40 km square in the grid plane (the map's georeference is the
// identity), 200 m pixels, placed by its world file: under every hex of the test map.
void writeRedBackground(const fs::path& png) {
  fs::create_directories(png.parent_path());
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 200, 200);
  cairo_t* cr = cairo_create(s);
  cairo_set_source_rgb(cr, 1, 0, 0);
  cairo_paint(cr);
  cairo_destroy(cr);
  cairo_surface_write_to_png(s, png.c_str());
  cairo_surface_destroy(s);
  fs::path world = png;
  std::ofstream(world.replace_extension(".pgw")) << "200\n0\n0\n200\n-19900\n-19900\n";
}

// The share of a PNG's pixels (one in 16) that are clearly red.
double redShare(const fs::path& png) {
  const hexwright::testing::PngProbe probe(png);
  EXPECT_TRUE(probe.ok()) << png;
  if (!probe.ok()) return 0;
  int red = 0, all = 0;
  for (int y = 0; y < probe.height(); y += 4)
    for (int x = 0; x < probe.width(); x += 4, ++all) {
      const auto c = probe.rgb(x, y);
      red += c[0] - c[1] > 80 && c[0] - c[2] > 80;
    }
  return static_cast<double>(red) / all;
}

TEST(ExportPlan, TheBackgroundChoicePrintsTheMapsPictureOrSaysWhyNot) {
  hexwright::testing::TempDir dir;
  auto plain = testing::testDocument();
  EXPECT_NE(backgroundUnavailable(*plain).find("no background picture"), std::string::npos);

  const fs::path bundle = dir.path / "red.hexw";
  writeRedBackground(bundle / "rasters" / "red.png");
  model::Scenario s = plain->scenario();
  s.map.ground.georeference = model::GeoReference{"", {}};
  model::BackgroundImage red;
  red.file = "rasters/red.png";
  s.map.backgrounds.push_back(red);
  Document doc(s, plain->ruleset(), bundle);
  EXPECT_EQ(backgroundUnavailable(doc), "");
  MapExportChoices choices;
  const Written without = planAndExport(doc, choices, dir.path / "without.png");
  choices.background = true;
  const Written with = planAndExport(doc, choices, dir.path / "with.png");
  ASSERT_TRUE(without.result && with.result);
  // The map's hexes are most of the poster: with the picture they show red through the terrain.
  EXPECT_LT(redShare(dir.path / "without.png"), 0.05);
  EXPECT_GT(redShare(dir.path / "with.png"), 0.3);
  // Not saved yet: the picture is read from the staging folder, where a warped map waits for Save.
  Document unsaved(s, plain->ruleset());
  writeRedBackground(unsaved.stagingDir() / "rasters" / "red.png");
  unsaved.stageFile("rasters/red.png");
  EXPECT_TRUE(planAndExport(unsaved, choices, dir.path / "staged.png").result);
  EXPECT_GT(redShare(dir.path / "staged.png"), 0.3);
}

}  // namespace
}  // namespace hexwright::editor
