#pragma once
// Ceilings on every count and size that a file can state (docs/bundle-format.md,
// "Limits"). Each is far above what a real battle needs and low enough that a tiny
// hostile file cannot make Hexwright allocate or loop without bound; above one, reading
// stops with a clear error naming the file and line.
#include <cstddef>
#include <cstdint>

namespace hexwright::io {

/// One XML document of a bundle (scenario.xml, map.xml, oob.xml), and any text file an
/// importer reads whole (OOB listings, CSV, .points, mappings): 256 MiB.
inline constexpr std::size_t kMaxDocumentBytes = std::size_t{256} << 20;
/// Hexes in a grid: 1,000,000 (1000 × 1000). The largest published hex battle maps
/// have a few tens of thousands.
inline constexpr std::int64_t kMaxGridHexes = 1'000'000;
/// Turns in a scenario (last − first + 1): 10,000. A multi-day battle at 20 minutes a
/// turn has a few hundred.
inline constexpr std::int64_t kMaxTurns = 10'000;
/// Turn numbers themselves stay within ±1,000,000 so arithmetic on them cannot overflow.
inline constexpr int kMaxTurnNumber = 1'000'000;
/// Tabletop size in inches: 10,000 (a 250 m table); must be finite and not negative.
inline constexpr double kMaxTableInches = 10'000;
/// Depth of the formation tree (army → corps → division → …): 64.
inline constexpr int kMaxFormationDepth = 64;
/// Ground control points in one .points file: 10,000.
inline constexpr std::size_t kMaxControlPoints = 10'000;
/// Bytes in one line of a text input (OOB listing, CSV row, .points line): 1 MiB.
inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;
/// Values echoed in messages are cut to this many bytes ("…" added).
inline constexpr std::size_t kMaxEchoBytes = 200;

}  // namespace hexwright::io
