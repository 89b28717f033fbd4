// A kept contour line's height is written where no hex number is: a line whose middle
// runs over a number gets its label further along, between the numbers.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "canvas_tap.h"
#include "exporters/render/map_painter.h"
#include "fixtures.h"
#include "kept_ground_fixture.h"
#include "model/hex/offset_coord.h"
#include "model/map/kept_ground.h"

namespace hexwright::exporters {
namespace {

using Written = testing::TappedText;

TEST(ContourLabel, KeepsClearOfTheHexNumbers) {
  const model::Ruleset ruleset = testing::hexRuleset();
  model::Scenario scenario = testing::hexScenario(8, 6);
  const auto geometry = MapGeometry::forHexMap(scenario.map, 20);
  const double a = geometry.hexAcross();
  const model::HexCoord hex = scenario.map.grid().at(2 * 8 + 3);
  MapPaintOptions options;
  options.art = MapArt::Natural;
  const auto ground = [&](Vec2 mm) { return testing::toGroundMetres(geometry, mm); };
  // Where this hex's number is drawn, read from a plain paint of the map.
  Vec2 number{};
  {
    MapPainter painter(scenario, &ruleset, geometry, options);
    testing::CanvasTap tap;
    painter.paint(tap, geometry.bounds());
    const std::string label = model::formatLabel(hex, scenario.map.grid().convention);
    bool found = false;
    for (const Written& w : tap.texts)
      if (w.text == label) number = w.at, found = true;
    ASSERT_TRUE(found) << label;
  }
  // A contour line straight across the map through the middle of that number, its
  // middle point on it.
  model::VectorFeature line;
  line.id = model::FeatureId("1");
  line.type = model::kContourType;
  line.geometry = model::GeometryKind::Polyline;
  line.name = "40";
  const Vec2 through{number.x, number.y + a * 0.055};
  for (int i = -20; i <= 20; ++i) line.points.push_back(ground({through.x + i * a * 0.075, through.y}));
  scenario.map.vectorLayers = {testing::keptLayer("dem.tif", {line})};

  MapPainter painter(scenario, &ruleset, geometry, options);
  testing::CanvasTap tap;
  painter.paint(tap, geometry.bounds());
  std::vector<Vec2> numbers;
  Vec2 height{};
  int heights = 0;
  for (const Written& w : tap.texts) {
    if (w.text == "40") height = w.at, ++heights;
    if (w.text.size() == 4) numbers.push_back(w.at);
  }
  ASSERT_EQ(heights, 1);
  ASSERT_GT(numbers.size(), 40u);
  double nearest = 1e300;
  for (const Vec2 n : numbers) nearest = std::min(nearest, std::hypot(height.x - n.x, height.y - (n.y + a * 0.055)));
  // Two characters of 0.16 hex beside a number 0.11 hex high: a quarter of a hex apart
  // keeps them from touching. The line's middle would have been on the number itself.
  EXPECT_GT(nearest, 0.25 * a) << "the height is written over a hex number";
  EXPECT_NEAR(height.y, through.y, 1e-6) << "the height is written on its line";
}

}  // namespace
}  // namespace hexwright::exporters
