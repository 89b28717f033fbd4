#include "importers/georef/gcp.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <sstream>

#include "importers/common/input_file.h"
#include "importers/common/input_location.h"
#include "model/core/text.h"
#include "model/io/atomic_file.h"
#include "model/io/io_limits.h"
#include "model/io/text_checks.h"

namespace hexwright::importers {
namespace {

using model::trim;

std::vector<std::string> split(const std::string& line, char sep) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(line);
  while (std::getline(in, part, sep)) parts.push_back(trim(part));
  return parts;
}

std::optional<double> number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  try {
    std::size_t used = 0;
    const double v = std::stod(text, &used);
    if (used != text.size() || !std::isfinite(v)) return std::nullopt;
    return v;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

model::Location at(const std::string& file, int line) { return atInputLine(file, line); }

}  // namespace

const char* gcpTransformName(GcpTransform t) {
  switch (t) {
    case GcpTransform::Affine:
      return "affine";
    case GcpTransform::Poly2:
      return "poly2";
    case GcpTransform::Poly3:
      return "poly3";
    case GcpTransform::Tps:
      return "tps";
  }
  return "affine";
}

std::optional<GcpTransform> parseGcpTransform(const std::string& name) {
  for (GcpTransform t : {GcpTransform::Affine, GcpTransform::Poly2, GcpTransform::Poly3, GcpTransform::Tps})
    if (name == gcpTransformName(t)) return t;
  if (name == "poly1" || name == "linear") return GcpTransform::Affine;
  return std::nullopt;
}

int minimumGcps(GcpTransform t) {
  switch (t) {
    case GcpTransform::Affine:
      return 3;
    case GcpTransform::Poly2:
      return 6;
    case GcpTransform::Poly3:
      return 10;
    case GcpTransform::Tps:
      return 3;
  }
  return 3;
}

std::optional<Gcp> parseGcpOption(const std::string& text, std::string& error) {
  const auto parts = split(text, ',');
  if (parts.size() != 4) {
    error = "--gcp \"" + text + "\": expected PX,PY,X,Y (pixel column, pixel row, map X, map Y)";
    return std::nullopt;
  }
  double v[4];
  for (std::size_t i = 0; i < 4; ++i) {
    const auto n = number(parts[i]);
    if (!n) {
      error = "--gcp \"" + text + "\": \"" + parts[i] + "\" is not a number";
      return std::nullopt;
    }
    v[i] = *n;
  }
  return Gcp{{v[0], v[1]}, {v[2], v[3]}, {}, {}, 0};
}

namespace {

// One data row into `file`; false (with a diagnostic) when it is malformed.
bool readPointsRow(const std::string& t, const std::string& fileName, int lineNo, model::Severity severity,
                   GcpFile& file, model::Diagnostics& diagnostics) {
  const char sep = t.find(',') != std::string::npos ? ',' : '\t';
  const auto parts = split(t, sep);
  if (parts.size() < 4) {
    diagnostics.add(severity, "import.gcp.malformed",
                    "expected mapX,mapY,sourceX,sourceY[,enable,…], got \"" + t + "\"", at(fileName, lineNo));
    return false;
  }
  std::optional<double> v[4];
  for (std::size_t i = 0; i < 4; ++i) v[i] = number(parts[i]);
  if (!v[0] || !v[1] || !v[2] || !v[3]) {
    diagnostics.add(severity, "import.gcp.malformed", "a coordinate is not a number: \"" + t + "\"",
                    at(fileName, lineNo));
    return false;
  }
  const bool enabled = parts.size() < 5 || parts[4] != "0";
  (enabled ? file.points : file.disabled)
      .push_back(Gcp{{*v[2], *v[3]}, {*v[0], *v[1]}, fileName + ":" + std::to_string(lineNo), fileName, lineNo});
  return true;
}

std::string fullNumber(double v) {
  char buffer[400];
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed);
  return ec == std::errc{} ? std::string(buffer, end) : std::string("0");
}

}  // namespace

std::optional<GcpFile> parseQgisPoints(const std::string& text, const std::string& fileName,
                                       model::Diagnostics& diagnostics, PointsRows rows) {
  if (!io::checkLineLengths(text, fileName, "import.gcp.line-too-long", diagnostics)) return std::nullopt;
  const model::Severity badRow = rows == PointsRows::Strict ? model::Severity::Error : model::Severity::Warning;
  GcpFile file;
  std::istringstream in(text);
  std::string line;
  int lineNo = 0;
  bool ok = true;
  while (std::getline(in, line)) {
    ++lineNo;
    const std::string t = trim(line);
    if (t.empty()) continue;
    if (t.rfind("#CRS:", 0) == 0) {
      file.crs = trim(t.substr(5));
      continue;
    }
    if (t[0] == '#') continue;
    const char sep = t.find(',') != std::string::npos ? ',' : '\t';
    if (!number(split(t, sep).front())) continue;  // the header line "mapX,mapY,…"
    ok = readPointsRow(t, fileName, lineNo, badRow, file, diagnostics) && ok;
    if (file.points.size() + file.disabled.size() > io::kMaxControlPoints) {  // a fit's cost grows with the cube
      diagnostics.add(model::Severity::Error, "import.gcp.too-many",
                      "more than " + std::to_string(io::kMaxControlPoints) + " control points", at(fileName, lineNo));
      return std::nullopt;
    }
  }
  if (!ok && rows == PointsRows::Strict) return std::nullopt;
  if (file.points.empty() && file.disabled.empty()) {
    diagnostics.add(model::Severity::Error, "import.gcp.none", "no control points", at(fileName, 0));
    return std::nullopt;
  }
  if (file.points.empty() && rows == PointsRows::Strict) {
    diagnostics.add(model::Severity::Error, "import.gcp.none", "no enabled control points", at(fileName, 0));
    return std::nullopt;
  }
  auto rowsOf = [](const std::vector<Gcp>& v) {
    return std::all_of(v.begin(), v.end(), [](const Gcp& g) { return g.pixel.y <= 0; });
  };
  if (rowsOf(file.points) && rowsOf(file.disabled)) {
    for (Gcp& g : file.points) g.pixel.y = -g.pixel.y;
    for (Gcp& g : file.disabled) g.pixel.y = -g.pixel.y;
  }
  return file;
}

std::optional<GcpFile> readQgisPoints(const std::string& path, model::Diagnostics& diagnostics, PointsRows rows) {
  const auto text = readInputFile(path, "the control point file", "import.gcp.unreadable", diagnostics);
  if (!text) return std::nullopt;
  return parseQgisPoints(*text, path, diagnostics, rows);
}

std::string formatQgisPoints(const std::string& crs, const std::vector<QgisPointsRow>& rows) {
  std::string text;
  if (!crs.empty()) text += "#CRS: " + crs + "\n";
  text += "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n";
  for (const QgisPointsRow& r : rows) {
    const double residual = std::hypot(r.residual.x, r.residual.y);
    // QGIS's source y is the negated row; 0 is written as 0, not -0.
    text += fullNumber(r.map.x) + "," + fullNumber(r.map.y) + "," + fullNumber(r.pixel.x) + "," +
            fullNumber(r.pixel.y == 0 ? 0.0 : -r.pixel.y) + "," + (r.enabled ? "1" : "0") + "," +
            fullNumber(r.residual.x) + "," + fullNumber(r.residual.y) + "," + fullNumber(residual) + "\n";
  }
  return text;
}

bool writeQgisPoints(const std::string& path, const std::string& crs, const std::vector<QgisPointsRow>& rows,
                     model::Diagnostics& diagnostics) {
  std::string error;
  if (io::writeFileAtomic(path, formatQgisPoints(crs, rows), error)) return true;
  diagnostics.add(model::Severity::Error, "import.gcp.unwritable", "cannot write the control points: " + error,
                  atInput(path));
  return false;
}

bool collinear(const std::vector<model::Vec2>& points) {
  if (points.size() < 3) return true;
  // The spread across the best-fitting line against the spread along it: the smaller
  // eigenvalue of the covariance over the larger.
  double mx = 0, my = 0;
  for (const auto& p : points) {
    mx += p.x;
    my += p.y;
  }
  mx /= static_cast<double>(points.size());
  my /= static_cast<double>(points.size());
  double sxx = 0, syy = 0, sxy = 0;
  for (const auto& p : points) {
    sxx += (p.x - mx) * (p.x - mx);
    syy += (p.y - my) * (p.y - my);
    sxy += (p.x - mx) * (p.y - my);
  }
  const double trace = sxx + syy;
  if (trace == 0) return true;
  const double det = sxx * syy - sxy * sxy;
  const double disc = std::sqrt(std::max(0.0, trace * trace / 4 - det));
  const double large = trace / 2 + disc;
  const double small = trace / 2 - disc;
  return small <= 1e-10 * large;
}

bool checkGcps(const std::vector<Gcp>& gcps, GcpTransform t, model::Diagnostics& diagnostics) {
  auto name = [](const Gcp& g) { return g.id.empty() ? std::string("a --gcp point") : g.id; };
  auto where = [](const Gcp& g) { return g.file.empty() ? model::Location{} : at(g.file, g.line); };
  // The file the points came from, for messages about all of them.
  const model::Location anyFile = gcps.empty() ? model::Location{} : where(gcps.front());
  const int needed = minimumGcps(t);
  if (static_cast<int>(gcps.size()) < needed) {
    diagnostics.add(model::Severity::Error, "import.gcp.too-few",
                    std::string("the ") + gcpTransformName(t) + " transform needs at least " + std::to_string(needed) +
                        " control points; " + std::to_string(gcps.size()) + " given",
                    anyFile);
    return false;
  }
  if (gcps.size() > kMaxGcps) {
    diagnostics.add(model::Severity::Error, "import.gcp.too-many",
                    std::to_string(gcps.size()) + " control points given; at most " + std::to_string(kMaxGcps) +
                        " are taken (a georeference needs tens, not thousands)",
                    anyFile);
    return false;
  }
  std::vector<model::Vec2> pixels, maps;
  std::map<std::pair<double, double>, const Gcp*> seen;
  for (const Gcp& g : gcps) {
    pixels.push_back(g.pixel);
    maps.push_back(g.map);
    const auto [it, added] = seen.emplace(std::pair{g.pixel.x, g.pixel.y}, &g);
    if (!added) {
      diagnostics.add(model::Severity::Error, "import.gcp.duplicate",
                      name(g) + ": pixel (" + std::to_string(g.pixel.x) + ", " + std::to_string(g.pixel.y) +
                          ") already has a control point (" + name(*it->second) + ")",
                      where(g));
      return false;
    }
  }
  if (collinear(pixels) || collinear(maps)) {
    std::string names;
    for (std::size_t i = 0; i < gcps.size() && i < 12; ++i) names += (i ? ", " : "") + name(gcps[i]);
    if (gcps.size() > 12) names += ", …";
    diagnostics.add(model::Severity::Error, "import.gcp.collinear",
                    std::string("the control points (") + names + ") lie on one line (" +
                        (collinear(pixels) ? "pixel" : "map") +
                        " positions), so no transform is determined; add points off that line",
                    anyFile);
    return false;
  }
  return true;
}

}  // namespace hexwright::importers
