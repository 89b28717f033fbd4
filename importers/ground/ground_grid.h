#pragma once
// The hex grid on the ground: pure math between the grid plane (metres, hex (0,0)'s
// centre at the origin, y down), hexes and CRS coordinates. No GDAL here, so the editor
// and tests can place and query a grid without opening any data.
#include <array>
#include <optional>

#include "model/hex/hex_grid.h"
#include "model/hex/hex_layout.h"
#include "model/map/map.h"

namespace hexwright::importers {

/// Where the grid lies in a projected CRS. `rotationDegrees` turns the grid clockwise as
/// seen on a north-up map: 0 puts the grid's "up" due north (CRS +Y), 90 due east.
struct GridPlacement {
  model::Vec2 origin;  // CRS coordinates of hex (0,0)'s centre
  double rotationDegrees = 0;
  double crsUnitsPerMetre = 1;  // 1 for metre CRSs; 3.2808… for a foot CRS
};

/// The grid-plane → CRS transform of a placement. The plane's y runs down the page, the
/// CRS's Y runs north, so the transform always mirrors y.
model::Affine2D gridToCrs(const GridPlacement& p);
/// The inverse of gridToCrs for transforms it made (origin, rotation, scale); nullopt when
/// the transform is not a mirrored similarity (sheared or scaled unequally).
std::optional<GridPlacement> placementOf(const model::Affine2D& gridToCrs);

/// The four outer corners of a width × height raster whose pixel → CRS transform is
/// given: top-left, top-right, bottom-right, bottom-left.
std::array<model::Vec2, 4> rasterCorners(const model::Affine2D& pixelToCrs, int width, int height);

/// Grid-plane layout at true scale: hexes `metresAcrossFlats` wide, hex (0,0) at the origin.
model::HexLayout groundLayout(model::Orientation orientation, double metresAcrossFlats);

/// The largest axis-aligned rectangle of the grid plane every point of which lies in a
/// hex of `grid` (the ragged edge of shoved columns or rows is left out).
model::Rect coveredRect(const model::HexGrid& grid, const model::HexLayout& layout);
/// The bounding rectangle of every hex of `grid` in the grid plane.
model::Rect boundsRect(const model::HexGrid& grid, const model::HexLayout& layout);

/// The hex grid of one map on the ground. Both directions go through the same affine
/// transform, so hex → CRS → hex is exact up to floating-point rounding.
class GroundGrid {
 public:
  /// nullopt when the map has no georeference, no ground scale, or a singular transform.
  static std::optional<GroundGrid> of(const model::Map& map);
  GroundGrid(const model::HexLayout& layout, const model::Affine2D& gridToCrs);

  const model::HexLayout& layout() const { return m_layout; }
  const model::Affine2D& gridToCrs() const { return m_toCrs; }
  const model::Affine2D& crsToGrid() const { return m_toGrid; }

  model::Vec2 planeToCrs(model::Vec2 p) const { return m_toCrs.apply(p); }
  model::Vec2 crsToPlane(model::Vec2 p) const { return m_toGrid.apply(p); }
  model::Vec2 hexCentreToCrs(model::HexCoord h) const { return planeToCrs(m_layout.hexToWorld(h)); }
  model::HexCoord crsToHex(model::Vec2 p) const { return m_layout.worldToHex(crsToPlane(p)); }
  std::array<model::Vec2, 6> hexCornersInCrs(model::HexCoord h) const;

 private:
  model::HexLayout m_layout;
  model::Affine2D m_toCrs;
  model::Affine2D m_toGrid;
};

/// A grid size and placement that covers an extent.
struct GridFit {
  int columns = 0;
  int rows = 0;
  GridPlacement placement;
};

/// The smallest grid (columns × rows of `convention`) at `metresAcrossFlats`, turned by
/// `placement.rotationDegrees`, whose covered rectangle holds every one of `extentCorners`
/// (CRS coordinates, e.g. a raster's four corners). The grid's top-left covered corner
/// is put on the extent's top-left as seen in the turned grid.
GridFit fitGridToExtent(const std::array<model::Vec2, 4>& extentCorners, const model::OffsetConvention& convention,
                        double metresAcrossFlats, double rotationDegrees, double crsUnitsPerMetre);

/// Places an existing grid (size unchanged) so that its covered rectangle starts at the
/// extent's top-left as seen in the turned grid.
GridPlacement alignGridToExtent(const std::array<model::Vec2, 4>& extentCorners, const model::HexGrid& grid,
                                double metresAcrossFlats, double rotationDegrees, double crsUnitsPerMetre);

}  // namespace hexwright::importers
