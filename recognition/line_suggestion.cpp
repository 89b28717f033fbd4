#include "recognition/line_suggestion.h"

#include <algorithm>
#include <cmath>
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>
#include <set>

#include "model/hex/hexside_key.h"
#include "model/hex/offset_coord.h"

namespace hexwright::recognition {
namespace {

constexpr int kSamples = 16;             // points along a segment
constexpr double kSpan = 0.8;            // the middle share sampled: other lines meet at the ends
constexpr double kHalfWidth = 0.12;      // of a hex's width: how far a drawn line may wander off
constexpr double kRouteHalfWidth = 0.3;  // roads bend within their hexes
constexpr double kChangeScale = 6;       // starts and stops a segment may differ from its type's examples by
constexpr int kAcross = 7;               // pixels looked at across the segment at each point
constexpr int kBackgroundSegments = 400;

struct LabImage {
  cv::Mat lab;  // CV_32FC3: L 0..100, a*, b*
  const ScanPixels* scan = nullptr;
  model::Affine2D groundToPixel;
};

struct Segment {
  model::Vec2 p, q;
};

LabImage labOf(const ScanPixels& scan) {
  LabImage out;
  out.scan = &scan;
  out.groundToPixel = scan.pixelToGround.inverse().value_or(model::Affine2D{});
  cv::Mat rgb(scan.height, scan.width, CV_8UC3, const_cast<std::uint8_t*>(scan.rgb.data()));
  cv::Mat unit;
  rgb.convertTo(unit, CV_32FC3, 1.0 / 255);
  cv::cvtColor(unit, out.lab, cv::COLOR_RGB2Lab);
  return out;
}

Segment segmentOf(const model::HexLayout& layout, model::HexCoord a, model::HexCoord b, bool route) {
  if (route) return {layout.hexToWorld(a), layout.hexToWorld(b)};
  const auto ends = model::endpoints(model::hexside(a, model::directionTo(a, b)));
  return {layout.vertexPoint(ends[0]), layout.vertexPoint(ends[1])};
}

/// Calls visit(sample, lab) for the pixels across the segment at each sample point.
template <class Visit>
void sampleAcross(const LabImage& img, const Segment& s, double halfWidth, Visit visit) {
  const double dx = s.q.x - s.p.x, dy = s.q.y - s.p.y, length = std::hypot(dx, dy);
  if (length <= 0) return;
  const model::Vec2 normal{-dy / length, dx / length};
  for (int i = 0; i < kSamples; ++i) {
    const double t = (1 - kSpan) / 2 + kSpan * (i + 0.5) / kSamples;
    for (int j = 0; j < kAcross; ++j) {
      const double o = -halfWidth + 2 * halfWidth * j / (kAcross - 1);
      const model::Vec2 g{s.p.x + t * dx + o * normal.x, s.p.y + t * dy + o * normal.y};
      const model::Vec2 px = img.groundToPixel.apply(g);
      const int x = static_cast<int>(std::floor(px.x)), y = static_cast<int>(std::floor(px.y));
      if (x < 0 || y < 0 || x >= img.scan->width || y >= img.scan->height) continue;
      if (!img.scan->valid[static_cast<std::size_t>(y) * static_cast<std::size_t>(img.scan->width) +
                           static_cast<std::size_t>(x)])
        continue;
      visit(i, img.lab.at<cv::Vec3f>(y, x));
    }
  }
}

int cellOf(double l, double a, double b) {
  const auto q = [](double v, double offset) {
    return std::clamp(static_cast<int>((v + offset) / LineInk::kInkCell), 0, 63);
  };
  return (q(l, 0) << 12) | (q(a, 128) << 6) | q(b, 128);
}

/// How the ink lies along a segment: the share of the sample points (of those on the
/// scan) where it lies across the segment, and how often it starts or stops (a dashed
/// trail many times, a solid road hardly at all).
struct Trace {
  double share = 0;
  int changes = 0;
};

Trace trace(const LabImage& img, const Segment& s, double halfWidth, const LineInk& ink) {
  std::array<int, kSamples> seen{}, hit{};
  sampleAcross(img, s, halfWidth, [&](int i, const cv::Vec3f& p) {
    seen[static_cast<std::size_t>(i)] = 1;
    if (ink.holds(p[0], p[1], p[2])) hit[static_cast<std::size_t>(i)] = 1;
  });
  int onScan = 0, hits = 0, changes = 0;
  for (std::size_t i = 0; i < kSamples; ++i) {
    onScan += seen[i], hits += hit[i];
    if (i > 0 && seen[i] && seen[i - 1] && hit[i] != hit[i - 1]) ++changes;
  }
  if (onScan * 2 < kSamples) return {};
  return {static_cast<double>(hits) / onScan, changes};
}

/// Every hexside (or neighbouring pair) with both hexes on the map, each once.
std::vector<std::pair<model::HexCoord, model::HexCoord>> allPairs(const model::HexGrid& grid) {
  std::vector<std::pair<model::HexCoord, model::HexCoord>> out;
  for (const auto h : grid.hexes())
    for (int d = 0; d < 3; ++d)
      if (const auto n = model::neighbor(h, d); grid.contains(n)) out.emplace_back(h, n);
  return out;
}

/// How often each colour cell lies along `segments`, as shares of their pixels.
std::map<int, double> cellShares(const LabImage& img, const std::vector<Segment>& segments, double halfWidth,
                                 std::vector<cv::Vec3f>* pixels = nullptr) {
  std::map<int, double> shares;
  double total = 0;
  for (const auto& s : segments)
    sampleAcross(img, s, halfWidth, [&](int, const cv::Vec3f& p) {
      shares[cellOf(p[0], p[1], p[2])] += 1;
      total += 1;
      if (pixels) pixels->push_back(p);
    });
  for (auto& [cell, n] : shares) n /= std::max(1.0, total);
  return shares;
}

/// The map's other segments of that kind, a few hundred spread over it: mostly no line.
std::vector<Segment> backgroundSegments(const model::HexLayout& layout, const model::HexGrid& grid, bool route) {
  const auto pairs = allPairs(grid);
  std::vector<Segment> out;
  const std::size_t step = std::max<std::size_t>(1, pairs.size() / kBackgroundSegments);
  for (std::size_t i = 0; i < pairs.size(); i += step)
    out.push_back(segmentOf(layout, pairs[i].first, pairs[i].second, route));
  return out;
}

/// The type's ink: the colour cells at least kEnrichment times as common along the
/// examples as along the background, and not rare along the examples.
std::optional<LineInk> learnInk(const LabImage& img, const std::vector<Segment>& examples,
                                const std::map<int, double>& background, double halfWidth) {
  constexpr double kEnrichment = 5, kMinShare = 0.01;
  std::vector<cv::Vec3f> pixels;
  const auto along = cellShares(img, examples, halfWidth, &pixels);
  LineInk ink;
  for (const auto& [cell, share] : along) {
    const auto bg = background.find(cell);
    const double common = bg == background.end() ? 0.0 : bg->second;
    if (share >= kMinShare && share >= kEnrichment * common) ink.cells.push_back(cell);
  }
  if (ink.cells.empty()) return std::nullopt;
  int n = 0;
  for (const auto& p : pixels)
    if (ink.holds(p[0], p[1], p[2])) ink.l += p[0], ink.a += p[1], ink.b += p[2], ++n;
  ink.l /= n, ink.a /= n, ink.b /= n;
  return ink;
}

}  // namespace

bool LineInk::holds(double l_, double a_, double b_) const {
  return std::binary_search(cells.begin(), cells.end(), cellOf(l_, a_, b_));
}

LineSuggestions suggestLines(const ScanPixels& scan, const model::HexGrid& grid, const model::HexLayout& layout,
                             const std::vector<LineExample>& examples, const model::Ruleset& ruleset,
                             model::Diagnostics& d) {
  LineSuggestions out;
  if (examples.empty() || scan.empty()) return out;
  const LabImage img = labOf(scan);
  std::map<model::TypeId, std::vector<const LineExample*>> byType;
  for (const auto& e : examples) byType[e.type].push_back(&e);
  const auto halfWidthOf = [&](bool route) { return (route ? kRouteHalfWidth : kHalfWidth) * layout.acrossFlats; };
  std::map<bool, std::map<int, double>> background;
  std::map<bool, std::vector<model::TypeId>> typesOf;  // by kind: hexside (false), route (true)
  for (const auto& [type, list] : byType) {
    const bool route = ruleset.findRoute(type) != nullptr;
    if (!background.count(route))
      background[route] = cellShares(img, backgroundSegments(layout, grid, route), halfWidthOf(route));
    std::vector<Segment> segments;
    for (const auto* e : list) segments.push_back(segmentOf(layout, e->a, e->b, route));
    auto ink = learnInk(img, segments, background[route], halfWidthOf(route));
    if (!ink) {
      d.add(model::Severity::Warning, "suggest.lines.ink",
            "cannot tell what " + type +
                " looks like on the scan from its examples (off the scan, or the same colours as "
                "the map around them); no " +
                type + " suggested");
      continue;
    }
    double share = 0, changes = 0;
    for (const auto& s : segments) {
      const Trace t = trace(img, s, halfWidthOf(route), *ink);
      share += t.share, changes += t.changes;
    }
    ink->exampleCoverage = share / static_cast<double>(segments.size());
    ink->exampleChanges = changes / static_cast<double>(segments.size());
    out.inks[type] = *ink;
    typesOf[route].push_back(type);
  }
  std::map<std::pair<model::HexCoord, model::HexCoord>, model::TypeId> named;
  for (const auto& e : examples) named[std::minmax(e.a, e.b)] = e.type;
  for (const auto& [route, types] : typesOf)
    for (const auto& [a, b] : allPairs(grid)) {
      const auto example = named.find(std::minmax(a, b));
      if (example != named.end() && out.inks.count(example->second) &&
          (ruleset.findRoute(example->second) != nullptr) == route) {
        out.lines.push_back({a, b, example->second, route, 1.0, true});
        continue;
      }
      // Each type's trace against what its own examples show: a dashed trail covers
      // half its length and starts and stops all along, a solid road covers it
      // throughout, so two types drawn in one colour are told apart.
      const Segment segment = segmentOf(layout, a, b, route);
      // The rhythm only chooses between types; the confidence is how much of the segment
      // the chosen type's ink covers, against its examples (a label printed over a road
      // breaks its rhythm, not its presence).
      model::TypeId best;
      double bestScore = 0, bestCover = 0;
      for (const auto& type : types) {
        const LineInk& ink = out.inks[type];
        const Trace t = trace(img, segment, halfWidthOf(route), ink);
        const double cover = std::min(1.0, t.share / std::max(0.3, ink.exampleCoverage));
        const double rhythm = 1 - std::min(1.0, std::abs(t.changes - ink.exampleChanges) / kChangeScale);
        if (cover * rhythm > bestScore) best = type, bestScore = cover * rhythm, bestCover = cover;
      }
      if (bestScore > 0 && bestCover >= LineSuggestions::kMinReported)
        out.lines.push_back({a, b, best, route, bestCover, false});
    }
  out.ok = !out.inks.empty();
  return out;
}

namespace {

/// Chains of steps: each walk starts at a hex with an odd number of steps (an end) where
/// there is one, and follows unused steps until none is left.
std::vector<std::vector<model::HexCoord>> chains(const std::set<std::pair<model::HexCoord, model::HexCoord>>& steps) {
  std::map<model::HexCoord, std::vector<model::HexCoord>> next;
  for (const auto& [a, b] : steps) next[a].push_back(b), next[b].push_back(a);
  std::set<std::pair<model::HexCoord, model::HexCoord>> used;
  const auto unusedFrom = [&](model::HexCoord h) -> std::optional<model::HexCoord> {
    for (const auto n : next[h])
      if (!used.count(std::minmax(h, n))) return n;
    return std::nullopt;
  };
  std::vector<std::vector<model::HexCoord>> out;
  for (;;) {
    std::optional<model::HexCoord> start;
    for (const auto& [h, ns] : next)
      if (unusedFrom(h) && (!start || ns.size() % 2 == 1)) {
        start = h;
        if (ns.size() % 2 == 1) break;
      }
    if (!start) return out;
    std::vector<model::HexCoord> path{*start};
    while (const auto n = unusedFrom(path.back())) {
      used.insert(std::minmax(path.back(), *n));
      path.push_back(*n);
    }
    out.push_back(std::move(path));
  }
}

}  // namespace

AppliedLines applyLineSuggestions(model::Map& map, const model::Ruleset& ruleset, const LineSuggestions& suggestions,
                                  double minConfidence) {
  AppliedLines out;
  std::map<model::TypeId, std::set<std::pair<model::HexCoord, model::HexCoord>>> routeSteps;
  for (const auto& s : suggestions.lines) {
    if (!s.example && s.confidence < minConfidence) continue;
    if (s.route) {
      routeSteps[s.type].insert(std::minmax(s.a, s.b));
      continue;
    }
    const auto* type = ruleset.findHexside(s.type);
    if (type && type->directional) {
      ++out.directionalLeft;
      continue;
    }
    auto& features = map.hexsideFeatures[model::hexside(s.a, model::directionTo(s.a, s.b))];
    if (std::any_of(features.begin(), features.end(), [&](const auto& f) { return f.type == s.type; })) continue;
    features.push_back({s.type, std::nullopt, {}});
    ++out.hexsidesAdded;
  }
  int counter = 0;
  for (auto& [type, steps] : routeSteps) {
    // Steps an existing route of the type already takes are not laid twice.
    for (const auto& r : map.routes)
      if (r.type == type)
        for (std::size_t i = 1; i < r.path.size(); ++i) steps.erase(std::minmax(r.path[i - 1], r.path[i]));
    for (auto& path : chains(steps)) {
      map.routes.push_back(
          {model::RouteId(map.unusedRouteId("scan-" + type + "-", counter)), type, "", std::move(path)});
      ++out.routesAdded;
    }
  }
  return out;
}

}  // namespace hexwright::recognition
