#pragma once
// Turns the schema's presentation hints (PaintStyle, terrain colour/pattern/symbol,
// elevation colours, side colours) into concrete paints, once per map. Where the schema
// is silent the painter picks a colour or pattern from the id ("heavy-woods" → trees):
// presentation only, never game data.
#include <string>
#include <unordered_map>

#include "exporters/render/color.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::exporters {

struct TerrainPaint {
  Color fill;
  std::string pattern;  // "" none; see patterns.h for the names drawn
  std::string symbol;   // "" none; see symbols.h
  std::string name;
};

/// How a hexside is drawn. `hachures` marks slopes (ticks on the downhill side), `works`
/// rifle pits and earthworks (teeth toward the owning hex).
struct HexsidePaint {
  Color color;
  model::LineStyle line = model::LineStyle::Solid;
  double widthMm = 0.8;
  bool crosses = false;  // drawn across the side (bridge, ford) rather than along it
  bool directional = false;
  bool works = false;
  std::string name;
  /// A snake rail fence: the line zig-zags across the side (id heuristic "fence").
  bool zigzag = false;
};

struct RoutePaint {
  Color color;
  model::LineStyle line = model::LineStyle::Solid;
  double widthMm = 0.8;
  bool railroad = false;  // black line with cross ties
  std::string name;
  /// A pike: a dark casing wider than a road round a light bed, so it reads stronger
  /// than a road (id heuristic "pike", "turnpike").
  bool cased = false;
};

struct FeaturePaint {
  Color color;
  std::string symbol;  // resolved: the schema's symbol or one chosen from the category
  model::FeatureCategory category = model::FeatureCategory::Other;
  std::string name;
};

class MapStyle {
 public:
  /// `ruleset` may be null: everything then falls back to the id heuristics.
  explicit MapStyle(const model::Ruleset* ruleset);

  const TerrainPaint& terrain(const model::TypeId& id) const;
  const HexsidePaint& hexside(const model::TypeId& id) const;
  const RoutePaint& route(const model::TypeId& id) const;
  const FeaturePaint& feature(const model::TypeId& id) const;
  /// A terrain type drawn as a line (tabletop streams, walls, fences, roads): the
  /// hexside style its id suggests, in the terrain's colour.
  HexsidePaint terrainLine(const model::TypeId& id) const;
  /// True when a terrain line type is a road or track (drawn as a route).
  bool terrainIsRoad(const model::TypeId& id) const;
  /// Translucent overlay for an elevation level; alpha 0 for the lowest level.
  Color elevationTint(int level) const;
  /// Whether elevation is drawn at all (the schema says "none": no tints, no contours).
  bool drawsElevation() const { return m_elevation; }
  /// A side's counter colour (areas, owner-coloured symbols); a fallback when unstated.
  Color sideColor(const std::string& sideId) const;
  const model::Ruleset* ruleset() const { return m_ruleset; }

 private:
  const model::Ruleset* m_ruleset;
  bool m_elevation = true;
  int m_minLevel = 0;
  int m_maxLevel = 3;
  mutable std::unordered_map<std::string, TerrainPaint> m_terrain;
  mutable std::unordered_map<std::string, HexsidePaint> m_hexsides;
  mutable std::unordered_map<std::string, RoutePaint> m_routes;
  mutable std::unordered_map<std::string, FeaturePaint> m_features;
};

/// True when `id` contains any of the comma-separated `words` ("woods,forest").
bool idHas(const std::string& id, const char* words);

}  // namespace hexwright::exporters
