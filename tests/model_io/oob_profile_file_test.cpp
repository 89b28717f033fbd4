// The one lookup of a ruleset's oob-profile.xml: found for every shipped ruleset, and a
// ruleset id is a name, never a path out of the schema folders.
#include <gtest/gtest.h>

#include "model/io/counter_name_table.h"

namespace hexwright::io {
namespace {

TEST(OobProfileFile, EveryShippedRulesetHasOne) {
  for (const char* id :
       {"bloody-april", "hell-before-night", "unconditional-surrender", "huzzah", "dress-on-the-colors"}) {
    const auto file = oobProfileFile(id);
    ASSERT_TRUE(file) << id;
    EXPECT_EQ(file->filename(), "oob-profile.xml");
    EXPECT_EQ(file->parent_path().filename(), id);
  }
}

TEST(OobProfileFile, AnIdThatIsAPathFindsNothing) {
  for (const char* id : {"", ".", "..", "../schemas/bloody-april", "bloody-april/../huzzah", "a\\b"})
    EXPECT_FALSE(oobProfileFile(id)) << id;
  EXPECT_TRUE(counterNameAbbreviations("../bloody-april").words.empty());
  EXPECT_FALSE(counterNameAbbreviations("bloody-april").words.empty());
}

}  // namespace
}  // namespace hexwright::io
