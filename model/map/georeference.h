#pragma once
// The ground frame as plain data. Only importers turn this into GDAL objects.
#include <optional>
#include <string>

#include "model/core/geometry.h"
#include "model/hex/hex_layout.h"  // kept: many files reach HexLayout through map.h

namespace hexwright::model {

/// Maps the grid plane (metres, hex (0,0)'s centre at the origin, y down) to a CRS.
struct GeoReference {
  std::string crsWkt;  // or any string GDAL's SetFromUserInput accepts ("EPSG:32616")
  Affine2D gridToCrs;
  friend bool operator==(const GeoReference&, const GeoReference&) = default;
};

/// Ground scale of one hex and, optionally, where the grid lies on the earth. On tabletop
/// maps the same number is yards per table inch (Dress on the Colors RULE-00-2.1).
struct GroundFrame {
  double yardsAcrossFlats = 0;  // 0: unknown; tabletop maps: yards per inch
  std::optional<GeoReference> georeference;
  friend bool operator==(const GroundFrame&, const GroundFrame&) = default;
  double metresAcrossFlats() const { return yardsAcrossFlats * 0.9144; }
};

}  // namespace hexwright::model
