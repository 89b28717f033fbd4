// The historical map under the hexes, and the hex map handed to GIS:
//  - printing the 60 x 80-hex map as a tiled letter PDF over a 10,000 x 10,000-pixel
//    background (the tiled, deflated GeoTIFF with overviews that `import map` writes),
//    read sheet by sheet through the one background decoder; wall time and the peak
//    memory of the process (targets: under 3 s, under 500 MB);
//  - `export gis` of a 200 x 200 (40,000-hex) scenario to GeoPackage (target: under 1 s)
//    and to GeoJSON.
//  - the natural style (docs/natural-maps.md) of the same 60 x 80 map with 5,000 kept
//    woods polygons and a 2,000 x 2,000 kept DEM drawn as hill shading (target: under
//    2 s), as a single-sheet PDF and as the tiled letter PDF.
// The scan is written once to the temp folder (hexwright-bench-scan/) and reused, as is
// the DEM (hexwright-bench-dem/).
#include <benchmark/benchmark.h>
#include <gdal_priv.h>
#include <ogr_spatialref.h>
#include <sys/resource.h>

#include <cmath>
#include <filesystem>
#include <vector>

#include "bench/synthetic_scenario.h"
#include "cli/background_source.h"
#include "cli/heap_tuning.h"
#include "exporters/print/map_print.h"
#include "importers/gdal/gdal_setup.h"
#include "importers/gis/gis_export.h"
#include "importers/ground/ground_grid.h"
#include "model/io/ruleset_reader.h"

namespace {

using namespace hexwright;
namespace fs = std::filesystem;

constexpr int kScanPixels = 10000;
constexpr double kPixelMetres = 1.3;
constexpr double kX0 = 500000, kY0 = 4000000;

long peakRssMb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;
}

// The bundle folder holding rasters/scan.tif: 10,000 x 10,000 RGB, 1.3 m pixels, tiled,
// deflated, overviews 2..32, like `import map` output. Written once, with a small GDAL
// cache so that writing it does not count against the print's memory.
fs::path scanBundle() {
  const fs::path dir = fs::temp_directory_path() / "hexwright-bench-scan";
  const fs::path tif = dir / "rasters" / "scan.tif";
  if (fs::exists(tif)) return dir;
  fs::create_directories(tif.parent_path());
  importers::registerGdalDrivers();
  const GIntBig cache = GDALGetCacheMax64();
  GDALSetCacheMax64(64 << 20);
  const fs::path tmp = tif.string() + ".partial";
  {
    const char* options[] = {"TILED=YES", "COMPRESS=DEFLATE", "PHOTOMETRIC=RGB", nullptr};
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
    GDALDatasetUniquePtr ds(
        driver->Create(tmp.c_str(), kScanPixels, kScanPixels, 3, GDT_Byte, const_cast<char**>(options)));
    double gt[6] = {kX0 - 500, kPixelMetres, 0, kY0 + 500, 0, -kPixelMetres};
    ds->SetGeoTransform(gt);
    OGRSpatialReference srs;
    srs.importFromEPSG(32616);
    ds->SetSpatialRef(&srs);
    const int strip = 256;
    std::vector<std::uint8_t> rows(static_cast<std::size_t>(kScanPixels) * strip);
    for (int b = 1; b <= 3; ++b)
      for (int y0 = 0; y0 < kScanPixels; y0 += strip) {
        const int count = std::min(strip, kScanPixels - y0);
        for (int r = 0; r < count; ++r)
          for (int x = 0; x < kScanPixels; ++x)
            rows[static_cast<std::size_t>(r) * kScanPixels + x] = static_cast<std::uint8_t>(
                128 + 100 * std::sin((x + 37 * b) / (300.0 + 50 * b)) * std::cos((y0 + r) / 410.0));
        if (ds->GetRasterBand(b)->RasterIO(GF_Write, 0, y0, kScanPixels, count, rows.data(), kScanPixels, count,
                                           GDT_Byte, 0, 0, nullptr) != CE_None)
          throw std::runtime_error("cannot write the scan");
      }
    int levels[] = {2, 4, 8, 16, 32};
    if (ds->BuildOverviews("AVERAGE", 5, levels, 0, nullptr, nullptr, nullptr) != CE_None)
      throw std::runtime_error("cannot build overviews");
  }
  fs::rename(tmp, tif);
  GDALSetCacheMax64(cache);
  return dir;
}

model::Scenario placed(int columns, int rows, int units) {
  auto s = bench::makeSyntheticScenario(bench::sharedBenchOptions(columns, rows, units));
  s.map.ground.yardsAcrossFlats = 176;
  s.map.ground.georeference = model::GeoReference{"EPSG:32616", importers::gridToCrs({{kX0, kY0}, 0, 1})};
  return s;
}

const model::Ruleset* ruleset() {
  static const std::optional<model::Ruleset> r = [] {
    model::Diagnostics d;
    return io::loadRulesetById("hell-before-night", d);
  }();
  return r ? &*r : nullptr;
}

void BM_PrintOverTenThousandPixelScan(benchmark::State& state) {
  const fs::path bundle = scanBundle();
  model::Scenario s = placed(60, 80, 1200);
  s.map.backgrounds = {{"rasters/scan.tif", 0.8, true, model::RasterKind::Image, {}}};
  const long before = peakRssMb();
  int pages = 0;
  for (auto _ : state) {
    model::Diagnostics d;
    exporters::MapPrintOptions o;
    o.hexSizeInches = 0.75;
    o.layers.background = true;
    o.terrainOpacity = 0.55;
    o.dpi = static_cast<double>(state.range(0));
    o.backgroundSource = cli::openBackgroundSource(s, bundle, -1, d);
    if (!o.backgroundSource) state.SkipWithError("the scan cannot be opened");
    model::NullProgress p;
    const auto r =
        exporters::exportMap(s, ruleset(), o, fs::temp_directory_path() / "hexwright-bench-bg.pdf", {}, d, p);
    if (!r || d.hasErrors()) state.SkipWithError("export failed");
    pages = r ? r->pages : 0;
  }
  state.counters["pages"] = pages;
  state.counters["peak_rss_MB_before"] = static_cast<double>(before);
  state.counters["peak_rss_MB"] = static_cast<double>(peakRssMb());
}
// Background pixels per inch (--dpi): 150 is the default, 100 a plain-paper print.
BENCHMARK(BM_PrintOverTenThousandPixelScan)->Arg(150)->Arg(100)->Unit(benchmark::kSecond)->Iterations(1);

// The same print without the background: what the scan itself costs is the difference.
void BM_PrintSameMapWithoutBackground(benchmark::State& state) {
  const model::Scenario s = placed(60, 80, 1200);
  for (auto _ : state) {
    model::Diagnostics d;
    exporters::MapPrintOptions o;
    o.hexSizeInches = 0.75;
    o.terrainOpacity = 0.55;
    model::NullProgress p;
    if (!exporters::exportMap(s, ruleset(), o, fs::temp_directory_path() / "hexwright-bench-nobg.pdf", {}, d, p))
      state.SkipWithError("export failed");
  }
}
BENCHMARK(BM_PrintSameMapWithoutBackground)->Unit(benchmark::kSecond)->Iterations(1);

constexpr int kDemPixels = 2000;

// A bundle folder holding rasters/ground-dem.tif: 2,000 x 2,000 Float32 heights over the
// 60 x 80 map (rolling hills), tiled and deflated as `import dem` keeps them.
fs::path demBundle(const model::Scenario& s) {
  const fs::path dir = fs::temp_directory_path() / "hexwright-bench-dem";
  const fs::path tif = dir / "rasters" / "ground-dem.tif";
  if (fs::exists(tif)) return dir;
  fs::create_directories(tif.parent_path());
  importers::registerGdalDrivers();
  const auto ground = importers::GroundGrid::of(s.map);
  const model::Rect area = importers::boundsRect(s.map.grid(), ground->layout());
  const double metres = std::max(area.w, area.h) / kDemPixels;
  const model::Vec2 topLeft = ground->planeToCrs({area.x, area.y});
  const fs::path tmp = tif.string() + ".partial";
  {
    const char* options[] = {"TILED=YES", "COMPRESS=DEFLATE", "PREDICTOR=3", nullptr};
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
    GDALDatasetUniquePtr ds(
        driver->Create(tmp.c_str(), kDemPixels, kDemPixels, 1, GDT_Float32, const_cast<char**>(options)));
    double gt[6] = {topLeft.x, metres, 0, topLeft.y, 0, -metres};
    ds->SetGeoTransform(gt);
    OGRSpatialReference srs;
    srs.importFromEPSG(32616);
    ds->SetSpatialRef(&srs);
    ds->GetRasterBand(1)->SetUnitType("m");
    std::vector<float> row(kDemPixels);
    for (int y = 0; y < kDemPixels; ++y) {
      for (int x = 0; x < kDemPixels; ++x)
        row[static_cast<std::size_t>(x)] =
            static_cast<float>(120 + 25 * std::sin(x / 97.0) * std::cos(y / 131.0) + 10 * std::sin((x + y) / 43.0));
      if (ds->GetRasterBand(1)->RasterIO(GF_Write, 0, y, kDemPixels, 1, row.data(), kDemPixels, 1, GDT_Float32, 0, 0,
                                         nullptr) != CE_None)
        throw std::runtime_error("cannot write the DEM");
    }
  }
  fs::rename(tmp, tif);
  return dir;
}

// range(0): 1 = one sheet, 0 = tiled letter sheets.
void BM_NaturalPrintWithKeptGroundAndDem(benchmark::State& state) {
  model::Scenario s = placed(60, 80, 1200);
  const fs::path bundle = demBundle(s);
  const auto ground = importers::GroundGrid::of(s.map);
  s.map.vectorLayers.push_back(bench::scatteredKeptWoods(importers::boundsRect(s.map.grid(), ground->layout()),
                                                         s.map.ground.metresAcrossFlats(), 5000));
  s.map.backgrounds = {{"rasters/ground-dem.tif", 1.0, true, model::RasterKind::Elevation, "dem.tif"}};
  for (auto _ : state) {
    model::Diagnostics d;
    exporters::MapPrintOptions o;
    o.hexSizeInches = 0.75;
    o.art = exporters::MapArt::Natural;
    o.singleSheet = state.range(0) == 1;
    o.backgroundSource = cli::openBackgroundSource(s, bundle, -1, d, {.images = false, .relief = true});
    if (!o.backgroundSource) state.SkipWithError("the DEM cannot be opened");
    model::NullProgress p;
    const fs::path out = fs::temp_directory_path() / "hexwright-bench-natural.pdf";
    const auto r = exporters::exportMap(s, ruleset(), o, out, {}, d, p);
    if (!r || d.hasErrors()) state.SkipWithError("export failed");
    state.counters["pages"] = r ? r->pages : 0;
    state.counters["file_MB"] = static_cast<double>(fs::file_size(out)) / (1 << 20);
  }
  state.counters["peak_rss_MB"] = static_cast<double>(peakRssMb());
}
BENCHMARK(BM_NaturalPrintWithKeptGroundAndDem)->Arg(1)->Arg(0)->Unit(benchmark::kSecond)->Iterations(1);

void exportGis(benchmark::State& state, importers::GisFormat format, const char* name) {
  const model::Scenario s = placed(200, 200, 5000);
  const fs::path out = fs::temp_directory_path() / name;
  for (auto _ : state) {
    state.PauseTiming();
    fs::remove(out);
    state.ResumeTiming();
    model::Diagnostics d;
    const auto r = importers::exportGis(s, out, format, d);
    if (!r) state.SkipWithError("export gis failed");
    state.counters["hexes"] = r ? static_cast<double>(r->hexes) : 0;
  }
  state.counters["file_MB"] = static_cast<double>(fs::file_size(out)) / (1 << 20);
}

void BM_ExportGis40kHexesGeoPackage(benchmark::State& state) {
  exportGis(state, importers::GisFormat::GeoPackage, "hexwright-bench.gpkg");
}
BENCHMARK(BM_ExportGis40kHexesGeoPackage)->Unit(benchmark::kMillisecond);

void BM_ExportGis40kHexesGeoJson(benchmark::State& state) {
  exportGis(state, importers::GisFormat::GeoJson, "hexwright-bench.geojson");
}
BENCHMARK(BM_ExportGis40kHexesGeoJson)->Unit(benchmark::kMillisecond);

}  // namespace

// As the programs start (cli/heap_tuning.cpp): the print's buffers reused, not re-faulted.
int main(int argc, char** argv) {
  hexwright::cli::keepLargeBuffersOnTheHeap();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
