#include "importers/ground/crs_catalog.h"

#include <ogr_srs_api.h>

#include <algorithm>
#include <charconv>

#include "importers/gdal/gdal_setup.h"

namespace hexwright::importers {
namespace {

int numericCode(const std::string& code) {
  int n = 0;
  const auto colon = code.find(':');
  std::from_chars(code.data() + colon + 1, code.data() + code.size(), n);
  return n;
}

std::vector<CrsEntry> readCatalog() {
  registerGdalDrivers();
  int count = 0;
  OSRCRSInfo** list = OSRGetCRSInfoListFromDatabase("EPSG", nullptr, &count);
  std::vector<CrsEntry> entries;
  for (int i = 0; list && i < count; ++i) {
    const OSRCRSInfo& info = *list[i];
    const bool geographic = info.eType == OSR_CRS_TYPE_GEOGRAPHIC_2D;
    if (info.bDeprecated || (!geographic && info.eType != OSR_CRS_TYPE_PROJECTED)) continue;
    entries.push_back({std::string(info.pszAuthName) + ":" + info.pszCode, info.pszName, geographic});
  }
  OSRDestroyCRSInfoList(list);
  std::stable_sort(entries.begin(), entries.end(),
                   [](const CrsEntry& a, const CrsEntry& b) { return numericCode(a.code) < numericCode(b.code); });
  return entries;
}

}  // namespace

const std::vector<CrsEntry>& crsCatalog() {
  static const std::vector<CrsEntry> catalog = readCatalog();
  return catalog;
}

}  // namespace hexwright::importers
