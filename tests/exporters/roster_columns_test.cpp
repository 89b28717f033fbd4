// Roster tables read back from the PDF: every text in a table row stays inside its own
// column and off every other text. A "?" for an unknown strength printed beside the
// roster boxes must not run into the Guns column (Bloody April 26.13's form), and no
// cell's text may run into the next one in any game's roster.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "exporters/print/export_inputs.h"
#include "exporters/print/roster_builder.h"
#include "exporters/print/roster_print.h"
#include "fixtures.h"
#include "pdf_content.h"

namespace hexwright::exporters {
namespace {

using testing::PdfPage;
using testing::PdfTextRun;

constexpr double kTolMm = 0.1;
constexpr double kCellPadMm = 0.8;  // RosterPainter: text starts this far into its column

struct Finding {
  std::vector<std::string> problems;
  int cells = 0;    // table texts checked
  int unknown = 0;  // of them "?"
  int headers = 0;  // table headers found
};

struct Header {
  const std::vector<RosterColumn>* columns;
  std::vector<double> edges;  // column edges, left to right
  double mid;                 // the title row's middle
};

// The table headers of one page: a run with a layout's first column title whose
// neighbours' titles start where the document's widths put their columns.
std::vector<Header> headers(const PdfPage& page, const std::vector<std::vector<RosterColumn>>& layouts) {
  std::vector<Header> out;
  for (const auto& columns : layouts) {
    if (columns.size() < 2) continue;
    for (const PdfTextRun& first : page.texts) {
      if (first.text != columns[0].title) continue;
      const double mid = first.box.y + first.box.h / 2;
      std::vector<double> edges{first.box.x - kCellPadMm};
      for (const auto& c : columns) edges.push_back(edges.back() + c.widthMm);
      bool aligned = true;
      for (std::size_t j = 1; j < columns.size() && aligned; ++j)
        aligned = std::any_of(page.texts.begin(), page.texts.end(), [&](const PdfTextRun& t) {
          return std::abs(t.box.x - (edges[j] + kCellPadMm)) < 0.6 && std::abs(t.box.y + t.box.h / 2 - mid) < 3 &&
                 !t.text.empty() && columns[j].title.rfind(t.text.substr(0, t.text.find(' ')), 0) == 0;
        });
      if (aligned) out.push_back({&columns, edges, mid});
    }
  }
  std::sort(out.begin(), out.end(), [](const Header& a, const Header& b) { return a.mid < b.mid; });
  return out;
}

void checkPage(const PdfPage& page, int pageNo, const std::vector<std::vector<RosterColumn>>& layouts, Finding& out) {
  const auto found = headers(page, layouts);
  for (std::size_t h = 0; h < found.size(); ++h) {
    const auto& columns = *found[h].columns;
    const auto& edges = found[h].edges;
    const double left = edges.front();
    ++out.headers;
    // The table runs down to its last row rule (full-width lines) before the next table's
    // header band.
    const double headerBottom = found[h].mid + 2.6;
    const double limit = h + 1 < found.size() ? found[h + 1].mid - 2.6 : 1e9;
    std::set<double> rules;
    for (const auto& s : page.strokes)
      if (std::abs(s.a.y - s.b.y) < 0.05 && std::min(s.a.x, s.b.x) < left + 1 &&
          std::max(s.a.x, s.b.x) > edges.back() - 1 && s.a.y > headerBottom && s.a.y < limit)
        rules.insert(s.a.y);
    // Rows follow each other at most a tall row apart; the next table on the page starts
    // at least a caption, a header and a row further down.
    double bottom = headerBottom;
    for (const double y : rules) {
      if (y - bottom > 16) break;
      bottom = y;
    }
    for (const PdfTextRun& t : page.texts) {
      const double cy = t.box.y + t.box.h / 2;
      if (cy <= headerBottom || cy >= bottom || t.box.x < left - kTolMm || t.box.x > edges.back()) continue;
      std::size_t col = 0;
      while (col + 1 < columns.size() && t.box.x >= edges[col + 1] - kTolMm) ++col;
      ++out.cells;
      out.unknown += t.text == "?";
      if (t.box.right() > edges[col + 1] + kTolMm)
        out.problems.push_back("page " + std::to_string(pageNo) + ": \"" + t.text + "\" in column \"" +
                               columns[col].title + "\" ends " + std::to_string(t.box.right() - edges[col + 1]) +
                               " mm past it, into \"" +
                               (col + 1 < columns.size() ? columns[col + 1].title : std::string("the margin")) + "\"");
    }
  }
}

class RosterColumns : public ::testing::TestWithParam<std::string> {};

TEST_P(RosterColumns, NoTableTextLeavesItsColumnOrTouchesAnother) {
  model::Diagnostics d;
  const auto in = loadExportInputs(std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/" + GetParam() + ".hexw", d);
  ASSERT_TRUE(in && in->ruleset) << GetParam();
  const RosterPrintOptions options;
  const auto pdf = testing::tempDir("roster-columns") / (GetParam() + ".pdf");
  model::NullProgress progress;
  ASSERT_TRUE(exportRosters(in->scenario, in->rulesetOrNull(), options, pdf, d, progress)) << GetParam();
  // The document the painter drew, for its column titles and widths.
  const RosterDocument doc =
      buildRosters(in->scenario, in->rulesetOrNull(), options.paper.widthMm, options.paper.heightMm);
  std::vector<std::vector<RosterColumn>> layouts;
  for (const auto& sheet : doc.sheets)
    for (const auto& table : sheet.tables)
      if (std::none_of(layouts.begin(), layouts.end(), [&](const auto& l) {
            return l.size() == table.columns.size() &&
                   std::equal(l.begin(), l.end(), table.columns.begin(), [](const auto& a, const auto& b) {
                     return a.title == b.title && std::abs(a.widthMm - b.widthMm) < 1e-6;
                   });
          }))
        layouts.push_back(table.columns);
  const auto pages = testing::readPdf(pdf);
  Finding found;
  std::vector<std::string> overlaps;
  for (std::size_t i = 0; i < pages.size(); ++i) {
    checkPage(pages[i], static_cast<int>(i + 1), layouts, found);
    for (const auto& o : testing::overlappingText(pages[i]))
      overlaps.push_back("page " + std::to_string(i + 1) + ": " + o);
  }
  EXPECT_GT(found.headers, 0) << "no table header found in the PDF";
  EXPECT_GT(found.cells, 0) << "no table text checked";
  if (GetParam() == "bloody-april") {
    EXPECT_GT(found.unknown, 0) << "the sample's unknown strengths print \"?\"";
  }
  std::string text;
  for (std::size_t i = 0; i < found.problems.size() && i < 8; ++i) text += "\n  " + found.problems[i];
  EXPECT_TRUE(found.problems.empty()) << found.problems.size() << " texts out of their column" << text;
  text.clear();
  for (std::size_t i = 0; i < overlaps.size() && i < 8; ++i) text += "\n  " + overlaps[i];
  EXPECT_TRUE(overlaps.empty()) << overlaps.size() << " overlapping texts" << text;
  RecordProperty("cells", found.cells);
}

INSTANTIATE_TEST_SUITE_P(Samples, RosterColumns,
                         ::testing::Values("bloody-april", "hell-before-night", "huzzah", "unconditional-surrender",
                                           "dress-on-the-colors"),
                         [](const auto& test) {
                           std::string n = test.param;
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

}  // namespace
}  // namespace hexwright::exporters
