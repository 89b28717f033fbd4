// Tools driven GUI-free with synthetic pointer events: each gesture is one undo step.
#include <gtest/gtest.h>

#include <algorithm>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor_fixture.h"
#include "model/edit/entity_commands.h"

namespace hexwright::editor {
namespace {

using model::HexCoord;
using testing::hexAtOffset;
using testing::testDocument;
using testing::ToolHarness;

TEST(TerrainBrush, ClickPaintsOneHexAsOneStep) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("terrain");
  t.settings.terrain = "woods";
  const HexCoord h = hexAtOffset(*doc, 3, 3);
  t.clickHex(h);
  EXPECT_EQ(doc->scenario().map.terrainAt(h), "woods");
  EXPECT_EQ(doc->history().size(), 1u);
  EXPECT_EQ(doc->history().undoLabel(), "Paint Terrain: Woods");
  EXPECT_TRUE(doc->isModified());
  doc->undo();
  EXPECT_EQ(doc->scenario().map.terrainAt(h), "clear");
  EXPECT_FALSE(doc->isModified());
}

TEST(TerrainBrush, DragStrokeIsOneUndoStep) {
  auto doc = testDocument();
  const model::Scenario before = doc->scenario();
  ToolHarness t(*doc);
  t.use("terrain");
  t.settings.terrain = "marsh";
  // Jump from column 0 to column 7 in one move: the hexes between are painted too.
  t.dragHexes({hexAtOffset(*doc, 0, 2), hexAtOffset(*doc, 1, 2), hexAtOffset(*doc, 7, 2)});
  // Every hex under the straight drag from column 1 to 7 (offset rows zigzag on a
  // flat-top map, so the line is the hex line, not the offset row).
  for (auto h : hexLine(hexAtOffset(*doc, 1, 2), hexAtOffset(*doc, 7, 2)))
    EXPECT_EQ(doc->scenario().map.terrainAt(h), "marsh") << h.q << "," << h.r;
  EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 0, 2)), "marsh");
  EXPECT_EQ(doc->history().size(), 1u);
  doc->undo();
  EXPECT_EQ(doc->scenario(), before);
  doc->redo();
  EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 7, 2)), "marsh");
}

TEST(TerrainBrush, BrushSizesPaintRings) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("terrain");
  t.settings.terrain = "woods";
  t.settings.brushSize = 2;
  t.clickHex(hexAtOffset(*doc, 4, 4));
  std::size_t woods = 0;
  for (auto h : doc->scenario().map.grid().hexes()) woods += doc->scenario().map.terrainAt(h) == "woods";
  EXPECT_EQ(woods, 7u);
  t.settings.brushSize = 3;
  t.settings.terrain = "marsh";
  t.clickHex(hexAtOffset(*doc, 4, 4));
  std::size_t marsh = 0;
  for (auto h : doc->scenario().map.grid().hexes()) marsh += doc->scenario().map.terrainAt(h) == "marsh";
  EXPECT_EQ(marsh, 19u);
}

TEST(TerrainBrush, FloodFillRepaintsTheConnectedRegion) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("terrain");
  t.settings.terrain = "woods";
  // A wall of woods down column 5 splits the map.
  std::vector<HexCoord> wall;
  for (int row = 0; row < 8; ++row) wall.push_back(hexAtOffset(*doc, 5, row));
  t.dragHexes(wall);
  t.settings.floodFill = true;
  t.settings.terrain = "marsh";
  t.clickHex(hexAtOffset(*doc, 0, 0));
  EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 4, 7)), "marsh");
  EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 5, 3)), "woods");
  EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 6, 3)), "clear");
  EXPECT_EQ(doc->history().size(), 2u);  // the wall, then the fill
}

TEST(TerrainBrush, AltClickPicksTerrainAndEscapeCancelsAStroke) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("terrain");
  t.settings.terrain = "woods";
  t.clickHex(hexAtOffset(*doc, 2, 2));
  t.settings.terrain = "marsh";
  t.clickHex(hexAtOffset(*doc, 2, 2), {false, false, true});
  EXPECT_EQ(t.settings.terrain, "woods");

  const model::Scenario before = doc->scenario();
  t.settings.terrain = "marsh";
  t.down(t.centre(hexAtOffset(*doc, 6, 6)));
  t.move(t.centre(hexAtOffset(*doc, 7, 6)));
  EXPECT_EQ(doc->scenario().map.terrainAt(hexAtOffset(*doc, 7, 6)), "marsh");  // live while dragging
  EXPECT_TRUE(doc->gestureOpen());
  EXPECT_FALSE(doc->canUndo());  // no undo in the middle of a stroke
  EXPECT_TRUE(t.key(Key::Escape));
  EXPECT_EQ(doc->scenario(), before);
  EXPECT_FALSE(doc->gestureOpen());
  EXPECT_EQ(doc->history().size(), 1u);
}

TEST(TerrainBrush, PreviewShowsTheFootprint) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("terrain");
  t.settings.terrain = "woods";
  t.settings.brushSize = 2;
  t.move(t.centre(hexAtOffset(*doc, 4, 4)));
  EXPECT_EQ(t.box.active()->preview().hexes.size(), 7u);
  EXPECT_NE(t.box.active()->preview().status.find("Clear"), std::string::npos);
}

// ---------------------------------------------------------------------------------------

model::Vec2 sideMid(const Document& doc, model::HexsideKey k) { return doc.layout().sideMidpoint(k); }

TEST(HexsideTool, ClickNearASideTogglesTheType) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("hexside");
  t.settings.hexsideType = "creek";
  const HexCoord h = hexAtOffset(*doc, 3, 3);
  const auto key = model::hexside(h, 2);
  t.click(sideMid(*doc, key));
  const auto* f = doc->scenario().map.featuresAt(key);
  ASSERT_NE(f, nullptr);
  ASSERT_EQ(f->size(), 1u);
  EXPECT_EQ((*f)[0].type, "creek");
  EXPECT_FALSE((*f)[0].toward.has_value());
  // The same side seen from the other hex is the same key.
  t.click(sideMid(*doc, model::hexside(model::neighbor(h, 2), 5)));
  EXPECT_EQ(doc->scenario().map.featuresAt(key), nullptr);
  EXPECT_EQ(doc->history().size(), 2u);
  doc->undo();
  EXPECT_NE(doc->scenario().map.featuresAt(key), nullptr);
}

TEST(HexsideTool, ClickInTheMiddleOfAHexDoesNothing) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("hexside");
  t.settings.hexsideType = "creek";
  t.clickHex(hexAtOffset(*doc, 3, 3));
  EXPECT_TRUE(doc->scenario().map.hexsideFeatures.empty());
  EXPECT_EQ(doc->history().size(), 0u);
}

TEST(HexsideTool, DragPaintsAChainOfSidesAsOneStep) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("hexside");
  t.settings.hexsideType = "creek";
  // Walk along the boundary of h from the middle of its side 1 (corners 0-1) round to
  // corner 3.
  const HexCoord h = hexAtOffset(*doc, 4, 4);
  const auto& L = doc->layout();
  std::vector<model::Vec2> path{sideMid(*doc, model::hexside(h, 1))};
  for (int c = 1; c <= 3; ++c) path.push_back(L.corner(h, c));
  t.drag(path);
  // Sides 1, 2, 3 of h lie between corners 0-1, 1-2, 2-3.
  for (int d = 1; d <= 3; ++d) EXPECT_NE(doc->scenario().map.featuresAt(model::hexside(h, d)), nullptr) << d;
  EXPECT_EQ(doc->scenario().map.featuresAt(model::hexside(h, 5)), nullptr);
  EXPECT_EQ(doc->history().size(), 1u);
  doc->undo();
  EXPECT_TRUE(doc->scenario().map.hexsideFeatures.empty());
}

TEST(HexsideTool, DragStartingOnAPaintedSideErases) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("hexside");
  t.settings.hexsideType = "creek";
  const HexCoord h = hexAtOffset(*doc, 4, 4);
  const auto& L = doc->layout();
  t.drag({sideMid(*doc, model::hexside(h, 1)), L.corner(h, 1), L.corner(h, 2), L.corner(h, 3)});
  ASSERT_NE(doc->scenario().map.featuresAt(model::hexside(h, 3)), nullptr);
  t.drag({sideMid(*doc, model::hexside(h, 1)), L.corner(h, 1), L.corner(h, 2), L.corner(h, 3)});
  EXPECT_TRUE(doc->scenario().map.hexsideFeatures.empty());
  EXPECT_EQ(doc->history().undoLabel().rfind("Erase", 0), 0u);
}

TEST(HexsideTool, DirectionalTypesTakeTheirDirectionFromTheDrag) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("hexside");
  t.settings.hexsideType = "slope";
  const HexCoord h = hexAtOffset(*doc, 4, 4);
  const auto& L = doc->layout();
  // Flat-top side 0 (north) runs from corner 5 (upper left) to corner 0 (upper right).
  // Dragging west to east along it: the right-hand side (south) is h itself.
  const auto north = model::hexside(h, 0);
  const model::Vec2 a = L.corner(h, 5), b = L.corner(h, 0);
  t.drag({sideMid(*doc, north), {(a.x + 3 * b.x) / 4, (a.y + 3 * b.y) / 4}});
  auto f = doc->scenario().map.featuresAt(north);
  ASSERT_NE(f, nullptr);
  ASSERT_TRUE((*f)[0].toward.has_value());
  EXPECT_EQ(*(*f)[0].toward, h);
  doc->undo();
  // East to west: downhill is the hex to the north.
  t.drag({sideMid(*doc, north), {(3 * a.x + b.x) / 4, (3 * a.y + b.y) / 4}});
  f = doc->scenario().map.featuresAt(north);
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(*(*f)[0].toward, model::neighbor(h, 0));
  doc->undo();
  // A plain click points at the hex clicked in.
  const model::Vec2 mid = sideMid(*doc, north);
  const model::Vec2 c = L.hexToWorld(h);
  t.click({mid.x + (c.x - mid.x) * 0.1, mid.y + (c.y - mid.y) * 0.1});
  f = doc->scenario().map.featuresAt(north);
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(*(*f)[0].toward, h);
}

// ---------------------------------------------------------------------------------------

TEST(ElevationTool, SetRaiseAndLowerWithClamping) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("elevation");
  const HexCoord h = hexAtOffset(*doc, 2, 2);
  t.settings.elevationLevel = 2;
  t.clickHex(h);
  EXPECT_EQ(doc->scenario().map.elevationAt(h), 2);
  t.settings.elevationMode = ElevationMode::Raise;
  // A stroke that passes the same hex twice raises it once.
  t.dragHexes({h, hexAtOffset(*doc, 3, 2), h});
  EXPECT_EQ(doc->scenario().map.elevationAt(h), 3);
  EXPECT_EQ(doc->scenario().map.elevationAt(hexAtOffset(*doc, 3, 2)), 1);
  t.clickHex(h);  // already at the schema's maximum
  EXPECT_EQ(doc->scenario().map.elevationAt(h), 3);
  t.settings.elevationMode = ElevationMode::Lower;
  t.clickHex(h);
  EXPECT_EQ(doc->scenario().map.elevationAt(h), 2);
  EXPECT_EQ(doc->history().undoLabel(), "Set Elevation: 2");
  t.clickHex(hexAtOffset(*doc, 7, 7), {false, false, true});  // Alt: pick
  EXPECT_EQ(t.settings.elevationLevel, 0);
  EXPECT_EQ(t.settings.elevationMode, ElevationMode::Set);
}

TEST(RouteTool, DragLaysAnAdjacentPathAndExtendsFromItsEnd) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("route");
  t.settings.routeType = "road";
  t.dragHexes({hexAtOffset(*doc, 1, 1), hexAtOffset(*doc, 5, 1)});
  ASSERT_EQ(doc->scenario().map.routes.size(), 1u);
  const auto& path = doc->scenario().map.routes[0].path;
  ASSERT_GE(path.size(), 5u);
  for (std::size_t i = 1; i < path.size(); ++i) EXPECT_EQ(model::distance(path[i - 1], path[i]), 1);
  const std::size_t length = path.size();
  t.dragHexes({hexAtOffset(*doc, 5, 1), hexAtOffset(*doc, 5, 4)});
  ASSERT_EQ(doc->scenario().map.routes.size(), 1u);
  EXPECT_GT(doc->scenario().map.routes[0].path.size(), length);
  EXPECT_EQ(doc->scenario().map.routes[0].path.front(), hexAtOffset(*doc, 1, 1));
  t.clickHex(hexAtOffset(*doc, 3, 1), {false, true, false});  // Ctrl-click removes
  EXPECT_TRUE(doc->scenario().map.routes.empty());
  doc->undo();
  EXPECT_EQ(doc->scenario().map.routes.size(), 1u);
}

TEST(RouteTool, BackingUpTakesStepsOff) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("route");
  t.settings.routeType = "road";
  t.dragHexes({hexAtOffset(*doc, 1, 1), hexAtOffset(*doc, 2, 1), hexAtOffset(*doc, 3, 1), hexAtOffset(*doc, 2, 1)});
  ASSERT_EQ(doc->scenario().map.routes.size(), 1u);
  EXPECT_EQ(doc->scenario().map.routes[0].path.size(), 2u);
}

TEST(FeatureTool, TogglesAndUpdatesAttributes) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("feature");
  t.settings.featureType = "camp";
  t.settings.featureAttributes = {{"owner", std::string("union")}};
  const HexCoord h = hexAtOffset(*doc, 6, 2);
  t.clickHex(h);
  ASSERT_NE(doc->scenario().map.featuresAt(h), nullptr);
  EXPECT_EQ(model::textAttribute((*doc->scenario().map.featuresAt(h))[0].attributes, "owner"), "union");
  t.settings.featureAttributes = {{"owner", std::string("confederate")}};
  t.clickHex(h);  // same type, other owner: updated, not removed
  EXPECT_EQ(model::textAttribute((*doc->scenario().map.featuresAt(h))[0].attributes, "owner"), "confederate");
  t.clickHex(h);
  EXPECT_EQ(doc->scenario().map.featuresAt(h), nullptr);
  t.settings.featureType = "victory";
  t.settings.featureAttributes = {};
  t.dragHexes({hexAtOffset(*doc, 1, 5), hexAtOffset(*doc, 2, 5), hexAtOffset(*doc, 3, 5)});
  EXPECT_EQ(doc->scenario().map.hexFeatures.size(), 3u);
  EXPECT_EQ(doc->history().size(), 4u);
}

TEST(AreaTool, PaintsHexesIntoANamedAreaAndTakesThemOut) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("area");
  t.settings.areaKind = "setup";
  t.settings.areaSide = "union";
  t.dragHexes({hexAtOffset(*doc, 0, 0), hexAtOffset(*doc, 3, 0)});
  ASSERT_EQ(doc->scenario().map.areas.size(), 1u);
  const auto& area = doc->scenario().map.areas[0];
  EXPECT_EQ(area.id.value, "setup-1");
  EXPECT_EQ(area.side, "union");
  EXPECT_EQ(area.hexes.size(), 4u);
  EXPECT_TRUE(std::is_sorted(area.hexes.begin(), area.hexes.end()));
  const auto taken = area.hexes[1];
  t.clickHex(taken, {false, true, false});
  EXPECT_EQ(doc->scenario().map.areas[0].hexes.size(), 3u);
  EXPECT_EQ(std::count(doc->scenario().map.areas[0].hexes.begin(), doc->scenario().map.areas[0].hexes.end(), taken), 0);
  EXPECT_EQ(doc->history().size(), 2u);
}

// The status bar names the area being painted, not its id (#39 item 8).
TEST(AreaTool, TheStatusNamesTheArea) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("area");
  t.settings.areaKind = "setup";
  t.dragHexes({hexAtOffset(*doc, 0, 0), hexAtOffset(*doc, 1, 0)});
  model::NamedArea area = doc->scenario().map.areas.at(0);
  area.name = "Cleburne's Line";
  doc->execute(std::make_unique<model::SetArea>(area.id.value, area));
  t.settings.areaId = area.id.value;
  t.down(t.centre(hexAtOffset(*doc, 4, 0)));
  EXPECT_EQ(t.box.active()->preview().status, "Cleburne's Line: 3 hexes");
  t.up(t.centre(hexAtOffset(*doc, 4, 0)));
}

// Undo labels name the schema's types, not their ids (#39 item 8).
TEST(Tools, UndoLabelsNameTheSchemasTypes) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("terrain");
  t.settings.terrain = "marsh";
  t.dragHexes({hexAtOffset(*doc, 1, 1), hexAtOffset(*doc, 2, 1)});
  EXPECT_EQ(doc->history().undoLabel(), "Paint Terrain: Marsh");
  t.use("hexside");
  t.settings.hexsideType = "creek";
  const HexCoord h = hexAtOffset(*doc, 4, 4);
  std::vector<model::Vec2> path{sideMid(*doc, model::hexside(h, 1))};
  for (int c = 0; c <= 3; ++c) path.push_back(doc->layout().corner(h, c));
  t.drag(path);
  EXPECT_EQ(doc->history().undoLabel(), "Paint Hexsides: Creek");
  t.click(sideMid(*doc, model::hexside(hexAtOffset(*doc, 1, 4), 2)));
  EXPECT_EQ(doc->history().undoLabel(), "Paint Hexside: Creek");
  t.use("feature");
  t.settings.featureType = "camp";
  t.clickHex(hexAtOffset(*doc, 6, 2));
  EXPECT_EQ(doc->history().undoLabel(), "Place Feature: " + featureName(doc->ruleset(), "camp"));
  EXPECT_NE(featureName(doc->ruleset(), "camp"), "camp");
}

TEST(LabelTool, PlacesAndMovesLabels) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("label");
  t.settings.labelText = "Shiloh Church";
  const model::Vec2 p = t.centre(hexAtOffset(*doc, 3, 3));
  t.click(p);
  ASSERT_EQ(doc->scenario().map.labels.size(), 1u);
  EXPECT_EQ(doc->scenario().map.labels[0].text, "Shiloh Church");
  const model::Vec2 back = labelToWorld(*doc, doc->scenario().map.labels[0].at);
  EXPECT_NEAR(back.x, p.x, 1e-9);
  EXPECT_NEAR(back.y, p.y, 1e-9);
  EXPECT_EQ(doc->selection().kind, Selection::Kind::Label);
  const model::Vec2 q = t.centre(hexAtOffset(*doc, 6, 3));
  t.drag({p, q});
  ASSERT_EQ(doc->scenario().map.labels.size(), 1u);
  EXPECT_NEAR(labelToWorld(*doc, doc->scenario().map.labels[0].at).x, q.x, 1e-9);
}

// ---------------------------------------------------------------------------------------

void addUnits(Document& doc, int n) {
  model::OrderOfBattle oob;
  model::Formation f;
  f.id = model::FormationId{"f-1"};
  f.side = model::SideId{"union"};
  f.name = "1st Brigade";
  oob.formations.push_back(f);
  for (int i = 1; i <= n; ++i) {
    model::Unit u;
    u.id = model::UnitId{"u-" + std::to_string(i)};
    u.name = std::to_string(i) + "th Illinois";
    u.type = "infantry";
    u.side = model::SideId{"union"};
    u.formation = f.id;
    u.attributes["strength"] = std::int64_t{4};
    oob.units.push_back(u);
  }
  doc.execute(
      std::make_unique<model::SetField<model::OrderOfBattle>>("Set OOB", model::fields::oob, oob, model::kChangeOob));
}

TEST(UnitTool, PlacesTheArmedUnitThenArmsTheNext) {
  auto doc = testDocument();
  addUnits(*doc, 3);
  ToolHarness t(*doc);
  t.use("unit");
  t.settings.unitId = "u-1";
  const HexCoord h = hexAtOffset(*doc, 2, 2);
  t.clickHex(h);
  ASSERT_NE(doc->scenario().placementOf(model::UnitId{"u-1"}), nullptr);
  EXPECT_EQ(*doc->scenario().placementOf(model::UnitId{"u-1"})->hex, h);
  EXPECT_EQ(t.settings.unitId, "u-2");
  t.clickHex(h);
  EXPECT_EQ(unitsAt(doc->scenario(), h), (std::vector<std::string>{"u-1", "u-2"}));
  EXPECT_EQ(t.settings.unitId, "u-3");
  // Without an armed unit, a drag moves the top of the stack.
  t.settings.unitId.clear();
  const HexCoord to = hexAtOffset(*doc, 5, 2);
  t.dragHexes({h, to});
  EXPECT_EQ(unitsAt(doc->scenario(), to), (std::vector<std::string>{"u-2"}));
  EXPECT_EQ(unitsAt(doc->scenario(), h), (std::vector<std::string>{"u-1"}));
  // Right-click takes the top unit off the map.
  t.click(t.centre(h), MouseButton::Right);
  EXPECT_TRUE(unitsAt(doc->scenario(), h).empty());
  doc->undo();
  EXPECT_EQ(unitsAt(doc->scenario(), h), (std::vector<std::string>{"u-1"}));
}

// Issue #39 item 8: the status bar and the history name units, not their internal ids.
TEST(UnitTool, StatusAndHistoryNameTheUnitsPlaced) {
  auto doc = testDocument();
  addUnits(*doc, 3);
  ToolHarness t(*doc);
  t.use("unit");
  t.settings.unitId = "u-1";
  const HexCoord h = hexAtOffset(*doc, 2, 2);
  t.clickHex(h);
  EXPECT_EQ(t.box.active()->preview().status, "Next: 2th Illinois");
  EXPECT_EQ(doc->history().undoLabel(), "Add Placement: 1th Illinois");
  t.clickHex(h);
  t.clickHex(h);
  EXPECT_EQ(t.box.active()->preview().status, "Placed 3th Illinois");
  // A unit without a name is known by its id.
  model::Unit unnamed = *doc->scenario().oob.findUnit(model::UnitId{"u-3"});
  unnamed.name.clear();
  doc->execute(std::make_unique<model::SetUnit>("u-3", unnamed));
  EXPECT_EQ(doc->history().undoLabel(), "Edit Unit: u-3");
  t.settings.unitId = "u-3";
  t.clickHex(hexAtOffset(*doc, 4, 4));
  EXPECT_EQ(t.box.active()->preview().status, "Placed u-3");
  EXPECT_EQ(doc->history().undoLabel(), "Edit Placement: u-3");
}

TEST(SelectTool, SelectsUnitsHexsidesAndHexesAndDragsUnits) {
  auto doc = testDocument();
  addUnits(*doc, 2);
  ToolHarness t(*doc);
  const HexCoord h = hexAtOffset(*doc, 2, 2);
  doc->execute(placeUnitCommand(doc->scenario(), "u-1", h));
  doc->execute(placeUnitCommand(doc->scenario(), "u-2", h));
  t.use("select");
  t.clickHex(h);
  EXPECT_EQ(doc->selection(), Selection::of(Selection::Kind::Unit, "u-2"));
  t.clickHex(h);  // again: the next unit down
  EXPECT_EQ(doc->selection(), Selection::of(Selection::Kind::Unit, "u-1"));
  t.click(doc->layout().sideMidpoint(model::hexside(h, 1)));
  EXPECT_EQ(doc->selection().kind, Selection::Kind::Hexside);
  EXPECT_EQ(doc->selection().side, model::hexside(h, 1));
  t.clickHex(hexAtOffset(*doc, 6, 6));
  EXPECT_EQ(doc->selection(), Selection::ofHex(hexAtOffset(*doc, 6, 6)));
  t.dragHexes({h, hexAtOffset(*doc, 3, 4)});
  EXPECT_EQ(unitsAt(doc->scenario(), hexAtOffset(*doc, 3, 4)), (std::vector<std::string>{"u-2"}));
}

TEST(ToolBox, SwitchingToolsCancelsAGesture) {
  auto doc = testDocument();
  const model::Scenario before = doc->scenario();
  ToolHarness t(*doc);
  t.use("terrain");
  t.settings.terrain = "woods";
  t.down(t.centre(hexAtOffset(*doc, 1, 1)));
  EXPECT_TRUE(t.box.active()->busy());
  t.use("select");
  EXPECT_EQ(doc->scenario(), before);
  EXPECT_FALSE(doc->gestureOpen());
  EXPECT_EQ(t.box.active()->id(), "select");
  EXPECT_FALSE(t.box.setActive(t.ctx, "no-such-tool"));
}

// ---------------------------------------------------------------------------------------

std::unique_ptr<Document> tableDocument() {
  auto r = testing::testRuleset();
  r.gridKind = model::GridKind::Table;
  r.defaultTable = {72, 48};
  model::TerrainType wood;
  wood.id = "wood";
  wood.name = "Wood";
  wood.geometry = model::GeometryKind::Polygon;
  model::TerrainType stream;
  stream.id = "stream";
  stream.name = "Stream";
  stream.geometry = model::GeometryKind::Polyline;
  model::TerrainType house;
  house.id = "house";
  house.geometry = model::GeometryKind::Point;
  r.terrain = {wood, stream, house};
  auto doc = Document::create(r, {});
  doc->setValidator({});
  return doc;
}

TEST(VectorTool, DrawsPolygonsPolylinesAndPointsOnATable) {
  auto doc = tableDocument();
  ToolHarness t(*doc);
  t.use("vector");
  t.settings.vectorType = "wood";
  auto inch = [](double x, double y) { return model::Vec2{x * 25.4, y * 25.4}; };
  t.click(inch(10, 10));
  t.click(inch(20, 10));
  t.click(inch(15, 20));
  EXPECT_TRUE(t.box.active()->busy());
  EXPECT_TRUE(t.key(Key::Enter));
  ASSERT_EQ(doc->scenario().map.vectorLayers.size(), 1u);
  const auto& f = doc->scenario().map.vectorLayers[0].features.at(0);
  EXPECT_EQ(f.geometry, model::GeometryKind::Polygon);
  ASSERT_EQ(f.points.size(), 3u);
  EXPECT_NEAR(f.points[2].x, 15, 1e-9);
  EXPECT_NEAR(f.points[2].y, 20, 1e-9);
  t.settings.vectorType = "stream";
  t.click(inch(30, 5));
  t.click(inch(40, 30));
  t.key(Key::Enter);
  t.settings.vectorType = "house";
  t.click(inch(50, 40));  // points finish on the click
  const auto& features = doc->scenario().map.vectorLayers[0].features;
  ASSERT_EQ(features.size(), 3u);
  EXPECT_EQ(features[1].geometry, model::GeometryKind::Polyline);
  EXPECT_EQ(features[2].geometry, model::GeometryKind::Point);
  // Drag a vertex of the wood.
  t.drag({inch(20, 10), inch(25, 12)});
  EXPECT_NEAR(doc->scenario().map.vectorLayers[0].features[0].points[1].x, 25, 1e-9);
  // Ctrl-click deletes a vertex; a polygon left with two is removed.
  t.click(inch(25, 12), MouseButton::Left, {false, true, false});
  EXPECT_EQ(doc->scenario().map.vectorLayers[0].features.size(), 2u);
  EXPECT_EQ(doc->history().size(), 5u);
}

TEST(VectorTool, DeploymentZonesAreAreasAndEscapeAbandons) {
  auto doc = tableDocument();
  ToolHarness t(*doc);
  t.use("vector");
  t.settings.vectorType = "deployment";
  t.settings.areaSide = "union";
  auto inch = [](double x, double y) { return model::Vec2{x * 25.4, y * 25.4}; };
  t.click(inch(0, 0));
  t.click(inch(72, 0));
  t.click(inch(72, 12));
  t.click(inch(0, 12));
  t.key(Key::Enter);
  ASSERT_EQ(doc->scenario().map.areas.size(), 1u);
  EXPECT_EQ(doc->scenario().map.areas[0].kind, "deployment");
  EXPECT_EQ(doc->scenario().map.areas[0].polygon.size(), 4u);
  t.click(inch(5, 5));
  t.key(Key::Escape);
  EXPECT_FALSE(t.box.active()->busy());
  EXPECT_EQ(doc->history().size(), 1u);
}

}  // namespace
}  // namespace hexwright::editor
