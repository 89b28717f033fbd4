// The shapes terrain pieces of a tabletop must have, and what they must hold, where a
// rulebook states it (Dress on the Colors):
//   <check rule="table.terrain.rectangle" terrain="town-sector" ref="RULE-03-3.3"/>
//       each polygon piece of the types is a rectangle (four corners, equal diagonals that
//       bisect each other, within `tolerance` inches); with `side-multiple` (inches, no
//       default) every side is also a whole multiple of it. RULE-03-3.3's "6.0" x 6.0"
//       square or rectangular sectors" reads as 6-inch modules or as any rectangle, so the
//       ruleset leaves it unset and a designer who takes the first reading sets 6;
//   <check rule="table.terrain.contains" terrain="hill" attribute="level" min="1"
//          contains="crestline" ref="RULE-03-4.2"/>
//       each polygon piece (whose `attribute` is at least `min`, when given) holds a piece of
//       `contains` with every point inside or on it;
//   <check rule="table.terrain.crossing" terrain="stream" crossings="ford bridge"
//          zones="deployment" ref="RULE-06-1.5"/>
//       a polyline piece running from table edge to table edge with deployment zones of two
//       sides on its two banks has a crossing piece on it (a point within `tolerance`
//       inches of the line, or a line or polygon touching it).
// `tolerance` is a drawing tolerance (pieces are drawn by hand over a scan), not a value of
// the rulebook.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

constexpr const char* kRectangle = "table.terrain.rectangle";
constexpr const char* kContains = "table.terrain.contains";
constexpr const char* kCrossing = "table.terrain.crossing";

double distance(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

double cross(Vec2 o, Vec2 a, Vec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

double pointSegment(Vec2 p, Vec2 a, Vec2 b) {
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double len2 = dx * dx + dy * dy;
  if (len2 == 0) return distance(p, a);
  const double t = std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0);
  return distance(p, Vec2{a.x + t * dx, a.y + t * dy});
}

bool segmentsCross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const double d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d);
  return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0)) && d1 != 0 && d2 != 0 && d3 != 0 && d4 != 0;
}

double pointLine(Vec2 p, const std::vector<Vec2>& line) {
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i + 1 < line.size(); ++i) best = std::min(best, pointSegment(p, line[i], line[i + 1]));
  if (line.size() == 1) best = distance(p, line[0]);
  return best;
}

/// How many times the segment a-b crosses the polyline.
int crossings(Vec2 a, Vec2 b, const std::vector<Vec2>& line) {
  int n = 0;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) n += segmentsCross(a, b, line[i], line[i + 1]);
  return n;
}

/// The polygon's corners: the closing repeat and points on a straight run dropped.
std::vector<Vec2> corners(std::vector<Vec2> pts, double tolerance) {
  if (pts.size() > 1 && distance(pts.front(), pts.back()) <= tolerance) pts.pop_back();
  std::vector<Vec2> out;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const Vec2 prev = pts[(i + pts.size() - 1) % pts.size()], next = pts[(i + 1) % pts.size()];
    if (pointSegment(pts[i], prev, next) > tolerance) out.push_back(pts[i]);
  }
  return out;
}

Vec2 centroid(const std::vector<Vec2>& pts) {
  Vec2 c{0, 0};
  for (const Vec2& p : pts)
    c = Vec2{c.x + p.x / static_cast<double>(pts.size()), c.y + p.y / static_cast<double>(pts.size())};
  return c;
}

/// "ford or bridge".
std::string orList(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& i : items) out += (out.empty() ? "" : " or ") + i;
  return out;
}

std::string pieceName(const VectorFeature& f) {
  return "'" + f.id.value + "'" + (f.name.empty() || f.name == f.id.value ? "" : " (" + f.name + ")");
}

template <typename Fn>
void eachPiece(const ValidationContext& ctx, const std::vector<std::string>& types, GeometryKind kind, Fn&& fn) {
  for (const VectorLayer& layer : ctx.map().vectorLayers)
    for (const VectorFeature& f : layer.features)
      if (f.geometry == kind && listed(types, f.type)) fn(f);
}

class TableTerrainShapeCheck : public Check {
 public:
  std::string name() const override { return "table terrain shapes"; }
  std::vector<RuleInfo> rules() const override {
    return {{kRectangle, "a terrain piece the rulebook states as a rectangle is not one", Severity::Error, true},
            {kContains, "a terrain piece lacks the piece the rulebook places on it (a crestline on a hill)",
             Severity::Warning, true},
            {kCrossing, "a stream across the table between the deployment zones with no ford or bridge on it",
             Severity::Warning, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    if (!ctx.isTable()) return;
    for (const CheckConfig* c : ctx.configs(kRectangle)) rectangles(ctx, out, *c);
    for (const CheckConfig* c : ctx.configs(kContains)) contains(ctx, out, *c);
    for (const CheckConfig* c : ctx.configs(kCrossing)) crossingsOf(ctx, out, *c);
  }

 private:
  static double tolerance(const CheckConfig& c, double fallback) {
    const auto t = c.param("tolerance");
    return t ? std::atof(t->c_str()) : fallback;
  }

  static void rectangles(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const double tol = tolerance(c, 0.05);
    eachPiece(ctx, listParam(c, "terrain"), GeometryKind::Polygon, [&](const VectorFeature& f) {
      const auto k = corners(f.points, tol);
      bool ok = k.size() == 4;
      if (ok) {
        const Vec2 m1{(k[0].x + k[2].x) / 2, (k[0].y + k[2].y) / 2}, m2{(k[1].x + k[3].x) / 2, (k[1].y + k[3].y) / 2};
        ok = distance(m1, m2) <= tol && std::abs(distance(k[0], k[2]) - distance(k[1], k[3])) <= tol;
      }
      if (!ok) {
        ctx.report(out, kRectangle, &c, [&] {
          return Finding{f.type + " piece " + pieceName(f) + " has " + std::to_string(k.size()) +
                             " corners and is not a rectangle; the rulebook's " + f.type + " pieces are rectangular",
                         {},
                         {f.id.value}};
        });
        return;
      }
      const auto module = c.number("side-multiple");
      if (!module || *module <= 0) return;
      for (std::size_t i = 0; i < 2; ++i) {  // two sides meet at a corner; the others are equal
        const double side = distance(k[i], k[i + 1]);
        const double units = std::round(side / *module);
        if (units >= 1 && std::abs(side - units * *module) <= tol) continue;
        ctx.report(out, kRectangle, &c, [&] {
          return Finding{f.type + " piece " + pieceName(f) + " has a side of " +
                             formatAttribute(AttributeValue{std::round(side * 100) / 100}) +
                             " inches, not a whole multiple of " + formatAttribute(AttributeValue{*module}) + " inches",
                         {},
                         {f.id.value}};
        });
        return;
      }
    });
  }

  static void contains(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto inner = listParam(c, "contains");
    const std::string attribute = c.param("attribute").value_or("level");
    const auto min = c.param("min");
    eachPiece(ctx, listParam(c, "terrain"), GeometryKind::Polygon, [&](const VectorFeature& f) {
      if (min) {
        const auto it = f.attributes.find(attribute);
        if (it == f.attributes.end() || std::atof(formatAttribute(it->second).c_str()) < std::atof(min->c_str()))
          return;
      }
      bool found = false;
      for (const VectorLayer& layer : ctx.map().vectorLayers)
        for (const VectorFeature& g : layer.features)
          if (!found && &g != &f && listed(inner, g.type) && !g.points.empty()) {
            found = true;
            for (const Vec2& p : g.points) found = found && pointInPolygon(p, f.points);
          }
      if (!found)
        ctx.report(out, kContains, &c, [&] {
          return Finding{f.type + " piece " + pieceName(f) +
                             (min ? " (" + attribute + " " + formatAttribute(f.attributes.at(attribute)) + ")" : "") +
                             " holds no " + c.param("contains").value_or("") + " piece",
                         {},
                         {f.id.value}};
        });
    });
  }

  static void crossingsOf(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const double tol = tolerance(c, 0.5);
    const auto over = listParam(c, "crossings");
    std::vector<std::string> kinds = listParam(c, "zones");
    if (kinds.empty()) kinds = {"deployment"};
    std::vector<const NamedArea*> zones;
    for (const NamedArea& a : ctx.map().areas)
      if (listed(kinds, a.kind) && !a.side.empty() && a.polygon.size() >= 3) zones.push_back(&a);
    const TableSize& t = ctx.map().table;
    auto atEdge = [&](Vec2 p) {
      return p.x <= tol || p.y <= tol || p.x >= t.widthInches - tol || p.y >= t.depthInches - tol;
    };
    eachPiece(ctx, listParam(c, "terrain"), GeometryKind::Polyline, [&](const VectorFeature& f) {
      if (f.points.size() < 2 || !atEdge(f.points.front()) || !atEdge(f.points.back())) return;
      const NamedArea* between[2] = {nullptr, nullptr};
      for (const NamedArea* a : zones)
        for (const NamedArea* b : zones)
          if (!between[0] && a->side < b->side && crossings(centroid(a->polygon), centroid(b->polygon), f.points) % 2)
            between[0] = a, between[1] = b;
      if (!between[0]) return;
      bool crossed = false;
      for (const VectorLayer& layer : ctx.map().vectorLayers)
        for (const VectorFeature& g : layer.features) {
          if (crossed || !listed(over, g.type)) continue;
          for (std::size_t i = 0; i < g.points.size() && !crossed; ++i) {
            crossed = pointLine(g.points[i], f.points) <= tol;
            if (i + 1 < g.points.size()) crossed = crossed || crossings(g.points[i], g.points[i + 1], f.points) > 0;
          }
        }
      if (!crossed)
        ctx.report(out, kCrossing, &c, [&] {
          return Finding{f.type + " piece " + pieceName(f) + " runs across the table between deployment zones '" +
                             between[0]->id.value + "' and '" + between[1]->id.value + "' with no " + orList(over) +
                             " piece on it, so no charge can cross it",
                         {},
                         {f.id.value}};
        });
    });
  }
};

}  // namespace

std::unique_ptr<Check> makeTableTerrainShapeCheck() { return std::make_unique<TableTerrainShapeCheck>(); }

}  // namespace hexwright::model::checks
