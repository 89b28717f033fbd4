// Label width follows the grid's size, and labels at the extremes of int never overflow.
#include "model/hex/label_width.h"

#include <gtest/gtest.h>

#include <climits>

namespace hexwright::model {
namespace {

HexGrid grid(int columns, int rows, int columnOrigin = 1, int rowOrigin = 1, int digits = 2) {
  HexGrid g;
  g.columns = columns;
  g.rows = rows;
  g.convention.columnOrigin = columnOrigin;
  g.convention.rowOrigin = rowOrigin;
  g.convention.digits = digits;
  return g;
}

TEST(LabelWidth, WidensOnlyWhenTheLargestNumberNeedsIt) {
  EXPECT_EQ(labelDigitsNeeded(grid(99, 99)), 2);         // last label 9999
  EXPECT_EQ(labelDigitsNeeded(grid(100, 99, 0, 0)), 2);  // 0-based: last column 99
  EXPECT_EQ(labelDigitsNeeded(grid(100, 99)), 3);        // 100
  EXPECT_EQ(labelDigitsNeeded(grid(110, 96)), 3);        // Bloody April over 10 km: 110 x 96
  EXPECT_EQ(labelDigitsNeeded(grid(110, 1200)), 4);
  EXPECT_EQ(labelDigitsNeeded(grid(5, 5, 1, 1, 3)), 3);  // never narrower than the rulebook's
  HexGrid g = grid(120, 40);
  widenLabels(g);
  EXPECT_EQ(g.convention.digits, 3);
  // Every label of the widened grid reads back to its own hex.
  for (const HexCoord h : g.hexes()) {
    const auto back = parseLabel(formatLabel(h, g.convention), g.convention);
    ASSERT_TRUE(back);
    ASSERT_EQ(*back, h);
  }
}

TEST(LabelWidth, ExtremeLabelsAndOriginsDoNotOverflow) {
  OffsetConvention c;
  c.digits = 10;
  c.columnOrigin = INT_MIN;  // nonsense from a file, but it must not be undefined behaviour
  c.rowOrigin = INT_MAX;
  EXPECT_FALSE(parseLabel("21474836472147483647", c));
  c.columnOrigin = c.rowOrigin = 0;
  EXPECT_FALSE(parseLabel("21474836472147483647", c));  // far beyond any map: refused
  EXPECT_EQ(toOffset({INT_MAX, 0}, Orientation::FlatTop, Shove::Even).row, INT_MAX / 2 + 1);
  EXPECT_EQ(fromOffset({0, INT_MAX}, Orientation::FlatTop, Shove::Odd).r, INT_MAX);
  const std::string label = formatLabel({INT_MAX, 0}, c);
  EXPECT_EQ(label.substr(0, 10), "2147483647");
}

}  // namespace
}  // namespace hexwright::model
