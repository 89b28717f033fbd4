// The editor's tile cache: missing tiles rendered in one pass over their box, found ones
// reused across repaints and pans, a lattice per zoom, and memory capped.
#include "editor/render/tile_layer.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <vector>

namespace hexwright::editor {
namespace {

constexpr int T = TileLayer::kTile;

struct Counting {
  std::vector<model::Rect> areas;  // world areas rendered, one a pass
  TileLayer::Render render() {
    return [this](cairo_t* cr, const model::Rect& world) {
      areas.push_back(world);
      cairo_set_source_rgb(cr, 0.2, 0.4, 0.6);
      cairo_paint(cr);
    };
  }
};

std::uint32_t pixel(cairo_surface_t* s, int x, int y) {
  cairo_surface_flush(s);
  return *reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(s) +
                                                 y * cairo_image_surface_get_stride(s) + x * 4);
}

TEST(TileLayer, RendersWhatIsMissingInOnePassAndReusesWhatItHas) {
  cairo_surface_t* view = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 3 * T, 2 * T);
  cairo_t* cr = cairo_create(view);
  TileLayer layer;
  Counting c;
  // A view whose origin is 10 pixels into the lattice: 4 x 3 tiles cover it.
  layer.paint(cr, 2.0, 10, 10, 0, 0, 3 * T, 2 * T, c.render());
  ASSERT_EQ(c.areas.size(), 1u);
  EXPECT_EQ(layer.rendered(), 12u);
  EXPECT_DOUBLE_EQ(c.areas[0].w, 4 * T / 2.0);  // world mm at 2 px a mm
  EXPECT_EQ(pixel(view, 5, 5), 0xff336699u);
  // The same view again, and a part of it: nothing rendered.
  layer.paint(cr, 2.0, 10, 10, 0, 0, 3 * T, 2 * T, c.render());
  layer.paint(cr, 2.0, 10, 10, 40, 40, 50, 50, c.render());
  EXPECT_EQ(c.areas.size(), 1u);
  // Panned by a tile to the right: one new column of three, in one pass.
  layer.paint(cr, 2.0, 10 + T, 10, 0, 0, 3 * T, 2 * T, c.render());
  ASSERT_EQ(c.areas.size(), 2u);
  EXPECT_EQ(layer.rendered(), 15u);
  EXPECT_DOUBLE_EQ(c.areas[1].x, 4 * T / 2.0);
  // Another zoom is another lattice.
  layer.paint(cr, 3.0, 10, 10, 0, 0, T, T, c.render());
  EXPECT_EQ(c.areas.size(), 3u);
  layer.clear();
  EXPECT_EQ(layer.size(), 0u);
  cairo_destroy(cr);
  cairo_surface_destroy(view);
}

TEST(TileLayer, KeepsAtMostItsCapDroppingTheLeastRecentlyUsed) {
  cairo_surface_t* view = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, T, T);
  cairo_t* cr = cairo_create(view);
  TileLayer layer;
  Counting c;
  // Pan across more tiles than the cap, one at a time.
  for (std::size_t i = 0; i < TileLayer::kMaxTiles + 50; ++i)
    layer.paint(cr, 1.0, static_cast<int>(i) * T, 0, 0, 0, T, T, c.render());
  EXPECT_EQ(layer.size(), TileLayer::kMaxTiles);
  // The newest is still there, the first was dropped.
  const std::size_t passes = c.areas.size();
  layer.paint(cr, 1.0, static_cast<int>(TileLayer::kMaxTiles + 49) * T, 0, 0, 0, T, T, c.render());
  EXPECT_EQ(c.areas.size(), passes);
  layer.paint(cr, 1.0, 0, 0, 0, 0, T, T, c.render());
  EXPECT_EQ(c.areas.size(), passes + 1);
  cairo_destroy(cr);
  cairo_surface_destroy(view);
}

}  // namespace
}  // namespace hexwright::editor
