// Golden images: one counter of each hex ruleset, front and back side by side, drawn by
// the counter painter through Cairo at 600 dpi and compared with the reviewed PNGs in
// tests/exporters/golden/counters/. The draw-call goldens (golden_test.cpp) say what is
// drawn; these say how it looks: a person reviewed each PNG before it was committed.
// After an intended change:
//   HEXWRIGHT_UPDATE_GOLDEN=1 build/tests/exporters_tests --gtest_filter='CounterImage.*'
// then look at every changed PNG before committing it.
#include <cairo.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "exporters/print/export_inputs.h"
#include "exporters/render/cairo_canvas.h"
#include "exporters/render/counter_painter.h"

namespace hexwright::exporters {
namespace {

constexpr double kCounterMm = 12.7;  // the fallback 1/2 inch counter the sheets print
constexpr int kPx = 150;             // 300 dpi

struct Case {
  std::string scenario, unit;
};

std::string caseName(const ::testing::TestParamInfo<Case>& info) {
  std::string n = info.param.scenario;
  for (char& c : n)
    if (c == '-') c = '_';
  return n;
}

cairo_surface_t* render(const Case& k) {
  model::Diagnostics d;
  const auto in = loadExportInputs(std::string(HEXWRIGHT_SOURCE_DIR) + "/scenarios/" + k.scenario + ".hexw", d);
  EXPECT_TRUE(in.has_value());
  if (!in) return nullptr;
  const model::Unit* u = in->scenario.oob.findUnit(model::UnitId{k.unit});
  EXPECT_NE(u, nullptr) << k.unit;
  if (!u) return nullptr;
  const CounterPainter painter(in->scenario, in->rulesetOrNull());
  const CounterSpec spec{u, nullptr, u->side};
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2 * kPx + 10, kPx);
  cairo_t* cr = cairo_create(s);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_scale(cr, kPx / kCounterMm, kPx / kCounterMm);
  {
    CairoCanvas canvas(cr);
    painter.paint(canvas, spec, painter.front(spec), {0, 0, kCounterMm, kCounterMm}, 0);
    painter.paint(canvas, spec, painter.back(spec), {kCounterMm * (1 + 10.0 / kPx), 0, kCounterMm, kCounterMm}, 0);
  }
  cairo_destroy(cr);
  cairo_surface_flush(s);
  return s;
}

class CounterImage : public ::testing::TestWithParam<Case> {};

TEST_P(CounterImage, MatchesTheReviewedPng) {
  cairo_surface_t* drawn = render(GetParam());
  ASSERT_NE(drawn, nullptr);
  const auto golden =
      std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "tests/exporters/golden/counters" / (GetParam().scenario + ".png");
  if (std::getenv("HEXWRIGHT_UPDATE_GOLDEN")) {
    std::filesystem::create_directories(golden.parent_path());
    EXPECT_EQ(cairo_surface_write_to_png(drawn, golden.c_str()), CAIRO_STATUS_SUCCESS);
    cairo_surface_destroy(drawn);
    return;
  }
  cairo_surface_t* want = cairo_image_surface_create_from_png(golden.c_str());
  ASSERT_EQ(cairo_surface_status(want), CAIRO_STATUS_SUCCESS) << "missing " << golden;
  ASSERT_EQ(cairo_image_surface_get_width(want), cairo_image_surface_get_width(drawn));
  ASSERT_EQ(cairo_image_surface_get_height(want), cairo_image_surface_get_height(drawn));
  // Antialiasing may differ by a few levels between Cairo/FreeType builds; a moved or
  // missing element changes hundreds of pixels by far more.
  const int w = cairo_image_surface_get_width(drawn), h = cairo_image_surface_get_height(drawn);
  int differing = 0;
  for (int y = 0; y < h; ++y) {
    const unsigned char* a = cairo_image_surface_get_data(drawn) + y * cairo_image_surface_get_stride(drawn);
    const unsigned char* b = cairo_image_surface_get_data(want) + y * cairo_image_surface_get_stride(want);
    for (int x = 0; x < w * 4; x += 4) {
      int worst = 0;
      for (int ch = 0; ch < 3; ++ch) worst = std::max(worst, std::abs(int(a[x + ch]) - int(b[x + ch])));
      if (worst > 48) ++differing;
    }
  }
  EXPECT_LE(differing, w * h / 500) << differing << " pixels differ from " << golden;
  cairo_surface_destroy(want);
  cairo_surface_destroy(drawn);
}

// One counter per hex ruleset: a combat unit with values on both faces where the sample has one.
INSTANTIATE_TEST_SUITE_P(Samples, CounterImage,
                         ::testing::Values(Case{"bloody-april", "u-union-8th-illinois"},
                                           Case{"hell-before-night", "csa-13-tn"}, Case{"huzzah", "usa-20-ia-26"},
                                           Case{"unconditional-surrender", "usa-oglesby-a"}),
                         caseName);

}  // namespace
}  // namespace hexwright::exporters
