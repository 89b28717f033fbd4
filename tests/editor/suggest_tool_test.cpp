// The Terrain from Scan tool, driven with pointer events as the canvas drives it, on a
// bundle whose background is a map the painter printed from a known truth (a PNG placed
// by its world file): clicks mark examples, the suggestions tint the rest, Enter accepts
// the confident ones as one undo step, brushes accept or reject, and a correction is
// learnt from at once.
#include <gtest/gtest.h>

#include <set>

#include "editor_fixture.h"
#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"
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

TEST_F(SuggestToolTest, LinesOnTheMapAreExamplesAndEnterAddsTheRestOfThem) {
  // Three deep-water hexsides and three road steps, drawn as the Hexside and Route tools do.
  std::vector<model::HexsideKey> water;
  for (const auto& [key, features] : truth.map.hexsideFeatures) water.push_back(key);
  for (std::size_t i : {0u, 4u, 8u})
    doc->execute(std::make_unique<model::SetHexsideFeatures>(water[i], truth.map.hexsideFeatures.at(water[i]), "draw"));
  const auto& road = truth.map.routes[0].path;
  doc->execute(std::make_unique<model::SetRoute>(
      "road-a", model::Route{model::RouteId("road-a"), "road", "", {road[2], road[3], road[4], road[5]}}));
  h->move(h->centre(road[0]));
  // All but one of the unseen lines; the road's first step, where the painter starts the
  // road, is drawn too short to count.
  EXPECT_GE(h->box.active()->preview().segments.size(), water.size() - 3 + road.size() - 1 - 3 - 1);
  EXPECT_NE(status().find("hexsides and route steps like the map's own"), std::string::npos) << status();
  ASSERT_TRUE(h->key(Key::Enter));
  const auto& map = doc->scenario().map;
  for (const auto& key : water) EXPECT_TRUE(map.featuresAt(key) != nullptr) << key.hex.q << "," << key.hex.r;
  std::set<std::pair<HexCoord, HexCoord>> steps;
  for (const auto& r : map.routes)
    for (std::size_t i = 1; i < r.path.size(); ++i) steps.insert(std::minmax(r.path[i - 1], r.path[i]));
  std::size_t found = 0;
  for (std::size_t i = 1; i < road.size(); ++i) found += steps.count(std::minmax(road[i - 1], road[i]));
  EXPECT_GE(found, road.size() - 2);
  EXPECT_EQ(steps.size(), found);  // nothing but the road
  doc->undo();
  EXPECT_EQ(doc->scenario().map.routes.size(), 1u);
}

}  // namespace
}  // namespace hexwright::editor
