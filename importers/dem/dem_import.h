#pragma once
// A digital elevation model → per-hex elevation levels and slope hexsides. Reads the
// DEM strip by strip (any size), reprojecting on the fly when its CRS is not the map's.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "importers/common/staged_import.h"
#include "importers/dem/elevation_model.h"
#include "importers/dem/slopes.h"
#include "model/core/progress.h"
#include "model/map/map.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers {

/// How one hex's height is taken from its pixels.
enum class DemStat { Mean, Max, Center };
const char* demStatName(DemStat s);  // "mean", "max", "center"
std::optional<DemStat> parseDemStat(const std::string& name);

/// The heights `import dem` kept for the natural map style (dem_ground.h).
struct KeptDem {
  int width = 0;
  int height = 0;
  double metresPerPixel = 0;
  std::size_t contours = 0;
};

/// The bundle path for the DEM `dem` kept in `map`: the file of the raster it kept
/// before (a re-import replaces it), else rasters/ground-<stem>.tif, numbered so no
/// file of the map or of the bundle folder is taken.
std::string keptDemName(const std::filesystem::path& bundleDir, const std::string& dem, const model::Map& map);

struct DemImportRequest {
  std::filesystem::path dem;
  DemStat stat = DemStat::Mean;
  std::string crs;  // the DEM's CRS when the file does not name one
  int band = 1;
  ElevationModelOptions levels;
  /// Explicit slope rules ("--slope steep-slope=6"); empty: one slope type at every
  /// change of level (`slopeType`, else the ruleset's only or first slope type).
  std::vector<SlopeRule> slopes;
  std::optional<model::TypeId> slopeType;
  bool placeSlopes = true;
  /// Where the heights under the map are kept for the natural map style (dem_ground.h):
  /// `file` is written now (a staging folder), `bundleName` is its path in the bundle.
  /// Unset: nothing is kept.
  struct Keep {
    std::filesystem::path file;
    std::string bundleName;
    friend bool operator==(const Keep&, const Keep&) = default;
  };
  std::optional<Keep> keep;
  std::string source;  // the DEM as the designer named it (default: `dem`)
  friend bool operator==(const DemImportRequest&, const DemImportRequest&) = default;
};

struct DemImportResult : StagedImport {
  std::vector<std::optional<double>> heights;  // metres, per HexGrid::index; nullopt: no data
  std::optional<ElevationModel> model;
  bool levelsStored = false;  // false when the ruleset has no elevation levels
  std::map<int, std::size_t> levelCounts;
  std::size_t hexesWithData = 0;
  std::size_t hexesOutside = 0;  // entirely outside the DEM
  std::size_t hexesNodata = 0;   // on the DEM, but every pixel nodata
  std::size_t slopesPlaced = 0;
  bool reprojected = false;
  std::string demCrsName;
  long long pixelsRead = 0;
  std::size_t bufferBytes = 0;
  std::optional<KeptDem> kept;  // set when the request asked to keep the heights
  std::size_t contourPointsRead = 0;
  std::size_t contourPointsKept = 0;
};

DemImportResult importDem(const model::Map& current, const model::Ruleset& ruleset, const DemImportRequest& request,
                          model::Diagnostics& diagnostics, model::ProgressReporter& progress);

}  // namespace hexwright::importers
