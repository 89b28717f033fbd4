// The shared text helpers (model/core/text.h) that schemas, bundles, sources and command
// lines are compared with.
#include "model/core/text.h"

#include <gtest/gtest.h>

namespace hexwright::model {
namespace {

TEST(Text, TrimRemovesWhiteSpaceAtBothEndsOnly) {
  EXPECT_EQ(trim("  Napoleon 12-pdr\t\r\n"), "Napoleon 12-pdr");
  EXPECT_EQ(trim("a  b"), "a  b");
  EXPECT_EQ(trim(" \t\n"), "");
  EXPECT_EQ(trim(""), "");
}

TEST(Text, LowerFoldsAsciiAndKeepsUtf8) {
  EXPECT_EQ(lower("Army of the TENNESSEE"), "army of the tennessee");
  EXPECT_EQ(lower("Ö Corps"), "Ö corps");  // multi-byte letters are left as they are
}

TEST(Text, ComparisonsIgnoreCase) {
  EXPECT_TRUE(equalsNoCase("Letter", "LETTER"));
  EXPECT_FALSE(equalsNoCase("letter", "letters"));
  EXPECT_TRUE(startsWithNoCase("ARMY OF THE OHIO", "army of"));
  EXPECT_FALSE(startsWithNoCase("Army", "army of"));
  EXPECT_TRUE(containsNoCase("First Brigade: Commanding", "BRIGADE"));
  EXPECT_FALSE(containsNoCase("First Brigade", "division"));
}

TEST(Text, EditDistanceCountsSingleByteEdits) {
  EXPECT_EQ(editDistance("woods", "woods"), 0u);
  EXPECT_EQ(editDistance("hevy-woods", "heavy-woods"), 1u);
  EXPECT_EQ(editDistance("Woods", "woods"), 0u);  // case is not an edit
  EXPECT_EQ(editDistance("", "abc"), 3u);
  EXPECT_EQ(editDistance("kitten", "sitting"), 3u);
}

TEST(Text, NearestNamesAreTheCloseOnesBestFirst) {
  const std::vector<std::string> terrain = {"clear", "light-woods", "heavy-woods", "thicket", "morass"};
  EXPECT_EQ(nearestNames("hevy-woods", terrain), (std::vector<std::string>{"heavy-woods", "light-woods"}));
  // A name contained in another counts as close: "woods" is part of both woods.
  EXPECT_EQ(nearestNames("woods", terrain), (std::vector<std::string>{"light-woods", "heavy-woods"}));
  EXPECT_EQ(nearestNames("clera", terrain), (std::vector<std::string>{"clear"}));
  EXPECT_TRUE(nearestNames("railroad", terrain).empty());
  EXPECT_EQ(nearestNames("woods", terrain, 1).size(), 1u);
}

TEST(Text, SuggestionsOfferTheNearOnesElseEveryName) {
  const std::vector<std::string> layers = {"points", "lines", "multipolygons"};
  const Suggestion near = suggestNames("line", layers);
  EXPECT_TRUE(near.near);
  EXPECT_EQ(near.list, "lines");
  const Suggestion all = suggestNames("woods", layers);
  EXPECT_FALSE(all.near);
  EXPECT_EQ(all.list, "points, lines, multipolygons");
  EXPECT_EQ(suggestNames("woods", layers, 2).list, "points, lines");
  EXPECT_TRUE(suggestNames("woods", {}).list.empty());
}

}  // namespace
}  // namespace hexwright::model
