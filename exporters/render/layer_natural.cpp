// The natural map style's ground (docs/natural-maps.md): the default terrain under the
// art, and where a hex's painted terrain is not what the art shows under its centre, the
// hex's own terrain over the art. The game data always wins on paper.
#include <algorithm>

#include "exporters/render/map_layer_context.h"
#include "model/map/kept_ground.h"

namespace hexwright::exporters::layers {

void paintNaturalGround(Canvas& c, const Context& ctx) {
  if (!ctx.options.layers.fills) return;
  const model::TypeId& def = ctx.ruleset ? ctx.ruleset->defaultTerrain : model::TypeId{};
  Path ground;
  ground.reserve(ctx.hexes.size() * 7);
  for (const model::HexCoord h : ctx.hexes) ground.polygon(ctx.geometry.corners(h));
  CanvasState keep(c);
  if (ctx.options.screenLevelOfDetail) c.setCrispFills();
  c.fill(ground, ctx.style.terrain(def.empty() ? "clear" : def).fill.withAlpha(ctx.options.terrainOpacity));
}

void paintDisagreeingHexes(Canvas& c, const Context& ctx) {
  if (!ctx.ruleset) return;
  std::vector<model::HexCoord> hexes;
  if (model::hasKeptTerrain(ctx.map)) {
    const auto all = model::groundDisagreements(ctx.map, *ctx.ruleset);
    std::vector<model::HexCoord> visible = ctx.hexes;
    std::sort(visible.begin(), visible.end());
    for (const model::GroundDisagreement& d : all)
      if (std::binary_search(visible.begin(), visible.end(), d.hex)) hexes.push_back(d.hex);
  } else {
    // No kept ground: every hex not of the default terrain is game data the art lacks.
    for (const model::HexCoord h : ctx.hexes) {
      const model::TypeId& t = ctx.map.terrainAt(h);
      if (!t.empty() && t != ctx.ruleset->defaultTerrain) hexes.push_back(h);
    }
  }
  if (hexes.empty()) return;
  Context only = ctx;
  only.hexes = std::move(hexes);
  paintTerrain(c, only);
}

}  // namespace hexwright::exporters::layers
