// The natural style draws a crossing where a kept road meets a kept stream: the game's
// ford (dashed parapets) when that hexside has one, else a plain bridge; nothing where
// they do not meet.
#include <gtest/gtest.h>

#include "canvas_tap.h"
#include "exporters/render/map_painter.h"
#include "fixtures.h"
#include "kept_ground_fixture.h"
#include "model/hex/hexside_key.h"

namespace hexwright::exporters {
namespace {

using Drawn = testing::TappedStroke;

class NaturalCrossings : public ::testing::Test {
 protected:
  void SetUp() override {
    ruleset = testing::hexRuleset();
    model::HexsideType ford;
    ford.id = "ford";
    ford.name = "Ford";
    ford.paint.color = "#7a5230";
    ford.paint.line = model::LineStyle::Dashed;
    ford.paint.lineWidthMm = 1.0;
    ford.placement = model::HexsidePlacement::Crosses;
    ruleset.hexsides.push_back(ford);
    scenario = testing::hexScenario(8, 6);
    scenario.map.hexsideFeatures.clear();
    scenario.map.routes.clear();
    geometry = MapGeometry::forHexMap(scenario.map, 20);
    hex = scenario.map.grid().at(3 * 6 + 2);
    // A point a fifth of a hex east of the hex's centre, in grid-plane metres.
    const Vec2 centre = geometry->centre(hex);
    crossing = {centre.x + geometry->hexAcross() * 0.2, centre.y};
  }

  Vec2 ground(Vec2 mm) const { return testing::toGroundMetres(*geometry, mm); }

  // A kept road east-west through the crossing point, and a kept stream from the north
  // that crosses it there, or (`meet` false) ends short of it.
  void keep(bool meet) {
    const double a = geometry->hexAcross();
    model::VectorFeature road;
    road.id = model::FeatureId("1");
    road.type = "road";
    road.geometry = model::GeometryKind::Polyline;
    road.points = {ground({crossing.x - a, crossing.y}), ground({crossing.x + a, crossing.y})};
    model::VectorFeature stream = road;
    stream.id = model::FeatureId("2");
    stream.type = "stream";
    stream.points = {ground({crossing.x, crossing.y - a}), ground({crossing.x, crossing.y - 0.3 * a})};
    if (meet)
      stream.points = {stream.points[0], ground({crossing.x, crossing.y - 0.1 * a}),
                       ground({crossing.x + 0.05 * a, crossing.y + a})};
    scenario.map.vectorLayers = {testing::keptLayer("roads.gpkg", {road, stream})};
  }

  // The parapet strokes (0.3 mm) drawn around the crossing point.
  std::vector<Drawn> crossings() const {
    MapPaintOptions options;
    options.art = MapArt::Natural;
    MapPainter painter(scenario, &ruleset, *geometry, options);
    testing::CanvasTap tap;
    painter.paint(tap, geometry->bounds());
    std::vector<Drawn> out;
    for (const Drawn& d : tap.strokes)
      if (d.width == 0.3 && d.bounds.inflated(0.01).contains(crossing) && d.bounds.w < 6 && d.bounds.h < 6)
        out.push_back(d);
    return out;
  }

  model::Ruleset ruleset;
  model::Scenario scenario;
  std::optional<MapGeometry> geometry;
  model::HexCoord hex;
  Vec2 crossing;
};

TEST_F(NaturalCrossings, AKeptRoadOverAKeptStreamGetsABridge) {
  keep(true);
  const auto drawn = crossings();
  ASSERT_EQ(drawn.size(), 1u);
  EXPECT_FALSE(drawn[0].dashed);
}

TEST_F(NaturalCrossings, TheGamesFordOnThatHexsideIsDrawnThere) {
  keep(true);
  // The ford is on the hex's east side (nearest the crossing point, a fifth of a hex east).
  model::HexsideKey nearest{};
  double best = 1e300;
  for (const model::HexsideKey side : model::sidesOf(hex)) {
    const auto ends = geometry->sideEnds(side);
    const double d = std::hypot((ends[0].x + ends[1].x) / 2 - crossing.x, (ends[0].y + ends[1].y) / 2 - crossing.y);
    if (d < best) best = d, nearest = side;
  }
  scenario.map.hexsideFeatures[nearest].push_back(model::HexsideFeature{"ford", std::nullopt, {}});
  const auto drawn = crossings();
  ASSERT_EQ(drawn.size(), 1u);
  EXPECT_TRUE(drawn[0].dashed);
}

TEST_F(NaturalCrossings, NoCrossingWhereTheyDoNotMeet) {
  keep(false);
  EXPECT_TRUE(crossings().empty());
}

}  // namespace
}  // namespace hexwright::exporters
