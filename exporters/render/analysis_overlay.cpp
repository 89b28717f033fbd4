#include "exporters/render/analysis_overlay.h"

#include <algorithm>
#include <array>
#include <set>

namespace hexwright::exporters {

Color overlay_colors::turn(int turn) {
  static constexpr std::array kTurns{Color::rgb(46, 160, 67, 0.40), Color::rgb(0, 140, 180, 0.36),
                                     Color::rgb(90, 80, 200, 0.32), Color::rgb(170, 70, 170, 0.28)};
  return kTurns[static_cast<std::size_t>(std::clamp(turn, 1, static_cast<int>(kTurns.size())) - 1)];
}

MapOverlay losOverlay(const model::LosEngine& engine, const std::vector<model::HexCoord>& from, int range) {
  std::set<model::HexCoord> seen, unknown;
  for (const auto f : from)
    for (const auto& s : engine.viewshed(f, range)) {
      if (s.verdict == model::LosVerdict::Clear) seen.insert(s.hex);
      if (s.verdict == model::LosVerdict::Unknown) unknown.insert(s.hex);
    }
  MapOverlay o;
  for (const auto h : seen) o.tints.push_back({h, overlay_colors::kSeen});
  for (const auto h : unknown)
    if (!seen.count(h)) o.tints.push_back({h, overlay_colors::kUnknown});
  o.sources = from;
  return o;
}

MapOverlay tableLosOverlay(const model::TableLosEngine& engine, const std::vector<Vec2>& from, double range,
                           double step) {
  MapOverlay o;
  for (const auto& s : engine.viewshed(from, range, step)) {
    if (s.verdict == model::LosVerdict::Blocked) continue;
    const Rect square{s.at.x - step / 2, s.at.y - step / 2, step, step};
    o.tableTints.push_back(
        {square, s.verdict == model::LosVerdict::Clear ? overlay_colors::kSeen : overlay_colors::kUnknown});
  }
  o.tableSources = from;
  return o;
}

MapOverlay reachOverlay(const model::ReachResult& reach) {
  MapOverlay o;
  for (const auto& r : reach.reached)
    if (!reach.start || r.hex != *reach.start) o.tints.push_back({r.hex, overlay_colors::turn(r.turn)});
  for (const auto h : reach.unknown) o.tints.push_back({h, overlay_colors::kUnknown});
  if (reach.start) o.sources.push_back(*reach.start);
  return o;
}

}  // namespace hexwright::exporters
