// Hex terrain from polygons and elevation from a large DEM (importer issue, item 8):
//  - 20,000 hexes classified against 5,000 woods polygons, the exact covered area of
//    every hex, in memory and end to end from a GeoPackage through OGR; sizes from
//    5,000 to 80,000 hexes show the cost growing linearly;
//  - 100,000 hexes from a 10,000 × 10,000 DEM, with the peak memory of the process.
// bench/ogr2ogr_side_by_side.sh runs the same polygon computation through
// `ogr2ogr -dialect SQLite` (ST_Intersection / ST_Area) and prints both times.
//
// Modes besides Google Benchmark's own flags:
//   --export DIR --hexes N     write DIR/classify-N.gpkg (layers hexes, woods)
//   --import GPKG --hexes N    time the Hexwright vector import of that file; print
//                              seconds and the total covered area
//   --write-bundle DIR --hexes N  write DIR/classify-N.hexw (a Hell Before Night bundle on
//                              the same ground) and DIR/woods-mapping.xml, for timing
//                              `hexwright import vector` as a whole process
#include <benchmark/benchmark.h>
#include <gdal_priv.h>
#include <ogrsf_frmts.h>
#include <sys/resource.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "importers/dem/dem_import.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/ground/ground_grid.h"
#include "importers/vector/polygon_coverage.h"
#include "importers/vector/vector_import.h"
#include "model/hex/label_width.h"
#include "model/io/bundle.h"

namespace {

using namespace hexwright;

constexpr double kHexMetres = 100;
constexpr double kX0 = 500000, kY0 = 4000000;

// A grid of n hexes, twice as wide as tall (200 × 100 for 20,000).
model::HexGrid gridOf(int hexes) {
  const int rows = static_cast<int>(std::lround(std::sqrt(hexes / 2.0)));
  return model::HexGrid{hexes / rows, rows, {}};
}

model::Map mapOf(int hexes) {
  model::Map map;
  map.resetGrid(gridOf(hexes), "clear");
  map.ground.yardsAcrossFlats = kHexMetres / 0.9144;
  map.ground.georeference = model::GeoReference{"EPSG:32616", importers::gridToCrs({{kX0, kY0}, 0, 1})};
  return map;
}

// Woods: star-shaped blobs of 12-24 vertices, 40-220 m across, one for every four hexes,
// scattered over the map (grid plane metres). Seeded: every run sees the same woods.
std::vector<importers::PlanePolygon> woodsFor(int hexes) {
  const model::HexGrid grid = gridOf(hexes);
  const model::Rect bounds =
      importers::boundsRect(grid, importers::groundLayout(model::Orientation::FlatTop, kHexMetres));
  std::mt19937 rng(1862);
  std::uniform_real_distribution<double> x(bounds.x, bounds.right()), y(bounds.y, bounds.bottom());
  std::uniform_real_distribution<double> radius(40, 220), wobble(0.6, 1.0);
  std::uniform_int_distribution<int> vertices(12, 24);
  std::vector<importers::PlanePolygon> out(static_cast<std::size_t>(hexes / 4));
  for (auto& p : out) {
    const model::Vec2 c{x(rng), y(rng)};
    const double r = radius(rng);
    const int n = vertices(rng);
    for (int k = 0; k < n; ++k) {
      const double a = 2 * std::numbers::pi * k / n;
      const double rr = r * wobble(rng);
      p.outer.push_back({c.x + rr * std::cos(a), c.y + rr * std::sin(a)});
    }
  }
  return out;
}

// The core: covered share of every hex, then woods where it covers half the hex.
std::size_t classify(const model::HexGrid& grid, const std::vector<importers::PlanePolygon>& woods, double* totalArea) {
  const model::HexLayout layout = importers::groundLayout(model::Orientation::FlatTop, kHexMetres);
  importers::CoverageGrid coverage(grid, layout, 1);
  for (const auto& w : woods) coverage.add(w, 0);
  std::size_t wooded = 0;
  double total = 0;
  for (std::size_t i = 0; i < grid.size(); ++i) {
    wooded += coverage.fraction(i, 0) >= 0.5;
    total += coverage.area(i, 0);
  }
  if (totalArea) *totalArea = total;
  return wooded;
}

void BM_ClassifyInMemory(benchmark::State& state) {
  const int hexes = static_cast<int>(state.range(0));
  const auto woods = woodsFor(hexes);
  const model::HexGrid grid = gridOf(hexes);
  for (auto _ : state) benchmark::DoNotOptimize(classify(grid, woods, nullptr));
  state.SetComplexityN(hexes);
  state.counters["hexes"] = static_cast<double>(grid.size());
  state.counters["polygons"] = static_cast<double>(woods.size());
}
BENCHMARK(BM_ClassifyInMemory)
    ->Arg(5000)
    ->Arg(10000)
    ->Arg(20000)
    ->Arg(40000)
    ->Arg(80000)
    ->Complexity(benchmark::oN)
    ->Unit(benchmark::kMillisecond);

std::string exportGpkg(const std::filesystem::path& dir, int hexes) {
  importers::registerGdalDrivers();
  std::filesystem::create_directories(dir);
  const std::string path = (dir / ("classify-" + std::to_string(hexes) + ".gpkg")).string();
  std::filesystem::remove(path);
  const model::Map map = mapOf(hexes);
  const auto ground = importers::GroundGrid::of(map);
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GPKG");
  GDALDatasetUniquePtr ds(driver->Create(path.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
  OGRSpatialReference utm;
  utm.importFromEPSG(32616);
  utm.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  auto write = [&](const char* name, const std::vector<std::vector<model::Vec2>>& rings, bool withIndex) {
    OGRLayer* layer = ds->CreateLayer(name, &utm, wkbPolygon, nullptr);
    OGRFieldDefn idx("idx", OFTInteger);
    if (withIndex && layer->CreateField(&idx) != OGRERR_NONE) throw std::runtime_error("field");
    if (ds->StartTransaction() != OGRERR_NONE) throw std::runtime_error("transaction");
    for (std::size_t i = 0; i < rings.size(); ++i) {
      OGRLinearRing ring;
      for (const auto& p : rings[i]) {
        const model::Vec2 c = ground->planeToCrs(p);
        ring.addPoint(c.x, c.y);
      }
      ring.closeRings();
      OGRPolygon polygon;
      polygon.addRing(&ring);
      OGRFeatureUniquePtr f(OGRFeature::CreateFeature(layer->GetLayerDefn()));
      f->SetGeometry(&polygon);
      if (withIndex) f->SetField("idx", static_cast<int>(i));
      if (layer->CreateFeature(f.get()) != OGRERR_NONE) throw std::runtime_error("feature");
    }
    if (ds->CommitTransaction() != OGRERR_NONE) throw std::runtime_error("commit");
  };
  std::vector<std::vector<model::Vec2>> hexRings;
  for (const model::HexCoord h : map.grid().hexes()) {
    const auto c = ground->layout().corners(h);
    hexRings.emplace_back(c.begin(), c.end());
  }
  write("hexes", hexRings, true);
  std::vector<std::vector<model::Vec2>> woodRings;
  for (const auto& w : woodsFor(hexes)) woodRings.push_back(w.outer);
  write("woods", woodRings, false);
  return path;
}

int timeImport(const std::string& gpkg, int hexes) {
  importers::registerGdalDrivers();
  const model::Map map = mapOf(hexes);
  model::Ruleset rs;
  rs.id = "bench";
  model::TerrainType clear, woods;
  clear.id = "clear";
  woods.id = "woods";
  rs.terrain = {clear, woods};
  importers::VectorImportRequest req;
  req.source = gpkg;
  importers::VectorRule rule;
  rule.layer = "woods";
  rule.type = "woods";
  req.mapping.file = "bench";
  req.mapping.rules = {rule};
  model::Diagnostics d;
  model::NullProgress progress;
  const auto start = std::chrono::steady_clock::now();
  const auto r = importers::importVector(map, rs, req, d, progress);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!r.ok) {
    for (const auto& item : d.items()) std::fprintf(stderr, "%s\n", model::formatDiagnostic(item).c_str());
    return 2;
  }
  double area = 0;
  const std::size_t wooded = classify(map.grid(), woodsFor(hexes), &area);
  std::printf("hexwright_import_seconds %.4f\nhexes_woods %zu\nwooded_check %zu\ncovered_area %.3f\n", seconds,
              r.terrainChanged, wooded, area);
  return 0;
}

// The bundle and mapping `hexwright import vector BUNDLE classify-N.gpkg` needs.
int writeBundle(const std::filesystem::path& dir, int hexes) {
  std::filesystem::create_directories(dir);
  model::Scenario s;
  s.rulesetId = "hell-before-night";
  s.rulesetVersion = "1";
  s.title = "Woods over " + std::to_string(hexes) + " hexes";
  s.map = mapOf(hexes);
  model::HexGrid grid = s.map.grid();
  model::widenLabels(grid);
  s.map.resetGrid(grid, "clear");
  const auto bundle = dir / ("classify-" + std::to_string(hexes) + ".hexw");
  std::filesystem::remove_all(bundle);
  model::Diagnostics d;
  if (!io::saveBundle(s, bundle, d)) {
    for (const auto& item : d.items()) std::fprintf(stderr, "%s\n", model::formatDiagnostic(item).c_str());
    return 1;
  }
  std::ofstream mapping(dir / "woods-mapping.xml");
  mapping << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hexwright-mapping version=\"1\" name=\"bench woods\">\n"
             "  <vector>\n    <terrain layer=\"woods\" type=\"heavy-woods\"/>\n  </vector>\n</hexwright-mapping>\n";
  std::printf("%s\n", bundle.c_str());
  return mapping ? 0 : 1;
}

// The 10,000 × 10,000 DEM: 1 m pixels, a smooth landscape, tiled and compressed.
std::string bigDem() {
  const auto path = std::filesystem::temp_directory_path() / "hexwright-bench-dem-10000.tif";
  if (std::filesystem::exists(path)) return path.string();
  importers::registerGdalDrivers();
  const int n = 10000;
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
  const char* options[] = {"TILED=YES", "COMPRESS=DEFLATE", "PREDICTOR=3", "BIGTIFF=YES", nullptr};
  const std::string tmp = path.string() + ".part";
  {
    GDALDatasetUniquePtr ds(driver->Create(tmp.c_str(), n, n, 1, GDT_Float32, const_cast<char**>(options)));
    double gt[6] = {kX0 - 100, 1, 0, kY0 + 100, 0, -1};
    ds->SetGeoTransform(gt);
    OGRSpatialReference utm;
    utm.importFromEPSG(32616);
    ds->SetSpatialRef(&utm);
    std::vector<float> rows(static_cast<std::size_t>(n) * 256);
    for (int y0 = 0; y0 < n; y0 += 256) {
      const int count = std::min(256, n - y0);
      for (int r = 0; r < count; ++r)
        for (int x = 0; x < n; ++x)
          rows[static_cast<std::size_t>(r) * n + x] =
              static_cast<float>(120 + 25 * std::sin(x / 900.0) * std::cos((y0 + r) / 700.0) + 0.002 * x);
      if (ds->GetRasterBand(1)->RasterIO(GF_Write, 0, y0, n, count, rows.data(), n, count, GDT_Float32, 0, 0,
                                         nullptr) != CE_None)
        throw std::runtime_error("cannot write the DEM");
    }
  }
  std::filesystem::rename(tmp, path);
  return path.string();
}

long peakRssMb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;
}

void BM_Dem100kHexesFrom10kSquareDem(benchmark::State& state) {
  const std::string dem = bigDem();
  // 400 × 250 flat-top hexes of 28 m cover 9.7 × 7.1 km of the 10 × 10 km DEM.
  model::Map map;
  map.resetGrid({400, 250, {}}, "clear");
  map.ground.yardsAcrossFlats = 28 / 0.9144;
  map.ground.georeference = model::GeoReference{"EPSG:32616", importers::gridToCrs({{kX0, kY0}, 0, 1})};
  model::Ruleset rs;
  rs.id = "bench";
  rs.elevation.kind = model::ElevationKind::Levels;
  rs.elevation.minLevel = 0;
  rs.elevation.maxLevel = 20;
  importers::DemImportRequest req;
  req.dem = dem;
  req.levels.intervalMetres = 5;
  const long before = peakRssMb();
  importers::DemImportResult r;
  for (auto _ : state) {
    model::Diagnostics d;
    model::NullProgress progress;
    r = importers::importDem(map, rs, req, d, progress);
    if (!r.ok) state.SkipWithError("DEM import failed");
  }
  state.counters["hexes"] = static_cast<double>(map.grid().size());
  state.counters["pixels_read"] = static_cast<double>(r.pixelsRead);
  state.counters["strip_buffer_MB"] = static_cast<double>(r.bufferBytes) / (1 << 20);
  state.counters["peak_rss_MB_before"] = static_cast<double>(before);
  state.counters["peak_rss_MB"] = static_cast<double>(peakRssMb());
}
BENCHMARK(BM_Dem100kHexesFrom10kSquareDem)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace

int main(int argc, char** argv) {
  std::string exportDir, importFile, bundleDir;
  int hexes = 20000;
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::strcmp(argv[i], "--export") == 0) exportDir = argv[i + 1];
    if (std::strcmp(argv[i], "--import") == 0) importFile = argv[i + 1];
    if (std::strcmp(argv[i], "--hexes") == 0) hexes = std::atoi(argv[i + 1]);
    if (std::strcmp(argv[i], "--write-bundle") == 0) bundleDir = argv[i + 1];
  }
  if (!bundleDir.empty()) return writeBundle(bundleDir, hexes);
  if (!exportDir.empty()) {
    std::printf("%s\n", exportGpkg(exportDir, hexes).c_str());
    return 0;
  }
  if (!importFile.empty()) return timeImport(importFile, hexes);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
