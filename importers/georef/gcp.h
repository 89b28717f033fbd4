#pragma once
// Ground control points: a pixel of a scanned map tied to a place on the ground. Pure
// data and parsing (typed on the command line, or QGIS Georeferencer .points files);
// fitting lives in gcp_fit.h.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/hex/hex_layout.h"

namespace hexwright::importers {

/// `pixel` is (column, row) with (0,0) the top-left corner of the top-left pixel and
/// rows growing down (GDAL's pixel/line); `map` is in the GCP CRS (x easting/longitude).
struct Gcp {
  model::Vec2 pixel;
  model::Vec2 map;
  std::string id;      // "1", "2"… or the row of the file it came from ("shiloh.points:7")
  std::string file{};  // the .points file it came from, empty for --gcp
  int line = 0;        // its line there
};

/// More points than this is a mistake (a file of pixels, not control points): a thin-plate
/// spline solves an N × N system, so thousands of points would stall the import.
inline constexpr std::size_t kMaxGcps = 1000;

enum class GcpTransform { Affine, Poly2, Poly3, Tps };
const char* gcpTransformName(GcpTransform t);  // "affine", "poly2", "poly3", "tps"
std::optional<GcpTransform> parseGcpTransform(const std::string& name);
/// The fewest points each fit is determined by (QGIS and GDAL agree: 3, 6, 10; a
/// thin-plate spline needs the 3 of its affine part).
int minimumGcps(GcpTransform t);

/// "PX,PY,X,Y" as given to --gcp; nullopt with `error` set when malformed.
std::optional<Gcp> parseGcpOption(const std::string& text, std::string& error);

/// A QGIS Georeferencer .points file: "#CRS: <WKT>" (optional), a header line
/// "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual", one point per line. Disabled
/// points (enable = 0) are kept apart. QGIS 3 writes pixel rows as negative y; when every
/// sourceY is ≤ 0 they are negated back into rows. Old tab-separated files are read too.
struct GcpFile {
  std::vector<Gcp> points;    // enabled: the ones a fit takes
  std::vector<Gcp> disabled;  // enable = 0 in QGIS: kept so a file saved again keeps them
  std::string crs;            // empty when the file has no #CRS line
};
/// Strict: a bad row is an error and nothing is read (the command line: a missing point
/// would silently change the warp). Tolerant: a bad row is a warning naming file:line and
/// the other rows are kept (the editor's dialog, where the designer sees every point).
enum class PointsRows { Strict, Tolerant };
std::optional<GcpFile> parseQgisPoints(const std::string& text, const std::string& fileName,
                                       model::Diagnostics& diagnostics, PointsRows rows = PointsRows::Strict);
std::optional<GcpFile> readQgisPoints(const std::string& path, model::Diagnostics& diagnostics,
                                      PointsRows rows = PointsRows::Strict);

/// One row as QGIS's Georeferencer writes it: residual is fitted − given in pixels
/// (dX, dY; zero when there is no fit), `pixel` in rows growing down (written negated).
struct QgisPointsRow {
  model::Vec2 pixel;
  model::Vec2 map;
  bool enabled = true;
  model::Vec2 residual{0, 0};
};
/// The text QGIS writes (QgsGCPList::saveGcps): "#CRS: <crs>" when `crs` is not empty
/// (QGIS writes WKT there), the header, then mapX,mapY,sourceX,sourceY,enable,dX,dY,residual
/// with numbers in full (shortest fixed notation that reads back exactly).
std::string formatQgisPoints(const std::string& crs, const std::vector<QgisPointsRow>& rows);
/// Written atomically; false with an error diagnostic when the file cannot be written.
bool writeQgisPoints(const std::string& path, const std::string& crs, const std::vector<QgisPointsRow>& rows,
                     model::Diagnostics& diagnostics);

/// True when the points lie (numerically) on one line, so no 2-D fit is determined.
bool collinear(const std::vector<model::Vec2>& points);

/// Problems that make a fit impossible, as error diagnostics naming each point's file
/// and line: too few or too many points, collinear pixel or map positions, the same
/// pixel given twice.
bool checkGcps(const std::vector<Gcp>& gcps, GcpTransform t, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
