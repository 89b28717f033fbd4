// Printer's marks on tiled map sheets, read back from a recording canvas: registration
// marks of two neighbouring sheets sit on the same poster point (so the sheets can be
// laid one over the other), inside the strip they share; crop marks frame the content.
#include "exporters/print/page_marks.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

#include "exporters/render/recording_canvas.h"

namespace hexwright::exporters {
namespace {

// Centres of the registration marks on a page: each mark's horizontal bar is logged as
// "stroke … M x0 y L x1 y"; its centre is the bar's midpoint.
std::vector<Vec2> markCentres(const RecordingCanvas& c) {
  std::vector<Vec2> out;
  for (const auto& line : c.lines()) {
    const auto m = line.find(" M ");
    if (line.rfind("stroke ", 0) != 0 || m == std::string::npos) continue;
    double x0, y0, x1, y1;
    char tail = 0;
    if (std::sscanf(line.c_str() + m, " M %lf %lf L %lf %lf%c", &x0, &y0, &x1, &y1, &tail) != 4) continue;
    if (y0 == y1 && x1 > x0) out.push_back({(x0 + x1) / 2, y0});
  }
  return out;
}

// Page millimetres of tile `t` back to poster millimetres, rounded to 0.01 mm (the log's
// precision) for comparing.
std::set<std::pair<long, long>> onPoster(const std::vector<Vec2>& page, const TilePlan& p, const Tile& t) {
  std::set<std::pair<long, long>> out;
  for (const Vec2 v : page)
    out.insert({std::lround((v.x - p.content.x + t.area.x) * 100), std::lround((v.y - p.content.y + t.area.y) * 100)});
  return out;
}

TEST(PageMarks, RegistrationMarksOfNeighboursCoincideOnThePoster) {
  const TilePlan plan = planTiles({600, 500}, letterPaper(), 10, 12);
  ASSERT_GE(plan.rows, 2);
  ASSERT_GE(plan.cols, 2);
  std::vector<std::set<std::pair<long, long>>> marks;
  for (const Tile& t : plan.tiles) {
    RecordingCanvas c;
    drawTileRegistration(c, plan, t);
    marks.push_back(onPoster(markCentres(c), plan, t));
  }
  auto index = [&](int row, int col) { return static_cast<std::size_t>(row * plan.cols + col); };
  for (const Tile& t : plan.tiles) {
    const auto& mine = marks[index(t.row, t.col)];
    // Two marks per shared edge, and only for edges that have a neighbour.
    const int edges = (t.col > 0) + (t.col + 1 < plan.cols) + (t.row > 0) + (t.row + 1 < plan.rows);
    EXPECT_EQ(mine.size(), static_cast<std::size_t>(2 * edges)) << t.label;
    for (const auto& [x, y] : mine) {
      // Every mark lies in a strip this sheet shares, and the neighbour has it too.
      const double px = x / 100.0, py = y / 100.0;
      int shared = 0;
      for (const auto& [dr, dc] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}}) {
        const Tile* n = plan.at(t.row + dr, t.col + dc);
        if (!n || !n->area.contains({px, py}) || !t.area.contains({px, py})) continue;
        ++shared;
        EXPECT_TRUE(marks[index(n->row, n->col)].count({x, y}))
            << t.label << " mark at " << px << "," << py << " missing on " << n->label;
      }
      EXPECT_GE(shared, 1) << t.label << " mark outside every shared strip";
    }
  }
}

TEST(PageMarks, CropMarksStopShortOfTheTrimCorners) {
  RecordingCanvas c;
  const Rect content{10, 10, 195.9, 259.4};
  drawCropMarks(c, content, 6, 1.5);
  int marks = 0;
  for (const auto& line : c.lines()) {
    const auto m = line.find(" M ");
    double x0, y0, x1, y1;
    if (m == std::string::npos || std::sscanf(line.c_str() + m, " M %lf %lf L %lf %lf", &x0, &y0, &x1, &y1) != 4)
      continue;
    ++marks;
    // Each mark continues one trim line outside the content, never into it.
    const bool horizontal = std::abs(y0 - y1) < 1e-9;
    const double along0 = horizontal ? x0 : y0, along1 = horizontal ? x1 : y1;
    const double lo = horizontal ? content.x : content.y, hi = horizontal ? content.right() : content.bottom();
    EXPECT_TRUE((along0 <= lo - 1.5 + 0.01 && along1 <= lo - 1.5 + 0.01) ||
                (along0 >= hi + 1.5 - 0.01 && along1 >= hi + 1.5 - 0.01))
        << line;
    const double across = horizontal ? y0 : x0;
    EXPECT_TRUE(std::abs(across - (horizontal ? content.y : content.x)) < 0.01 ||
                std::abs(across - (horizontal ? content.bottom() : content.right())) < 0.01)
        << line;
  }
  EXPECT_EQ(marks, 8);  // two per corner
}

// The check bar states its length in inches rounded, not cut (100 mm is 3.937 in).
TEST(PageMarks, CheckBarStatesItsLengthInRoundedInches) {
  for (const auto& [mm, inches] : {std::pair{100.0, "(3.94 in)"}, std::pair{50.8, "(2.00 in)"}}) {
    RecordingCanvas c;
    drawCheckBar(c, {10, 10}, mm);
    std::string all;
    for (const auto& line : c.lines()) all += line + "\n";
    EXPECT_NE(all.find(inches), std::string::npos) << all;
  }
}

}  // namespace
}  // namespace hexwright::exporters
