// `hexwright analyze los` and `export map --overlay los:` on a tabletop (Dress on the
// Colors), as a designer runs them on the shipped sample with a ridge, a wood and a town
// drawn on its table: points in inches or units, the verdict with the piece and its rule,
// the viewshed's summary and JSON, and clear errors.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "cli/run_cli.h"
#include "model/io/bundle.h"
#include "support/png_probe.h"

namespace hexwright::testing {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

std::vector<model::Vec2> box(double x0, double y0, double x1, double y1) {
  return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

class AnalyzeLosTableCli : public ::testing::Test {
 protected:
  void SetUp() override {
    model::Diagnostics d;
    auto loaded = io::loadBundle(fs::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "dress-on-the-colors.hexw", d);
    ASSERT_TRUE(loaded) << d.items().front().message;
    s = std::move(*loaded);
    model::VectorLayer terrain{model::LayerId{"pieces"}, "Pieces", true, {}, {}};
    const auto add = [&](const char* id, const char* type, model::GeometryKind kind, std::vector<model::Vec2> points,
                         const char* name, model::Attributes attributes = {}) {
      terrain.features.push_back(
          model::VectorFeature{model::FeatureId{id}, type, kind, std::move(points), name, std::move(attributes), {}});
    };
    add("oak-ridge", "hill", model::GeometryKind::Polygon, box(10, 5, 62, 30), "Oak Ridge",
        {{"level", std::int64_t{1}}});
    add("oak-crest", "crestline", model::GeometryKind::Polyline, {{10, 20}, {62, 20}}, "Oak Ridge crest");
    add("millers-woods", "dense-woods", model::GeometryKind::Polygon, box(2, 34, 8, 46), "Miller's Woods");
    s.map.vectorLayers.push_back(std::move(terrain));
    const auto placed = std::find_if(s.setup.begin(), s.setup.end(),
                                     [](const model::Placement& p) { return p.unit.str() == "csa-4-va"; });
    ASSERT_NE(placed, s.setup.end());
    placed->position = model::Vec2{36, 38};
    ASSERT_TRUE(io::saveBundle(s, bundle, d));
  }
  std::string los(const std::string& args) { return "analyze los " + bundle.string() + " " + args; }
  TempDir tmp;
  fs::path bundle = tmp / "herons-creek.hexw";
  model::Scenario s;
};

TEST_F(AnalyzeLosTableCli, NamesThePieceThatBlocksAndItsRule) {
  const auto r = runCli(los("--from 36,38 --to 36,18"));
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out,
            "36,38 -> 36,18: blocked: on the reverse slope, more than 1 inch behind the crestline ('Oak Ridge "
            "crest') at 36,20 (Dress on the Colors RULE-03-4.3)\n");
  EXPECT_EQ(runCli(los("--from 36,38 --to 36,20")).out, "36,38 -> 36,20: clear\n");
  const auto woods = runCli(los("--from 0,40 --to 20,40"));
  EXPECT_NE(woods.out.find("Dense Woods / Wilderness: more than 3 inches inside it ('Miller's Woods') at 5,40"),
            std::string::npos)
      << woods.out;
}

TEST_F(AnalyzeLosTableCli, AUnitSetUpAtAPositionLooksFromThere) {
  EXPECT_EQ(runCli(los("--from csa-4-va --to 36,18")).out.substr(0, 31), "36,38 -> 36,18: blocked: on the");
  const auto byArea = runCli(los("--from csa-2-va --to 36,18"));
  EXPECT_EQ(byArea.exitCode, 2);
  EXPECT_NE(byArea.err.find("placed by area only"), std::string::npos) << byArea.err;
}

TEST_F(AnalyzeLosTableCli, TheViewshedSaysHowMuchIsSeenAndWhatHidesTheRest) {
  const auto r = runCli(los("--from 36,38 --range 24 --step 2"));
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("36,38 see "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("within 24 inches, on a 2-inch grid"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("points: on the reverse slope"), std::string::npos) << r.out;
  const auto j = json::parse(runCli(los("--from 36,38 --range 24 --step 2 --format json")).out);
  const auto& grid = j["grid"];
  ASSERT_FALSE(grid.empty());
  EXPECT_EQ(grid.size(), j["points"].get<std::size_t>());
  int seenBehindTheCrest = 0;
  for (const auto& p : grid) {
    EXPECT_LE(std::hypot(p["x"].get<double>() - 36, p["y"].get<double>() - 38), 24.0);
    if (p["y"].get<double>() < 19 && p["verdict"] == "clear") ++seenBehindTheCrest;
  }
  EXPECT_EQ(seenBehindTheCrest, 0);
}

TEST_F(AnalyzeLosTableCli, ConditionsAndChoicesApply) {
  const auto fog = runCli(los("--from 10,40 --to 40,40 --condition dense-fog"));
  EXPECT_NE(fog.out.find("beyond 6 inches"), std::string::npos) << fog.out;
  EXPECT_NE(fog.out.find("OPT-10-20.7"), std::string::npos) << fog.out;
  const auto bad = runCli(los("--from 10,40 --to 40,40 --choose crest-over-woods=maybe"));
  EXPECT_EQ(bad.exitCode, 2);
}

TEST_F(AnalyzeLosTableCli, PointsOffTheTableAndUnitsAreToldPlainly) {
  const auto off = runCli(los("--from 80,10 --to 10,10"));
  EXPECT_EQ(off.exitCode, 2);
  EXPECT_NE(off.err.find("'80,10' is off the table (0,0 to 72,48 inches)"), std::string::npos) << off.err;
  const auto units = runCli(los("--from 10,10 --to 20,10 --units on"));
  EXPECT_EQ(units.exitCode, 0);
  EXPECT_NE(units.err.find("the viewer's side is not known"), std::string::npos) << units.err;
  EXPECT_NE(units.err.find("--side"), std::string::npos) << units.err;
}

// --units on: the 2nd Wisconsin, in line ahead of the 6th, blocks its sight (RULE-03-5.3);
// seen by the other side it is no friendly unit, and a unit with no facing is not laid out.
TEST_F(AnalyzeLosTableCli, FriendlyFormedUnitsBlockWithUnitsOn) {
  const auto place = [&](const char* id, model::Vec2 at, std::optional<double> facing, const char* state) {
    auto p =
        std::find_if(s.setup.begin(), s.setup.end(), [&](const model::Placement& x) { return x.unit.str() == id; });
    ASSERT_NE(p, s.setup.end());
    p->area.reset();
    p->position = at;
    p->facingDegrees = facing;
    p->state = state;
  };
  place("usa-6-wis", {50, 44}, 0.0, "line-of-battle");
  place("usa-2-wis", {50, 38}, 0.0, "line-of-battle");
  place("usa-7-wis", {60, 40}, std::nullopt, "line-of-battle");
  model::Diagnostics d;
  ASSERT_TRUE(io::saveBundle(s, bundle, d));
  const auto off = runCli(los("--from usa-6-wis --to 50,32"));
  EXPECT_EQ(off.out, "50,44 -> 50,32: clear\n");
  const auto on = runCli(los("--from usa-6-wis --to 50,32 --units on"));
  EXPECT_EQ(on.exitCode, 0) << on.err;
  EXPECT_NE(on.out.find("50,44 -> 50,32: blocked: a friendly unit (Infantry regiment, line-of-battle) blocks sight "
                        "through it ('2nd Wisconsin"),
            std::string::npos)
      << on.out;
  EXPECT_NE(on.out.find("RULE-03-5.3"), std::string::npos) << on.out;
  EXPECT_NE(on.err.find("7th Wisconsin"), std::string::npos) << on.err;
  EXPECT_NE(on.err.find("not counted, no facing"), std::string::npos) << on.err;
  const auto j = json::parse(runCli(los("--from usa-6-wis --to 50,32 --units on --format json")).out);
  EXPECT_EQ(j["lines"][0]["blocker"]["kind"], "unit");
  EXPECT_EQ(j["lines"][0]["blocker"]["unit"], "usa-2-wis");
  EXPECT_EQ(runCli(los("--from 50,44 --to 50,32 --units on --side confederate")).out, "50,44 -> 50,32: clear\n");
}

// The printed table: the squares the Virginians see tinted, the ground behind the crest not.
TEST_F(AnalyzeLosTableCli, ThePrintedOverlayTintsWhatIsSeenOnly) {
  const auto exportPng = [&](const std::string& name, const std::string& extra) {
    const auto out = tmp / name;
    const auto r = runCli("export map " + bundle.string() + " -o " + out.string() +
                          " --no-legend --no-turn-track --no-fill --dpi 30 " + extra);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return out;
  };
  PngProbe plain(exportPng("plain.png", "")), los(exportPng("los.png", "--overlay los:36,38"));
  ASSERT_TRUE(plain.ok() && los.ok());
  ASSERT_EQ(plain.width(), los.width());
  // Rows where something changed: the valley and the forward slope only, never behind the crest.
  int firstChangedRow = -1, lastChangedRow = -1;
  for (int y = 2; y < plain.height() - 2; y += 2)
    for (int x = 2; x < plain.width() - 2; x += 4)
      if (std::abs(plain.rgb(x, y)[2] - los.rgb(x, y)[2]) > 20) {
        if (firstChangedRow < 0) firstChangedRow = y;
        lastChangedRow = y;
        break;
      }
  ASSERT_GE(firstChangedRow, 0) << "the overlay tinted nothing";
  // The crest lies at 20 of 48 inches down the table: nothing above it is tinted.
  const double crestShare = double(firstChangedRow) / plain.height();
  EXPECT_GT(crestShare, 0.3) << firstChangedRow << " of " << plain.height();
  EXPECT_GT(lastChangedRow, plain.height() * 0.7);
}

}  // namespace
}  // namespace hexwright::testing
