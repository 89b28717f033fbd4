#pragma once
// A Canvas that draws nothing and logs every call as one line of text, with numbers
// rounded to 0.01 mm. Painter tests compare the log with a golden file: a readable diff
// instead of a pixel diff.
#include <string>
#include <vector>

#include "exporters/render/canvas.h"

namespace hexwright::exporters {

class RecordingCanvas final : public Canvas {
 public:
  void save() override;
  void restore() override;
  void transform(const Affine2D& m) override;
  void clip(const Path& path) override;
  void fill(const Path& path, const Color& color) override;
  void stroke(const Path& path, const Stroke& stroke) override;
  void text(Vec2 at, std::string_view text, const TextStyle& style) override;
  /// Deterministic stand-in metrics: 0.6 em per character, 1.2 em per line.
  Vec2 measureText(std::string_view text, const Font& font, double wrapWidth) override;
  void image(const RasterImage& image, const Rect& dest, double opacity) override;
  /// Logs the use; the stamp's own drawing is logged once, the first time it is used.
  void stamp(const Stamp& stamp, Vec2 at) override;
  /// Logs the fill with the tile's key and period; the tile is defined once, as a stamp.
  void fillTiled(const Path& path, const Stamp& tile) override;
  double deviceScale() const override { return m_deviceScale; }
  void setDeviceScale(double s) { m_deviceScale = s; }
  /// Paths with more than `elements` elements are logged by describePathBriefly, so a
  /// golden file of a patterned map stays small enough to review. 0 = always in full.
  void setPathDetailLimit(std::size_t elements) { m_pathDetailLimit = elements; }

  const std::vector<std::string>& lines() const { return m_lines; }
  /// Every line joined with '\n', ending in '\n'.
  std::string log() const;
  void clearLog() { m_lines.clear(); }

 private:
  std::string pathText(const Path& path) const;
  void define(const Stamp& stamp);

  std::vector<std::string> m_lines;
  std::vector<std::string> m_stamps;
  double m_deviceScale = 1.0;
  std::size_t m_pathDetailLimit = 0;
};

/// "M 1.00 2.00 L 3.00 4.00 Z": the path as the recording log prints it.
std::string describePath(const Path& path);
/// "[412 elements, 36 subpaths, bounds 1.00 2.00 - 30.00 40.00, digest 5f1c09a2e4b7d310]":
/// the shape's size and place, and a digest of describePath that changes whenever any
/// rounded coordinate does.
std::string describePathBriefly(const Path& path);

}  // namespace hexwright::exporters
