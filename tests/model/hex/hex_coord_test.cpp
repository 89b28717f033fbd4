#include "model/hex/hex_coord.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <set>
#include <vector>

namespace hexwright::model {
namespace {

constexpr int kWindow = 20;

std::vector<HexCoord> window(int radius = kWindow) {
  std::vector<HexCoord> out;
  for (int q = -radius; q <= radius; ++q) {
    for (int r = -radius; r <= radius; ++r) out.push_back({q, r});
  }
  return out;
}

TEST(HexCoordTest, DirectionTableMatchesTheDocumentedOrder) {
  const std::array<HexCoord, 6> expected{HexCoord{0, -1}, HexCoord{1, -1}, HexCoord{1, 0},
                                         HexCoord{0, 1},  HexCoord{-1, 1}, HexCoord{-1, 0}};
  for (int d = 0; d < 6; ++d) EXPECT_EQ(direction(d), expected[static_cast<std::size_t>(d)]) << d;
}

TEST(HexCoordTest, DirectionsNormaliseAndOppose) {
  EXPECT_EQ(normalizeDirection(-1), 5);
  EXPECT_EQ(normalizeDirection(-7), 5);
  EXPECT_EQ(normalizeDirection(6), 0);
  EXPECT_EQ(normalizeDirection(13), 1);
  for (int d = -12; d <= 12; ++d) {
    EXPECT_EQ(direction(d), direction(d + 6)) << d;
    EXPECT_EQ(opposite(opposite(d)), normalizeDirection(d)) << d;
    EXPECT_EQ(direction(d) + direction(opposite(d)), (HexCoord{0, 0})) << d;
  }
}

// The vertex canonicalisation relies on T[k+1] - T[k] == T[k+2] (docs/architecture.md).
TEST(HexCoordTest, ConsecutiveDirectionsDifferByTheNextOne) {
  for (int k = 0; k < 6; ++k) EXPECT_EQ(direction(k + 1) - direction(k), direction(k + 2)) << k;
}

TEST(HexCoordTest, CubeCoordinateSumsToZero) {
  EXPECT_EQ((HexCoord{3, -5}).s(), 2);
  for (const HexCoord h : window()) EXPECT_EQ(h.q + h.r + h.s(), 0);
}

TEST(HexCoordTest, NeighborThenOppositeReturnsHome) {
  for (const HexCoord h : window()) {
    for (int d = 0; d < 6; ++d) {
      EXPECT_EQ(neighbor(neighbor(h, d), opposite(d)), h) << h.q << ',' << h.r << " d" << d;
      EXPECT_NE(neighbor(h, d), h);
    }
  }
}

TEST(HexCoordTest, DistanceHandValues) {
  EXPECT_EQ(distance({0, 0}, {0, 0}), 0);
  EXPECT_EQ(distance({0, 0}, {3, -1}), 3);
  EXPECT_EQ(distance({0, 0}, {2, 2}), 4);
  EXPECT_EQ(distance({-2, 5}, {1, 1}), 4);
  EXPECT_EQ(distance({0, 0}, {-3, 3}), 3);
  EXPECT_EQ(distance({0, 0}, {5, 0}), 5);
}

TEST(HexCoordTest, DistanceIsSymmetricAndZeroOnlyToSelf) {
  const HexCoord probes[] = {{0, 0}, {3, -7}, {-11, 4}, {20, 20}, {-20, 13}};
  for (const HexCoord a : probes) {
    for (const HexCoord b : window()) {
      EXPECT_EQ(distance(a, b), distance(b, a));
      EXPECT_EQ(distance(a, b) == 0, a == b);
    }
  }
}

TEST(HexCoordTest, NeighboursAreAtDistanceOne) {
  for (const HexCoord h : window()) {
    for (int d = 0; d < 6; ++d) EXPECT_EQ(distance(h, neighbor(h, d)), 1);
    EXPECT_EQ(distance(h, h + direction(0) + direction(2)), 1);  // N + SE = NE
    EXPECT_EQ(distance(h, h + direction(0) * 2), 2);
  }
}

// A hex metric has exactly 6k hexes at distance k: this pins the metric, not just its axioms.
TEST(HexCoordTest, RingsAroundAHexHaveSixKHexes) {
  std::map<int, int> ringSize;
  const HexCoord centre{0, 0};
  for (const HexCoord h : window()) ++ringSize[distance(centre, h)];
  EXPECT_EQ(ringSize[0], 1);
  for (int k = 1; k <= kWindow; ++k) EXPECT_EQ(ringSize[k], 6 * k) << k;
}

TEST(HexCoordTest, TriangleInequalityOnSampledTriples) {
  const std::vector<HexCoord> hexes = window();
  std::uint32_t seed = 12345;
  const auto pick = [&]() -> HexCoord {
    seed = seed * 1664525u + 1013904223u;
    return hexes[(seed >> 8) % hexes.size()];
  };
  int tight = 0;
  for (int i = 0; i < 20000; ++i) {
    const HexCoord a = pick();
    const HexCoord b = pick();
    const HexCoord c = pick();
    EXPECT_LE(distance(a, c), distance(a, b) + distance(b, c));
    if (distance(a, c) == distance(a, b) + distance(b, c)) ++tight;
  }
  EXPECT_GT(tight, 0);  // the sample is not degenerate
}

TEST(HexCoordTest, DirectionToFindsAdjacentHexesOnly) {
  for (const HexCoord h : window()) {
    for (int d = 0; d < 6; ++d) EXPECT_EQ(directionTo(h, neighbor(h, d)), d);
    EXPECT_EQ(directionTo(h, h), -1);
    EXPECT_EQ(directionTo(h, h + direction(1) * 2), -1);
    EXPECT_EQ(directionTo(h, h + direction(0) + direction(1)), -1);
  }
}

TEST(HexCoordTest, RotatingADirectionAdvancesIt) {
  for (int d = 0; d < 6; ++d) {
    for (int k = -7; k <= 7; ++k) EXPECT_EQ(rotateClockwise(direction(d), k), direction(d + k)) << d << ' ' << k;
  }
  EXPECT_EQ(rotateClockwise({2, -1}, 1), (HexCoord{1, 1}));
  EXPECT_EQ(rotateClockwise({2, -1}, -1), (HexCoord{1, -2}));
}

TEST(HexCoordTest, SixRotationsAreTheIdentity) {
  for (const HexCoord h : window()) {
    EXPECT_EQ(rotateClockwise(h, 6), h);
    EXPECT_EQ(rotateClockwise(h, 0), h);
    HexCoord step = h;
    for (int i = 0; i < 6; ++i) {
      step = rotateClockwise(step, 1);
      if (i < 5 && h != HexCoord{0, 0}) {
        EXPECT_NE(step, h);
      }
    }
    EXPECT_EQ(step, h);
    for (int k = -6; k <= 6; ++k) EXPECT_EQ(rotateClockwise(rotateClockwise(h, k), -k), h);
  }
}

TEST(HexCoordTest, RotationPreservesDistanceAndIsLinear) {
  const HexCoord probes[] = {{0, 0}, {1, 0}, {3, -7}, {-11, 4}, {20, -20}};
  for (const HexCoord a : probes) {
    for (const HexCoord b : window()) {
      for (int k = 1; k < 6; ++k) {
        EXPECT_EQ(distance(rotateClockwise(a, k), rotateClockwise(b, k)), distance(a, b));
        EXPECT_EQ(rotateClockwise(a + b, k), rotateClockwise(a, k) + rotateClockwise(b, k));
      }
    }
  }
}

TEST(HexCoordTest, HashSeparatesWindowHexes) {
  std::set<std::size_t> hashes;
  const std::vector<HexCoord> hexes = window();
  for (const HexCoord h : hexes) hashes.insert(std::hash<HexCoord>{}(h));
  EXPECT_EQ(hashes.size(), hexes.size());
}

}  // namespace
}  // namespace hexwright::model
