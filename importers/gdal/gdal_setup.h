#pragma once
// GDAL driver registration, kept free of GDAL headers so the CLI and editor can call it.
namespace hexwright::importers {

/// Registers every GDAL/OGR driver once per process (GDALAllRegister). The program's
/// main should call it at start-up; every importer
/// entry point calls it too, so a caller that forgets still works.
void registerGdalDrivers();

/// "GDAL 3.6.2": for --version output and bug reports.
const char* gdalVersionText();

}  // namespace hexwright::importers
