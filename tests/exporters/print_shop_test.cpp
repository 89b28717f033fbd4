// What a print shop checks before it accepts a file (qpdf_check_test.cpp has the rest):
// TrimBox and BleedBox on counter sheets, and cut lines only where counters are.
#include <gtest/gtest.h>

#include "fixtures.h"
#include "pdf_content.h"

namespace hexwright::exporters {
namespace {

using testing::run;

std::filesystem::path exportPdf(const std::string& scenario, const std::string& command, const std::string& options) {
  const auto out = testing::tempDir("print-shop") / (scenario + "-" + command + ".pdf");
  const std::string bundle = std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/" + scenario + ".hexw";
  int status = 0;
  const std::string log = run(std::string("'") + HEXWRIGHT_CLI + "' export " + command + " '" + bundle + "' -o '" +
                                  out.string() + "' " + options + " 2>&1",
                              &status);
  EXPECT_EQ(status, 0) << log;
  return out;
}

TEST(PrintShop, CounterSheetsWithBleedStateTrimAndBleedBoxes) {
  const auto pages = testing::readPdf(exportPdf("hell-before-night", "counters", "--bleed=2"));
  ASSERT_EQ(pages.size(), 2u);  // five units: one front, one back
  for (const auto& p : pages) {
    ASSERT_TRUE(p.hasTrimBox && p.hasBleedBox);
    // The bleed box is the trim box grown by exactly the bleed on every side.
    EXPECT_NEAR(p.trimBox.x - p.bleedBox.x, 2.0, 0.01);
    EXPECT_NEAR(p.bleedBox.right() - p.trimBox.right(), 2.0, 0.01);
    EXPECT_NEAR(p.trimBox.y - p.bleedBox.y, 2.0, 0.01);
    EXPECT_NEAR(p.bleedBox.bottom() - p.trimBox.bottom(), 2.0, 0.01);
    EXPECT_LT(p.trimBox.w, p.widthMm);
  }
}

TEST(PrintShop, CutLinesOnlyAroundPrintedCounters) {
  // Hell Before Night's sample: two Union units on one row, three Confederate on the
  // next (each side starts a row), 0.5 in counters, on a sheet with room for 285.
  const auto pages = testing::readPdf(exportPdf("hell-before-night", "counters", ""));
  ASSERT_EQ(pages.size(), 2u);
  const double cell = 12.7;
  for (const auto& p : pages) {
    ASSERT_TRUE(p.hasTrimBox);  // the block of printed counters
    EXPECT_NEAR(p.trimBox.w, 3 * cell, 0.01);
    EXPECT_NEAR(p.trimBox.h, 2 * cell, 0.01);
    std::size_t cut = 0;
    for (const auto& s : p.strokes) {
      const Rect inside = p.trimBox.inflated(0.05);
      EXPECT_TRUE(inside.contains(s.a) && inside.contains(s.b))
          << "line outside the printed counters: " << s.a.x << "," << s.a.y << " - " << s.b.x << "," << s.b.y;
      // Cut lines are whole cell edges, joined into runs; symbol frames are shorter.
      if (std::abs(s.widthMm - 0.12) < 0.01 && length(s.b - s.a) > cell - 0.01) ++cut;
    }
    // Across: the top of row 1, the line both rows share, the bottom of row 2; down:
    // three lines through both rows and the end of the longer one. Each drawn once.
    EXPECT_EQ(cut, 7u);
  }
}

}  // namespace
}  // namespace hexwright::exporters
