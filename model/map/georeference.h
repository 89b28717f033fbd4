#pragma once
// The ground frame as plain data. Only importers turn this into GDAL objects.
#include <optional>
#include <string>

#include "model/hex/hex_layout.h"

namespace hexwright::model {

/// Affine transform in GDAL geotransform order: X = c0 + c1*x + c2*y, Y = c3 + c4*x + c5*y.
struct Affine2D {
  double c0 = 0, c1 = 1, c2 = 0, c3 = 0, c4 = 0, c5 = 1;
  Vec2 apply(Vec2 p) const { return {c0 + c1 * p.x + c2 * p.y, c3 + c4 * p.x + c5 * p.y}; }
  /// nullopt when the transform is singular.
  std::optional<Affine2D> inverse() const;
  friend bool operator==(const Affine2D&, const Affine2D&) = default;
};

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
