#include "model/hex/hexside_key.h"

#include <gtest/gtest.h>

#include <algorithm>
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

bool inWindow(HexCoord h, int radius = kWindow) {
  return h.q >= -radius && h.q <= radius && h.r >= -radius && h.r <= radius;
}

// ---- hexsides -------------------------------------------------------------------------

TEST(HexsideKeyTest, HandCheckedKeys) {
  EXPECT_EQ(hexside({2, 3}, 0), (HexsideKey{{2, 3}, 0}));
  EXPECT_EQ(hexside({2, 3}, 2), (HexsideKey{{2, 3}, 2}));
  EXPECT_EQ(hexside({2, 3}, 3), (HexsideKey{{2, 4}, 0}));
  EXPECT_EQ(hexside({2, 3}, 4), (HexsideKey{{1, 4}, 1}));
  EXPECT_EQ(hexside({2, 3}, 5), (HexsideKey{{1, 3}, 2}));
  EXPECT_EQ(hexside({2, 3}, -1), hexside({2, 3}, 5));
  EXPECT_EQ(hexside({2, 3}, 7), hexside({2, 3}, 1));
}

TEST(HexsideKeyTest, EachHexOwnsSidesZeroToTwo) {
  for (const HexCoord h : window()) {
    for (int d = 0; d < 6; ++d) {
      const HexsideKey k = hexside(h, d);
      ASSERT_GE(k.side, 0);
      ASSERT_LE(k.side, 2);
      const HexsideKey expected = d < 3 ? HexsideKey{h, d} : HexsideKey{neighbor(h, d), d - 3};
      EXPECT_EQ(k, expected);
    }
  }
}

TEST(HexsideKeyTest, BothHexesNameTheSameSide) {
  for (const HexCoord h : window()) {
    for (int d = 0; d < 6; ++d) EXPECT_EQ(hexside(h, d), hexside(neighbor(h, d), opposite(d)));
  }
}

TEST(HexsideKeyTest, CanonicalisationIsIdempotent) {
  for (const HexCoord h : window()) {
    for (int d = 0; d < 6; ++d) {
      const HexsideKey k = hexside(h, d);
      EXPECT_EQ(hexside(k.hex, k.side), k);
    }
  }
}

TEST(HexsideKeyTest, HexesOfAreTheTwoSharingHexes) {
  for (const HexCoord h : window()) {
    for (int d = 0; d < 6; ++d) {
      const auto pair = hexesOf(hexside(h, d));
      const std::set<HexCoord> got(pair.begin(), pair.end());
      EXPECT_EQ(got, (std::set<HexCoord>{h, neighbor(h, d)}));
    }
  }
  EXPECT_EQ(hexesOf({{2, 3}, 1}), (std::array<HexCoord, 2>{HexCoord{2, 3}, HexCoord{3, 2}}));
}

TEST(HexsideKeyTest, SidesOfListsDirectionsInOrder) {
  for (const HexCoord h : window()) {
    const auto sides = sidesOf(h);
    for (int d = 0; d < 6; ++d) EXPECT_EQ(sides[static_cast<std::size_t>(d)], hexside(h, d));
    EXPECT_EQ(std::set<HexsideKey>(sides.begin(), sides.end()).size(), 6u);
  }
}

TEST(HexsideKeyTest, SideDirectionFromEitherHex) {
  for (const HexCoord h : window()) {
    for (int d = 0; d < 6; ++d) {
      const HexsideKey k = hexside(h, d);
      EXPECT_EQ(sideDirectionFrom(k, h), d);
      EXPECT_EQ(sideDirectionFrom(k, neighbor(h, d)), opposite(d));
      EXPECT_EQ(sideDirectionFrom(k, neighbor(h, d + 1)), -1);
      EXPECT_EQ(sideDirectionFrom(k, h + direction(d) * 2), -1);
    }
  }
}

// Each hexside has exactly one key: over the window, every hex owns 3 keys, interior sides
// are reached from both of their hexes and border sides from one.
TEST(HexsideKeyTest, ExactlyThreeKeysPerHex) {
  const std::vector<HexCoord> hexes = window();
  std::map<HexsideKey, int> reached;
  int adjacentPairs = 0;
  for (const HexCoord h : hexes) {
    for (int d = 0; d < 6; ++d) {
      ++reached[hexside(h, d)];
      if (inWindow(neighbor(h, d))) ++adjacentPairs;
    }
  }
  std::size_t owned = 0;
  int shared = 0;
  for (const auto& [key, count] : reached) {
    const auto pair = hexesOf(key);
    const bool both = inWindow(pair[0]) && inWindow(pair[1]);
    EXPECT_EQ(count, both ? 2 : 1);
    if (inWindow(key.hex)) ++owned;
    if (count == 2) ++shared;
  }
  EXPECT_EQ(owned, 3 * hexes.size());
  EXPECT_EQ(shared * 2, adjacentPairs);
  EXPECT_EQ(reached.size(), 6 * hexes.size() - static_cast<std::size_t>(shared));
}

// ---- vertices -------------------------------------------------------------------------

TEST(VertexKeyTest, HandCheckedKeys) {
  const HexCoord o{0, 0};
  EXPECT_EQ(vertex(o, 0), (VertexKey{o, 0}));
  EXPECT_EQ(vertex(o, 1), (VertexKey{o, 1}));
  EXPECT_EQ(vertex(o, 2), (VertexKey{{0, 1}, 0}));
  EXPECT_EQ(vertex(o, 3), (VertexKey{{-1, 1}, 1}));
  EXPECT_EQ(vertex(o, 4), (VertexKey{{-1, 1}, 0}));
  EXPECT_EQ(vertex(o, 5), (VertexKey{{-1, 0}, 1}));
  EXPECT_EQ(vertex(o, -1), vertex(o, 5));
  EXPECT_EQ(vertex(o, 8), vertex(o, 2));
}

TEST(VertexKeyTest, AllThreeHexesAtACornerAgree) {
  for (const HexCoord h : window()) {
    for (int c = 0; c < 6; ++c) {
      const VertexKey k = vertex(h, c);
      ASSERT_GE(k.corner, 0);
      ASSERT_LE(k.corner, 1);
      EXPECT_EQ(k.corner, c % 2);  // corner parity survives canonicalisation
      // Corner c lies between sides c and c+1, so it is shared with those neighbours.
      EXPECT_EQ(vertex(neighbor(h, c), c + 2), k);
      EXPECT_EQ(vertex(neighbor(h, c + 1), c + 4), k);
      EXPECT_EQ(vertex(k.hex, k.corner), k);  // idempotent
    }
  }
}

TEST(VertexKeyTest, CornersOfListsCornersInOrder) {
  for (const HexCoord h : window()) {
    const auto corners = cornersOf(h);
    for (int c = 0; c < 6; ++c) EXPECT_EQ(corners[static_cast<std::size_t>(c)], vertex(h, c));
    EXPECT_EQ(std::set<VertexKey>(corners.begin(), corners.end()).size(), 6u);
  }
}

// Each corner has exactly one key: each hex owns 2, interior corners are reached from
// three hexes.
TEST(VertexKeyTest, ExactlyTwoKeysPerHex) {
  const std::vector<HexCoord> hexes = window();
  std::map<VertexKey, std::set<HexCoord>> reached;
  for (const HexCoord h : hexes) {
    for (int c = 0; c < 6; ++c) reached[vertex(h, c)].insert(h);
  }
  std::size_t owned = 0;
  for (const auto& [key, from] : reached) {
    EXPECT_LE(from.size(), 3u);
    if (inWindow(key.hex)) ++owned;
    // The three hexes around the corner, seen from the owner.
    const HexCoord ring[] = {key.hex, neighbor(key.hex, key.corner), neighbor(key.hex, key.corner + 1)};
    std::set<HexCoord> expected;
    for (const HexCoord h : ring) {
      if (inWindow(h)) expected.insert(h);
    }
    EXPECT_EQ(from, expected);
  }
  EXPECT_EQ(owned, 2 * hexes.size());
}

TEST(VertexKeyTest, EndpointsHandChecked) {
  const HexCoord o{0, 0};
  EXPECT_EQ(endpoints({o, 0}), (std::array<VertexKey, 2>{VertexKey{{-1, 0}, 1}, VertexKey{o, 0}}));
  EXPECT_EQ(endpoints({o, 1}), (std::array<VertexKey, 2>{VertexKey{o, 0}, VertexKey{o, 1}}));
  EXPECT_EQ(endpoints({o, 2}), (std::array<VertexKey, 2>{VertexKey{o, 1}, VertexKey{{0, 1}, 0}}));
}

TEST(VertexKeyTest, EndpointsAreDistinctAndChainAroundTheHex) {
  for (const HexCoord h : window()) {
    for (int d = 0; d < 6; ++d) {
      const auto ends = endpoints(hexside(h, d));
      EXPECT_NE(ends[0], ends[1]);
      // Side d runs from corner d-1 to corner d of h...
      const std::set<VertexKey> got(ends.begin(), ends.end());
      EXPECT_EQ(got, (std::set<VertexKey>{vertex(h, d - 1), vertex(h, d)}));
      // ...so it shares exactly corner d with side d+1.
      const auto next = endpoints(hexside(h, d + 1));
      std::vector<VertexKey> common;
      for (const VertexKey& v : ends) {
        if (std::find(next.begin(), next.end(), v) != next.end()) common.push_back(v);
      }
      EXPECT_EQ(common, std::vector<VertexKey>{vertex(h, d)});
    }
    // On the owning hex, endpoints run clockwise: side s ends where side s+1 starts.
    EXPECT_EQ(endpoints({h, 0})[1], endpoints({h, 1})[0]);
    EXPECT_EQ(endpoints({h, 1})[1], endpoints({h, 2})[0]);
    for (int s = 0; s < 3; ++s) {
      EXPECT_EQ(endpoints({h, s}), (std::array<VertexKey, 2>{vertex(h, s - 1), vertex(h, s)}));
    }
  }
}

}  // namespace
}  // namespace hexwright::model
