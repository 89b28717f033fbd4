#include "importers/ground/crs.h"

#include "importers/gdal/gdal_setup.h"
#include "importers/gdal/spatial_ref.h"

namespace hexwright::importers {

std::optional<CrsInfo> describeCrs(const std::string& text, model::Diagnostics& diagnostics, const std::string& what) {
  registerGdalDrivers();
  gdal::SrsPtr srs = gdal::parseSrs(text, diagnostics, what);
  if (!srs) return std::nullopt;
  return CrsInfo{gdal::storableText(*srs), gdal::displayName(*srs), gdal::unitsPerMetre(*srs), gdal::wktText(*srs)};
}

}  // namespace hexwright::importers
