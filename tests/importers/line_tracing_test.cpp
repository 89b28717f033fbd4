// Lines meeting the hex grid: roads as hex paths, streams traced along hexsides,
// bridges across them.
#include "importers/vector/line_tracing.h"

#include <gtest/gtest.h>

#include <cmath>

#include "importers/ground/ground_grid.h"
#include "importers/vector/route_builder.h"

namespace hexwright::importers {
namespace {

const model::HexLayout kLayout = groundLayout(model::Orientation::FlatTop, 100);

model::Vec2 towards(model::Vec2 a, model::Vec2 b, double t) { return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)}; }

TEST(LineTracing, CornerNeighboursAreOneSideAway) {
  for (int q = -2; q <= 2; ++q)
    for (int r = -2; r <= 2; ++r)
      for (int c = 0; c < 6; ++c) {
        const model::VertexKey v = model::vertex({q, r}, c);
        const model::Vec2 p = kLayout.vertexPoint(v);
        for (const CornerStep& s : cornerNeighbours(v)) {
          const model::Vec2 n = kLayout.vertexPoint(s.to);
          EXPECT_NEAR(std::hypot(n.x - p.x, n.y - p.y), kLayout.radius(), 1e-9);
          // The step's hexside joins exactly these two corners.
          const auto ends = model::endpoints(s.side);
          EXPECT_TRUE((ends[0] == v && ends[1] == s.to) || (ends[1] == v && ends[0] == s.to));
        }
      }
}

TEST(LineTracing, RoadThroughARowOfHexes) {
  // Straight down the page through the centres of column 0: hexes (0,0) … (0,4).
  const model::Vec2 a = kLayout.hexToWorld({0, 0});
  const model::Vec2 b = kLayout.hexToWorld({0, 4});
  const auto path = hexPath({a, b}, kLayout);
  EXPECT_EQ(path, (std::vector<model::HexCoord>{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}}));
}

TEST(LineTracing, RoadAlongAHexsideDoesNotZigZag) {
  // A road running exactly along the side between (0,0) and (1,0), then on.
  const model::VertexKey v0 = model::endpoints(model::hexside({0, 0}, 2))[0];
  const model::VertexKey v1 = model::endpoints(model::hexside({0, 0}, 2))[1];
  const model::Vec2 p0 = kLayout.vertexPoint(v0), p1 = kLayout.vertexPoint(v1);
  const auto path = hexPath({towards(p0, p1, -0.6), towards(p0, p1, 1.6)}, kLayout);
  for (std::size_t i = 1; i < path.size(); ++i) EXPECT_EQ(model::distance(path[i - 1], path[i]), 1);
  for (std::size_t i = 2; i < path.size(); ++i) EXPECT_NE(path[i - 2], path[i]);
}

TEST(LineTracing, DiagonalRoadGetsAdjacentHexes) {
  const auto path = hexPath({{-30, -400}, {620, 350}}, kLayout);
  ASSERT_GE(path.size(), 5u);
  for (std::size_t i = 1; i < path.size(); ++i) EXPECT_EQ(model::distance(path[i - 1], path[i]), 1);
  EXPECT_EQ(path.front(), kLayout.worldToHex({-30, -400}));
  EXPECT_EQ(path.back(), kLayout.worldToHex({620, 350}));
}

TEST(LineTracing, LineBetweenTwoCentresCrossesTheirSide) {
  const model::Vec2 a = kLayout.hexToWorld({2, 2});
  const model::Vec2 b = kLayout.hexToWorld(model::neighbor({2, 2}, 1));
  EXPECT_EQ(crossedHexsides({a, b}, kLayout), (std::vector<model::HexsideKey>{model::hexside({2, 2}, 1)}));
  // Back and forth across the same side is still one crossing.
  EXPECT_EQ(crossedHexsides({a, b, a}, kLayout).size(), 1u);
}

TEST(LineTracing, StreamNearAHexsideIsTracedOntoIt) {
  // A stream a few metres off the side between (1,1) and its south-east neighbour,
  // running its length: the hexside itself is the stream.
  const model::HexsideKey side = model::hexside({1, 1}, 2);
  const auto ends = model::endpoints(side);
  const model::Vec2 p0 = kLayout.vertexPoint(ends[0]), p1 = kLayout.vertexPoint(ends[1]);
  const model::Vec2 offset{3, -2};
  const Polyline stream{{p0.x + offset.x, p0.y + offset.y}, towards(p0, p1, 0.5), {p1.x - offset.x, p1.y + offset.y}};
  EXPECT_EQ(tracedHexsides(stream, kLayout), (std::vector<model::HexsideKey>{side}));
}

TEST(LineTracing, MeanderingStreamBecomesAConnectedChainOfHexsides) {
  Polyline stream;
  for (int i = 0; i <= 200; ++i) {
    const double x = -200 + 6 * i;
    stream.push_back({x, 120 + 60 * std::sin(x / 70)});
  }
  const auto sides = tracedHexsides(stream, kLayout);
  ASSERT_GT(sides.size(), 8u);
  // Every side is near the stream, and consecutive sides share a corner.
  for (std::size_t i = 0; i < sides.size(); ++i) {
    const model::Vec2 m = kLayout.sideMidpoint(sides[i]);
    double nearest = 1e18;
    for (const auto& p : stream) nearest = std::min(nearest, std::hypot(p.x - m.x, p.y - m.y));
    EXPECT_LT(nearest, kLayout.radius() * 1.2) << i;
    if (i == 0) continue;
    const auto a = model::endpoints(sides[i - 1]);
    const auto b = model::endpoints(sides[i]);
    EXPECT_TRUE(a[0] == b[0] || a[0] == b[1] || a[1] == b[0] || a[1] == b[1]) << i;
  }
}

TEST(RouteBuilder, JoinsPiecesEndToEndButNotAtJunctions) {
  std::vector<RoutePiece> pieces{
      {"road", "Corinth Road", {{0, 0}, {0, 1}, {0, 2}}},
      {"road", "Corinth Road", {{0, 4}, {0, 3}, {0, 2}}},  // reversed, meets at (0,2)
      {"road", "Corinth Road", {{0, 4}, {1, 4}}},
      {"road", "Other", {{0, 0}, {-1, 0}}},  // another name: never joined
      {"road", "Corinth Road", {{5, 5}}},    // one hex: no route
  };
  const auto routes = joinRoutePieces(pieces);
  ASSERT_EQ(routes.size(), 2u);
  const auto& corinth = routes[0].name == "Corinth Road" ? routes[0] : routes[1];
  EXPECT_EQ(corinth.path.size(), 6u);
  EXPECT_EQ(corinth.path.front(), (model::HexCoord{0, 0}));
  EXPECT_EQ(corinth.path.back(), (model::HexCoord{1, 4}));

  // Three pieces meeting at one hex: a junction, left as three routes.
  const auto star =
      joinRoutePieces({{"road", "", {{0, 0}, {1, 0}}}, {"road", "", {{1, 0}, {2, 0}}}, {"road", "", {{1, 0}, {1, 1}}}});
  EXPECT_EQ(star.size(), 3u);
}

}  // namespace
}  // namespace hexwright::importers
