#include "model/hex/hex_grid.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

namespace hexwright::model {
namespace {

HexGrid grid(int columns, int rows, Orientation o, Shove s) {
  HexGrid g;
  g.columns = columns;
  g.rows = rows;
  g.convention.orientation = o;
  g.convention.shove = s;
  return g;
}

std::vector<HexGrid> grids() {
  std::vector<HexGrid> out;
  for (const Orientation o : {Orientation::FlatTop, Orientation::PointyTop}) {
    for (const Shove s : {Shove::Odd, Shove::Even}) {
      for (const auto& [c, r] : {std::pair{1, 1}, {1, 5}, {5, 1}, {2, 2}, {7, 9}, {10, 10}, {41, 41}}) {
        out.push_back(grid(c, r, o, s));
      }
    }
  }
  return out;
}

std::string describe(const HexGrid& g) {
  return std::to_string(g.columns) + "x" + std::to_string(g.rows) +
         (g.convention.orientation == Orientation::FlatTop ? " flat" : " pointy") +
         (g.convention.shove == Shove::Odd ? "-odd" : "-even");
}

HexCoord at(const HexGrid& g, int col, int row) {
  return fromOffset({col, row}, g.convention.orientation, g.convention.shove);
}

TEST(HexGridTest, HexesInIndexOrderHandChecked) {
  const HexGrid g = grid(3, 2, Orientation::FlatTop, Shove::Odd);
  EXPECT_EQ(g.size(), 6u);
  const std::vector<HexCoord> expected{{0, 0}, {1, 0}, {2, -1}, {0, 1}, {1, 1}, {2, 0}};
  EXPECT_EQ(g.hexes(), expected);
  const HexGrid p = grid(2, 3, Orientation::PointyTop, Shove::Even);
  const std::vector<HexCoord> pointy{{0, 0}, {1, 0}, {-1, 1}, {0, 1}, {-1, 2}, {0, 2}};
  EXPECT_EQ(p.hexes(), pointy);
}

TEST(HexGridTest, ContainsExactlyTheRectangle) {
  for (const HexGrid& g : grids()) {
    for (int col = -3; col < g.columns + 3; ++col) {
      for (int row = -3; row < g.rows + 3; ++row) {
        const bool inside = col >= 0 && col < g.columns && row >= 0 && row < g.rows;
        EXPECT_EQ(g.contains(at(g, col, row)), inside) << describe(g) << ' ' << col << ',' << row;
      }
    }
  }
}

TEST(HexGridTest, IndexIsRowMajorAndInvertible) {
  for (const HexGrid& g : grids()) {
    for (int row = 0; row < g.rows; ++row) {
      for (int col = 0; col < g.columns; ++col) {
        const HexCoord h = at(g, col, row);
        const std::size_t i = g.index(h);
        EXPECT_EQ(i, static_cast<std::size_t>(row * g.columns + col)) << describe(g);
        EXPECT_EQ(g.at(i), h) << describe(g);
      }
    }
    for (std::size_t i = 0; i < g.size(); ++i) EXPECT_EQ(g.index(g.at(i)), i) << describe(g);
  }
}

TEST(HexGridTest, HexesListsEveryHexOnceInIndexOrder) {
  for (const HexGrid& g : grids()) {
    const std::vector<HexCoord> hexes = g.hexes();
    ASSERT_EQ(hexes.size(), g.size()) << describe(g);
    EXPECT_EQ(std::set<HexCoord>(hexes.begin(), hexes.end()).size(), g.size());
    for (std::size_t i = 0; i < hexes.size(); ++i) {
      EXPECT_TRUE(g.contains(hexes[i]));
      EXPECT_EQ(g.index(hexes[i]), i);
    }
  }
}

// On a rectangle of offset coordinates the hexes with an off-map neighbour are exactly the
// first and last rows and columns, whatever the shove.
TEST(HexGridTest, EdgeIsTheOuterRingOfTheRectangle) {
  for (const HexGrid& g : grids()) {
    int edges = 0;
    for (int col = -2; col < g.columns + 2; ++col) {
      for (int row = -2; row < g.rows + 2; ++row) {
        const bool inside = col >= 0 && col < g.columns && row >= 0 && row < g.rows;
        const bool rim = col == 0 || row == 0 || col == g.columns - 1 || row == g.rows - 1;
        EXPECT_EQ(g.onEdge(at(g, col, row)), inside && rim) << describe(g) << ' ' << col << ',' << row;
        if (inside && rim) ++edges;
      }
    }
    const int expected = g.columns <= 2 || g.rows <= 2 ? g.columns * g.rows : 2 * (g.columns + g.rows) - 4;
    EXPECT_EQ(edges, expected) << describe(g);
  }
}

// A side is on the map exactly when it is one of the six sides of a hex on the map, so
// border sides count and sides between two off-map hexes do not.
TEST(HexGridTest, SideIsOnTheMapWhenOneOfItsHexesIs) {
  for (const HexGrid& g : grids()) {
    std::set<HexsideKey> sidesOfMapHexes;
    for (const HexCoord h : g.hexes()) {
      for (int d = 0; d < 6; ++d) sidesOfMapHexes.insert(hexside(h, d));
    }
    for (int col = -3; col < g.columns + 3; ++col) {
      for (int row = -3; row < g.rows + 3; ++row) {
        for (int d = 0; d < 6; ++d) {
          const HexsideKey side = hexside(at(g, col, row), d);
          EXPECT_EQ(g.containsSide(side), sidesOfMapHexes.count(side) == 1)
              << describe(g) << ' ' << col << ',' << row << " side " << d;
        }
      }
    }
  }
}

TEST(HexGridTest, SideBetweenTwoOffMapHexesIsOffTheMap) {
  const HexGrid g = grid(1, 1, Orientation::FlatTop, Shove::Odd);
  const HexCoord inside{0, 0};
  for (int d = 0; d < 6; ++d) EXPECT_TRUE(g.containsSide(hexside(inside, d))) << d;
  // The side between two neighbours of the only hex touches the map at one corner only.
  const HexCoord north = neighbor(inside, 0);
  EXPECT_FALSE(g.containsSide(hexside(north, 2)));
  EXPECT_FALSE(g.containsSide(hexside(north, 1)));
}

TEST(HexGridTest, EmptyGridHasNoHexes) {
  const HexGrid g = grid(0, 0, Orientation::FlatTop, Shove::Odd);
  EXPECT_EQ(g.size(), 0u);
  EXPECT_TRUE(g.hexes().empty());
  EXPECT_FALSE(g.contains({0, 0}));
  EXPECT_FALSE(g.onEdge({0, 0}));
}

}  // namespace
}  // namespace hexwright::model
