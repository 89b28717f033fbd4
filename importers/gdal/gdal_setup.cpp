#include "importers/gdal/gdal_setup.h"

#include <gdal.h>

#include <mutex>
#include <string>

namespace hexwright::importers {

void registerGdalDrivers() {
  static std::once_flag once;
  std::call_once(once, [] { GDALAllRegister(); });
}

const char* gdalVersionText() {
  static const std::string text = std::string("GDAL ") + GDALVersionInfo("RELEASE_NAME");
  return text.c_str();
}

}  // namespace hexwright::importers
