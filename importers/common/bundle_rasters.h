#pragma once
// Names of the rasters an import keeps inside a bundle (docs/bundle-format.md: background
// rasters and kept ground under rasters/).
#include <filesystem>
#include <string>

#include "model/map/map.h"

namespace hexwright::importers {

/// Picks a background file name inside `bundleDir` from the raster's stem that no file
/// in the bundle uses yet: "rasters/<stem>.tif", "rasters/<stem>-2.tif", … (the folder
/// docs/bundle-format.md uses for background rasters).
std::string freshBackgroundName(const std::filesystem::path& bundleDir, const std::filesystem::path& raster,
                                const model::Map& map);

}  // namespace hexwright::importers
