#include "editor/render/map_view.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "editor/core/editing.h"
#include "editor/core/hex_picking.h"
#include "editor/core/stacks.h"
#include "editor/render/scan_view.h"
#include "editor/render/unit_counter.h"
#include "exporters/render/cairo_canvas.h"
#include "exporters/render/symbols.h"

namespace hexwright::editor {

namespace ex = hexwright::exporters;
using model::HexCoord;
using model::Vec2;

namespace {

constexpr double kMinHexPixelsForNumbers = 56;  // below, the printed number is under ~6 px
constexpr double kMinHexPixelsForPatterns = 10;
constexpr double kMinHexPixelsForCounters = 14;  // below: one dot per stack
constexpr ex::Color kPaper = ex::Color::rgb(214, 214, 208);
constexpr ex::Color kSelection = ex::Color::rgb(255, 200, 0);
constexpr ex::Color kPreview = ex::Color::rgb(0, 170, 255);

ex::Color severityColor(model::Severity s) {
  switch (s) {
    case model::Severity::Error:
      return ex::Color::rgb(220, 30, 30);
    case model::Severity::Warning:
      return ex::Color::rgb(240, 140, 0);
    default:
      return ex::Color::rgb(40, 110, 220);
  }
}

ex::Path hexPath(const model::HexLayout& layout, HexCoord h, double shrink = 1.0) {
  const Vec2 c = layout.hexToWorld(h);
  auto corners = layout.corners(h);
  for (auto& p : corners) p = {c.x + (p.x - c.x) * shrink, c.y + (p.y - c.y) * shrink};
  return ex::Path().polygon(corners);
}

/// The world transform of the view: user units become world millimetres.
void applyView(cairo_t* cr, const Viewport& vp) {
  cairo_scale(cr, vp.scale(), vp.scale());
  cairo_translate(cr, -vp.origin().x, -vp.origin().y);
}

}  // namespace

ex::MapLayers MapViewOptions::screenLayers() {
  ex::MapLayers l;
  l.background = true;
  l.vectors = true;
  l.frame = true;
  return l;
}

MapView::MapView() : m_resources(std::make_shared<ex::CairoResources>()) {}
MapView::~MapView() = default;

void MapView::setDocument(const Document* doc) {
  m_doc = doc;
  rebuildPainter();
}

void MapView::setOptions(const MapViewOptions& options) {
  m_options = options;
  clearTiles();
  if (m_painter) {
    ex::MapPaintOptions o = m_painter->options();
    o.layers = m_options.layers;
    o.terrainOpacity = m_options.terrainOpacity;
    o.art = m_options.art;
    m_painter->setOptions(o);
  }
  applyBackgrounds();
}

void MapView::setBackgrounds(std::vector<ex::BackgroundRaster> rasters) {
  m_backgrounds = std::move(rasters);
  applyBackgrounds();
}

void MapView::applyBackgrounds() {
  m_artTiles.clear();
  if (!m_painter) return;
  // Cairo surfaces are cached by image address: new copies, new cache.
  if (!m_backgrounds.empty()) m_resources = std::make_shared<ex::CairoResources>();
  std::vector<ex::BackgroundRaster> shown = m_backgrounds;
  for (auto& r : shown) r.opacity *= m_options.backgroundOpacity;
  m_painter->setBackgrounds(std::move(shown));
  applyGridColour();
}

void MapView::applyGridColour() {
  ex::MapPaintOptions o = m_painter->options();
  const ex::Color usual = ex::MapPaintOptions{}.gridColor;
  m_gridColour = m_options.showScan && m_options.layers.background
                     ? gridColourFor(scanLuminanceUnderMap(m_backgrounds, m_painter->geometry()), usual)
                     : usual;
  if (o.gridColor == m_gridColour) return;
  o.gridColor = m_gridColour;
  m_painter->setOptions(o);
  m_gridTiles.clear();
}

void MapView::rebuildPainter() {
  m_painter.reset();
  clearTiles();
  if (!m_doc) return;
  const auto& s = m_doc->scenario();
  ex::MapGeometry geometry = s.map.kind == model::GridKind::Table
                                 ? ex::MapGeometry::forTable(s.map, ex::kMmPerInch)
                                 : ex::MapGeometry::forHexMap(s.map, m_doc->layout().acrossFlats);
  ex::MapPaintOptions o;
  o.layers = m_options.layers;
  o.terrainOpacity = m_options.terrainOpacity;
  o.art = m_options.art;
  m_painter = std::make_unique<ex::MapPainter>(s, &m_doc->ruleset(), std::move(geometry), o);
  applyBackgrounds();
}

void MapView::paintMap(cairo_t* cr, const Viewport& vp, const PixelRect& px) const {
  if (px.empty()) return;
  cairo_save(cr);
  cairo_rectangle(cr, px.x, px.y, px.width, px.height);
  cairo_clip(cr);
  cairo_set_source_rgb(cr, kPaper.r, kPaper.g, kPaper.b);
  cairo_paint(cr);
  if (m_painter) {
    // Level of detail for the screen: hex numbers and fill patterns only once they are
    // big enough to read (print always draws them).
    const double hexPixels = m_doc->layout().acrossFlats * vp.scale();
    ex::MapPaintOptions o = m_painter->options();
    o.layers = m_options.layers;
    o.layers.hexNumbers = o.layers.hexNumbers && hexPixels >= kMinHexPixelsForNumbers;
    o.layers.patterns = o.layers.patterns && hexPixels >= kMinHexPixelsForPatterns;
    o.screenLevelOfDetail = true;
    m_painter->setOptions(o);
    // Screen only: Cairo's faster anti-aliasing (fewer coverage samples) and a coarser
    // curve tolerance; print keeps the defaults.
    cairo_set_antialias(cr, m_options.fastAntialias ? CAIRO_ANTIALIAS_FAST : CAIRO_ANTIALIAS_DEFAULT);
    cairo_set_tolerance(cr, 0.25);
    const Vec2 a = vp.screenToWorld({static_cast<double>(px.x), static_cast<double>(px.y)});
    const Vec2 b = vp.screenToWorld({static_cast<double>(px.x + px.width), static_cast<double>(px.y + px.height)});
    const ex::Rect visible{a.x, a.y, b.x - a.x, b.y - a.y};
    const ex::Rect bounds = m_painter->geometry().bounds();
    const double scale = vp.scale();
    if (usesTiles()) {
      // The art and the grid from tiles, with the view's origin rounded to the whole
      // pixel the tiles are placed at, so what is drawn live between them lands where it
      // did beside them. (Only the natural style: there the hexes drawn live are few and
      // the grid is a third of the rest; in the hex style every hex is filled live and the
      // grid's tiles saved nothing measurable.)
      const auto ox = static_cast<int>(std::lround(vp.origin().x * scale));
      const auto oy = static_cast<int>(std::lround(vp.origin().y * scale));
      const auto tiles = [&](TileLayer& layer, ex::MapPart part) {
        layer.paint(cr, scale, ox, oy, px.x, px.y, px.x + px.width, px.y + px.height,
                    [&](cairo_t* tile, const model::Rect& world) {
                      cairo_set_antialias(tile, cairo_get_antialias(cr));
                      cairo_set_tolerance(tile, cairo_get_tolerance(cr));
                      ex::CairoCanvas canvas(tile, m_resources);
                      canvas.setBitmapStamps(true);
                      if (part == ex::MapPart::NaturalArt)
                        canvas.fillRect(bounds.intersected(world), ex::colors::kWhite);
                      m_painter->paint(canvas, world, part);
                    });
      };
      const auto live = [&](ex::MapPart part) {
        cairo_save(cr);
        cairo_scale(cr, scale, scale);
        cairo_translate(cr, -ox / scale, -oy / scale);
        ex::CairoCanvas canvas(cr, m_resources);
        canvas.setBitmapStamps(true);
        m_painter->paint(canvas, visible, part);
        cairo_restore(cr);
      };
      tiles(m_artTiles, ex::MapPart::NaturalArt);
      live(ex::MapPart::UnderGrid);
      tiles(m_gridTiles, ex::MapPart::Grid);
      live(ex::MapPart::OverGrid);
    } else {
      applyView(cr, vp);
      ex::CairoCanvas canvas(cr, m_resources);
      canvas.setBitmapStamps(true);
      // Paper inside the map, then the map.
      canvas.fillRect(bounds.intersected(visible), ex::colors::kWhite);
      m_painter->paint(canvas, visible);
    }
  }
  cairo_restore(cr);
}

bool MapView::usesTiles() const {
  return m_painter && m_options.cacheTiles && m_options.art == ex::MapArt::Natural && !m_painter->geometry().isTable();
}

void MapView::clearTiles() const {
  m_artTiles.clear();
  m_gridTiles.clear();
}

void MapView::paintOverlay(cairo_t* cr, const Viewport& vp, const Preview* preview) const {
  if (!m_doc || !m_painter) return;
  const auto& s = m_doc->scenario();
  const auto& layout = m_doc->layout();
  const model::Rect visible = vp.visibleWorld();
  const double across = layout.acrossFlats;
  const double pxPerHex = across * vp.scale();
  cairo_save(cr);
  applyView(cr, vp);
  ex::CairoCanvas c(cr, m_resources);
  auto onScreen = [&](HexCoord h) { return hexBounds(layout, h).intersects(visible); };
  const bool hexMap = s.map.kind == model::GridKind::Hex;

  if (m_options.problems && hexMap) {
    for (const auto& [h, severity] : m_doc->problemHexes()) {
      if (!s.map.contains(h) || !onScreen(h)) continue;
      ex::Stroke st;
      st.color = severityColor(severity);
      st.width = std::max(across * 0.06, 2.0 / vp.scale());
      c.fill(hexPath(layout, h, 0.92), severityColor(severity).withAlpha(0.15));
      c.stroke(hexPath(layout, h, 0.92), st);
    }
  }

  if (m_options.units && hexMap) {
    // The order the tools pick from (core/stacks.h): the top drawn is the top picked.
    auto stacks = unitStacks(s, [&](HexCoord h) { return s.map.contains(h) && onScreen(h); });
    const double size = across * 0.56;
    const double step = across * 0.07;
    if (pxPerHex < kMinHexPixelsForCounters) {
      // Zoomed far out: a side-coloured square per stack, one path per side.
      std::map<std::string, ex::Path> bySide;
      for (const auto& [h, units] : stacks) {
        const Vec2 at = layout.hexToWorld(h);
        bySide[units.back().unit->side.value].rect({at.x - size / 2, at.y - size / 2, size, size});
      }
      for (const auto& [side, path] : bySide) c.fill(path, m_painter->style().sideColor(side));
      stacks.clear();
    }
    // One painter per frame: the printed sheets' (the ruleset's stated name abbreviations).
    const ex::CounterPainter counters(s, &m_doc->ruleset());
    for (const auto& [h, units] : stacks) {
      const Vec2 centre = layout.hexToWorld(h);
      const std::size_t shown = std::min<std::size_t>(units.size(), 4);
      for (std::size_t i = 0; i < shown; ++i) {
        const std::size_t index = units.size() - shown + i;  // top of the stack last
        const double off = (static_cast<double>(shown - 1 - i) - (shown - 1) / 2.0) * step;
        drawPlacedCounter(c, counters, &m_doc->ruleset(), *units[index].unit, units[index].placement->state,
                          {centre.x - off, centre.y - off}, size, pxPerHex > 48);
      }
      if (units.size() > 1 && pxPerHex > 20) {  // stack size badge
        // Off the counter's corner, clear of a state tab there, inside the selection outline.
        const Vec2 at{centre.x + size * 0.58, centre.y - size * 0.58};
        c.fill(ex::Path().circle(at, across * 0.12), ex::colors::kBlack);
        ex::TextStyle t;
        t.font.sizeMm = across * 0.15;
        t.font.bold = true;
        t.color = ex::colors::kWhite;
        t.halign = ex::HAlign::Center;
        t.valign = ex::VAlign::Middle;
        c.text(at, std::to_string(units.size()), t);
      }
    }
  }

  // Selection.
  ex::Stroke sel;
  sel.color = kSelection;
  sel.width = std::max(across * 0.08, 3.0 / vp.scale());
  sel.cap = ex::LineCap::Round;
  const Selection& selection = m_doc->selection();
  switch (selection.kind) {
    case Selection::Kind::Hex:
      if (s.map.contains(selection.hex)) c.stroke(hexPath(layout, selection.hex), sel);
      break;
    case Selection::Kind::Hexside:
      c.line(layout.corner(selection.side.hex, selection.side.side - 1),
             layout.corner(selection.side.hex, selection.side.side), sel);
      break;
    case Selection::Kind::Unit:
      if (const auto* p = s.placementOf(model::UnitId{selection.id}); p && p->hex)
        c.stroke(hexPath(layout, *p->hex), sel);
      break;
    case Selection::Kind::Label:
      for (const auto& l : s.map.labels)
        if (l.id.value == selection.id) c.stroke(ex::Path().circle(labelToWorld(*m_doc, l.at), across * 0.15), sel);
      break;
    case Selection::Kind::Area:
      if (const auto* a = s.map.findArea(model::AreaId{selection.id}))
        for (HexCoord h : a->hexes)
          if (s.map.contains(h) && onScreen(h)) c.fill(hexPath(layout, h), kSelection.withAlpha(0.25));
      break;
    case Selection::Kind::Region:
      for (HexCoord h : selection.hexes)
        if (s.map.contains(h) && onScreen(h)) c.fill(hexPath(layout, h), kSelection.withAlpha(0.3));
      break;
    case Selection::Kind::Route:
      for (const auto& r : s.map.routes)
        if (r.id.value == selection.id)
          for (HexCoord h : r.path)
            if (s.map.contains(h) && onScreen(h)) c.fill(hexPath(layout, h), kSelection.withAlpha(0.25));
      break;
    default:
      break;
  }

  // The tool's preview: an analysis tint first, under the rest.
  if (preview) {
    for (const auto& t : preview->tints)
      if (onScreen(t.hex)) c.fill(hexPath(layout, t.hex), t.color);
    for (const auto& t : preview->areaTints) c.fillRect(t.square, t.color);
    for (HexCoord h : preview->hexes) {
      if (!onScreen(h)) continue;
      c.fill(hexPath(layout, h), kPreview.withAlpha(0.25));
      ex::Stroke st;
      st.color = kPreview;
      st.width = 1.5 / vp.scale();
      c.stroke(hexPath(layout, h), st);
    }
    ex::Stroke edge;
    edge.color = kPreview;
    edge.width = 1.5 / vp.scale();
    for (HexCoord h : preview->outlined)
      if (onScreen(h)) c.stroke(hexPath(layout, h), edge);
    for (const auto& segment : preview->segments) {
      ex::Stroke line;
      line.color = segment.color;
      line.width = std::max(across * 0.1, 3.0 / vp.scale());
      line.cap = ex::LineCap::Round;
      c.line(segment.a, segment.b, line);
    }
    ex::Stroke side;
    side.color = ex::Color::rgb(255, 0, 200);
    side.width = std::max(across * 0.08, 3.0 / vp.scale());
    side.cap = ex::LineCap::Round;
    for (const auto& k : preview->hexsides)
      c.line(layout.corner(k.hex, k.side - 1), layout.corner(k.hex, k.side), side);
    if (preview->polyline.size() >= 2) {
      ex::Stroke st;
      st.color = kPreview;
      st.width = 2.0 / vp.scale();
      const auto path = ex::Path().polygon(preview->polyline, preview->closed);
      if (preview->closed) c.fill(path, kPreview.withAlpha(0.2));
      c.stroke(path, st);
    }
    for (Vec2 p : preview->polyline) c.fill(ex::Path().circle(p, 3.0 / vp.scale()), kPreview);
    if (preview->marker) c.fill(ex::Path().circle(*preview->marker, 3.0 / vp.scale()), kPreview.withAlpha(0.8));
  }
  cairo_restore(cr);
}

cairo_surface_t* MapView::renderImage(const Viewport& vp, const Preview* preview) const {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, vp.width(), vp.height());
  cairo_t* cr = cairo_create(surface);
  paintMap(cr, vp, {0, 0, vp.width(), vp.height()});
  paintOverlay(cr, vp, preview);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  return surface;
}

MapView::Damage MapView::damageFor(const model::ChangeSet& changes) const {
  using K = Damage::Kind;
  // Overlays only: drawn fresh on every frame.
  const unsigned overlay =
      model::kChangeOob | model::kChangeSetup | model::kChangeReinforcements | model::kChangeProperties;
  if (!m_doc || (changes.kinds & ~overlay) == 0) return {K::None, {}};
  if (changes.kinds & (model::kChangeVectors | model::kChangeBackgrounds)) m_artTiles.clear();
  if (changes.kinds & model::kChangeGrid) clearTiles();
  // Only per-hex layers can be bounded by their hexes; anything else redraws all.
  const unsigned local =
      model::kChangeTerrain | model::kChangeElevation | model::kChangeHexFeatures | model::kChangeHexsides | overlay;
  if (changes.hexes.empty() || (changes.kinds & ~local)) return {K::All, {}};
  const auto& layout = m_doc->layout();
  model::Rect r;
  for (HexCoord h : changes.hexes) r = r.united(hexBounds(layout, h));
  const double margin = layout.acrossFlats * 1.1;
  return {K::Region, r.inflated(margin)};
}

}  // namespace hexwright::editor
