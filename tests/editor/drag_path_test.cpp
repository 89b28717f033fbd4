// A drag's path on the grid (#39 item 5): the hexsides the pointer runs along and the
// hexes it passes through, in order, from sparse motion events, on flat-top and
// pointy-top grids; and the hexside and route tools painting them as one undo step.
#include "editor/core/drag_path.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "editor_fixture.h"

namespace hexwright::editor {
namespace {

using model::HexCoord;
using model::HexsideKey;
using model::Vec2;
using model::VertexKey;
using testing::hexAtOffset;
using testing::ToolHarness;

std::unique_ptr<Document> gridDocument(model::Orientation o) {
  auto r = testing::testRuleset();
  r.numbering.orientation = o;
  model::NewScenarioOptions opts;
  opts.columns = 14;
  opts.rows = 12;
  auto doc = Document::create(r, opts);
  doc->setValidator({});
  return doc;
}

const model::Orientation kOrientations[] = {model::Orientation::FlatTop, model::Orientation::PointyTop};

std::string name(model::Orientation o) { return o == model::Orientation::FlatTop ? "flat-top" : "pointy-top"; }

/// The sides of a walk through `corners` (each adjacent to the next).
std::vector<HexsideKey> sidesOf(const std::vector<VertexKey>& corners) {
  std::vector<HexsideKey> out;
  for (std::size_t i = 1; i < corners.size(); ++i)
    for (const auto side : sidesAt(corners[i - 1])) {
      const auto ends = model::endpoints(side);
      if (ends[0] == corners[i] || ends[1] == corners[i]) out.push_back(side);
    }
  return out;
}

std::vector<HexsideKey> traced(const HexsideTrace& trace) {
  std::vector<HexsideKey> out;
  for (const auto& s : trace.steps()) out.push_back(s.side);
  return out;
}

/// A U: five sides round hex `h`, from corner 0 to corner 5 (the shortest chain between
/// those corners is the one side left out).
std::vector<VertexKey> uAround(HexCoord h) {
  std::vector<VertexKey> corners;
  for (int c = 0; c <= 5; ++c) corners.push_back(model::vertex(h, c));
  return corners;
}

/// A zig-zag: down one hex's side, across, up the next one's, … through a row of hexes,
/// taking the two sides of each hex that turn the walk one way and then the other.
std::vector<VertexKey> zigZag(const Document& doc, HexCoord start, int length) {
  std::vector<VertexKey> corners{model::vertex(start, 0)};
  std::set<VertexKey> seen(corners.begin(), corners.end());
  const Vec2 origin = doc.layout().vertexPoint(corners.front());
  for (int i = 0; i < length; ++i) {
    // Alternately the side that goes furthest right-and-down and right-and-up.
    const double sign = (i / 2) % 2 == 0 ? 1 : -1;
    std::optional<VertexKey> best;
    double bestScore = -1e9;
    for (const auto side : sidesAt(corners.back())) {
      const auto ends = model::endpoints(side);
      const VertexKey next = ends[0] == corners.back() ? ends[1] : ends[0];
      if (seen.count(next) || !doc.scenario().map.containsSide(side)) continue;
      const Vec2 p = doc.layout().vertexPoint(next);
      const double score = (p.x - origin.x) + sign * (p.y - origin.y) * 0.9;
      if (score > bestScore) bestScore = score, best = next;
    }
    if (!best) break;
    corners.push_back(*best);
    seen.insert(*best);
  }
  return corners;
}

TEST(DragPath, PointsAlongFillTheStretchBetweenSamples) {
  const auto pts = pointsAlong({0, 0}, {10, 0}, 3);
  ASSERT_EQ(pts.size(), 4u);
  EXPECT_DOUBLE_EQ(pts.back().x, 10);
  EXPECT_DOUBLE_EQ(pts.front().x, 2.5);
}

TEST(DragPath, AUShapedDragGivesTheUNotTheShortestChain) {
  for (const auto o : kOrientations) {
    auto doc = gridDocument(o);
    const auto& L = doc->layout();
    const HexCoord h = hexAtOffset(*doc, 6, 5);
    const auto corners = uAround(h);
    HexsideTrace trace(L, doc->scenario().map, L.acrossFlats * 0.22);
    // Motion events only at the U's corners: the stretches between them are filled in.
    trace.start(L.vertexPoint(corners.front()));
    for (std::size_t i = 1; i < corners.size(); ++i) trace.moveTo(L.vertexPoint(corners[i]));
    EXPECT_EQ(traced(trace), sidesOf(corners)) << name(o);
    EXPECT_EQ(trace.steps().size(), 5u) << name(o);
    EXPECT_EQ(hexsideChain(L, doc->scenario().map, corners.front(), corners.back()).size(), 1u) << name(o);
  }
}

TEST(DragPath, AZigZagFreehandStreamGivesTheSidesItRunsAlong) {
  for (const auto o : kOrientations) {
    auto doc = gridDocument(o);
    const auto& L = doc->layout();
    const auto corners = zigZag(*doc, hexAtOffset(*doc, 2, 5), 12);
    ASSERT_GE(corners.size(), 10u) << name(o);
    HexsideTrace trace(L, doc->scenario().map, L.acrossFlats * 0.22);
    // A hand's stream: samples off the edge by up to a sixth of a side, only every
    // second corner and the side's middle between (a fast drag skips corners).
    trace.start(L.vertexPoint(corners.front()));
    for (std::size_t i = 1; i < corners.size(); ++i) {
      const Vec2 a = L.vertexPoint(corners[i - 1]), b = L.vertexPoint(corners[i]);
      const Vec2 mid = lerp(a, b, 0.5);
      const double wobble = (i % 2 ? 1 : -1) * L.radius() / 6;
      const Vec2 n{-(b.y - a.y) / L.radius(), (b.x - a.x) / L.radius()};
      trace.moveTo({mid.x + n.x * wobble, mid.y + n.y * wobble});
      if (i % 2 == 0 || i + 1 == corners.size()) trace.moveTo(b);
    }
    EXPECT_EQ(traced(trace), sidesOf(corners)) << name(o);
  }
}

/// How far `p` lies from the segment `a`-`b`.
double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double t = std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy), 0.0, 1.0);
  return model::length(p - Vec2{a.x + t * dx, a.y + t * dy});
}

TEST(DragPath, AFastStrokeEightHexesLongGivesTheSidesAlongItsLine) {
  for (const auto o : kOrientations) {
    auto doc = gridDocument(o);
    const auto& L = doc->layout();
    // Two motion events eight hexes apart along a row's edge, the line a little slanted
    // so that no corner is a tie: the sides painted are those along the line, every one
    // within a side of it (no corner of a hex lies further from
    // every side along it), end to end.
    Vec2 a = L.hexToWorld(hexAtOffset(*doc, 2, 5)), b = L.hexToWorld(hexAtOffset(*doc, 10, 5));
    a.y -= L.radius() * 0.93;
    b.y -= L.radius() * 0.81;
    HexsideTrace trace(L, doc->scenario().map, L.acrossFlats * 0.22);
    trace.start(a);
    trace.moveTo(b);
    ASSERT_GE(trace.steps().size(), 8u) << name(o);
    for (const auto& step : trace.steps()) {
      const auto ends = model::endpoints(step.side);
      const Vec2 mid = lerp(L.vertexPoint(ends[0]), L.vertexPoint(ends[1]), 0.5);
      EXPECT_LT(distanceToSegment(mid, a, b), L.radius()) << name(o);
    }
    const auto first = model::endpoints(trace.steps().front().side);
    const auto last = model::endpoints(trace.steps().back().side);
    EXPECT_LT(std::min(model::length(L.vertexPoint(first[0]) - a), model::length(L.vertexPoint(first[1]) - a)),
              L.radius())
        << name(o);
    EXPECT_LT(std::min(model::length(L.vertexPoint(last[0]) - b), model::length(L.vertexPoint(last[1]) - b)),
              L.radius())
        << name(o);
  }
}

TEST(DragPath, ADragPressedInsideAHexStartsAtItsEdge) {
  for (const auto o : kOrientations) {
    auto doc = gridDocument(o);
    const auto& L = doc->layout();
    const HexCoord h = hexAtOffset(*doc, 6, 5);
    const auto corners = uAround(h);
    HexsideTrace trace(L, doc->scenario().map, L.acrossFlats * 0.22);
    // From the hex's centre out to corner 0, then round the U.
    trace.start(L.hexToWorld(h));
    for (const auto& c : corners) trace.moveTo(L.vertexPoint(c));
    EXPECT_EQ(traced(trace), sidesOf(corners)) << name(o);
    // From the centre to the middle of side 1 (corners 0-1), then along it to corner 1.
    trace.start(L.hexToWorld(h));
    trace.moveTo(L.sideMidpoint(model::hexside(h, 1)));
    trace.moveTo(L.vertexPoint(model::vertex(h, 1)));
    EXPECT_EQ(traced(trace), std::vector{model::hexside(h, 1)}) << name(o);
    // Wandering inside the hex runs along no side.
    trace.start(L.hexToWorld(h));
    trace.moveTo(lerp(L.hexToWorld(h), L.vertexPoint(model::vertex(h, 2)), 0.4));
    trace.moveTo(lerp(L.hexToWorld(h), L.vertexPoint(model::vertex(h, 4)), 0.4));
    EXPECT_TRUE(trace.steps().empty()) << name(o);
  }
}

TEST(DragPath, CrossingASideOrGoingBackOverItPaintsNothing) {
  for (const auto o : kOrientations) {
    auto doc = gridDocument(o);
    const auto& L = doc->layout();
    const HexCoord h = hexAtOffset(*doc, 6, 5);
    HexsideTrace trace(L, doc->scenario().map, L.acrossFlats * 0.22);
    // Centre to centre across side 1.
    trace.start(L.hexToWorld(h));
    trace.moveTo(L.hexToWorld(model::neighbor(h, 1)));
    EXPECT_TRUE(trace.steps().empty()) << name(o);
    // Along two sides and back over the second.
    trace.start(L.vertexPoint(model::vertex(h, 0)));
    trace.moveTo(L.vertexPoint(model::vertex(h, 1)));
    trace.moveTo(L.vertexPoint(model::vertex(h, 2)));
    trace.moveTo(L.vertexPoint(model::vertex(h, 1)));
    EXPECT_EQ(traced(trace), std::vector{model::hexside(h, 1)}) << name(o);
  }
}

/// Hex centres walked `n` steps in direction `d` from `h` (inclusive of neither end).
std::vector<HexCoord> walk(HexCoord& h, int d, int n) {
  std::vector<HexCoord> out;
  for (int i = 0; i < n; ++i) out.push_back(h = model::neighbor(h, d));
  return out;
}

TEST(DragPath, HexesAlongASparseUShapedDragAreEveryHexItPasses) {
  for (const auto o : kOrientations) {
    auto doc = gridDocument(o);
    const auto& L = doc->layout();
    HexCoord h = hexAtOffset(*doc, 5, 4);
    const HexCoord first = h;
    std::vector<Vec2> samples{L.hexToWorld(h)};
    std::vector<HexCoord> expected;
    for (const auto& [d, n] : std::vector<std::pair<int, int>>{{1, 3}, {2, 3}, {4, 3}}) {
      const auto leg = walk(h, d, n);
      expected.insert(expected.end(), leg.begin(), leg.end());
      samples.push_back(L.hexToWorld(h));
    }
    std::vector<HexCoord> got;
    for (std::size_t i = 1; i < samples.size(); ++i) {
      const auto leg = hexesAlong(L, samples[i - 1], samples[i]);
      got.insert(got.end(), leg.begin(), leg.end());
    }
    EXPECT_EQ(got, expected) << name(o);
    EXPECT_LT(model::distance(first, h), static_cast<int>(expected.size())) << name(o);
  }
}

// The tools: one drag, one undo step, the pointer's path.

TEST(DragPath, HexsideToolPaintsAUShapedDragAsOneStep) {
  for (const auto o : kOrientations) {
    auto doc = gridDocument(o);
    ToolHarness t(*doc);
    t.use("hexside");
    t.settings.hexsideType = "creek";
    const auto& L = doc->layout();
    const HexCoord h = hexAtOffset(*doc, 6, 5);
    std::vector<Vec2> path{L.hexToWorld(h)};  // pressed inside the hex
    for (const auto& c : uAround(h)) path.push_back(L.vertexPoint(c));
    t.drag(path);
    std::set<HexsideKey> painted;
    for (const auto& [key, features] : doc->scenario().map.hexsideFeatures) painted.insert(key);
    const auto expected = sidesOf(uAround(h));
    EXPECT_EQ(painted, std::set<HexsideKey>(expected.begin(), expected.end())) << name(o);
    EXPECT_EQ(doc->history().size(), 1u) << name(o);
    doc->undo();
    EXPECT_TRUE(doc->scenario().map.hexsideFeatures.empty()) << name(o);
  }
}

TEST(DragPath, RouteToolLaysTheHexesAFastUShapedDragPasses) {
  for (const auto o : kOrientations) {
    auto doc = gridDocument(o);
    ToolHarness t(*doc);
    t.use("route");
    t.settings.routeType = "road";
    HexCoord h = hexAtOffset(*doc, 5, 4);
    std::vector<HexCoord> expected{h};
    std::vector<HexCoord> turns{h};
    for (const auto& [d, n] : std::vector<std::pair<int, int>>{{1, 3}, {2, 3}, {4, 3}}) {
      const auto leg = walk(h, d, n);
      expected.insert(expected.end(), leg.begin(), leg.end());
      turns.push_back(h);
    }
    t.dragHexes(turns);  // motion events only where the U turns
    ASSERT_EQ(doc->scenario().map.routes.size(), 1u) << name(o);
    EXPECT_EQ(doc->scenario().map.routes[0].path, expected) << name(o);
    EXPECT_EQ(doc->history().size(), 1u) << name(o);
  }
}

}  // namespace
}  // namespace hexwright::editor
