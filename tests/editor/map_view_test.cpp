// The Cairo map view without a display: the shared painter draws the terrain, the
// overlays draw units, problems and previews; damage stays local to the hexes touched.
#include "editor/render/map_view.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/render/backing_store.h"
#include "editor_fixture.h"
#include "exporters/kept_ground_fixture.h"
#include "model/edit/entity_commands.h"
#include "model/edit/hex_commands.h"

namespace hexwright::editor {
namespace {

using testing::hexAtOffset;

struct Rgb {
  int r, g, b;
};

Rgb pixelAt(cairo_surface_t* s, model::Vec2 p) {
  const int stride = cairo_image_surface_get_stride(s);
  const auto* data = cairo_image_surface_get_data(s);
  const auto px =
      *reinterpret_cast<const std::uint32_t*>(data + static_cast<int>(p.y) * stride + static_cast<int>(p.x) * 4);
  return {static_cast<int>((px >> 16) & 0xff), static_cast<int>((px >> 8) & 0xff), static_cast<int>(px & 0xff)};
}

bool near(Rgb a, Rgb b, int tol = 8) {
  return std::abs(a.r - b.r) <= tol && std::abs(a.g - b.g) <= tol && std::abs(a.b - b.b) <= tol;
}

TEST(MapView, DrawsTerrainWithTheSharedPainter) {
  auto doc = testing::testDocument();
  const auto h = hexAtOffset(*doc, 4, 4);
  doc->execute(std::make_unique<model::SetTerrain>(std::vector{h}, "woods"));
  MapView view;
  MapViewOptions o;
  o.layers.patterns = false;  // plain fills, so the centre pixel is the terrain colour
  o.layers.hexNumbers = false;
  view.setDocument(doc.get());
  view.setOptions(o);
  Viewport vp;
  vp.setSize(640, 480);
  vp.fit(mapBounds(doc->layout(), doc->scenario().map));
  cairo_surface_t* s = view.renderImage(vp);
  const auto centre = vp.worldToScreen(doc->layout().hexToWorld(h));
  EXPECT_TRUE(near(pixelAt(s, centre), {0x2e, 0x8b, 0x3a}));
  const auto clear = vp.worldToScreen(doc->layout().hexToWorld(hexAtOffset(*doc, 1, 1)));
  EXPECT_TRUE(near(pixelAt(s, clear), {0xf2, 0xec, 0xcc}));
  EXPECT_TRUE(near(pixelAt(s, {2, 2}), {214, 214, 208}));  // off the map: paper grey margin
  cairo_surface_destroy(s);
}

/// A map whose kept ground is one small wood around a hex corner, so every hex centre
/// lies outside it (the hexes agree with the art and the wood shows as art), viewed in
/// the natural style without patterns (so a pixel inside the wood is its colour).
struct NaturalArtMap {
  std::unique_ptr<Document> doc;
  model::Vec2 wood;  // world mm, the wood's centre
  MapViewOptions options;

  NaturalArtMap() {
    auto base = testing::testDocument();
    model::Scenario s = base->scenario();
    s.map.ground.yardsAcrossFlats = 200;
    doc = std::make_unique<Document>(std::move(s), base->ruleset());
    doc->setValidator({});
    const auto geometry = exporters::MapGeometry::forHexMap(doc->scenario().map, doc->layout().acrossFlats);
    wood = doc->layout().corner(hexAtOffset(*doc, 4, 3), 2);
    const model::VectorLayer layer = exporters::testing::keptLayer(
        "woods.gpkg",
        {exporters::testing::roundPolygon(geometry, "1", "woods", wood, doc->layout().acrossFlats * 0.3, 10)});
    doc->execute(std::make_unique<model::SetVectorLayer>(layer.id.value, layer));
    options.art = exporters::MapArt::Natural;
    options.layers.patterns = false;
    options.layers.hexNumbers = false;
  }
};

int differentPixels(cairo_surface_t* a, cairo_surface_t* b, int tol) {
  int n = 0;
  for (int y = 0; y < cairo_image_surface_get_height(a); ++y)
    for (int x = 0; x < cairo_image_surface_get_width(a); ++x)
      if (!near(pixelAt(a, {double(x), double(y)}), pixelAt(b, {double(x), double(y)}), tol)) ++n;
  return n;
}

/// The natural style's art comes from cached tiles: the same pixels as drawing it whole,
/// none rendered again on a repaint or a hex edit, and redrawn when the kept ground
/// changes.
TEST(MapView, NaturalArtTilesDrawWhatAWholeRedrawDraws) {
  NaturalArtMap m;
  MapView tiled, whole;
  tiled.setDocument(m.doc.get());
  tiled.setOptions(m.options);
  MapViewOptions uncached = m.options;
  uncached.cacheTiles = false;
  whole.setDocument(m.doc.get());
  whole.setOptions(uncached);
  Viewport vp;
  vp.setSize(600, 400);
  // Whole pixels, so the tiles (placed at whole pixels) and the whole drawing coincide;
  // several tiles across, so tile edges cross the wood.
  vp.set(9.0, {4.0 / 9, 7.0 / 9});
  vp.centreOn(m.wood);
  vp.set(vp.scale(), {std::round(vp.origin().x * 9) / 9, std::round(vp.origin().y * 9) / 9});
  cairo_surface_t* a = tiled.renderImage(vp);
  cairo_surface_t* b = whole.renderImage(vp);
  EXPECT_GT(tiled.tilesRendered(), 2u);
  EXPECT_EQ(whole.tilesRendered(), 0u);
  EXPECT_LT(differentPixels(a, b, 8), 600 * 400 / 1000);
  {
    // With the wood's pattern: its bitmap lines up across the tiles' edges.
    MapViewOptions patterned = m.options, patternedWhole = uncached;
    patterned.layers.patterns = patternedWhole.layers.patterns = true;
    MapView p, q;
    p.setDocument(m.doc.get());
    p.setOptions(patterned);
    q.setDocument(m.doc.get());
    q.setOptions(patternedWhole);
    cairo_surface_t* pa = p.renderImage(vp);
    cairo_surface_t* qa = q.renderImage(vp);
    EXPECT_GT(differentPixels(pa, a, 8), 100);  // the pattern is drawn
    EXPECT_LT(differentPixels(pa, qa, 8), 600 * 400 / 1000);
    cairo_surface_destroy(pa);
    cairo_surface_destroy(qa);
  }
  // Inside the wood, off the grid lines that meet at its centre.
  const model::Vec2 at = vp.worldToScreen({m.wood.x, m.wood.y - m.doc->layout().acrossFlats * 0.15});
  EXPECT_TRUE(near(pixelAt(a, at), {0x2e, 0x8b, 0x3a}, 24));
  cairo_surface_destroy(b);

  // A repaint and a hex edit draw from the tiles.
  const std::size_t rendered = tiled.tilesRendered();
  cairo_surface_destroy(tiled.renderImage(vp));
  const auto far = hexAtOffset(*m.doc, 4, 3);  // its centre is off the wood
  m.doc->execute(std::make_unique<model::SetTerrain>(std::vector{far}, "marsh"));
  EXPECT_EQ(tiled.damageFor({model::kChangeTerrain, {far}}).kind, MapView::Damage::Kind::Region);
  cairo_surface_t* edited = tiled.renderImage(vp);
  EXPECT_EQ(tiled.tilesRendered(), rendered);
  EXPECT_TRUE(near(pixelAt(edited, vp.worldToScreen(m.doc->layout().hexToWorld(far))), {0x6f, 0xa8, 0xb0}, 24));
  cairo_surface_destroy(edited);
  m.doc->undo();

  // Removing the kept wood spoils the tiles: the ground shows where it was.
  m.doc->execute(std::make_unique<model::SetVectorLayer>("ground-woods.gpkg", std::nullopt));
  EXPECT_EQ(tiled.damageFor({model::kChangeVectors, {}}).kind, MapView::Damage::Kind::All);
  cairo_surface_t* removed = tiled.renderImage(vp);
  EXPECT_GT(tiled.tilesRendered(), rendered);
  EXPECT_TRUE(near(pixelAt(removed, at), {0xf2, 0xec, 0xcc}, 24));
  cairo_surface_destroy(removed);
  cairo_surface_destroy(a);
}

TEST(MapView, ProblemsAndPreviewAreOverlays) {
  auto doc = testing::testDocument();
  const auto h = hexAtOffset(*doc, 2, 2);
  doc->setValidator([h](const model::Scenario&, const model::Ruleset&) {
    model::Diagnostics d;
    model::Location loc;
    loc.hex = h;
    d.add(model::Severity::Error, "t", "m", loc);
    return d;
  });
  doc->validateNow();
  MapView view;
  view.setDocument(doc.get());
  Viewport vp;
  vp.setSize(640, 480);
  vp.fit(mapBounds(doc->layout(), doc->scenario().map));
  // The red outline runs just inside the hex's corners.
  const auto& L = doc->layout();
  const auto c = L.hexToWorld(h);
  const auto k = L.corner(h, 1);
  const model::Vec2 onOutline{c.x + (k.x - c.x) * 0.92 - 0.01, c.y};
  cairo_surface_t* s = view.renderImage(vp);
  const Rgb marked = pixelAt(s, vp.worldToScreen(onOutline));
  EXPECT_GT(marked.r, 150);
  EXPECT_LT(marked.g, 120);
  cairo_surface_destroy(s);
  Preview p;
  p.hexes = {hexAtOffset(*doc, 6, 6)};
  s = view.renderImage(vp, &p);
  const Rgb previewed = pixelAt(s, vp.worldToScreen(L.hexToWorld(hexAtOffset(*doc, 6, 6))));
  EXPECT_GT(previewed.b, previewed.r + 20);  // tinted blue
  cairo_surface_destroy(s);
}

TEST(MapView, DamageIsLocalForHexEditsAndNoneForOobEdits) {
  auto doc = testing::testDocument();
  MapView view;
  view.setDocument(doc.get());
  const auto h = hexAtOffset(*doc, 3, 3);
  const auto d = view.damageFor({model::kChangeTerrain, {h}});
  EXPECT_EQ(d.kind, MapView::Damage::Kind::Region);
  const auto b = hexBounds(doc->layout(), h);
  EXPECT_LE(d.region.x, b.x);
  EXPECT_GE(d.region.right(), b.right());
  EXPECT_LT(d.region.w, doc->layout().acrossFlats * 5);
  EXPECT_EQ(view.damageFor({model::kChangeOob, {}}).kind, MapView::Damage::Kind::None);
  EXPECT_EQ(view.damageFor({model::kChangeSetup, {}}).kind, MapView::Damage::Kind::None);
  EXPECT_EQ(view.damageFor({model::kChangeRoutes, {}}).kind, MapView::Damage::Kind::All);
}

}  // namespace
}  // namespace hexwright::editor

namespace hexwright::editor {
namespace {

/// Panning through the backing store gives the same pixels as drawing the moved view.
TEST(BackingStore, ScrollingMatchesAFullRedraw) {
  auto doc = testing::testDocument();
  doc->execute(
      std::make_unique<model::SetTerrain>(std::vector{hexAtOffset(*doc, 4, 4), hexAtOffset(*doc, 5, 4)}, "woods"));
  MapView view;
  view.setDocument(doc.get());
  Viewport vp;
  vp.setSize(320, 240);
  vp.set(2.0, {5, 5});
  BackingStore store;
  store.update(view, vp);
  EXPECT_EQ(store.lastPaintedPixels(), 320 * 240);
  vp.panBy(12, -7);
  store.scroll(12, -7);
  cairo_surface_t* scrolled = store.update(view, vp);
  EXPECT_LT(store.lastPaintedPixels(), 320 * 40);  // only the strips
  cairo_surface_t* fresh = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 320, 240);
  cairo_t* cr = cairo_create(fresh);
  view.paintMap(cr, vp, {0, 0, 320, 240});
  cairo_destroy(cr);
  int different = 0;
  for (int y = 0; y < 240; y += 3)
    for (int x = 0; x < 320; x += 3)
      if (!near(pixelAt(scrolled, {double(x), double(y)}), pixelAt(fresh, {double(x), double(y)}), 40)) ++different;
  EXPECT_LT(different, 20);  // anti-aliased seams at strip edges at most
  cairo_surface_destroy(fresh);
  // A terrain edit repaints only around its hex.
  const auto h = hexAtOffset(*doc, 2, 2);
  model::ChangeSet change{model::kChangeTerrain, {h}};
  const PixelRect r = store.damage(view, vp, change);
  EXPECT_FALSE(r.empty());
  EXPECT_LT(r.width, 320);
  store.update(view, vp);
  EXPECT_EQ(store.lastPaintedPixels(), static_cast<long long>(r.width) * r.height);
  EXPECT_TRUE(store.damage(view, vp, {model::kChangeOob, {}}).empty());
}

}  // namespace
}  // namespace hexwright::editor
