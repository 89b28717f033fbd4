#pragma once
// A layer of the map kept in bitmap tiles between repaints: the natural style's terrain
// art (kept woods and fields with their patterns, raster backgrounds) and the hex grid.
// Both are a large part of a redraw and neither changes when a hex is painted, so a
// repaint blits tiles and draws only what edits change between and over them.
//
// Tiles are kTile device pixels square on a lattice fixed in world space at each zoom,
// so a pan, a repaint of a few hexes and a return to an earlier zoom reuse them. The
// missing tiles of one paint are rendered in one pass over their bounding box (one
// painter pass instead of one a tile) and cut up. The box's buffer and dropped tiles'
// buffers are kept for the next tiles: fresh memory's page faults were a fifth of a
// first paint at a new zoom. The caller places the view's origin
// on a whole pixel, so tiles land on whole pixels and the layers drawn live between
// them land where they did beside them.
#include <cairo.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <tuple>
#include <vector>

#include "model/core/geometry.h"

namespace hexwright::editor {

class TileLayer {
 public:
  static constexpr int kTile = 128;
  /// 64 MB of tiles a layer: about four 1920 x 1080 screens.
  static constexpr std::size_t kMaxTiles = 1024;

  TileLayer() = default;
  ~TileLayer();
  TileLayer(const TileLayer&) = delete;
  TileLayer& operator=(const TileLayer&) = delete;

  /// Draws the world area `world` (mm) into `cr`, whose user space is world millimetres
  /// and whose clip is that area; the surface starts transparent.
  using Render = std::function<void(cairo_t* cr, const model::Rect& world)>;

  /// Blits the tiles covering view pixels [x0, x1) x [y0, y1), rendering the missing
  /// ones, for a view at `scale` pixels per mm whose pixel (0, 0) is lattice pixel
  /// (originX, originY) (the view's world origin times the scale, rounded). `cr`'s user
  /// space is the view's pixels.
  void paint(cairo_t* cr, double scale, int originX, int originY, int x0, int y0, int x1, int y1, const Render& render);
  /// Forgets every tile (what they show changed).
  void clear();
  std::size_t size() const { return m_tiles.size(); }
  /// Tiles rendered so far (a repaint that finds them all renders none).
  std::size_t rendered() const { return m_rendered; }

 private:
  using Key = std::tuple<std::uint64_t, int, int>;  // scale's bits, column, row
  struct Tile {
    cairo_surface_t* surface = nullptr;
    std::uint64_t used = 0;
  };
  void renderMissing(std::uint64_t bits, double scale, int c0, int r0, int c1, int r1, const Render& render);
  void evict();
  cairo_surface_t* newTile();
  cairo_surface_t* box(int w, int h);  // the scratch surface, its top-left w x h transparent

  std::map<Key, Tile> m_tiles;
  std::vector<cairo_surface_t*> m_spare;  // dropped tiles' surfaces, for reuse
  cairo_surface_t* m_box = nullptr;
  std::uint64_t m_clock = 0;
  std::size_t m_rendered = 0;
};

}  // namespace hexwright::editor
