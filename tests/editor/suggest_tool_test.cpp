// The Terrain from Scan tool, driven with pointer events as the canvas drives it, on a
// bundle whose background is a map the painter printed from a known truth (a PNG placed
// by its world file): clicks mark examples, the suggestions tint the rest, Enter accepts
// the confident ones as one undo step, brushes accept or reject, and a correction is
// learnt from at once.
#include <gtest/gtest.h>

#include "editor_fixture.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "scan_bundle_fixture.h"
#include "support/temp_dir.h"

namespace hexwright::editor {
namespace {

using model::HexCoord;

class SuggestToolTest : public ::testing::Test {
 protected:
  void SetUp() override {
    model::Diagnostics d;
    ruleset = *io::loadRulesetById("hell-before-night", d);
    truth = testing::truthScenario();
    doc = Document::open(testing::scanBundle(tmp, truth, ruleset), d);
    ASSERT_TRUE(doc) << (d.empty() ? "" : d.items()[0].message);
    doc->setValidator({});
    h = std::make_unique<testing::ToolHarness>(*doc);
    h->use("suggest");
  }
  const SuggestTool& tool() const { return dynamic_cast<const SuggestTool&>(*h->box.find("suggest")); }
  std::string status() const { return h->box.active()->preview().status; }
  /// Three examples of each type, spread through the map.
  void markExamples() {
    std::map<std::string, std::vector<HexCoord>> byType;
    for (const auto hex : truth.map.grid().hexes()) byType[truth.map.terrainAt(hex)].push_back(hex);
    for (const auto& [type, hexes] : byType) {
      h->settings.terrain = type;
      for (std::size_t i = 0; i < 3; ++i) h->clickHex(hexes[i * hexes.size() / 3]);
    }
  }
  std::size_t agreeing() const {
    std::size_t n = 0;
    for (const auto hex : truth.map.grid().hexes()) n += doc->scenario().map.terrainAt(hex) == truth.map.terrainAt(hex);
    return n;
  }
  hexwright::testing::TempDir tmp;
  model::Ruleset ruleset;
  model::Scenario truth;
  std::unique_ptr<Document> doc;
  std::unique_ptr<testing::ToolHarness> h;
};

TEST_F(SuggestToolTest, BeforeTwoTypesAreMarkedItAsksForExamples) {
  EXPECT_NE(status().find("Click hexes of two terrain types"), std::string::npos) << status();
  EXPECT_TRUE(h->box.active()->preview().tints.empty());
}

TEST_F(SuggestToolTest, ClicksMarkExamplesAndTheRestIsTintedWithItsSuggestion) {
  markExamples();
  EXPECT_EQ(tool().suggester().marks().size(), 9u);
  // The marked hexes were painted with their terrain: one undo step each (clear ones
  // were clear already).
  EXPECT_TRUE(doc->canUndo());
  const auto& tints = h->box.active()->preview().tints;
  EXPECT_EQ(tints.size(), truth.map.grid().size() - 9);
  EXPECT_NE(status().find("9 examples"), std::string::npos) << status();
  EXPECT_NE(status().find("Enter accepts"), std::string::npos) << status();
}

TEST_F(SuggestToolTest, EnterAcceptsTheConfidentSuggestionsAsOneUndoStep) {
  markExamples();
  const std::size_t before = agreeing();
  ASSERT_TRUE(h->key(Key::Enter));
  EXPECT_NE(status().find("Accepted"), std::string::npos) << status();
  const std::size_t after = agreeing();
  EXPECT_GT(after, before);
  EXPECT_GE(after, truth.map.grid().size() * 95 / 100);
  doc->undo();
  EXPECT_EQ(agreeing(), before);
}

TEST_F(SuggestToolTest, AnAltDragRejectsAndAShiftDragAcceptsUnderTheBrush) {
  markExamples();
  // Find two hexes whose suggestion would change the map.
  std::vector<HexCoord> changing;
  for (const auto hex : truth.map.grid().hexes()) {
    const auto* s = tool().suggester().suggestionAt(doc->scenario().map.grid(), hex);
    if (s && !s->example && s->terrain != doc->scenario().map.terrainAt(hex)) changing.push_back(hex);
  }
  ASSERT_GE(changing.size(), 2u);
  h->settings.brushSize = 1;
  h->dragHexes({changing[0]}, Modifiers{false, false, true});  // Alt: reject
  EXPECT_TRUE(tool().suggester().rejected(changing[0]));
  h->key(Key::Enter);
  EXPECT_NE(doc->scenario().map.terrainAt(changing[0]), truth.map.terrainAt(changing[0]));
  // Shift: accept, whatever the confidence; a rejected hex too once the designer brushes it.
  const auto before = doc->scenario().map.terrainAt(changing[0]);
  h->dragHexes({changing[0]}, Modifiers{true, false, false});
  EXPECT_NE(doc->scenario().map.terrainAt(changing[0]), before);
  doc->undo();  // the brush stroke alone
  EXPECT_EQ(doc->scenario().map.terrainAt(changing[0]), before);
}

TEST_F(SuggestToolTest, ACorrectionIsAnExampleLearntAtOnceAndCtrlClickUnmarksIt) {
  markExamples();
  const HexCoord hex = truth.map.grid().hexes()[20];
  h->settings.terrain = "thicket";  // a type the map does not show anywhere
  h->clickHex(hex);
  EXPECT_EQ(doc->scenario().map.terrainAt(hex), "thicket");
  EXPECT_EQ(tool().suggester().suggestions().examplesPerType.count("thicket"), 1u);
  h->clickHex(hex, Modifiers{false, true, false});
  EXPECT_EQ(tool().suggester().marks().count(hex), 0u);
  EXPECT_EQ(tool().suggester().suggestions().examplesPerType.count("thicket"), 0u);
}

}  // namespace
}  // namespace hexwright::editor
