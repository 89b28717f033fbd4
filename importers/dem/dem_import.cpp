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

DemImportResult importDem(const model::Map& current, const model::Ruleset& ruleset, const DemImportRequest& request,
                          model::Diagnostics& diagnostics, model::ProgressReporter& progress) {
  DemImportResult result;
  result.map = current;
  const bool rulesetHasLevels = ruleset.elevation.kind == model::ElevationKind::Levels;
  const std::vector<const model::HexsideType*> slopeKinds = slopeTypes(ruleset);

  // Check the options against the ruleset before reading anything.
  SlopeOptions slopeOptions;
  for (const SlopeRule& rule : request.slopes) {
    const bool isSlope =
        std::any_of(slopeKinds.begin(), slopeKinds.end(), [&](const auto* k) { return k->id == rule.type; });
    if (!isSlope) {
      diagnostics.add(model::Severity::Error, "import.dem.slope-type",
                      "--slope " + rule.type + ": the " + ruleset.id + " ruleset has no slope hexside type '" +
                          rule.type + "'" + (slopeKinds.empty() ? "" : " (slope types: " + [&] {
                            std::string ids;
                            for (const auto* k : slopeKinds) ids += (ids.empty() ? "" : ", ") + k->id;
                            return ids;
                          }() + ")"));
      return result;
    }
    slopeOptions.byDrop.push_back(rule);
  }
  if (request.slopeType &&
      std::none_of(slopeKinds.begin(), slopeKinds.end(), [&](const auto* k) { return k->id == *request.slopeType; })) {
    diagnostics.add(model::Severity::Error, "import.dem.slope-type",
                    "--slope-type " + *request.slopeType + ": not a slope hexside type of " + ruleset.id +
                        " (a directional hexside whose marked hex is the downhill one)");
    return result;
  }

  const std::string file = request.dem.string();
  auto ground = GroundGrid::of(current);
  GridRasterOptions rasterOptions;
  rasterOptions.crsOverride = request.crs;
  rasterOptions.band = request.band;
  auto raster = openGridRaster(request.dem, current, rasterOptions, diagnostics);
  if (!raster || !ground) return result;
  result.reprojected = raster->reprojected;
  result.demCrsName = raster->crsName;
  const double toMetres = metresPerUnit(raster->unitType);

  const model::HexGrid& grid = current.grid();
  HeightAccumulator acc(grid.size());
  {
    gdal::ErrorScope errors(diagnostics, file);
    model::ProgressSpan sweepProgress(progress, 0.0, 0.9);
    SweepStats stats;
    std::vector<PixelProbe> probes;
    if (request.stat == DemStat::Center) probes = centreProbes(*raster, grid, *ground);
    if (!sweepHexes(*raster, grid, *ground, acc, std::move(probes), sweepProgress, diagnostics, &stats)) {
      result.cancelled = progress.cancelled();
      return result;
    }
    result.pixelsRead = stats.pixels;
    result.bufferBytes = stats.bufferBytes;
  }

  // One height per hex. A hex too small to hold a pixel centre takes the pixel under
  // its centre, so a coarse DEM still gives every hex a height.
  std::vector<PixelProbe> fallback;
  result.heights.assign(grid.size(), std::nullopt);
  for (std::size_t i = 0; i < grid.size(); ++i) {
    if (request.stat == DemStat::Center) {
      result.heights[i] = acc.centre[i];
    } else if (acc.count[i] > 0) {
      result.heights[i] = request.stat == DemStat::Max ? acc.max[i] : acc.sum[i] / acc.count[i];
    } else if (acc.masks[i] == 0) {
      fallback.push_back(PixelProbe{});
      fallback.back().hex = i;
    }
  }
  if (!fallback.empty()) {
    HeightAccumulator centres(grid.size());
    auto all = centreProbes(*raster, grid, *ground);
    std::vector<PixelProbe> wanted;
    for (const PixelProbe& f : fallback) wanted.push_back(all[f.hex]);
    readProbes(*raster, wanted, centres);
    for (const PixelProbe& f : fallback) result.heights[f.hex] = centres.centre[f.hex];
  }
  for (auto& h : result.heights)
    if (h) *h *= toMetres;

  HexReport report(diagnostics, grid);
  double lowest = std::numeric_limits<double>::max();
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const model::HexCoord hex = grid.at(i);
    const int inside = raster->samplesInside(*ground, hex);
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
  if (result.hexesWithData == 0) {
    diagnostics.add(model::Severity::Error, "import.dem.no-data",
                    "no hex of the map has elevation data in " + file + " (" + std::to_string(result.hexesOutside) +
                        " hexes outside it, " + std::to_string(result.hexesNodata) + " on nodata)");
    return result;
  }

  // Levels: the schema's elevation model, or --interval for slopes on a map without levels.
  const bool wantLevels = rulesetHasLevels || request.levels.intervalMetres.has_value();
  std::vector<std::optional<int>> levels(grid.size());
  if (wantLevels) {
    result.model = elevationModelFor(ruleset.elevation, request.levels, lowest, diagnostics);
    if (!result.model) return result;
    for (std::size_t i = 0; i < grid.size(); ++i)
      if (result.heights[i]) levels[i] = result.model->levelFor(*result.heights[i]);
  }
  if (rulesetHasLevels) {
    result.levelsStored = true;
    for (std::size_t i = 0; i < grid.size(); ++i) {
      if (!levels[i]) continue;
      result.map.setElevation(grid.at(i), *levels[i]);
      ++result.levelCounts[*levels[i]];
    }
  } else if (wantLevels) {
    diagnostics.add(model::Severity::Info, "import.dem.levels-not-stored",
                    "the " + ruleset.id +
                        " ruleset has no elevation levels; the levels computed from --interval "
                        "only place slopes");
  }

  if (request.placeSlopes && !slopeKinds.empty()) {
    if (slopeOptions.byDrop.empty() && wantLevels) {
      slopeOptions.levelChangeType = request.slopeType.value_or(slopeKinds.front()->id);
      if (!request.slopeType && slopeKinds.size() > 1)
        diagnostics.add(model::Severity::Info, "import.dem.slope-choice",
                        "every change of level gets '" + *slopeOptions.levelChangeType +
                            "'; use --slope TYPE=METRES to place the other slope types by height difference");
    }
    if (!slopeOptions.byDrop.empty() || slopeOptions.levelChangeType) {
      // Slopes are re-derived as a whole: the previous import's slopes go first.
      for (auto it = result.map.hexsideFeatures.begin(); it != result.map.hexsideFeatures.end();) {
        auto& list = it->second;
        std::erase_if(list, [&](const model::HexsideFeature& f) {
          return std::any_of(slopeKinds.begin(), slopeKinds.end(), [&](const auto* k) { return k->id == f.type; });
        });
        it = list.empty() ? result.map.hexsideFeatures.erase(it) : std::next(it);
      }
      for (auto& [key, feature] : deriveSlopes(grid, result.heights, levels, slopeOptions)) {
        result.map.hexsideFeatures[key].push_back(std::move(feature));
        ++result.slopesPlaced;
      }
    } else {
      diagnostics.add(model::Severity::Info, "import.dem.no-slopes",
                      "no slopes placed: the " + ruleset.id +
                          " ruleset has no elevation levels; give --interval "
                          "METRES or --slope TYPE=METRES");
    }
  }
  if (request.keep && !keepHeights(result, *raster, *ground, ruleset, request, toMetres, diagnostics)) return result;
  progress.report(1.0, "done");
  result.ok = true;
  return result;
}

}  // namespace hexwright::importers
