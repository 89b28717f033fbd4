#pragma once
// The one header that names GDAL deleters (importers/README.md): every
// GDAL/OGR object an importer holds sits in one of these owners, so an early return or
// an exception never leaks a dataset or leaves a file open. Internal to importers/.
#include <gdal_alg.h>
#include <gdal_priv.h>
#include <gdal_utils.h>
#include <ogr_feature.h>
#include <ogr_geometry.h>
#include <ogr_spatialref.h>
#include <ogrsf_frmts.h>

#include <memory>

namespace hexwright::importers::gdal {

using DatasetPtr = GDALDatasetUniquePtr;  // deleter closes the dataset
using FeaturePtr = OGRFeatureUniquePtr;
using GeometryPtr = OGRGeometryUniquePtr;

/// Spatial references are reference counted: release, never delete.
struct SrsReleaser {
  void operator()(OGRSpatialReference* srs) const {
    if (srs) srs->Release();
  }
};
using SrsPtr = std::unique_ptr<OGRSpatialReference, SrsReleaser>;

struct TransformDestroyer {
  void operator()(OGRCoordinateTransformation* ct) const { OGRCoordinateTransformation::DestroyCT(ct); }
};
using TransformPtr = std::unique_ptr<OGRCoordinateTransformation, TransformDestroyer>;

/// GCP polynomial and thin-plate-spline transformers (gdal_alg.h) share one destroyer.
struct TransformerDestroyer {
  void operator()(void* transformer) const {
    if (transformer) GDALDestroyTransformer(transformer);
  }
};
using TransformerPtr = std::unique_ptr<void, TransformerDestroyer>;

struct WarpAppOptionsFree {
  void operator()(GDALWarpAppOptions* o) const { GDALWarpAppOptionsFree(o); }
};
using WarpAppOptionsPtr = std::unique_ptr<GDALWarpAppOptions, WarpAppOptionsFree>;

struct TranslateOptionsFree {
  void operator()(GDALTranslateOptions* o) const { GDALTranslateOptionsFree(o); }
};
using TranslateOptionsPtr = std::unique_ptr<GDALTranslateOptions, TranslateOptionsFree>;

/// Takes ownership of a dataset handle returned by the C API (GDALWarp, GDALCreateCopy).
inline DatasetPtr adopt(GDALDatasetH handle) { return DatasetPtr(GDALDataset::FromHandle(handle)); }

}  // namespace hexwright::importers::gdal
