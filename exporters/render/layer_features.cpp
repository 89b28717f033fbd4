// Hex features (camps, forts, fords, landings, entry hexes…) as symbols in their hex,
// and the scenario's victory hexes as stars with their point values.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "exporters/render/map_layer_context.h"
#include "exporters/render/symbols.h"

namespace hexwright::exporters::layers {

using model::FeatureCategory;
using model::HexCoord;

namespace {

// The side that owns a feature, when its attributes name one.
std::string ownerOf(const model::HexFeature& f) {
  for (const char* key : {"owner", "side"})
    if (auto v = model::textAttribute(f.attributes, key)) return *v;
  return "";
}

// Extra words under the symbol: a camp's type, a victory hex's value.
std::string captionOf(const model::HexFeature& f, FeatureCategory category) {
  if (category == FeatureCategory::Camp)
    for (const auto& [name, value] : f.attributes)
      if (name.find("type") != std::string::npos) return model::formatAttribute(value);
  for (const char* key : {"points", "vp", "value"})
    if (auto v = model::numberAttribute(f.attributes, key)) return model::formatAttribute(*v);
  return "";
}

// Arrows on entry and exit hexes point into the map from the first off-map neighbour.
double inwardDegrees(const Context& ctx, HexCoord h) {
  for (int d = 0; d < 6; ++d) {
    const HexCoord n = model::neighbor(h, d);
    if (ctx.map.contains(n)) continue;
    const Vec2 v = ctx.geometry.centre(h) - ctx.geometry.centre(n);
    return std::atan2(v.y, v.x) * 180 / std::numbers::pi;
  }
  return 0;
}

bool ownerColoured(FeatureCategory c) {
  return c == FeatureCategory::Camp || c == FeatureCategory::Fort || c == FeatureCategory::Garrison ||
         c == FeatureCategory::BatterySite || c == FeatureCategory::Entry || c == FeatureCategory::Exit;
}

}  // namespace

void paintFeatures(Canvas& c, const Context& ctx) {
  const MapGeometry& g = ctx.geometry;
  const double a = g.hexAcross();
  const Rect near = ctx.visible.inflated(a);
  TextStyle caption;
  caption.font.sizeMm = std::max(1.0, a * 0.085);
  caption.halign = HAlign::Center;
  caption.valign = VAlign::Top;
  caption.fitWidth = a * 0.8;
  caption.haloColor = colors::kWhite.withAlpha(0.8);
  caption.haloWidth = caption.font.sizeMm * 0.12;

  if (ctx.options.layers.features && ctx.farZoom()) {
    // A symbol a few pixels wide is a dot of its colour: one fill per colour instead
    // of a symbol's several draw calls per hex.
    std::vector<std::pair<Color, Path>> dots;
    for (const auto& [h, features] : ctx.map.hexFeatures) {
      const Vec2 centre = g.centre(h);
      if (!near.contains(centre) || features.empty() || !ctx.map.contains(h)) continue;
      const model::HexFeature& f = features.front();
      const FeaturePaint& paint = ctx.style.feature(f.type);
      Color color = paint.color;
      const std::string owner = ownerOf(f);
      if (!owner.empty() && ownerColoured(paint.category))
        color = mix(ctx.style.sideColor(owner), colors::kBlack, 0.35);
      auto it = std::find_if(dots.begin(), dots.end(), [&](const auto& d) { return d.first == color; });
      if (it == dots.end()) it = dots.insert(dots.end(), {color, Path()});
      const double size = a * 0.4;
      it->second.rect({centre.x - size / 2, centre.y - size / 2, size, size});
    }
    for (const auto& [color, path] : dots) c.fill(path, color);
  } else if (ctx.options.layers.features) {
    for (const auto& [h, features] : ctx.map.hexFeatures) {
      const Vec2 centre = g.centre(h);
      if (!near.contains(centre) || features.empty() || !ctx.map.contains(h)) continue;
      const double n = static_cast<double>(features.size());
      const double size = n == 1 ? a * 0.4 : a * std::max(0.18, 0.62 / n);
      for (std::size_t i = 0; i < features.size(); ++i) {
        const model::HexFeature& f = features[i];
        const FeaturePaint& paint = ctx.style.feature(f.type);
        const Vec2 at{centre.x + (static_cast<double>(i) - (n - 1) / 2) * size * 1.05, centre.y + a * 0.04};
        Color color = paint.color;
        const std::string owner = ownerOf(f);
        if (!owner.empty() && ownerColoured(paint.category))
          color = mix(ctx.style.sideColor(owner), colors::kBlack, 0.35);
        const bool arrow = paint.category == FeatureCategory::Entry || paint.category == FeatureCategory::Exit;
        drawSymbol(c, paint.symbol, at, size, color, arrow ? inwardDegrees(ctx, h) : 0);
        const std::string text = captionOf(f, paint.category);
        if (!text.empty() && ctx.shows(a, 30)) c.text({at.x, at.y + size * 0.5}, text, caption);
      }
    }
  }

  if (!ctx.options.layers.victory) return;
  for (const model::VictoryCondition& v : ctx.scenario.victory) {
    if (!v.hex || !ctx.map.contains(*v.hex)) continue;
    const Vec2 centre = g.centre(*v.hex);
    if (!near.contains(centre)) continue;
    // Top right of the hex, clear of the hex number and the feature symbols.
    const Vec2 at{centre.x + a * 0.26, centre.y - a * 0.2};
    const Path star = starPath(at, a * 0.13);
    c.fill(star, Color::rgb(230, 180, 30));
    Stroke s;
    s.color = Color::rgb(120, 80, 0);
    s.width = std::max(0.1, a * 0.01);
    s.join = LineJoin::Round;
    c.stroke(star, s);
    if (v.points) {
      TextStyle t = caption;
      t.font.bold = true;
      c.text({at.x, at.y + a * 0.12}, model::formatAttribute(*v.points), t);
    }
  }
}

}  // namespace hexwright::exporters::layers
