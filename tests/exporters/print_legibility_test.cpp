// Every print export of every sample scenario, read back with the PDF probe
// (pdf_content.h) and held to what a published game needs: no type under 4 pt, no two
// texts on top of each other, no line through a text, no sheet nearly empty.
//
// Set HEXWRIGHT_PROBE_REPORT=1 to print every finding instead of the first few.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <regex>
#include <tuple>

#include "fixtures.h"
#include "pdf_content.h"

namespace hexwright::exporters {
namespace {

using testing::PdfPage;

struct Export {
  std::string scenario;  // scenarios/<name>.hexw
  std::string command;   // "map", "counters", "rosters"
  std::string options;
};

std::ostream& operator<<(std::ostream& o, const Export& e) { return o << e.scenario << ' ' << e.command << e.options; }

std::string testName(const ::testing::TestParamInfo<Export>& info) {
  std::string n = info.param.scenario + "_" + info.param.command + info.param.options;
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

std::filesystem::path produce(const Export& e) {
  const auto out = testing::tempDir("legibility") / (testName({e, 0}) + ".pdf");
  const std::string bundle = std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/" + e.scenario + ".hexw";
  int status = 0;
  const std::string log = testing::run(std::string("'") + HEXWRIGHT_CLI + "' export " + e.command + " '" + bundle +
                                           "' -o '" + out.string() + "' " + e.options + " 2>&1",
                                       &status);
  EXPECT_EQ(status, 0) << log;
  return out;
}

// Findings of one kind over all pages, "page N: …"; reported in full only on request.
void expectNone(const std::string& what, const std::vector<PdfPage>& pages,
                std::vector<std::string> (*check)(const PdfPage&, const testing::ProbeLimits&)) {
  std::vector<std::string> all;
  for (std::size_t i = 0; i < pages.size(); ++i)
    for (auto& f : check(pages[i], {})) all.push_back("page " + std::to_string(i + 1) + ": " + f);
  const std::size_t shown = std::getenv("HEXWRIGHT_PROBE_REPORT") ? all.size() : std::min<std::size_t>(all.size(), 5);
  std::string text;
  for (std::size_t i = 0; i < shown; ++i) text += "\n  " + all[i];
  EXPECT_TRUE(all.empty()) << all.size() << " × " << what << text;
}

class PrintLegibility : public ::testing::TestWithParam<Export> {};

TEST_P(PrintLegibility, NoSmallTextNoOverlapsNoLinesThroughText) {
  const auto pdf = produce(GetParam());
  const auto pages = testing::readPdf(pdf);
  ASSERT_FALSE(pages.empty());
  std::size_t runs = 0;
  for (const auto& p : pages) runs += p.texts.size();
  EXPECT_GT(runs, 0u) << "the probe read no text at all";
  expectNone("small text", pages, testing::smallText);
  expectNone("overlapping text", pages, testing::overlappingText);
  // On map sheets the lines to keep off text are the printer's marks in the margins;
  // the map's own roads and rivers run under hex numbers as on any printed map.
  if (GetParam().command == "map") {
    std::vector<PdfPage> margins;
    for (const auto& p : pages) margins.push_back(testing::marksOutsideTrim(p));
    expectNone("mark through text", margins, testing::strokesThroughText);
  } else {
    expectNone("line through text", pages, testing::strokesThroughText);
  }
}

// Sheets of a tiled map: the key, title and turn track go where there is room (under
// the map, beside it, or into the room the map leaves in its last row or column of
// sheets), and the slack a last row or column would leave empty is spread over the
// joins, so every sheet, edge sheets included, carries at least the 20% floor.
// Page 1 of a tiled map is the assembly index, a page of its own by design.
constexpr double kFillFloor = 0.20;

class MapSheetFill : public ::testing::TestWithParam<Export> {};

TEST_P(MapSheetFill, NoSheetUnderTheFillFloor) {
  const auto out = testing::tempDir("fill") / (testName({GetParam(), 0}) + ".pdf");
  int status = 0;
  const std::string log =
      testing::run(std::string("'") + HEXWRIGHT_CLI + "' export map '" + HEXWRIGHT_SOURCE_DIR + "/scenarios/" +
                       GetParam().scenario + ".hexw' -o '" + out.string() + "' " + GetParam().options + " 2>&1",
                   &status);
  ASSERT_EQ(status, 0) << log;
  // "assembly index + 5 x 7 sheets": rows x columns, in page order row by row.
  std::smatch grid;
  ASSERT_TRUE(std::regex_search(log, grid, std::regex(R"((\d+) x (\d+) sheets)"))) << log;
  const int rows = std::stoi(grid[1]), cols = std::stoi(grid[2]);
  const auto used = testing::pdfUsedFractions(out);
  ASSERT_EQ(used.size(), static_cast<std::size_t>(rows * cols + 1));
  std::string report;
  for (std::size_t i = 0; i < used.size(); ++i) report += " " + std::to_string(static_cast<int>(used[i] * 100)) + "%";
  RecordProperty("used", report);
  for (int i = 0; i < rows * cols; ++i)
    EXPECT_GE(used[i + 1], kFillFloor) << GetParam() << ": sheet " << i + 1 << " of" << report;
}

// Maps that fit one sheet print on one: Huzzah!'s 13 x 4 hexes with key and track on a
// landscape letter sheet, and Hell Before Night's map on the rulebook's own 34 x 22 in
// map sheet (Hell Before Night 2.1A) with the key in the column the map leaves.
TEST(MapSheetFit, SampleMapsFitTheirPaperOnOneSheet) {
  for (const auto& [scenario, options, expected] :
       {std::tuple{"huzzah", "", "1 page, letter landscape"},
        std::tuple{"hell-before-night", " --paper rulebook", "1 page, rulebook 34x22in landscape"}}) {
    const auto out = testing::tempDir("fit") / (std::string(scenario) + ".pdf");
    int status = 0;
    const std::string log =
        testing::run(std::string("'") + HEXWRIGHT_CLI + "' export map '" + HEXWRIGHT_SOURCE_DIR + "/scenarios/" +
                         scenario + ".hexw' -o '" + out.string() + "'" + options + " 2>&1",
                     &status);
    ASSERT_EQ(status, 0) << log;
    EXPECT_NE(log.find(expected), std::string::npos) << scenario << ": " << log;
    // The key and the track are on that sheet, not left out.
    const auto pages = testing::readPdf(out);
    ASSERT_EQ(pages.size(), 1u);
    bool key = false, track = false;
    for (const auto& t : pages[0].texts) {
      key = key || t.text.find("Terrain Key") != std::string::npos;
      track = track || t.text.find("Turn Record Track") != std::string::npos;
    }
    EXPECT_TRUE(key && track) << scenario;
  }
}

INSTANTIATE_TEST_SUITE_P(Samples, MapSheetFill,
                         ::testing::Values(Export{"bloody-april", "map", ""}, Export{"hell-before-night", "map", ""},
                                           Export{"unconditional-surrender", "map", ""},
                                           Export{"bloody-april", "map", " --paper rulebook"},
                                           Export{"dress-on-the-colors", "map", " --table-scale 1"}),
                         testName);

INSTANTIATE_TEST_SUITE_P(
    Samples, PrintLegibility,
    ::testing::Values(Export{"bloody-april", "counters", ""}, Export{"hell-before-night", "counters", ""},
                      Export{"huzzah", "counters", ""}, Export{"unconditional-surrender", "counters", ""},
                      Export{"dress-on-the-colors", "counters", ""},
                      Export{"bloody-april", "counters", " --markers --bleed"},
                      Export{"hell-before-night", "counters", " --calibration --duplex short --paper a4"},
                      Export{"bloody-april", "map", ""}, Export{"hell-before-night", "map", ""},
                      Export{"huzzah", "map", ""}, Export{"unconditional-surrender", "map", ""},
                      Export{"dress-on-the-colors", "map", ""},
                      Export{"dress-on-the-colors", "map", " --table-scale 1"}, Export{"bloody-april", "rosters", ""},
                      Export{"hell-before-night", "rosters", ""}, Export{"huzzah", "rosters", ""},
                      Export{"unconditional-surrender", "rosters", ""}, Export{"dress-on-the-colors", "rosters", ""}),
    testName);

}  // namespace
}  // namespace hexwright::exporters
