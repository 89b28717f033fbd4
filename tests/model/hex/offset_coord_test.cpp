#include "model/hex/offset_coord.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/hex/hex_layout.h"

namespace hexwright::model {
namespace {

constexpr int kWindow = 20;

struct Convention {
  Orientation orientation;
  Shove shove;
};
constexpr Convention kConventions[] = {{Orientation::FlatTop, Shove::Odd},
                                       {Orientation::FlatTop, Shove::Even},
                                       {Orientation::PointyTop, Shove::Odd},
                                       {Orientation::PointyTop, Shove::Even}};

std::string name(Convention c) {
  return std::string(c.orientation == Orientation::FlatTop ? "flat" : "pointy") +
         (c.shove == Shove::Odd ? "-odd" : "-even");
}

TEST(OffsetCoordTest, OriginIsTheAxialOrigin) {
  for (const Convention c : kConventions) {
    EXPECT_EQ(fromOffset({0, 0}, c.orientation, c.shove), (HexCoord{0, 0})) << name(c);
    EXPECT_EQ(toOffset({0, 0}, c.orientation, c.shove), (OffsetCoord{0, 0})) << name(c);
  }
}

TEST(OffsetCoordTest, HandCheckedConversions) {
  // Red Blob odd-q: col = q, row = r + (q - (q & 1)) / 2.
  EXPECT_EQ(fromOffset({3, 2}, Orientation::FlatTop, Shove::Odd), (HexCoord{3, 1}));
  EXPECT_EQ(fromOffset({3, 2}, Orientation::FlatTop, Shove::Even), (HexCoord{3, 0}));
  EXPECT_EQ(fromOffset({2, 3}, Orientation::PointyTop, Shove::Odd), (HexCoord{1, 3}));
  EXPECT_EQ(fromOffset({2, 3}, Orientation::PointyTop, Shove::Even), (HexCoord{0, 3}));
  EXPECT_EQ(fromOffset({-1, 0}, Orientation::FlatTop, Shove::Odd), (HexCoord{-1, 1}));
  EXPECT_EQ(fromOffset({-1, 0}, Orientation::FlatTop, Shove::Even), (HexCoord{-1, 0}));
  EXPECT_EQ(toOffset({-3, 0}, Orientation::PointyTop, Shove::Odd), (OffsetCoord{-3, 0}));
  EXPECT_EQ(toOffset({-3, -1}, Orientation::PointyTop, Shove::Odd), (OffsetCoord{-4, -1}));
  EXPECT_EQ(toOffset({-3, -1}, Orientation::PointyTop, Shove::Even), (OffsetCoord{-3, -1}));
}

TEST(OffsetCoordTest, OffsetToAxialToOffsetIsIdentity) {
  for (const Convention c : kConventions) {
    std::set<HexCoord> seen;
    for (int col = -kWindow; col <= kWindow; ++col) {
      for (int row = -kWindow; row <= kWindow; ++row) {
        const HexCoord h = fromOffset({col, row}, c.orientation, c.shove);
        EXPECT_EQ(toOffset(h, c.orientation, c.shove), (OffsetCoord{col, row})) << name(c) << ' ' << col << ',' << row;
        seen.insert(h);
      }
    }
    EXPECT_EQ(seen.size(), static_cast<std::size_t>((2 * kWindow + 1) * (2 * kWindow + 1))) << name(c);
  }
}

TEST(OffsetCoordTest, AxialToOffsetToAxialIsIdentity) {
  for (const Convention c : kConventions) {
    for (int q = -kWindow; q <= kWindow; ++q) {
      for (int r = -kWindow; r <= kWindow; ++r) {
        EXPECT_EQ(fromOffset(toOffset({q, r}, c.orientation, c.shove), c.orientation, c.shove), (HexCoord{q, r}))
            << name(c);
      }
    }
  }
}

// Neighbour tables in direction order 0..5, written out by hand from Red Blob's
// "Offset coordinates" neighbour diagrams (odd-q, even-q, odd-r, even-r).
struct NeighbourCase {
  Convention convention;
  OffsetCoord from;
  std::array<OffsetCoord, 6> expected;
};
const NeighbourCase kNeighbourCases[] = {
    // flat-top, odd columns shoved down: N, NE, SE, S, SW, NW
    {{Orientation::FlatTop, Shove::Odd}, {4, 4}, {{{4, 3}, {5, 3}, {5, 4}, {4, 5}, {3, 4}, {3, 3}}}},
    {{Orientation::FlatTop, Shove::Odd}, {5, 4}, {{{5, 3}, {6, 4}, {6, 5}, {5, 5}, {4, 5}, {4, 4}}}},
    // flat-top, even columns shoved down
    {{Orientation::FlatTop, Shove::Even}, {4, 4}, {{{4, 3}, {5, 4}, {5, 5}, {4, 5}, {3, 5}, {3, 4}}}},
    {{Orientation::FlatTop, Shove::Even}, {5, 4}, {{{5, 3}, {6, 3}, {6, 4}, {5, 5}, {4, 4}, {4, 3}}}},
    // pointy-top, odd rows shoved right: NW, NE, E, SE, SW, W
    {{Orientation::PointyTop, Shove::Odd}, {4, 4}, {{{3, 3}, {4, 3}, {5, 4}, {4, 5}, {3, 5}, {3, 4}}}},
    {{Orientation::PointyTop, Shove::Odd}, {4, 5}, {{{4, 4}, {5, 4}, {5, 5}, {5, 6}, {4, 6}, {3, 5}}}},
    // pointy-top, even rows shoved right
    {{Orientation::PointyTop, Shove::Even}, {4, 4}, {{{4, 3}, {5, 3}, {5, 4}, {5, 5}, {4, 5}, {3, 4}}}},
    {{Orientation::PointyTop, Shove::Even}, {4, 5}, {{{3, 4}, {4, 4}, {5, 5}, {4, 6}, {3, 6}, {3, 5}}}},
};

TEST(OffsetCoordTest, NeighboursMatchHandCheckedTables) {
  for (const NeighbourCase& t : kNeighbourCases) {
    const Convention c = t.convention;
    const HexCoord h = fromOffset(t.from, c.orientation, c.shove);
    for (int d = 0; d < 6; ++d) {
      const OffsetCoord got = toOffset(neighbor(h, d), c.orientation, c.shove);
      const OffsetCoord want = t.expected[static_cast<std::size_t>(d)];
      EXPECT_EQ(got, want) << name(c) << " from " << t.from.col << ',' << t.from.row << " d" << d << " got " << got.col
                           << ',' << got.row;
    }
  }
}

// Pins "shoved" to the page: offset columns (flat) or rows (pointy) are straight lines, and
// the shoved ones are displaced half a hex down (flat) or right (pointy).
TEST(OffsetCoordTest, ShovedLinesSitHalfAHexDownOrRight) {
  for (const Convention c : kConventions) {
    const HexLayout layout{c.orientation, 10.0, {0, 0}};
    const double step = 1.5 * layout.radius();
    for (int col = -kWindow; col <= kWindow; ++col) {
      for (int row = -kWindow; row <= kWindow; ++row) {
        const Vec2 p = layout.hexToWorld(fromOffset({col, row}, c.orientation, c.shove));
        const int line = c.orientation == Orientation::FlatTop ? col : row;
        const bool shoved = (line & 1) == (c.shove == Shove::Odd ? 1 : 0);
        // Offset (0,0) is the axial origin, so with Shove::Even the unshoved lines sit half
        // a hex up (flat) or left (pointy) of it.
        const double half = (shoved ? 0.5 : 0.0) - (c.shove == Shove::Even ? 0.5 : 0.0);
        if (c.orientation == Orientation::FlatTop) {
          EXPECT_NEAR(p.x, col * step, 1e-9) << name(c);
          EXPECT_NEAR(p.y, (row + half) * layout.acrossFlats, 1e-9) << name(c) << ' ' << col << ',' << row;
        } else {
          EXPECT_NEAR(p.x, (col + half) * layout.acrossFlats, 1e-9) << name(c) << ' ' << col << ',' << row;
          EXPECT_NEAR(p.y, row * step, 1e-9) << name(c);
        }
      }
    }
  }
}

// ---- labels ---------------------------------------------------------------------------

OffsetConvention plain(Convention c, int columnOrigin, int rowOrigin, int digits) {
  OffsetConvention oc;
  oc.orientation = c.orientation;
  oc.shove = c.shove;
  oc.columnOrigin = columnOrigin;
  oc.rowOrigin = rowOrigin;
  oc.digits = digits;
  return oc;
}

HexCoord at(int col, int row, const OffsetConvention& c) { return fromOffset({col, row}, c.orientation, c.shove); }

TEST(OffsetLabelTest, HellBeforeNight1809) {
  for (const Convention conv : kConventions) {
    for (const int rowOrigin : {0, 1}) {
      const OffsetConvention c = plain(conv, 1, rowOrigin, 2);
      const HexCoord h = at(17, 9 - rowOrigin, c);  // column 18, row 09 as printed
      EXPECT_EQ(formatLabel(h, c), "1809") << name(conv) << " rowOrigin " << rowOrigin;
      EXPECT_EQ(parseLabel("1809", c), h) << name(conv) << " rowOrigin " << rowOrigin;
    }
  }
}

TEST(OffsetLabelTest, OriginsAndDigits) {
  const Convention flatOdd{Orientation::FlatTop, Shove::Odd};
  EXPECT_EQ(formatLabel({0, 0}, plain(flatOdd, 0, 0, 2)), "0000");
  EXPECT_EQ(formatLabel({0, 0}, plain(flatOdd, 1, 1, 2)), "0101");
  EXPECT_EQ(formatLabel({0, 0}, plain(flatOdd, 1, 0, 2)), "0100");
  EXPECT_EQ(formatLabel({0, 0}, plain(flatOdd, 1, 1, 3)), "001001");
  const OffsetConvention c3 = plain(flatOdd, 1, 1, 3);
  EXPECT_EQ(formatLabel(at(122, 44, c3), c3), "123045");
  EXPECT_EQ(parseLabel("123045", c3), at(122, 44, c3));
}

TEST(OffsetLabelTest, RoundTripForEveryConventionOriginAndDigitCount) {
  for (const Convention conv : kConventions) {
    for (const int columnOrigin : {0, 1}) {
      for (const int rowOrigin : {0, 1}) {
        for (const int digits : {2, 3}) {
          const OffsetConvention c = plain(conv, columnOrigin, rowOrigin, digits);
          const auto width = static_cast<std::size_t>(digits);
          std::set<std::string> labels;
          for (int col = 0; col <= 2 * kWindow; ++col) {
            for (int row = 0; row <= 2 * kWindow; ++row) {
              const HexCoord h = at(col, row, c);
              const std::string label = formatLabel(h, c);
              ASSERT_EQ(label.size(), 2 * width) << label;
              EXPECT_EQ(std::stoi(label.substr(0, width)), col + columnOrigin) << label;
              EXPECT_EQ(std::stoi(label.substr(width)), row + rowOrigin) << label;
              EXPECT_EQ(parseLabel(label, c), h) << name(conv) << ' ' << label;
              labels.insert(label);
            }
          }
          EXPECT_EQ(labels.size(), static_cast<std::size_t>((2 * kWindow + 1) * (2 * kWindow + 1)));
        }
      }
    }
  }
}

TEST(OffsetLabelTest, LabelsOffTheGridKeepEveryDigitAndSign) {
  const OffsetConvention c = plain({Orientation::FlatTop, Shove::Odd}, 0, 0, 2);
  EXPECT_EQ(formatLabel(at(-3, 5, c), c), "-0305");
  EXPECT_EQ(formatLabel(at(3, -5, c), c), "03-05");
  EXPECT_EQ(formatLabel(at(-12, -1, c), c), "-12-01");
  EXPECT_EQ(formatLabel(at(123, 4, c), c), "12304");
  EXPECT_EQ(formatLabel(at(5, 123, c), c), "05123");
  const OffsetConvention one = plain({Orientation::PointyTop, Shove::Even}, 1, 1, 2);
  EXPECT_EQ(formatLabel(at(-1, -1, one), one), "0000");  // printed numbers 0, not negative
  EXPECT_EQ(parseLabel("0000", one), at(-1, -1, one));
  EXPECT_EQ(formatLabel(at(-2, 0, one), one), "-0101");
}

TEST(OffsetLabelTest, LabelsAreDistinctOverTheWholeWindow) {
  for (const Convention conv : kConventions) {
    for (const int origin : {0, 1}) {
      const OffsetConvention c = plain(conv, origin, origin, 2);
      std::set<std::string> labels;
      for (int q = -kWindow; q <= kWindow; ++q) {
        for (int r = -kWindow; r <= kWindow; ++r) labels.insert(formatLabel({q, r}, c));
      }
      EXPECT_EQ(labels.size(), static_cast<std::size_t>((2 * kWindow + 1) * (2 * kWindow + 1))) << name(conv);
    }
  }
}

TEST(OffsetLabelTest, GarbageIsRejected) {
  const OffsetConvention c = plain({Orientation::FlatTop, Shove::Odd}, 1, 1, 2);
  const std::string_view bad[] = {
      "",      " ",    "1",     "180",    "18090", " 1809",
      "1809 ", "18a9", "+1809", "-1809",  "18-9",  "A",
      "A2223", "0x18", "18.9",  "1809\n", "18 09", "\xef\xbc\x91\xef\xbc\x98\xef\xbc\x90\xef\xbc\x99",
      "018009"};
  for (const std::string_view text : bad) EXPECT_EQ(parseLabel(text, c), std::nullopt) << '"' << text << '"';
  EXPECT_EQ(parseLabel(std::string_view("18\0"
                                        "9",
                                        4),
                       c),
            std::nullopt);
  EXPECT_EQ(parseLabel("1809", plain({Orientation::FlatTop, Shove::Odd}, 1, 1, 3)), std::nullopt);
  const OffsetConvention wide = plain({Orientation::FlatTop, Shove::Odd}, 1, 1, 12);
  EXPECT_EQ(parseLabel("999999999999999999999999", wide), std::nullopt);  // overflows int
  EXPECT_EQ(parseLabel("000000000018000000000009", wide), at(17, 8, wide));
}

// Bloody April: lettered map sections, numbered from each section's own first hex.
OffsetConvention bloodyApril(Convention conv, bool bFirst = false, int columnOrigin = 1, int rowOrigin = 1) {
  OffsetConvention c = plain(conv, columnOrigin, rowOrigin, 2);
  const MapSection a{"A", 0, 0, 30, 30};
  const MapSection b{"B", 25, 2, 30, 30};  // overlaps A in columns 25..29, rows 2..29
  c.sections = bFirst ? std::vector<MapSection>{b, a} : std::vector<MapSection>{a, b};
  return c;
}

TEST(OffsetLabelTest, SectionLabelsHandChecked) {
  for (const Convention conv : kConventions) {
    const OffsetConvention c = bloodyApril(conv);
    const HexCoord a2223 = at(21, 22, c);
    EXPECT_EQ(formatLabel(a2223, c), "A2223") << name(conv);
    EXPECT_EQ(parseLabel("A2223", c), a2223) << name(conv);

    const HexCoord overlap = at(27, 5, c);  // A 2806 and B 0304
    EXPECT_EQ(formatLabel(overlap, c), "A2806") << name(conv);
    EXPECT_EQ(parseLabel("A2806", c), overlap);
    EXPECT_EQ(parseLabel("B0304", c), overlap);
    EXPECT_EQ(formatLabel(overlap, bloodyApril(conv, true)), "B0304");

    const HexCoord onlyB = at(40, 10, c);
    EXPECT_EQ(formatLabel(onlyB, c), "B1609");
    EXPECT_EQ(parseLabel("B1609", c), onlyB);
    EXPECT_EQ(parseLabel("A4111", c), std::nullopt);  // column 41 is not in section A

    const HexCoord nowhere = at(70, 3, c);
    EXPECT_EQ(formatLabel(nowhere, c), "7104");
    EXPECT_EQ(parseLabel("7104", c), nowhere);
    EXPECT_EQ(formatLabel(at(27, 0, c), c), "A2801");  // above B's first row
    EXPECT_EQ(formatLabel(at(40, 0, c), c), "4101");   // above B, right of A
  }
}

TEST(OffsetLabelTest, SectionLabelsRejectWrongLettersAndNumbers) {
  const OffsetConvention c = bloodyApril({Orientation::FlatTop, Shove::Odd});
  for (const std::string_view text : {"A3101", "A0131", "A0001", "A0100", "A0000", "B3101", "B0131", "B0000", "C0101",
                                      "a0101", "AB0101", "A101", "A01010", "A", "B", "A-0101", "0101A"}) {
    EXPECT_EQ(parseLabel(text, c), std::nullopt) << text;
  }
}

// Every hex of a 60x35 area: its label parses back, and so does the label that each other
// section holding it would give.
void checkSectionRoundTrip(Convention conv, int columnOrigin, int rowOrigin) {
  SCOPED_TRACE(name(conv) + " origins " + std::to_string(columnOrigin) + std::to_string(rowOrigin));
  const OffsetConvention c = bloodyApril(conv, false, columnOrigin, rowOrigin);
  int overlapping = 0;
  for (int col = 0; col < 60; ++col) {
    for (int row = 0; row < 35; ++row) {
      const HexCoord h = at(col, row, c);
      const std::string label = formatLabel(h, c);
      EXPECT_EQ(parseLabel(label, c), h) << label;
      int holders = 0;
      for (const MapSection& s : c.sections) {
        const bool inside =
            col >= s.firstCol && col < s.firstCol + s.columns && row >= s.firstRow && row < s.firstRow + s.rows;
        if (!inside) continue;
        if (holders == 0) {
          EXPECT_EQ(label.substr(0, s.letter.size()), s.letter) << label;
        }
        ++holders;
        OffsetConvention only = c;
        only.sections = {s};
        const std::string sectionLabel = formatLabel(h, only);
        ASSERT_EQ(sectionLabel.size(), s.letter.size() + 4) << sectionLabel;
        EXPECT_EQ(std::stoi(sectionLabel.substr(s.letter.size(), 2)), col - s.firstCol + columnOrigin);
        EXPECT_EQ(std::stoi(sectionLabel.substr(s.letter.size() + 2)), row - s.firstRow + rowOrigin);
        EXPECT_EQ(parseLabel(sectionLabel, c), h) << sectionLabel;
      }
      if (holders == 0) {
        EXPECT_EQ(label, formatLabel(h, plain(conv, columnOrigin, rowOrigin, 2)));
      }
      if (holders == 2) ++overlapping;
    }
  }
  EXPECT_EQ(overlapping, 5 * 28);
}

TEST(OffsetLabelTest, SectionRoundTripAcceptsEveryContainingSection) {
  for (const Convention conv : kConventions) {
    for (const int columnOrigin : {0, 1}) {
      for (const int rowOrigin : {0, 1}) checkSectionRoundTrip(conv, columnOrigin, rowOrigin);
    }
  }
}

TEST(OffsetLabelTest, SectionsWithThreeDigitsAndZeroOrigins) {
  OffsetConvention c = plain({Orientation::PointyTop, Shove::Even}, 0, 0, 3);
  c.sections = {{"North", 10, 0, 20, 15}, {"N", 10, 15, 20, 15}};  // "N" prefixes "North"
  const HexCoord first = at(10, 15, c);
  EXPECT_EQ(formatLabel(first, c), "N000000");
  EXPECT_EQ(parseLabel("N000000", c), first);
  const HexCoord inNorth = at(29, 14, c);
  EXPECT_EQ(formatLabel(inNorth, c), "North019014");
  EXPECT_EQ(parseLabel("North019014", c), inNorth);
  EXPECT_EQ(parseLabel("N019015", c), std::nullopt);
  EXPECT_EQ(parseLabel("North019015", c), std::nullopt);
  // A shorter letter listed first must not hide the longer one it prefixes.
  std::swap(c.sections[0], c.sections[1]);
  EXPECT_EQ(parseLabel("North019014", c), inNorth);
  EXPECT_EQ(parseLabel("N000000", c), first);
}

}  // namespace
}  // namespace hexwright::model
