#pragma once
// The coordinate reference systems GDAL's PROJ database knows, for a list to pick one
// from (the editor's georeferencer), without GDAL types.
#include <string>
#include <vector>

namespace hexwright::importers {

struct CrsEntry {
  std::string code;         // "EPSG:32616": what parseSrs, the map and .points files take
  std::string name;         // "WGS 84 / UTM zone 16N"
  bool geographic = false;  // degrees: fine for control points, not for the grid
};

/// EPSG's projected and 2-D geographic CRSs that are not deprecated, by code; read from
/// PROJ's database once (OSRGetCRSInfoListFromDatabase) and kept.
const std::vector<CrsEntry>& crsCatalog();

}  // namespace hexwright::importers
