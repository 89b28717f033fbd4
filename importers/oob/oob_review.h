#pragma once
// What `import oob --dry-run` and the editor's review show before anything is applied:
// the tree an import would add, one row per formation, leader and unit, in source order,
// each with the source line it came from and a mark where the reader was unsure (a
// warning on that line). The command line prints it; the editor's dialog lists it.
#include <set>
#include <string>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/oob/order_of_battle.h"

namespace hexwright::importers::oob {

struct ReviewRow {
  int depth = 0;     // 0: a top formation
  std::string kind;  // "formation", "unit"
  std::string text;  // "First Division (division)", "8th Illinois [infantry] men 450"
  int line = 0;      // source line; 0 when the entry has none
  bool doubtful = false;
  std::string why;  // the first warning on the line, when doubtful
};

/// Rows for the formations and units of `added` (the entries one import adds).
std::vector<ReviewRow> reviewRows(const model::OrderOfBattle& added, const model::Diagnostics& diagnostics);

/// The entries an import added: the tail of its result's order of battle.
model::OrderOfBattle addedEntries(const model::OrderOfBattle& all, std::size_t formationsAdded, std::size_t unitsAdded);

}  // namespace hexwright::importers::oob
