#pragma once
// Cairo image surfaces (ARGB32, premultiplied) as wx images: the canvas, the mini-map,
// palette swatches and toolbar icons are all drawn with Cairo.
#include <cairo.h>
#include <wx/image.h>

namespace hexwright::editor {

/// Un-premultiplies `surface`'s pixels into a wxImage, with an alpha channel when asked.
wxImage imageFromCairo(cairo_surface_t* surface, bool withAlpha = false);

}  // namespace hexwright::editor
