// Copy and stamp map regions (core/map_region.h, core/region_stamp.h), GUI-free: what a
// copy holds, rotations and mirrors on the hex lattice, stamping as one undo step.
#include "editor/core/map_region.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "editor/core/hex_picking.h"
#include "editor/core/region_stamp.h"
#include "editor_fixture.h"
#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"
#include "model/io/bundle.h"

namespace hexwright::editor {
namespace {

using model::HexCoord;
using testing::hexAtOffset;
using testing::testDocument;
using testing::ToolHarness;

/// Every document of the bundle as saved: what a byte-for-byte comparison compares.
std::string saved(const Document& doc) {
  const auto d = io::writeDocuments(doc.scenario());
  return d.scenarioXml + d.mapXml + d.oobXml;
}

/// The hexes within one step of `centre`.
std::vector<HexCoord> flower(HexCoord centre) {
  std::vector<HexCoord> out{centre};
  for (int d = 0; d < 6; ++d) out.push_back(model::neighbor(centre, d));
  return out;
}

/// Paints a small battlefield around `c`: woods, a hill, a camp, a creek between two of
/// its hexes, a slope on its edge pointing out, and a road through it.
void paintGround(Document& doc, HexCoord c) {
  doc.execute(std::make_unique<model::SetTerrain>(std::vector{c, model::neighbor(c, 0)}, "woods"));
  doc.execute(std::make_unique<model::SetTerrain>(std::vector{model::neighbor(c, 2)}, "marsh"));
  doc.execute(std::make_unique<model::SetElevation>(std::vector{c, model::neighbor(c, 1)}, 2));
  doc.execute(std::make_unique<model::SetHexFeatures>(
      model::neighbor(c, 4), std::vector{model::HexFeature{"camp", {{"owner", std::string("union")}}}}, "camp"));
  doc.execute(std::make_unique<model::SetHexsideFeatures>(
      model::hexside(c, 0), std::vector{model::HexsideFeature{"creek", std::nullopt, {}}}, "creek"));
  const HexCoord edge = model::neighbor(c, 3);
  doc.execute(std::make_unique<model::SetHexsideFeatures>(
      model::hexside(edge, 3), std::vector{model::HexsideFeature{"slope", model::neighbor(edge, 3), {}}}, "slope"));
  model::Route road{model::RouteId{"route-1"}, "road", "Pike", {model::neighbor(c, 5), c, model::neighbor(c, 2)}};
  doc.execute(std::make_unique<model::SetRoute>("route-1", road));
}

TEST(MapRegion, CopyHoldsTheGroundRelativeToTheMiddleHex) {
  auto doc = testDocument();
  const HexCoord c = hexAtOffset(*doc, 3, 3);
  paintGround(*doc, c);
  const MapRegion r = copyRegion(doc->scenario().map, model::Orientation::FlatTop, flower(c));
  ASSERT_EQ(r.hexes.size(), 7u);
  const auto at = [&](HexCoord rel) {
    return *std::find_if(r.hexes.begin(), r.hexes.end(), [&](const RegionHex& h) { return h.at == rel; });
  };
  EXPECT_EQ(at({0, 0}).terrain, "woods");
  EXPECT_EQ(at({0, 0}).elevation, 2);
  EXPECT_EQ(at(model::direction(2)).terrain, "marsh");
  EXPECT_EQ(at(model::direction(4)).features.front().type, "camp");
  ASSERT_EQ(r.sides.size(), 2u);  // the creek inside, the slope on the edge
  ASSERT_EQ(r.routes.size(), 1u);
  EXPECT_EQ(r.routes[0].path, (std::vector<HexCoord>{model::direction(5), {0, 0}, model::direction(2)}));
  EXPECT_EQ(r.routes[0].name, "Pike");
}

TEST(MapRegion, CopyThenStampReproducesTheRegionAtAnOffset) {
  auto doc = testDocument();
  const HexCoord c = hexAtOffset(*doc, 2, 2);
  paintGround(*doc, c);
  const MapRegion r = copyRegion(doc->scenario().map, model::Orientation::FlatTop, flower(c));
  const HexCoord target = hexAtOffset(*doc, 6, 5);
  EXPECT_EQ(stampRegion(*doc, r, target), "Stamped 7 hexes");
  const auto& map = doc->scenario().map;
  const HexCoord shift = target - c;
  for (HexCoord h : flower(c)) {
    EXPECT_EQ(map.terrainAt(h + shift), map.terrainAt(h));
    EXPECT_EQ(map.elevationAt(h + shift), map.elevationAt(h));
  }
  ASSERT_NE(map.featuresAt(model::hexside(target, 0)), nullptr);
  EXPECT_EQ(map.featuresAt(model::hexside(target, 0))->front().type, "creek");
  const HexCoord edge = model::neighbor(target, 3);
  ASSERT_NE(map.featuresAt(model::hexside(edge, 3)), nullptr);
  EXPECT_EQ(map.featuresAt(model::hexside(edge, 3))->front().toward, model::neighbor(edge, 3));
  ASSERT_EQ(map.routes.size(), 2u);
  EXPECT_EQ(map.routes[1].path,
            (std::vector<HexCoord>{model::neighbor(target, 5), target, model::neighbor(target, 2)}));
  // Copied again from where it was stamped, the region is the same value.
  EXPECT_EQ(copyRegion(map, model::Orientation::FlatTop, flower(target)), r);
}

TEST(MapRegion, SixTurnsAndTwoMirrorsAreTheIdentity) {
  auto doc = testDocument();
  const HexCoord c = hexAtOffset(*doc, 3, 3);
  paintGround(*doc, c);
  const MapRegion r = copyRegion(doc->scenario().map, model::Orientation::FlatTop, flower(c));
  MapRegion turned = r;
  for (int i = 1; i <= 6; ++i) {
    turned = rotated(turned, 1);
    if (i < 6) {
      EXPECT_NE(turned, r) << i << " turns";
    }
  }
  EXPECT_EQ(turned, r);
  for (auto axis : {MirrorAxis::LeftRight, MirrorAxis::TopBottom}) {
    EXPECT_NE(mirrored(r, axis), r);
    EXPECT_EQ(mirrored(mirrored(r, axis), axis), r);
  }
  // Two mirrors across perpendicular axes are a half turn.
  EXPECT_EQ(mirrored(mirrored(r, MirrorAxis::LeftRight), MirrorAxis::TopBottom), rotated(r, 3));
}

TEST(MapRegion, HexsidesAndDirectionsFollowTheirHexesWhenTurned) {
  auto doc = testDocument();
  const HexCoord c = hexAtOffset(*doc, 3, 3);
  paintGround(*doc, c);
  const MapRegion r = rotated(copyRegion(doc->scenario().map, model::Orientation::FlatTop, flower(c)), 1);
  const auto side = [&](const std::string& type) {
    return *std::find_if(r.sides.begin(), r.sides.end(),
                         [&](const RegionSide& s) { return s.features[0].type == type; });
  };
  // The creek lay on side 0 of the middle hex (north on a flat-top map): now on side 1.
  EXPECT_EQ(side("creek").side, model::hexside({0, 0}, 1));
  // The slope lay on side 3 of the hex in direction 3 and pointed further that way.
  const HexCoord edge = model::direction(4);
  EXPECT_EQ(side("slope").side, model::hexside(edge, 4));
  EXPECT_EQ(side("slope").features[0].toward, model::neighbor(edge, 4));
  // The woods of the hex in direction 0 are now in direction 1.
  const auto woods =
      std::find_if(r.hexes.begin(), r.hexes.end(), [](const RegionHex& h) { return h.at == model::direction(1); });
  EXPECT_EQ(woods->terrain, "woods");
}

TEST(MapRegion, MirrorsReflectHexCentresOnBothOrientations) {
  for (auto o : {model::Orientation::FlatTop, model::Orientation::PointyTop}) {
    model::HexLayout unit;
    unit.orientation = o;
    unit.acrossFlats = 1;
    for (int q = -3; q <= 3; ++q)
      for (int r = -3; r <= 3; ++r) {
        const HexCoord h{q, r};
        const model::Vec2 p = unit.hexToWorld(h);
        const model::Vec2 lr = unit.hexToWorld(mirrorHex(h, o, MirrorAxis::LeftRight));
        const model::Vec2 tb = unit.hexToWorld(mirrorHex(h, o, MirrorAxis::TopBottom));
        EXPECT_NEAR(lr.x, -p.x, 1e-9);
        EXPECT_NEAR(lr.y, p.y, 1e-9);
        EXPECT_NEAR(tb.x, p.x, 1e-9);
        EXPECT_NEAR(tb.y, -p.y, 1e-9);
      }
  }
  // Flat-top: the north-east neighbour's mirror image left-right is the north-west one.
  EXPECT_EQ(mirrorHex(model::direction(1), model::Orientation::FlatTop, MirrorAxis::LeftRight), model::direction(5));
}

TEST(RegionStamp, HexesOffTheMapAreSkippedAndNothingElseChanges) {
  auto doc = testDocument();
  const HexCoord c = hexAtOffset(*doc, 3, 3);
  paintGround(*doc, c);
  const MapRegion r = copyRegion(doc->scenario().map, model::Orientation::FlatTop, flower(c));
  const model::Map before = doc->scenario().map;
  const HexCoord corner = hexAtOffset(*doc, 0, 0);
  const std::string status = stampRegion(*doc, r, corner);
  const auto& map = doc->scenario().map;
  int onMap = 0;
  for (HexCoord h : flower(corner)) onMap += map.contains(h) ? 1 : 0;
  EXPECT_EQ(status,
            "Stamped " + std::to_string(onMap) + " hexes; " + std::to_string(7 - onMap) + " hexes off the map skipped");
  const auto stamped = flower(corner);
  for (HexCoord h : map.grid().hexes()) {
    if (std::find(stamped.begin(), stamped.end(), h) != stamped.end()) continue;
    EXPECT_EQ(map.terrainAt(h), before.terrainAt(h));
    EXPECT_EQ(map.elevationAt(h), before.elevationAt(h));
  }
  EXPECT_EQ(map.hexFeatures.count(model::neighbor(c, 4)), 1u);  // the original camp stays
  EXPECT_EQ(doc->history().size(), 8u);                         // seven paint steps, one stamp
  EXPECT_EQ(stampRegion(*doc, r, HexCoord{-20, -20}), "Nothing stamped: every hex of the stamp would be off the map");
  EXPECT_EQ(doc->history().size(), 8u);
}

TEST(RegionStamp, OneUndoRestoresTheSavedBundleByteForByte) {
  auto doc = testDocument();
  const HexCoord c = hexAtOffset(*doc, 2, 2);
  paintGround(*doc, c);
  MapRegion r = copyRegion(doc->scenario().map, model::Orientation::FlatTop, flower(c));
  // The target has its own ground: a road through it (cut by the stamp), a creek
  // between two of its hexes (cleared) and a wall on its edge.
  const HexCoord target = hexAtOffset(*doc, 6, 4);
  const model::Route through{model::RouteId{"route-2"}, "road", "",
                             hexLine(hexAtOffset(*doc, 3, 4), hexAtOffset(*doc, 9, 4))};
  doc->execute(std::make_unique<model::SetRoute>("route-2", through));
  doc->execute(std::make_unique<model::SetHexsideFeatures>(
      model::hexside(target, 2), std::vector{model::HexsideFeature{"creek", std::nullopt, {}}}, "creek"));
  const std::string before = saved(*doc);
  const auto steps = doc->history().size();
  stampRegion(*doc, rotated(r, 1), target);  // its creek turns onto side 1
  EXPECT_EQ(doc->history().size(), steps + 1);
  EXPECT_EQ(doc->history().undoLabel(), "Stamp 7 Hexes");
  EXPECT_NE(saved(*doc), before);
  EXPECT_EQ(doc->scenario().map.featuresAt(model::hexside(target, 2)), nullptr);
  doc->undo();
  EXPECT_EQ(saved(*doc), before);
  doc->redo();
  EXPECT_NE(saved(*doc), before);
}

TEST(RegionStamp, RoutesThroughTheStampAreCutAndKeepTheirIdOutside) {
  auto doc = testDocument();
  const HexCoord target = hexAtOffset(*doc, 5, 4);
  const model::Route through{model::RouteId{"route-7"}, "road", "Ridge Road",
                             hexLine(hexAtOffset(*doc, 1, 4), hexAtOffset(*doc, 9, 4))};
  ASSERT_NE(std::find(through.path.begin(), through.path.end(), target), through.path.end());
  doc->execute(std::make_unique<model::SetRoute>("route-7", through));
  MapRegion empty;  // clear ground, no routes
  for (HexCoord h : flower({0, 0})) empty.hexes.push_back({h, "clear", 0, {}});
  stampRegion(*doc, empty, target);
  const auto& routes = doc->scenario().map.routes;
  ASSERT_EQ(routes.size(), 2u);
  EXPECT_EQ(routes[0].id.value, "route-7");
  EXPECT_EQ(routes[1].name, "Ridge Road");
  for (const auto& route : routes)
    for (std::size_t i = 1; i < route.path.size(); ++i) {
      const auto cell = flower(target);
      const bool inside = std::find(cell.begin(), cell.end(), route.path[i - 1]) != cell.end() &&
                          std::find(cell.begin(), cell.end(), route.path[i]) != cell.end();
      EXPECT_FALSE(inside) << "a step inside the stamp survived";
    }
}

TEST(StampTool, SelectDragCopyPreviewAndClickStampOneStep) {
  auto doc = testDocument();
  const HexCoord c = hexAtOffset(*doc, 2, 2);
  paintGround(*doc, c);
  ToolHarness t(*doc);
  t.use("select");
  // A drag from one hex to another selects the hexes whose centres lie between.
  const model::Vec2 from = t.centre(hexAtOffset(*doc, 1, 1)), to = t.centre(hexAtOffset(*doc, 3, 3));
  t.drag({from, to});
  ASSERT_EQ(doc->selection().kind, Selection::Kind::Region);
  std::size_t inside = 0;
  for (HexCoord h : doc->scenario().map.grid().hexes()) {
    const model::Vec2 p = t.centre(h);
    inside += p.x >= from.x && p.x <= to.x && p.y >= from.y && p.y <= to.y ? 1 : 0;
  }
  EXPECT_EQ(doc->selection().hexes.size(), inside);
  EXPECT_GE(inside, 7u);
  auto* stamp = dynamic_cast<StampTool*>(t.box.find("stamp"));
  const MapRegion copied = copyRegion(doc->scenario().map, model::Orientation::FlatTop, doc->selection().copyHexes());
  stamp->setStamp(copied);
  t.use("stamp");
  const HexCoord target = hexAtOffset(*doc, 7, 5);
  t.move(t.centre(target));
  // The preview follows the pointer: each hex of the stamp tinted where it would land.
  std::vector<HexCoord> footprint;
  for (const auto& tint : stamp->preview().tints) footprint.push_back(tint.hex);
  EXPECT_EQ(footprint.size(), inside);
  EXPECT_NE(std::find(footprint.begin(), footprint.end(), target), footprint.end());
  EXPECT_FALSE(stamp->preview().segments.empty());  // the creek at least
  const std::string before = saved(*doc);
  t.click(t.centre(target));
  EXPECT_EQ(doc->history().undoLabel(), "Stamp " + std::to_string(inside) + " Hexes");
  EXPECT_EQ(stamp->preview().status, "Stamped " + std::to_string(inside) + " hexes");
  // What landed under the preview is the copy, hex for hex.
  EXPECT_EQ(copyRegion(doc->scenario().map, model::Orientation::FlatTop, footprint), copied);
  doc->undo();
  EXPECT_EQ(saved(*doc), before);
}

}  // namespace
}  // namespace hexwright::editor
