#pragma once
// Spatial references with traditional GIS axis order (x = easting/longitude), always
// (importers/README.md): GDAL 3 otherwise follows the authority's order
// and EPSG:4326 would silently read as latitude, longitude. Internal to importers/.
#include <optional>
#include <string>
#include <vector>

#include "importers/gdal/gdal_handles.h"
#include "model/core/diagnostic.h"
#include "model/hex/hex_layout.h"

namespace hexwright::importers::gdal {

/// Anything OGRSpatialReference::SetFromUserInput accepts: "EPSG:32616", WKT, PROJ
/// strings, a .prj file name. nullptr (and an error naming `what`) when it is not a CRS.
SrsPtr parseSrs(const std::string& text, model::Diagnostics& diagnostics, const std::string& what);
/// A copy of the dataset's CRS (raster or the first layer's), nullptr when it has none.
SrsPtr rasterSrs(GDALDataset& dataset);
SrsPtr layerSrs(OGRLayer& layer);
SrsPtr clone(const OGRSpatialReference& srs);
/// The CRS for the UTM zone (WGS 84) that holds a longitude/latitude.
SrsPtr utmZoneFor(double longitude, double latitude);

/// What we store in GeoReference::crsWkt: "EPSG:nnnn" when the CRS is exactly an EPSG
/// code (readable in map.xml, diffs well), else one-line WKT2.
std::string storableText(const OGRSpatialReference& srs);
/// One-line WKT2, what QGIS writes in a .points file's #CRS line.
std::string wktText(const OGRSpatialReference& srs);
/// A name for messages: "WGS 84 / UTM zone 16N".
std::string displayName(const OGRSpatialReference& srs);
bool sameCrs(const OGRSpatialReference& a, const OGRSpatialReference& b);
/// sameCrs, or the same in all but name: PROJ's transformation from `a` to `b` moves
/// none of `samples` (in a's units) by more than `tolerance` of a's units. A UTM PROJ
/// string with +towgs84=0 and its EPSG twin are one CRS for reading pixels: resampling
/// through a transform that changes nothing would only blur them.
bool sameOnGround(const OGRSpatialReference& a, const OGRSpatialReference& b, const std::vector<model::Vec2>& samples,
                  double tolerance);

/// "E 499000 to 501000, N 3999000 to 4001000 in WGS 84 / UTM zone 16N": an extent for
/// messages (metres rounded to whole units, degrees to 5 decimals).
std::string extentText(double minX, double minY, double maxX, double maxY, const OGRSpatialReference& srs);
/// The linear unit's name ("metre", "US survey foot").
std::string linearUnitName(const OGRSpatialReference& srs);
/// CRS units per metre along the axes (1 for metres, 3.28 for feet); nullopt for
/// geographic CRSs, whose degrees cannot carry a grid at true scale.
std::optional<double> unitsPerMetre(const OGRSpatialReference& srs);

/// nullptr (and an error) when PROJ has no path between the two.
TransformPtr makeTransform(const OGRSpatialReference& from, const OGRSpatialReference& to,
                           model::Diagnostics& diagnostics);
/// Transforms one point in place; false when it falls outside the transform's domain.
bool transformPoint(OGRCoordinateTransformation& ct, model::Vec2& p);

}  // namespace hexwright::importers::gdal
