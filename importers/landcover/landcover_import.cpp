#include "importers/landcover/landcover_import.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <unordered_map>

#include "importers/common/hex_report.h"
#include "importers/common/hex_sweep.h"
#include "importers/common/input_location.h"
#include "importers/common/landcover_ground.h"
#include "importers/gdal/gdal_errors.h"
#include "model/map/kept_ground.h"

namespace hexwright::importers {
namespace {

// Pixel counts per hex and terrain, flat: terrains are few, hexes many.
struct ClassCounter final : HexPixelSink {
  ClassCounter(std::size_t hexes, std::size_t terrains, std::unordered_map<long long, int> classToSlot)
      : slots(terrains + 1), counts(hexes * slots, 0), masks(hexes, 0), lookup(std::move(classToSlot)) {}

  // Slot `terrains` counts unmapped classes; ignored classes count as masked.
  void value(std::size_t hex, double v) override {
    const long long cls = std::llround(v);
    if (cls != lastClass) {
      lastClass = cls;
      auto it = lookup.find(cls);
      lastSlot = it == lookup.end() ? static_cast<int>(slots) - 1 : it->second;
      if (it == lookup.end()) lastUnmapped = &unmapped[cls];
    }
    if (lastSlot < 0) {
      ++masks[hex];
      return;
    }
    ++counts[hex * slots + static_cast<std::size_t>(lastSlot)];
    if (lastSlot == static_cast<int>(slots) - 1) ++*lastUnmapped;
  }
  void masked(std::size_t hex) override { ++masks[hex]; }

  std::size_t slots;
  std::vector<std::uint32_t> counts;
  std::vector<std::uint32_t> masks;
  std::unordered_map<long long, int> lookup;  // class → terrain slot, -1 ignored
  std::map<long long, long long> unmapped;
  long long lastClass = LLONG_MIN;
  int lastSlot = -1;
  long long* lastUnmapped = nullptr;
};

bool keepCover(LandcoverResult& result, const GridRaster& raster, const GroundGrid& ground,
               const model::Ruleset& ruleset, const std::unordered_map<long long, int>& classToSlot,
               const std::vector<model::TypeId>& terrains, const LandcoverRequest& request,
               model::Diagnostics& diagnostics) {
  const model::HexGrid& grid = result.map.grid();
  const double tolerance =
      coverTolerance(keptTolerance(ruleset, result.map.ground.metresAcrossFlats()), pixelMetres(raster, ground));
  const std::string source = request.source.empty() ? request.raster.filename().string() : request.source;
  GroundKeeper keeper(source, boundsRect(grid, ground.layout()), tolerance);
  gdal::ErrorScope errors(diagnostics, request.raster.string());
  if (!keepCoverGround(raster, ground, grid, classToSlot, terrains, keeper, diagnostics)) return false;
  result.groundPointsRead = keeper.pointsRead();
  result.groundPointsKept = keeper.pointsKept();
  model::VectorLayer kept = keeper.take();
  result.groundFeaturesKept = kept.features.size();
  importers::keepGround(result.map, std::move(kept));
  return true;
}

// The class of a pixel read at a hex's centre, counted as the sweep counts pixels.
struct CentreClass final : HexPixelSink {
  explicit CentreClass(ClassCounter& c) : counter(c) {}
  void value(std::size_t, double) override {}
  void masked(std::size_t) override {}
  void probe(std::size_t hex, std::optional<double> v) override {
    if (v) counter.value(hex, *v);
  }
  ClassCounter& counter;
};

// The mapping's classes as terrain slots: a class's terrain, -1 for an ignored class.
struct ClassSlots {
  std::vector<model::TypeId> terrains;
  std::unordered_map<long long, int> classToSlot;
};

ClassSlots classSlots(const Mapping& mapping) {
  ClassSlots slots;
  for (const ClassRule& c : mapping.classes) {
    if (c.ignore) {
      slots.classToSlot[c.value] = -1;
      continue;
    }
    auto it = std::find(slots.terrains.begin(), slots.terrains.end(), c.terrain);
    if (it == slots.terrains.end()) it = slots.terrains.insert(slots.terrains.end(), c.terrain);
    slots.classToSlot[c.value] = static_cast<int>(it - slots.terrains.begin());
  }
  return slots;
}

// Every pixel's class to the hex holding its centre; a hex smaller than a pixel takes the
// class under its centre. With --method centre, also the class under every centre, which
// is what the natural map style draws there. False when cancelled or the read failed.
bool countClasses(const GridRaster& raster, const GroundGrid& ground, const model::HexGrid& grid,
                  const LandcoverRequest& request, ClassCounter& counter, std::optional<ClassCounter>& atCentre,
                  const ClassSlots& slots, LandcoverResult& result, model::Diagnostics& diagnostics,
                  model::ProgressReporter& progress) {
  {
    gdal::ErrorScope errors(diagnostics, request.raster.string());
    model::ProgressSpan sweepProgress(progress, 0.0, 0.95);
    if (!sweepHexes(raster, grid, ground, counter, {}, sweepProgress, diagnostics)) {
      stopIfCancelled(result, progress);
      return false;
    }
  }
  std::vector<PixelProbe> small;
  const auto centres = centreProbes(raster, grid, ground);
  for (std::size_t i = 0; i < grid.size(); ++i) {
    std::uint32_t total = counter.masks[i];
    for (std::size_t s = 0; s < counter.slots; ++s) total += counter.counts[i * counter.slots + s];
    if (total == 0 && i < centres.size()) small.push_back(centres[i]);
  }
  CentreClass centreClass(counter);
  readProbes(raster, small, centreClass);
  if (request.method == CoverMethod::Centre) {
    atCentre.emplace(grid.size(), slots.terrains.size(), slots.classToSlot);
    CentreClass centreOnly(*atCentre);
    readProbes(raster, centres, centreOnly);
  }
  return true;
}

// The terrain of a hex with mapped pixels: the class under its centre (--method centre;
// a centre with no mapped class leaves the hex to its majority), else the method's choice,
// else the majority.
std::optional<model::TypeId> hexTerrain(const std::uint32_t* row, std::uint64_t valid, const std::uint32_t* centre,
                                        const ClassSlots& slots, const LandcoverRequest& request,
                                        const model::Ruleset& ruleset) {
  const auto& terrains = slots.terrains;
  if (centre)
    for (std::size_t t = 0; t < terrains.size(); ++t)
      if (centre[t] > 0) return terrains[t];
  std::vector<CoverShare> shares(terrains.size());
  for (std::size_t t = 0; t < terrains.size(); ++t)
    shares[t] = CoverShare{terrains[t], static_cast<double>(row[t]) / static_cast<double>(valid)};
  if (auto chosen = chooseTerrain(shares, request.method, request.threshold, ruleset)) return chosen;
  return chooseTerrain(shares, CoverMethod::Majority, 0, ruleset);
}

void classifyHexes(const GridRaster& raster, const GroundGrid& ground, const ClassCounter& counter,
                   const std::optional<ClassCounter>& atCentre, const ClassSlots& slots,
                   const LandcoverRequest& request, const model::Ruleset& ruleset, LandcoverResult& result,
                   model::Diagnostics& diagnostics) {
  const model::HexGrid& grid = result.map.grid();
  HexReport report(diagnostics, grid);
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const model::HexCoord hex = grid.at(i);
    const std::uint32_t* row = &counter.counts[i * counter.slots];
    std::uint64_t valid = 0;
    for (std::size_t s = 0; s < counter.slots; ++s) valid += row[s];
    if (valid == 0) {
      if (raster.samplesInside(ground, hex) == 0) {
        ++result.hexesOutside;
        report.add(model::Severity::Warning, "import.landcover.outside", hex,
                   "outside the land-cover raster; terrain unchanged");
      } else {
        ++result.hexesNodata;
        report.add(model::Severity::Warning, "import.landcover.nodata", hex,
                   "no land-cover data here; terrain unchanged");
      }
      continue;
    }
    if (row[counter.slots - 1] == valid) {
      ++result.hexesUnmapped;
      report.add(model::Severity::Warning, "import.landcover.unmapped-hex", hex,
                 "every pixel has a class the mapping does not list; terrain unchanged");
      continue;
    }
    const std::uint32_t* centre = atCentre ? &atCentre->counts[i * atCentre->slots] : nullptr;
    const auto chosen = hexTerrain(row, valid, centre, slots, request, ruleset);
    if (!chosen) continue;
    ++result.hexesClassified;
    ++result.terrainCounts[*chosen];
    if (result.map.terrainAt(hex) != *chosen) {
      ++result.hexesChanged;
      result.map.setTerrain(hex, *chosen);
    }
  }
}

void reportUnmappedClasses(const ClassCounter& counter, const LandcoverRequest& request, LandcoverResult& result,
                           model::Diagnostics& diagnostics) {
  result.unmappedPixels = counter.unmapped;
  for (const auto& [cls, pixels] : counter.unmapped) {
    model::Location where = atInput(request.mapping.file);
    diagnostics.add(model::Severity::Warning, "import.landcover.unmapped-class",
                    "class " + std::to_string(cls) + " (" + std::to_string(pixels) +
                        " pixels) is not in the mapping; add <class value=\"" + std::to_string(cls) +
                        "\" terrain=\"…\"/> or ignore=\"true\"",
                    std::move(where));
  }
}

// Centre with kept ground: the simplified polygons may put an edge on the other side of a
// centre that lies within the tolerance of it; such a hex takes what the polygons show,
// so the map and its art agree by construction. Hexes whose centre pixel had no mapped
// class keep their majority.
void agreeWithKeptGround(const model::Map& current, const ClassCounter& atCentre, std::size_t terrainCount,
                         const model::Ruleset& ruleset, LandcoverResult& result) {
  const model::HexGrid& grid = result.map.grid();
  for (const model::GroundDisagreement& g : model::groundDisagreements(result.map, ruleset)) {
    const std::size_t i = grid.index(g.hex);
    const std::uint32_t* centre = &atCentre.counts[i * atCentre.slots];
    if (std::none_of(centre, centre + terrainCount, [](std::uint32_t n) { return n > 0; })) continue;
    const bool wasChanged = g.painted != current.terrainAt(g.hex);
    if (--result.terrainCounts[g.painted] == 0) result.terrainCounts.erase(g.painted);
    ++result.terrainCounts[g.ground];
    result.map.setTerrain(g.hex, g.ground);
    const bool isChanged = g.ground != current.terrainAt(g.hex);
    result.hexesChanged = result.hexesChanged - (wasChanged ? 1 : 0) + (isChanged ? 1 : 0);
  }
}

}  // namespace

LandcoverResult importLandcover(const model::Map& current, const model::Ruleset& ruleset,
                                const LandcoverRequest& request, model::Diagnostics& diagnostics,
                                model::ProgressReporter& progress) {
  auto result = beginStaged<LandcoverResult>(current);
  if (request.mapping.classes.empty()) {
    diagnostics.add(model::Severity::Error, "import.landcover.no-classes",
                    "the mapping " + request.mapping.file + " has no <landcover> classes this ruleset can use");
    return result;
  }
  const ClassSlots slots = classSlots(request.mapping);

  // Open: the raster in the map's CRS, its classes kept as they are (no resampling).
  auto ground = GroundGrid::of(current);
  GridRasterOptions options;
  options.crsOverride = request.crs;
  options.band = request.band;
  options.categorical = true;
  auto raster = openGridRaster(request.raster, current, options, diagnostics);
  if (!raster || !ground) return result;
  result.reprojected = raster->reprojected;

  // Read and classify.
  const model::HexGrid& grid = current.grid();
  ClassCounter counter(grid.size(), slots.terrains.size(), slots.classToSlot);
  std::optional<ClassCounter> atCentre;
  if (!countClasses(*raster, *ground, grid, request, counter, atCentre, slots, result, diagnostics, progress))
    return result;
  classifyHexes(*raster, *ground, counter, atCentre, slots, request, ruleset, result, diagnostics);
  reportUnmappedClasses(counter, request, result, diagnostics);

  // Keep the ground, and stage.
  if (request.keepGround &&
      !keepCover(result, *raster, *ground, ruleset, slots.classToSlot, slots.terrains, request, diagnostics))
    return result;
  if (atCentre && request.keepGround) agreeWithKeptGround(current, *atCentre, slots.terrains.size(), ruleset, result);
  finishStaged(result, progress);
  return result;
}

}  // namespace hexwright::importers
