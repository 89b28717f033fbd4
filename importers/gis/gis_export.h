#pragma once
// `hexwright export gis`: the hex map as GIS layers in the map's own CRS, to check it in
// QGIS against the historical map and modern data, or to hand it to any GIS. It lives in
// importers/ because writing GeoPackage or GeoJSON needs GDAL/OGR, which exporters may
// not use (importers/README.md).
#include <filesystem>
#include <optional>
#include <string>

#include "model/core/diagnostic.h"
#include "model/scenario/scenario.h"

namespace hexwright::importers {

enum class GisFormat { GeoPackage, GeoJson };

/// .gpkg → GeoPackage, .geojson/.json → GeoJSON; nullopt for anything else.
std::optional<GisFormat> gisFormatFromExtension(const std::filesystem::path& out);

struct GisExportResult {
  std::size_t hexes = 0;
  std::size_t hexsides = 0;
  std::size_t routes = 0;
  std::size_t hexFeatures = 0;
  std::size_t victory = 0;
  std::size_t areas = 0;
  std::size_t units = 0;
};

/// Writes, in the map's CRS: `hexes` (polygons: label, col, row, terrain, elevation,
/// features), `hexsides` (line segments: label_a, label_b, type), `routes` (lines
/// through hex centres: id, type, name), `hex_features` (points: hex, type), `victory`
/// (points: id, hex, kind, side, points), `areas` (polygons, the union of their hexes:
/// id, name, kind, side) and `units` (set-up units at their hex centre: id, name, side,
/// type, hex). A GeoPackage holds one table per layer; a GeoJSON file, which has one
/// layer, holds them all with a `layer` property. The file is written beside `out` and
/// renamed into place: on failure nothing is left behind. nullopt with errors when the
/// map is not placed on the ground or the file cannot be written.
std::optional<GisExportResult> exportGis(const model::Scenario& scenario, const std::filesystem::path& out,
                                         GisFormat format, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers
