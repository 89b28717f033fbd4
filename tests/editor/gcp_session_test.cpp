// The georeferencing dialog's model: residuals update as points are clicked and typed.
#include "editor/core/gcp_session.h"

#include <gtest/gtest.h>

#include <cmath>

namespace hexwright::editor {
namespace {

model::Vec2 truth(model::Vec2 px) { return {500000 + 2.0 * px.x, 4000000 - 2.0 * px.y}; }

TEST(GcpSession, ResidualsFollowThePoints) {
  GcpSession s;
  const std::vector<model::Vec2> pixels{{10, 10}, {900, 20}, {30, 700}, {800, 650}};
  for (auto p : pixels) s.addPoint(p);
  EXPECT_FALSE(s.rmsPixels().has_value());  // no map coordinates yet
  s.setMap(0, truth(pixels[0]));
  s.setMap(1, truth(pixels[1]));
  EXPECT_FALSE(s.rmsPixels().has_value());
  EXPECT_NE(s.problem().find("needs 3"), std::string::npos) << s.problem();
  s.setMap(2, truth(pixels[2]));
  s.setMap(3, truth(pixels[3]));
  ASSERT_TRUE(s.rmsPixels().has_value()) << s.problem();
  EXPECT_LT(*s.rmsPixels(), 1e-6);
  const auto at = s.pixelToMap({100, 100});
  ASSERT_TRUE(at.has_value());
  EXPECT_NEAR(at->x, 500200, 1e-6);
  EXPECT_NEAR(at->y, 3999800, 1e-6);
  // A mistyped coordinate shows up in the residuals.
  s.setMap(3, model::Vec2{truth(pixels[3]).x + 40, truth(pixels[3]).y});
  ASSERT_TRUE(s.rmsPixels().has_value());
  EXPECT_GT(*s.rmsPixels(), 1.0);
  EXPECT_GT(*s.points()[3].residualPixels, 1.0);
  s.remove(3);
  EXPECT_LT(*s.rmsPixels(), 1e-6);
  EXPECT_EQ(s.gcps().size(), 3u);
}

TEST(GcpSession, AHalfTypedPointKeepsWhatWasTyped) {
  GcpSession s;
  const std::vector<model::Vec2> pixels{{10, 10}, {900, 20}, {30, 700}};
  for (auto p : pixels) s.addPoint(p);
  s.setMap(0, truth(pixels[0]));
  s.setMap(1, truth(pixels[1]));
  // Easting typed, northing not yet: kept, not part of the fit.
  s.setMapCoordinate(2, 0, truth(pixels[2]).x);
  ASSERT_TRUE(s.points()[2].typed[0].has_value());
  EXPECT_DOUBLE_EQ(*s.points()[2].typed[0], truth(pixels[2]).x);
  EXPECT_FALSE(s.points()[2].map.has_value());
  EXPECT_FALSE(s.rmsPixels().has_value());
  EXPECT_EQ(s.gcps().size(), 2u);
  s.setMapCoordinate(2, 1, truth(pixels[2]).y);
  ASSERT_TRUE(s.points()[2].map.has_value());
  ASSERT_TRUE(s.rmsPixels().has_value()) << s.problem();
  // Clearing one coordinate takes the point out of the fit but keeps the other.
  s.setMapCoordinate(2, 1, std::nullopt);
  EXPECT_FALSE(s.rmsPixels().has_value());
  EXPECT_TRUE(s.points()[2].typed[0].has_value());
}

TEST(GcpSession, MovingOrDisablingAPointRefitsAtOnce) {
  GcpSession s;
  const std::vector<model::Vec2> pixels{{10, 10}, {900, 20}, {30, 700}, {800, 650}};
  for (auto p : pixels) s.setMap(s.addPoint(p), truth(p));
  ASSERT_TRUE(s.rmsPixels().has_value()) << s.problem();
  EXPECT_LT(*s.rmsPixels(), 1e-6);
  s.setPixel(3, {830, 650});  // dragged 30 px off its place
  ASSERT_TRUE(s.points()[3].residual.has_value());
  EXPECT_GT(*s.points()[3].residualPixels, 5.0);
  EXPECT_NEAR(std::hypot(s.points()[3].residual->x, s.points()[3].residual->y), *s.points()[3].residualPixels, 1e-9);
  const auto fitted = s.fittedPixel(3);
  ASSERT_TRUE(fitted.has_value());
  EXPECT_NEAR(fitted->x - 830, s.points()[3].residual->x, 1e-6);  // residual = fitted − given
  const double rms = *s.rmsPixels();
  EXPECT_GT(rms, 1.0);
  // Unticked, it leaves the fit and keeps its place in the list.
  s.setEnabled(3, false);
  EXPECT_LT(*s.rmsPixels(), 1e-6);
  EXPECT_FALSE(s.points()[3].residual.has_value());
  EXPECT_EQ(s.gcps().size(), 3u);
  EXPECT_EQ(s.points().size(), 4u);
  s.setEnabled(3, true);
  EXPECT_NEAR(*s.rmsPixels(), rms, 1e-9);
}

TEST(GcpSession, PointsRoundTripThroughQgisPointsText) {
  GcpSession s;
  const std::vector<model::Vec2> pixels{{10, 10}, {900, 20}, {30, 700}, {800, 650}};
  for (auto p : pixels) s.setMap(s.addPoint(p), truth(p));
  s.setPixel(3, {805, 650});
  s.setEnabled(2, false);
  const std::string text = importers::formatQgisPoints("EPSG:32616", s.qgisRows());
  model::Diagnostics d;
  const auto file = importers::parseQgisPoints(text, "round.points", d);
  ASSERT_TRUE(file) << text;
  EXPECT_EQ(file->crs, "EPSG:32616");
  ASSERT_EQ(file->points.size(), 3u);
  ASSERT_EQ(file->disabled.size(), 1u);
  GcpSession back;
  back.load(*file);
  ASSERT_EQ(back.points().size(), 4u);
  EXPECT_EQ(back.points()[2].pixel, (model::Vec2{805, 650}));  // enabled first, as the fit takes them
  EXPECT_FALSE(back.points()[3].enabled);
  EXPECT_EQ(back.points()[3].pixel, pixels[2]);
  EXPECT_EQ(*back.points()[3].map, truth(pixels[2]));
  EXPECT_NEAR(*back.rmsPixels(), *s.rmsPixels(), 1e-9);
}

}  // namespace
}  // namespace hexwright::editor
