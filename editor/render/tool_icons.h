#pragma once
// Toolbar icons for the editing tools, drawn as vectors by the map painter's own pieces
// (terrain pattern, hexside and route strokes, feature symbols, the unit counter), so
// each tool's icon looks like what it puts on the map.
#include <cairo.h>

#include <string>

namespace hexwright::editor {

/// A `px` x `px` ARGB32 surface (transparent background) the caller destroys; nullptr
/// for an id that is not an editing tool.
cairo_surface_t* renderToolIcon(const std::string& toolId, int px);

}  // namespace hexwright::editor
