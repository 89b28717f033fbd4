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

}  // namespace
}  // namespace hexwright::model
