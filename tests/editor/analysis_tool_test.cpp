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
  EXPECT_NE(status().find("inf: green in turn 1"), std::string::npos) << status();
}

}  // namespace
}  // namespace hexwright::editor
