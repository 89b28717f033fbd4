#pragma once
// The whole printed map as one large drawing ("poster"): title block on top, the map
// at its print scale, then the terrain key and scale bar, then the turn record track.
// Tiling cuts this drawing into sheets; a single-sheet export prints it whole.
#include "exporters/render/legend_painter.h"
#include "exporters/render/map_furniture.h"
#include "exporters/render/map_painter.h"

namespace hexwright::exporters {

struct PosterParts {
  bool title = true;
  bool legend = true;
  bool scaleBar = true;
  bool turnTrack = true;
  /// Key and turn track in a column at the right of the map instead of under it: for
  /// maps whose sheets would otherwise carry a strip of key and little else.
  bool beside = false;
  /// Fitted to a grid of sheets: the poster is exactly `frame` (the grid's extent, poster
  /// mm), the map at its top left, and the title with the scale bar, the key and the
  /// track go into the room the map leaves: at its right (the blocks `rightBlocks`
  /// names) or under it (the others). The last row and column of sheets then carry them
  /// instead of a strip of map, and no sheet is added for them. Zero: not fitted.
  Vec2 frame{0, 0};
  unsigned rightBlocks = 0;
  static constexpr unsigned kHead = 1, kLegend = 2, kTrack = 4;
};

class MapPoster {
 public:
  /// `trueScale` only changes the title block's wording.
  MapPoster(const MapPainter& painter, const model::Scenario& scenario, const model::Ruleset* ruleset, bool trueScale,
            PosterParts parts = {});

  Vec2 size() const { return {m_size.w, m_size.h}; }
  /// False when a fitted poster's blocks do not fit the room its frame leaves.
  bool fits() const { return m_fits; }
  Rect mapRect() const { return m_map; }
  /// True when `area` (poster mm) shows any part of the title, map, key or track.
  bool showsAnything(const Rect& area) const;
  /// How much of `area` (poster mm²) the title, map, key, scale bar and track cover.
  double coveredArea(const Rect& area) const;
  /// Draws what lies inside `visible` (poster mm) on a canvas in poster mm.
  void paint(Canvas& canvas, const Rect& visible) const;
  /// The whole poster, cheaper: no patterns, hex numbers or grid (the assembly index).
  void paintThumbnail(Canvas& canvas) const;

  /// White kept round the poster's content: the sheets' own margins hold the marks.
  static constexpr double kMargin = 4;

 private:
  void layOutFitted(const Rect& map);
  void paintWith(const MapPainter& painter, Canvas& canvas, const Rect& visible) const;

  const MapPainter& m_painter;
  TitleBlockPainter m_title;
  LegendPainter m_legend;
  ScaleBarPainter m_scale;
  TurnTrackPainter m_track;
  PosterParts m_parts;
  bool m_fits = true;
  Rect m_size, m_titleBox, m_map, m_legendBox, m_scaleBox, m_trackBox;
};

}  // namespace hexwright::exporters
