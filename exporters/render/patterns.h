#pragma once
// Terrain fill patterns, drawn as small shapes inside each hex (no clipping, so a map
// of thousands of hexes stays fast) and collected into two paths per terrain type: one
// filled, one stroked. Names the schema may use: trees, light-trees, scrub, marsh,
// orchard, crops, buildings, rough, dots, water (and aliases: rows, rocks, forest, brush,
// swamp, town). Unknown names draw nothing.
#include <cstdint>
#include <string>

#include "exporters/render/canvas.h"

namespace hexwright::exporters {

struct PatternPaths {
  Path fills;
  Path strokes;
};

/// Adds the pattern's shapes for one hex (or any roughly round area) of width `across`
/// centred on `centre`. `seed` jitters the shapes so neighbouring hexes differ but every
/// render of the same hex is identical. Returns false for an unknown pattern name.
bool addPattern(const std::string& pattern, Vec2 centre, double across, std::uint32_t seed, PatternPaths& out);
bool knownPattern(const std::string& pattern);
/// The ink of a pattern on `fill`: the fill darkened, so patterns read on any colour.
Color patternInk(Color fill);
/// Line width for pattern strokes at this hex size.
double patternStrokeWidth(double across);
/// Draws collected paths with the ink of `fill`.
void drawPattern(Canvas& canvas, const PatternPaths& paths, Color fill, double across);

}  // namespace hexwright::exporters
