#include "importers/gdal/gdal_setup.h"

#include <cpl_conv.h>
#include <gdal.h>

#include <mutex>
#include <string>

namespace hexwright::importers {

void registerGdalDrivers() {
  static std::once_flag once;
  std::call_once(once, [] {
    GDALAllRegister();
    // GDAL's block cache defaults to 5% of the RAM (1.2 GB on a 24 GB machine), and a
    // large scan's warp and overviews fill all of it: a 20,000 px scan's import peaked
    // at 1.4 GB. Warped row by row (map_import.cpp), an import needs only a row of the
    // source's strips cached, so kBlockCacheBytes keeps a 40,000 px scan's peak under
    // 600 MB at no cost in time (bench/big_scan_import.sh). GDAL reads the setting once
    // per process, so it cannot be one call's; a user's own GDAL_CACHEMAX still wins.
    if (!CPLGetConfigOption("GDAL_CACHEMAX", nullptr)) GDALSetCacheMax64(kBlockCacheBytes);
  });
}

const char* gdalVersionText() {
  static const std::string text = std::string("GDAL ") + GDALVersionInfo("RELEASE_NAME");
  return text.c_str();
}

}  // namespace hexwright::importers
