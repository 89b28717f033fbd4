// Hell Before Night 11.3 and 12.2D, case by case. The book draws no line-of-sight example,
// so each case is the rule's own words on the smallest map that shows them; lines run
// along one column (2010 to 20YY), which no choice of column shove changes.
#include <gtest/gtest.h>

#include "los_board.h"

namespace hexwright::los_testing {
namespace {

class HellBeforeNightLos : public ::testing::Test {
 protected:
  LosBoard board{"hell-before-night"};
  std::string los(const std::string& to, const LosSettings& s = {}) {
    return describe(board, board.los("2010", to, s));
  }
};

TEST_F(HellBeforeNightLos, LightWoodsWithinTwoHexesOfTheUnitAreIgnored_11_3E) {
  board.terrain("2012", "light-woods");
  EXPECT_EQ(los("2013"), "clear");
}

TEST_F(HellBeforeNightLos, LightWoodsFurtherAwayBlockLikeHeavyWoods_11_3E) {
  board.terrain("2013", "light-woods");
  EXPECT_EQ(los("2014"), "blocked by light-woods in 2013 (11.3E)");
  // Into it as well: beyond two hexes it is Heavy Woods, which blocks LOS into the hex.
  EXPECT_EQ(los("2013"), "blocked by light-woods in 2013 (11.3E)");
  EXPECT_EQ(los("2012"), "clear");
}

TEST_F(HellBeforeNightLos, HeavyWoodsBlockIntoOutOfAndThrough_11_3F) {
  board.terrain("2011", "heavy-woods");
  EXPECT_EQ(los("2012"), "blocked by heavy-woods in 2011 (11.3F)");
  EXPECT_EQ(los("2011"), "blocked by heavy-woods in 2011 (11.3F)");
  EXPECT_EQ(describe(board, board.los("2011", "2013")), "blocked by heavy-woods in 2011 (11.3F)");
}

TEST_F(HellBeforeNightLos, StreamThicketBlocksIntoAndOutOfButNotThrough_11_3I) {
  board.terrain("2012", "stream-thicket");
  EXPECT_EQ(los("2014"), "clear");
  EXPECT_EQ(los("2012"), "blocked by stream-thicket in 2012 (11.3I)");
  EXPECT_EQ(describe(board, board.los("2012", "2014")), "blocked by stream-thicket in 2012 (11.3I)");
}

TEST_F(HellBeforeNightLos, SteepSlopesBlockAllLosAcrossThemEvenTheUnitsOwnHexside_11_3G) {
  board.side("2010", "2011", "steep-slope", "2011");
  EXPECT_EQ(los("2013"), "blocked by steep-slope on 2010/2011 (11.3G)");
  EXPECT_EQ(describe(board, board.los("2013", "2010")), "blocked by steep-slope on 2010/2011 (11.3G)");
}

TEST_F(HellBeforeNightLos, AGentleSlopeBlocksOnlyFireAcrossItIntoTheHexHoldingIt_11_3H) {
  // The slope graphic is in the downhill hex (2.3E): 2011.
  board.side("2010", "2011", "gentle-slope", "2011");
  EXPECT_EQ(los("2011"), "blocked by gentle-slope on 2010/2011 (11.3H)");
  EXPECT_EQ(describe(board, board.los("2011", "2010")), "clear");
  EXPECT_EQ(los("2013"), "clear");  // "ignore it for any other LOS"
}

TEST_F(HellBeforeNightLos, EveningLosIsLimitedToFourHexes_12_2D) {
  const LosSettings evening{{"evening"}, {}};
  EXPECT_EQ(los("2014", evening), "clear");
  const auto r = board.los("2010", "2015", evening);
  EXPECT_EQ(r.verdict, LosVerdict::Blocked);
  ASSERT_TRUE(r.blocker);
  EXPECT_EQ(r.blocker->kind, LosBlocker::Kind::Range);
  EXPECT_EQ(r.rule, "12.2D");
  EXPECT_EQ(los("2015"), "clear");
}

TEST_F(HellBeforeNightLos, MorassFollowsTheMapErrataUnlessTheDesignerChoosesTheRulebook) {
  board.terrain("2012", "morass");
  EXPECT_EQ(los("2014"), "clear");
  EXPECT_EQ(los("2014", {{}, {{"morass", "rulebook"}}}), "blocked by morass in 2012 (11.3F)");
}

TEST_F(HellBeforeNightLos, ThicketWithinTwoHexesIsUnknownUntilTheDesignerChooses) {
  board.terrain("2011", "thicket");
  EXPECT_EQ(los("2012"), "unknown undecided:thicket-near");
  EXPECT_EQ(los("2012", {{}, {{"thicket-near", "ignored"}}}), "clear");
  EXPECT_EQ(los("2012", {{}, {{"thicket-near", "blocks"}}}), "blocked by thicket in 2011 (11.3E)");
  // Further away the rulebook decides, whatever the choice.
  board.terrain("2011", "clear").terrain("2013", "thicket");
  EXPECT_EQ(los("2014"), "blocked by thicket in 2013 (11.3E)");
}

TEST_F(HellBeforeNightLos, AlongAHexsideEitherBlockedHexBlocks_11_3D) {
  // From a hex to the hex two steps away between two directions, the line runs along the
  // hexside shared by the two hexes between them.
  const HexCoord a = board.at("1010");
  const HexCoord b = a + direction(2) + direction(3);
  board.terrain(board.label(a + direction(2)), "heavy-woods");
  const auto r = board.los("1010", board.label(b));
  EXPECT_EQ(describe(board, r), "blocked by heavy-woods in " + board.label(a + direction(2)) + " (11.3F)");
  board.terrain(board.label(a + direction(2)), "clear").terrain(board.label(a + direction(3)), "heavy-woods");
  EXPECT_EQ(board.los("1010", board.label(b)).verdict, LosVerdict::Blocked);
}

}  // namespace
}  // namespace hexwright::los_testing
