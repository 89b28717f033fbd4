// Bloody April 9.5-9.58: the 9.42 worked example and the cases 9.53-9.58 state in words
// (the 9.56 diagrams are not reproduced). Bluff level comes from the slope hexsides
// (9.52); `toward` names each slope's downslope hex. Lines run along one column.
#include <gtest/gtest.h>

#include "los_board.h"

namespace hexwright::los_testing {
namespace {

class BloodyAprilLos : public ::testing::Test {
 protected:
  // The schema's default is woods, as most of the Shiloh map is; these cases start in the open.
  LosBoard board{"bloody-april", "field"};
  std::string los(const std::string& from, const std::string& to, const LosSettings& s = {}) {
    return describe(board, board.los(from, to, s));
  }
};

TEST_F(BloodyAprilLos, TheWorkedExampleOf9_42FiresUpThroughTheTargetsOwnSlopeIntoWoods) {
  // "firing from A0945 at a Friendly unit in A0943 ... from a lower level through an
  // adjacent slope hexside into a woods hex": the slope is part of the target's hex.
  board.terrain("0943", "woods").side("0943", "0944", "slope", "0944");
  EXPECT_EQ(los("0945", "0943"), "clear");
  // 0944 is exactly halfway: ground-level woods there would block fire up to the bluff (9.56).
  board.terrain("0944", "woods");
  EXPECT_EQ(los("0945", "0943"), "blocked by woods in 0944 (9.51 9.54)");
}

TEST_F(BloodyAprilLos, ARidgeOfSlopeHexsidesBlocksBetweenGroundLevelHexes_9_55) {
  board.side("2011", "2012", "slope", "2011").side("2012", "2013", "slope", "2013");
  EXPECT_EQ(los("2010", "2014"), "blocked by slope on 2011/2012 (9.51 9.55)");
}

TEST_F(BloodyAprilLos, WoodsOnTheSameLevelBlock_9_55) {
  board.terrain("2012", "woods");
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2012 (9.51 9.54)");
  board.terrain("2012", "swamp");
  EXPECT_EQ(los("2010", "2014"), "blocked by swamp in 2012 (9.51 9.54)");
}

TEST_F(BloodyAprilLos, GroundLevelWoodsBlockFireUpToTheBluffOnlyHalfwayOrNearerTheFirer_9_56) {
  board.side("2013", "2014", "slope", "2013");  // 2014 is bluff level
  board.terrain("2011", "woods");
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2011 (9.51 9.54)");
  board.terrain("2011", "field").terrain("2012", "woods");
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2012 (9.51 9.54)");
  board.terrain("2012", "field").terrain("2013", "woods");
  EXPECT_EQ(los("2010", "2014"), "clear");
}

TEST_F(BloodyAprilLos, GroundLevelWoodsBlockFireDownFromTheBluffOnlyHalfwayOrNearerTheTarget_9_56) {
  board.side("2010", "2011", "slope", "2011");  // 2010 is bluff level
  board.terrain("2012", "woods");
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2012 (9.51 9.54)");
  EXPECT_EQ(los("2010", "2015"), "clear");
  board.terrain("2012", "field").terrain("2013", "woods");
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2013 (9.51 9.54)");
}

TEST_F(BloodyAprilLos, WoodsOnTheBluffBlockWhateverTheirPlace_9_56) {
  board.side("2010", "2011", "slope", "2011");
  board.side("2011", "2012", "slope", "2012");  // 2011 is bluff level too
  board.terrain("2011", "woods");
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2011 (9.51 9.54)");
}

TEST_F(BloodyAprilLos, NoSmallArmsFireThroughAnAdjacentWoodsHex_9_58) {
  board.side("2010", "2011", "slope", "2011");
  board.terrain("2011", "woods");
  EXPECT_EQ(los("2010", "2014"), "clear");
  EXPECT_EQ(los("2010", "2014", {{"small-arms"}, {}}), "blocked by woods in 2011 (9.58)");
}

TEST_F(BloodyAprilLos, AnEndHexsBlockingHexsideDoesNotBlock_9_53_AndAdjacentHexesAlwaysSee_9_5) {
  board.side("2010", "2011", "slope", "2011").side("2012", "2013", "slope", "2012");
  EXPECT_EQ(los("2010", "2013"), "clear");
  board.terrain("2011", "woods");
  const auto r = board.los("2010", "2011");
  EXPECT_EQ(r.verdict, LosVerdict::Clear);
  EXPECT_EQ(r.rule, "9.5");
}

TEST_F(BloodyAprilLos, CombatUnitsOfEitherSideBlock_9_51) {
  board.unit("2010", "union").unit("2012", "union").unit("2014", "confederate");
  board.countUnits = false;
  EXPECT_EQ(los("2010", "2014"), "clear");  // units are left out unless asked for
  board.countUnits = true;
  const auto r = board.los("2010", "2014");
  EXPECT_EQ(r.verdict, LosVerdict::Blocked);
  EXPECT_EQ(r.blocker->reason, "a unit blocks sight through the hex");
  EXPECT_EQ(r.rule, "9.51 9.55");
}

TEST_F(BloodyAprilLos, ALineAlongABlockingHexsideIsBlocked_9_55) {
  const HexCoord a = board.at("1010");
  const HexCoord left = a + direction(2), right = a + direction(3);
  board.side(board.label(left), board.label(right), "hexside-ravine");
  const auto r = board.los("1010", board.label(a + direction(2) + direction(3)));
  EXPECT_EQ(r.verdict, LosVerdict::Blocked);
  ASSERT_TRUE(r.blocker);
  EXPECT_EQ(r.blocker->kind, LosBlocker::Kind::Hexside);
  EXPECT_EQ(r.blocker->reason, "Hexside Ravine blocks sight along the hexside");
}

TEST_F(BloodyAprilLos, UnitsOnTheBluffFireOverTheHeadsOfUnitsInAdjacentGroundLevelHexes_9_59) {
  board.side("2010", "2011", "slope", "2011");  // 2010 is bluff level
  board.unit("2010", "union").unit("2011", "union").unit("2014", "confederate");
  EXPECT_EQ(los("2010", "2014"), "clear");
  // Two hexes out, halfway to the ground-level target, a unit blocks as 9.51 and 9.56 say.
  board.units = {{board.at("2010"), SideId{"union"}},
                 {board.at("2012"), SideId{"union"}},
                 {board.at("2014"), SideId{"confederate"}}};
  EXPECT_EQ(los("2010", "2014"), "blocked by a unit in 2012 (9.51 9.55)");
  // From ground level the adjacent unit blocks.
  LosBoard flat{"bloody-april", "field"};
  flat.unit("2010", "union").unit("2011", "union").unit("2014", "confederate");
  EXPECT_EQ(describe(flat, flat.los("2010", "2014")), "blocked by a unit in 2011 (9.51 9.55)");
}

TEST_F(BloodyAprilLos, UnitsInTheSunkenRoadDoNotBlock_9_59) {
  board.unit("2010", "union").unit("2012", "union").unit("2014", "confederate");
  EXPECT_EQ(los("2010", "2014"), "blocked by a unit in 2012 (9.51 9.55)");
  board.route("sunken-road", {"2011", "2012", "2013"});
  EXPECT_EQ(los("2010", "2014"), "clear");
  board.map.routes.front().type = "trail";  // any other trail: the unit blocks again
  EXPECT_EQ(los("2010", "2014"), "blocked by a unit in 2012 (9.51 9.55)");
}

TEST_F(BloodyAprilLos, GunsOnTheBluffFireOverGroundLevelBlockingTerrain_9_57) {
  board.side("2010", "2011", "slope", "2011");  // the guns' hex is bluff level
  board.terrain("2013", "woods");
  EXPECT_EQ(los("2010", "2014"), "blocked by woods in 2013 (9.51 9.54)");
  EXPECT_EQ(los("2010", "2014", {{"artillery"}, {}}), "clear");
  // Woods on the bluff are not ground-level terrain: they block the guns too.
  LosBoard bluff{"bloody-april", "field"};
  bluff.side("2010", "2011", "slope", "2011").side("2011", "2012", "slope", "2012").terrain("2011", "woods");
  EXPECT_EQ(describe(bluff, bluff.los("2010", "2014", {{"artillery"}, {}})), "blocked by woods in 2011 (9.51 9.54)");
  // An intervening slope that is not a side of the firing or target hex: no 9.57.
  board.side("2011", "2012", "slope", "2012");
  EXPECT_EQ(los("2010", "2014", {{"artillery"}, {}}), "blocked by woods in 2013 (9.51 9.54)");
}

}  // namespace
}  // namespace hexwright::los_testing
