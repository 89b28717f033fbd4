#pragma once
// The georeferencing dialog's model: ground control points being clicked on a scanned
// map and typed in, refitted after every change so residuals update as the designer
// works (QGIS Georeferencer style). GUI-free; the fit is the importers' GDAL one.
#include <optional>
#include <string>
#include <vector>

#include "importers/georef/gcp_fit.h"

namespace hexwright::editor {

class GcpSession {
 public:
  /// A point clicked on the raster; its map coordinates are typed in later. Returns its index.
  std::size_t addPoint(model::Vec2 pixel);
  void setMap(std::size_t index, std::optional<model::Vec2> map);
  /// One typed coordinate (axis 0: x / easting, 1: y / northing; nullopt: cleared). A
  /// point is complete, and takes part in the fit, once both are typed; a half-typed
  /// point keeps what was typed (refitting never wipes it).
  void setMapCoordinate(std::size_t index, int axis, std::optional<double> value);
  void setPixel(std::size_t index, model::Vec2 pixel);
  void remove(std::size_t index);
  /// A disabled point is kept (and saved) but takes no part in the fit, as in QGIS.
  void setEnabled(std::size_t index, bool enabled);
  void setTransform(importers::GcpTransform t);
  importers::GcpTransform transform() const { return m_transform; }
  /// Replaces the points with a QGIS .points file's, disabled ones after the enabled.
  void load(const importers::GcpFile& file);
  /// The points as QGIS's .points rows (enable flag, residual in pixels), in order.
  std::vector<importers::QgisPointsRow> qgisRows() const;

  struct Point {
    model::Vec2 pixel;
    std::optional<model::Vec2> map;  // complete map coordinates; not typed yet
    std::optional<double> typed[2];  // what was typed per axis, complete or not
    bool enabled = true;
    std::optional<model::Vec2> residual{};  // fitted − given, pixels (QGIS's dX, dY)
    std::optional<double> residualPixels{};
    std::optional<double> residualMap{};
  };
  const std::vector<Point>& points() const { return m_points; }
  /// The complete points (pixel and map) as the importer takes them.
  std::vector<importers::Gcp> gcps() const;
  /// RMS error of the last fit; nullopt when the points do not determine one yet.
  std::optional<double> rmsPixels() const { return m_rmsPixels; }
  std::optional<double> rmsMap() const { return m_rmsMap; }
  /// Why there is no fit ("needs 3 points for affine, has 2").
  const std::string& problem() const { return m_problem; }
  /// Where the current fit puts a pixel on the map (a live cursor readout).
  std::optional<model::Vec2> pixelToMap(model::Vec2 pixel) const;
  /// Where the fit puts point `index`'s map coordinates on the raster (its residual's tip).
  std::optional<model::Vec2> fittedPixel(std::size_t index) const;

 private:
  void refit();
  std::vector<Point> m_points;
  importers::GcpTransform m_transform = importers::GcpTransform::Affine;
  std::optional<importers::GcpTransformer> m_fit;
  std::optional<double> m_rmsPixels;
  std::optional<double> m_rmsMap;
  std::string m_problem;
};

}  // namespace hexwright::editor
