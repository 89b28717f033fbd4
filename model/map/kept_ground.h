#pragma once
// The ground an import kept (vector layers with a source, model/map/map_layers.h) read
// back as game terrain: what the art of the natural map style shows under a point, and
// the hexes whose painted terrain says otherwise. Shared by the validator's
// map.ground.disagrees check and the painter, which draws a disagreeing hex's own
// terrain over the art so that the printed map never contradicts the game data.
#include <optional>
#include <vector>

#include "model/map/map.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::model {

/// The type of a kept contour line (`import dem`): not a ruleset type, drawn by the
/// natural style as the map's contours; its name is the height in metres.
inline constexpr const char* kContourType = "contour";

/// True when some kept layer holds polygons (and the ground scale is known).
bool hasKeptTerrain(const Map& map);
/// True when some kept layer holds contour lines (kContourType) traced from a DEM.
bool hasKeptContours(const Map& map);

struct GroundDisagreement {
  HexCoord hex;
  TypeId painted;  // the hex's game terrain
  TypeId ground;   // what the kept ground shows under its centre (the default terrain where no polygon does)
};

/// Hexes whose painted terrain differs from the kept ground under their centre, in grid
/// order. Of several kept polygons under a centre, the terrain of higher precedence wins,
/// then the one drawn later (the painter draws in the same order). Empty when the map has
/// no kept terrain.
std::vector<GroundDisagreement> groundDisagreements(const Map& map, const Ruleset& ruleset);
/// The same, among `hexes` only (the ones on screen): a redraw of part of a large map
/// tests only the polygons over that part.
std::vector<GroundDisagreement> groundDisagreements(const Map& map, const Ruleset& ruleset,
                                                    const std::vector<HexCoord>& hexes);

/// A terrain type's precedence for mixed hexes (Ruleset); INT_MIN when not stated.
int terrainPrecedence(const Ruleset& ruleset, const TypeId& id);

/// Point in polygon (even-odd over the outline and its holes); points in grid-plane metres.
bool polygonContains(const std::vector<Vec2>& outline, const std::vector<std::vector<Vec2>>& holes, Vec2 p);

}  // namespace hexwright::model
