// Exact hex coverage by clipping, checked against areas worked out by hand and against
// brute-force point counting for awkward shapes.
#include "importers/vector/polygon_coverage.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "importers/ground/ground_grid.h"

namespace hexwright::importers {
namespace {

const model::HexLayout kLayout = groundLayout(model::Orientation::FlatTop, 100);
const model::HexGrid kGrid{10, 8, {}};

Ring hexRing(model::HexCoord h) {
  const auto c = kLayout.corners(h);
  return Ring(c.begin(), c.end());
}

TEST(PolygonCoverage, HexItselfCoversItFully) {
  CoverageGrid g(kGrid, kLayout, 1);
  g.add(PlanePolygon{hexRing({2, 1}), {}}, 0);
  EXPECT_NEAR(g.fraction(kGrid.index({2, 1}), 0), 1.0, 1e-12);
  // Its neighbours share only an edge: nothing.
  for (int d = 0; d < 6; ++d) {
    const model::HexCoord n = model::neighbor({2, 1}, d);
    if (kGrid.contains(n)) {
      EXPECT_NEAR(g.fraction(kGrid.index(n), 0), 0, 1e-12);
    }
  }
}

TEST(PolygonCoverage, HalfPlaneThroughTheCentreCoversHalf) {
  const model::Vec2 c = kLayout.hexToWorld({3, 2});
  // A big rectangle whose edge runs north-south through the centre.
  CoverageGrid g(kGrid, kLayout, 1);
  g.add(PlanePolygon{{{c.x, c.y - 1000}, {c.x + 1000, c.y - 1000}, {c.x + 1000, c.y + 1000}, {c.x, c.y + 1000}}, {}},
        0);
  EXPECT_NEAR(g.fraction(kGrid.index({3, 2}), 0), 0.5, 1e-12);
}

TEST(PolygonCoverage, SquareInsideAHexHasItsOwnArea) {
  const model::Vec2 c = kLayout.hexToWorld({4, 3});
  CoverageGrid g(kGrid, kLayout, 2);
  // 20 m square (400 m²) well inside a 100 m hex (8660.25 m²), counter-clockwise.
  g.add(PlanePolygon{{{c.x - 10, c.y - 10}, {c.x - 10, c.y + 10}, {c.x + 10, c.y + 10}, {c.x + 10, c.y - 10}}, {}}, 1);
  EXPECT_NEAR(g.fraction(kGrid.index({4, 3}), 1), 400 / (std::sqrt(3.0) / 2 * 100 * 100), 1e-12);
  EXPECT_NEAR(g.fraction(kGrid.index({4, 3}), 0), 0, 1e-12);
}

TEST(PolygonCoverage, HolesAreSubtracted) {
  const model::Vec2 c = kLayout.hexToWorld({4, 3});
  CoverageGrid g(kGrid, kLayout, 1);
  PlanePolygon donut{hexRing({4, 3}),
                     {{{c.x - 10, c.y - 10}, {c.x + 10, c.y - 10}, {c.x + 10, c.y + 10}, {c.x - 10, c.y + 10}}}};
  g.add(donut, 0);
  const double hexArea = std::sqrt(3.0) / 2 * 100 * 100;
  EXPECT_NEAR(g.fraction(kGrid.index({4, 3}), 0), (hexArea - 400) / hexArea, 1e-12);
}

TEST(PolygonCoverage, OverlapsAreCappedAtTheWholeHex) {
  CoverageGrid g(kGrid, kLayout, 1);
  g.add(PlanePolygon{hexRing({2, 2}), {}}, 0);
  g.add(PlanePolygon{hexRing({2, 2}), {}}, 0);
  EXPECT_DOUBLE_EQ(g.fraction(kGrid.index({2, 2}), 0), 1.0);
}

// Counts a fine lattice of points in polygon ∩ hex: an independent estimate.
double bruteForceShare(const Ring& ring, model::HexCoord h) {
  auto inRing = [&](model::Vec2 p) {
    bool in = false;
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
      if ((ring[i].y > p.y) != (ring[j].y > p.y) &&
          p.x < (ring[j].x - ring[i].x) * (p.y - ring[i].y) / (ring[j].y - ring[i].y) + ring[i].x)
        in = !in;
    }
    return in;
  };
  const model::Vec2 c = kLayout.hexToWorld(h);
  const double r = kLayout.radius();
  int inside = 0, total = 0;
  const int n = 600;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      const model::Vec2 p{c.x - r + 2 * r * (i + 0.5) / n, c.y - r + 2 * r * (j + 0.5) / n};
      if (kLayout.worldToHex(p) != h) continue;
      ++total;
      if (inRing(p)) ++inside;
    }
  return static_cast<double>(inside) / total;
}

TEST(PolygonCoverage, ConcaveShapesMatchBruteForce) {
  // An L, a comb and a random star over several hexes: Sutherland–Hodgman against a
  // convex hex is exact for any simple polygon.
  std::vector<Ring> shapes;
  const model::Vec2 o = kLayout.hexToWorld({3, 3});
  shapes.push_back({{o.x - 120, o.y - 90},
                    {o.x + 20, o.y - 90},
                    {o.x + 20, o.y - 10},
                    {o.x + 130, o.y - 10},
                    {o.x + 130, o.y + 70},
                    {o.x - 120, o.y + 70}});
  Ring comb;
  for (int k = 0; k < 6; ++k) {
    comb.push_back({o.x - 150 + 50 * k, o.y - 100});
    comb.push_back({o.x - 130 + 50 * k, o.y - 100});
    comb.push_back({o.x - 130 + 50 * k, o.y + 40});
    comb.push_back({o.x - 100 + 50 * k, o.y + 40});
  }
  comb.push_back({o.x + 150, o.y + 90});
  comb.push_back({o.x - 150, o.y + 90});
  shapes.push_back(comb);
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> radius(40, 170);
  Ring star;
  for (int k = 0; k < 23; ++k) {
    const double a = 2 * std::acos(-1.0) * k / 23;
    const double rr = radius(rng);
    star.push_back({o.x + rr * std::cos(a), o.y + rr * std::sin(a)});
  }
  shapes.push_back(star);
  for (const Ring& shape : shapes) {
    CoverageGrid g(kGrid, kLayout, 1);
    g.add(PlanePolygon{shape, {}}, 0);
    for (const model::HexCoord h : kGrid.hexes()) {
      const double expected = bruteForceShare(shape, h);
      ASSERT_NEAR(g.fraction(kGrid.index(h), 0), expected, 0.01) << h.q << "," << h.r;
    }
  }
}

TEST(PolygonCoverage, ClippedAreaOfBothOrientations) {
  const auto hex = kLayout.corners({0, 0});
  Ring a, b;
  const Ring square{{-10, -10}, {10, -10}, {10, 10}, {-10, 10}};
  Ring reversed(square.rbegin(), square.rend());
  EXPECT_NEAR(clippedArea(square, hex, a, b), 400, 1e-9);
  EXPECT_NEAR(clippedArea(reversed, hex, a, b), 400, 1e-9);
  std::array<model::Vec2, 6> reversedHex;
  std::reverse_copy(hex.begin(), hex.end(), reversedHex.begin());
  EXPECT_NEAR(clippedArea(square, reversedHex, a, b), 400, 1e-9);
}

}  // namespace
}  // namespace hexwright::importers
