// Golden draw-call tests: painters draw on a RecordingCanvas and the log is compared
// with tests/exporters/golden/<name>.txt, so any change to what is drawn shows up as a
// reviewable text diff. After an intended change to the drawing, regenerate with
//   HEXWRIGHT_UPDATE_GOLDEN=1 build/tests/exporters_tests --gtest_filter='Golden.*'
// and review `git diff tests/exporters/golden` (see tests/exporters/golden/README.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "exporters/print/roster_builder.h"
#include "exporters/render/counter_painter.h"
#include "exporters/render/legend_painter.h"
#include "exporters/render/map_painter.h"
#include "exporters/render/recording_canvas.h"
#include "exporters/render/roster_painter.h"
#include "fixtures.h"
#include "model/io/bundle_with_ruleset.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::exporters {
namespace {

std::filesystem::path goldenPath(const std::string& name) {
  return std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "tests/exporters/golden" / (name + ".txt");
}

// Pattern fills (hundreds of tree crowns in one path) are logged as counts, bounds and a
// digest beyond this many path elements: the file stays readable, and still changes
// whenever any coordinate does.
constexpr std::size_t kPathDetailLimit = 80;

// A recording canvas as every golden test uses it (`deviceScale` 72/25.4: a PDF page).
struct GoldenCanvas {
  RecordingCanvas canvas;
  explicit GoldenCanvas(double deviceScale = 1.0) {
    canvas.setDeviceScale(deviceScale);
    canvas.setPathDetailLimit(kPathDetailLimit);
  }
};

// A fill or stroke of nothing costs a PDF operator per call and hides a layer that
// found nothing to draw; painters skip them.
void expectNoEmptyPaths(const std::string& name, const std::string& log) {
  std::istringstream in(log);
  for (std::string line; std::getline(in, line);) {
    const bool paints = line.rfind("fill ", 0) == 0 || line.rfind("stroke ", 0) == 0 || line.rfind("clip ", 0) == 0;
    EXPECT_FALSE(paints && line.find(" M ") == std::string::npos && line.find(" [") == std::string::npos)
        << name << ": empty path: " << line;
  }
}

void expectGolden(const std::string& name, const std::string& log) {
  expectNoEmptyPaths(name, log);
  const auto path = goldenPath(name);
  if (std::getenv("HEXWRIGHT_UPDATE_GOLDEN")) {
    std::ofstream out(path);
    out << log;
    ASSERT_TRUE(out.good()) << "could not write " << path;
    return;
  }
  std::ifstream in(path);
  ASSERT_TRUE(in) << "missing golden file " << path << " (run with HEXWRIGHT_UPDATE_GOLDEN=1)";
  std::stringstream expected;
  expected << in.rdbuf();
  if (expected.str() == log) return;
  // Report the first differing line, not two walls of text.
  std::istringstream a(expected.str()), b(log);
  std::string la, lb;
  for (int line = 1;; ++line) {
    const bool ha = static_cast<bool>(std::getline(a, la)), hb = static_cast<bool>(std::getline(b, lb));
    if (!ha && !hb) break;
    if (la != lb || ha != hb) {
      ADD_FAILURE() << name << ": first difference at line " << line << "\n  golden: " << (ha ? la : "<end>")
                    << "\n  drawn:  " << (hb ? lb : "<end>");
      return;
    }
  }
}

TEST(Golden, SmallHexMap) {
  const auto r = testing::hexRuleset();
  const auto s = testing::hexScenario(4, 3);
  MapPainter painter(s, &r, MapGeometry::forHexMap(s.map, 19.05));
  GoldenCanvas golden(72 / 25.4);  // as on a PDF page
  RecordingCanvas& canvas = golden.canvas;
  painter.paint(canvas, painter.geometry().bounds());
  expectGolden("hex_map_4x3", canvas.log());
}

TEST(Golden, TabletopMap) {
  const auto r = testing::tableRuleset();
  const auto s = testing::tableScenario();
  MapPainter painter(s, &r, MapGeometry::forTable(s.map, 4.0));
  GoldenCanvas golden;
  RecordingCanvas& canvas = golden.canvas;
  painter.paint(canvas, painter.geometry().bounds());
  expectGolden("table_map", canvas.log());
}

TEST(Golden, CounterFaces) {
  const auto r = testing::hexRuleset();
  const auto s = testing::hexScenario();
  CounterPainter painter(s, &r);
  GoldenCanvas golden;
  RecordingCanvas& canvas = golden.canvas;
  double x = 0;
  for (const auto& u : s.oob.units) {
    const CounterSpec spec{&u, nullptr, u.side};
    painter.paint(canvas, spec, painter.front(spec), {x, 0, 12.7, 12.7}, 0);
    painter.paint(canvas, spec, painter.back(spec), {x, 20, 12.7, 12.7}, 1.5);
    x += 15;
  }
  const CounterSpec marker{nullptr, &r.markers[1], model::SideId{"union"}};
  painter.paint(canvas, marker, painter.front(marker), {x, 0, 12.7, 12.7}, 0);
  painter.paint(canvas, marker, painter.back(marker), {x, 20, 12.7, 12.7}, 0);
  expectGolden("counter_faces", canvas.log());
}

TEST(Golden, Legend) {
  const auto r = testing::hexRuleset();
  const auto s = testing::hexScenario();
  const MapStyle style(&r);
  LegendPainter legend(buildLegend(s, &r, style), style);
  GoldenCanvas golden;
  RecordingCanvas& canvas = golden.canvas;
  legend.paint(canvas, {0, 0, 180, legend.height(180)});
  expectGolden("legend", canvas.log());
}

TEST(Golden, BloodyAprilRosterSheet) {
  auto r = testing::hexRuleset();
  model::Diagnostics d;
  r.roster = io::loadRulesetById("bloody-april", d)->roster;  // Case 26.0, as the schema lays it out
  const auto s = testing::hexScenario();
  RosterDocument doc = buildRosters(s, &r, 215.9, 279.4);
  doc.sheets.resize(1);
  GoldenCanvas golden;
  RecordingCanvas& canvas = golden.canvas;
  RosterPainter painter(279.4, 215.9);
  painter.paint(
      doc, [&]() -> Canvas& { return canvas; }, [] {});
  expectGolden("roster_bloody_april", canvas.log());
}

// Each shipped sample's rosters as its own schema lays them out: the first sheet and the
// last (a side's leaders), so a change to any game's roster layout shows up here.
class GoldenSampleRosters : public ::testing::TestWithParam<std::string> {};

TEST_P(GoldenSampleRosters, FirstSheetAndTheLeaders) {
  model::Diagnostics d;
  const auto bundle = std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / (GetParam() + ".hexw");
  const auto loaded = io::loadBundleWithRuleset(bundle, d);
  ASSERT_TRUE(loaded && loaded->ruleset);
  RosterDocument doc = buildRosters(loaded->scenario, &*loaded->ruleset, 215.9, 279.4);
  ASSERT_GE(doc.sheets.size(), 1u);
  if (doc.sheets.size() > 2) doc.sheets.erase(doc.sheets.begin() + 1, doc.sheets.end() - 1);
  GoldenCanvas golden;
  RecordingCanvas& canvas = golden.canvas;
  const double w = doc.landscape ? 279.4 : 215.9, h = doc.landscape ? 215.9 : 279.4;
  RosterPainter(w, h).paint(
      doc, [&]() -> Canvas& { return canvas; }, [] {});
  std::string name = "roster_sample_" + GetParam();
  std::replace(name.begin(), name.end(), '-', '_');
  expectGolden(name, canvas.log());
}

INSTANTIATE_TEST_SUITE_P(Samples, GoldenSampleRosters,
                         ::testing::Values("bloody-april", "dress-on-the-colors", "hell-before-night", "huzzah",
                                           "unconditional-surrender"),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                           std::string n = param.param;
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

}  // namespace
}  // namespace hexwright::exporters
