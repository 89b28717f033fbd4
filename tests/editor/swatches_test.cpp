// Palette swatches and toolbar icons are drawn by the painter, without a display.
#include "editor/render/swatches.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <map>

#include "editor/render/tool_icons.h"
#include "editor/render/unit_counter.h"
#include "editor_fixture.h"
#include "exporters/render/recording_canvas.h"
#include "model/io/bundle_with_ruleset.h"
#include "model/scenario/new_scenario.h"

namespace hexwright::editor {
namespace {

/// Opaque pixels of each colour (within `tol`), and all mostly opaque pixels under "any".
std::map<std::string, int> countColours(cairo_surface_t* s, const std::map<std::string, std::uint32_t>& colours,
                                        int tol = 10) {
  std::map<std::string, int> out;
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const int stride = cairo_image_surface_get_stride(s);
  const auto* data = cairo_image_surface_get_data(s);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto px = *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);
      if ((px >> 24) < 128) continue;
      ++out["any"];
      if ((px >> 24) < 250) continue;
      for (const auto& [name, c] : colours) {
        auto near = [&](int shift) {
          return std::abs(static_cast<int>((px >> shift) & 0xff) - static_cast<int>((c >> shift) & 0xff)) <= tol;
        };
        if (near(16) && near(8) && near(0)) ++out[name];
      }
    }
  return out;
}

TEST(Swatches, TerrainSwatchesAreTheMapsColours) {
  const auto r = testing::testRuleset();
  const auto s = model::newScenario(r, {});
  for (const auto& [id, colour] : std::map<std::string, std::uint32_t>{{"woods", 0x2e8b3a}, {"marsh", 0x6fa8b0}}) {
    cairo_surface_t* img = renderSwatch(r, s, SwatchKind::Terrain, id, 34, 24);
    const auto counts = countColours(img, {{id, colour}});
    EXPECT_GT(counts.count(id) ? counts.at(id) : 0, 150) << id;  // the hex fill
    cairo_surface_destroy(img);
  }
  // A hexside swatch is the line, in the schema's colour, on a transparent ground.
  cairo_surface_t* creek = renderSwatch(r, s, SwatchKind::Hexside, "creek", 34, 24);
  const auto counts = countColours(creek, {{"creek", 0x1060e0}}, 40);
  EXPECT_GT(counts.count("creek") ? counts.at("creek") : 0, 20);
  EXPECT_LT(counts.at("any"), 34 * 24 / 2);
  cairo_surface_destroy(creek);
}

// The map's unit stacks and the unit palette draw the printed front face: the same
// painter, calls and shortened names ("Bankhead's Tenn Btry", Bloody April's stated
// abbreviations), then only an edge around it.
TEST(UnitCounters, TheEditorDrawsThePrintedFace) {
  model::Diagnostics d;
  const auto in = io::loadBundleWithRuleset(std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/bloody-april.hexw", d);
  ASSERT_TRUE(in && in->ruleset);
  const exporters::CounterPainter painter(in->scenario, in->rulesetOrNull());
  int compared = 0;
  for (const auto& u : in->scenario.oob.units) {
    if (u.name != "Bankhead's Tennessee Battery" && u.name != "16th Alabama") continue;
    const exporters::CounterSpec spec{&u, nullptr, u.side};
    exporters::RecordingCanvas printed, screen;
    painter.paint(printed, spec, painter.front(spec), {0, 0, 12.7, 12.7}, 0);
    drawCounter(screen, painter, u, {6.35, 6.35}, 12.7, true);
    EXPECT_EQ(screen.log().substr(0, printed.log().size()), printed.log()) << u.name;
    EXPECT_NE(printed.log().find("text \""), std::string::npos);
    ++compared;
  }
  EXPECT_EQ(compared, 2);
}

TEST(ToolIcons, EveryToolHasADrawnIcon) {
  for (const char* id :
       {"select", "terrain", "hexside", "elevation", "route", "feature", "area", "label", "unit", "vector"}) {
    cairo_surface_t* icon = renderToolIcon(id, 24);
    ASSERT_NE(icon, nullptr) << id;
    const auto counts = countColours(icon, {});
    EXPECT_GT(counts.count("any") ? counts.at("any") : 0, 20) << id;  // something is drawn
    EXPECT_LT(counts.at("any"), 24 * 24) << id;                       // on a transparent ground
    cairo_surface_destroy(icon);
  }
  EXPECT_EQ(renderToolIcon("no-such-tool", 24), nullptr);
}

}  // namespace
}  // namespace hexwright::editor
