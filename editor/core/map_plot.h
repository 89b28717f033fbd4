#pragma once
// The georeferencer's Map panel, GUI-free: the control points' map coordinates fitted
// into a panel, as QGIS's map canvas shows them beside the raster. Both axes share one
// scale so shapes are true, and y grows up as eastings and northings (or degrees) do.
#include <vector>

#include "model/core/geometry.h"

namespace hexwright::editor {

class MapPlot {
 public:
  /// Fits `map` (any number of points) inside a `width` × `height` panel, `margin`
  /// pixels clear of every edge; one point, or all equal, sits in the middle.
  MapPlot(const std::vector<model::Vec2>& map, double width, double height, double margin);
  /// Panel pixels (y down) of a map coordinate.
  model::Vec2 toPanel(model::Vec2 map) const;
  /// Panel pixels per map unit, the same on both axes.
  double scale() const { return m_scale; }

 private:
  model::Vec2 m_mapCentre{0, 0};
  model::Vec2 m_panelCentre{0, 0};
  double m_scale = 1;
};

}  // namespace hexwright::editor
