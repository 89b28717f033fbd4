#include "editor/core/georef_text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "importers/ground/crs.h"

namespace hexwright::editor {
namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

std::string field(const char* name) { return "\"" + std::string(name) + "\""; }

}  // namespace

std::string formatFixed(double value, int decimals) {
  if (!std::isfinite(value)) return "";
  char text[400];  // the largest double in fixed notation has 309 digits
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  std::string s = text;
  if (s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);  // no "-0.00"
  return s;
}

std::string formatCoordinate(double value, CoordinateUnits units) {
  return formatFixed(value, units == CoordinateUnits::Degrees ? 7 : 2);
}

CoordinateUnits coordinateUnits(const std::string& crs, const std::vector<importers::Gcp>& points) {
  if (!crs.empty()) {
    model::Diagnostics ignored;
    if (const auto info = importers::describeCrs(crs, ignored, georef_field::kMapCrs))
      return info->unitsPerMetre ? CoordinateUnits::Linear : CoordinateUnits::Degrees;
  }
  const bool lonLat = !points.empty() && std::all_of(points.begin(), points.end(), [](const importers::Gcp& g) {
    return std::abs(g.map.x) <= 180 && std::abs(g.map.y) <= 90;
  });
  return lonLat ? CoordinateUnits::Degrees : CoordinateUnits::Linear;
}

std::vector<const importers::CrsEntry*> searchCrs(const std::vector<importers::CrsEntry>& catalog,
                                                  const std::string& filter, std::size_t limit) {
  std::vector<std::string> words;
  std::istringstream in(lower(filter));
  for (std::string w; in >> w;) words.push_back(w);
  std::vector<const importers::CrsEntry*> found;
  for (const auto& entry : catalog) {
    if (found.size() >= limit) break;
    const std::string text = lower(entry.code + " " + entry.name);
    if (std::all_of(words.begin(), words.end(),
                    [&](const std::string& w) { return text.find(w) != std::string::npos; }))
      found.push_back(&entry);
  }
  return found;
}

std::string inGeoreferencerWords(std::string message) {
  // Longest first: a phrase is replaced before the flag inside it.
  static const std::pair<const char*, std::string> kPhrases[] = {
      {"give --crs (e.g. EPSG:32616) or use a .points file with a #CRS line",
       "choose the " + field(georef_field::kMapCrs) + " (or load a .points file that names it)"},
      {"give --crs (e.g. EPSG:32616)", "choose the " + field(georef_field::kMapCrs)},
      {"give --crs", "choose the " + field(georef_field::kMapCrs)},
      {"drop --to-crs, or re-place the grid first with 'hexwright grid'",
       "leave " + field(georef_field::kTargetCrs) + " empty, or re-place the grid first"},
      {"give --to-crs with a projected CRS", "choose a projected CRS for " + field(georef_field::kTargetCrs)},
      {"give --to-crs", "choose a CRS for " + field(georef_field::kTargetCrs)},
      {"place it with control points (--gcp PX,PY,X,Y or --gcps FILE.points)",
       "click the raster to add control points, or load a .points file"},
      {"a --gcp point", "a control point"},
      {"--to-crs", field(georef_field::kTargetCrs)},
      {"--crs", field(georef_field::kMapCrs)},
  };
  for (const auto& [cli, editor] : kPhrases)
    for (auto at = message.find(cli); at != std::string::npos; at = message.find(cli, at + editor.size()))
      message.replace(at, std::char_traits<char>::length(cli), editor);
  return message;
}

}  // namespace hexwright::editor
