// Huzzah! 14: the "Line of Sight Examples" captions that turn on terrain and elevation
// (i, ii, iii, vi, ix), the 51st Illinois light-woods caption, and 14.3 generally
// descending elevations. The diagram is not reproduced: each map is the smallest one the
// caption's rule describes. Captions iv, v, vii and viii turn on units: sight is not
// mutual (14.1.6).
#include <gtest/gtest.h>

#include "los_board.h"

namespace hexwright::los_testing {
namespace {

class HuzzahLos : public ::testing::Test {
 protected:
  LosBoard board{"huzzah"};
  std::string los(const std::string& from, const std::string& to) { return describe(board, board.los(from, to)); }
  void levels(std::initializer_list<std::pair<const char*, int>> hexes) {
    for (const auto& [hex, level] : hexes) board.level(hex, level);
  }
};

TEST_F(HuzzahLos, CaptionI_AnElevationBetweenAndHigherThanBothBlocks_14_2_2) {
  levels({{"2010", 1}, {"2011", 2}, {"2012", 1}, {"2013", 1}});
  const auto r = board.los("2010", "2013");
  EXPECT_EQ(r.verdict, LosVerdict::Blocked);
  EXPECT_EQ(board.label(r.blocker->hex), "2011");
  EXPECT_EQ(board.los("2013", "2010").verdict, LosVerdict::Blocked);
}

TEST_F(HuzzahLos, CaptionII_AlongAHexsideBetweenABlockedAndAnUnblockedHexIsNotBlocked_14_1_7) {
  ASSERT_TRUE(board.adjacent("1006", "1106") && board.adjacent("1006", "1107"));
  board.terrain("1106", "woods");
  EXPECT_EQ(los("1006", "1206"), "clear");
  board.terrain("1107", "woods");
  EXPECT_EQ(board.los("1006", "1206").verdict, LosVerdict::Blocked);
}

TEST_F(HuzzahLos, CaptionIII_HigherGroundNearerTheLowerUnitBlocks_14_2_3) {
  levels({{"2010", 3}, {"2011", 2}, {"2012", 1}, {"2013", 2}, {"2014", 1}});
  const auto r = board.los("2010", "2014");
  EXPECT_EQ(r.verdict, LosVerdict::Blocked);
  EXPECT_EQ(board.label(r.blocker->hex), "2013");
  // The same ground nearer the higher unit does not block.
  levels({{"2013", 1}});
  EXPECT_EQ(los("2010", "2014"), "clear");
}

TEST_F(HuzzahLos, CaptionVI_WoodsOnTheLowerUnitsLevelNearerItBlock_14_2_4) {
  levels({{"2010", 2}, {"2011", 1}, {"2012", 1}, {"2013", 1}, {"2014", 1}});
  board.terrain("2013", "woods");
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2013 (14.4.1 14.2.4)");
  // Nearer the higher unit it does not (14.4.1).
  board.terrain("2013", "clear").terrain("2011", "woods");
  EXPECT_EQ(los("2010", "2014"), "clear");
}

TEST_F(HuzzahLos, CaptionIX_WoodsLowerThanBothUnitsAreIgnored_14_2_6) {
  levels({{"2010", 2}, {"2011", 2}, {"2012", 1}, {"2013", 2}, {"2014", 2}});
  board.terrain("2012", "woods");
  EXPECT_EQ(los("2010", "2014"), "clear");
  levels({{"2012", 2}});  // woods on the units' own level block (14.4.1)
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2012 (14.4.1 14.2.4)");
}

TEST_F(HuzzahLos, The51stIllinoisSeesThroughOneLightWoodsHexButNotTwo_14_4_2) {
  board.terrain("2011", "light-woods");
  EXPECT_EQ(los("2010", "2012"), "clear");
  EXPECT_EQ(los("2010", "2013"), "clear");
  board.terrain("2012", "light-woods");
  EXPECT_EQ(los("2010", "2012"), "clear");  // into, not through (14.1.8)
  EXPECT_EQ(los("2010", "2013"), "blocked by light-woods in 2012 (14.4.2)");
}

TEST_F(HuzzahLos, AUnitInAStreamHexIsOneLevelLower_12_1_1) {
  levels({{"2010", 1}, {"2011", 1}, {"2012", 1}});
  EXPECT_EQ(los("2010", "2012"), "clear");
  board.terrain("2012", "stream");
  // Now 2011 is above the lower unit and halfway (14.2.3).
  EXPECT_EQ(board.los("2010", "2012").verdict, LosVerdict::Blocked);
}

TEST_F(HuzzahLos, GenerallyDescendingElevationsSeeOverGroundAboveTheLowerUnit_14_3) {
  levels({{"2010", 3}, {"2011", 2}, {"2012", 2}, {"2013", 1}});
  EXPECT_EQ(board.los("2010", "2013").verdict, LosVerdict::Blocked);  // 14.2.3 alone
  board.side("2010", "2011", "slope", "2011");
  EXPECT_EQ(los("2010", "2013"), "clear");
  EXPECT_EQ(los("2013", "2010"), "clear");  // traced from the higher unit either way (14.3.2)
  board.terrain("2012", "woods");           // woods negate it (14.3.6)
  EXPECT_EQ(board.los("2010", "2013").verdict, LosVerdict::Blocked);
  board.terrain("2012", "clear");
  levels({{"2011", 1}});  // descends, rises, descends: not generally descending (14.3.5)
  EXPECT_EQ(board.los("2010", "2013").verdict, LosVerdict::Blocked);
}

TEST_F(HuzzahLos, CaptionsIVAndV_AFriendlyUnitNextToTheTargetBlocksOnlyItsOwnSidesSight_14_2_7_14_2_8) {
  // 2) in 2010 and e) in 2014 on level 2; U, 2)'s side, in 2013 on level 1.
  levels({{"2010", 2}, {"2011", 2}, {"2012", 2}, {"2013", 1}, {"2014", 2}});
  board.unit("2010", "union").unit("2013", "union").unit("2014", "confederate");
  const auto iv = board.los("2010", "2014");
  EXPECT_EQ(iv.verdict, LosVerdict::Blocked);
  EXPECT_EQ(iv.rule, "14.2.7");
  EXPECT_EQ(los("2014", "2010"), "clear");  // v: an enemy below e)'s level does not block (14.2.8)
}

TEST_F(HuzzahLos, CaptionsVIIAndVIII_TheSameTheOtherWayRound_14_2_8_14_2_7) {
  // 3) in 2010 and f) in 2014 on level 2; V, f)'s side, in 2011 on level 1.
  levels({{"2010", 2}, {"2011", 1}, {"2012", 2}, {"2013", 2}, {"2014", 2}});
  board.unit("2010", "union").unit("2011", "confederate").unit("2014", "confederate");
  EXPECT_EQ(los("2010", "2014"), "clear");  // vii
  const auto viii = board.los("2014", "2010");
  EXPECT_EQ(viii.verdict, LosVerdict::Blocked);
  EXPECT_EQ(viii.rule, "14.2.7");
}

TEST_F(HuzzahLos, AnEnemyUnitOnTheFiringUnitsLevelBlocks_14_2_8) {
  board.unit("2010", "union").unit("2012", "confederate").unit("2014", "confederate");
  EXPECT_EQ(board.los("2010", "2014").rule, "14.2.8");
}

TEST_F(HuzzahLos, SightLeavesOnlyThroughTheTwoFrontHexes_14_1_1) {
  // Facing vertex 2 lies between sides 2 and 3: the front hexes are the neighbours there.
  const HexCoord a = board.at("1010");
  const std::string ahead = board.label(a + direction(2) * 3), behind = board.label(a + direction(5) * 3);
  LosSettings facing;
  facing.facing = 2;
  EXPECT_EQ(describe(board, board.los("1010", ahead, facing)), "clear");
  const auto back = board.los("1010", behind, facing);
  EXPECT_EQ(describe(board, back), "blocked by facing (10.2.1 14.1.1)");
  EXPECT_EQ(back.rule, "10.2.1 14.1.1");
  // Not mutual (14.1.6): the hex behind, facing this way, sees the unit.
  EXPECT_EQ(describe(board, board.los(behind, "1010", facing)), "clear");
  EXPECT_EQ(describe(board, board.los("1010", board.label(a + direction(0)), facing)),
            "blocked by facing (10.2.1 14.1.1)");
}

TEST_F(HuzzahLos, AUnitAlwaysSeesIntoAnAdjacentHex_14_1_9) {
  levels({{"2010", 1}, {"2011", 3}});
  const auto r = board.los("2010", "2011");
  EXPECT_EQ(r.verdict, LosVerdict::Clear);
  EXPECT_EQ(r.rule, "14.1.9");
}

TEST_F(HuzzahLos, ArtilleryHigherThanItsTargetSeesPastFriendlyUnitsTwoHexesFromIt_14_2_5) {
  levels({{"2010", 2}, {"2011", 1}, {"2012", 1}, {"2013", 1}, {"2014", 1}});
  board.unit("2010", "union").unit("2012", "union").unit("2014", "confederate");
  const auto plain = board.los("2010", "2014");
  EXPECT_EQ(plain.verdict, LosVerdict::Blocked);
  EXPECT_EQ(plain.rule, "14.1.4 14.2.4");
  EXPECT_EQ(board.label(plain.blocker->hex), "2012");
  const LosSettings artillery({"artillery"});
  EXPECT_EQ(board.los("2010", "2014", artillery).verdict, LosVerdict::Clear);
  // Not when the artillery is no higher than the target.
  levels({{"2010", 1}});
  EXPECT_EQ(board.los("2010", "2014", artillery).verdict, LosVerdict::Blocked);
  // Nor past a friendly unit next to the target (14.2.7).
  levels({{"2010", 2}});
  board.units = {{board.at("2010"), SideId{"union"}},
                 {board.at("2013"), SideId{"union"}},
                 {board.at("2014"), SideId{"confederate"}}};
  EXPECT_EQ(board.los("2010", "2014", artillery).rule, "14.2.7");
}

}  // namespace
}  // namespace hexwright::los_testing
