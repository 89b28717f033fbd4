#pragma once
// Lets GDAL's long calls (warp, overviews) report into a ProgressReporter and stop when
// it is cancelled. Internal to importers/.
#include <cpl_progress.h>

#include <string>

#include "model/core/progress.h"

namespace hexwright::importers::gdal {

struct ProgressBridge {
  model::ProgressReporter& reporter;
  std::string stage;
  double from = 0;
  double to = 1;
};

/// A GDALProgressFunc: pass a ProgressBridge* as its argument. Returns FALSE, which
/// makes GDAL abort the call, once the reporter is cancelled.
int CPL_STDCALL reportProgress(double fraction, const char* message, void* bridge);

}  // namespace hexwright::importers::gdal
