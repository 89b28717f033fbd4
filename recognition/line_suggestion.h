#pragma once
// Streams, roads and ridges drawn on the scan, suggested as the hexside features and
// routes they follow. Each type's ink is learnt from the designer's line examples (the
// colour found along the examples that the map's other hexsides do not show); every
// hexside, and every join of two neighbouring hexes for routes, is then scored by how
// much of its length that ink runs along. A line crossing a hexside touches it at one
// point and scores low; one drawn along it scores high: the score is the confidence.
// Routes are looked for in a wider band between the two hexes' centres, since a road
// bends within its hexes where a hexside line runs straight.
#include <map>
#include <vector>

#include "model/core/diagnostic.h"
#include "model/hex/hex_grid.h"
#include "model/hex/hex_layout.h"
#include "model/map/map.h"
#include "model/ruleset/ruleset.h"
#include "recognition/scan_pixels.h"
#include "recognition/terrain_examples.h"

namespace hexwright::recognition {

struct LineSuggestion {
  model::HexCoord a;  // the two hexes the hexside lies between, or the route joins
  model::HexCoord b;
  model::TypeId type;
  bool route = false;     // a route step (centre to centre), else a hexside feature
  double confidence = 0;  // share of the segment's length the type's ink runs along
  bool example = false;
};

/// What a type is drawn with: the CIE L*a*b* colour cells (kInkCell units a side) far
/// more common along its examples than along the map's other segments, so a line drawn in
/// two colours, or dashed over woods, is learnt as what sets it apart.
struct LineInk {
  static constexpr double kInkCell = 8;
  std::vector<int> cells;      // sorted cell keys
  double l = 0, a = 0, b = 0;  // the mean colour of the ink's pixels, for reports
  double exampleCoverage = 0;  // mean share of the type's own examples the ink lies along
  double exampleChanges = 0;   // mean starts and stops of the ink along them (dashes)
  bool holds(double l, double a, double b) const;
};

struct LineSuggestions {
  std::map<model::TypeId, LineInk> inks;
  std::vector<LineSuggestion> lines;  // every segment scoring at least kMinReported, and the examples
  bool ok = false;
  static constexpr double kMinReported = 0.3;
};

/// Errors when an example lies off the scan for every example of its type.
LineSuggestions suggestLines(const ScanPixels& scan, const model::HexGrid& grid, const model::HexLayout& layout,
                             const std::vector<LineExample>& examples, const model::Ruleset& ruleset,
                             model::Diagnostics& diagnostics);

struct AppliedLines {
  std::size_t hexsidesAdded = 0;
  std::size_t routesAdded = 0;
  std::size_t directionalLeft = 0;  // directional hexside types: which side is lower is not on the scan
};

/// Adds to `map` every suggestion of at least `minConfidence` it does not hold yet:
/// hexside features, and routes as chains of the accepted steps.
AppliedLines applyLineSuggestions(model::Map& map, const model::Ruleset& ruleset, const LineSuggestions& suggestions,
                                  double minConfidence);

}  // namespace hexwright::recognition
