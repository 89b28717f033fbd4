#include "exporters/vassal/vassal_board.h"

#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <set>

namespace hexwright::exporters::vassal {
namespace {

using model::OffsetConvention;

// Whether 0-based column (flat-top) or row (pointy-top) `index` is shoved half a hex.
bool shoved(int index, model::Shove s) {
  const bool odd = (index & 1) != 0;
  return s == model::Shove::Odd ? odd : !odd;
}

bool inSection(const model::MapSection& s, model::OffsetCoord g) {
  return g.col >= s.firstCol && g.col < s.firstCol + s.columns && g.row >= s.firstRow && g.row < s.firstRow + s.rows;
}

constexpr double kPadPx = 2;  // room for the outline's stroke

// The hex edges no two of the hexes share, chained into rings (in image pixels). Corners
// are matched on a 1/1000 mm lattice: neighbours compute a shared corner separately.
std::vector<std::vector<std::pair<int, int>>> outlineOf(const MapGeometry& g, const BoardPlan& b, int col0, int row0,
                                                        int cols, int rows) {
  using Key = std::pair<long long, long long>;
  const auto& c = g.grid().convention;
  std::map<Key, Vec2> at;
  std::set<std::pair<Key, Key>> edges;
  for (int row = row0; row < row0 + rows; ++row)
    for (int col = col0; col < col0 + cols; ++col) {
      const auto corners = g.corners(model::fromOffset({col, row}, c.orientation, c.shove));
      std::vector<Key> keys;
      for (const Vec2 p : corners) {
        keys.emplace_back(std::llround(p.x * 1000), std::llround(p.y * 1000));
        at.emplace(keys.back(), p);
      }
      for (std::size_t i = 0; i < keys.size(); ++i) edges.emplace(keys[i], keys[(i + 1) % keys.size()]);
    }
  std::multimap<Key, Key> next;
  for (const auto& [from, to] : edges)
    if (!edges.count({to, from})) next.emplace(from, to);
  std::vector<std::vector<std::pair<int, int>>> rings;
  while (!next.empty()) {
    std::vector<std::pair<int, int>> ring;
    const Key start = next.begin()->first;
    Key here = start;
    do {
      const auto it = next.find(here);
      if (it == next.end()) break;  // an open chain cannot come from closed hexes
      const Vec2 px = b.toPixel(at.at(here));
      ring.emplace_back(static_cast<int>(std::lround(px.x)), static_cast<int>(std::lround(px.y)));
      here = it->second;
      next.erase(it);
    } while (here != start);
    if (ring.size() >= 3) rings.push_back(std::move(ring));
  }
  return rings;
}

BoardPlan plan(const MapGeometry& g, int hexPx, std::optional<model::MapSection> section, std::string name,
               std::string image) {
  const model::HexGrid& grid = g.grid();
  const OffsetConvention& c = grid.convention;
  BoardPlan b;
  b.name = std::move(name);
  b.image = std::move(image);
  b.section = section;
  b.pxPerMm = hexPx / g.hexAcross();
  const int col0 = section ? section->firstCol : 0, row0 = section ? section->firstRow : 0;
  const int cols = section ? section->columns : grid.columns, rows = section ? section->rows : grid.rows;

  double minX = std::numeric_limits<double>::infinity(), minY = minX, maxX = -minX, maxY = -minX;
  for (int row = row0; row < row0 + rows; ++row)
    for (int col = col0; col < col0 + cols; ++col) {
      // Interior hexes cannot reach the outline; only the border ring is measured.
      if (row > row0 + 1 && row < row0 + rows - 2 && col > col0 + 1 && col < col0 + cols - 2) continue;
      for (const Vec2 p : g.corners(model::fromOffset({col, row}, c.orientation, c.shove))) {
        minX = std::min(minX, p.x), minY = std::min(minY, p.y);
        maxX = std::max(maxX, p.x), maxY = std::max(maxY, p.y);
      }
    }
  b.areaMm = {minX, minY, maxX - minX, maxY - minY};

  // Shift so that local hex (0,0)'s centre falls on whole pixels: x0 and y0 are integers.
  const Vec2 ref = g.centre(model::fromOffset({col0, row0}, c.orientation, c.shove));
  const Vec2 refPx{ref.x * b.pxPerMm, ref.y * b.pxPerMm};
  const Vec2 shift0{minX * b.pxPerMm - kPadPx, minY * b.pxPerMm - kPadPx};
  const double ux = refPx.x - shift0.x, uy = refPx.y - shift0.y;
  b.shiftPx = {shift0.x + (ux - std::floor(ux)), shift0.y + (uy - std::floor(uy))};
  const int cx = static_cast<int>(std::floor(ux)), cy = static_cast<int>(std::floor(uy));
  b.widthPx = static_cast<int>(std::ceil(maxX * b.pxPerMm - b.shiftPx.x + kPadPx));
  b.heightPx = static_cast<int>(std::ceil(maxY * b.pxPerMm - b.shiftPx.y + kPadPx));

  b.sideways = c.orientation == model::Orientation::PointyTop;
  b.dy = hexPx;                            // across flats
  b.dx = hexPx * std::numbers::sqrt3 / 2;  // between column (row) centres
  b.x0 = b.sideways ? cy : cx;
  b.y0 = b.sideways ? cx : cy;
  b.stagger = shoved(b.sideways ? row0 : col0, c.shove);
  const int leading = std::max(1, c.digits) - 1;
  b.hLeading = b.vLeading = leading;
  if (b.sideways) {
    // VASSAL's raw columns are then our rows: name the row part first ('V').
    b.first = 'V';
    b.hOff = c.rowOrigin;
    b.vOff = c.columnOrigin;
  } else {
    b.first = 'H';
    b.hOff = c.columnOrigin;
    b.vOff = c.rowOrigin;
  }
  if (section) b.locationFormat = section->letter + "$gridLocation$";
  b.hexOutlines = outlineOf(g, b, col0, row0, cols, rows);
  return b;
}

}  // namespace

bool BoardPlan::holds(model::HexCoord h, const OffsetConvention& c) const {
  if (!section) return true;
  return inSection(*section, model::toOffset(h, c.orientation, c.shove));
}

std::vector<BoardPlan> planBoards(const model::Ruleset* rs, const MapGeometry& g, int hexPx,
                                  model::Diagnostics& diagnostics) {
  std::vector<BoardPlan> boards;
  const model::HexGrid& grid = g.grid();
  const OffsetConvention& c = grid.convention;
  if (c.sections.empty()) {
    boards.push_back(plan(g, hexPx, std::nullopt, "Map", "board.png"));
    return boards;
  }
  for (const model::MapSection& section : c.sections) {
    if (section.columns <= 0 || section.rows <= 0) continue;
    std::string name = "Map " + section.letter;
    if (rs)
      if (const auto* sheet = rs->findMapSheet(section.letter); sheet && !sheet->name.empty()) name = sheet->name;
    boards.push_back(plan(g, hexPx, section, name, "board-" + section.letter + ".png"));
  }
  int outside = 0;
  for (int row = 0; row < grid.rows; ++row)
    for (int col = 0; col < grid.columns; ++col) {
      bool held = false;
      for (const auto& section : c.sections) held = held || inSection(section, {col, row});
      if (!held) ++outside;
    }
  if (outside > 0)
    diagnostics.add(model::Severity::Warning, "export.vassal.hex-outside-sections",
                    std::to_string(outside) +
                        " hexes lie outside every lettered map section; the module's boards "
                        "are the sections, so those hexes are on no board");
  return boards;
}

const BoardPlan* boardFor(const std::vector<BoardPlan>& boards, model::HexCoord h, const OffsetConvention& c) {
  if (!c.sections.empty()) {
    // The first section that holds the hex, in the convention's order (as formatLabel).
    const model::OffsetCoord g = model::toOffset(h, c.orientation, c.shove);
    for (const auto& section : c.sections)
      if (inSection(section, g))
        for (const auto& b : boards)
          if (b.section && b.section->letter == section.letter) return &b;
    return nullptr;
  }
  return boards.empty() ? nullptr : &boards.front();
}

}  // namespace hexwright::exporters::vassal
