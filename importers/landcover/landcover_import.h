#pragma once
// A classified land-cover raster (NLCD, CORINE, a hand-painted class map) → hex terrain
// through a mapping file's <landcover> classes.
#include <filesystem>
#include <map>
#include <string>

#include "importers/common/staged_import.h"
#include "importers/common/terrain_choice.h"
#include "importers/mapping/mapping.h"
#include "model/core/progress.h"
#include "model/map/map.h"

namespace hexwright::importers {

struct LandcoverRequest {
  std::filesystem::path raster;
  Mapping mapping;  // resolved for the ruleset (resolveMapping)
  CoverMethod method = CoverMethod::Majority;
  double threshold = 0.5;  // Coverage: share a type needs to count as present
  std::string crs;         // the raster's CRS when the file does not name one
  int band = 1;
  /// Keep the mapped classes as terrain polygons for the natural map style, as a vector
  /// layer marked with `source` (the file as the designer named it).
  bool keepGround = true;
  std::string source;
  friend bool operator==(const LandcoverRequest&, const LandcoverRequest&) = default;
};

struct LandcoverResult : StagedImport {
  std::size_t hexesClassified = 0;
  std::size_t hexesChanged = 0;
  std::size_t hexesOutside = 0;
  std::size_t hexesNodata = 0;
  std::size_t hexesUnmapped = 0;  // every pixel of an unmapped class
  std::map<model::TypeId, std::size_t> terrainCounts;
  std::map<long long, long long> unmappedPixels;  // class value → pixels in the map's hexes
  bool reprojected = false;
  std::size_t groundFeaturesKept = 0;
  std::size_t groundPointsRead = 0;
  std::size_t groundPointsKept = 0;
};

LandcoverResult importLandcover(const model::Map& current, const model::Ruleset& ruleset,
                                const LandcoverRequest& request, model::Diagnostics& diagnostics,
                                model::ProgressReporter& progress);

}  // namespace hexwright::importers
