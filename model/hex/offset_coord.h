#pragma once
// Offset (column,row) coordinates: only for printed labels such as "1809" or "A2223" and
// for dense rectangular storage. Arithmetic always happens in axial coordinates.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/hex/hex_coord.h"

namespace hexwright::model {

enum class Orientation { FlatTop, PointyTop };

/// Which 0-based columns (flat-top) or rows (pointy-top) are shoved half a hex down
/// (flat-top) or right (pointy-top). Parity is always on 0-based indices.
enum class Shove { Odd, Even };

struct OffsetCoord {
  int col = 0;
  int row = 0;
  friend constexpr bool operator==(OffsetCoord, OffsetCoord) = default;
};

OffsetCoord toOffset(HexCoord h, Orientation o, Shove s);
HexCoord fromOffset(OffsetCoord c, Orientation o, Shove s);

/// A lettered map section (Bloody April's "Map A", "Map B"): labels inside it are the
/// letter plus column and row counted from the section's own first hex.
struct MapSection {
  std::string letter;
  int firstCol = 0;  // 0-based global column of the section's first column
  int firstRow = 0;  // 0-based global row of the section's first row
  int columns = 0;
  int rows = 0;
  friend bool operator==(const MapSection&, const MapSection&) = default;
};

/// How printed hex numbers are made. Columns come first ("CCRR", 2.3B of Hell Before
/// Night: "the first two digits indicate the column").
struct OffsetConvention {
  Orientation orientation = Orientation::FlatTop;
  Shove shove = Shove::Odd;
  int columnOrigin = 1;              // printed number of the first column: 0 or 1
  int rowOrigin = 1;                 // printed number of the first row: 0 or 1
  int digits = 2;                    // digits per part, zero-padded
  std::vector<MapSection> sections;  // empty: one unlettered grid
  friend bool operator==(const OffsetConvention&, const OffsetConvention&) = default;
};

/// The printed label of h ("1809"; "A2223" with sections; the first section that holds
/// the hex wins where sections overlap). Hexes outside every section get an unlettered
/// global label so that no hex is unlabelled.
std::string formatLabel(HexCoord h, const OffsetConvention& c);
/// Inverse of formatLabel; accepts any section whose area holds the hex. nullopt when
/// the text is not a label under this convention.
std::optional<HexCoord> parseLabel(std::string_view text, const OffsetConvention& c);

}  // namespace hexwright::model
