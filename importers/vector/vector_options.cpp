#include "importers/vector/vector_options.h"

namespace hexwright::importers {

std::optional<VectorImportRequest> vectorImportRequest(const VectorImportOptions& options,
                                                       const model::Ruleset& ruleset, model::Diagnostics& diagnostics) {
  auto mapping = loadResolvedMapping(options.mapping, ruleset, diagnostics);
  if (!mapping) return std::nullopt;
  VectorImportRequest r;
  r.source = options.source;
  r.mapping = std::move(*mapping);
  r.minCoverage = options.minCoverage;
  r.crs = options.crs;
  r.keepGround = options.keepGround;
  return r;
}

}  // namespace hexwright::importers
