// Edge-following hexsides: the corner graph, shortest chains along hex edges, and the
// hexside tool painting them (live preview, one undo step, erase, click), no display.
#include "editor/core/hexside_chain.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <queue>
#include <set>

#include "editor/core/hex_picking.h"
#include "editor_fixture.h"

namespace hexwright::editor {
namespace {

using testing::hexAtOffset;
using testing::testDocument;
using testing::ToolHarness;

/// Graph distance between corners by plain breadth-first search over sidesAt (the
/// reference the weighted search must match).
int cornerDistance(const model::Map& map, model::VertexKey from, model::VertexKey to) {
  std::map<model::VertexKey, int> dist{{from, 0}};
  std::queue<model::VertexKey> q;
  q.push(from);
  while (!q.empty()) {
    const auto v = q.front();
    q.pop();
    if (v == to) return dist[v];
    for (const auto side : sidesAt(v)) {
      const auto hexes = model::hexesOf(side);
      if (!map.contains(hexes[0]) && !map.contains(hexes[1])) continue;
      const auto ends = model::endpoints(side);
      const auto next = ends[0] == v ? ends[1] : ends[0];
      if (dist.emplace(next, dist[v] + 1).second) q.push(next);
    }
  }
  return -1;
}

TEST(HexsideChain, EveryCornerHasThreeDistinctSidesThatEndThere) {
  // Pure hex topology: the same for flat-top and pointy-top layouts.
  for (int q = -2; q <= 2; ++q)
    for (int r = -2; r <= 2; ++r)
      for (int c = 0; c < 6; ++c) {
        const auto v = model::vertex({q, r}, c);
        const auto sides = sidesAt(v);
        ASSERT_EQ(std::set<model::HexsideKey>(sides.begin(), sides.end()).size(), 3u);
        for (const auto s : sides) {
          const auto ends = model::endpoints(s);
          EXPECT_TRUE(ends[0] == v || ends[1] == v) << q << "," << r << " corner " << c;
        }
      }
}

TEST(HexsideChain, NearestVertexFindsTheCornerUnderThePointer) {
  auto doc = testDocument();
  const auto& L = doc->layout();
  const auto h = hexAtOffset(*doc, 4, 4);
  for (int c = 0; c < 6; ++c) {
    const auto p = L.corner(h, c);
    const auto hit = nearestVertex(L, {p.x + 0.3, p.y - 0.2});
    EXPECT_EQ(hit.vertex, model::vertex(h, c));
    EXPECT_LT(hit.distance, 0.5);
  }
}

TEST(HexsideChain, ChainsAreShortestConnectedAndFollowTheLine) {
  auto doc = testDocument(16, 12);
  const auto& L = doc->layout();
  const auto& map = doc->scenario().map;
  const std::vector<std::pair<model::VertexKey, model::VertexKey>> cases{
      {model::vertex(hexAtOffset(*doc, 1, 5), 4), model::vertex(hexAtOffset(*doc, 12, 5), 1)},  // along a row
      {model::vertex(hexAtOffset(*doc, 2, 1), 3), model::vertex(hexAtOffset(*doc, 2, 10), 0)},  // down a column
      {model::vertex(hexAtOffset(*doc, 1, 1), 5), model::vertex(hexAtOffset(*doc, 13, 9), 2)},  // diagonal
  };
  for (const auto& [from, to] : cases) {
    const auto chain = hexsideChain(L, map, from, to);
    ASSERT_FALSE(chain.empty());
    EXPECT_EQ(static_cast<int>(chain.size()), cornerDistance(map, from, to));
    EXPECT_EQ(chain.front().from, from);
    EXPECT_EQ(chain.back().to, to);
    const auto a = L.vertexPoint(from), b = L.vertexPoint(to);
    std::set<model::HexsideKey> distinct;
    for (std::size_t i = 0; i < chain.size(); ++i) {
      const auto ends = model::endpoints(chain[i].side);
      // Each step is a side between its two corners, and starts where the last ended.
      EXPECT_TRUE((ends[0] == chain[i].from && ends[1] == chain[i].to) ||
                  (ends[1] == chain[i].from && ends[0] == chain[i].to));
      if (i > 0) {
        EXPECT_EQ(chain[i].from, chain[i - 1].to);
      }
      distinct.insert(chain[i].side);
      // Every corner stays within one hex of the straight line.
      EXPECT_LT(distanceToSegment(L.vertexPoint(chain[i].to), a, b), L.acrossFlats);
    }
    EXPECT_EQ(distinct.size(), chain.size());
  }
  EXPECT_TRUE(hexsideChain(L, map, cases[0].first, cases[0].first).empty());
}

TEST(HexsideTool, AStraightDragPaintsTheEdgeUnderItWithAPreview) {
  auto doc = testDocument(16, 12);
  ToolHarness t(*doc);
  t.use("hexside");
  t.settings.hexsideType = "creek";
  const auto& L = doc->layout();
  const auto from = model::vertex(hexAtOffset(*doc, 1, 5), 4);
  const auto to = model::vertex(hexAtOffset(*doc, 11, 5), 1);
  const auto a = L.vertexPoint(from), b = L.vertexPoint(to);
  // A straight drag, the release a little off the corner.
  t.down(a);
  std::vector<model::HexsideKey> preview;
  for (int i = 1; i <= 10; ++i) {
    const double f = i / 10.0;
    t.move({a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f + (i == 10 ? 0.8 : 0)});
    if (i == 5) {
      EXPECT_FALSE(t.box.active()->preview().hexsides.empty());  // live, mid-drag
    }
  }
  preview = t.box.active()->preview().hexsides;
  EXPECT_TRUE(doc->scenario().map.hexsideFeatures.empty());  // nothing until release
  t.up({b.x, b.y + 0.8});
  // The pointer's path, not a search: the zig-zag edge under the line, as short as the
  // shortest chain, every side beside the line and each sharing a corner with the next.
  const auto chain = hexsideChain(L, doc->scenario().map, from, to);
  ASSERT_EQ(preview.size(), chain.size());
  for (std::size_t i = 0; i < preview.size(); ++i) {
    EXPECT_NE(doc->scenario().map.featuresAt(preview[i]), nullptr);
    EXPECT_LE(distanceToSegment(L.sideMidpoint(preview[i]), a, b), L.acrossFlats * 0.5 + 1e-6);
    if (i == 0) continue;
    const auto p = model::endpoints(preview[i - 1]), q = model::endpoints(preview[i]);
    EXPECT_TRUE(p[0] == q[0] || p[0] == q[1] || p[1] == q[0] || p[1] == q[1]) << i;
  }
  EXPECT_EQ(doc->scenario().map.hexsideFeatures.size(), chain.size());  // no gaps, nothing extra
  EXPECT_EQ(doc->history().size(), 1u);
  EXPECT_TRUE(t.box.active()->preview().hexsides.empty());
  // The same drag starting on a painted chain erases it.
  t.drag({a, {a.x + (b.x - a.x) / 2, a.y + (b.y - a.y) / 2}, b});
  EXPECT_TRUE(doc->scenario().map.hexsideFeatures.empty());
  EXPECT_EQ(doc->history().undoLabel(), "Erase Hexsides: Creek");
  doc->undo();
  EXPECT_EQ(doc->scenario().map.hexsideFeatures.size(), chain.size());
}

TEST(HexsideTool, EscapeDropsTheChain) {
  auto doc = testDocument();
  ToolHarness t(*doc);
  t.use("hexside");
  t.settings.hexsideType = "creek";
  const auto h = hexAtOffset(*doc, 3, 3);
  const auto& L = doc->layout();
  t.down(L.corner(h, 0));
  t.move(L.corner(h, 3));
  EXPECT_EQ(t.box.active()->preview().hexsides.size(), 3u);
  EXPECT_TRUE(t.key(Key::Escape));
  t.up(L.corner(h, 3));
  EXPECT_TRUE(doc->scenario().map.hexsideFeatures.empty());
  EXPECT_EQ(doc->history().size(), 0u);
}

}  // namespace
}  // namespace hexwright::editor
