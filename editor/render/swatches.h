#pragma once
// Palette swatches drawn by the map's own painter (the legend's swatch code and the
// editor's counter), so a palette shows exactly the colours and patterns the map uses.
#include <cairo.h>

#include <string>

#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::editor {

enum class SwatchKind { Terrain, Hexside, Route, Feature, Elevation, Unit };

/// A `width` x `height` ARGB32 image surface (transparent where nothing is drawn) the
/// caller destroys. `id` is the type id, the level number (Elevation) or the unit id.
cairo_surface_t* renderSwatch(const model::Ruleset& ruleset, const model::Scenario& scenario, SwatchKind kind,
                              const std::string& id, int width, int height);

}  // namespace hexwright::editor
