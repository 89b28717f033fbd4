// Small pure pieces: colours, paper and lengths, tiling, duplex placement, counter face
// resolution, map geometry and viewport culling.
#include <gtest/gtest.h>

#include "exporters/print/counter_sheet.h"
#include "exporters/print/paper.h"
#include "exporters/print/tiling.h"
#include "exporters/render/counter_painter.h"
#include "exporters/render/legend_painter.h"
#include "exporters/render/map_painter.h"
#include "exporters/render/recording_canvas.h"
#include "fixtures.h"

namespace hexwright::exporters {
namespace {

TEST(Color, ParsesSchemaColours) {
  EXPECT_EQ(parseColor("#a9c8e8")->hex(), "#a9c8e8");
  EXPECT_EQ(parseColor("#fff")->hex(), "#ffffff");
  EXPECT_EQ(parseColor("#11223380")->hex(), "#11223380");
  EXPECT_FALSE(parseColor(""));
  EXPECT_FALSE(parseColor("blue"));
  EXPECT_FALSE(parseColor("#12345"));
  EXPECT_EQ(colorForId("woods"), colorForId("woods"));
  EXPECT_EQ(contrastingText(Color::rgb(20, 20, 60)), colors::kWhite);
}

TEST(Paper, NamedAndCustomSizes) {
  std::string error;
  EXPECT_DOUBLE_EQ(parsePaper("Letter", error)->widthMm, 215.9);
  EXPECT_DOUBLE_EQ(parsePaper("a3", error)->heightMm, 420);
  EXPECT_DOUBLE_EQ(parsePaper("tabloid", error)->heightMm, 431.8);
  const auto custom = parsePaper("24x36in", error);
  ASSERT_TRUE(custom);
  EXPECT_DOUBLE_EQ(custom->widthMm, 609.6);
  EXPECT_DOUBLE_EQ(parsePaper("420x594mm", error)->heightMm, 594);
  EXPECT_FALSE(parsePaper("b5", error));
  EXPECT_NE(error.find("b5"), std::string::npos);
  EXPECT_DOUBLE_EQ(*parseLengthMm("10"), 10);
  EXPECT_DOUBLE_EQ(*parseLengthMm("0.5in"), 12.7);
  EXPECT_DOUBLE_EQ(*parseLengthMm("1cm"), 10);
  EXPECT_FALSE(parseLengthMm("ten"));
}

TEST(Tiling, CoversThePosterWithOverlap) {
  const PaperSize letter = letterPaper();
  const TilePlan p = planTiles({600, 400}, letter, 10, 12);
  // Portrait letter (content 195.9 x 259.4, step 183.9 x 247.4) needs 4 x 2 sheets;
  // landscape would need 3 x 3, so portrait wins.
  EXPECT_LT(p.paper.widthMm, p.paper.heightMm);
  EXPECT_EQ(p.cols, 4);
  EXPECT_EQ(p.rows, 2);
  // What the last column and row would leave empty is shared out over the joins: 4
  // sheets of 195.9 across 600 share (4 x 195.9 - 600) / 3 each, 2 of 259.4 down 400
  // share 118.8; at least the 12 asked for either way.
  EXPECT_NEAR(p.overlapX, (4 * 195.9 - 600) / 3, 1e-9);
  EXPECT_NEAR(p.overlapY, 2 * 259.4 - 400, 1e-9);
  for (const Tile& t : p.tiles) {
    if (const Tile* right = p.at(t.row, t.col + 1)) {
      EXPECT_NEAR(t.area.right() - right->area.x, p.overlapX, 1e-9);
    }
    if (const Tile* below = p.at(t.row + 1, t.col)) {
      EXPECT_NEAR(t.area.bottom() - below->area.y, p.overlapY, 1e-9);
    }
  }
  // So the last sheets end at the poster's edge: no sheet is printed mostly blank.
  const Tile& last = p.tiles.back();
  EXPECT_NEAR(last.area.right(), 600, 1e-9);
  EXPECT_NEAR(last.area.bottom(), 400, 1e-9);
  EXPECT_EQ(last.label, "B4");
  // Past half a sheet the joins stop growing and the last sheet keeps the slack.
  const TilePlan sliver = planTiles({200, 100}, letter, 10, 12, true);
  ASSERT_EQ(sliver.cols, 2);
  EXPECT_NEAR(sliver.overlapX, 195.9 / 2, 1e-9);
  EXPECT_NEAR(sliver.overlapY, 12, 1e-9);
  EXPECT_EQ(planTiles({100, 100}, letter, 10, 12).pages(), 1);
  EXPECT_EQ(rowLetters(0), "A");
  EXPECT_EQ(rowLetters(25), "Z");
  EXPECT_EQ(rowLetters(26), "AA");
}

TEST(CounterSheet, BacksLandBehindFronts) {
  const SheetGeometry g = planSheet(letterPaper(), 12.7, 0);
  ASSERT_GT(g.cols, 10);
  // Long edge (portrait): the sheet turns about the vertical axis, so a front at x lies
  // over a back at W - x: the back cell mirrors the front cell about the page centre.
  for (int col = 0; col < g.cols; ++col) {
    const Rect f = g.frontCell(col, 2);
    const BackPlacement b = g.backCell(col, 2, Duplex::LongEdge);
    EXPECT_NEAR(b.cell.x, g.paper.widthMm - f.right(), 1e-9);
    EXPECT_DOUBLE_EQ(b.cell.y, f.y);
    EXPECT_FALSE(b.rotated);
  }
  // Short edge: mirrored top to bottom and turned 180 degrees.
  const Rect f = g.frontCell(3, 1);
  const BackPlacement b = g.backCell(3, 1, Duplex::ShortEdge);
  EXPECT_DOUBLE_EQ(b.cell.x, f.x);
  EXPECT_NEAR(b.cell.y, g.paper.heightMm - f.bottom(), 1e-9);
  EXPECT_TRUE(b.rotated);
  // Landscape paper: the long edge is horizontal.
  EXPECT_FALSE(planSheet(letterPaper().landscape(), 12.7, 0).flipsAboutVertical(Duplex::LongEdge));
  // Bleed leaves a gutter so neighbouring colours never meet.
  const SheetGeometry bled = planSheet(letterPaper(), 12.7, 1.5);
  EXPECT_NEAR(bled.frontCell(1, 0).x - bled.frontCell(0, 0).right(), 3.0, 1e-9);
}

TEST(CounterFace, LayoutSlotsValuesAndUnknowns) {
  const auto r = testing::hexRuleset();
  const auto s = testing::hexScenario();
  CounterPainter p(s, &r);
  const auto* u8 = s.oob.findUnit(model::UnitId{"u-8il"});
  const CounterFaceContent front = p.front({u8, nullptr, u8->side});
  using model::CounterSlot;
  EXPECT_EQ(front.texts.at(CounterSlot::Top).front(), "8 Ill");
  EXPECT_EQ(front.texts.at(CounterSlot::BottomLeft).front(), "6");
  EXPECT_EQ(front.texts.at(CounterSlot::Right).front(), "1/1");  // formation code
  EXPECT_EQ(*front.symbolSlot, CounterSlot::Center);
  EXPECT_EQ(front.symbol, model::NatoSymbol::Infantry);
  // 18 Ill has no morale or weapon: printed as "?", never guessed.
  const auto* u18 = s.oob.findUnit(model::UnitId{"u-18il"});
  const CounterFaceContent f18 = p.front({u18, nullptr, u18->side});
  EXPECT_EQ(f18.texts.at(CounterSlot::Bottom).front(), "?");
  EXPECT_EQ(f18.texts.at(CounterSlot::BottomRight).front(), "?");
  // Reduced back: the back fields with their format, the label, the stripe.
  const CounterFaceContent back = p.back({u8, nullptr, u8->side});
  EXPECT_EQ(back.texts.at(CounterSlot::Bottom).front(), "(4)");
  EXPECT_EQ(back.banner, "Disrupted");
  EXPECT_TRUE(back.stripe);
  EXPECT_FALSE(back.texts.count(CounterSlot::BottomLeft));  // strength is front only
  // Leader: unslotted fields placed automatically; no back (back-kind none).
  const auto* mcc = s.oob.findUnit(model::UnitId{"u-mcc"});
  const CounterFaceContent lf = p.front({mcc, nullptr, mcc->side});
  EXPECT_EQ(lf.texts.at(CounterSlot::Top).front(), "McClernand");
  EXPECT_EQ(lf.texts.at(CounterSlot::Bottom).front(), "3");
  EXPECT_TRUE(p.back({mcc, nullptr, mcc->side}).none);
  // Confederate formation without a code: the commander's name.
  const auto* ark = s.oob.findUnit(model::UnitId{"c-1ar"});
  EXPECT_EQ(p.front({ark, nullptr, ark->side}).texts.at(CounterSlot::Right).front(), "Gibson");
  // Side colours from the schema; leader colour where the rulebook distinguishes it.
  EXPECT_EQ(p.background({u8, nullptr, u8->side}).hex(), "#a9c8e8");
  const auto* gib = s.oob.findUnit(model::UnitId{"c-gib"});
  EXPECT_EQ(p.background({gib, nullptr, gib->side}).hex(), "#d05050");
}

TEST(MapGeometry, BoundsStartAtOriginAndMatchTheGrid) {
  const auto s = testing::hexScenario(10, 8);
  const MapGeometry g = MapGeometry::forHexMap(s.map, 20);
  const Rect b = g.bounds();
  EXPECT_DOUBLE_EQ(b.x, 0);
  EXPECT_DOUBLE_EQ(b.y, 0);
  // Flat-top, odd columns shoved: width = (1.5 cols + 0.5) r; height = (rows + 0.5) af.
  const double r = 20 / std::sqrt(3.0);
  EXPECT_NEAR(b.w, (1.5 * 10 + 0.5) * r, 1e-9);
  EXPECT_NEAR(b.h, (8 + 0.5) * 20, 1e-9);
  for (const auto h : s.map.grid().hexes())
    for (const Vec2 p : g.corners(h)) {
      EXPECT_TRUE(b.inflated(1e-9).contains(p));
    }
  EXPECT_EQ(g.hexesIn(b).size(), 80u);
}

TEST(MapPainter, ViewportDrawsOnlyVisibleHexes) {
  const auto r = testing::hexRuleset();
  const auto s = testing::hexScenario(200, 200);
  MapPaintOptions screen;
  screen.screenLevelOfDetail = true;
  MapPainter painter(s, &r, MapGeometry::forHexMap(s.map, 20), screen);
  RecordingCanvas canvas;
  canvas.setDeviceScale(4);
  // A 100 x 60 mm window: about 6 x 3 hexes (plus the partly visible ring) of the 40,000.
  painter.paintView(canvas, {500, 400, 100, 60}, 4);
  std::size_t hexNumbers = 0;
  for (const auto& line : canvas.lines())
    if (line.rfind("text \"", 0) == 0 && line.size() > 10 && std::isdigit(static_cast<unsigned char>(line[6])))
      ++hexNumbers;
  EXPECT_GT(hexNumbers, 15u);
  EXPECT_LT(hexNumbers, 80u);
  EXPECT_EQ(canvas.lines()[1], "transform 4.00 0.00 0.00 4.00 0.00 0.00");
  // Zoomed far out, a screen skips the hex numbers; print never does.
  canvas.clearLog();
  canvas.setDeviceScale(0.2);
  painter.paintView(canvas, {500, 400, 100, 60}, 0.2);
  for (const auto& line : canvas.lines()) {
    EXPECT_FALSE(line.rfind("text \"", 0) == 0 && std::isdigit(static_cast<unsigned char>(line[6]))) << line;
  }
}

TEST(Legend, TabletopKeysAreasAsRectanglesNotHexes) {
  const auto r = testing::tableRuleset();
  const auto s = testing::tableScenario();
  const MapStyle style(&r);
  const auto entries = buildLegend(s, &r, style);
  bool woods = false;
  for (const auto& e : entries) {
    EXPECT_NE(e.kind, LegendEntry::Kind::Terrain) << e.id;  // nothing keyed as a hex
    if (e.id == "woods") woods = e.kind == LegendEntry::Kind::TableArea;
  }
  EXPECT_TRUE(woods);
  LegendPainter legend(entries, style);
  RecordingCanvas canvas;
  legend.paint(canvas, {0, 0, 180, legend.height(180)});
  std::size_t areaFills = 0;
  for (const auto& line : canvas.lines()) {
    if (line.rfind("fill ", 0) != 0) continue;
    // A hexagon swatch is "M L L L L L Z"; the tabletop swatch is a rounded rectangle.
    std::size_t lines = 0, pos = 0;
    while ((pos = line.find(" L ", pos)) != std::string::npos) ++lines, ++pos;
    EXPECT_FALSE(lines == 5 && line.find(" C ") == std::string::npos && line.find("Z") != std::string::npos) << line;
    if (line.find(" C ") != std::string::npos) ++areaFills;
  }
  EXPECT_GE(areaFills, 1u);
}

}  // namespace
}  // namespace hexwright::exporters
