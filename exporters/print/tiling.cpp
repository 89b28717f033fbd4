#include "exporters/print/tiling.h"

#include <algorithm>
#include <cmath>

namespace hexwright::exporters {
namespace {

int countAlong(double length, double content, double overlap) {
  if (length <= content + 1e-6) return 1;
  const double step = content - overlap;
  return 1 + static_cast<int>(std::ceil((length - content) / step - 1e-9));
}

double spread(double length, double content, double overlap, int count) {
  if (count <= 1) return overlap;
  const double even = (count * content - length) / (count - 1);
  return std::clamp(even, overlap, std::max(overlap, content * 0.5));
}

TilePlan planFor(Vec2 poster, const PaperSize& paper, double margin, double overlap) {
  TilePlan p;
  p.paper = paper;
  p.margin = margin;
  p.content = {margin, margin, paper.widthMm - 2 * margin, paper.heightMm - 2 * margin};
  // An overlap of half the sheet or more would never advance; keep it sane.
  p.overlap = std::clamp(overlap, 0.0, std::min(p.content.w, p.content.h) * 0.5);
  p.cols = countAlong(poster.x, p.content.w, p.overlap);
  p.rows = countAlong(poster.y, p.content.h, p.overlap);
  p.overlapX = spread(poster.x, p.content.w, p.overlap, p.cols);
  p.overlapY = spread(poster.y, p.content.h, p.overlap, p.rows);
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c)
      p.tiles.push_back({r, c,
                         Rect{c * (p.content.w - p.overlapX), r * (p.content.h - p.overlapY), p.content.w, p.content.h},
                         rowLetters(r) + std::to_string(c + 1)});
  return p;
}

}  // namespace

std::string rowLetters(int row) {
  std::string s;
  for (int n = row + 1; n > 0; n = (n - 1) / 26) s.insert(s.begin(), static_cast<char>('A' + (n - 1) % 26));
  return s;
}

const Tile* TilePlan::at(int row, int col) const {
  if (row < 0 || col < 0 || row >= rows || col >= cols) return nullptr;
  return &tiles[static_cast<std::size_t>(row * cols + col)];
}

TilePlan planTiles(Vec2 poster, const PaperSize& paper, double margin, double overlap, bool keepOrientation) {
  if (keepOrientation) return planFor(poster, paper, margin, overlap);
  TilePlan portrait = planFor(poster, paper.portrait(), margin, overlap);
  TilePlan landscape = planFor(poster, paper.portrait().landscape(), margin, overlap);
  return landscape.pages() < portrait.pages() ? landscape : portrait;
}

}  // namespace hexwright::exporters
