#pragma once
// The canvas's cache of the map layers: a Cairo image the size of the view. A change
// spoils only the pixels of the hexes it touched; panning moves the pixels already
// drawn and repaints the strips that came into view; anything else repaints it all.
// No wx, so the canvas logic is benchmarked and tested without a display.
#include <cairo.h>

#include <vector>

#include "editor/render/map_view.h"

namespace hexwright::editor {

class BackingStore {
 public:
  BackingStore() = default;
  ~BackingStore();
  BackingStore(const BackingStore&) = delete;
  BackingStore& operator=(const BackingStore&) = delete;

  /// Everything must be repainted (view options, zoom, document).
  void invalidateAll() { m_valid = false, m_dirty.clear(); }
  /// Part of the view must be repainted.
  void invalidate(const PixelRect& r) { m_dirty.push_back(r); }
  /// Marks what a document change spoils; returns the pixel rectangle to refresh on
  /// screen (empty for overlay-only changes, the whole view for a full repaint).
  PixelRect damage(const MapView& view, const Viewport& vp, const model::ChangeSet& changes);
  /// Moves the drawn pixels by (dx, dy) after the viewport was panned by the same amount.
  void scroll(int dx, int dy);
  /// Zooming: stretches the drawn pixels by `factor` about the pixel `anchor` at once, so
  /// the wheel feels instant; the caller repaints properly a moment later
  /// (invalidateAll) when the wheel stops.
  void rescale(double factor, model::Vec2 anchor);
  /// Brings the image up to date for `vp` (resizing it if needed) and returns it.
  cairo_surface_t* update(const MapView& view, const Viewport& vp);
  /// Pixels repainted by the last update (0 when it was already up to date).
  long long lastPaintedPixels() const { return m_lastPainted; }
  bool valid() const { return m_valid; }

 private:
  cairo_surface_t* m_surface = nullptr;
  bool m_valid = false;
  std::vector<PixelRect> m_dirty;
  long long m_lastPainted = 0;
};

}  // namespace hexwright::editor
