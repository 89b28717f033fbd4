#include "importers/dem/dem_options.h"

#include <cmath>
#include <system_error>

namespace hexwright::importers {

std::optional<SlopeRule> parseSlopeRule(const std::string& text) {
  const auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0) return std::nullopt;
  const std::string number = text.substr(eq + 1);
  double metres = 0;
  try {
    std::size_t used = 0;
    metres = std::stod(number, &used);
    if (used != number.size()) return std::nullopt;
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (!std::isfinite(metres) || metres < 0) return std::nullopt;
  return SlopeRule{text.substr(0, eq), metres};
}

DemImportRequest demImportRequest(const DemImportOptions& options, const model::Map& map, const DemKeepPlace& keep) {
  DemImportRequest r;
  r.dem = options.dem;
  r.stat = options.stat;
  r.crs = options.crs;
  r.band = options.band;
  r.levels.baseMetres = options.baseMetres;
  r.levels.intervalMetres = options.intervalMetres;
  r.slopes = options.slopes;
  r.slopeType = options.slopeType;
  r.placeSlopes = options.placeSlopes;
  r.source = options.dem;
  if (options.keepGround) {
    const std::string name = keptDemName(keep.bundleDir, options.dem, map);
    std::error_code ec;  // a folder that cannot be made fails the import's write, which says so
    std::filesystem::create_directories((keep.stagingDir / name).parent_path(), ec);
    r.keep = DemImportRequest::Keep{keep.stagingDir / name, name};
  }
  return r;
}

}  // namespace hexwright::importers
