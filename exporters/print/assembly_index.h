#pragma once
// The first page of a tiled map: a small picture of the whole poster with every
// sheet's outline and label, how to trim and join the sheets, and the 100 mm check bar.
#include <string>

#include "exporters/print/map_poster.h"
#include "exporters/print/tiling.h"

namespace hexwright::exporters {

void paintAssemblyIndex(Canvas& canvas, const TilePlan& plan, const MapPoster& poster, const std::string& title);

}  // namespace hexwright::exporters
