// Unit stacks (#39 item 4) without a display: the stack order the map draws is the one
// the tools pick from, a drag moves the drawn top or (Shift) the whole stack as one undo
// step, and a placed unit's state is drawn on its counter as its VASSAL piece shows it.
#include "editor/core/stacks.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/oob_editing.h"
#include "editor/render/map_view.h"
#include "editor/render/unit_counter.h"
#include "editor_fixture.h"
#include "model/edit/entity_commands.h"
#include "states_ruleset.h"

namespace hexwright::editor {
namespace {

using model::HexCoord;
using testing::hexAtOffset;
using testing::ToolHarness;

const Modifiers kShift{true, false, false};

/// Three units of the first side and one of the second, the first three stacked in `h`
/// in order (u1 at the bottom).
struct Stacked {
  std::unique_ptr<Document> doc = testing::testDocument();
  std::vector<std::string> units;
  std::string grey;  // the second side's unit, not placed
  HexCoord h;
  Stacked() {
    const std::string f = addFormation(*doc, "union", "", "1st Brigade");
    for (const char* n : {"1st Iowa", "2nd Iowa", "3rd Iowa"}) units.push_back(addUnit(*doc, "union", f, "", n));
    grey = addUnit(*doc, "confederate", addFormation(*doc, "confederate", "", "Gladden"), "", "21st Alabama");
    h = hexAtOffset(*doc, 2, 2);
    for (const auto& u : units) doc->execute(placeUnitCommand(doc->scenario(), u, h));
  }
  std::vector<std::string> at(HexCoord x) const { return unitsAt(doc->scenario(), x); }
};

TEST(Stacks, TheMapsOrderIsThePickingOrder) {
  Stacked s;
  const auto stacks = unitStacks(s.doc->scenario());
  ASSERT_EQ(stacks.size(), 1u);
  std::vector<std::string> drawn;
  for (const auto& u : stacks.at(s.h)) drawn.push_back(u.unit->id.value);
  EXPECT_EQ(drawn, s.units);
  EXPECT_EQ(s.at(s.h), s.units);
  EXPECT_EQ(stacks.at(s.h).back().placement->unit.value, s.units.back());
}

TEST(Stacks, ADragMovesTheDrawnTopEvenAfterClickingDownTheStack) {
  Stacked s;
  const std::size_t steps = s.doc->history().size();
  ToolHarness t(*s.doc);
  t.use("select");
  t.clickHex(s.h);
  EXPECT_EQ(s.doc->selection().id, s.units[2]);
  t.clickHex(s.h);  // a click again: the unit under it
  EXPECT_EQ(s.doc->selection().id, s.units[1]);
  // Pressing on the stack with the unit under the top selected still drags the top.
  const HexCoord to = hexAtOffset(*s.doc, 5, 2);
  t.dragHexes({s.h, to});
  EXPECT_EQ(s.at(to), std::vector{s.units[2]});
  EXPECT_EQ(s.at(s.h), (std::vector{s.units[0], s.units[1]}));
  EXPECT_EQ(s.doc->selection().id, s.units[2]);
  EXPECT_EQ(s.doc->history().size(), steps + 1);
  EXPECT_EQ(s.doc->history().undoLabel(), "Move Unit: 3rd Iowa");
}

TEST(Stacks, AMovedUnitLandsOnTopOfTheStackThere) {
  Stacked s;
  const HexCoord to = hexAtOffset(*s.doc, 5, 2);
  s.doc->execute(placeUnitCommand(s.doc->scenario(), s.grey, to));
  ToolHarness t(*s.doc);
  t.use("select");
  t.dragHexes({s.h, to});
  EXPECT_EQ(s.at(to), (std::vector{s.grey, s.units[2]}));
  // The unit that landed on top is the one the next drag takes.
  t.dragHexes({to, s.h});
  EXPECT_EQ(s.at(to), std::vector{s.grey});
  EXPECT_EQ(s.at(s.h), s.units);
}

TEST(Stacks, AShiftDragMovesTheWholeStackAsOneStep) {
  Stacked s;
  const HexCoord to = hexAtOffset(*s.doc, 5, 2);
  s.doc->execute(placeUnitCommand(s.doc->scenario(), s.grey, to));
  const std::size_t steps = s.doc->history().size();
  for (const char* tool : {"select", "unit"}) {
    ToolHarness t(*s.doc);
    t.use(tool);
    t.dragHexes({s.h, to}, kShift);
    EXPECT_TRUE(s.at(s.h).empty()) << tool;
    EXPECT_EQ(s.at(to), (std::vector{s.grey, s.units[0], s.units[1], s.units[2]})) << tool;
    EXPECT_EQ(s.doc->history().size(), steps + 1) << tool;
    EXPECT_EQ(s.doc->history().undoLabel(), "Move Stack: 3 units") << tool;
    s.doc->undo();
    EXPECT_EQ(s.at(s.h), s.units) << tool;
    EXPECT_EQ(s.at(to), std::vector{s.grey}) << tool;
  }
}

TEST(Stacks, AMoveKeepsEachUnitsStateAndFacing) {
  Stacked s;
  model::Placement p = *s.doc->scenario().placementOf(model::UnitId{s.units[1]});
  p.state = "column";
  p.facing = 2;
  s.doc->execute(std::make_unique<model::SetPlacement>(s.units[1], p));
  ToolHarness t(*s.doc);
  t.use("select");
  const HexCoord to = hexAtOffset(*s.doc, 4, 5);
  t.dragHexes({s.h, to}, kShift);
  const auto* moved = s.doc->scenario().placementOf(model::UnitId{s.units[1]});
  ASSERT_NE(moved, nullptr);
  EXPECT_EQ(moved->hex, to);
  EXPECT_EQ(moved->state, "column");
  EXPECT_EQ(moved->facing, 2);
}

// The state on the counter: the VASSAL piece's look, from the same functions.

/// Infantry in line or column (6.0); with `columnBack` its counter's back is "Column".
model::Ruleset lineColumnRuleset(bool columnBack) {
  model::Ruleset r = testing::testRuleset();
  r.checks = {testing::stateCheck("infantry", "line column", "6.0")};
  if (!columnBack) return r;
  model::CounterLayout l;
  l.id = "infantry";
  l.unitTypes = {"infantry"};
  l.backKind = model::BackKind::Alternate;
  l.backLabel = "Column";
  l.front = {model::CounterField{"strength", model::CounterSlot::Bottom, "", ""}};
  r.counterLayouts = {l};
  return r;
}

TEST(Stacks, ACountersStateIsItsPrintedSideOrATab) {
  const model::Ruleset r = lineColumnRuleset(true);
  const model::Ruleset plain = lineColumnRuleset(false);
  model::Scenario sc;
  model::Unit u;
  u.id = model::UnitId{"u-1"};
  u.type = "infantry";
  u.side = model::SideId{"union"};
  const exporters::CounterPainter painter(sc, &r);
  // Column is the back's label: the back, no tab.
  const auto column = counterLook(painter, &r, u, "column");
  EXPECT_EQ(column.face.banner, "Column");
  EXPECT_TRUE(column.tab.empty());
  // Line is the other of the two states: the front.
  const auto line = counterLook(painter, &r, u, "line");
  EXPECT_TRUE(line.face.banner.empty());
  EXPECT_TRUE(line.tab.empty());
  // With no printed side for any state, a tab with the state's mark in a free corner.
  const auto tabbed = counterLook(painter, &plain, u, "column");
  EXPECT_EQ(tabbed.tab, "C");
  ASSERT_TRUE(tabbed.face.stateTab.has_value());
  EXPECT_TRUE(counterLook(painter, &plain, u, "").tab.empty());
}

struct Rgb {
  int r, g, b;
};

Rgb pixelAt(cairo_surface_t* s, model::Vec2 p) {
  const int stride = cairo_image_surface_get_stride(s);
  const auto* data = cairo_image_surface_get_data(s);
  const auto px =
      *reinterpret_cast<const std::uint32_t*>(data + static_cast<int>(p.y) * stride + static_cast<int>(p.x) * 4);
  return {static_cast<int>((px >> 16) & 0xff), static_cast<int>((px >> 8) & 0xff), static_cast<int>(px & 0xff)};
}

TEST(Stacks, TheMapDrawsAPlacedUnitsStateTabOnItsCounter) {
  auto placed = testing::placedDocument();
  Document& doc = *placed.doc;
  const HexCoord h = *doc.scenario().placementOf(model::UnitId{placed.infantry})->hex;
  MapView view;
  MapViewOptions o;
  o.layers.hexNumbers = false;
  view.setDocument(&doc);
  view.setOptions(o);
  Viewport vp;
  vp.setSize(400, 300);
  vp.fit(hexBounds(doc.layout(), h));
  // A point inside the tab, near its outer edge (clear of its letter).
  const double size = doc.layout().acrossFlats * 0.56;
  const model::Vec2 c = doc.layout().hexToWorld(h);
  const exporters::CounterPainter painter(doc.scenario(), &doc.ruleset());
  const auto look =
      counterLook(painter, &doc.ruleset(), *doc.scenario().oob.findUnit(model::UnitId{placed.infantry}), "column");
  ASSERT_TRUE(look.face.stateTab.has_value());
  const exporters::Rect f = exporters::stateTabRect(*look.face.stateTab);
  const double fx = f.x < 0.5 ? f.x + f.w * 0.12 : f.right() - f.w * 0.12;
  const model::Vec2 inTab = vp.worldToScreen({c.x + size * (fx - 0.5), c.y + size * (f.y + f.h * 0.15 - 0.5)});
  auto dark = [](Rgb p) { return p.r < 70 && p.g < 70 && p.b < 70; };
  cairo_surface_t* before = view.renderImage(vp);
  EXPECT_FALSE(dark(pixelAt(before, inTab)));
  cairo_surface_destroy(before);
  model::Placement p = *doc.scenario().placementOf(model::UnitId{placed.infantry});
  p.state = "column";
  doc.execute(std::make_unique<model::SetPlacement>(placed.infantry, p));
  cairo_surface_t* after = view.renderImage(vp);
  EXPECT_TRUE(dark(pixelAt(after, inTab)));
  cairo_surface_destroy(after);
}

}  // namespace
}  // namespace hexwright::editor
