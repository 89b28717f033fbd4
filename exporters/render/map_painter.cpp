#include "exporters/render/map_painter.h"

#include "exporters/render/map_layer_context.h"

namespace hexwright::exporters {

MapPainter::MapPainter(const model::Scenario& scenario, const model::Ruleset* ruleset, MapGeometry geometry,
                       MapPaintOptions options)
    : m_scenario(scenario),
      m_ruleset(ruleset),
      m_geometry(std::move(geometry)),
      m_style(ruleset),
      m_options(std::move(options)) {}

void MapPainter::paint(Canvas& canvas, const Rect& visible, MapPart part) const {
  const Rect area = visible.intersected(m_geometry.bounds().inflated(2));
  if (area.empty()) return;
  const bool natural = !m_geometry.isTable() && m_options.art == MapArt::Natural;
  if (part == MapPart::NaturalArt && !natural) return;
  if (m_geometry.isTable() && part != MapPart::Whole) return;
  layers::Context ctx{m_scenario,
                      m_scenario.map,
                      m_ruleset,
                      m_geometry,
                      m_style,
                      m_options,
                      m_backgrounds,
                      area,
                      m_geometry.hexesIn(area),
                      canvas.deviceScale(),
                      m_backgroundSource.get(),
                      m_backgroundPixelsPerMm};
  const MapLayers& on = m_options.layers;
  CanvasState keep(canvas);
  // Everything outside the map (hex outline or table) stays blank paper.
  canvas.clip(Path().rect(area));

  if (m_geometry.isTable()) {
    // Tabletop: the table is the map; vector layers are the terrain.
    if (on.terrain && on.fills) {
      const auto& def = m_ruleset ? m_ruleset->defaultTerrain : model::TypeId{};
      canvas.fillRect(m_geometry.bounds(), m_style.terrain(def.empty() ? "open" : def).fill);
    }
    if (on.background) layers::paintBackgrounds(canvas, ctx);
    layers::paintVectorLayers(canvas, ctx);
    if (on.areas) layers::paintTableAreas(canvas, ctx);
    if (!m_options.overlay.empty()) layers::paintOverlay(canvas, ctx);
    if (on.tableGrid) layers::paintTableGrid(canvas, ctx);
    if (on.labels) layers::paintLabels(canvas, ctx);
  } else {
    const auto draws = [part](MapPart p) { return part == MapPart::Whole || part == p; };
    if (draws(MapPart::NaturalArt) && natural) {
      if (on.terrain) layers::paintNaturalGround(canvas, ctx);
      if (on.background) layers::paintBackgrounds(canvas, ctx);
      if (on.terrain) layers::paintKeptPolygons(canvas, ctx);
    }
    if (draws(MapPart::UnderGrid)) {
      if (natural) {
        if (on.terrain) {
          layers::paintDisagreeingHexes(canvas, ctx);
          if (on.elevation) layers::paintBackgrounds(canvas, ctx, true);
          layers::paintVectorLayers(canvas, ctx, layers::VectorSelection::Kept, false);
          if (on.routes) layers::paintCrossings(canvas, ctx);
        }
      } else {
        if (on.background) layers::paintBackgrounds(canvas, ctx);
        if (on.terrain) layers::paintTerrain(canvas, ctx);
      }
      if (on.elevation && m_style.drawsElevation()) layers::paintElevation(canvas, ctx);
      if (on.vectors)
        layers::paintVectorLayers(canvas, ctx,
                                  natural ? layers::VectorSelection::HandDrawn : layers::VectorSelection::All);
      if (on.areas) layers::paintAreas(canvas, ctx);
      if (!m_options.overlay.empty()) layers::paintOverlay(canvas, ctx);
    }
    if (draws(MapPart::Grid) && on.grid) layers::paintGrid(canvas, ctx);
    if (draws(MapPart::OverGrid)) {
      if (on.hexsides) layers::paintHexsides(canvas, ctx);
      if (on.routes) layers::paintRoutes(canvas, ctx);
      if (on.features || on.victory) layers::paintFeatures(canvas, ctx);
      if (on.hexNumbers) layers::paintHexNumbers(canvas, ctx);
      if (on.labels) layers::paintLabels(canvas, ctx);
    }
  }
  if (on.frame && (part == MapPart::Whole || part == MapPart::OverGrid)) {
    Stroke s;
    s.width = 0.35;
    canvas.strokeRect(m_geometry.bounds(), s);
  }
}

void MapPainter::paintView(Canvas& canvas, const Rect& world, double pixelsPerMm) const {
  CanvasState keep(canvas);
  canvas.scale(pixelsPerMm, pixelsPerMm);
  canvas.translate(-world.x, -world.y);
  paint(canvas, world);
}

}  // namespace hexwright::exporters
