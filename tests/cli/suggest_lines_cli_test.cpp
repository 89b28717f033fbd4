// `hexwright suggest terrain` with line examples: a Bloody April map with a creek along
// hexsides and a road through hexes, printed by the painter as the bundle's background
// (a PNG placed by its world file); three examples of each, then --apply adds the
// hexside features and the road as a route.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "cli/run_cli.h"
#include "model/hex/hexside_key.h"
#include "model/hex/offset_coord.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "support/files.h"
#include "support/printed_scan.h"
#include "support/temp_dir.h"

namespace hexwright::testing {
namespace {

using model::HexCoord;

struct LineMap {
  model::Scenario truth;
  std::vector<std::pair<HexCoord, HexCoord>> creek;  // the hexes each creek hexside lies between
  std::vector<HexCoord> road;
};

LineMap lineMap() {
  LineMap m;
  auto& s = m.truth;
  s.rulesetId = "bloody-april";
  model::HexGrid grid;
  grid.columns = 14;
  grid.rows = 12;
  grid.convention.orientation = model::Orientation::FlatTop;
  s.map.resetGrid(grid, "clear");
  s.map.ground.yardsAcrossFlats = 115;
  s.map.ground.georeference = model::GeoReference{"EPSG:32616", {400000, 1, 0, 3900000, 0, -1}};
  const auto& c = s.map.grid().convention;
  for (int col = 1; col < 12; ++col) {
    const HexCoord h = model::fromOffset({col, 3}, c.orientation, c.shove), n = model::neighbor(h, 2);
    if (!s.map.contains(n)) continue;
    s.map.hexsideFeatures[model::hexside(h, 2)].push_back({"creek", std::nullopt, {}});
    m.creek.emplace_back(h, n);
  }
  for (int row = 5; row < 12; ++row) m.road.push_back(model::fromOffset({6, row}, c.orientation, c.shove));
  s.map.routes.push_back({model::RouteId("road-1"), "road", "", m.road});
  return m;
}

std::filesystem::path bundleOver(const TempDir& tmp, const LineMap& m) {
  model::Diagnostics d;
  const auto r = io::loadRulesetById("bloody-april", d);
  model::Scenario blank = m.truth;
  blank.map.hexsideFeatures.clear();
  blank.map.routes.clear();
  blank.map.backgrounds.push_back({"rasters/scan.png", 1.0, true, model::RasterKind::Image, ""});
  const auto bundle = tmp / "lines.hexw";
  io::saveBundle(blank, bundle, d);
  std::filesystem::create_directories(bundle / "rasters");
  writeScanPng(printScan(m.truth, *r, 40), bundle / "rasters" / "scan.png", m.truth.map.ground.georeference->gridToCrs);
  return bundle;
}

std::string label(const model::Scenario& s, HexCoord h) { return model::formatLabel(h, s.map.grid().convention); }

TEST(SuggestLines, CreekAndRoadExamplesAddTheRestOfTheCreekAndTheRoadWithApply) {
  TempDir tmp;
  const LineMap m = lineMap();
  const auto bundle = bundleOver(tmp, m);
  std::string examples = "# lines on the scan\n";
  for (std::size_t i : {0u, 4u, 8u})
    examples += label(m.truth, m.creek[i].first) + " " + label(m.truth, m.creek[i].second) + " creek\n";
  for (std::size_t i : {0u, 2u, 4u})
    examples += label(m.truth, m.road[i]) + " " + label(m.truth, m.road[i + 1]) + " road\n";
  writeFile(tmp / "examples.txt", examples);
  const auto text = runCli("suggest terrain " + bundle.string() + " --examples " + (tmp / "examples.txt").string());
  ASSERT_EQ(text.exitCode, 0) << text.err;
  EXPECT_NE(text.out.find("Line creek (hexside): 3 examples"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("Line road (route): 3 examples"), std::string::npos) << text.out;

  const auto r = runCli("suggest terrain " + bundle.string() + " --examples " + (tmp / "examples.txt").string() +
                        " --apply --format json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const auto report = nlohmann::json::parse(r.out);
  EXPECT_FALSE(report.contains("suggestions"));  // no terrain examples: no terrain suggested
  model::Diagnostics d;
  const auto after = io::loadBundle(bundle, d);
  ASSERT_TRUE(after.has_value());
  std::size_t creekFound = 0;
  for (const auto& [a, b] : m.creek)
    if (const auto* f = after->map.featuresAt(model::hexside(a, model::directionTo(a, b))))
      creekFound += std::any_of(f->begin(), f->end(), [](const auto& x) { return x.type == "creek"; });
  EXPECT_EQ(creekFound, m.creek.size());
  EXPECT_EQ(report["hexsides_added"].get<std::size_t>(), m.creek.size());  // nothing else
  ASSERT_EQ(after->map.routes.size(), 1u);
  std::set<HexCoord> roadHexes(after->map.routes[0].path.begin(), after->map.routes[0].path.end());
  EXPECT_EQ(roadHexes, std::set<HexCoord>(m.road.begin(), m.road.end()));
  EXPECT_EQ(after->map.routes[0].type, "road");
}

}  // namespace
}  // namespace hexwright::testing
