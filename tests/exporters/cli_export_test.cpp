// The three export commands run as a user would, on the real Hell Before Night bundle
// and schema: every documented option reaches the file (paper, hex size, overlap,
// format, dpi, duplex, back offset, bleed, markers), checked with poppler and Cairo.
#include <cairo.h>
#include <gtest/gtest.h>

#include <cmath>

#include "exporters/print/export_inputs.h"
#include "fixtures.h"
#include "pdf_probe.h"

namespace hexwright::exporters {
namespace {

using testing::pdfinfo;
using testing::run;

const std::string kBundle = std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/hell-before-night.hexw";

// The sample bundle as the exporter reads it, so the expectations follow the bundle
// (its size and numbering) instead of repeating it.
const model::Scenario& sample() {
  static const model::Scenario s = [] {
    model::Diagnostics d;
    auto inputs = loadExportInputs(kBundle, d);
    EXPECT_TRUE(inputs) << kBundle;
    return inputs ? inputs->scenario : model::Scenario{};
  }();
  return s;
}

// The printed number of the hex at 0-based offset (col, row).
std::string hexNumber(int col, int row) {
  const auto& c = sample().map.grid().convention;
  return model::formatLabel(model::fromOffset({col, row}, c.orientation, c.shove), c);
}

// Runs `hexwright ARGS`; returns stdout and stderr together, `status` its exit code.
std::string hexwright(const std::string& args, int& status) {
  return run(std::string("'") + HEXWRIGHT_CLI + "' " + args + " 2>&1", &status);
}

TEST(CliExport, MapOnA4AtOneInchHexesIsTiledAtTrueScale) {
  const auto out = testing::tempDir("cli-map") / "map.pdf";
  int status = 0;
  const std::string log = hexwright(
      "export map '" + kBundle + "' -o '" + out.string() + "' --paper a4 --hex-size 1 --overlap 0.5in", status);
  ASSERT_EQ(status, 0) << log;
  const auto info = pdfinfo(out);
  EXPECT_NE(info.at("Page size").find("595.276 x 841.89"), std::string::npos) << info.at("Page size");
  // A map of one-inch hexes this size cannot fit one A4 sheet: index page + sheets.
  ASSERT_GT(sample().map.grid().columns, 10);
  const int pages = std::stoi(info.at("Pages"));
  EXPECT_GT(pages, 2);
  EXPECT_NE(log.find(std::to_string(pages) + " pages (assembly index"), std::string::npos) << log;
  // An explicit --hex-size needs no fallback, so no note about the schema's silence.
  EXPECT_EQ(log.find("does not state the printed hex size"), std::string::npos) << log;
  // In the bundle's own numbering: the top-left hex and the one below it.
  const std::string first = hexNumber(0, 0), below = hexNumber(0, 1);
  std::vector<testing::PdfWord> words;
  for (int page = 2; page <= pages && !testing::findWord(words, first); ++page) words = testing::pdfWords(out, page);
  const auto* a = testing::findWord(words, first);
  const auto* b = testing::findWord(words, below);
  ASSERT_TRUE(a && b) << first << " " << below;
  EXPECT_NEAR(b->box.y - a->box.y, 25.4, 0.1);
}

TEST(CliExport, MapSingleSheetSvgAndPng) {
  const auto dir = testing::tempDir("cli-map-formats");
  int status = 0;
  std::string log =
      hexwright("export map '" + kBundle + "' -o '" + (dir / "one.pdf").string() + "' --single-sheet", status);
  ASSERT_EQ(status, 0) << log;
  EXPECT_EQ(pdfinfo(dir / "one.pdf").at("Pages"), "1");
  // The fallback hex size is announced, not silent.
  EXPECT_NE(log.find("does not state the printed hex size"), std::string::npos) << log;

  log = hexwright("export map '" + kBundle + "' -o '" + (dir / "map.out").string() + "' --output-format svg", status);
  ASSERT_EQ(status, 0) << log;
  EXPECT_NE(testing::run("head -c 400 '" + (dir / "map.out").string() + "'").find("<svg"), std::string::npos);

  for (const int dpi : {40, 80}) {
    const auto png = dir / ("map" + std::to_string(dpi) + ".png");
    log = hexwright("export map '" + kBundle + "' -o '" + png.string() + "' --dpi " + std::to_string(dpi), status);
    ASSERT_EQ(status, 0) << log;
    cairo_surface_t* s = cairo_image_surface_create_from_png(png.c_str());
    ASSERT_EQ(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
    // Width: n flat-top 0.75 in hexes span (1.5 n + 0.5) corner radii, pointy-top ones
    // (n + 0.5) hexes across flats; plus margins.
    const double n = sample().map.grid().columns;
    const double mapInches = sample().map.grid().convention.orientation == model::Orientation::FlatTop
                                 ? (1.5 * n + 0.5) * 0.75 / std::sqrt(3.0)
                                 : (n + 0.5) * 0.75;
    EXPECT_GT(cairo_image_surface_get_width(s), mapInches * dpi);
    EXPECT_LT(cairo_image_surface_get_width(s), (mapInches + 1) * dpi);
    cairo_surface_destroy(s);
  }
}

TEST(CliExport, CountersWithEveryOption) {
  const auto out = testing::tempDir("cli-counters") / "counters.pdf";
  int status = 0;
  const std::string log = hexwright("export counters '" + kBundle + "' -o '" + out.string() +
                                        "' --size 0.6 --paper legal --duplex short --back-offset 1,-1.5 --bleed "
                                        "--markers --calibration",
                                    status);
  ASSERT_EQ(status, 0) << log;
  const auto info = pdfinfo(out);
  EXPECT_NE(info.at("Page size").find("612 x 1008"), std::string::npos) << info.at("Page size");
  EXPECT_NE(log.find("duplex short"), std::string::npos) << log;
  const std::string text = run("pdftotext '" + out.string() + "' -");
  EXPECT_NE(text.find("Duplex calibration (front)"), std::string::npos);
  EXPECT_NE(text.find("back offset 1.0,-1.5 mm"), std::string::npos);
  EXPECT_NE(text.find("0.600 in counters"), std::string::npos);
  // Calibration front and back, then a front and a back page per counter sheet.
  EXPECT_EQ(std::stoi(info.at("Pages")) % 2, 0);

  EXPECT_NE(hexwright("export counters '" + kBundle + "' -o '" + out.string() + "' --back-offset 1mm", status)
                .find("--back-offset"),
            std::string::npos);
  EXPECT_NE(status, 0);
}

TEST(CliExport, RostersAreWritten) {
  const auto out = testing::tempDir("cli-rosters") / "rosters.pdf";
  int status = 0;
  const std::string log = hexwright("export rosters '" + kBundle + "' -o '" + out.string() + "' --paper a4", status);
  ASSERT_EQ(status, 0) << log;
  EXPECT_GE(std::stoi(pdfinfo(out).at("Pages")), 1);
}

}  // namespace
}  // namespace hexwright::exporters
