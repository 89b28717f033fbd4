#include "recognition/hex_features.h"

#include <gtest/gtest.h>

#include "importers/ground/ground_grid.h"

namespace hexwright::recognition {
namespace {

/// A scan 1 pixel per metre over a 4 × 3 grid of 40 m hexes: hex (index) 0 red, every
/// other hex white, with black grid lines along every hexside.
struct SyntheticScan {
  model::HexGrid grid;
  model::HexLayout layout;
  ScanPixels scan;
  SyntheticScan() {
    grid.columns = 4;
    grid.rows = 3;
    layout = importers::groundLayout(model::Orientation::FlatTop, 40);
    scan.width = 200;
    scan.height = 160;
    scan.pixelToGround = model::Affine2D::translation(-30, -30);
    scan.rgb.assign(200 * 160 * 3, 255);
    scan.valid.assign(200 * 160, 1);
    for (int y = 0; y < scan.height; ++y)
      for (int x = 0; x < scan.width; ++x) {
        const model::Vec2 p = scan.pixelToGround.apply({x + 0.5, y + 0.5});
        const model::HexCoord h = layout.worldToHex(p);
        const model::Vec2 c = layout.hexToWorld(h);
        auto* px = &scan.rgb[3 * static_cast<std::size_t>(y * scan.width + x)];
        const bool nearSide = std::hypot(p.x - c.x, p.y - c.y) > 19;  // the printed grid
        if (nearSide)
          px[0] = px[1] = px[2] = 0;
        else if (grid.contains(h) && grid.index(h) == 0)
          px[1] = px[2] = 0;
      }
  }
};

TEST(HexFeatures, AHexIsReadFromItsMiddleSoTheGridLinesDoNotDarkenIt) {
  SyntheticScan s;
  model::NullProgress progress;
  const auto f = computeHexFeatures(s.scan, s.grid, s.layout, progress);
  ASSERT_EQ(f.featureCount, featureNames().size());
  EXPECT_EQ(f.hexesOnScan(), s.grid.size());
  const float* red = f.row(0);
  const float* white = f.row(5);
  EXPECT_NEAR(white[0], 100, 1);    // lightness: paper, no ink from the lines
  EXPECT_NEAR(white[12], 0, 1e-6);  // no dark share
  EXPECT_GT(red[1], 50);            // a*: red
  EXPECT_LT(red[0], 60);
  // The neighbours' mean: hex 1 sits next to the red hex, hex 11 does not.
  const std::size_t own = featureNames().size() / 2;
  EXPECT_GT(f.row(1)[own + 1], f.row(11)[own + 1]);
}

TEST(HexFeatures, HexesTheScanDoesNotReachAreOffTheScan) {
  SyntheticScan s;
  for (int y = 0; y < s.scan.height; ++y)
    for (int x = 100; x < s.scan.width; ++x) s.scan.valid[static_cast<std::size_t>(y * s.scan.width + x)] = 0;
  model::NullProgress progress;
  const auto f = computeHexFeatures(s.scan, s.grid, s.layout, progress);
  EXPECT_TRUE(f.onScan(0));
  EXPECT_FALSE(f.onScan(3));  // the right-hand column
  EXPECT_LT(f.hexesOnScan(), s.grid.size());
}

}  // namespace
}  // namespace hexwright::recognition
