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
  double overlap = 10;
  Rect content;  // where poster content goes on each page (page mm)
  int rows = 1;
  int cols = 1;
  std::vector<Tile> tiles;  // row-major
  int pages() const { return rows * cols; }
  const Tile* at(int row, int col) const;
};

/// Tiles a `posterSize` poster over `paper` (turned to landscape when that needs fewer
/// sheets, unless `keepOrientation`). The content area is the paper less `margin` on
/// every side; neighbouring sheets share `overlap` mm of poster.
TilePlan planTiles(Vec2 posterSize, const PaperSize& paper, double margin, double overlap,
                   bool keepOrientation = false);

/// "A", "B", … "Z", "AA", "AB", …
std::string rowLetters(int row);

}  // namespace hexwright::exporters
