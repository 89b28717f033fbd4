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
/// points (enable = 0) are skipped. QGIS 3 writes pixel rows as negative y; when every
/// sourceY is ≤ 0 they are negated back into rows. Old tab-separated files are read too.
struct GcpFile {
  std::vector<Gcp> points;
  std::string crs;  // empty when the file has no #CRS line
};
std::optional<GcpFile> parseQgisPoints(const std::string& text, const std::string& fileName,
                                       model::Diagnostics& diagnostics);
std::optional<GcpFile> readQgisPoints(const std::string& path, model::Diagnostics& diagnostics);

/// True when the points lie (numerically) on one line, so no 2-D fit is determined.
bool collinear(const std::vector<model::Vec2>& points);

/// Problems that make a fit impossible, as error diagnostics naming each point's file
/// and line: too few or too many points, collinear pixel or map positions, the same
/// pixel given twice.
bool checkGcps(const std::vector<Gcp>& gcps, GcpTransform t, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
