#pragma once
// What the georeferencing dialog shows, GUI-free: coordinates in full for their CRS's
// units, the CRS list filtered by what is typed, and the importer's messages in the
// dialog's words (its fields, not the command line's flags).
#include <string>
#include <vector>

#include "importers/georef/gcp.h"
#include "importers/ground/crs_catalog.h"

namespace hexwright::editor {

namespace georef_field {
inline constexpr const char* kMapCrs = "Map CRS";
inline constexpr const char* kTargetCrs = "Warp into CRS";
}  // namespace georef_field

/// Linear: metres, feet (2 decimals: centimetres). Degrees: 7 decimals (about 1 cm).
enum class CoordinateUnits { Linear, Degrees };

/// Fixed notation, never scientific, without "-0".
std::string formatFixed(double value, int decimals);
/// Fixed notation with the units' decimals, never scientific: 9120310.5 m is "9120310.50".
std::string formatCoordinate(double value, CoordinateUnits units);

/// The units of `crs` ("EPSG:4326", WKT…) when GDAL knows it; otherwise degrees when
/// there are points and every one lies within longitude/latitude's range, else linear.
CoordinateUnits coordinateUnits(const std::string& crs, const std::vector<importers::Gcp>& points);

/// The catalog entries whose "code name" holds every word of `filter` (case ignored),
/// in catalog order, at most `limit`. An empty filter matches all.
std::vector<const importers::CrsEntry*> searchCrs(const std::vector<importers::CrsEntry>& catalog,
                                                  const std::string& filter, std::size_t limit);

/// An importer message (map import, .points reading) in the dialog's words: "give
/// --crs" becomes "choose the Map CRS", "--to-crs" the "Warp into CRS" field, and so on.
std::string inGeoreferencerWords(std::string message);

}  // namespace hexwright::editor
