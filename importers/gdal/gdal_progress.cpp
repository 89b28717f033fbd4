#include "importers/gdal/gdal_progress.h"

namespace hexwright::importers::gdal {

int CPL_STDCALL reportProgress(double fraction, const char*, void* arg) {
  auto* bridge = static_cast<ProgressBridge*>(arg);
  if (bridge->reporter.cancelled()) return FALSE;
  bridge->reporter.report(bridge->from + (bridge->to - bridge->from) * fraction, bridge->stage);
  return TRUE;
}

}  // namespace hexwright::importers::gdal
