// The natural style's printed woods: the kept polygons of one terrain type are one path,
// filled by one opaque pattern (colour and trees in one tile) and outlined in the same
// PDF operator. Cairo's PDF writer analyses a pattern's tile again at every fill that
// uses it, so a pattern a polygon made a map of 5,000 woods take seconds.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <regex>
#include <sstream>

#include "canvas_tap.h"
#include "exporters/print/map_print.h"
#include "exporters/render/map_painter.h"
#include "fixtures.h"
#include "kept_ground_fixture.h"

namespace hexwright::exporters {
namespace {

using testing::hexRuleset;
using testing::hexScenario;
using testing::run;
using testing::tempDir;

// `count` round woods of each of two types, scattered over the map, as an import keeps
// them (grid-plane metres).
model::VectorLayer keptWoods(const model::Scenario& s, int count) {
  const MapGeometry g = MapGeometry::forHexMap(s.map, 20);
  const Rect b = g.bounds();
  model::VectorLayer layer = testing::keptLayer("woods.gpkg", {});
  for (int i = 0; i < 2 * count; ++i) {
    model::VectorFeature f;
    f.id = model::FeatureId(std::to_string(i + 1));
    f.type = i % 2 ? "woods" : "light-woods";
    const Vec2 c{b.x + b.w * (0.1 + 0.8 * std::fmod(i * 0.618, 1.0)),
                 b.y + b.h * (0.1 + 0.8 * std::fmod(i * 0.382, 1.0))};
    for (int k = 0; k < 9; ++k) {
      const double a = k * 0.6981317, r = g.hexAcross() * (0.3 + 0.1 * (k % 3));
      f.points.push_back(testing::toGroundMetres(g, {c.x + r * std::cos(a), c.y + r * std::sin(a)}));
    }
    layer.features.push_back(std::move(f));
  }
  return layer;
}

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::size_t count(const std::string& text, const std::regex& re) {
  return static_cast<std::size_t>(std::distance(std::sregex_iterator(text.begin(), text.end(), re), {}));
}

TEST(NaturalPrint, WoodsOfATypeAreOnePatternAndOnePathFilledAndOutlinedTogether) {
  const auto r = hexRuleset();
  auto s = hexScenario(12, 10);
  s.map.vectorLayers = {keptWoods(s, 40)};
  MapPrintOptions o;
  o.art = MapArt::Natural;
  o.singleSheet = true;
  const auto dir = tempDir("natural-print");
  const auto pdf = dir / "woods.pdf";
  model::Diagnostics d;
  model::NullProgress progress;
  ASSERT_TRUE(exportMap(s, &r, o, pdf, {}, d, progress));
  // Uncompressed, one object a line of text, so the page's operators can be counted.
  int status = 0;
  const auto qdf = dir / "woods-qdf.pdf";
  run("qpdf --qdf --object-streams=disable '" + pdf.string() + "' '" + qdf.string() + "' 2>&1", &status);
  ASSERT_EQ(status, 0);
  const std::string text = read(qdf);
  // One tiling pattern a type (two), not one a wood (eighty).
  EXPECT_EQ(count(text, std::regex("/PatternType 1")), 2u);
  // Each type's woods filled with their pattern and outlined by one "B" (fill and stroke)
  // operator, so each wood's outline is written once.
  EXPECT_GE(count(text, std::regex("(^|\\s)B(\\s|$)")), 2u);
}

// A sheet of a tiled print (or an editor tile) writes only its own part of a wood that
// crosses its edge: the wood is cut a millimetre outside the drawn area, where the cut's
// straight edge is clipped away.
TEST(NaturalPrint, AWoodCrossingTheDrawnAreaIsCutJustOutsideIt) {
  const auto r = hexRuleset();
  auto s = hexScenario(12, 10);
  const MapGeometry g = MapGeometry::forHexMap(s.map, 20);
  const Rect b = g.bounds();
  const Vec2 centre{b.x + b.w / 2, b.y + b.h / 2};
  const double radius = g.hexAcross() * 3;
  s.map.vectorLayers = {testing::keptLayer("woods.gpkg", {testing::roundPolygon(g, "1", "woods", centre, radius, 24)})};
  MapPaintOptions options;
  options.art = MapArt::Natural;
  const MapPainter painter(s, &r, g, options);
  // The wood's outline: the 0.2 mm stroke more than a hex across.
  const auto outline = [&](const Rect& visible) {
    testing::CanvasTap tap;
    painter.paint(tap, visible);
    Rect found;
    int n = 0;
    for (const auto& st : tap.strokes)
      if (st.width == 0.2 && st.bounds.w > g.hexAcross()) found = st.bounds, ++n;
    EXPECT_EQ(n, 1);
    return found;
  };
  const Rect whole = outline(b);
  EXPECT_NEAR(whole.right(), centre.x + radius, 1.0);  // smoothing rounds the corners in
  // The left half of the map: the wood is cut a millimetre right of the half.
  const Rect left{b.x, b.y, b.w / 2, b.h};
  const Rect cut = outline(left);
  EXPECT_NEAR(cut.right(), left.right() + 1, 1e-6);
  EXPECT_NEAR(cut.x, whole.x, 1e-6);
  EXPECT_NEAR(cut.h, whole.h, 0.5);
}

}  // namespace
}  // namespace hexwright::exporters
