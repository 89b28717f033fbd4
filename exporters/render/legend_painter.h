#pragma once
// The map's key: every terrain, hexside, route and hex feature type of the schema (and
// any type the map uses that the schema lacks), each with a swatch drawn by the same
// code that draws the map, so the key cannot disagree with the map.
#include <string>
#include <vector>

#include "exporters/render/canvas.h"
#include "exporters/render/map_style.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters {

struct LegendEntry {
  // TableArea: a tabletop terrain piece (an area drawn as a polygon, keyed with a
  // rectangle, since there are no hexes on the table).
  enum class Kind { Terrain, TableArea, TerrainLine, TerrainPoint, Hexside, Route, Feature, Elevation, Victory };
  Kind kind;
  std::string id;     // type id (level number for Elevation)
  std::string label;  // display name
};

std::vector<LegendEntry> buildLegend(const model::Scenario& scenario, const model::Ruleset* ruleset,
                                     const MapStyle& style);

class LegendPainter {
 public:
  LegendPainter(std::vector<LegendEntry> entries, const MapStyle& style)
      : m_entries(std::move(entries)), m_style(style) {}
  /// Height needed at `width` (entries flow into as many columns as fit).
  double height(double width) const;
  /// Width the entries take at `width` (fewer columns than fit when there are few entries).
  double usedWidth(double width) const;
  void paint(Canvas& canvas, const Rect& box) const;
  bool empty() const { return m_entries.empty(); }
  /// One entry's swatch in `box` (the editor's palettes draw these too).
  void swatch(Canvas& canvas, const LegendEntry& e, const Rect& box) const;

  static constexpr double kColumnWidth = 45;  // mm
  static constexpr double kRowHeight = 7;
  static constexpr double kHeading = 6.5;

 private:
  int columns(double width) const;

  std::vector<LegendEntry> m_entries;
  const MapStyle& m_style;
};

}  // namespace hexwright::exporters
