// `export map --overlay`: the line of sight and reach analyses tinted over the printed map,
// read back from the PNG it wrote: a hex the analysis marks changes colour, a hex it does
// not keeps the map's own.
#include <gtest/gtest.h>

#include <cmath>

#include "cli/run_cli.h"
#include "exporters/print/export_inputs.h"
#include "exporters/print/map_poster.h"
#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"
#include "model/scenario/new_scenario.h"
#include "support/png_probe.h"

namespace hexwright::testing {
namespace {

double distance(const std::array<double, 3>& a, const std::array<double, 3>& b) {
  return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

class AnalysisOverlayCli : public ::testing::Test {
 protected:
  void SetUp() override {
    model::Diagnostics d;
    const auto r = io::loadRulesetById("hell-before-night", d);
    ASSERT_TRUE(r);
    model::NewScenarioOptions o;
    o.columns = 10;
    o.rows = 10;
    s = model::newScenario(*r, o);
    s.map.setTerrain(at("0505"), "heavy-woods");
    s.movementCosts.push_back(
        {model::DesignerMovementCost::On::Terrain, "clear", "infantry", model::MovementCost::cost(1), "TEC"});
    s.oob.units.push_back(
        model::Unit{model::UnitId{"inf"}, "6th Iowa", "6 Ia", "infantry", s.sides.front().id, {}, {}, {}, {}});
    s.setup.push_back(model::Placement{model::UnitId{"inf"}, at("0208"), {}, {}, {}, {}, {}});
    ASSERT_TRUE(io::saveBundle(s, bundle, d));
  }
  model::HexCoord at(const std::string& label) { return *model::parseLabel(label, s.map.grid().convention); }
  std::string exportPng(const std::string& name, const std::string& extra) {
    const auto out = tmp / name;
    const auto r = runCli("export map " + bundle.string() + " -o " + out.string() +
                          " --hex-size 1 --no-legend --no-turn-track --no-hex-numbers --dpi 40 " + extra);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return out.string();
  }
  // The pixel at a hex centre, as the poster lays the map out.
  std::pair<int, int> pixel(const std::string& label) {
    model::Diagnostics d;
    auto inputs = exporters::loadExportInputs(bundle, d);
    exporters::MapPainter painter(inputs->scenario, inputs->rulesetOrNull(),
                                  exporters::MapGeometry::forHexMap(inputs->scenario.map, 25.4));
    const exporters::MapPoster poster(painter, inputs->scenario, inputs->rulesetOrNull(), true,
                                      exporters::PosterParts{true, false, true, false});
    const auto c = painter.geometry().centre(at(label));
    const double pxPerMm = 40 / 25.4;
    return {static_cast<int>((poster.mapRect().x + c.x) * pxPerMm),
            static_cast<int>((poster.mapRect().y + c.y) * pxPerMm)};
  }
  TempDir tmp;
  std::filesystem::path bundle = tmp / "b.hexw";
  model::Scenario s;
};

TEST_F(AnalysisOverlayCli, LineOfSightTintsTheHexesSeenAndNotThoseBehindWoods) {
  PngProbe plain(exportPng("plain.png", "")), los(exportPng("los.png", "--overlay los:0503 --los-range 4"));
  ASSERT_TRUE(plain.ok() && los.ok());
  const auto changed = [&](const std::string& hex) {
    const auto [x, y] = pixel(hex);
    return distance(plain.mean(x, y), los.mean(x, y)) > 20;
  };
  EXPECT_TRUE(changed("0502"));   // seen
  EXPECT_TRUE(changed("0403"));   // seen
  EXPECT_FALSE(changed("0505"));  // Heavy Woods: no sight into it (11.3F)
  EXPECT_FALSE(changed("0507"));  // nor through it
  EXPECT_FALSE(changed("0509"));  // beyond --los-range
}

TEST_F(AnalysisOverlayCli, ReachTintsWhereTheUnitCanMove) {
  PngProbe plain(exportPng("plain.png", "")), reach(exportPng("reach.png", "--overlay reach:inf"));
  ASSERT_TRUE(plain.ok() && reach.ok());
  const auto changed = [&](const std::string& hex) {
    const auto [x, y] = pixel(hex);
    return distance(plain.mean(x, y), reach.mean(x, y)) > 20;
  };
  EXPECT_TRUE(changed("0206"));   // two hexes: within 4 MP
  EXPECT_FALSE(changed("0802"));  // too far for one turn
}

TEST_F(AnalysisOverlayCli, AnOverlayThatCannotBeComputedIsAClearErrorAndNoFile) {
  const auto r = runCli("export map " + bundle.string() + " -o " + (tmp / "x.png").string() + " --overlay reach:ghost");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("--overlay reach:ghost: no unit 'ghost' in the order of battle"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(tmp / "x.png"));
  const auto choice = runCli("export map " + bundle.string() + " -o " + (tmp / "x.png").string() +
                             " --overlay los:0503 --choose morass=maybe");
  EXPECT_EQ(choice.exitCode, 2);
  EXPECT_NE(choice.err.find("choice 'morass' has no option 'maybe'"), std::string::npos) << choice.err;
  EXPECT_FALSE(std::filesystem::exists(tmp / "x.png"));
  const auto bad = runCli("export map " + bundle.string() + " -o " + (tmp / "x.png").string() + " --overlay sight");
  EXPECT_NE(bad.err.find("write los:HEX[,HEX...] or reach:UNIT"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace hexwright::testing
