#pragma once
// A canvas in front of another that makes every colour safe for a print shop's CMYK
// press: nothing transparent (each colour is flattened onto white paper, images too),
// and saturated screen colours pulled into what process inks can print, so a proof
// from the shop looks like the file. Painters do not change: the export wraps the
// page's canvas (--print-safe). How the limits were chosen: docs/printing.md, "Colours".
#include "exporters/render/canvas.h"

namespace hexwright::exporters {

/// The colour printed on white paper in place of `c`: opaque, and no more saturated
/// than coated-stock process inks reach.
Color printSafe(Color c);

class PrintSafeCanvas final : public Canvas {
 public:
  explicit PrintSafeCanvas(Canvas& target) : m_target(target) {}

  void save() override { m_target.save(); }
  void restore() override { m_target.restore(); }
  void transform(const Affine2D& m) override { m_target.transform(m); }
  void clip(const Path& path) override { m_target.clip(path); }
  void fill(const Path& path, const Color& color) override;
  void stroke(const Path& path, const Stroke& stroke) override;
  void text(Vec2 at, std::string_view text, const TextStyle& style) override;
  Vec2 measureText(std::string_view text, const Font& font, double wrapWidth = 0) override {
    return m_target.measureText(text, font, wrapWidth);
  }
  void image(const RasterImage& image, const Rect& dest, double opacity) override;
  void stamp(const Stamp& stamp, Vec2 at) override;
  void fillTiled(const Path& path, const Stamp& tile) override;
  void setCrispFills() override { m_target.setCrispFills(); }
  double deviceScale() const override { return m_target.deviceScale(); }

 private:
  Canvas& m_target;
};

}  // namespace hexwright::exporters
