#pragma once
// What a printed map carries besides the map: the scale bar in yards, the title block,
// and the turn record track. Each measures its own height and paints into a box.
#include <optional>
#include <string>
#include <vector>

#include "exporters/render/canvas.h"
#include "exporters/render/map_geometry.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters {

/// Ground scale for the bar: map mm per yard, or 0 when the scenario and the schema
/// do not state it (the bar then says so instead of guessing).
struct GroundScale {
  double mmPerYard = 0;
  std::string statement;  // "1 hex = 176 yards", "1 inch = 25-30 yards"
  /// Grid north on the page (a unit vector, y down) when the map is georeferenced: the
  /// scale bar then carries a north arrow. Unknown otherwise, and no arrow is drawn.
  std::optional<Vec2> north;
};
GroundScale groundScale(const model::Scenario& s, const model::Ruleset* rs, const MapGeometry& g);

class ScaleBarPainter {
 public:
  explicit ScaleBarPainter(GroundScale scale) : m_scale(std::move(scale)) {}
  static constexpr double kHeight = 16;
  /// Picks a round length (100, 250, 500, 1000… yards) no longer than `box.w`.
  void paint(Canvas& canvas, const Rect& box) const;

 private:
  GroundScale m_scale;
};

struct TitleInfo {
  std::string title;
  std::vector<std::string> lines;  // game, date, print scale…
};
TitleInfo titleInfo(const model::Scenario& s, const model::Ruleset* rs, const MapGeometry& g, bool trueScale);

class TitleBlockPainter {
 public:
  explicit TitleBlockPainter(TitleInfo info) : m_info(std::move(info)) {}
  double height() const { return 10 + 4.2 * static_cast<double>(m_info.lines.size()); }
  void paint(Canvas& canvas, const Rect& box) const;

 private:
  TitleInfo m_info;
};

/// One box of the turn record track.
struct TurnBox {
  int number = 0;
  std::string label;  // "Early Morning", "April 6th"
  bool night = false;
  int reinforcements = 0;  // reinforcement groups arriving this turn (scenario data)
};
std::vector<TurnBox> turnBoxes(const model::Scenario& s, const model::Ruleset* rs);

class TurnTrackPainter {
 public:
  explicit TurnTrackPainter(std::vector<TurnBox> boxes) : m_boxes(std::move(boxes)) {}
  double height(double width) const;
  /// Width the boxes take at `width` (one short row takes less than the whole width).
  double usedWidth(double width) const;
  void paint(Canvas& canvas, const Rect& box) const;
  bool empty() const { return m_boxes.empty(); }

  static constexpr double kBoxWidth = 24;
  static constexpr double kBoxHeight = 17;

 private:
  int perRow(double width) const;
  std::vector<TurnBox> m_boxes;
};

}  // namespace hexwright::exporters
