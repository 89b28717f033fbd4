#include "importers/landcover/landcover_options.h"

namespace hexwright::importers {

std::optional<LandcoverRequest> landcoverImportRequest(const LandcoverImportOptions& options,
                                                       const model::Ruleset& ruleset, model::Diagnostics& diagnostics) {
  auto mapping = loadResolvedMapping(options.mapping, ruleset, diagnostics);
  if (!mapping) return std::nullopt;
  LandcoverRequest r;
  r.raster = options.raster;
  r.mapping = std::move(*mapping);
  r.method = options.method;
  r.threshold = options.threshold;
  r.crs = options.crs;
  r.band = options.band;
  r.keepGround = options.keepGround;
  r.source = options.raster;
  return r;
}

}  // namespace hexwright::importers
