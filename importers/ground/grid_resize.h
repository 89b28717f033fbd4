#pragma once
// Growing or shrinking the hex grid (to cover a raster) without losing work: the hexes
// that stay keep their terrain and elevation; new hexes get the fill terrain. Anything
// placed on a hex that would leave the map stops the resize instead of vanishing. Pure.
#include <optional>

#include "model/core/diagnostic.h"
#include "model/scenario/scenario.h"

namespace hexwright::importers {

/// The scenario's map with a columns × rows grid (same numbering, same first hex).
/// nullopt, with one error per kind of content that would fall off, otherwise.
std::optional<model::Map> resizeGrid(const model::Scenario& scenario, int columns, int rows,
                                     const model::TypeId& fillTerrain, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
