#include "importers/gdal/spatial_ref.h"

#include <cmath>
#include <cstdio>

#include "importers/gdal/gdal_errors.h"

namespace hexwright::importers::gdal {
namespace {

SrsPtr traditional(OGRSpatialReference* srs) {
  SrsPtr owned(srs);
  if (owned) owned->SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  return owned;
}

}  // namespace

SrsPtr parseSrs(const std::string& text, model::Diagnostics& diagnostics, const std::string& what) {
  SrsPtr srs = traditional(new OGRSpatialReference());
  OGRErr err = OGRERR_FAILURE;
  {
    QuietScope quiet;  // the failure is reported below in our words
    err = srs->SetFromUserInput(text.c_str());
  }
  if (err != OGRERR_NONE) {
    diagnostics.add(model::Severity::Error, "import.crs.invalid",
                    what + ": \"" + text +
                        "\" is not a coordinate reference system GDAL knows "
                        "(try an EPSG code such as EPSG:32616, or WKT)");
    return nullptr;
  }
  return srs;
}

SrsPtr rasterSrs(GDALDataset& dataset) {
  const OGRSpatialReference* srs = dataset.GetSpatialRef();
  if (!srs || srs->IsEmpty()) srs = dataset.GetGCPSpatialRef();
  if (!srs || srs->IsEmpty()) return nullptr;
  return clone(*srs);
}

SrsPtr layerSrs(OGRLayer& layer) {
  const OGRSpatialReference* srs = layer.GetSpatialRef();
  if (!srs || srs->IsEmpty()) return nullptr;
  // GeoPackage stores "no CRS" as its "Undefined cartesian/geographic SRS" entries.
  const char* name = srs->GetName();
  if (name && std::string(name).rfind("Undefined", 0) == 0) return nullptr;
  return clone(*srs);
}

SrsPtr clone(const OGRSpatialReference& srs) { return traditional(srs.Clone()); }

SrsPtr utmZoneFor(double longitude, double latitude) {
  const int zone = std::clamp(static_cast<int>(std::floor((longitude + 180.0) / 6.0)) + 1, 1, 60);
  SrsPtr srs = traditional(new OGRSpatialReference());
  srs->importFromEPSG((latitude >= 0 ? 32600 : 32700) + zone);
  return srs;
}

std::string storableText(const OGRSpatialReference& srs) {
  const char* authority = srs.GetAuthorityName(nullptr);
  const char* code = srs.GetAuthorityCode(nullptr);
  if (authority && code && std::string(authority) == "EPSG") {
    // Only when the code round-trips to the same CRS: a CRS "based on" an EPSG code but
    // with other parameters must keep its full definition.
    OGRSpatialReference fromCode;
    fromCode.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    QuietScope quiet;
    if (fromCode.importFromEPSG(std::atoi(code)) == OGRERR_NONE && sameCrs(fromCode, srs))
      return std::string("EPSG:") + code;
  }
  return wktText(srs);
}

std::string wktText(const OGRSpatialReference& srs) {
  char* wkt = nullptr;
  const char* options[] = {"FORMAT=WKT2_2018", "MULTILINE=NO", nullptr};
  srs.exportToWkt(&wkt, options);
  std::string text = wkt ? wkt : "";
  CPLFree(wkt);
  return text;
}

std::string displayName(const OGRSpatialReference& srs) {
  const char* name = srs.GetName();
  std::string text = name ? name : "unnamed CRS";
  const char* authority = srs.GetAuthorityName(nullptr);
  const char* code = srs.GetAuthorityCode(nullptr);
  if (authority && code) text += std::string(" (") + authority + ":" + code + ")";
  return text;
}

bool sameCrs(const OGRSpatialReference& a, const OGRSpatialReference& b) {
  const char* options[] = {"IGNORE_DATA_AXIS_TO_SRS_AXIS_MAPPING=YES", "CRITERION=EQUIVALENT_EXCEPT_AXIS_ORDER_GEOGCRS",
                           nullptr};
  return a.IsSame(&b, options) != 0;
}

bool sameOnGround(const OGRSpatialReference& a, const OGRSpatialReference& b, const std::vector<model::Vec2>& samples,
                  double tolerance) {
  if (sameCrs(a, b)) return true;
  if (a.IsGeographic() != b.IsGeographic() || samples.empty()) return false;
  QuietScope quiet;
  TransformPtr ct(OGRCreateCoordinateTransformation(&a, &b));
  if (!ct) return false;
  for (const model::Vec2& s : samples) {
    model::Vec2 p = s;
    if (!transformPoint(*ct, p) || std::abs(p.x - s.x) > tolerance || std::abs(p.y - s.y) > tolerance) return false;
  }
  return true;
}

std::string extentText(double minX, double minY, double maxX, double maxY, const OGRSpatialReference& srs) {
  const bool degrees = srs.IsGeographic();
  const int decimals = degrees ? 5 : 0;
  char buf[256];
  std::snprintf(buf, sizeof buf, "%s %.*f to %.*f, %s %.*f to %.*f", degrees ? "lon" : "E", decimals, minX, decimals,
                maxX, degrees ? "lat" : "N", decimals, minY, decimals, maxY);
  return std::string(buf) + " in " + displayName(srs);
}

std::string linearUnitName(const OGRSpatialReference& srs) {
  const char* name = nullptr;
  srs.GetLinearUnits(&name);
  return name ? name : "unit";
}

std::optional<double> unitsPerMetre(const OGRSpatialReference& srs) {
  if (!srs.IsProjected() && !srs.IsLocal()) return std::nullopt;
  const double metresPerUnit = srs.GetLinearUnits(nullptr);
  if (!(metresPerUnit > 0)) return std::nullopt;
  return 1.0 / metresPerUnit;
}

TransformPtr makeTransform(const OGRSpatialReference& from, const OGRSpatialReference& to,
                           model::Diagnostics& diagnostics) {
  TransformPtr ct;
  {
    QuietScope quiet;
    ct.reset(OGRCreateCoordinateTransformation(&from, &to));
  }
  if (!ct)
    diagnostics.add(model::Severity::Error, "import.crs.no-transform",
                    "cannot transform coordinates from " + displayName(from) + " to " + displayName(to));
  return ct;
}

bool transformPoint(OGRCoordinateTransformation& ct, model::Vec2& p) {
  double x = p.x, y = p.y;
  if (!ct.Transform(1, &x, &y)) return false;
  if (!std::isfinite(x) || !std::isfinite(y)) return false;
  p = {x, y};
  return true;
}

}  // namespace hexwright::importers::gdal
