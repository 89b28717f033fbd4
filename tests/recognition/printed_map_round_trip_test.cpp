// The easier measured case: a map Hexwright's own painter prints, read back. A truth map
// of woods, thickets, fields and a morass in patches (seeded, so every run is the same)
// is painted with the printed map's clutter (grid, hex numbers) in two styles, colour
// fills and black-on-white patterns only; eight hexes per type are the examples and
// every other hex is measured.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <random>

#include "importers/ground/ground_grid.h"
#include "model/io/ruleset_reader.h"
#include "recognition/hex_features.h"
#include "recognition/terrain_suggestion.h"
#include "scan_of.h"

namespace hexwright::recognition {
namespace {

const std::vector<std::string> kTypes = {"clear", "light-woods", "heavy-woods", "thicket", "morass"};

/// Patches of terrain as a designer paints them: every hex takes the type of its nearest
/// of 40 random seeds.
model::Scenario truthScenario() {
  model::Scenario s;
  s.rulesetId = "hell-before-night";
  model::HexGrid grid;
  grid.columns = 36;
  grid.rows = 28;
  s.map.resetGrid(grid, "clear");
  s.map.ground.yardsAcrossFlats = 176;
  std::mt19937 random(7);
  std::vector<std::pair<model::HexCoord, std::string>> seeds;
  const auto hexes = s.map.grid().hexes();
  for (int i = 0; i < 40; ++i)
    seeds.emplace_back(hexes[random() % hexes.size()], kTypes[static_cast<std::size_t>(i) % kTypes.size()]);
  for (const auto h : hexes) {
    const auto nearest = std::min_element(seeds.begin(), seeds.end(), [&](const auto& a, const auto& b) {
      return model::distance(h, a.first) < model::distance(h, b.first);
    });
    s.map.setTerrain(h, nearest->second);
  }
  return s;
}

std::vector<TerrainExample> examplesOf(const model::Map& truth, std::size_t perType) {
  std::map<std::string, std::vector<model::HexCoord>> byType;
  for (const auto h : truth.grid().hexes()) byType[truth.terrainAt(h)].push_back(h);
  std::vector<TerrainExample> out;
  for (const auto& [type, hexes] : byType)
    for (std::size_t i = 0; i < perType; ++i) out.push_back({hexes[i * hexes.size() / perType], type, 0});
  return out;
}

double agreementOnUnseen(const model::Map& truth, const TerrainSuggestions& s, std::map<std::string, double>& perType) {
  std::map<std::string, std::pair<int, int>> counts;
  int agree = 0, total = 0;
  for (const auto& h : s.hexes) {
    if (h.example) continue;
    const auto& want = truth.terrainAt(truth.grid().at(h.hex));
    auto& c = counts[want];
    c.first += h.terrain == want;
    ++c.second;
    agree += h.terrain == want;
    ++total;
  }
  for (const auto& [t, c] : counts) perType[t] = static_cast<double>(c.first) / c.second;
  return static_cast<double>(agree) / total;
}

class PrintedMapRoundTrip : public ::testing::TestWithParam<bool> {};

TEST_P(PrintedMapRoundTrip, EightExamplesPerTypeReadTheRestOfTheMapBack) {
  model::Diagnostics d;
  const auto ruleset = io::loadRulesetById("hell-before-night", d);
  ASSERT_TRUE(ruleset.has_value());
  const auto truth = truthScenario();
  const ScanPixels scan = scanOf(truth, *ruleset, 32, GetParam());
  const auto layout =
      importers::groundLayout(truth.map.grid().convention.orientation, truth.map.ground.metresAcrossFlats());
  model::NullProgress progress;
  const auto features = computeHexFeatures(scan, truth.map.grid(), layout, progress);
  EXPECT_EQ(features.hexesOnScan(), truth.map.grid().size());
  const auto s = suggestTerrain(features, truth.map.grid(), examplesOf(truth.map, 8), *ruleset, d);
  ASSERT_TRUE(s.ok) << d.size();
  std::map<std::string, double> perType;
  const double agreement = agreementOnUnseen(truth.map, s, perType);
  std::cout << (GetParam() ? "colour fills" : "patterns only") << ": " << agreement << " held out;";
  for (const auto& [t, a] : perType) std::cout << ' ' << t << ' ' << a;
  std::cout << '\n';
  EXPECT_GE(agreement, 0.97);
  for (const auto& [t, a] : perType) EXPECT_GE(a, 0.9) << t;
}

INSTANTIATE_TEST_SUITE_P(Styles, PrintedMapRoundTrip, ::testing::Values(true, false),
                         [](const ::testing::TestParamInfo<bool>& style) {
                           return style.param ? "ColourFills" : "PatternsOnly";
                         });

}  // namespace
}  // namespace hexwright::recognition
