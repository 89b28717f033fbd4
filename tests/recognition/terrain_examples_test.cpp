#include "recognition/terrain_examples.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "model/hex/offset_coord.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::recognition {
namespace {

struct Fixture {
  model::Ruleset ruleset;
  model::Map map;
  Fixture() {
    model::Diagnostics d;
    ruleset = *io::loadRulesetById("hell-before-night", d);
    model::HexGrid grid;
    grid.columns = 10;
    grid.rows = 10;
    grid.convention = ruleset.numbering;
    map.resetGrid(grid, "clear");
  }
};

TEST(TerrainExamples, ReadsIdsNamesCommentsSeparatorsAndAByteOrderMark) {
  Fixture f;
  const auto hexes = f.map.grid().hexes();
  const auto l = [&](std::size_t i) { return model::formatLabel(hexes[i], f.map.grid().convention); };
  const std::string text = "\xEF\xBB\xBF# examples\r\n" + l(0) + " clear\r\n" + l(1) + ",Heavy Woods  # by name\n" +
                           l(2) + "\tlight-woods\n\n" + l(3) + "; THICKET\n";
  model::Diagnostics d;
  const auto examples = parseTerrainExamples(text, "ex.txt", f.map, f.ruleset, d);
  EXPECT_TRUE(d.empty()) << (d.empty() ? "" : d.items()[0].message);
  ASSERT_EQ(examples.size(), 4u);
  EXPECT_EQ(examples[0].terrain, "clear");
  EXPECT_EQ(examples[1].terrain, "heavy-woods");
  EXPECT_EQ(examples[1].line, 3);
  EXPECT_EQ(examples[2].terrain, "light-woods");
  EXPECT_EQ(examples[3].terrain, "thicket");
  EXPECT_EQ(examples[3].hex, hexes[3]);
}

TEST(TerrainExamples, KeepsReadingPastBadLinesAndNamesEachByLine) {
  Fixture f;
  const auto hexes = f.map.grid().hexes();
  const auto l = [&](std::size_t i) { return model::formatLabel(hexes[i], f.map.grid().convention); };
  const std::string text =
      l(0) + " clear\n9999 clear\n" + l(1) + "\nmorass " + l(2) + "\n" + l(0) + " thicket\n" + l(4) + " morass\n";
  model::Diagnostics d;
  const auto examples = parseTerrainExamples(text, "ex.txt", f.map, f.ruleset, d);
  ASSERT_EQ(examples.size(), 2u);  // the first and the last line
  EXPECT_EQ(examples[1].terrain, "morass");
  EXPECT_FALSE(d.hasErrors());
  std::vector<int> lines;
  for (const auto& item : d.items()) lines.push_back(item.location.source->line);
  EXPECT_EQ(lines, (std::vector<int>{2, 3, 4, 5}));
  EXPECT_TRUE(d.hasRule("suggest.examples.conflict"));
}

TEST(TerrainExamples, ATerrainTheRulesetLacksIsAnErrorWithTheNearestNames) {
  Fixture f;
  const auto l = model::formatLabel(f.map.grid().hexes()[0], f.map.grid().convention);
  model::Diagnostics d;
  const auto examples = parseTerrainExamples(l + " heavy-wood\n", "ex.txt", f.map, f.ruleset, d);
  EXPECT_TRUE(examples.empty());
  ASSERT_TRUE(d.hasErrors());
  EXPECT_NE(d.items()[0].message.find("nearest: heavy-woods"), std::string::npos) << d.items()[0].message;
  EXPECT_EQ(d.items()[0].location.text(), "ex.txt:1");
}

TEST(TerrainExamples, BinaryInputIsRefusedWhole) {
  Fixture f;
  model::Diagnostics d;
  const auto examples = parseTerrainExamples(std::string("0101 clear\n\0\0\x89PNG", 16), "x.png", f.map, f.ruleset, d);
  EXPECT_TRUE(examples.empty());
  EXPECT_TRUE(d.hasRule("suggest.examples.binary"));
}

TEST(TerrainExamples, AFileOfJunkGivesTheFirstFindingsAndACountNotALinePerLine) {
  Fixture f;
  std::string junk;
  for (int i = 0; i < 1000; ++i) junk += std::to_string(i) + " ;;; ((( )))\n";
  junk += "0101 " + std::string(100000, 'w') + "\n";
  model::Diagnostics d;
  const auto examples = parseTerrainExamples(junk, "junk.txt", f.map, f.ruleset, d);
  EXPECT_TRUE(examples.empty());
  EXPECT_LE(d.size(), 2u * 26u);
  EXPECT_TRUE(std::any_of(d.items().begin(), d.items().end(), [](const auto& item) {
    return item.message.find("more lines of junk.txt") != std::string::npos;
  }));
  std::size_t longest = 0;
  for (const auto& item : d.items()) longest = std::max(longest, item.message.size());
  EXPECT_LT(longest, 400u);  // the 100,000-character terrain name is not quoted whole
}

TEST(TerrainExamples, AFileSavedAsUtf16ByNotepadIsRead) {
  Fixture f;
  const auto l = model::formatLabel(f.map.grid().hexes()[0], f.map.grid().convention);
  const std::string utf8 = l + " Heavy Woods\r\n";
  std::string utf16 = "\xFF\xFE";
  for (char c : utf8) utf16 += std::string{c, '\0'};
  model::Diagnostics d;
  const auto examples = parseTerrainExamples(utf16, "notepad.txt", f.map, f.ruleset, d);
  ASSERT_EQ(examples.size(), 1u) << (d.empty() ? "" : d.items()[0].message);
  EXPECT_EQ(examples[0].terrain, "heavy-woods");
}

}  // namespace
}  // namespace hexwright::recognition
