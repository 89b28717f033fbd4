#pragma once
// GDAL driver registration, kept free of GDAL headers so the CLI and editor can call it.
namespace hexwright::importers {

/// GDAL's raster block cache for the process, unless GDAL_CACHEMAX is set.
inline constexpr long long kBlockCacheBytes = 128LL << 20;

/// Registers every GDAL/OGR driver once per process (GDALAllRegister) and bounds GDAL's
/// block cache (kBlockCacheBytes). The program's
/// main should call it at start-up; every importer
/// entry point calls it too, so a caller that forgets still works.
void registerGdalDrivers();

/// "GDAL 3.6.2": for --version output and bug reports.
const char* gdalVersionText();

}  // namespace hexwright::importers
