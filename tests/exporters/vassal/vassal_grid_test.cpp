// Item (c) of the VASSAL export: with VASSAL's own HexGrid and HexGridNumbering
// arithmetic (re-implemented in vassal_reference.cpp from VASSAL 3.7.26,
// vassal-app/src/main/java/VASSAL/build/module/map/boardPicker/board/HexGrid.java and
// .../mapgrid/HexGridNumbering.java, RegularGridNumbering.java), every hex's label
// resolves to a centre whose pixel lies in that hex on the board image, midway between
// the hex's drawn edges, and that centre's location name is the ruleset's label.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "exporters/fixtures.h"
#include "exporters/render/color.h"
#include "exporters/vassal/vassal_fixture.h"
#include "exporters/vassal/vassal_reference.h"

namespace hexwright::vassal_test {
namespace {

using namespace model;

std::uint32_t argb(const std::string& hex) {
  const auto c = exporters::parseColor(hex);
  auto b = [](double v) { return static_cast<std::uint32_t>(v * 255 + 0.5); };
  return 0xff000000u | b(c->r) << 16 | b(c->g) << 8 | b(c->b);
}

// The centre of the run of pixels of `colour` through (x, y) along one axis, in
// continuous pixel coordinates (a pixel i covers [i, i + 1)).
double runCentre(const Image& img, int x, int y, int stepX, int stepY, std::uint32_t colour) {
  int a = 0, b = 0;
  while (img.inside(x - (a + 1) * stepX, y - (a + 1) * stepY) &&
         img.at(x - (a + 1) * stepX, y - (a + 1) * stepY) == colour)
    ++a;
  while (img.inside(x + (b + 1) * stepX, y + (b + 1) * stepY) &&
         img.at(x + (b + 1) * stepX, y + (b + 1) * stepY) == colour)
    ++b;
  const int origin = stepX ? x : y;
  return origin + (b - a + 1) / 2.0;
}

struct Checked {
  int hexes = 0;
};

double distanceToEdges(const std::vector<ZonePolygon>& zones, double x, double y) {
  double best = 1e18;
  for (const auto& z : zones)
    for (std::size_t i = 0; i < z.points.size(); ++i) {
      const Point a = z.points[i], b = z.points[(i + 1) % z.points.size()];
      const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
      const double t = len2 > 0 ? std::clamp(((x - a.x) * dx + (y - a.y) * dy) / len2, 0.0, 1.0) : 0;
      best = std::min(best, std::hypot(x - a.x - t * dx, y - a.y - t * dy));
    }
  return best;
}

// Every pixel of the image: the paper around the map lies outside every zone (a piece
// dropped there stays, "offboard"), the hexes' terrain inside one; lines, and pixels
// within two of the outline (its stroke, rounding of the corners), are not judged.
void checkMarginIsOffTheGrid(const std::string& board, const Image& img, const std::vector<ZonePolygon>& zones,
                             const std::set<std::uint32_t>& terrain) {
  int margin = 0, hexes = 0;
  for (int y = 0; y < img.height; y += 2)
    for (int x = 0; x < img.width; x += 2) {
      const double cx = x + 0.5, cy = y + 0.5;
      if (distanceToEdges(zones, cx, cy) < 2) continue;
      const bool paper = img.at(x, y) == 0xffffffffu;
      if (!paper && !terrain.count(img.at(x, y))) continue;
      ASSERT_EQ(inAnyZone(zones, cx, cy), !paper)
          << board << " pixel " << x << "," << y << " (" << std::hex << img.at(x, y) << std::dec << ")"
          << (paper ? " is margin but in a zone" : " is a hex but in no zone");
      (paper ? margin : hexes) += 1;
    }
  EXPECT_GT(margin, 0) << board << ": no margin measured";
  EXPECT_GT(hexes, 0) << board;
}

// Every hex of the scenario against the module's boards.
void checkEveryHex(const Scenario& s, const Ruleset& r, const Module& m, Checked& checked) {
  const OffsetConvention& c = s.map.grid().convention;
  const pugi::xml_node picker = m.buildFile()
                                    .child("VASSAL.build.GameModule")
                                    .child("VASSAL.build.module.Map")
                                    .child("VASSAL.build.module.map.BoardPicker");
  struct BoardGrid {
    std::string name;
    Grid grid;
    std::vector<ZonePolygon> zones;
    Image image;
  };
  std::vector<BoardGrid> boards;
  for (const pugi::xml_node b : picker.children("VASSAL.build.module.map.boardPicker.Board")) {
    auto img = m.image(b.attribute("image").value());
    ASSERT_TRUE(img) << b.attribute("image").value();
    EXPECT_EQ(img->width, b.attribute("width").as_int());
    EXPECT_EQ(img->height, b.attribute("height").as_int());
    const auto zones = zonesOf(b);
    std::set<std::uint32_t> terrain;
    for (const auto& t : r.terrain) terrain.insert(argb(t.color));
    checkMarginIsOffTheGrid(b.attribute("name").value(), *img, zones, terrain);
    boards.push_back({b.attribute("name").value(), gridOf(b), zones, std::move(*img)});
  }
  ASSERT_EQ(boards.size(), std::max<std::size_t>(1, c.sections.size()));
  for (const HexCoord h : s.map.grid().hexes()) {
    const std::string label = formatLabel(h, c);
    // The board whose numbering parses the label (its locationFormat carries the letter).
    const BoardGrid* on = nullptr;
    Point p;
    for (const auto& b : boards)
      if (const auto loc = b.grid.location(label); loc && !on) on = &b, p = *loc;
    ASSERT_NE(on, nullptr) << "no board's numbering reads " << label;
    const Grid& g = on->grid;
    EXPECT_EQ(g.locationName(p), label) << "VASSAL names the centre of " << label << " differently";
    EXPECT_EQ(g.snap(p), p) << label << ": a piece dropped on the centre snaps elsewhere";
    // A point a third of a hex off the centre still snaps to it and is still named so.
    const Point off{p.x + static_cast<int>(g.dy * 0.2), p.y - static_cast<int>(g.dy * 0.15)};
    EXPECT_EQ(g.snap(off), p) << label;
    EXPECT_EQ(g.locationName(off), label);
    EXPECT_TRUE(inAnyZone(on->zones, p.x, p.y) && inAnyZone(on->zones, off.x, off.y))
        << label << " is outside the board's zones: VASSAL would neither snap nor name it";

    // The pixels: VASSAL's centre pixel has the hex's terrain colour, and the hex's
    // drawn extent is centred on it within a pixel along both axes.
    ASSERT_TRUE(on->image.inside(p.x, p.y)) << label;
    const std::uint32_t want = argb(r.findTerrain(gridTerrain(h))->color);
    ASSERT_EQ(on->image.at(p.x, p.y), want) << label << " at " << p.x << "," << p.y << " on " << on->name;
    EXPECT_NEAR(runCentre(on->image, p.x, p.y, 1, 0, want), p.x + 0.5, 1.0) << label << " horizontally";
    EXPECT_NEAR(runCentre(on->image, p.x, p.y, 0, 1, want), p.y + 0.5, 1.0) << label << " vertically";
    ++checked.hexes;
  }
}

struct GridCase {
  const char* name;
  Orientation orientation;
  Shove shove;
  int columnOrigin, rowOrigin, digits;
  int cols, rows;
  std::vector<MapSection> sections;
};

class VassalGrid : public ::testing::TestWithParam<GridCase> {};

TEST_P(VassalGrid, EveryHexCentreAndLabelMatchThePainterAndTheRuleset) {
  const GridCase& gc = GetParam();
  const OffsetConvention c{gc.orientation, gc.shove, gc.columnOrigin, gc.rowOrigin, gc.digits, gc.sections};
  const Scenario s = gridScenario(gc.cols, gc.rows, c);
  const Ruleset r = gridRuleset();
  const auto dir = exporters::testing::tempDir(std::string("vassal-grid-") + gc.name);
  // Hex numbers off: their glyphs would cut the runs of terrain colour being measured.
  const auto m = exportAndRead(s, r, dir / "grid.vmod", false);
  ASSERT_TRUE(m);
  Checked checked;
  checkEveryHex(s, r, *m, checked);
  EXPECT_EQ(checked.hexes, gc.cols * gc.rows);
}

INSTANTIATE_TEST_SUITE_P(
    Conventions, VassalGrid,
    ::testing::Values(GridCase{"flat_odd", Orientation::FlatTop, Shove::Odd, 1, 1, 2, 11, 9, {}},
                      GridCase{"flat_even_row0", Orientation::FlatTop, Shove::Even, 1, 0, 2, 10, 8, {}},
                      GridCase{"pointy_odd", Orientation::PointyTop, Shove::Odd, 1, 1, 2, 9, 11, {}},
                      GridCase{"pointy_even_col0", Orientation::PointyTop, Shove::Even, 0, 1, 2, 8, 10, {}},
                      GridCase{"three_digits", Orientation::FlatTop, Shove::Odd, 1, 1, 3, 7, 6, {}},
                      // Bloody April's layout: two lettered sections side by side, one
                      // starting on an even column, one on an odd one.
                      GridCase{"sections",
                               Orientation::FlatTop,
                               Shove::Odd,
                               1,
                               1,
                               2,
                               13,
                               6,
                               {MapSection{"A", 0, 0, 7, 6}, MapSection{"B", 7, 0, 6, 6}}},
                      GridCase{"pointy_sections",
                               Orientation::PointyTop,
                               Shove::Even,
                               1,
                               1,
                               2,
                               6,
                               9,
                               {MapSection{"A", 0, 0, 6, 5}, MapSection{"B", 0, 5, 6, 4}}}),
    [](const ::testing::TestParamInfo<GridCase>& i) { return std::string(i.param.name); });

// The painter's hex numbers are on the default board, and VASSAL's numbering still
// names every hex as they do (the pixel geometry is measured above without them).
TEST(VassalGrid, DefaultBoardCarriesTheHexNumbersAndHexPxSetsTheScale) {
  const OffsetConvention c{Orientation::FlatTop, Shove::Odd, 1, 1, 2, {}};
  const Scenario s = gridScenario(6, 5, c);
  const Ruleset r = gridRuleset();
  const auto dir = exporters::testing::tempDir("vassal-grid-numbers");
  const auto with = exportAndRead(s, r, dir / "with.vmod", true);
  const auto without = exportAndRead(s, r, dir / "without.vmod", false);
  ASSERT_TRUE(with && without);
  const auto a = with->image("board.png"), b = without->image("board.png");
  ASSERT_TRUE(a && b);
  ASSERT_EQ(a->width, b->width);
  int differing = 0;
  for (std::size_t i = 0; i < a->pixels.size(); ++i) differing += a->pixels[i] != b->pixels[i];
  EXPECT_GT(differing, 6 * 5 * 10) << "the hex numbers should add ink in every hex";
  const pugi::xml_node grid =
      with->buildFile().select_node("//VASSAL.build.module.map.boardPicker.board.HexGrid").node();
  EXPECT_DOUBLE_EQ(grid.attribute("dy").as_double(), 64.0);
  EXPECT_NEAR(grid.attribute("dx").as_double(), 64.0 * std::sqrt(3.0) / 2, 1e-9);
}

}  // namespace
}  // namespace hexwright::vassal_test
