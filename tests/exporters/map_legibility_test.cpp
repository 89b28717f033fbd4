// What keeps a printed map readable: hex numbers with enough contrast on every terrain,
// area names without their explanations, distinct styles for fences, slopes and pikes,
// and a north arrow where the map knows where north is.
#include <gtest/gtest.h>

#include <cmath>

#include "exporters/render/line_drawing.h"
#include "exporters/render/map_furniture.h"
#include "exporters/render/map_layer_context.h"
#include "exporters/render/recording_canvas.h"
#include "fixtures.h"

namespace hexwright::exporters {
namespace {

double linear(double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); }
double contrast(Color a, Color b) {
  auto l = [](Color c) { return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b); };
  return (std::max(l(a), l(b)) + 0.05) / (std::min(l(a), l(b)) + 0.05);
}

TEST(MapLegibility, HexNumbersReachFourAndAHalfToOneOnAnyGround) {
  // Woods green, dark forest, water blue, paper, black: every ground gets readable ink.
  for (const Color ground : {Color::rgb(110, 150, 90), Color::rgb(40, 70, 40), Color::rgb(47, 111, 184), colors::kWhite,
                             colors::kBlack, Color::rgb(125, 169, 140)}) {
    EXPECT_GE(contrast(layers::hexNumberColor(ground), ground), 4.5) << ground.hex();
  }
  // Plain paper keeps the quiet dark grey.
  EXPECT_EQ(layers::hexNumberColor(colors::kWhite).hex(), "#323232");
}

TEST(MapLegibility, AreaNamesOnTheMapLeaveExplanationsAndCitationsOut) {
  EXPECT_EQ(layers::areaMapName("Peabody's picket: any hex within two hexes of A1314 (29.5; historically A1312)"),
            "Peabody's picket");
  EXPECT_EQ(layers::areaMapName("Confederate entry hexes A0102 and A0103 (29.71, 11.32, 29.41)"),
            "Confederate entry hexes A0102 and A0103");
  EXPECT_EQ(layers::areaMapName("Hornets' Nest (the Sunken Road)"), "Hornets' Nest (the Sunken Road)");
}

TEST(MapLegibility, FenceSlopeAndPikeEachHaveTheirOwnLook) {
  const MapStyle style(nullptr);  // the id fallbacks, used where a schema is silent
  const HexsidePaint fence = style.hexside("rail-fence"), slope = style.hexside("slope"),
                     wall = style.hexside("stone-wall");
  EXPECT_TRUE(fence.zigzag);
  EXPECT_EQ(slope.line, model::LineStyle::Hachured);
  EXPECT_NE(fence.color, slope.color);
  EXPECT_FALSE(wall.zigzag);
  // A pike is cased: drawn wider than a road, so it reads stronger.
  const RoutePaint pike = style.route("pike"), road = style.route("road");
  EXPECT_TRUE(pike.cased);
  RecordingCanvas pc, rc;
  drawRoutes(pc, pike, {{{0, 0}, {20, 0}}});
  drawRoutes(rc, road, {{{0, 0}, {20, 0}}});
  auto widest = [](const std::string& log) {
    double w = 0;
    for (std::size_t at = log.find(" w="); at != std::string::npos; at = log.find(" w=", at + 1))
      w = std::max(w, std::stod(log.substr(at + 3)));
    return w;
  };
  EXPECT_GT(widest(pc.log()), widest(rc.log()) * 1.3);
  // The zig-zag leaves the straight line on both sides.
  HexsideBatch batch;
  addHexside(batch, fence, {0, 0}, {20, 0}, std::nullopt);
  const Rect b = batch.line.bounds();
  EXPECT_LT(b.y, -0.3);
  EXPECT_GT(b.bottom(), 0.3);
}

TEST(MapLegibility, NorthArrowOnlyWhereTheMapIsGeoreferenced) {
  model::Scenario s = testing::hexScenario(4, 3);
  const MapGeometry g = MapGeometry::forHexMap(s.map, 19.05);
  EXPECT_FALSE(groundScale(s, nullptr, g).north.has_value());
  s.map.ground.yardsAcrossFlats = 175;
  // A grid turned a quarter: grid +x is CRS north, so north on paper points right.
  s.map.ground.georeference = model::GeoReference{"EPSG:32616", {500000, 0, -1, 3600000, 1, 0}};
  const GroundScale scale = groundScale(s, nullptr, g);
  ASSERT_TRUE(scale.north.has_value());
  EXPECT_NEAR(scale.north->x, 1, 1e-9);
  EXPECT_NEAR(scale.north->y, 0, 1e-9);
  RecordingCanvas c;
  ScaleBarPainter(scale).paint(c, {0, 0, 95, ScaleBarPainter::kHeight});
  EXPECT_NE(c.log().find("text \"N\""), std::string::npos) << c.log();
}

}  // namespace
}  // namespace hexwright::exporters
