#pragma once
// GIS vector data (Shapefile, GeoPackage, GeoJSON, OpenStreetMap, anything OGR reads)
// → hex terrain, hexside features, routes and hex features through a mapping file's
// <vector> rules: polygons give terrain by covered share, lines along or across
// hexsides give streams, fences and bridges, lines through hexes give roads, points
// give hex features.
#include <map>
#include <string>

#include "importers/common/staged_import.h"
#include "importers/mapping/mapping.h"
#include "model/core/progress.h"
#include "model/map/map.h"

namespace hexwright::importers {

struct VectorImportRequest {
  std::string source;        // a file, folder or any OGR connection string
  Mapping mapping;           // resolved for the ruleset (resolveMapping)
  double minCoverage = 0.5;  // a terrain type's share of a hex to count as present, unless its rule says
  std::string crs;           // the source's CRS when a layer does not name one
  bool keepGround = true;    // keep what was read as the map's ground (kept_ground.h)
  friend bool operator==(const VectorImportRequest&, const VectorImportRequest&) = default;
};

struct VectorRuleStats {
  long long features = 0;  // matched by the rule's filter inside the map's extent
  long long used = 0;      // of the right geometry kind
};

struct VectorImportResult : StagedImport {
  std::size_t terrainChanged = 0;
  std::size_t hexsideFeaturesAdded = 0;
  std::size_t routesAdded = 0;
  std::size_t hexFeaturesAdded = 0;
  std::vector<VectorRuleStats> rules;  // parallel to request.mapping.rules
  std::size_t groundFeaturesKept = 0;  // features of the kept ground layer
  std::size_t groundPointsRead = 0;    // vertices read from the matched features
  std::size_t groundPointsKept = 0;    // of them, kept after clipping and simplifying
};

VectorImportResult importVector(const model::Map& current, const model::Ruleset& ruleset,
                                const VectorImportRequest& request, model::Diagnostics& diagnostics,
                                model::ProgressReporter& progress);

}  // namespace hexwright::importers
