#pragma once
// Fits a transform to ground control points with GDAL's own transformers (the ones
// gdalwarp uses), and reports every point's residual and the RMS in map units and in
// pixels, as QGIS's Georeferencer does. GDAL itself reports no residuals.
#include <memory>
#include <optional>
#include <vector>

#include "importers/georef/gcp.h"

namespace hexwright::importers {

struct GcpResidual {
  Gcp point;
  model::Vec2 mapError;    // fitted map position − given map position
  double mapDistance = 0;  // |mapError|, map units
  model::Vec2 pixelError;  // fitted pixel position − given pixel position
  double pixelDistance = 0;
};

struct GcpFitReport {
  GcpTransform transform = GcpTransform::Affine;
  std::vector<GcpResidual> residuals;
  double rmsMap = 0;     // sqrt(mean(|mapError|²))
  double rmsPixels = 0;  // sqrt(mean(|pixelError|²))
};

/// A fitted transform both ways. Polynomials are least-squares fits (separately per
/// direction, as in GDAL); a thin-plate spline passes through every point exactly.
class GcpTransformer {
 public:
  /// nullopt, with error diagnostics, when checkGcps fails or GDAL cannot solve the fit.
  static std::optional<GcpTransformer> fit(const std::vector<Gcp>& gcps, GcpTransform transform,
                                           model::Diagnostics& diagnostics);
  GcpTransformer(GcpTransformer&&) noexcept;
  GcpTransformer& operator=(GcpTransformer&&) noexcept;
  ~GcpTransformer();

  std::optional<model::Vec2> pixelToMap(model::Vec2 pixel) const;
  std::optional<model::Vec2> mapToPixel(model::Vec2 map) const;
  GcpFitReport report() const;

 private:
  struct Impl;
  explicit GcpTransformer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> m_impl;
};

}  // namespace hexwright::importers
