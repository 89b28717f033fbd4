#pragma once
// Canvas on any cairo_t: PDF, SVG and PNG exports and the editor's image surface.
// The caller sets the cairo_t's transform so that one user unit is one millimetre
// (CairoCanvas::forPage does that for paper).
#include <cairo.h>

#include <memory>
#include <unordered_map>

#include "exporters/render/canvas.h"
#include "exporters/render/pango_text.h"

namespace hexwright::exporters {

/// What outlives one page: laid-out text and uploaded rasters. One per export (or per
/// editor view) so page 2 reuses what page 1 shaped, and a background raster drawn on
/// twenty tiles is embedded in the PDF once.
class CairoResources {
 public:
  CairoResources() = default;
  ~CairoResources();
  CairoResources(const CairoResources&) = delete;
  CairoResources& operator=(const CairoResources&) = delete;

  PangoText& text() { return m_text; }
  /// A Cairo surface over `image`'s pixels, created once per image.
  cairo_surface_t* surfaceFor(const RasterImage& image);
  /// A recording surface holding `stamp`'s drawing, recorded on first use.
  cairo_surface_t* surfaceFor(const Stamp& stamp, const std::shared_ptr<CairoResources>& self);
  /// `stamp` rendered into pixels at `pixelsPerUnit` (screen only). Bitmaps of one scale
  /// are kept; asking for another scale (the view zoomed) drops them all, so zooming
  /// never piles up bitmaps.
  cairo_surface_t* bitmapFor(const Stamp& stamp, double pixelsPerUnit, const std::shared_ptr<CairoResources>& self);
  /// `tile` rendered into exactly round(bounds × pixelsPerUnit) pixels, so that repeated
  /// edge to edge it keeps its period (cached with the stamp bitmaps).
  cairo_surface_t* tileBitmapFor(const Stamp& tile, double pixelsPerUnit, const std::shared_ptr<CairoResources>& self);
  /// Call once the SVG surface the stamps were painted on is destroyed: gives back the
  /// references Cairo 1.16's SVG backend takes on a recording surface each time the page
  /// replays it and never releases (they would leak every stamp recording but one).
  void releaseStampReferencesKeptBySvg();

 private:
  PangoText m_text;
  std::unordered_map<const RasterImage*, cairo_surface_t*> m_images;
  std::unordered_map<std::string, cairo_surface_t*> m_stamps;
  std::unordered_map<std::string, cairo_surface_t*> m_bitmaps;
  double m_bitmapScale = 0;
};

class CairoCanvas final : public Canvas {
 public:
  /// Draws through `cr` (not owned) in its current user units.
  CairoCanvas(cairo_t* cr, std::shared_ptr<CairoResources> resources = nullptr);

  void save() override;
  void restore() override;
  void transform(const Affine2D& m) override;
  void clip(const Path& path) override;
  void fill(const Path& path, const Color& color) override;
  void stroke(const Path& path, const Stroke& stroke) override;
  void text(Vec2 at, std::string_view text, const TextStyle& style) override;
  Vec2 measureText(std::string_view text, const Font& font, double wrapWidth) override;
  void image(const RasterImage& image, const Rect& dest, double opacity) override;
  void stamp(const Stamp& stamp, Vec2 at) override;
  void fillTiled(const Path& path, const Stamp& tile) override;
  void setCrispFills() override;
  double deviceScale() const override;

  cairo_t* cairo() const { return m_cr; }
  /// Screen drawing: stamps are placed as cached bitmaps snapped to whole pixels instead
  /// of replaying their vector drawing in every hex (patterns at working zoom were half
  /// of a frame). Print leaves this off and keeps exact vectors.
  void setBitmapStamps(bool on) { m_bitmapStamps = on; }

 private:
  void appendPath(const Path& path);
  bool stampAsBitmap(const Stamp& stamp, Vec2 at);
  /// Device pixels per unit when the view is unrotated and uniformly scaled, else 0.
  double uniformScale() const;

  cairo_t* m_cr;
  bool m_bitmapStamps = false;
  std::shared_ptr<CairoResources> m_resources;
};

}  // namespace hexwright::exporters
