#pragma once
// A bundle whose background is a map the painter printed from a known truth (a PNG placed
// by its world file, support/printed_scan.h), its own map all clear: what the Terrain from Scan tool learns from
// in the tool tests and the GUI test.
#include <filesystem>
#include <random>

#include "model/hex/hexside_key.h"
#include "model/hex/offset_coord.h"
#include "model/io/bundle.h"
#include "support/printed_scan.h"
#include "support/temp_dir.h"

namespace hexwright::editor::testing {

using model::HexCoord;

inline const std::vector<std::string> kScanTypes = {"clear", "heavy-woods", "morass"};

/// Patches of three types: each hex takes the type of the nearest of 12 seeds.
inline model::Scenario truthScenario() {
  model::Scenario s;
  s.rulesetId = "hell-before-night";
  model::HexGrid grid;
  grid.columns = 16;
  grid.rows = 12;
  s.map.resetGrid(grid, "clear");
  s.map.ground.yardsAcrossFlats = 176;
  s.map.ground.georeference = model::GeoReference{"EPSG:32616", {500000, 1, 0, 4000000, 0, -1}};
  std::mt19937 random(3);
  const auto hexes = s.map.grid().hexes();
  std::vector<HexCoord> seeds;
  for (int i = 0; i < 12; ++i) seeds.push_back(hexes[random() % hexes.size()]);
  for (const auto h : hexes) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < seeds.size(); ++i)
      if (model::distance(h, seeds[i]) < model::distance(h, seeds[best])) best = i;
    s.map.setTerrain(h, kScanTypes[best % kScanTypes.size()]);
  }
  // Lines: deep water along the sides below row 8, a road down column 12.
  const auto& c = s.map.grid().convention;
  for (int col = 1; col < 11; ++col) {
    const HexCoord h = model::fromOffset({col, 8}, c.orientation, c.shove);
    s.map.hexsideFeatures[model::hexside(h, 2)].push_back({"deep-water", std::nullopt, {}});
  }
  std::vector<HexCoord> road;
  for (int row = 1; row < 11; ++row) road.push_back(model::fromOffset({12, row}, c.orientation, c.shove));
  s.map.routes.push_back({model::RouteId("road-1"), "road", "", road});
  return s;
}

/// The truth printed as rasters/scan.png with its world file, under a bundle whose map is
/// all clear.
inline std::filesystem::path scanBundle(const hexwright::testing::TempDir& tmp, const model::Scenario& truth,
                                        const model::Ruleset& r) {
  const auto bundle = tmp / "scan.hexw";
  model::Scenario blank = truth;
  blank.map.resetGrid(truth.map.grid(), "clear");
  blank.map.hexsideFeatures.clear();
  blank.map.routes.clear();
  blank.map.backgrounds.push_back({"rasters/scan.png", 1.0, true, model::RasterKind::Image, ""});
  model::Diagnostics d;
  io::saveBundle(blank, bundle, d);
  std::filesystem::create_directories(bundle / "rasters");
  hexwright::testing::writeScanPng(hexwright::testing::printScan(truth, r, 32), bundle / "rasters" / "scan.png",
                                   truth.map.ground.georeference->gridToCrs);
  return bundle;
}

}  // namespace hexwright::editor::testing
