#pragma once
// What the grid needs to know about a CRS, without GDAL types: its name, the text to
// store in the map, and how many of its units make a metre.
#include <optional>
#include <string>

#include "model/core/diagnostic.h"

namespace hexwright::importers {

struct CrsInfo {
  std::string storable;                 // "EPSG:32616", or WKT2 when it is no plain EPSG code
  std::string name;                     // "WGS 84 / UTM zone 16N (EPSG:32616)"
  std::optional<double> unitsPerMetre;  // nullopt: geographic (degrees)
  std::string wkt{};                    // one-line WKT2 (QGIS's .points #CRS line)
};

/// nullopt, with an error naming `what` ("--crs"), when GDAL does not know the CRS.
std::optional<CrsInfo> describeCrs(const std::string& text, model::Diagnostics& diagnostics, const std::string& what);

}  // namespace hexwright::importers
