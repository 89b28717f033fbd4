#include "importers/dem/dem_import.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "importers/common/hex_report.h"
#include "importers/common/hex_sweep.h"
#include "importers/common/landcover_ground.h"
#include "importers/dem/dem_ground.h"
#include "importers/gdal/gdal_errors.h"
#include "model/core/text.h"

namespace hexwright::importers {
namespace {

// Per-hex running statistics; 24 bytes a hex, so 100,000 hexes take 2.4 MB.
struct HeightAccumulator final : HexPixelSink {
  explicit HeightAccumulator(std::size_t hexes)
      : sum(hexes, 0.0),
        max(hexes, std::numeric_limits<double>::lowest()),
        count(hexes, 0),
        masks(hexes, 0),
        centre(hexes) {}
  void value(std::size_t hex, double v) override {
    sum[hex] += v;
    max[hex] = std::max(max[hex], v);
    ++count[hex];
  }
  void masked(std::size_t hex) override { ++masks[hex]; }
  void probe(std::size_t hex, std::optional<double> v) override { centre[hex] = v; }

  std::vector<double> sum;
  std::vector<double> max;
  std::vector<std::uint32_t> count;
  std::vector<std::uint32_t> masks;
  std::vector<std::optional<double>> centre;
};

// DEMs in feet say so in the band's unit; heights are metres from here on.
double metresPerUnit(const std::string& unit) {
  const std::string u = model::lower(unit);
  if (u == "ft" || u == "foot" || u == "feet" || u == "international foot") return 0.3048;
  if (u == "us survey foot" || u == "us-ft" || u == "ftus") return 1200.0 / 3937.0;
  return 1.0;
}

// The heights where the ruleset's levels begin: the contour lines of the natural style.
std::vector<double> contourHeights(const ElevationModel& m) {
  std::vector<double> out;
  if (!m.thresholds.empty()) {
    for (const double t : m.thresholds) out.push_back(m.baseMetres + t);
  } else if (m.intervalMetres > 0) {
    // Up to 9 km above the base (no battlefield is higher), at most 3,000 lines.
    for (int k = 1; k <= 3000 && k * m.intervalMetres <= 9000; ++k) out.push_back(m.baseMetres + k * m.intervalMetres);
  }
  return out;
}

bool keepHeights(DemImportResult& result, const GridRaster& raster, const GroundGrid& ground,
                 const model::Ruleset& ruleset, const DemImportRequest& request, double toMetres,
                 model::Diagnostics& diagnostics) {
  const model::HexGrid& grid = result.map.grid();
  // Named by file name, as kept vector ground is: the bundle does not depend on where the
  // designer's copy of the DEM lay.
  const std::string source =
      std::filesystem::path(request.source.empty() ? request.dem.string() : request.source).filename().string();
  const double tolerance =
      coverTolerance(keptTolerance(ruleset, result.map.ground.metresAcrossFlats()), pixelMetres(raster, ground));
  GroundKeeper keeper(source, boundsRect(grid, ground.layout()), tolerance);
  const auto& geo = result.map.ground.georeference;
  gdal::ErrorScope errors(diagnostics, request.dem.string());
  result.kept = keepDemGround(raster, ground, grid, geo ? geo->crsWkt : std::string(), toMetres,
                              result.model ? contourHeights(*result.model) : std::vector<double>{}, request.keep->file,
                              keeper, diagnostics);
  if (!result.kept) return false;
  result.contourPointsRead = keeper.pointsRead();
  result.contourPointsKept = keeper.pointsKept();
  keepGround(result.map, keeper.take());
  auto& rasters = result.map.backgrounds;
  auto same = std::find_if(rasters.begin(), rasters.end(), [&](const model::BackgroundImage& b) {
    return b.kind == model::RasterKind::Elevation && b.source == source;
  });
  if (same == rasters.end())
    rasters.push_back({request.keep->bundleName, 1.0, true, model::RasterKind::Elevation, source});
  else
    same->file = request.keep->bundleName;
  return true;
}

}  // namespace

const char* demStatName(DemStat s) {
  switch (s) {
    case DemStat::Mean:
      return "mean";
    case DemStat::Max:
      return "max";
    case DemStat::Center:
      return "center";
  }
  return "mean";
}

std::optional<DemStat> parseDemStat(const std::string& name) {
  for (DemStat s : {DemStat::Mean, DemStat::Max, DemStat::Center})
    if (name == demStatName(s)) return s;
  if (name == "centre") return DemStat::Center;
  return std::nullopt;
}

namespace {

std::string slopeIds(const std::vector<const model::HexsideType*>& kinds) {
  std::string ids;
  for (const auto* k : kinds) ids += (ids.empty() ? "" : ", ") + k->id;
  return ids;
}

bool isSlopeType(const std::vector<const model::HexsideType*>& kinds, const std::string& type) {
  return std::any_of(kinds.begin(), kinds.end(), [&](const auto* k) { return k->id == type; });
}

// The slope options against the ruleset, before anything is read.
std::optional<SlopeOptions> checkSlopeOptions(const model::Ruleset& ruleset, const DemImportRequest& request,
                                              const std::vector<const model::HexsideType*>& kinds,
                                              model::Diagnostics& diagnostics) {
  SlopeOptions options;
  for (const SlopeRule& rule : request.slopes) {
    if (!isSlopeType(kinds, rule.type)) {
      diagnostics.add(model::Severity::Error, "import.dem.slope-type",
                      "--slope " + rule.type + ": the " + ruleset.id + " ruleset has no slope hexside type '" +
                          rule.type + "'" + (kinds.empty() ? "" : " (slope types: " + slopeIds(kinds) + ")"));
      return std::nullopt;
    }
    options.byDrop.push_back(rule);
  }
  if (request.slopeType && !isSlopeType(kinds, *request.slopeType)) {
    diagnostics.add(model::Severity::Error, "import.dem.slope-type",
                    "--slope-type " + *request.slopeType + ": not a slope hexside type of " + ruleset.id +
                        " (a directional hexside whose marked hex is the downhill one)");
    return std::nullopt;
  }
  return options;
}

// Every pixel to the hex holding its centre (or, for --stat centre, the pixel under each
// centre). False when cancelled or the read failed.
bool sweepDem(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid,
              const DemImportRequest& request, HeightAccumulator& acc, DemImportResult& result,
              model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  gdal::ErrorScope errors(diagnostics, request.dem.string());
  model::ProgressSpan sweepProgress(progress, 0.0, 0.9);
  SweepStats stats;
  std::vector<PixelProbe> probes;
  if (request.stat == DemStat::Center) probes = centreProbes(raster, grid, ground);
  if (!sweepHexes(raster, grid, ground, acc, std::move(probes), sweepProgress, diagnostics, &stats)) {
    stopIfCancelled(result, progress);
    return false;
  }
  result.pixelsRead = stats.pixels;
  result.bufferBytes = stats.bufferBytes;
  return true;
}

// One height per hex, in metres. A hex too small to hold a pixel centre takes the pixel
// under its centre, so a coarse DEM still gives every hex a height.
void hexHeights(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid, DemStat stat,
                const HeightAccumulator& acc, double toMetres, std::vector<std::optional<double>>& heights) {
  std::vector<std::size_t> fallback;
  heights.assign(grid.size(), std::nullopt);
  for (std::size_t i = 0; i < grid.size(); ++i) {
    if (stat == DemStat::Center)
      heights[i] = acc.centre[i];
    else if (acc.count[i] > 0)
      heights[i] = stat == DemStat::Max ? acc.max[i] : acc.sum[i] / acc.count[i];
    else if (acc.masks[i] == 0)
      fallback.push_back(i);
  }
  if (!fallback.empty()) {
    HeightAccumulator centres(grid.size());
    auto all = centreProbes(raster, grid, ground);
    std::vector<PixelProbe> wanted;
    for (const std::size_t hex : fallback) wanted.push_back(all[hex]);
    readProbes(raster, wanted, centres);
    for (const std::size_t hex : fallback) heights[hex] = centres.centre[hex];
  }
  for (auto& h : heights)
    if (h) *h *= toMetres;
}

// Which hexes got a height, which lie outside the DEM or on nodata, per hex; the lowest
// height, or nullopt (an error) when no hex has one.
std::optional<double> reportCoverage(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid,
                                     const std::string& file, DemImportResult& result,
                                     model::Diagnostics& diagnostics) {
  HexReport report(diagnostics, grid);
  double lowest = std::numeric_limits<double>::max();
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const model::HexCoord hex = grid.at(i);
    const int inside = raster.samplesInside(ground, hex);
    if (!result.heights[i]) {
      if (inside == 0) {
        ++result.hexesOutside;
        report.add(model::Severity::Warning, "import.dem.outside", hex, "outside the DEM; elevation unchanged");
      } else {
        ++result.hexesNodata;
        report.add(model::Severity::Warning, "import.dem.nodata", hex, "the DEM has no data here; elevation unchanged");
      }
      continue;
    }
    if (inside < 7)
      report.add(model::Severity::Info, "import.dem.partial", hex,
                 "partly outside the DEM; heights from the part inside");
    ++result.hexesWithData;
    lowest = std::min(lowest, *result.heights[i]);
  }
  if (result.hexesWithData > 0) return lowest;
  diagnostics.add(model::Severity::Error, "import.dem.no-data",
                  "no hex of the map has elevation data in " + file + " (" + std::to_string(result.hexesOutside) +
                      " hexes outside it, " + std::to_string(result.hexesNodata) + " on nodata)");
  return std::nullopt;
}

// Levels from the schema's elevation model, or from --interval only to place slopes on a
// map without levels; stored on the map when the ruleset has levels. False on an error.
bool computeLevels(const model::Ruleset& ruleset, const DemImportRequest& request, double lowest,
                   DemImportResult& result, std::vector<std::optional<int>>& levels, model::Diagnostics& diagnostics) {
  const model::HexGrid& grid = result.map.grid();
  const bool rulesetHasLevels = ruleset.elevation.kind == model::ElevationKind::Levels;
  levels.assign(grid.size(), std::nullopt);
  if (!rulesetHasLevels && !request.levels.intervalMetres) return true;
  result.model = elevationModelFor(ruleset.elevation, request.levels, lowest, diagnostics);
  if (!result.model) return false;
  for (std::size_t i = 0; i < grid.size(); ++i)
    if (result.heights[i]) levels[i] = result.model->levelFor(*result.heights[i]);
  if (!rulesetHasLevels) {
    diagnostics.add(model::Severity::Info, "import.dem.levels-not-stored",
                    "the " + ruleset.id +
                        " ruleset has no elevation levels; the levels computed from --interval "
                        "only place slopes");
    return true;
  }
  result.levelsStored = true;
  for (std::size_t i = 0; i < grid.size(); ++i) {
    if (!levels[i]) continue;
    result.map.setElevation(grid.at(i), *levels[i]);
    ++result.levelCounts[*levels[i]];
  }
  return true;
}

// Slopes re-derived as a whole: the previous import's slopes go first.
void placeSlopes(const model::Ruleset& ruleset, const DemImportRequest& request,
                 const std::vector<const model::HexsideType*>& kinds, SlopeOptions options,
                 const std::vector<std::optional<int>>& levels, DemImportResult& result,
                 model::Diagnostics& diagnostics) {
  if (options.byDrop.empty() && result.model) {  // levels, from the schema or --interval
    options.levelChangeType = request.slopeType.value_or(kinds.front()->id);
    if (!request.slopeType && kinds.size() > 1)
      diagnostics.add(model::Severity::Info, "import.dem.slope-choice",
                      "every change of level gets '" + *options.levelChangeType +
                          "'; use --slope TYPE=METRES to place the other slope types by height difference");
  }
  if (options.byDrop.empty() && !options.levelChangeType) {
    diagnostics.add(model::Severity::Info, "import.dem.no-slopes",
                    "no slopes placed: the " + ruleset.id +
                        " ruleset has no elevation levels; give --interval "
                        "METRES or --slope TYPE=METRES");
    return;
  }
  auto& features = result.map.hexsideFeatures;
  for (auto it = features.begin(); it != features.end();) {
    std::erase_if(it->second, [&](const model::HexsideFeature& f) { return isSlopeType(kinds, f.type); });
    it = it->second.empty() ? features.erase(it) : std::next(it);
  }
  for (auto& [key, feature] : deriveSlopes(result.map.grid(), result.heights, levels, options)) {
    features[key].push_back(std::move(feature));
    ++result.slopesPlaced;
  }
}

}  // namespace

DemImportResult importDem(const model::Map& current, const model::Ruleset& ruleset, const DemImportRequest& request,
                          model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  auto result = beginStaged<DemImportResult>(current);
  const std::vector<const model::HexsideType*> slopeKinds = slopeTypes(ruleset);
  const auto slopeOptions = checkSlopeOptions(ruleset, request, slopeKinds, diagnostics);
  if (!slopeOptions) return result;

  // Open: the DEM in the map's CRS.
  auto ground = GroundGrid::of(current);
  GridRasterOptions rasterOptions;
  rasterOptions.crsOverride = request.crs;
  rasterOptions.band = request.band;
  auto raster = openGridRaster(request.dem, current, rasterOptions, diagnostics);
  if (!raster || !ground) return result;
  result.reprojected = raster->reprojected;
  result.demCrsName = raster->crsName;
  const double toMetres = metresPerUnit(raster->unitType);

  // Read and classify: a height per hex, then levels and slopes.
  const model::HexGrid& grid = current.grid();
  HeightAccumulator acc(grid.size());
  if (!sweepDem(*raster, *ground, grid, request, acc, result, diagnostics, progress)) return result;
  hexHeights(*raster, *ground, grid, request.stat, acc, toMetres, result.heights);
  const auto lowest = reportCoverage(*raster, *ground, grid, request.dem.string(), result, diagnostics);
  std::vector<std::optional<int>> levels;
  if (!lowest || !computeLevels(ruleset, request, *lowest, result, levels, diagnostics)) return result;
  if (request.placeSlopes && !slopeKinds.empty())
    placeSlopes(ruleset, request, slopeKinds, *slopeOptions, levels, result, diagnostics);

  // Keep the ground, and stage.
  if (request.keep && !keepHeights(result, *raster, *ground, ruleset, request, toMetres, diagnostics)) return result;
  finishStaged(result, progress);
  return result;
}

}  // namespace hexwright::importers
