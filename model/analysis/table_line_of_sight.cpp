#include "model/analysis/table_line_of_sight.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "model/analysis/los_choices.h"
#include "model/analysis/table_pieces.h"

namespace hexwright::model {

struct TableLosEngine::Piece {
  const VectorFeature* feature;
  Rect bounds;
  int level = 0;  // elevation pieces
};

struct TableLosEngine::PlacedUnit {
  TableUnit unit;
  UnitFootprint footprint;
  int level = 0;  // of the ground under its position
};

struct TableLosEngine::UnitOutcome {
  std::optional<TableLosBlocker> certain;  // a unit blocks at every stand depth its type allows
  bool maybe = false;                      // one blocks at some stand depths only
};

// The blocking terms of one combination of open choices, with the conditions in force.
struct TableLosEngine::Variant {
  std::vector<const LosBlock*> terms;
  std::vector<const LosOption*> options;  // one per choice, in the ruleset's order
};

// What one line meets whatever the open choices: every variant reads it, so each piece's
// outline is walked once per line, not once per variant.
struct TableLosEngine::Line {
  Vec2 from, to;
  int viewerLevel = 0;
  bool viewerOnCrest = false;
  std::vector<std::optional<std::vector<std::pair<double, double>>>> spans;  // per piece, on first use

  const std::vector<std::pair<double, double>>& spansOf(std::size_t piece, const VectorFeature& f) {
    if (!spans[piece]) spans[piece] = insideSpans(from, to, f);
    return *spans[piece];
  }
};

namespace {

bool termNames(const LosBlock& b, const TypeId& type) {
  return b.on == LosBlock::On::Terrain && std::find(b.types.begin(), b.types.end(), type) != b.types.end();
}

bool attributeMatches(const LosBlock& b, const VectorFeature& f) {
  if (b.attribute.empty()) return true;
  const auto it = f.attributes.find(b.attribute);
  return it != f.attributes.end() &&
         std::find(b.values.begin(), b.values.end(), formatAttribute(it->second)) != b.values.end();
}

// A unit term's type and state filters (whose units it names is read per viewer).
bool namesUnit(const LosBlock& b, const TableUnit& u) {
  const auto has = [](const auto& list, const auto& v) { return std::find(list.begin(), list.end(), v) != list.end(); };
  return (b.unitTypes.empty() || has(b.unitTypes, u.type)) && (b.unitStates.empty() || has(b.unitStates, u.state));
}

std::string inches(double v) { return formatInches(v) + (formatInches(v) == "1" ? " inch" : " inches"); }

bool segmentMayMeet(Vec2 a, Vec2 b, const Rect& r) {
  return Rect::fromEdges(std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y))
      .inflated(1e-9)
      .intersects(r.inflated(1e-9));
}

// Where along the line (0..1) a term stops it inside one piece, if it does: once the
// line has run more than the term's depth inside, or on entering when it has none.
std::optional<double> stopsAt(const LosBlock& b, const std::vector<std::pair<double, double>>& spans, double length) {
  if (!b.depthInches) return spans.front().first;
  double inside = 0;
  for (const auto& [t0, t1] : spans) {
    const double run = (t1 - t0) * length;
    if (inside + run > *b.depthInches + 1e-9) return t0 + (*b.depthInches - inside) / length;
    inside += run;
  }
  return std::nullopt;
}

}  // namespace

std::string formatInches(double inches) { return formatAttribute(std::round(inches * 10) / 10); }
std::string formatTablePoint(Vec2 p) { return formatInches(p.x) + "," + formatInches(p.y); }

TableLosEngine::TableLosEngine(const Ruleset& ruleset, const Map& map, const LosSettings& settings)
    : m_ruleset(ruleset), m_table(map.table) {
  const auto& los = ruleset.los;
  for (const auto& layer : map.vectorLayers)
    for (const auto& f : layer.features) {
      Piece p{&f, pieceBounds(f), 0};
      if (f.geometry == GeometryKind::Polygon && los.levels == LosLevels::Pieces && f.type == los.levelTerrain) {
        p.level = static_cast<int>(intAttribute(f.attributes, los.levelAttribute).value_or(0));
        m_elevations.push_back(p);
      } else if (f.geometry == GeometryKind::Polyline && !los.crestline.empty() && f.type == los.crestline) {
        m_crests.push_back(p);
      } else if (f.geometry == GeometryKind::Polygon) {
        m_pieces.push_back(p);
      }
    }
  const bool unitsCount = settings.units && !settings.unitsOnTable.empty();
  auto picks = losChoicePicks(los, settleInertChoices(los, settings.choices, settings.conditions, unitsCount));
  m_undecided = std::move(picks.undecided);
  for (const auto& combination : picks.combinations) {
    auto v = std::make_unique<Variant>();
    v->options = combination;
    for (const auto& b : los.blocks) v->terms.push_back(&b);
    for (const auto* o : combination)
      for (const auto& b : o->blocks) v->terms.push_back(&b);
    for (const auto& id : settings.conditions)
      if (const auto* c = los.findCondition(id))
        for (const auto& b : c->blocks) v->terms.push_back(&b);
    m_variants.push_back(std::move(v));
  }
  for (const auto& id : settings.conditions)
    if (const auto* c = los.findCondition(id); c && c->maxInches && (!m_maxInches || *c->maxInches < *m_maxInches)) {
      m_maxInches = c->maxInches;
      m_maxInchesRule = c->rule;
    }
  m_conditions = settings.conditions;
  m_viewerSide = settings.viewerSide;
  if (settings.units) placeUnits(settings);
}

// Every unit some unit term could name gets its footprint; a unit that cannot have one is
// left out and said so, as is a friendly or enemy term with no viewer side to read it by.
void TableLosEngine::placeUnits(const LosSettings& settings) {
  std::vector<const LosBlock*> unitTerms;
  for (const auto& v : m_variants)
    for (const LosBlock* b : v->terms)
      if (b->on == LosBlock::On::Unit && std::find(unitTerms.begin(), unitTerms.end(), b) == unitTerms.end())
        unitTerms.push_back(b);
  if (unitTerms.empty()) m_unitNotes.push_back("the ruleset states no units that block sight on a tabletop");
  if (!m_viewerSide && std::any_of(unitTerms.begin(), unitTerms.end(),
                                   [](const LosBlock* b) { return b->whose != LosBlock::Whose::Any; }))
    m_unitNotes.push_back("the viewer's side is not known, so friendly and enemy units are not counted");
  for (const auto& unit : settings.unitsOnTable) {
    if (std::none_of(unitTerms.begin(), unitTerms.end(), [&](const LosBlock* b) { return namesUnit(*b, unit); }))
      continue;
    auto [footprint, missing] = unitFootprint(m_ruleset, unit);
    if (!footprint) {
      m_unitNotes.push_back((unit.name.empty() ? unit.id.str() : unit.name) + ": not counted, " + missing);
      continue;
    }
    m_units.push_back({unit, std::move(*footprint), levelAt(unit.position)});
  }
}

// The term's type and state filters and whose units it names, seen from the viewer's side.
bool TableLosEngine::unitTermApplies(const LosBlock& b, const PlacedUnit& u) const {
  if (!namesUnit(b, u.unit)) return false;
  if (b.whose == LosBlock::Whose::Any) return true;
  if (!m_viewerSide) return false;
  return (u.unit.side == *m_viewerSide) == (b.whose == LosBlock::Whose::Friendly);
}

// An exception holds when every condition it gives holds; those that count hexes belong to
// hex maps and never hold on a table.
bool TableLosEngine::exceptionHolds(const LosException& x, const PlacedUnit& u, const VectorFeature& footprint,
                                    const Line& line) const {
  if (x.nearViewer || x.farFromTarget || x.minRange || !x.routes.empty() || !x.unlessCrossing.empty()) return false;
  if (!x.condition.empty() && std::find(m_conditions.begin(), m_conditions.end(), x.condition) == m_conditions.end())
    return false;
  if (x.viewerAbove && u.level >= line.viewerLevel) return false;
  if (x.viewerAboveTarget && levelAt(line.to) >= line.viewerLevel) return false;
  if (x.farFromViewerInches && distanceToFootprint(line.from, footprint) < *x.farFromViewerInches - 1e-9) return false;
  if (x.farFromTargetInches && distanceToFootprint(line.to, footprint) < *x.farFromTargetInches - 1e-9) return false;
  return true;
}

TableLosEngine::~TableLosEngine() = default;

int TableLosEngine::levelAt(Vec2 p) const {
  int level = 0;
  for (const auto& e : m_elevations)
    if (e.level > level && e.bounds.contains(p) && pieceContains(*e.feature, p)) level = e.level;
  return level;
}

bool TableLosEngine::onCrest(Vec2 p) const {
  if (m_crests.empty() || levelAt(p) <= 0) return false;
  const double reach = m_ruleset.los.reverseSlopeInches;
  return std::any_of(m_crests.begin(), m_crests.end(),
                     [&](const Piece& c) { return distanceToPolyline(p, c.feature->points) <= reach + 1e-9; });
}

// Terrain pieces: the first place along the line where one of the variant's terms stops it.
std::optional<TableLosBlocker> TableLosEngine::pieceBlock(const Variant& v, Line& line) const {
  const Vec2 from = line.from, to = line.to;
  const double length = std::hypot(to.x - from.x, to.y - from.y);
  std::optional<TableLosBlocker> best;
  double bestT = 2;
  for (std::size_t i = 0; i < m_pieces.size(); ++i) {
    const Piece& p = m_pieces[i];
    if (!segmentMayMeet(from, to, p.bounds)) continue;
    for (const LosBlock* b : v.terms) {
      if (!termNames(*b, p.feature->type) || !attributeMatches(*b, *p.feature)) continue;
      const auto& spans = line.spansOf(i, *p.feature);
      if (spans.empty()) break;
      // The spans say it without another pass over the outline: inside at t = 0 or t = 1.
      const bool viewerIn = spans.front().first <= 0, targetIn = spans.back().second >= 1;
      if ((viewerIn && !b->outOf) || (targetIn && !b->into) || (!viewerIn && !targetIn && !b->through)) continue;
      const auto [s0, s1] = spans.front();
      if (b->crestSeesOver && line.viewerOnCrest && levelAt(lerp(from, to, (s0 + s1) / 2)) < line.viewerLevel) continue;
      const auto t = stopsAt(*b, spans, length);
      if (!t || *t >= bestT) continue;
      bestT = *t;
      const auto* type = m_ruleset.findTerrain(p.feature->type);
      const std::string typeName = type ? type->name : p.feature->type;
      best = TableLosBlocker{TableLosBlocker::Kind::Piece,
                             p.feature->id,
                             p.feature->name,
                             p.feature->type,
                             lerp(from, to, *t),
                             b->rule,
                             b->depthInches ? typeName + ": more than " + inches(*b->depthInches) + " inside it"
                                            : typeName + ": blocks sight through it",
                             {}};
    }
  }
  return best;
}

// Elevation pieces between the ends (not under either) that rise above the lower end.
std::optional<TableLosBlocker> TableLosEngine::groundBlock(Vec2 from, Vec2 to) const {
  const auto& los = m_ruleset.los;
  if (los.height == LosHeight::None || m_elevations.empty()) return std::nullopt;
  const int low = std::min(levelAt(from), levelAt(to));
  std::optional<TableLosBlocker> best;
  double bestT = 2;
  for (const auto& e : m_elevations) {
    if (e.level <= low || !segmentMayMeet(from, to, e.bounds)) continue;
    const auto spans = insideSpans(from, to, *e.feature);
    // Not the hill under either end (its spans would reach t = 0 or t = 1).
    if (spans.empty() || spans.front().first <= 0 || spans.back().second >= 1 || spans.front().first >= bestT) continue;
    bestT = spans.front().first;
    best = TableLosBlocker{TableLosBlocker::Kind::Ground,
                           e.feature->id,
                           e.feature->name,
                           e.feature->type,
                           lerp(from, to, bestT),
                           los.heightRule,
                           "a Level " + std::to_string(e.level) + " hill between, higher than the lower end",
                           {}};
  }
  return best;
}

// A crestline crossed by a line from lower ground to a unit more than the reverse-slope
// distance behind it.
std::optional<TableLosBlocker> TableLosEngine::reverseSlopeBlock(Vec2 from, Vec2 to) const {
  const int a = levelAt(from), b = levelAt(to);
  if (a == b || m_crests.empty()) return std::nullopt;
  const Vec2 high = a > b ? from : to;
  const double reach = m_ruleset.los.reverseSlopeInches;
  std::optional<TableLosBlocker> best;
  double bestT = 2;
  for (const auto& c : m_crests) {
    const auto t = firstCrossing(from, to, c.feature->points);
    if (!t || *t >= bestT || distanceToPolyline(high, c.feature->points) <= reach + 1e-9) continue;
    bestT = *t;
    best = TableLosBlocker{TableLosBlocker::Kind::ReverseSlope,
                           c.feature->id,
                           c.feature->name,
                           c.feature->type,
                           lerp(from, to, *t),
                           m_ruleset.los.reverseSlopeRule,
                           "on the reverse slope, more than " + inches(reach) + " behind the crestline",
                           {}};
  }
  return best;
}

// Units between the ends: the nearest that blocks at both stand depths, and whether one
// blocks at only one of them.
TableLosEngine::UnitOutcome TableLosEngine::unitBlock(const Variant& v, const Line& line) const {
  UnitOutcome out;
  double bestT = 2;
  for (const auto& u : m_units) {
    if (!segmentMayMeet(line.from, line.to, u.footprint.bounds)) continue;
    const auto& area = u.footprint.area;
    if (pieceContains(area, line.from) || pieceContains(area, line.to)) continue;  // the unit at an end
    for (const LosBlock* b : v.terms) {
      if (b->on != LosBlock::On::Unit || !unitTermApplies(*b, u)) continue;
      auto blocksAt = [&](const VectorFeature& f) -> std::optional<double> {
        const auto t = crossesBetween(line.from, line.to, f);
        if (!t) return std::nullopt;
        for (const auto& x : b->exceptions)
          if (exceptionHolds(x, u, f, line)) return std::nullopt;
        return t;
      };
      const auto shallow = blocksAt(u.footprint.shallowest), deep = blocksAt(u.footprint.deepest);
      if (shallow.has_value() != deep.has_value()) out.maybe = true;
      if (!shallow || !deep || std::min(*shallow, *deep) >= bestT) continue;
      bestT = std::min(*shallow, *deep);
      const auto* type = m_ruleset.findUnitType(u.unit.type);
      const char* whose[] = {"a unit", "a friendly unit", "an enemy unit"};
      out.certain =
          TableLosBlocker{TableLosBlocker::Kind::Unit,
                          {},
                          u.unit.name.empty() ? u.unit.id.str() : u.unit.name,
                          u.unit.type,
                          lerp(line.from, line.to, bestT),
                          b->rule,
                          std::string(whose[static_cast<int>(b->whose)]) + " (" + (type ? type->name : u.unit.type) +
                              ", " + u.unit.state + ") blocks sight through it",
                          u.unit.id};
    }
  }
  return out;
}

// The nearest of what ends the line: the ground and the crests are the same in every
// variant, the terrain pieces the variant's own.
std::optional<TableLosBlocker> TableLosEngine::firstBlock(const Variant& v, Line& line,
                                                          const std::optional<TableLosBlocker>& ground,
                                                          const std::optional<TableLosBlocker>& crest,
                                                          const std::optional<TableLosBlocker>& unit) const {
  std::optional<TableLosBlocker> best;
  double bestDistance = 0;
  for (auto candidate : {pieceBlock(v, line), ground, crest, unit}) {
    if (!candidate) continue;
    const double d = length(candidate->at - line.from);
    if (!best || d < bestDistance) best = std::move(candidate), bestDistance = d;
  }
  return best;
}

TableLosResult TableLosEngine::check(Vec2 from, Vec2 to) const {
  const double distance = length(to - from);
  if (m_maxInches && distance > *m_maxInches + 1e-9)
    return {LosVerdict::Blocked,
            TableLosBlocker{TableLosBlocker::Kind::Range,
                            {},
                            {},
                            {},
                            lerp(from, to, *m_maxInches / distance),
                            m_maxInchesRule,
                            "beyond " + inches(*m_maxInches),
                            {}},
            m_maxInchesRule,
            {}};
  Line line{from, to, levelAt(from), onCrest(from),
            std::vector<std::optional<std::vector<std::pair<double, double>>>>(m_pieces.size())};
  const auto ground = groundBlock(from, to), crest = reverseSlopeBlock(from, to);
  std::vector<std::optional<TableLosBlocker>> outcomes;
  std::vector<bool> maybe;
  for (const auto& v : m_variants) {
    auto units = m_units.empty() ? UnitOutcome{} : unitBlock(*v, line);
    outcomes.push_back(firstBlock(*v, line, ground, crest, units.certain));
    maybe.push_back(!outcomes.back() && units.maybe);
  }
  return verdictOf(outcomes, maybe);
}

// Every variant blocked, or every one clear; else unknown, naming the open choices that
// make the difference and the stand depth where a unit blocks at one depth only.
TableLosResult TableLosEngine::verdictOf(const std::vector<std::optional<TableLosBlocker>>& outcomes,
                                         const std::vector<bool>& maybe) const {
  const auto blocked = std::count_if(outcomes.begin(), outcomes.end(), [](const auto& o) { return o.has_value(); });
  const auto unsure = std::count(maybe.begin(), maybe.end(), true);
  const auto all = static_cast<std::ptrdiff_t>(outcomes.size());
  if (blocked == all) return {LosVerdict::Blocked, outcomes.front(), outcomes.front()->rule, {}};
  if (blocked == 0 && unsure == 0) return {};
  std::vector<std::string> undecided;
  if (unsure) undecided.push_back(kStandDepth);
  if (blocked > 0) {
    const auto matter = choicesThatMatter(outcomes);
    undecided.insert(undecided.end(), matter.begin(), matter.end());
  } else if (unsure < all) {
    std::vector<std::optional<TableLosBlocker>> unsureAsBlocked;
    for (const bool m : maybe)
      unsureAsBlocked.push_back(m ? std::optional<TableLosBlocker>{TableLosBlocker{}} : std::nullopt);
    const auto matter = choicesThatMatter(unsureAsBlocked);
    undecided.insert(undecided.end(), matter.begin(), matter.end());
  }
  return {LosVerdict::Unknown, std::nullopt, {}, undecided};
}

// The open choices whose answer alone changes the outcome: two combinations that differ
// only in that choice disagree.
std::vector<std::string> TableLosEngine::choicesThatMatter(
    const std::vector<std::optional<TableLosBlocker>>& outcomes) const {
  std::vector<std::string> out;
  const auto& choices = m_ruleset.los.choices;
  for (std::size_t c = 0; c < choices.size(); ++c) {
    if (std::find(m_undecided.begin(), m_undecided.end(), choices[c].id) == m_undecided.end()) continue;
    bool matters = false;
    for (std::size_t i = 0; i < m_variants.size() && !matters; ++i)
      for (std::size_t j = i + 1; j < m_variants.size() && !matters; ++j) {
        auto a = m_variants[i]->options, b = m_variants[j]->options;
        if (a[c] == b[c]) continue;
        a[c] = b[c] = nullptr;
        matters = a == b && outcomes[i].has_value() != outcomes[j].has_value();
      }
    if (matters) out.push_back(choices[c].id);
  }
  return out.empty() ? m_undecided : out;
}

std::vector<TableLosEngine::Seen> TableLosEngine::viewshed(Vec2 from, double range, double step) const {
  std::vector<Seen> out;
  if (step <= 0) return out;
  const int columns = static_cast<int>(std::ceil(m_table.widthInches / step));
  const int rows = static_cast<int>(std::ceil(m_table.depthInches / step));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < columns; ++c) {
      const Vec2 at{(c + 0.5) * step, (r + 0.5) * step};
      if (length(at - from) > range + 1e-9) continue;
      auto result = check(from, at);
      out.push_back({at, result.verdict, std::move(result.blocker)});
    }
  std::stable_sort(out.begin(), out.end(),
                   [&](const Seen& a, const Seen& b) { return length(a.at - from) < length(b.at - from); });
  return out;
}

std::vector<TableLosEngine::Seen> TableLosEngine::viewshed(const std::vector<Vec2>& from, double range,
                                                           double step) const {
  std::map<std::pair<double, double>, Seen> points;  // keyed (y, x): row order
  for (const Vec2 f : from)
    for (auto& s : viewshed(f, range, step)) {
      auto [it, added] = points.try_emplace({s.at.y, s.at.x}, s);
      Seen& kept = it->second;
      if (added || kept.verdict == LosVerdict::Clear || s.verdict == LosVerdict::Blocked) continue;
      if (s.verdict == LosVerdict::Clear || kept.verdict == LosVerdict::Blocked) kept = {s.at, s.verdict, {}};
    }
  std::vector<Seen> out;
  out.reserve(points.size());
  for (auto& [key, s] : points) out.push_back(std::move(s));
  return out;
}

}  // namespace hexwright::model
