#pragma once
// The boards of the module's main map and the VASSAL grid of each: which part of the
// hex map a board shows, the pixel frame of its image, and the HexGrid and
// HexGridNumbering attributes that make VASSAL's hex centres and location names match
// the image and the ruleset's labels.
//
// VASSAL's HexGrid (not sideways) is a flat-top grid whose odd raw columns sit half a hex
// lower: raw hex (nx, ny) is at x = (int)(dx*nx + x0), y = (int)(dy*ny + y0) plus
// (int)(dy/2) for odd nx, with x0/y0 integers. Sideways swaps x and y (pointy-top rows).
// So a board puts local hex (0,0) (its section's first hex) at integer pixels, uses
// dy = across flats and dx = 3/4 of the corner-to-corner width, and sets the numbering's
// `stagger` when the board's first column (row, sideways) is the shoved one.
#include <optional>
#include <string>
#include <vector>

#include "exporters/render/map_geometry.h"
#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters::vassal {

struct BoardPlan {
  std::string name;   // "Map", or the section's sheet name ("Map A")
  std::string image;  // file name under images/
  std::optional<model::MapSection> section;
  Rect areaMm;  // the part of the map drawn, in map mm
  int widthPx = 0;
  int heightPx = 0;
  double pxPerMm = 1;
  Vec2 shiftPx;  // image pixel = map mm * pxPerMm - shiftPx

  // HexGrid
  bool sideways = false;
  int x0 = 0, y0 = 0;  // raw hex (0,0), in VASSAL's (possibly swapped) frame
  double dx = 0, dy = 0;
  // HexGridNumbering
  bool stagger = false;
  char first = 'H';
  int hOff = 1, vOff = 1;
  int hLeading = 1, vLeading = 1;
  std::string locationFormat = "$gridLocation$";
  /// The outline of the board's hexes in image pixels, one ring per connected group:
  /// VASSAL's Zone polygon, so that only the map's hexes snap and have names (a piece
  /// dropped in the image's margin stays where it is dropped, "offboard").
  std::vector<std::vector<std::pair<int, int>>> hexOutlines;

  bool holds(model::HexCoord h, const model::OffsetConvention& c) const;
  /// Where the painter draws a map-mm point on this board's image.
  Vec2 toPixel(Vec2 mm) const { return {mm.x * pxPerMm - shiftPx.x, mm.y * pxPerMm - shiftPx.y}; }
};

/// One board for an unlettered map, one per lettered section (the section's sheet name
/// when the schema gives one). Hexes outside every section are on no board (warning).
std::vector<BoardPlan> planBoards(const model::Ruleset* ruleset, const MapGeometry& geometry, int hexPx,
                                  model::Diagnostics& diagnostics);

/// The board a hex is on: the first whose section holds it, as model::formatLabel
/// chooses the label's letter. Null when none.
const BoardPlan* boardFor(const std::vector<BoardPlan>& boards, model::HexCoord h, const model::OffsetConvention& c);

}  // namespace hexwright::exporters::vassal
