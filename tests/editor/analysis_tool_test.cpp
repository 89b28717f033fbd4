// The Sight and Reach tool, driven with pointer events as the canvas drives it: the hovered
// hex's viewshed, the line from a clicked viewpoint with its blocker and rule in the status
// bar, a unit's reach, and all of it following the terrain as the designer paints.
#include <gtest/gtest.h>

#include <algorithm>

#include "editor_fixture.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "support/temp_dir.h"

namespace hexwright::editor {
namespace {

using model::HexCoord;

class AnalysisToolTest : public ::testing::Test {
 protected:
  void SetUp() override {
    model::Diagnostics d;
    auto r = io::loadRulesetById("hell-before-night", d);
    ASSERT_TRUE(r);
    model::NewScenarioOptions o;
    o.columns = 12;
    o.rows = 12;
    doc = Document::create(*r, o);
    doc->setValidator({});
    h = std::make_unique<testing::ToolHarness>(*doc);
    h->use("analysis");
  }
  HexCoord at(int col, int row) const { return testing::hexAtOffset(*doc, col, row); }
  bool tinted(HexCoord hex) const {
    const auto& t = h->box.active()->preview().tints;
    return std::any_of(t.begin(), t.end(), [&](const exporters::HexTint& x) { return x.hex == hex; });
  }
  std::string status() const { return h->box.active()->preview().status; }
  std::unique_ptr<Document> doc;
  std::unique_ptr<testing::ToolHarness> h;
};

TEST_F(AnalysisToolTest, HoveringShowsWhatTheHexSees) {
  h->move(h->centre(at(5, 5)));
  EXPECT_TRUE(tinted(at(5, 7)));
  EXPECT_NE(status().find("sees the amber hexes within 10"), std::string::npos) << status();
}

TEST_F(AnalysisToolTest, TheLineFromAClickedHexNamesWhatBlocksItAndFollowsPainting) {
  h->clickHex(at(5, 3));
  h->move(h->centre(at(5, 7)));
  EXPECT_NE(status().find(": clear"), std::string::npos) << status();
  EXPECT_TRUE(tinted(at(5, 7)));
  // Paint heavy woods between them with the terrain brush, come back: blocked, by 11.3F.
  h->settings.terrain = "heavy-woods";
  h->use("terrain");
  h->clickHex(at(5, 5));
  h->use("analysis");
  h->clickHex(at(5, 3));
  h->move(h->centre(at(5, 7)));
  EXPECT_NE(status().find("blocked: Heavy Woods blocks sight through the hex"), std::string::npos) << status();
  EXPECT_NE(status().find("(11.3F)"), std::string::npos) << status();
  EXPECT_FALSE(tinted(at(5, 7)));
  const auto& marked = h->box.active()->preview().hexes;
  EXPECT_NE(std::find(marked.begin(), marked.end(), at(5, 5)), marked.end());  // the blocker is marked
  EXPECT_EQ(h->box.active()->preview().polyline.size(), 2u);
  EXPECT_TRUE(h->key(Key::Escape));
  EXPECT_TRUE(h->box.active()->preview().empty());
}

TEST_F(AnalysisToolTest, ShiftClickOnAUnitShowsWhereItCanMove) {
  auto s = doc->scenario();
  model::Unit u{model::UnitId{"inf"}, "6th Iowa", "6 Ia", "infantry", s.sides.front().id, {}, {}, {}, {}};
  s.oob.units.push_back(u);
  s.setup.push_back(model::Placement{u.id, at(5, 5), {}, {}, {}, {}, {}});
  s.movementCosts.push_back(
      {model::DesignerMovementCost::On::Terrain, "clear", "infantry", model::MovementCost::cost(1), "TEC"});
  hexwright::testing::TempDir tmp;
  model::Diagnostics d;
  ASSERT_TRUE(io::saveBundle(s, tmp / "b.hexw", d));
  doc = Document::open(tmp / "b.hexw", d);
  ASSERT_TRUE(doc);
  h = std::make_unique<testing::ToolHarness>(*doc);
  h->use("analysis");
  h->click(h->centre(at(5, 5)), MouseButton::Left, {true, false, false});
  EXPECT_TRUE(tinted(at(5, 8)));   // three hexes: turn 1
  EXPECT_TRUE(tinted(at(5, 11)));  // six: turn 2
  EXPECT_FALSE(tinted(at(5, 5)));  // its own hex is ringed, not tinted
  EXPECT_NE(status().find("6th Iowa: green in turn 1"), std::string::npos) << status();  // its name, not its id
}

// On a tabletop (Dress on the Colors): a wood drawn with Draw Pieces hides what lies more
// than three inches into it (RULE-03-5.5), and the line from a clicked point says so.
TEST(AnalysisToolTable, DrawnWoodsHideWhatLiesBehindThemAndTheLineNamesThem) {
  model::Diagnostics d;
  auto r = io::loadRulesetById("dress-on-the-colors", d);
  ASSERT_TRUE(r);
  auto doc = Document::create(*r, {});
  doc->setValidator({});
  testing::ToolHarness t(*doc);
  const auto inch = [](double x, double y) { return model::Vec2{x * 25.4, y * 25.4}; };
  t.use("vector");
  t.settings.vectorType = "dense-woods";
  for (const auto p : {inch(30, 20), inch(40, 20), inch(40, 30), inch(30, 30)}) t.click(p);
  ASSERT_TRUE(t.key(Key::Enter));
  t.use("analysis");
  const auto preview = [&] { return t.box.active()->preview(); };
  const auto tinted = [&](model::Vec2 world) {
    const auto& tints = preview().areaTints;
    return std::any_of(tints.begin(), tints.end(),
                       [&](const exporters::TableTint& x) { return x.square.contains(world); });
  };
  t.move(inch(20, 25));
  EXPECT_NE(preview().status.find("sees the amber squares within 24 inches"), std::string::npos) << preview().status;
  EXPECT_TRUE(tinted(inch(28.2, 25.2)));
  EXPECT_TRUE(tinted(inch(31.6, 25.2)));   // under 3 inches into the wood
  EXPECT_FALSE(tinted(inch(38.2, 25.2)));  // further in
  EXPECT_FALSE(tinted(inch(43.2, 25.2)));  // behind it
  t.click(inch(20, 25));
  t.move(inch(43, 25));
  EXPECT_NE(preview().status.find("blocked: Dense Woods / Wilderness: more than 3 inches inside it"), std::string::npos)
      << preview().status;
  EXPECT_NE(preview().status.find("(RULE-03-5.5)"), std::string::npos) << preview().status;
  ASSERT_TRUE(preview().marker);
  EXPECT_NEAR(preview().marker->x, 33 * 25.4, 1e-6);  // sight ends three inches in
  EXPECT_EQ(preview().polyline.size(), 2u);
  EXPECT_TRUE(t.key(Key::Escape));
  EXPECT_TRUE(preview().empty());
}

}  // namespace
}  // namespace hexwright::editor
