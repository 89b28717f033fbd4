#pragma once
// Splitting a large printed map (the "poster": map plus key, title and track) across
// sheets of paper with overlap. Pure arithmetic, no drawing: tested on its own.
#include <string>
#include <vector>

#include "exporters/print/paper.h"
#include "exporters/render/geometry.h"

namespace hexwright::exporters {

struct Tile {
  int row = 0;
  int col = 0;
  Rect area;          // the part of the poster this sheet shows (poster mm)
  std::string label;  // "B3": row letter, column number
};

struct TilePlan {
  PaperSize paper;  // oriented as printed
  double margin = 10;
  double overlap = 10;  // the least neighbouring sheets share, as asked
  // What neighbours do share, across (x) and down (y): the asked overlap plus the slack
  // the last column or row would otherwise leave empty, spread over the joins, so every
  // sheet is full of poster (at most half a sheet; past that the last sheet keeps it).
  double overlapX = 10;
  double overlapY = 10;
  Rect content;  // where poster content goes on each page (page mm)
  int rows = 1;
  int cols = 1;
  std::vector<Tile> tiles;  // row-major
  int pages() const { return rows * cols; }
  const Tile* at(int row, int col) const;
};

/// Tiles a `posterSize` poster over `paper` (turned to landscape when that needs fewer
/// sheets, unless `keepOrientation`). The content area is the paper less `margin` on
/// every side; neighbouring sheets share at least `overlap` mm of poster.
TilePlan planTiles(Vec2 posterSize, const PaperSize& paper, double margin, double overlap,
                   bool keepOrientation = false);

/// "A", "B", … "Z", "AA", "AB", …
std::string rowLetters(int row);

}  // namespace hexwright::exporters
