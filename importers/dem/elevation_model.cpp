#include "importers/dem/elevation_model.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace hexwright::importers {
namespace {

constexpr double kMetresPerFoot = 0.3048;

std::string metres(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f m", v);
  return b;
}

}  // namespace

int ElevationModel::levelFor(double m) const {
  const double above = m - baseMetres;
  int level = minLevel;
  if (!thresholds.empty()) {
    level += static_cast<int>(std::upper_bound(thresholds.begin(), thresholds.end(), above) - thresholds.begin());
  } else if (intervalMetres > 0) {
    level += static_cast<int>(std::floor(above / intervalMetres));
  }
  level = std::max(level, minLevel);
  if (maxLevel) level = std::min(level, *maxLevel);
  return level;
}

std::string ElevationModel::describe() const {
  std::string text = "base " + metres(baseMetres) + ", ";
  if (!thresholds.empty()) {
    text += "level " + std::to_string(minLevel) + " below " + metres(baseMetres + thresholds.front());
    for (std::size_t i = 0; i < thresholds.size(); ++i)
      text += ", level " + std::to_string(minLevel + static_cast<int>(i) + 1) + " from " +
              metres(baseMetres + thresholds[i]);
  } else {
    text += "one level every " + metres(intervalMetres) + " from level " + std::to_string(minLevel);
  }
  if (maxLevel) text += ", at most level " + std::to_string(*maxLevel);
  return text;
}

std::optional<ElevationModel> elevationModelFor(const model::Elevation& schema, const ElevationModelOptions& options,
                                                double lowestMetres, model::Diagnostics& diagnostics) {
  ElevationModel m;
  m.baseMetres = options.baseMetres.value_or(lowestMetres);
  std::vector<model::ElevationLevel> levels = schema.levels;
  std::sort(levels.begin(), levels.end(),
            [](const model::ElevationLevel& a, const model::ElevationLevel& b) { return a.level < b.level; });
  m.minLevel = schema.minLevel.value_or(levels.empty() ? 0 : levels.front().level);
  if (schema.maxLevel)
    m.maxLevel = schema.maxLevel;
  else if (!levels.empty())
    m.maxLevel = levels.back().level;

  if (options.intervalMetres) {
    if (!(*options.intervalMetres > 0)) {
      diagnostics.add(model::Severity::Error, "import.dem.interval", "--interval must be more than 0 metres");
      return std::nullopt;
    }
    m.intervalMetres = *options.intervalMetres;
    return m;
  }
  // Stated heights of the levels above the lowest ("Level 1 … 15-20 feet"): a level
  // begins at the low end of its stated range.
  std::vector<double> thresholds;
  bool allStated = levels.size() > 1;
  for (const auto& level : levels) {
    if (level.level <= m.minLevel) continue;
    if (!level.heightFeet.min) {
      allStated = false;
      break;
    }
    thresholds.push_back(*level.heightFeet.min * kMetresPerFoot);
  }
  if (allStated && !thresholds.empty() && std::is_sorted(thresholds.begin(), thresholds.end())) {
    m.thresholds = thresholds;
    return m;
  }
  if (schema.feetPerLevel && *schema.feetPerLevel > 0) {
    m.intervalMetres = *schema.feetPerLevel * kMetresPerFoot;
    return m;
  }
  diagnostics.add(model::Severity::Error, "import.dem.no-level-height",
                  "the ruleset does not state how high an elevation level is; give --interval METRES (and "
                  "--base METRES for the height of the lowest level)");
  return std::nullopt;
}

}  // namespace hexwright::importers
