#include "exporters/render/cairo_canvas.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "exporters/render/jpeg_encoder.h"

namespace hexwright::exporters {
namespace {

cairo_surface_t* transientSurface(const RasterImage& img) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, img.width, img.height);
  cairo_surface_flush(surface);
  unsigned char* to = cairo_image_surface_get_data(surface);
  const int toStride = cairo_image_surface_get_stride(surface);
  const auto rowBytes = static_cast<std::size_t>(std::min(img.stride, toStride));
  for (int y = 0; y < img.height; ++y)
    std::memcpy(to + static_cast<std::ptrdiff_t>(y) * toStride,
                img.pixels.data() + static_cast<std::ptrdiff_t>(y) * img.stride, rowBytes);
  cairo_surface_mark_dirty(surface);
  return surface;
}

// Attaches JPEG bytes to a photo's surface when it goes into a PDF: Cairo's PDF surface
// then embeds them as they are instead of deflating the raw pixels (issue: a print over
// a 10,000-pixel scan spent a third of its time in zlib). Quality 90: no visible loss on
// a scanned map at print resolution.
void attachJpeg(cairo_t* cr, const RasterImage& img, cairo_surface_t* surface) {
  if (!img.photo || cairo_surface_get_type(cairo_get_target(cr)) != CAIRO_SURFACE_TYPE_PDF) return;
  const ImageView view{img.pixels.data(), img.width, img.height, img.stride};
  if (!isOpaque(view)) return;  // JPEG has no alpha: Cairo's own encoding keeps it
  JpegBytes jpeg = encodeJpeg(view, 90);
  if (!jpeg.data) return;
  unsigned char* bytes = jpeg.data.get();
  if (cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_JPEG, bytes, jpeg.size, std::free, bytes) ==
      CAIRO_STATUS_SUCCESS)
    jpeg.data.release();  // Cairo frees it with the surface
}

void setSource(cairo_t* cr, const Color& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

cairo_line_cap_t toCairo(LineCap c) {
  return c == LineCap::Round    ? CAIRO_LINE_CAP_ROUND
         : c == LineCap::Square ? CAIRO_LINE_CAP_SQUARE
                                : CAIRO_LINE_CAP_BUTT;
}

cairo_line_join_t toCairo(LineJoin j) {
  return j == LineJoin::Round   ? CAIRO_LINE_JOIN_ROUND
         : j == LineJoin::Bevel ? CAIRO_LINE_JOIN_BEVEL
                                : CAIRO_LINE_JOIN_MITER;
}

}  // namespace

CairoResources::~CairoResources() {
  for (auto& [image, surface] : m_images) cairo_surface_destroy(surface);
  for (auto& [key, surface] : m_stamps) cairo_surface_destroy(surface);
  for (auto& [key, surface] : m_bitmaps) cairo_surface_destroy(surface);
}

namespace {
int tilePixels(double units, double pixelsPerUnit) {
  return std::max(1, static_cast<int>(std::lround(units * pixelsPerUnit)));
}
}  // namespace

cairo_surface_t* CairoResources::tileBitmapFor(const Stamp& tile, double pixelsPerUnit,
                                               const std::shared_ptr<CairoResources>& self) {
  Stamp keyed = tile;
  keyed.key = "tile:" + tile.key;
  return bitmapFor(keyed, pixelsPerUnit, self);
}

cairo_surface_t* CairoResources::bitmapFor(const Stamp& stamp, double pixelsPerUnit,
                                           const std::shared_ptr<CairoResources>& self) {
  if (pixelsPerUnit != m_bitmapScale) {
    for (auto& [key, surface] : m_bitmaps) cairo_surface_destroy(surface);
    m_bitmaps.clear();
    m_bitmapScale = pixelsPerUnit;
  }
  auto it = m_bitmaps.find(stamp.key);
  if (it != m_bitmaps.end()) return it->second;
  // A tile fills its pixels exactly (its period must stay whole); a stamp gets a pixel
  // of margin for the antialiased edge.
  const bool tile = stamp.key.rfind("tile:", 0) == 0;
  const int w = tile ? tilePixels(stamp.bounds.w, pixelsPerUnit)
                     : static_cast<int>(std::ceil(stamp.bounds.w * pixelsPerUnit)) + 1;
  const int h = tile ? tilePixels(stamp.bounds.h, pixelsPerUnit)
                     : static_cast<int>(std::ceil(stamp.bounds.h * pixelsPerUnit)) + 1;
  cairo_surface_t* s = cairo_image_surface_create(tile && stamp.opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                  std::max(1, w), std::max(1, h));
  cairo_t* cr = cairo_create(s);
  if (tile)
    cairo_scale(cr, w / stamp.bounds.w, h / stamp.bounds.h);
  else
    cairo_scale(cr, pixelsPerUnit, pixelsPerUnit);
  cairo_translate(cr, -stamp.bounds.x, -stamp.bounds.y);
  {
    CairoCanvas canvas(cr, self);
    stamp.draw(canvas);
  }
  cairo_destroy(cr);
  cairo_surface_flush(s);
  m_bitmaps.emplace(stamp.key, s);
  return s;
}

cairo_surface_t* CairoResources::surfaceFor(const Stamp& stamp, const std::shared_ptr<CairoResources>& self) {
  auto it = m_stamps.find(stamp.key);
  if (it != m_stamps.end()) return it->second;
  const cairo_rectangle_t extents{stamp.bounds.x, stamp.bounds.y, stamp.bounds.w, stamp.bounds.h};
  cairo_surface_t* s =
      cairo_recording_surface_create(stamp.opaque ? CAIRO_CONTENT_COLOR : CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_t* cr = cairo_create(s);
  {
    CairoCanvas canvas(cr, self);
    stamp.draw(canvas);
  }
  cairo_destroy(cr);
  m_stamps.emplace(stamp.key, s);
  return s;
}

// Measured with Cairo alone (Debian's 1.16): after an SVG surface that painted a recording
// surface k times is finished and destroyed, the recording's reference count is still
// k + 1, and LeakSanitizer reports every recording but one as leaked; a PDF surface
// leaves it at 1. Nothing can use those references once the SVG surface is gone, so they
// are dropped here; where Cairo gives them back itself the count is already 1 and this
// does nothing.
void CairoResources::releaseStampReferencesKeptBySvg() {
  for (auto& [key, surface] : m_stamps)
    while (cairo_surface_get_reference_count(surface) > 1) cairo_surface_destroy(surface);
}

cairo_surface_t* CairoResources::surfaceFor(const RasterImage& image) {
  auto it = m_images.find(&image);
  if (it != m_images.end()) return it->second;
  // Cairo only reads the pixels; the RasterImage must outlive these resources.
  auto* data = const_cast<unsigned char*>(image.pixels.data());
  cairo_surface_t* s =
      cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, image.width, image.height, image.stride);
  // The same id on every page lets the PDF surface embed the raster once.
  const std::string id = "hexwright-raster-" + std::to_string(m_images.size());
  unsigned char* idCopy = static_cast<unsigned char*>(malloc(id.size()));
  std::copy(id.begin(), id.end(), idCopy);
  cairo_surface_set_mime_data(s, CAIRO_MIME_TYPE_UNIQUE_ID, idCopy, id.size(), free, idCopy);
  m_images.emplace(&image, s);
  return s;
}

CairoCanvas::CairoCanvas(cairo_t* cr, std::shared_ptr<CairoResources> resources)
    : m_cr(cr), m_resources(resources ? std::move(resources) : std::make_shared<CairoResources>()) {}

void CairoCanvas::save() { cairo_save(m_cr); }
void CairoCanvas::restore() { cairo_restore(m_cr); }

void CairoCanvas::transform(const Affine2D& m) {
  cairo_matrix_t cm{m.c1, m.c4, m.c2, m.c5, m.c0, m.c3};  // xx yx xy yy x0 y0
  cairo_transform(m_cr, &cm);
}

void CairoCanvas::appendPath(const Path& path) {
  cairo_new_path(m_cr);
  path.forEach([&](Path::Op op, const Vec2* p) {
    switch (op) {
      case Path::Op::Move:
        cairo_move_to(m_cr, p[0].x, p[0].y);
        break;
      case Path::Op::Line:
        cairo_line_to(m_cr, p[0].x, p[0].y);
        break;
      case Path::Op::Curve:
        cairo_curve_to(m_cr, p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y);
        break;
      case Path::Op::Close:
        cairo_close_path(m_cr);
        break;
    }
  });
}

void CairoCanvas::clip(const Path& path) {
  appendPath(path);
  cairo_clip(m_cr);
}

void CairoCanvas::fill(const Path& path, const Color& color) {
  if (path.empty() || color.a <= 0) return;
  appendPath(path);
  setSource(m_cr, color);
  cairo_fill(m_cr);
}

void CairoCanvas::stroke(const Path& path, const Stroke& s) {
  if (path.empty() || s.color.a <= 0 || s.width <= 0) return;
  appendPath(path);
  setSource(m_cr, s.color);
  cairo_set_line_width(m_cr, s.width);
  cairo_set_line_cap(m_cr, toCairo(s.cap));
  cairo_set_line_join(m_cr, toCairo(s.join));
  cairo_set_dash(m_cr, s.dash.empty() ? nullptr : s.dash.data(), static_cast<int>(s.dash.size()), 0);
  cairo_stroke(m_cr);
}

void CairoCanvas::text(Vec2 at, std::string_view text, const TextStyle& style) {
  m_resources->text().draw(m_cr, at, text, style);
}

Vec2 CairoCanvas::measureText(std::string_view text, const Font& font, double wrapWidth) {
  return m_resources->text().measure(text, font, wrapWidth);
}

void CairoCanvas::image(const RasterImage& img, const Rect& dest, double opacity) {
  if (img.empty() || dest.empty() || opacity <= 0) return;
  // A transient image (a far-zoom hex raster rebuilt every frame, a background window
  // read for one sheet) gets a surface for this call only: caching it by address would
  // show stale pixels when the address is reused. Its pixels are copied into memory
  // Cairo owns, because a PDF page keeps the surface until the page ends, after the
  // caller's buffer is gone.
  cairo_surface_t* surface = img.transient ? transientSurface(img) : m_resources->surfaceFor(img);
  if (img.transient) attachJpeg(m_cr, img, surface);
  cairo_save(m_cr);
  cairo_translate(m_cr, dest.x, dest.y);
  cairo_scale(m_cr, dest.w / img.width, dest.h / img.height);
  cairo_set_source_surface(m_cr, surface, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(m_cr), img.nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD);
  cairo_rectangle(m_cr, 0, 0, img.width, img.height);
  cairo_clip(m_cr);
  cairo_paint_with_alpha(m_cr, opacity);
  cairo_restore(m_cr);
  if (img.transient) cairo_surface_destroy(surface);
}

bool CairoCanvas::stampAsBitmap(const Stamp& s, Vec2 at) {
  // Only an unrotated, uniformly scaled view maps the bitmap's pixels onto the device's.
  const double scale = uniformScale();
  if (scale <= 0) return false;
  cairo_surface_t* bitmap = m_resources->bitmapFor(s, scale, m_resources);
  double x = at.x + s.bounds.x, y = at.y + s.bounds.y;
  cairo_user_to_device(m_cr, &x, &y);
  cairo_save(m_cr);
  cairo_identity_matrix(m_cr);
  // Whole device pixels: pixman then copies instead of resampling every hex's pattern.
  cairo_set_source_surface(m_cr, bitmap, std::round(x), std::round(y));
  cairo_paint(m_cr);
  cairo_restore(m_cr);
  return true;
}

void CairoCanvas::stamp(const Stamp& s, Vec2 at) {
  if (m_bitmapStamps && stampAsBitmap(s, at)) return;
  // One recording per key: the PDF surface writes it once as a form object and every
  // use is a reference; image surfaces replay it.
  cairo_surface_t* surface = m_resources->surfaceFor(s, m_resources);
  cairo_save(m_cr);
  cairo_translate(m_cr, at.x, at.y);
  cairo_set_source_surface(m_cr, surface, 0, 0);
  cairo_paint(m_cr);
  cairo_restore(m_cr);
}

double CairoCanvas::uniformScale() const {
  cairo_matrix_t m;
  cairo_get_matrix(m_cr, &m);
  if (m.xy != 0 || m.yx != 0 || m.xx <= 0 || std::abs(m.xx - m.yy) > 1e-9 * m.xx) return 0;
  return m.xx;
}

void CairoCanvas::fillTiled(const Path& path, const Stamp& tile) {
  const Rect& t = tile.bounds;
  if (t.w <= 0 || t.h <= 0) return;
  // Pixels: a bitmap of the tile at the device's scale, repeated by pixman. Vectors
  // (PDF, SVG): the recording, which the PDF surface writes once as a tiling pattern.
  const bool raster = m_bitmapStamps || cairo_surface_get_type(cairo_get_target(m_cr)) == CAIRO_SURFACE_TYPE_IMAGE;
  const double scale = raster ? uniformScale() : 0;
  cairo_surface_t* surface =
      scale > 0 ? m_resources->tileBitmapFor(tile, scale, m_resources) : m_resources->surfaceFor(tile, m_resources);
  cairo_pattern_t* pattern = cairo_pattern_create_for_surface(surface);
  cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT);
  // The pattern matrix maps user space into the tile's own space.
  cairo_matrix_t m;
  if (scale > 0) {
    // One bitmap pixel a device pixel (the period rounded to whole pixels, less than half
    // a pixel off): the pattern then reaches the device by a translation only, which
    // pixman repeats without a per-pixel transform; NEAREST lets Cairo round a fractional
    // offset instead of resampling. A scale a hair off 1 cost a redraw 30 ms.
    cairo_matrix_init_scale(&m, scale, scale);
    cairo_matrix_translate(&m, -t.x, -t.y);
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST);
  } else {
    cairo_matrix_init_identity(&m);
  }
  cairo_pattern_set_matrix(pattern, &m);
  cairo_save(m_cr);
  appendPath(path);
  cairo_set_fill_rule(m_cr, CAIRO_FILL_RULE_WINDING);
  cairo_set_source(m_cr, pattern);
  cairo_fill(m_cr);
  cairo_restore(m_cr);
  cairo_pattern_destroy(pattern);
}

void CairoCanvas::setCrispFills() { cairo_set_antialias(m_cr, CAIRO_ANTIALIAS_NONE); }

double CairoCanvas::deviceScale() const {
  double dx = 1, dy = 0;
  cairo_user_to_device_distance(m_cr, &dx, &dy);
  return std::hypot(dx, dy);
}

}  // namespace hexwright::exporters
