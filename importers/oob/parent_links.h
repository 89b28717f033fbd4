#pragma once
// A table whose rows point at their parents ("id,parent_id,name" in a designer's sheet, a
// database export, an app's records with "parentId"): the hierarchy is the chain of
// parents above each row. A row another row points at is a formation; the others are
// units under the formations above them.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "importers/oob/csv_oob_parser.h"

namespace hexwright::importers::oob {

/// Where the linking columns are in the rows: the row's own id, its parent's id, its name.
struct ParentColumns {
  std::size_t id = 0;
  std::size_t parent = 0;
  std::size_t name = 0;
};

/// Every row's path, and what stopped a chain: (row index, why).
struct LinkedPaths {
  std::vector<std::string> paths;
  std::vector<std::pair<std::size_t, std::string>> problems;
};

/// The "path" of every row below `headerAt`, names from the root down ("Army of the
/// Potomac/II Corps/First Division"), the row's own name last when other rows point at it;
/// empty for a row with no parent that nobody points at. A parent id no row has, or a
/// chain that loops back on itself or runs deeper than any army, ends the path there and
/// is reported.
LinkedPaths pathsFromParents(const std::vector<TableRow>& rows, std::size_t headerAt, const ParentColumns& columns);

/// Whether a row (below the header) is a formation: another row names it as its parent.
std::vector<bool> rowsThatAreParents(const std::vector<TableRow>& rows, std::size_t headerAt,
                                     const ParentColumns& columns);

}  // namespace hexwright::importers::oob
