#pragma once
// The canvas's view onto the world: a scale (pixels per world unit) and the world point at
// the top-left pixel. Zooming at the cursor keeps the world point under it fixed.
#include "editor/core/hex_picking.h"
#include "model/hex/hex_layout.h"

namespace hexwright::editor {

class Viewport {
 public:
  static constexpr double kMinScale = 0.02;  // pixels per world unit
  static constexpr double kMaxScale = 200.0;

  void setSize(int widthPx, int heightPx);
  int width() const { return m_width; }
  int height() const { return m_height; }
  double scale() const { return m_scale; }
  model::Vec2 origin() const { return m_origin; }

  model::Vec2 worldToScreen(model::Vec2 w) const;
  model::Vec2 screenToWorld(model::Vec2 s) const;
  /// The world rectangle the canvas shows.
  model::Rect visibleWorld() const;
  /// The pixel rectangle covering `r` (rounded outwards), as x, y, w, h.
  model::Rect screenRect(const model::Rect& r) const;

  /// Multiplies the scale by `factor` (clamped), keeping the world point at `screen` fixed.
  void zoomAt(model::Vec2 screen, double factor);
  /// Moves the view by a pixel delta (drag the map with the mouse: pass the mouse delta).
  void panBy(double dxPx, double dyPx);
  /// Shows all of `r` centred with a margin in pixels.
  void fit(const model::Rect& r, double marginPx = 16);
  /// Centres the view on a world point without changing the scale.
  void centreOn(model::Vec2 w);
  void set(double scale, model::Vec2 origin);

 private:
  int m_width = 1;
  int m_height = 1;
  double m_scale = 1;
  model::Vec2 m_origin;  // world point at pixel (0, 0)
};

}  // namespace hexwright::editor
