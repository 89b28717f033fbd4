#pragma once
// Fixtures for importer tests, built with GDAL itself in /vsimem/: no binary files in the repository, and every
// expected value follows from the numbers written here.
#include <cpl_vsi.h>
#include <gdal_priv.h>
#include <gdal_utils.h>
#include <ogr_spatialref.h>
#include <ogrsf_frmts.h>

#include <atomic>
#include <filesystem>
#include <functional>
#include <optional>
#include <random>
#include <string>

#include "importers/gdal/gdal_setup.h"
#include "importers/ground/ground_grid.h"
#include "model/map/map.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::testing {

// Fixtures call GDAL before any importer does: register the drivers at start-up.
inline const bool kGdalRegistered = (importers::registerGdalDrivers(), true);

/// A unique /vsimem/ path, deleted (with any sidecar files) when the object dies.
class VsiPath {
 public:
  explicit VsiPath(const std::string& suffix) {
    static std::atomic<int> counter{0};
    m_path = "/vsimem/hexwright-test-" + std::to_string(++counter) + suffix;
  }
  ~VsiPath() {
    VSIUnlink(m_path.c_str());
    VSIUnlink((m_path + ".aux.xml").c_str());
    VSIUnlink((m_path + ".msk").c_str());
  }
  VsiPath(const VsiPath&) = delete;
  VsiPath& operator=(const VsiPath&) = delete;
  const std::string& str() const { return m_path; }
  operator std::string() const { return m_path; }

 private:
  std::string m_path;
};

/// A real temporary folder (GeoTIFF outputs, bundles), removed at the end.
class TempFolder {
 public:
  TempFolder() {
    std::random_device rd;
    m_path = std::filesystem::temp_directory_path() / ("hexwright-imp-" + std::to_string(rd()) + std::to_string(rd()));
    std::filesystem::create_directories(m_path);
  }
  ~TempFolder() {
    std::error_code ec;
    std::filesystem::remove_all(m_path, ec);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;
  const std::filesystem::path& path() const { return m_path; }
  std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

 private:
  std::filesystem::path m_path;
};

struct RasterSpec {
  int width = 10;
  int height = 10;
  int bands = 1;
  GDALDataType type = GDT_Float32;
  std::optional<model::Affine2D> geoTransform;  // pixel → CRS
  std::string crs;                              // empty: none
  std::optional<double> nodata;
  std::string unit;  // band unit type ("ft")
  std::string driver = "GTiff";
  std::vector<std::string> creationOptions;
};

/// Writes a raster whose pixel (x, y) of band b holds value(b, x, y).
inline void writeRaster(const std::string& path, const RasterSpec& spec,
                        const std::function<double(int, int, int)>& value) {
  importers::registerGdalDrivers();
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(spec.driver.c_str());
  CPLStringList options;
  for (const auto& o : spec.creationOptions) options.AddString(o.c_str());
  GDALDatasetUniquePtr ds(driver->Create(path.c_str(), spec.width, spec.height, spec.bands, spec.type, options.List()));
  if (spec.geoTransform) {
    double gt[6] = {spec.geoTransform->c0, spec.geoTransform->c1, spec.geoTransform->c2,
                    spec.geoTransform->c3, spec.geoTransform->c4, spec.geoTransform->c5};
    ds->SetGeoTransform(gt);
  }
  if (!spec.crs.empty()) {
    OGRSpatialReference srs;
    srs.SetFromUserInput(spec.crs.c_str());
    ds->SetSpatialRef(&srs);
  }
  std::vector<double> row(static_cast<std::size_t>(spec.width));
  for (int b = 1; b <= spec.bands; ++b) {
    GDALRasterBand* band = ds->GetRasterBand(b);
    if (spec.nodata) band->SetNoDataValue(*spec.nodata);
    if (!spec.unit.empty()) band->SetUnitType(spec.unit.c_str());
    for (int y = 0; y < spec.height; ++y) {
      for (int x = 0; x < spec.width; ++x) row[static_cast<std::size_t>(x)] = value(b, x, y);
      if (band->RasterIO(GF_Write, 0, y, spec.width, 1, row.data(), spec.width, 1, GDT_Float64, 0, 0, nullptr) !=
          CE_None)
        throw std::runtime_error("cannot write fixture " + path);
    }
  }
}

/// A flat-top hex map of cols × rows at `yards` across flats, placed in `crs`.
inline model::Map placedMap(int cols, int rows, double yards, const importers::GridPlacement& placement,
                            const std::string& crs = "EPSG:32616",
                            model::Orientation orientation = model::Orientation::FlatTop) {
  model::Map map;
  model::HexGrid grid;
  grid.columns = cols;
  grid.rows = rows;
  grid.convention.orientation = orientation;
  map.resetGrid(grid, "clear");
  map.ground.yardsAcrossFlats = yards;
  map.ground.georeference = model::GeoReference{crs, importers::gridToCrs(placement)};
  return map;
}

/// A small ruleset with everything the importers look at: terrain with and without
/// precedence, elevation levels, two slope types, a stream, a bridge, a road, a town.
inline model::Ruleset testRuleset() {
  model::Ruleset rs;
  rs.id = "test";
  rs.name = "Test";
  rs.hexYards = 100;
  auto terrain = [&](const char* id, std::optional<int> precedence) {
    model::TerrainType t;
    t.id = id;
    t.name = id;
    t.precedence = precedence;
    rs.terrain.push_back(t);
  };
  terrain("clear", 0);
  terrain("light-woods", 1);
  terrain("heavy-woods", 2);
  terrain("field", std::nullopt);
  terrain("morass", 1);
  rs.defaultTerrain = "clear";
  auto hexside = [&](const char* id, bool directional, const char* toward, model::HexsidePlacement placement) {
    model::HexsideType h;
    h.id = id;
    h.name = id;
    h.directional = directional;
    h.towardMeaning = toward;
    h.placement = placement;
    rs.hexsides.push_back(h);
  };
  hexside("gentle-slope", true, "downhill hex", model::HexsidePlacement::Along);
  hexside("steep-slope", true, "downhill hex", model::HexsidePlacement::Along);
  hexside("rifle-pit", true, "inside hex (owner)", model::HexsidePlacement::Along);
  hexside("stream", false, "", model::HexsidePlacement::Along);
  hexside("bridge", false, "", model::HexsidePlacement::Crosses);
  model::RouteType road;
  road.id = "road";
  rs.routes.push_back(road);
  model::HexFeatureType town;
  town.id = "town";
  town.category = model::FeatureCategory::Town;
  rs.features.push_back(town);
  rs.elevation.kind = model::ElevationKind::Levels;
  rs.elevation.minLevel = 0;
  rs.elevation.maxLevel = 5;
  return rs;
}

}  // namespace hexwright::testing
