#pragma once
// The options of a land-cover import and the request they make. `import landcover` and
// the editor's File ▸ Import Land Cover both fill LandcoverImportOptions and build their
// request here, so the same options make the same import, defaults included.
#include <optional>
#include <string>

#include "importers/landcover/landcover_import.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers {

struct LandcoverImportOptions {
  std::string raster;
  std::string mapping;  // a mapping file, or the name of a shipped one ("nlcd")
  CoverMethod method = CoverMethod::Majority;
  double threshold = 0.5;  // with Coverage: the share a terrain needs to count
  std::string crs;         // the raster's CRS when the file does not name one
  int band = 1;
  bool keepGround = true;  // keep the classes as polygons for the natural map style
  friend bool operator==(const LandcoverImportOptions&, const LandcoverImportOptions&) = default;
};

/// nullopt, with the mapping's errors, when the mapping cannot be read or is not one the
/// ruleset can use.
std::optional<LandcoverRequest> landcoverImportRequest(const LandcoverImportOptions& options,
                                                       const model::Ruleset& ruleset, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
