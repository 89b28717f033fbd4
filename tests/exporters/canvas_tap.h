#pragma once
// A Canvas for painter tests that keeps what was stroked and written, with where, and
// draws nothing: cheaper than a recording to read back when a test asks about one mark.
#include <string>
#include <string_view>
#include <vector>

#include "exporters/render/canvas.h"

namespace hexwright::exporters::testing {

struct TappedStroke {
  Rect bounds;
  double width = 0;
  bool dashed = false;
};

struct TappedText {
  Vec2 at;
  std::string text;
};

class CanvasTap final : public Canvas {
 public:
  void save() override {}
  void restore() override {}
  void transform(const Affine2D&) override {}
  void clip(const Path&) override {}
  void fill(const Path&, const Color&) override {}
  void stroke(const Path& p, const Stroke& s) override { strokes.push_back({p.bounds(), s.width, !s.dash.empty()}); }
  void text(Vec2 at, std::string_view t, const TextStyle&) override { texts.push_back({at, std::string(t)}); }
  Vec2 measureText(std::string_view t, const Font& f, double) override {
    return {static_cast<double>(t.size()) * f.sizeMm * 0.6, f.sizeMm * 1.2};
  }
  void image(const RasterImage&, const Rect&, double) override {}

  std::vector<TappedStroke> strokes;
  std::vector<TappedText> texts;
};

}  // namespace hexwright::exporters::testing
