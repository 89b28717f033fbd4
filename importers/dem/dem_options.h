#pragma once
// The options of a DEM import and the request they make. `import dem` and the editor's
// File ▸ Import DEM both fill DemImportOptions and build their request here, so the same
// options make the same import, defaults included.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "importers/dem/dem_import.h"

namespace hexwright::importers {

struct DemImportOptions {
  std::string dem;
  DemStat stat = DemStat::Mean;
  std::optional<double> baseMetres;        // where the lowest level begins; unset: the lowest hex
  std::optional<double> intervalMetres;    // metres per level; unset: the schema's level heights
  std::vector<SlopeRule> slopes;           // by height difference; empty: one type per change of level
  std::optional<model::TypeId> slopeType;  // that one type; unset: the ruleset's only or first
  bool placeSlopes = true;
  std::string crs;  // the DEM's CRS when the file does not name one
  int band = 1;
  bool keepGround = true;  // keep the heights and contours for the natural map style
  friend bool operator==(const DemImportOptions&, const DemImportOptions&) = default;
};

/// Where kept heights go: written under `stagingDir` until the bundle is saved, named so
/// that no file of the map or of `bundleDir` is taken.
struct DemKeepPlace {
  std::filesystem::path bundleDir;
  std::filesystem::path stagingDir;
};

/// "steep-slope=6" → {steep-slope, 6}; nullopt unless it is TYPE=METRES with METRES ≥ 0.
std::optional<SlopeRule> parseSlopeRule(const std::string& text);

/// The request for `options` on `map`. With keepGround, the kept raster's folder is made
/// under the staging folder (the import writes the raster there).
DemImportRequest demImportRequest(const DemImportOptions& options, const model::Map& map, const DemKeepPlace& keep);

}  // namespace hexwright::importers
