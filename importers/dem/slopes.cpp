#include "importers/dem/slopes.h"

#include <cmath>

namespace hexwright::importers {

std::vector<const model::HexsideType*> slopeTypes(const model::Ruleset& ruleset) {
  std::vector<const model::HexsideType*> out;
  for (const auto& t : ruleset.hexsides)
    if (t.directional &&
        (t.towardMeaning.find("down") != std::string::npos || t.towardMeaning.find("lower") != std::string::npos))
      out.push_back(&t);
  return out;
}

std::map<model::HexsideKey, model::HexsideFeature> deriveSlopes(const model::HexGrid& grid,
                                                                const std::vector<std::optional<double>>& heights,
                                                                const std::vector<std::optional<int>>& levels,
                                                                const SlopeOptions& options) {
  std::map<model::HexsideKey, model::HexsideFeature> out;
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const model::HexCoord a = grid.at(i);
    // Each hex owns sides 0..2, so every hexside is visited once.
    for (int side = 0; side < 3; ++side) {
      const model::HexCoord b = model::neighbor(a, side);
      if (!grid.contains(b)) continue;
      const std::size_t j = grid.index(b);
      std::optional<model::TypeId> type;
      bool aIsLower = false;
      if (!options.byDrop.empty()) {
        if (!heights[i] || !heights[j]) continue;
        const double drop = std::abs(*heights[i] - *heights[j]);
        double best = -1;
        for (const SlopeRule& rule : options.byDrop) {
          if (drop > 0 && drop >= rule.minDropMetres && rule.minDropMetres > best) {
            best = rule.minDropMetres;
            type = rule.type;
          }
        }
        aIsLower = *heights[i] < *heights[j];
      } else if (options.levelChangeType) {
        if (!levels[i] || !levels[j] || *levels[i] == *levels[j]) continue;
        type = options.levelChangeType;
        aIsLower = *levels[i] < *levels[j];
      }
      if (!type) continue;
      model::HexsideFeature f;
      f.type = *type;
      f.toward = aIsLower ? a : b;
      out[model::hexside(a, side)] = std::move(f);
    }
  }
  return out;
}

}  // namespace hexwright::importers
