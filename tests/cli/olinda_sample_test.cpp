// The natural-style sample, scenarios/olinda-ground.hexw, end to end: its sources/build.sh
// rebuilds it from the Debian-shipped rasters in sources/ to the same files, and both map
// styles print as the reviewed golden crops in tests/cli/golden/ show.
#include <cairo.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "cli/run_cli.h"
#include "support/files.h"
#include "support/png_probe.h"
#include "support/temp_dir.h"

namespace hexwright::testing {
namespace {

const std::filesystem::path kSample = std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "scenarios" / "olinda-ground.hexw";
const std::filesystem::path kGolden = std::filesystem::path(HEXWRIGHT_SOURCE_DIR) / "tests" / "cli" / "golden";

std::string q(const std::filesystem::path& p) { return "'" + p.string() + "'"; }

TEST(OlindaSample, ItsBuildScriptRebuildsItFromItsSourcesToTheSameFiles) {
  TempDir tmp;
  const auto copy = tmp / "olinda-ground.hexw";
  std::filesystem::copy(kSample, copy, std::filesystem::copy_options::recursive);
  const std::string cmd =
      "bash " + q(copy / "sources" / "build.sh") + " " + q(HEXWRIGHT_CLI) + " >" + q(tmp / "out") + " 2>&1";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << readFile(tmp / "out");
  for (const char* file : {"map.xml", "scenario.xml", "oob.xml", "rasters/ground-olinda_dem_utm25s.tif"}) {
    SCOPED_TRACE(file);
    ASSERT_TRUE(std::filesystem::exists(copy / file));
    EXPECT_TRUE(readFile(copy / file) == readFile(kSample / file))
        << "sources/build.sh no longer gives the committed " << file << "; rerun it and review the change";
  }
  // What was kept: polygons of the four classes, contour lines and the heights.
  const std::string map = readFile(copy / "map.xml");
  EXPECT_NE(map.find("source=\"landcover.tif\""), std::string::npos);
  EXPECT_NE(map.find("kind=\"elevation\""), std::string::npos);
  EXPECT_NE(map.find("type=\"contour\""), std::string::npos);
}

// A crop of `png` at (x, y) of the golden's size, written next to it for review.
std::filesystem::path cropLike(const std::filesystem::path& png, const std::filesystem::path& golden, int x, int y) {
  PngProbe full(png), want(golden);
  EXPECT_TRUE(full.ok() && want.ok());
  const int w = cairo_image_surface_get_width(want.s), h = cairo_image_surface_get_height(want.s);
  cairo_surface_t* out = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t* cr = cairo_create(out);
  cairo_set_source_surface(cr, full.s, -x, -y);
  cairo_paint(cr);
  cairo_destroy(cr);
  const auto path = png.parent_path() / ("crop-" + golden.filename().string());
  cairo_surface_write_to_png(out, path.c_str());
  cairo_surface_destroy(out);
  return path;
}

struct Difference {
  double meanChannel = 0;     // mean absolute difference per channel, 0-255
  double shareDifferent = 0;  // pixels whose colour moved by more than 48 in a channel
};

Difference compare(const std::filesystem::path& a, const std::filesystem::path& b) {
  PngProbe pa(a), pb(b);
  const int w = cairo_image_surface_get_width(pb.s), h = cairo_image_surface_get_height(pb.s);
  double sum = 0;
  long different = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto ca = pa.rgb(x, y), cb = pb.rgb(x, y);
      int worst = 0;
      for (std::size_t i = 0; i < 3; ++i) {
        sum += std::abs(ca[i] - cb[i]);
        worst = std::max(worst, std::abs(ca[i] - cb[i]));
      }
      if (worst > 48) ++different;
    }
  const double pixels = static_cast<double>(w) * h;
  return {sum / (3 * pixels), static_cast<double>(different) / pixels};
}

class OlindaPrints : public ::testing::TestWithParam<const char*> {};

// The crop holds the coast, the town's edge, woods, open ground and the hills' contours.
TEST_P(OlindaPrints, LikeItsReviewedGoldenCrop) {
  const std::string style = GetParam();
  TempDir tmp;
  const auto png = tmp / ("olinda-" + style + ".png");
  const auto r = runCli("export map " + q(kSample) + " -o " + q(png) + " --style " + style +
                        " --single-sheet --dpi 96 --no-legend --no-turn-track");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const auto golden = kGolden / ("olinda-ground-" + style + ".png");
  const auto crop = cropLike(png, golden, 1560, 1380);
  const Difference d = compare(crop, golden);
  // The same packages draw the same pixels; the slack is for antialiasing that a newer
  // Cairo or Pango may round differently. A changed colour, pattern or line fails.
  EXPECT_LT(d.meanChannel, 2.0) << "compare " << crop << " with " << golden;
  EXPECT_LT(d.shareDifferent, 0.01) << "compare " << crop << " with " << golden;
  if (HasFailure()) {
    // Kept past the test's temporary folder so it can be looked at and, if right, committed.
    const auto kept = std::filesystem::temp_directory_path() / crop.filename();
    std::filesystem::copy_file(crop, kept, std::filesystem::copy_options::overwrite_existing);
    ADD_FAILURE() << "this print's crop is kept as " << kept;
  }
}

INSTANTIATE_TEST_SUITE_P(BothStyles, OlindaPrints, ::testing::Values("hex", "natural"));

}  // namespace
}  // namespace hexwright::testing
