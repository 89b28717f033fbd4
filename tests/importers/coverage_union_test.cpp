// Coverage is the area of the union of a class's polygons in each hex: overlapping and
// duplicate polygons, with and without holes, checked against OGR's own (GEOS) union
// intersected with each hex.
#include "importers/vector/coverage_union.h"

#include <gtest/gtest.h>
#include <ogr_api.h>
#include <ogr_geometry.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>

#include "importers/ground/ground_grid.h"
#include "importers/vector/coverage_worker.h"

namespace hexwright::importers {
namespace {

const model::HexLayout kLayout = groundLayout(model::Orientation::FlatTop, 100);
const model::HexGrid kGrid{12, 10, {}};

std::unique_ptr<OGRPolygon> ogrPolygon(const PlanePolygon& p) {
  auto poly = std::make_unique<OGRPolygon>();
  for (std::size_t r = 0; r <= p.holes.size(); ++r) {
    const Ring& ring = r == 0 ? p.outer : p.holes[r - 1];
    OGRLinearRing lr;
    for (const auto& v : ring) lr.addPoint(v.x, v.y);
    lr.addPoint(ring.front().x, ring.front().y);
    poly->addRing(&lr);
  }
  return poly;
}

// OGR's answer: area of (union of all polygons) ∩ hex, per hex.
std::vector<double> ogrAreas(const std::vector<PlanePolygon>& polygons) {
  OGRMultiPolygon all;
  for (const auto& p : polygons) all.addGeometryDirectly(ogrPolygon(p).release());
  std::unique_ptr<OGRGeometry> unioned(all.UnionCascaded());
  EXPECT_TRUE(unioned);
  std::vector<double> out;
  for (const model::HexCoord h : kGrid.hexes()) {
    const auto c = kLayout.corners(h);
    const auto hex = ogrPolygon(PlanePolygon{Ring(c.begin(), c.end()), {}});
    std::unique_ptr<OGRGeometry> inside(unioned->Intersection(hex.get()));
    out.push_back(inside ? OGR_G_Area(OGRGeometry::ToHandle(inside.get())) : 0.0);
  }
  return out;
}

Ring rectangle(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

TEST(CoverageUnion, DuplicatesCountOnce) {
  const model::Vec2 c = kLayout.hexToWorld({4, 3});
  // The same 40 m square (1600 m², 18% of the hex) drawn three times.
  const PlanePolygon square{rectangle(c.x - 20, c.y - 20, c.x + 20, c.y + 20), {}};
  CoverageGrid g(kGrid, kLayout, 1);
  for (int i = 0; i < 3; ++i) g.add(square, 0);
  EXPECT_NEAR(g.area(kGrid.index({4, 3}), 0), 4800, 1e-6);  // summed before merging
  EXPECT_EQ(mergeOverlaps(g), 1u);
  EXPECT_NEAR(g.area(kGrid.index({4, 3}), 0), 1600, 1e-6);
}

TEST(CoverageUnion, AHoleIsCoveredWhereAnotherPolygonFillsIt) {
  // A 100 m square with a 40 m hole, and a second polygon filling exactly that hole: the
  // union is the whole square, whichever way each ring winds.
  PlanePolygon frame{rectangle(0, 0, 100, 100), {rectangle(30, 30, 70, 70)}};
  std::reverse(frame.holes[0].begin(), frame.holes[0].end());
  const PlanePolygon plug{rectangle(30, 30, 70, 70), {}};
  EXPECT_NEAR(unionArea({frame}), 10000 - 1600, 1e-3);  // integer rounding: 1e-7 of the area
  EXPECT_NEAR(unionArea({frame, plug}), 10000, 1e-3);
  // Two frames: their holes overlap in a 20 m x 40 m strip that stays uncovered.
  PlanePolygon shifted{rectangle(20, 0, 120, 100), {rectangle(50, 30, 90, 70)}};
  EXPECT_NEAR(unionArea({frame, shifted}), 12000 - 20 * 40, 1e-3);
}

TEST(CoverageUnion, OverlappingPolygonsWithHolesMatchOgrUnionAreas) {
  // 60 random rectangles (some with a hole) over the map, many overlapping, several
  // duplicated: per hex, coverage must equal OGR's area of union ∩ hex.
  std::mt19937 rng(13);
  const double w = 12 * 100 * 0.75 * 2 / std::sqrt(3.0), h = 10 * 100;
  std::uniform_real_distribution<double> x(-60, w), y(-60, h), size(20, 260);
  std::vector<PlanePolygon> polygons;
  for (int i = 0; i < 60; ++i) {
    const double x0 = x(rng), y0 = y(rng), sx = size(rng), sy = size(rng);
    PlanePolygon p{rectangle(x0, y0, x0 + sx, y0 + sy), {}};
    if (i % 4 == 0) p.holes.push_back(rectangle(x0 + sx / 4, y0 + sy / 4, x0 + sx / 2, y0 + sy / 2));
    polygons.push_back(p);
    if (i % 7 == 0) polygons.push_back(p);  // a duplicate
  }
  CoverageGrid g(kGrid, kLayout, 2);
  for (const auto& p : polygons) g.add(p, 1);
  const std::vector<double> before = [&] {
    std::vector<double> a;
    for (std::size_t i = 0; i < kGrid.size(); ++i) a.push_back(g.area(i, 1));
    return a;
  }();
  EXPECT_GT(mergeOverlaps(g), 10u);
  const auto expected = ogrAreas(polygons);
  std::size_t overlapping = 0;
  for (std::size_t i = 0; i < kGrid.size(); ++i) {
    EXPECT_NEAR(g.area(i, 1), expected[i], 1e-6 * g.hexArea()) << "hex " << i;
    EXPECT_DOUBLE_EQ(g.area(i, 0), 0.0);
    if (before[i] > expected[i] + 1) ++overlapping;
  }
  // The data really overlaps: summing would have been wrong in many hexes.
  EXPECT_GT(overlapping, 10u);
}

TEST(CoverageUnion, ConcavePolygonsMatchOgrUnionAreas) {
  // Star-shaped (concave) woods: clipping one to a hex leaves zero-width spikes along the
  // hex's sides, which a topological union refuses as invalid (the GEOS union this
  // replaced then dropped or double-counted those hexes: 29 of 20,000 misclassified in the
  // import benchmark). The coverage must still equal OGR's union of the unclipped
  // polygons intersected with each hex.
  std::mt19937 rng(7);
  const double w = 12 * 100 * 0.75 * 2 / std::sqrt(3.0), h = 10 * 100;
  std::uniform_real_distribution<double> x(0, w), y(0, h), r(15, 140), unit(0, 1);
  std::vector<PlanePolygon> polygons;
  for (int i = 0; i < 40; ++i) {
    const double cx = x(rng), cy = y(rng), big = r(rng);
    Ring star;
    for (int k = 0; k < 14; ++k) {
      const double a = k * 2 * M_PI / 14, radius = k % 2 ? big * (0.25 + 0.3 * unit(rng)) : big;
      star.push_back({cx + radius * std::cos(a), cy + radius * std::sin(a)});
    }
    polygons.push_back({star, {}});
  }
  CoverageGrid g(kGrid, kLayout, 1);
  for (const auto& p : polygons) g.add(p, 0);
  EXPECT_GT(mergeOverlaps(g), 5u);
  const auto expected = ogrAreas(polygons);
  for (std::size_t i = 0; i < kGrid.size(); ++i)
    EXPECT_NEAR(g.area(i, 0), expected[i], 1e-6 * g.hexArea()) << "hex " << i;
}

TEST(CoverageUnion, SmallAndLargeGroupsGiveOgrUnionAreas) {
  // unionArea computes a few small pieces itself and hands larger sets to Clipper: both
  // must give OGR's area of the union.
  auto ogrUnionArea = [](const std::vector<PlanePolygon>& pieces) {
    OGRMultiPolygon all;
    for (const auto& p : pieces) all.addGeometryDirectly(ogrPolygon(p).release());
    std::unique_ptr<OGRGeometry> unioned(all.UnionCascaded());
    return OGR_G_Area(OGRGeometry::ToHandle(unioned.get()));
  };
  auto circle = [](double cx, double cy, double r, int n) {
    Ring ring;
    for (int k = 0; k < n; ++k)
      ring.push_back({cx + r * std::cos(k * 2 * M_PI / n), cy + r * std::sin(k * 2 * M_PI / n)});
    return ring;
  };
  // Three overlapping hexagon-sized pieces with a hole: 22 vertices (computed directly).
  const std::vector<PlanePolygon> few{
      {circle(0, 0, 40, 6), {circle(0, 0, 10, 4)}}, {circle(30, 5, 35, 6), {}}, {circle(10, 30, 25, 6), {}}};
  EXPECT_NEAR(unionArea(few), ogrUnionArea(few), 1e-6 * ogrUnionArea(few));
  // Two 80-gons: 160 vertices (Clipper).
  const std::vector<PlanePolygon> round{{circle(0, 0, 40, 80), {}}, {circle(25, 10, 30, 80), {}}};
  EXPECT_NEAR(unionArea(round), ogrUnionArea(round), 1e-6 * ogrUnionArea(round));
  // Seventy overlapping squares in a row (Clipper, without grouping).
  std::vector<PlanePolygon> many;
  for (int i = 0; i < 70; ++i)
    many.push_back({rectangle(i * 3.0, (i % 5) * 2.0, i * 3.0 + 10, (i % 5) * 2.0 + 10), {}});
  EXPECT_NEAR(unionArea(many), ogrUnionArea(many), 1e-6 * ogrUnionArea(many));
}

TEST(CoverageUnion, EveryOrientationAndShoveMatchesOgrAreas) {
  // CoverageGrid cuts a polygon to each column (flat-top) or row (pointy-top) of hexes
  // before clipping it to each hex: on both orientations and both shoves, every hex's
  // area of a concave polygon with a hole must be OGR's area of polygon ∩ hex.
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> unit(0, 1);
  for (const auto orientation : {model::Orientation::FlatTop, model::Orientation::PointyTop})
    for (const auto shove : {model::Shove::Odd, model::Shove::Even}) {
      const model::HexLayout layout = groundLayout(orientation, 100);
      model::HexGrid grid{9, 8, {}};
      grid.convention.orientation = orientation;
      grid.convention.shove = shove;
      const model::Vec2 c = layout.hexToWorld(model::fromOffset({4, 4}, orientation, shove));
      Ring star, hole;
      for (int k = 0; k < 31; ++k) {
        const double a = k * 2 * M_PI / 31, radius = k % 2 ? 120 + 160 * unit(rng) : 330;
        star.push_back({c.x + radius * std::cos(a), c.y + radius * std::sin(a)});
      }
      for (int k = 0; k < 9; ++k) hole.push_back({c.x + 60 * std::cos(-k * 0.7), c.y + 60 * std::sin(-k * 0.7)});
      const PlanePolygon polygon{star, {hole}};
      CoverageGrid g(grid, layout, 1);
      g.add(polygon, 0);
      const auto ogr = ogrPolygon(polygon);
      double total = 0;
      for (const model::HexCoord h : grid.hexes()) {
        const auto corners = layout.corners(h);
        const auto hex = ogrPolygon(PlanePolygon{Ring(corners.begin(), corners.end()), {}});
        std::unique_ptr<OGRGeometry> inside(ogr->Intersection(hex.get()));
        const double expected = inside ? OGR_G_Area(OGRGeometry::ToHandle(inside.get())) : 0.0;
        ASSERT_NEAR(g.area(grid.index(h), 0), expected, 1e-6 * g.hexArea())
            << (orientation == model::Orientation::FlatTop ? "flat" : "pointy") << " hex " << h.q << "," << h.r;
        total += expected;
      }
      EXPECT_GT(total, 5 * g.hexArea());  // the polygon spans many hexes
    }
}

TEST(CoverageUnion, SkippingUnionsThatCannotMatterKeepsEveryDecision) {
  // With the shares the terrains need, mergeOverlaps leaves out unions that cannot change
  // a hex's terrain: for one slot and for two, at several shares, every hex must pass or
  // fail each share exactly as it does with every union measured.
  std::mt19937 rng(5);
  const double w = 12 * 100 * 0.75 * 2 / std::sqrt(3.0), h = 10 * 100;
  std::uniform_real_distribution<double> x(-60, w), y(-60, h), size(10, 200);
  std::uniform_int_distribution<int> slotOf(0, 1);
  std::vector<std::pair<PlanePolygon, std::size_t>> polygons;
  for (int i = 0; i < 150; ++i) {
    const double x0 = x(rng), y0 = y(rng), sx = size(rng), sy = size(rng);
    polygons.push_back({PlanePolygon{rectangle(x0, y0, x0 + sx, y0 + sy), {}}, static_cast<std::size_t>(slotOf(rng))});
  }
  for (const std::size_t slots : {1u, 2u})
    for (const double share : {0.2, 0.5, 0.8}) {
      CoverageGrid exact(kGrid, kLayout, slots), quick(kGrid, kLayout, slots);
      for (const auto& [p, slot] : polygons) {
        exact.add(p, slot % slots);
        quick.add(p, slot % slots);
      }
      const std::size_t overlapping = mergeOverlaps(exact);
      EXPECT_EQ(mergeOverlaps(quick, std::vector<double>(slots, share)), overlapping);
      EXPECT_GT(overlapping, 20u);
      std::size_t differentAreas = 0;
      for (std::size_t i = 0; i < kGrid.size(); ++i)
        for (std::size_t s = 0; s < slots; ++s) {
          EXPECT_EQ(exact.fraction(i, s) + 1e-12 >= share, quick.fraction(i, s) + 1e-12 >= share)
              << slots << " slots, share " << share << ", hex " << i;
          if (exact.area(i, s) != quick.area(i, s)) ++differentAreas;
        }
      EXPECT_GT(differentAreas, 0u) << "some unions were skipped";
    }
}

TEST(CoverageUnion, TheWorkerThreadGivesWhatAddingInPlaceGives) {
  // The importer clips on a second thread (CoverageWorker) while it reads: every hex's
  // area and its pieces, in their order, must be those of adding them all in place.
  std::mt19937 rng(3);
  const double w = 12 * 100 * 0.75 * 2 / std::sqrt(3.0), h = 10 * 100;
  std::uniform_real_distribution<double> x(-60, w), y(-60, h), size(10, 300);
  std::vector<PlanePolygon> polygons;
  for (int i = 0; i < 700; ++i) {  // several batches
    const double x0 = x(rng), y0 = y(rng), sx = size(rng), sy = size(rng);
    PlanePolygon p{rectangle(x0, y0, x0 + sx, y0 + sy), {}};
    if (i % 3 == 0) p.holes.push_back(rectangle(x0 + sx / 3, y0 + sy / 3, x0 + sx / 2, y0 + sy / 2));
    polygons.push_back(p);
  }
  CoverageGrid one(kGrid, kLayout, 2);
  for (std::size_t i = 0; i < polygons.size(); ++i) one.add(polygons[i], i % 2);
  CoverageGrid two(kGrid, kLayout, 2);
  {
    CoverageWorker worker(two);
    for (std::size_t i = 0; i < polygons.size(); ++i) worker.add(polygons[i], i % 2);
    worker.finish();
  }
  ASSERT_EQ(one.pieces().size(), two.pieces().size());
  for (const auto& [key, pieces] : one.pieces()) {
    const auto other = two.pieces().find(key);
    ASSERT_NE(other, two.pieces().end()) << key;
    ASSERT_EQ(pieces.size(), other->second.size()) << key;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      EXPECT_EQ(pieces[i].outer, other->second[i].outer) << key << " piece " << i;
      EXPECT_EQ(pieces[i].holes, other->second[i].holes) << key << " piece " << i;
    }
  }
  for (std::size_t i = 0; i < kGrid.size(); ++i) {
    EXPECT_EQ(one.touched(i), two.touched(i)) << i;
    for (std::size_t s = 0; s < 2; ++s) EXPECT_EQ(one.area(i, s), two.area(i, s)) << i;
  }
}

}  // namespace
}  // namespace hexwright::importers
