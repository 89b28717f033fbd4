#include "model/hex/offset_coord.h"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <limits>

namespace hexwright::model {
namespace {

// Red Blob "Offset coordinates": (v - (v & 1)) / 2 and (v + (v & 1)) / 2 are exact
// halvings of an even number; v & 1 is the parity for negative v too (two's complement).
// Computed in 64 bits so that v + 1 cannot overflow at INT_MAX.
long long shift(int v, Shove s) {
  const long long parity = v & 1;
  return s == Shove::Odd ? (v - parity) / 2 : (v + parity) / 2;
}

// Coordinates a label may name: far beyond any printable map, yet small enough that
// axial arithmetic on them (sums of two or three coordinates) stays inside int.
constexpr long long kMaxLabelCoord = 1LL << 28;

// Narrows a coordinate computed in 64 bits; wraps never, saturates at the int range.
int narrow(long long v) {
  return static_cast<int>(std::clamp<long long>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

int clampedDigits(const OffsetConvention& c) { return c.digits < 1 ? 1 : c.digits; }

// Zero-padded to `digits`, never truncated; a negative number keeps its sign in front of
// the padded magnitude ("-03") so that the sign also marks where the part begins.
std::string formatPart(long long value, int digits) {
  std::string magnitude = std::to_string(value < 0 ? -value : value);
  if (static_cast<int>(magnitude.size()) < digits) {
    magnitude.insert(0, static_cast<std::size_t>(digits) - magnitude.size(), '0');
  }
  return value < 0 ? "-" + magnitude : magnitude;
}

std::optional<int> parsePart(std::string_view text) {
  long long value = 0;
  for (const char ch : text) {
    if (ch < '0' || ch > '9') return std::nullopt;
    value = value * 10 + (ch - '0');
    if (value > INT_MAX) return std::nullopt;
  }
  return static_cast<int>(value);
}

// The printed column and row numbers of a label body, e.g. "1809" -> {18, 9}.
std::optional<OffsetCoord> parseNumbers(std::string_view text, int digits) {
  const auto width = static_cast<std::size_t>(digits);
  if (text.size() != 2 * width) return std::nullopt;
  const auto col = parsePart(text.substr(0, width));
  const auto row = parsePart(text.substr(width));
  if (!col || !row) return std::nullopt;
  return OffsetCoord{*col, *row};
}

bool inSection(const MapSection& s, long long localCol, long long localRow) {
  return localCol >= 0 && localCol < s.columns && localRow >= 0 && localRow < s.rows;
}

}  // namespace

OffsetCoord toOffset(HexCoord h, Orientation o, Shove s) {
  if (o == Orientation::FlatTop) return {h.q, narrow(h.r + shift(h.q, s))};
  return {narrow(h.q + shift(h.r, s)), h.r};
}

HexCoord fromOffset(OffsetCoord c, Orientation o, Shove s) {
  if (o == Orientation::FlatTop) return {c.col, narrow(c.row - shift(c.col, s))};
  return {narrow(c.col - shift(c.row, s)), c.row};
}

std::string formatLabel(HexCoord h, const OffsetConvention& c) {
  const OffsetCoord g = toOffset(h, c.orientation, c.shove);
  const int digits = clampedDigits(c);
  for (const MapSection& s : c.sections) {
    const long long localCol = static_cast<long long>(g.col) - s.firstCol;
    const long long localRow = static_cast<long long>(g.row) - s.firstRow;
    if (inSection(s, localCol, localRow)) {
      return s.letter + formatPart(localCol + c.columnOrigin, digits) + formatPart(localRow + c.rowOrigin, digits);
    }
  }
  return formatPart(static_cast<long long>(g.col) + c.columnOrigin, digits) +
         formatPart(static_cast<long long>(g.row) + c.rowOrigin, digits);
}

std::optional<HexCoord> parseLabel(std::string_view text, const OffsetConvention& c) {
  const int digits = clampedDigits(c);
  // Every section whose letter prefixes the text is tried, so overlapping sections and
  // letters that prefix one another ("A", "AB") both resolve.
  for (const MapSection& s : c.sections) {
    if (!text.starts_with(s.letter)) continue;
    const auto printed = parseNumbers(text.substr(s.letter.size()), digits);
    if (!printed) continue;
    const long long localCol = static_cast<long long>(printed->col) - c.columnOrigin;
    const long long localRow = static_cast<long long>(printed->row) - c.rowOrigin;
    if (inSection(s, localCol, localRow)) {
      const long long col = s.firstCol + localCol, row = s.firstRow + localRow;
      if (std::llabs(col) > kMaxLabelCoord || std::llabs(row) > kMaxLabelCoord) return std::nullopt;
      return fromOffset({static_cast<int>(col), static_cast<int>(row)}, c.orientation, c.shove);
    }
  }
  // Unlettered labels are global offset numbers, valid under any convention.
  if (const auto printed = parseNumbers(text, digits)) {
    const long long col = static_cast<long long>(printed->col) - c.columnOrigin;
    const long long row = static_cast<long long>(printed->row) - c.rowOrigin;
    if (std::llabs(col) > kMaxLabelCoord || std::llabs(row) > kMaxLabelCoord) return std::nullopt;
    return fromOffset({static_cast<int>(col), static_cast<int>(row)}, c.orientation, c.shove);
  }
  return std::nullopt;
}

}  // namespace hexwright::model
