#include "importers/common/staged_import.h"

namespace hexwright::importers {

bool stopIfCancelled(StagedImport& result, const model::ProgressReporter& progress) {
  if (progress.cancelled()) result.cancelled = true;
  return result.cancelled;
}

void finishStaged(StagedImport& result, model::ProgressReporter& progress) {
  progress.report(1.0, "done");
  result.ok = true;
}

}  // namespace hexwright::importers
