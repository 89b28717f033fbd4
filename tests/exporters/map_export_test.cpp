// End-to-end map exports checked with poppler's tools: page size and count, hex numbers
// in the text layer, and the true printed scale measured from label positions.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>

#include "exporters/print/export_inputs.h"
#include "exporters/print/map_print.h"
#include "fixtures.h"
#include "pdf_probe.h"
#include "support/pdf_pages.h"

namespace hexwright::exporters {
namespace {

using testing::findWord;
using testing::hexRuleset;
using testing::hexScenario;
using testing::pdfinfo;
using testing::PdfWord;
using testing::pdfWords;
using testing::run;
using testing::tempDir;

struct Exported {
  std::filesystem::path file;
  MapPrintResult result;
  model::Diagnostics diagnostics;
};

Exported exportWith(const model::Scenario& s, const model::Ruleset& r, MapPrintOptions o, const std::string& name) {
  Exported e;
  e.file = tempDir("map") / name;
  model::NullProgress progress;
  auto result = exportMap(s, &r, o, e.file, {}, e.diagnostics, progress);
  EXPECT_TRUE(result.has_value()) << (e.diagnostics.empty() ? ""
                                                            : model::formatDiagnostic(e.diagnostics.items().front()));
  if (result) e.result = *result;
  return e;
}

TEST(MapExport, SmallMapFitsOneLetterPage) {
  const auto r = hexRuleset();
  const auto s = hexScenario(8, 6);
  const Exported e = exportWith(s, r, {}, "small.pdf");
  ASSERT_TRUE(std::filesystem::exists(e.file));
  EXPECT_EQ(e.result.pages, 1);
  const auto info = pdfinfo(e.file);
  EXPECT_EQ(info.at("Pages"), "1");
  EXPECT_NE(info.at("Page size").find("612 x 792"), std::string::npos) << info.at("Page size");
  // No hex size in the schema: the documented fallback, reported as info.
  EXPECT_TRUE(e.diagnostics.hasRule("export.map.hex-size-default"));
  EXPECT_NEAR(e.result.hexSizeMm, 0.75 * 25.4, 1e-9);
}

}  // namespace
}  // namespace hexwright::exporters

namespace hexwright::exporters {
namespace {

TEST(MapExport, TrueScaleMeasuredInThePdf) {
  const auto r = hexRuleset();
  const auto s = hexScenario(8, 6);
  for (const double inches : {0.75, 1.0, 0.6}) {
    MapPrintOptions o;
    o.hexSizeInches = inches;
    const Exported e = exportWith(s, r, o, "scale.pdf");
    // The first page with the top-left hex (page 2 when the map is tiled).
    std::vector<PdfWord> ws;
    for (int page = 1; page <= e.result.pages && !findWord(ws, "0101"); ++page) ws = pdfWords(e.file, page);
    // Labels sit at the same offset from every hex centre, so label to label is centre
    // to centre: one hex across flats down a column, 1.5 x the corner radius across.
    const PdfWord* a = findWord(ws, "0101");
    const PdfWord* down = findWord(ws, "0102");
    const PdfWord* across = findWord(ws, "0301");  // two columns over: same row height
    ASSERT_TRUE(a && down && across) << "hex labels missing from the text layer";
    const double pitchMm = down->box.y - a->box.y;
    EXPECT_NEAR(pitchMm, inches * 25.4, 0.1) << inches << " in hexes";
    const double columnsMm = across->box.centre().x - a->box.centre().x;
    EXPECT_NEAR(columnsMm, 2 * 1.5 * inches * 25.4 / std::sqrt(3.0), 0.1);
  }
}

TEST(MapExport, EveryHexNumberIsPrinted) {
  const auto r = hexRuleset();
  const auto s = hexScenario(8, 6);
  const Exported e = exportWith(s, r, {}, "labels.pdf");
  const std::string text = run("pdftotext '" + e.file.string() + "' -");
  for (const auto h : s.map.grid().hexes()) {
    const std::string label = model::formatLabel(h, s.map.grid().convention);
    EXPECT_NE(text.find(label), std::string::npos) << label;
  }
  EXPECT_NE(text.find("Terrain Key"), std::string::npos);
  EXPECT_NE(text.find("Turn Record Track"), std::string::npos);
  EXPECT_NE(text.find("1 hex = 200 yards"), std::string::npos);
}

TEST(MapExport, LargeMapIsTiledWithAnIndexPage) {
  const auto r = hexRuleset();
  const auto s = hexScenario(30, 20);
  MapPrintOptions o;
  o.hexSizeInches = 0.75;
  o.paper = PaperSize{"a4", 210, 297};
  const Exported e = exportWith(s, r, o, "tiled.pdf");
  ASSERT_GT(e.result.rows * e.result.cols, 1);
  EXPECT_EQ(e.result.pages, 1 + e.result.rows * e.result.cols);
  const auto info = pdfinfo(e.file);
  EXPECT_EQ(info.at("Pages"), std::to_string(e.result.pages));
  EXPECT_NE(info.at("Page size").find("595.276 x 841.89"), std::string::npos) << info.at("Page size");
  const std::string index = run("pdftotext -f 1 -l 1 '" + e.file.string() + "' -");
  EXPECT_NE(index.find("Assembly index"), std::string::npos);
  EXPECT_NE(index.find("A1"), std::string::npos);
  // The first sheet shows the top-left hex, and is labelled A1 in its margin.
  const auto first = pdfWords(e.file, 2);
  EXPECT_TRUE(findWord(first, "0101"));
  const std::string sheet = run("pdftotext -f 2 -l 2 '" + e.file.string() + "' -");
  EXPECT_NE(sheet.find("sheet A1"), std::string::npos);
  // True scale holds on the tiles too.
  const PdfWord* a = findWord(first, "0101");
  const PdfWord* b = findWord(first, "0102");
  ASSERT_TRUE(a && b);
  EXPECT_NEAR(b->box.y - a->box.y, 0.75 * 25.4, 0.1);
  // Every hex appears on some sheet.
  const std::string all = run("pdftotext '" + e.file.string() + "' -");
  EXPECT_NE(all.find("3020"), std::string::npos);
}

TEST(MapExport, SingleSheetIsOnePageOfThePostersSize) {
  const auto r = hexRuleset();
  const auto s = hexScenario(30, 20);
  MapPrintOptions o;
  o.singleSheet = true;
  const Exported e = exportWith(s, r, o, "single.pdf");
  EXPECT_EQ(e.result.pages, 1);
  EXPECT_EQ(pdfinfo(e.file).at("Pages"), "1");
}

TEST(MapExport, SvgIsOneScalableDocument) {
  const auto r = hexRuleset();
  const auto s = hexScenario(6, 5);
  MapPrintOptions o;
  o.format = OutputFormat::Svg;
  const Exported e = exportWith(s, r, o, "map.svg");
  std::ifstream in(e.file);
  std::string head(200, '\0');
  in.read(head.data(), 200);
  EXPECT_NE(head.find("<svg"), std::string::npos);
}

TEST(MapExport, FailedExportLeavesThePreviousFileAndNoTemporaryFiles) {
  const auto r = hexRuleset();
  const auto s = hexScenario(30, 20);
  const auto dir = tempDir("atomic");
  const auto file = dir / "map.pdf";
  { std::ofstream(file) << "previous"; }
  // Cancelled half way through the sheets: the export must fail cleanly.
  struct CancelAfter : model::ProgressReporter {
    int calls = 0;
    void report(double, const std::string&) override {
      if (++calls == 3) cancel();
    }
  } progress;
  model::Diagnostics d;
  MapPrintOptions o;
  o.hexSizeInches = 0.75;
  EXPECT_FALSE(exportMap(s, &r, o, file, {}, d, progress));
  EXPECT_TRUE(d.hasRule("export.cancelled"));
  std::ifstream in(file);
  std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(content, "previous");
  int files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir)) ++files;
  EXPECT_EQ(files, 1);
  // An unwritable target folder is an error, not a crash.
  model::Diagnostics d2;
  model::NullProgress quiet;
  EXPECT_FALSE(exportMap(s, &r, o, dir / "missing" / "map.pdf", {}, d2, quiet));
  EXPECT_TRUE(d2.hasRule("export.write"));
}

TEST(MapExport, TabletopFitsOneSheetByDefault) {
  const auto r = testing::tableRuleset();
  const auto s = testing::tableScenario();
  const Exported e = exportWith(s, r, {}, "table.pdf");
  EXPECT_EQ(e.result.pages, 1);
  EXPECT_GT(e.result.mmPerInch, 0);
  EXPECT_LT(e.result.mmPerInch, 25.4);
  const std::string text = run("pdftotext '" + e.file.string() + "' -");
  EXPECT_NE(text.find("Union deployment"), std::string::npos);
  EXPECT_NE(text.find("12\""), std::string::npos);  // 6-inch grid marks
  EXPECT_NE(text.find("1 inch = 25-30 yards"), std::string::npos);
  // A scenario that fixes its scale inside the range gets that one number.
  auto fixed = s;
  fixed.map.ground.yardsAcrossFlats = 28;
  const Exported f = exportWith(fixed, r, {}, "table-28.pdf");
  const std::string fixedText = run("pdftotext '" + f.file.string() + "' -");
  EXPECT_NE(fixedText.find("1 inch = 28 yards"), std::string::npos) << fixedText;
  // Turned as asked, a table is fitted to that sheet: Dress on the Colors' table, fitted
  // to a portrait letter sheet, once spilled over two landscape ones.
  model::Diagnostics loaded;
  const auto dress =
      loadExportInputs(std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "scenarios/dress-on-the-colors.hexw", loaded);
  ASSERT_TRUE(dress && dress->rulesetOrNull());
  for (const std::string orientation : {"portrait", "landscape"}) {
    MapPrintOptions o;
    setPaper(o, letterPaper(), orientation);
    const Exported turned = exportWith(dress->scenario, *dress->rulesetOrNull(), o, "dress-" + orientation + ".pdf");
    EXPECT_EQ(turned.result.pages, 1) << orientation;
    EXPECT_EQ(turned.result.paper, "letter " + orientation);
  }
}

// What an export dialog promises (planMapPages) is what the export writes: the page
// count and every page's size, so its orientation, read back from the PDF.
TEST(MapExport, PlannedPagesAreThePagesWritten) {
  const auto hexRules = hexRuleset();
  const auto tableRules = testing::tableRuleset();
  const auto hex = hexScenario(30, 20);
  const auto table = testing::tableScenario();
  struct Case {
    const model::Scenario* s;
    const model::Ruleset* r;
    std::string paper, orientation;
    bool singleSheet = false;
  };
  const std::vector<Case> cases{{&hex, &hexRules, "letter", "auto"},       {&hex, &hexRules, "letter", "portrait"},
                                {&hex, &hexRules, "letter", "landscape"},  {&hex, &hexRules, "a3", "landscape"},
                                {&hex, &hexRules, "letter", "auto", true}, {&table, &tableRules, "letter", "portrait"},
                                {&table, &tableRules, "a4", "landscape"}};
  std::map<std::string, std::string> paperBy;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Case& c = cases[i];
    const std::string what = c.s->title + " on " + c.paper + " " + c.orientation + (c.singleSheet ? " single" : "");
    MapPrintOptions o;
    std::string error;
    setPaper(o, *parsePaper(c.paper, error), c.orientation);
    o.singleSheet = c.singleSheet;
    model::Diagnostics d;
    const auto plan = planMapPages(*c.s, c.r, o, d);
    ASSERT_TRUE(plan) << what;
    const Exported e = exportWith(*c.s, *c.r, o, "planned-" + std::to_string(i) + ".pdf");
    EXPECT_EQ(e.result.pages, plan->pages) << what;
    EXPECT_EQ(e.result.paper, plan->paper) << what;
    EXPECT_EQ(e.result.rows * e.result.cols, plan->rows * plan->cols) << what;
    const auto written = hexwright::testing::pdfPages(e.file);
    EXPECT_EQ(written.count, plan->pages) << what;
    ASSERT_EQ(written.sizes.size(), static_cast<std::size_t>(plan->pages)) << what;
    for (const auto& page : written.sizes) {
      EXPECT_NEAR(page.widthMm, plan->pageWidthMm, 0.1) << what;
      EXPECT_NEAR(page.heightMm, plan->pageHeightMm, 0.1) << what;
    }
    if (plan->wholeMap) continue;
    EXPECT_NE(plan->paper.find(written.sizes.front().landscape() ? " landscape" : " portrait"), std::string::npos)
        << what << ": " << plan->paper;
    if (c.orientation != "auto") {
      EXPECT_EQ(written.sizes.front().landscape(), c.orientation == "landscape") << what;
    }
    paperBy[what] = plan->paper;
  }
  // Both orientations were printed, so each was really checked.
  EXPECT_EQ(paperBy.at("Test Battle on letter portrait"), "letter portrait");
  EXPECT_EQ(paperBy.at("Test Battle on letter landscape"), "letter landscape");
}

}  // namespace
}  // namespace hexwright::exporters
