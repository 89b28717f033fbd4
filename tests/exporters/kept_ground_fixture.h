#pragma once
// Kept ground for natural-style tests: map millimetres back to the grid-plane metres a
// kept layer stores, a kept layer (one with a source, as an import leaves it), and a
// round feature to put in it.
#include <cmath>
#include <numbers>
#include <string>
#include <utility>
#include <vector>

#include "exporters/render/map_geometry.h"
#include "model/map/map_layers.h"

namespace hexwright::exporters::testing {

/// The inverse of MapGeometry::fromGroundMetres on a hex map with a ground scale.
inline Vec2 toGroundMetres(const MapGeometry& g, Vec2 mm) {
  const Vec2 o = g.fromGroundMetres({0, 0});
  return {(mm.x - o.x) / g.mmPerGroundMetre(), (mm.y - o.y) / g.mmPerGroundMetre()};
}

/// A layer kept from `source` (id "ground-<source>"), as `import vector` names it.
inline model::VectorLayer keptLayer(const std::string& source, std::vector<model::VectorFeature> features) {
  model::VectorLayer layer;
  layer.id = model::LayerId("ground-" + source);
  layer.name = layer.source = source;
  layer.features = std::move(features);
  return layer;
}

/// A polygon of `points` corners on a circle round `centre` (map mm), in ground metres.
inline model::VectorFeature roundPolygon(const MapGeometry& g, const std::string& id, const std::string& type,
                                         Vec2 centre, double radius, int points) {
  model::VectorFeature f;
  f.id = model::FeatureId(id);
  f.type = type;
  for (int k = 0; k < points; ++k) {
    const double a = k * 2 * std::numbers::pi / points;
    f.points.push_back(toGroundMetres(g, {centre.x + radius * std::cos(a), centre.y + radius * std::sin(a)}));
  }
  return f;
}

}  // namespace hexwright::exporters::testing
