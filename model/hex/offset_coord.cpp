#include "model/hex/offset_coord.h"

#include <climits>

namespace hexwright::model {
namespace {

// Red Blob "Offset coordinates": (v - (v & 1)) / 2 and (v + (v & 1)) / 2 are exact
// halvings of an even number; v & 1 is the parity for negative v too (two's complement).
int oddShift(int v) { return (v - (v & 1)) / 2; }
int evenShift(int v) { return (v + (v & 1)) / 2; }
int shift(int v, Shove s) { return s == Shove::Odd ? oddShift(v) : evenShift(v); }

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

/// `v` as an int when it is one (label arithmetic is done in 64 bits: a printed number
/// near INT_MAX minus a negative origin must not overflow).
std::optional<int> asInt(long long v) {
  if (v < INT_MIN || v > INT_MAX) return std::nullopt;
  return static_cast<int>(v);
}

}  // namespace

OffsetCoord toOffset(HexCoord h, Orientation o, Shove s) {
  if (o == Orientation::FlatTop) return {h.q, h.r + shift(h.q, s)};
  return {h.q + shift(h.r, s), h.r};
}

HexCoord fromOffset(OffsetCoord c, Orientation o, Shove s) {
  if (o == Orientation::FlatTop) return {c.col, c.row - shift(c.col, s)};
  return {c.col - shift(c.row, s), c.row};
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
      const auto col = asInt(s.firstCol + localCol), row = asInt(s.firstRow + localRow);
      if (col && row) return fromOffset({*col, *row}, c.orientation, c.shove);
    }
  }
  // Unlettered labels are global offset numbers, valid under any convention.
  if (const auto printed = parseNumbers(text, digits)) {
    const auto col = asInt(static_cast<long long>(printed->col) - c.columnOrigin);
    const auto row = asInt(static_cast<long long>(printed->row) - c.rowOrigin);
    if (col && row) return fromOffset({*col, *row}, c.orientation, c.shove);
  }
  return std::nullopt;
}

}  // namespace hexwright::model
