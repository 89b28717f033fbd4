#pragma once
// What every map import hands back, and the steps each takes around its own work: start
// from a copy of the current map, stop when the designer cancels, and mark the staged map
// ready only when every stage succeeded. The editor applies `map` as one undoable command
// (import_command.h); the command line saves it (bundle_session.h). A result that is not
// `ok` is never applied, so a failed stage can return at once with nothing lost.
#include "model/core/progress.h"
#include "model/map/map.h"

namespace hexwright::importers {

struct StagedImport {
  bool ok = false;
  bool cancelled = false;  // the designer stopped it; nothing is applied, nothing reported
  model::Map map;          // staged: the current map with this import's changes
};

/// A result of type `Result` (derived from StagedImport) staging onto a copy of `current`.
template <class Result>
Result beginStaged(const model::Map& current) {
  Result result;
  result.map = current;
  return result;
}

/// True, and the result marked cancelled, when the designer has asked to stop.
bool stopIfCancelled(StagedImport& result, const model::ProgressReporter& progress);

/// Every stage succeeded: the staged map may be applied.
void finishStaged(StagedImport& result, model::ProgressReporter& progress);

}  // namespace hexwright::importers
