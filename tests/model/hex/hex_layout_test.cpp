#include "model/hex/hex_layout.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <string>
#include <vector>

namespace hexwright::model {
namespace {

constexpr int kWindow = 20;
constexpr double kSqrt3 = std::numbers::sqrt3;
constexpr double kPi = std::numbers::pi;

std::vector<HexCoord> window(int radius = kWindow) {
  std::vector<HexCoord> out;
  for (int q = -radius; q <= radius; ++q) {
    for (int r = -radius; r <= radius; ++r) out.push_back({q, r});
  }
  return out;
}

std::vector<HexLayout> layouts() {
  std::vector<HexLayout> out;
  for (const Orientation o : {Orientation::FlatTop, Orientation::PointyTop}) {
    out.push_back({o, 10.0, {0, 0}});
    out.push_back({o, 17.5, {12.5, -7.25}});
  }
  return out;
}

std::string describe(const HexLayout& l) {
  return std::string(l.orientation == Orientation::FlatTop ? "flat " : "pointy ") + std::to_string(l.acrossFlats);
}

double dist(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }
Vec2 mid(Vec2 a, Vec2 b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }

// Angle of b as seen from a, in degrees clockwise from east on a y-down page.
double bearing(Vec2 a, Vec2 b) { return std::atan2(b.y - a.y, b.x - a.x) * 180.0 / kPi; }
double angleDiff(double a, double b) { return std::remainder(a - b, 360.0); }

#define EXPECT_VEC_NEAR(a, b, tol)  \
  do {                              \
    EXPECT_NEAR((a).x, (b).x, tol); \
    EXPECT_NEAR((a).y, (b).y, tol); \
  } while (0)

TEST(LayoutTest, RadiusIsAcrossFlatsOverRootThree) {
  EXPECT_NEAR((HexLayout{Orientation::FlatTop, kSqrt3, {}}).radius(), 1.0, 1e-12);
  EXPECT_NEAR((HexLayout{Orientation::PointyTop, 10.0, {}}).radius(), 10.0 / kSqrt3, 1e-12);
}

TEST(LayoutTest, HexToWorldHandValues) {
  // Red Blob: flat x = 3/2 size q, y = sqrt3 size (r + q/2); pointy x = sqrt3 size (q + r/2), y = 3/2 size r.
  const HexLayout flat{Orientation::FlatTop, 2 * kSqrt3, {1, 2}};  // radius 2
  EXPECT_VEC_NEAR(flat.hexToWorld({0, 0}), (Vec2{1, 2}), 1e-12);
  EXPECT_VEC_NEAR(flat.hexToWorld({1, 0}), (Vec2{1 + 3, 2 + kSqrt3}), 1e-12);
  EXPECT_VEC_NEAR(flat.hexToWorld({0, 1}), (Vec2{1, 2 + 2 * kSqrt3}), 1e-12);
  const HexLayout pointy{Orientation::PointyTop, 2 * kSqrt3, {0, 0}};
  EXPECT_VEC_NEAR(pointy.hexToWorld({1, 0}), (Vec2{2 * kSqrt3, 0}), 1e-12);
  EXPECT_VEC_NEAR(pointy.hexToWorld({0, 1}), (Vec2{kSqrt3, 3}), 1e-12);
  EXPECT_VEC_NEAR(pointy.hexToWorld({-2, 3}), (Vec2{-0.5 * 2 * kSqrt3, 9}), 1e-12);
}

// Direction d points to -90 + 60d degrees (flat: N first) or -120 + 60d (pointy: NW
// first), i.e. the table runs clockwise on a y-down page.
TEST(LayoutTest, DirectionTableRunsClockwiseOnThePage) {
  for (const HexLayout& l : layouts()) {
    const double start = l.orientation == Orientation::FlatTop ? -90.0 : -120.0;
    for (const HexCoord h : {HexCoord{0, 0}, HexCoord{5, -3}}) {
      for (int d = 0; d < 6; ++d) {
        const double got = bearing(l.hexToWorld(h), l.hexToWorld(neighbor(h, d)));
        EXPECT_NEAR(angleDiff(got, start + 60.0 * d), 0.0, 1e-9) << describe(l) << " d" << d;
      }
    }
  }
}

TEST(LayoutTest, NeighbourCentresAreAcrossFlatsApart) {
  for (const HexLayout& l : layouts()) {
    for (const HexCoord h : window()) {
      for (int d = 0; d < 6; ++d) {
        EXPECT_NEAR(dist(l.hexToWorld(h), l.hexToWorld(neighbor(h, d))), l.acrossFlats, 1e-9) << describe(l);
      }
    }
  }
}

TEST(LayoutTest, WorldToHexInvertsHexToWorld) {
  for (const HexLayout& l : layouts()) {
    for (const HexCoord h : window()) {
      const FractionalHex f = l.worldToFractional(l.hexToWorld(h));
      EXPECT_NEAR(f.q, h.q, 1e-9);
      EXPECT_NEAR(f.r, h.r, 1e-9);
      EXPECT_EQ(roundHex(f), h);
      EXPECT_EQ(l.worldToHex(l.hexToWorld(h)), h);
    }
  }
}

TEST(LayoutTest, RoundHexHandValues) {
  EXPECT_EQ(roundHex({0.1, -0.1}), (HexCoord{0, 0}));
  EXPECT_EQ(roundHex({0.9, 0.05}), (HexCoord{1, 0}));
  EXPECT_EQ(roundHex({-1.2, 2.1}), (HexCoord{-1, 2}));
  EXPECT_EQ(roundHex({-3.0, -4.0}), (HexCoord{-3, -4}));
  // Rounding q and r separately would give (1, 1); cube rounding fixes the coordinate
  // that moved most (q here) so the point lands in the hex that really contains it.
  EXPECT_EQ(roundHex({0.55, 0.6}), (HexCoord{0, 1}));
}

TEST(LayoutTest, CornersSitAtTheDocumentedAngles) {
  for (const HexLayout& l : layouts()) {
    const double start = l.orientation == Orientation::FlatTop ? -60.0 : -90.0;
    for (const HexCoord h : {HexCoord{0, 0}, HexCoord{-4, 7}}) {
      const Vec2 centre = l.hexToWorld(h);
      const auto all = l.corners(h);
      for (int c = 0; c < 6; ++c) {
        const Vec2 p = l.corner(h, c);
        EXPECT_EQ(all[static_cast<std::size_t>(c)], p);
        EXPECT_NEAR(dist(centre, p), l.radius(), 1e-9);
        EXPECT_NEAR(angleDiff(bearing(centre, p), start + 60.0 * c), 0.0, 1e-9) << describe(l) << " c" << c;
      }
      EXPECT_VEC_NEAR(l.corner(h, -1), l.corner(h, 5), 1e-12);
    }
  }
}

// Corner c is the shared end of sides c and c+1: it is half a side (radius / 2) from those
// two side midpoints and farther from every other one.
TEST(LayoutTest, CornerCJoinsSidesCAndCPlusOne) {
  for (const HexLayout& l : layouts()) {
    for (const HexCoord h : window(3)) {
      for (int c = 0; c < 6; ++c) {
        const Vec2 p = l.corner(h, c);
        for (int d = 0; d < 6; ++d) {
          const double toMid = dist(p, l.sideMidpoint(hexside(h, d)));
          if (d == c || d == normalizeDirection(c + 1)) {
            EXPECT_NEAR(toMid, l.radius() / 2, 1e-9) << describe(l) << " c" << c << " d" << d;
          } else {
            EXPECT_GT(toMid, l.radius() * 0.8) << describe(l) << " c" << c << " d" << d;
          }
        }
      }
    }
  }
}

TEST(LayoutTest, VertexPointMatchesEveryCornerNamingIt) {
  for (const HexLayout& l : layouts()) {
    for (const HexCoord h : window()) {
      for (int c = 0; c < 6; ++c) EXPECT_VEC_NEAR(l.vertexPoint(vertex(h, c)), l.corner(h, c), 1e-9);
    }
  }
}

TEST(LayoutTest, SideMidpointIsBetweenCentresAndEndpoints) {
  for (const HexLayout& l : layouts()) {
    for (const HexCoord h : window()) {
      const Vec2 centre = l.hexToWorld(h);
      for (int d = 0; d < 6; ++d) {
        const HexsideKey k = hexside(h, d);
        const Vec2 m = l.sideMidpoint(k);
        const auto ends = endpoints(k);
        EXPECT_VEC_NEAR(m, mid(l.vertexPoint(ends[0]), l.vertexPoint(ends[1])), 1e-9);
        EXPECT_VEC_NEAR(m, mid(centre, l.hexToWorld(neighbor(h, d))), 1e-9);
        EXPECT_NEAR(dist(centre, m), l.acrossFlats / 2, 1e-9);
        EXPECT_NEAR(dist(l.vertexPoint(ends[0]), l.vertexPoint(ends[1])), l.radius(), 1e-9);
      }
    }
  }
}

// Owned sides of a key run clockwise around the owner: from corner s-1 to corner s.
TEST(LayoutTest, EndpointsRunClockwiseAroundTheOwner) {
  for (const HexLayout& l : layouts()) {
    for (const HexCoord h : window(4)) {
      const Vec2 centre = l.hexToWorld(h);
      for (int s = 0; s < 3; ++s) {
        const auto ends = endpoints({h, s});
        const double from = bearing(centre, l.vertexPoint(ends[0]));
        const double to = bearing(centre, l.vertexPoint(ends[1]));
        EXPECT_NEAR(angleDiff(to, from), 60.0, 1e-9) << describe(l) << " s" << s;
      }
    }
  }
}

TEST(LayoutTest, PointsJustInsideEachCornerBelongToTheHex) {
  for (const HexLayout& l : layouts()) {
    for (const HexCoord h : window()) {
      const Vec2 centre = l.hexToWorld(h);
      for (int c = 0; c < 6; ++c) {
        const Vec2 p = l.corner(h, c);
        EXPECT_EQ(l.worldToHex(lerp(p, centre, 0.01)), h) << describe(l) << ' ' << h.q << ',' << h.r << " c" << c;
      }
    }
  }
}

TEST(LayoutTest, PointsEitherSideOfASideBelongToTheirHexes) {
  for (const HexLayout& l : layouts()) {
    for (const HexCoord h : window()) {
      const Vec2 centre = l.hexToWorld(h);
      for (int d = 0; d < 6; ++d) {
        const Vec2 m = l.sideMidpoint(hexside(h, d));
        EXPECT_EQ(l.worldToHex(lerp(m, centre, 0.01)), h);
        EXPECT_EQ(l.worldToHex(lerp(m, centre, -0.01)), neighbor(h, d));
      }
    }
  }
}

}  // namespace
}  // namespace hexwright::model
