#pragma once
// The backend-neutral drawing surface: painters draw in
// millimetres through this interface, CairoCanvas puts it on PDF, SVG, PNG or an image
// buffer, RecordingCanvas logs it as text for golden tests. A GUI backend could be
// added later without touching any painter.
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "exporters/render/color.h"
#include "exporters/render/geometry.h"
#include "exporters/render/path.h"

namespace hexwright::exporters {

enum class LineCap { Butt, Round, Square };
enum class LineJoin { Miter, Round, Bevel };

struct Stroke {
  Color color = colors::kBlack;
  double width = 0.2;        // mm
  std::vector<double> dash;  // on/off lengths in mm; empty: solid
  LineCap cap = LineCap::Butt;
  LineJoin join = LineJoin::Miter;
};

struct Font {
  std::string family = "DejaVu Sans";
  double sizeMm = 3.0;  // em size in canvas units (1 pt = 0.3528 mm)
  bool bold = false;
  bool italic = false;
  bool condensed = false;
  friend bool operator==(const Font&, const Font&) = default;
};

enum class HAlign { Left, Center, Right };
/// Top/Bottom: the line box; Middle: centre of the ink of digits and capitals (so
/// numbers sit visually centred in boxes); Baseline: the first line's baseline.
enum class VAlign { Top, Middle, Baseline, Bottom };

struct TextStyle {
  Font font;
  Color color = colors::kBlack;
  HAlign halign = HAlign::Left;
  VAlign valign = VAlign::Baseline;
  /// When > 0 and the text is wider, it is scaled down to fit (counter values, names).
  double fitWidth = 0;
  /// When > 0, lines wrap at this width (roster notes, legend entries).
  double wrapWidth = 0;
  /// When alpha > 0 a halo of this colour and width is stroked under the glyphs.
  Color haloColor = Color{1, 1, 1, 0};
  double haloWidth = 0;
};

/// ARGB32, premultiplied, native-endian (Cairo's CAIRO_FORMAT_ARGB32 layout).
struct RasterImage {
  int width = 0;
  int height = 0;
  int stride = 0;  // bytes per row
  std::vector<std::uint8_t> pixels;
  /// Scale up with nearest-neighbour sampling (hard pixel edges) instead of smoothing.
  bool nearest = false;
  /// The pixels live only for this draw call: backends must not cache them by address.
  bool transient = false;
  /// Continuous tone (a scanned map): a PDF may store it as JPEG, smaller and far faster
  /// to write than deflated raw pixels. Never set for drawn art (counters, hex rasters).
  bool photo = false;
  bool empty() const { return width <= 0 || height <= 0; }
};

class Canvas;

/// A small drawing placed many times (a terrain pattern in a hex). Backends may record it
/// once and place copies: on PDF each stamp becomes one form object that every use
/// references, instead of its paths written out again for each hex.
struct Stamp {
  std::string key;  // identifies the drawing: same key, same drawing
  Rect bounds;      // extent around the placement point, in canvas units
  std::function<void(Canvas&)> draw;
  /// `draw` covers every point of `bounds` opaquely: the drawing is kept without alpha,
  /// so Cairo's PDF writer can fill with it and stroke the same path in one operator.
  bool opaque = false;
};

class Canvas {
 public:
  virtual ~Canvas() = default;

  virtual void save() = 0;
  virtual void restore() = 0;
  /// Multiplies the current transform: subsequent coordinates go through `m` first.
  virtual void transform(const Affine2D& m) = 0;
  /// Intersects the clip with `path` (nonzero winding) until the matching restore().
  virtual void clip(const Path& path) = 0;

  virtual void fill(const Path& path, const Color& color) = 0;
  virtual void stroke(const Path& path, const Stroke& stroke) = 0;
  virtual void text(Vec2 at, std::string_view text, const TextStyle& style) = 0;
  /// Width and line-box height of `text` in `font` (wrapped when wrapWidth > 0).
  virtual Vec2 measureText(std::string_view text, const Font& font, double wrapWidth = 0) = 0;
  /// Draws `image` stretched into `dest` (pixel (0,0) at dest's top-left corner).
  virtual void image(const RasterImage& image, const Rect& dest, double opacity) = 0;

  /// Draws `stamp` with its origin at `at`. The default draws it in place each time.
  virtual void stamp(const Stamp& stamp, Vec2 at);

  /// Fills `path` with `tile` repeated edge to edge: one copy's drawing covers
  /// tile.bounds, and copies sit at every whole multiple of (bounds.w, bounds.h) from
  /// the canvas origin, so neighbouring fills of one tile line up. A backend may keep the
  /// tile once (a PDF tiling pattern) in place of every copy's paths. The default clips
  /// to `path` and stamps the copies that meet it.
  virtual void fillTiled(const Path& path, const Stamp& tile);

  /// Screen only: fills until the matching restore() get hard, unblended edges. Abutting
  /// hex fills then tile without seams and rasterise about twice as fast; the grid drawn
  /// over them hides the steps. Vector backends ignore it.
  virtual void setCrispFills() {}

  /// Screen painters skip detail that would be smaller than a pixel; print never does.
  /// Returns device units (pixels or points) per canvas unit at the current transform.
  virtual double deviceScale() const { return 1.0; }

  // Conveniences built on the virtual calls.
  void translate(double dx, double dy) { transform(Affine2D::translation(dx, dy)); }
  void scale(double sx, double sy) { transform(Affine2D::scaling(sx, sy)); }
  void rotate(double degrees) { transform(Affine2D::rotation(degrees)); }
  void fillRect(const Rect& r, const Color& c) { fill(Path().rect(r), c); }
  void strokeRect(const Rect& r, const Stroke& s) { stroke(Path().rect(r), s); }
  void line(Vec2 a, Vec2 b, const Stroke& s) { stroke(Path().moveTo(a).lineTo(b), s); }
};

/// save() now, restore() at scope exit.
class CanvasState {
 public:
  explicit CanvasState(Canvas& c) : m_canvas(c) { m_canvas.save(); }
  ~CanvasState() { m_canvas.restore(); }
  CanvasState(const CanvasState&) = delete;
  CanvasState& operator=(const CanvasState&) = delete;

 private:
  Canvas& m_canvas;
};

inline void Canvas::stamp(const Stamp& s, Vec2 at) {
  CanvasState keep(*this);
  translate(at.x, at.y);
  s.draw(*this);
}

inline void Canvas::fillTiled(const Path& path, const Stamp& tile) {
  const Rect area = path.bounds();
  const Rect& t = tile.bounds;
  if (area.empty() || t.w <= 0 || t.h <= 0) return;
  CanvasState keep(*this);
  clip(path);
  const auto first = [](double lo, double origin, double period) { return std::floor((lo - origin) / period); };
  for (double j = first(area.y, t.y, t.h); j * t.h + t.y < area.bottom(); ++j)
    for (double i = first(area.x, t.x, t.w); i * t.w + t.x < area.right(); ++i) stamp(tile, {i * t.w, j * t.h});
}

}  // namespace hexwright::exporters
