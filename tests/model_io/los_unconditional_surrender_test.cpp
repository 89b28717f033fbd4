// Unconditional Surrender 7.6: the 7.6.1 LOS Key example and the 7.6.3 diagram example.
// Both need the column shove in which 1411 touches 1311 and 1312 (the even columns half a
// hex down); the maps below assert it before using it.
#include <gtest/gtest.h>

#include <vector>

#include "los_board.h"
#include "model/analysis/los_trace.h"

namespace hexwright::los_testing {
namespace {

class UnconditionalSurrenderLos : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(board.adjacent("1411", "1311"));
    ASSERT_TRUE(board.adjacent("1411", "1312"));
  }
  LosBoard board{"unconditional-surrender"};
  std::string los(const std::string& from, const std::string& to, const LosSettings& s = {}) {
    return describe(board, board.los(from, to, s));
  }
};

TEST_F(UnconditionalSurrenderLos, TheLineFrom1006To1405CrossesTheFourHexesTheLosKeyLists_7_6_1) {
  // "for the battery in 1006 to see 1405, hexes 1106, 1205, 1206, and 1306 must be clear"
  const HexCoord from = board.at("1006");
  const Trace t = traceLine(board.at("1405") - from);
  ASSERT_FALSE(t.split());
  std::vector<std::string> between;
  for (std::size_t i = 1; i + 1 < t.left.hexes.size(); ++i) between.push_back(board.label(from + t.left.hexes[i]));
  std::sort(between.begin(), between.end());
  EXPECT_EQ(between, (std::vector<std::string>{"1106", "1205", "1206", "1306"}));
}

TEST_F(UnconditionalSurrenderLos, WoodsInAnyHexTheKeyListsBlock_7_6_2B) {
  EXPECT_EQ(los("1006", "1405"), "clear");
  for (const char* hex : {"1106", "1205", "1206", "1306"}) {
    LosBoard b{"unconditional-surrender"};
    b.terrain(hex, "woods");
    EXPECT_EQ(describe(b, b.los("1006", "1405")), std::string("blocked by woods in ") + hex + " (7.6.2 B)");
  }
  board.terrain("1206", "thicket");  // "Thicket does not block LOS" (7.6.2 C)
  EXPECT_EQ(los("1006", "1405"), "clear");
}

TEST_F(UnconditionalSurrenderLos, TerrainInTheFiringOrTargetHexNeverBlocks_7_6D) {
  board.terrain("1006", "woods").terrain("1405", "woods");
  EXPECT_EQ(los("1006", "1405"), "clear");
}

TEST_F(UnconditionalSurrenderLos, EitherHexOfAParenthesisedPairClearSuffices_7_6_1C) {
  // 1006 to 1206 runs along the hexside 1106/1107: the key lists "(1106 1107)".
  board.terrain("1106", "woods");
  EXPECT_EQ(los("1006", "1206"), "clear");
  board.terrain("1107", "woods");
  EXPECT_EQ(board.los("1006", "1206").verdict, LosVerdict::Blocked);
}

TEST_F(UnconditionalSurrenderLos, HighGroundIn1310KeepsYOutOfSightOfBatteryE_7_6_3) {
  board.level("1310", 1);
  EXPECT_EQ(los("1510", "1110"), "blocked by ground in 1310 (7.6.2 A)");
  // "unless both firer and target are on high ground"
  board.level("1510", 1).level("1110", 1);
  EXPECT_EQ(los("1510", "1110"), "clear");
}

TEST_F(UnconditionalSurrenderLos, TheRidgeBetween1311Or1312And1411KeepsWOutOfSightOfD_7_6_3) {
  // D in 1611, W in 1211: the line runs through 1411, then along the 1311/1312 hexside.
  board.side("1311", "1411", "ridge");
  EXPECT_EQ(los("1611", "1211"), "clear");  // past 1312, either hex clear suffices (7.6.1 C)
  board.side("1312", "1411", "ridge");
  const auto r = board.los("1611", "1211");
  EXPECT_EQ(r.verdict, LosVerdict::Blocked);
  EXPECT_EQ(r.rule, "7.6.2 E");
}

TEST_F(UnconditionalSurrenderLos, WoodsOnLevelGroundDoNotBlockBetweenHighGround_7_6_2B) {
  board.level("2010", 1).level("2014", 1).terrain("2012", "woods");
  EXPECT_EQ(los("2010", "2014"), "clear");
  board.level("2012", 1);  // "and the woods is not" on high ground
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2012 (7.6.2 B)");
}

TEST_F(UnconditionalSurrenderLos, TheTownIsUnknownUntilTheDesignerChooses) {
  board.terrain("2012", "town");
  const auto r = board.los("2010", "2014");
  EXPECT_EQ(r.verdict, LosVerdict::Unknown);
  EXPECT_EQ(r.undecided, std::vector<std::string>{"town"});
  EXPECT_EQ(los("2010", "2014", {{}, {{"town", "clear"}}}), "clear");
}

TEST_F(UnconditionalSurrenderLos, BetweenTwoLevelGroundHexesUnitsAlwaysBlock_7_6_3C) {
  board.unit("2012", "union");
  EXPECT_EQ(los("2010", "2014"), "blocked by a unit in 2012 (7.6.3 C)");
  board.countUnits = false;  // units are counted only when asked for
  EXPECT_EQ(los("2010", "2014"), "clear");
}

TEST_F(UnconditionalSurrenderLos, BetweenTwoHighGroundHexesOnlyUnitsOnHighGroundBlock_7_6_3C) {
  board.level("2010", 1).level("2014", 1).unit("2012", "confederate").unit("2011", "union");
  EXPECT_EQ(los("2010", "2014"), "clear");  // both on level ground, one adjacent to the firer
  board.level("2012", 1);
  EXPECT_EQ(los("2010", "2014"), "blocked by a unit in 2012 (7.6.3 C)");
}

TEST_F(UnconditionalSurrenderLos, BetweenHighAndLevelGroundLevelUnitsBlockOnlyNextToAnEnd_7_6_3C) {
  board.level("2010", 1).unit("2012", "union");
  EXPECT_EQ(los("2010", "2015"), "clear");  // 2012 is two hexes from 2010, three from 2015
  board.unit("2014", "union");              // adjacent to the target
  EXPECT_EQ(los("2010", "2015"), "blocked by a unit in 2014 (7.6.3 C)");
  // Adjacent to the firer blocks too, from the level end as from the high one.
  LosBoard low{"unconditional-surrender"};
  low.level("2015", 1).unit("2011", "union");
  EXPECT_EQ(describe(low, low.los("2010", "2015")), "blocked by a unit in 2011 (7.6.3 C)");
  low.level("2015", 0);  // between two level hexes: the same unit blocks anyway
  EXPECT_EQ(describe(low, low.los("2010", "2015")), "blocked by a unit in 2011 (7.6.3 C)");
}

}  // namespace
}  // namespace hexwright::los_testing
