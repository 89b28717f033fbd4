// --print-safe: what goes to a CMYK press is opaque and inside what process inks print.
// Units check the colour rule; the CLI runs check the PDF the print shop receives.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>

#include "exporters/render/counter_painter.h"
#include "exporters/render/print_safe_canvas.h"
#include "exporters/render/recording_canvas.h"
#include "fixtures.h"

namespace hexwright::exporters {
namespace {

double chroma(const Color& c) { return std::max({c.r, c.g, c.b}) - std::min({c.r, c.g, c.b}); }

TEST(PrintSafe, TransparentColoursBecomeTheSolidTheyShowOnWhitePaper) {
  const Color half = printSafe(Color{0, 0, 0, 0.5});
  EXPECT_DOUBLE_EQ(half.a, 1.0);
  EXPECT_NEAR(half.r, 0.5, 1e-9);
  EXPECT_NEAR(half.g, 0.5, 1e-9);
  EXPECT_NEAR(half.b, 0.5, 1e-9);
  // An opaque colour already inside the gamut is left exactly as it is.
  const Color buff = Color::rgb(242, 239, 228);
  EXPECT_EQ(printSafe(buff), buff);
}

TEST(PrintSafe, ScreenPrimariesArePulledIntoTheProcessGamutKeepingLightness) {
  for (const Color c : {Color::rgb(0, 0, 255), Color::rgb(0, 255, 0), Color::rgb(255, 0, 255)}) {
    const Color safe = printSafe(c);
    EXPECT_LE(chroma(safe), 0.63) << c.hex() << " -> " << safe.hex();
    EXPECT_NEAR(safe.luminance(), c.luminance(), 0.02) << c.hex();
  }
  // The counters' formation bands were chosen inside the gamut: unchanged.
  for (const Color& band : formationBandPalette()) EXPECT_EQ(printSafe(band), band) << band.hex();
  // Yellow and red print nearly as saturated as a screen shows them.
  EXPECT_GT(chroma(printSafe(Color::rgb(255, 220, 0))), 0.85);
}

TEST(PrintSafe, CanvasPassesOnlyOpaqueColoursAndFlattensImages) {
  RecordingCanvas log;
  PrintSafeCanvas safe(log);
  safe.fill(Path().rect({0, 0, 10, 10}), Color{0, 0.4, 1, 0.3});
  Stroke s;
  s.color = Color{1, 0, 0, 0.5};
  safe.stroke(Path().moveTo({0, 0}).lineTo({5, 5}), s);
  TextStyle t;
  t.color = Color{0, 0, 1, 1};
  t.haloColor = Color{1, 1, 1, 0.7};
  t.haloWidth = 0.5;
  safe.text({1, 1}, "12.05", t);
  // A stamp (a terrain pattern) is drawn through the same conversion.
  safe.stamp({"tree",
              {-1, -1, 2, 2},
              [](Canvas& c) {
                c.fill(Path().rect({0, 0, 1, 1}), Color{0, 0.5, 0, 0.4});
              }},
             {3, 3});
  RasterImage img;
  img.width = img.height = 1;
  img.stride = 4;
  img.pixels = {0, 0, 0, 0};  // fully transparent
  safe.image(img, {0, 0, 1, 1}, 0.5);
  // Every colour the backend saw is "#rrggbb" (RecordingCanvas writes "#rrggbbaa" for
  // anything not opaque), and the image was opaque white at full opacity.
  const std::string text = log.log();
  const std::regex colour("#[0-9a-f]{6,8}");
  int colours = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), colour); it != std::sregex_iterator(); ++it, ++colours)
    EXPECT_EQ(it->str().size(), 7u) << it->str() << " in\n" << text;
  EXPECT_GE(colours, 5);
  EXPECT_NE(text.find("opacity 1"), std::string::npos) << text;
}

// The PDF itself: no soft masks and no constant alpha below 1 in any graphics state.
std::string expandedPdf(const std::string& scenario, const std::string& command, const std::string& options) {
  const auto dir = testing::tempDir("print-safe");
  const auto pdf = dir / (scenario + "-" + command + ".pdf"), qdf = dir / (scenario + "-" + command + ".qdf");
  int status = 0;
  const std::string log =
      testing::run(std::string("'") + HEXWRIGHT_CLI + "' export " + command + " '" + HEXWRIGHT_SOURCE_DIR +
                       "/scenarios/" + scenario + ".hexw' -o '" + pdf.string() + "' " + options + " 2>&1",
                   &status);
  EXPECT_EQ(status, 0) << log;
  testing::run("qpdf --qdf --object-streams=disable '" + pdf.string() + "' '" + qdf.string() + "'");
  std::ifstream in(qdf, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

int transparencyUses(const std::string& pdf) {
  static const std::regex alpha(R"(/(ca|CA) (0?\.[0-9]+|0)\b)");
  int n = static_cast<int>(std::distance(std::sregex_iterator(pdf.begin(), pdf.end(), alpha), std::sregex_iterator()));
  for (auto at = pdf.find("/SMask"); at != std::string::npos; at = pdf.find("/SMask", at + 1))
    if (pdf.compare(at, 12, "/SMask /None") != 0) ++n;
  return n;
}

TEST(PrintSafe, MapPdfHasNoTransparencyWithTheFlag) {
  // The ordinary map uses transparency (area tints, label halos), so the check can see it.
  EXPECT_GT(transparencyUses(expandedPdf("unconditional-surrender", "map", "")), 0);
  EXPECT_EQ(transparencyUses(expandedPdf("unconditional-surrender", "map", "--print-safe")), 0);
}

TEST(PrintSafe, CounterPdfHasNoTransparencyWithTheFlag) {
  const std::string pdf = expandedPdf("bloody-april", "counters", "--print-safe --bleed");
  EXPECT_EQ(transparencyUses(pdf), 0);
  EXPECT_NE(pdf.find("/TrimBox"), std::string::npos);
}

}  // namespace
}  // namespace hexwright::exporters
