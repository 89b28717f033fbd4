#pragma once
// GDAL's six-number geotransform as our Affine2D (same coefficient order), so nothing
// outside importers/gdal/ handles raw double[6] arrays. Internal to importers/.
#include <array>
#include <optional>

#include "importers/gdal/gdal_handles.h"
#include "model/map/georeference.h"

namespace hexwright::importers::gdal {

/// Pixel (column, row; (0,0) the top-left corner of the top-left pixel) → CRS, or nullopt
/// when the dataset has no geotransform of its own.
inline std::optional<model::Affine2D> geoTransformOf(GDALDataset& dataset) {
  double gt[6];
  if (dataset.GetGeoTransform(gt) != CE_None) return std::nullopt;
  return model::Affine2D{gt[0], gt[1], gt[2], gt[3], gt[4], gt[5]};
}

inline std::array<double, 6> toGdal(const model::Affine2D& a) { return {a.c0, a.c1, a.c2, a.c3, a.c4, a.c5}; }

}  // namespace hexwright::importers::gdal
