#pragma once
// The options of a vector import and the request they make. `import vector` and the
// editor's File ▸ Import Vector Data both fill VectorImportOptions and build their
// request here, so the same options make the same import, defaults included.
#include <optional>
#include <string>

#include "importers/vector/vector_import.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers {

struct VectorImportOptions {
  std::string source;        // a file, folder or any OGR connection string
  std::string mapping;       // a mapping file, or the name of a shipped one ("osm")
  double minCoverage = 0.5;  // a polygon terrain's share of a hex, unless its rule says
  std::string crs;           // the source's CRS when a layer does not name one
  bool keepGround = true;    // keep the features read for the natural map style
  friend bool operator==(const VectorImportOptions&, const VectorImportOptions&) = default;
};

/// nullopt, with the mapping's errors, when the mapping cannot be read or is not one the
/// ruleset can use.
std::optional<VectorImportRequest> vectorImportRequest(const VectorImportOptions& options,
                                                       const model::Ruleset& ruleset, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
