#include "model/analysis/line_of_sight.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <map>

#include "model/analysis/los_choices.h"

namespace hexwright::model {

namespace {

// A blocking term as one variant compiled it; `slot` counts the hexes of a term that
// some are seen through (LosBlock::free), -1 for the others.
struct Term {
  const LosBlock* block;
  int slot;
};
constexpr int kMaxSlots = 16;
constexpr std::size_t kNone = std::size_t(-1);

template <class T>
std::size_t indexOf(const std::vector<T>& types, const TypeId& id) {
  auto it = std::find_if(types.begin(), types.end(), [&](const T& t) { return t.id == id; });
  return it == types.end() ? kNone : static_cast<std::size_t>(it - types.begin());
}

// One way through, as cell deltas from the start's cell.
struct PathCells {
  std::vector<int> hex;              // n + 1
  std::vector<int> distance;         // n + 1: hexes from the viewer
  std::vector<double> hexAt;         // n + 1: where along the line (0..1)
  std::vector<int> side;             // n: (owner cell delta) * 3 + side
  std::vector<std::uint8_t> enters;  // n: 1 when the hex entered owns the side
  std::vector<double> sideAt;        // n
};

PathCells cellsOf(const LosGrid& grid, const TracePath& p) {
  PathCells c;
  for (HexCoord h : p.hexes) {
    c.hex.push_back(grid.delta(h));
    c.distance.push_back(distance({0, 0}, h));
  }
  c.hexAt = p.hexAt;
  c.sideAt = p.sideAt;
  for (std::size_t i = 0; i < p.directions.size(); ++i) {
    const int d = p.directions[i];
    const HexCoord owner = d < 3 ? p.hexes[i] : p.hexes[i + 1];
    c.side.push_back(grid.delta(owner) * 3 + (d < 3 ? d : d - 3));
    c.enters.push_back(d < 3 ? 0 : 1);
  }
  return c;
}

// A trace (model/analysis/los_trace.h) as cell deltas of one grid.
struct TraceCells {
  int length = 0;
  PathCells left, right;
  std::vector<int> along;  // sides the line runs along: (owner cell delta) * 3 + side
  bool split = false;      // the two paths differ: the line runs along hexsides or through corners
};

TraceCells traceCells(const LosGrid& grid, HexCoord offset) {
  const Trace t = traceLine(offset);
  TraceCells c{t.length, cellsOf(grid, t.left), cellsOf(grid, t.right), {}, t.split()};
  for (const auto& a : t.along) {
    const HexCoord owner = a.direction < 3 ? a.hex : neighbor(a.hex, a.direction);
    c.along.push_back(grid.delta(owner) * 3 + (a.direction < 3 ? a.direction : a.direction - 3));
  }
  return c;
}

// What a path ran into: the term (null: the ground itself), where, and how.
struct Hit {
  bool blocked = false;
  bool onSide = false;
  int cell = 0;  // the hex, or the side's owning hex
  int side = 0;
  const LosBlock* term = nullptr;
  const char* how = "";
  std::uint16_t type = 0;  // ruleset terrain or hexside index of what blocked
  bool unit = false;       // a unit blocked (term is a unit term)
  bool facing = false;     // the line leaves through a flank
};

// The ends' levels and how an obstacle's height is judged against them.
struct Heights {
  LosHeight mode;
  bool higherByTop;
  int viewer, target, low, high;

  bool blocks(int top, int ground, double t) const {
    switch (mode) {
      case LosHeight::None:
        return true;
      case LosHeight::AboveLower:
        return top > low;
      case LosHeight::NearerLower:
        break;
    }
    if (top <= low) return false;
    if (viewer == target) return true;
    const bool nearerLower = viewer < target ? t <= 0.5 + 1e-9 : t >= 0.5 - 1e-9;
    return nearerLower || (higherByTop ? top : ground) > high;
  }
};

// The terms of one combination of choices, indexed by the ruleset's type indices.
struct CompiledTerms {
  LosAlong along = LosAlong::Unknown;
  std::vector<std::vector<Term>> terrain;  // per ruleset terrain index
  std::vector<std::vector<Term>> hexside;  // per ruleset hexside index
  std::vector<bool> terrainObstructs;      // some term blocks through the hex
  std::vector<bool> descendingSide;        // per hexside index: LosRules::descendingHexsides
  // Types an open choice may change, the same in every variant: a line that meets none
  // of them gets the same verdict from every variant.
  std::vector<bool> terrainVaries, sideVaries;
  // Per terrain index: how far from the viewer an open choice may change it (a term with
  // `within` changes nothing further out); INT_MAX when at any distance.
  std::vector<int> terrainVaryWithin;
  int slots = 0;

  std::vector<Term> units;              // unit terms, when the analysis counts units
  std::vector<std::string> conditions;  // in force, for exceptions that need one
  // Per exception: the LosGrid::routes bits of its route types, and the hexside indices
  // it must not cross.
  std::map<const LosException*, std::uint32_t> exceptionRoutes;
  std::map<const LosException*, std::vector<std::uint16_t>> exceptionSides;

  void add(const Ruleset& r, const LosBlock& b) {
    for (const auto& x : b.exceptions) {
      std::uint32_t bits = 0;
      for (const auto& id : x.routes)
        if (const auto i = indexOf(r.routes, id); i != kNone && i < 32) bits |= std::uint32_t{1} << i;
      exceptionRoutes[&x] = bits;
      for (const auto& id : x.unlessCrossing)
        if (const auto i = indexOf(r.hexsides, id); i != kNone) exceptionSides[&x].push_back(std::uint16_t(i));
    }
    int slot = -1;
    if (b.free > 0 && slots < kMaxSlots) slot = slots++;
    if (b.on == LosBlock::On::Unit) {
      units.push_back({&b, slot});
      return;
    }
    for (const auto& id : b.types) {
      if (b.on == LosBlock::On::Terrain) {
        const auto i = indexOf(r.terrain, id);
        if (i == kNone) continue;
        terrain[i].push_back({&b, slot});
        if (b.through) terrainObstructs[i] = true;
      } else if (const auto i = indexOf(r.hexsides, id); i != kNone) {
        hexside[i].push_back({&b, slot});
      }
    }
  }
  const std::vector<Term>* termsAt(std::uint16_t terrainIndex) const {
    return terrainIndex < terrain.size() ? &terrain[terrainIndex] : nullptr;
  }
};

// Walks one path from the viewer to the target and returns the first thing that blocks.
class PathWalker {
 public:
  /// `front`: the cell deltas of the viewer's two front hexes, when facing limits sight.
  PathWalker(const LosRules& rules, const LosGrid& grid, const CompiledTerms& terms, int base, const PathCells& path,
             std::uint8_t viewerSides = 0, const std::optional<std::pair<int, int>>& front = std::nullopt)
      : m_rules(rules),
        m_grid(grid),
        m_terms(terms),
        m_base(base),
        m_path(path),
        m_n(static_cast<int>(path.side.size())),
        m_viewerSides(viewerSides),
        m_front(front) {
    const int lv = grid.viewerLevel(base), lt = grid.viewerLevel(cellAt(m_n));
    m_heights = {rules.height, rules.higherByTop, lv, lt, std::min(lv, lt), std::max(lv, lt)};
  }

  /// Whether the walk met a type an open choice may change (CompiledTerms::terrainVaries).
  bool touchedVarying() const { return m_touched; }

  Hit walk() {
    if (m_front && m_n > 0 && m_path.hex[1] != m_front->first && m_path.hex[1] != m_front->second) {
      Hit h{true, false, m_base, 0, nullptr, "out of", 0};
      h.facing = true;
      return h;
    }
    if (auto h = endHex(0, &LosBlock::outOf, "out of")) return *h;
    const bool descending = descends();
    for (int i = 0; i < m_n; ++i) {
      if (auto h = crossing(i)) return *h;
      if (i + 1 < m_n)
        if (auto h = between(i + 1, descending)) return *h;
    }
    if (auto h = endHex(m_n, &LosBlock::into, "into")) return *h;
    return {};
  }

 private:
  const LosRules& m_rules;
  const LosGrid& m_grid;
  const CompiledTerms& m_terms;
  int m_base;
  const PathCells& m_path;
  int m_n;
  Heights m_heights{};
  std::array<std::uint8_t, kMaxSlots> m_seenThrough{};
  bool m_touched = false;
  std::uint8_t m_viewerSides = 0;
  std::optional<std::pair<int, int>> m_front;

  // Combat units in an intervening hex, by the ruleset's unit terms.
  std::optional<Hit> unitsAt(int i, int c, double t) {
    const std::uint8_t here = m_grid.units(c);
    if (!here) return std::nullopt;
    const int level = m_grid.viewerLevel(c);
    for (const auto& term : m_terms.units) {
      const LosBlock& b = *term.block;
      const std::uint8_t whose = b.whose == LosBlock::Whose::Any        ? here
                                 : b.whose == LosBlock::Whose::Friendly ? std::uint8_t(here & m_viewerSides)
                                                                        : std::uint8_t(here & ~m_viewerSides);
      if (!whose || (b.whose != LosBlock::Whose::Any && !m_viewerSides)) continue;
      if (b.nearTarget && distance(m_grid.hexAt(c), m_grid.hexAt(cellAt(m_n))) > *b.nearTarget) continue;
      if (b.sameLevelAsViewer && level != m_heights.viewer) continue;
      if (b.nearEither && distanceAt(i) > *b.nearEither &&
          distance(m_grid.hexAt(c), m_grid.hexAt(cellAt(m_n))) > *b.nearEither)
        continue;
      if (b.onLevel && level != *b.onLevel) continue;
      if (b.endsLevel && (m_heights.viewer != *b.endsLevel || m_heights.target != *b.endsLevel)) continue;
      if (b.endsDiffer && m_heights.viewer == m_heights.target) continue;
      if (!inRange(b, distanceAt(i))) continue;
      if (b.height && !m_heights.blocks(level + *b.height, level, t)) continue;
      if (!b.exceptions.empty() && excepted(b, c, i)) continue;
      Hit h{true, false, c, 0, &b, "through", 0};
      h.unit = true;
      return h;
    }
    return std::nullopt;
  }

  // Whether one of the term's exceptions lets the line past the obstacle in cell c, the
  // i-th hex along it.
  bool excepted(const LosBlock& b, int c, int i) const {
    for (const auto& x : b.exceptions) {
      if (!x.condition.empty() &&
          std::find(m_terms.conditions.begin(), m_terms.conditions.end(), x.condition) == m_terms.conditions.end())
        continue;
      if (x.viewerAbove && m_grid.level(c) >= m_heights.viewer) continue;
      if (x.viewerAboveTarget && m_heights.viewer <= m_heights.target) continue;
      if (x.nearViewer && distanceAt(i) > *x.nearViewer) continue;
      if (x.farFromTarget && distance(m_grid.hexAt(c), m_grid.hexAt(cellAt(m_n))) < *x.farFromTarget) continue;
      if (x.minRange && distanceAt(m_n) < *x.minRange) continue;
      if (!x.routes.empty() && !(m_grid.routes(c) & m_terms.exceptionRoutes.at(&x))) continue;
      if (!x.unlessCrossing.empty() && crossesBetweenEnds(m_terms.exceptionSides.at(&x))) continue;
      return true;
    }
    return false;
  }

  // A hexside of one of `types` crossed anywhere but on the end hexes' own sides.
  bool crossesBetweenEnds(const std::vector<std::uint16_t>& types) const {
    for (int i = 1; i + 1 < m_n; ++i) {
      const int abs = m_base * 3 + m_path.side[static_cast<std::size_t>(i)];
      for (const auto* f = m_grid.sideBegin(abs / 3, abs % 3); f != m_grid.sideEnd(abs / 3, abs % 3); ++f)
        if (std::find(types.begin(), types.end(), f->type) != types.end()) return true;
    }
    return false;
  }

  void noteTerrain(std::uint16_t t, int distance) {
    if (t < m_terms.terrainVaries.size() && m_terms.terrainVaries[t] && distance <= m_terms.terrainVaryWithin[t])
      m_touched = true;
  }

  int cellAt(int i) const { return m_base + m_path.hex[static_cast<std::size_t>(i)]; }
  int distanceAt(int i) const { return m_path.distance[static_cast<std::size_t>(i)]; }
  // `distance`: of the hex from the viewer (a hexside: of the hex the line enters).
  static bool inRange(const LosBlock& b, int distance) {
    return (!b.beyond || distance > *b.beyond) && (!b.within || distance <= *b.within);
  }

  std::optional<Hit> endHex(int i, bool LosBlock::*where, const char* how) {
    const int c = cellAt(i);
    noteTerrain(m_grid.terrain(c), distanceAt(i));
    if (const auto* terms = m_terms.termsAt(m_grid.terrain(c)))
      for (const auto& t : *terms)
        if (t.block->*where && inRange(*t.block, distanceAt(i)))
          return Hit{true, false, c, 0, t.block, how, m_grid.terrain(c)};
    return std::nullopt;
  }

  std::optional<Hit> between(int i, bool descending) {
    const int c = cellAt(i);
    noteTerrain(m_grid.terrain(c), distanceAt(i));
    const int ground = m_grid.level(c);
    const double t = m_path.hexAt[static_cast<std::size_t>(i)];
    if (m_rules.height != LosHeight::None && m_rules.groundBlocks && !descending && m_heights.blocks(ground, ground, t))
      return Hit{true, false, c, 0, nullptr, "through"};
    const auto* terms = m_terms.termsAt(m_grid.terrain(c));
    if (!terms) return unitsAt(i, c, t);
    for (const auto& term : *terms) {
      const LosBlock& b = *term.block;
      if (!b.through || !inRange(b, distanceAt(i))) continue;
      if (term.slot >= 0 && ++m_seenThrough[static_cast<std::size_t>(term.slot)] <= b.free) continue;
      if (b.height && !m_heights.blocks(ground + *b.height, ground, t)) continue;
      if (!b.exceptions.empty() && excepted(b, c, i)) continue;
      return Hit{true, false, c, 0, &b, "through", m_grid.terrain(c)};
    }
    return unitsAt(i, c, t);
  }

  std::optional<Hit> crossing(int i) {
    if (!m_rules.endHexsidesBlock && (i == 0 || i == m_n - 1)) return std::nullopt;
    const int abs = m_base * 3 + m_path.side[static_cast<std::size_t>(i)];
    const int owner = abs / 3, side = abs % 3;
    const int ground = std::max(m_grid.level(cellAt(i)), m_grid.level(cellAt(i + 1)));
    const bool entersOwner = m_path.enters[static_cast<std::size_t>(i)] != 0;
    for (const auto* f = m_grid.sideBegin(owner, side); f != m_grid.sideEnd(owner, side); ++f) {
      if (m_terms.sideVaries[f->type]) m_touched = true;
      for (const auto& term : m_terms.hexside[f->type]) {
        const LosBlock& b = *term.block;
        if (!b.across || !inRange(b, distanceAt(i + 1)) || (b.acrossIntoTargetOnly && i != m_n - 1)) continue;
        if (b.towardOnly && f->toward != (entersOwner ? 0 : 1)) continue;
        if (b.height && !m_heights.blocks(ground + *b.height, ground, m_path.sideAt[static_cast<std::size_t>(i)]))
          continue;
        return Hit{true, true, owner, side, &b, "across", f->type};
      }
    }
    return std::nullopt;
  }

  // Generally descending elevations: from the higher end across one of the named
  // hexsides, over ground below it that never rises again and holds nothing that
  // obstructs sight.
  bool descends() {
    if (m_rules.descendingHexsides.empty() || m_heights.viewer == m_heights.target || m_n < 2) return false;
    const bool fromViewer = m_heights.viewer > m_heights.target;
    const int first = fromViewer ? 0 : m_n - 1;
    const int abs = m_base * 3 + m_path.side[static_cast<std::size_t>(first)];
    bool slope = false;
    for (const auto* f = m_grid.sideBegin(abs / 3, abs % 3); f != m_grid.sideEnd(abs / 3, abs % 3); ++f)
      slope = slope || m_terms.descendingSide[f->type];
    if (!slope) return false;
    int previous = m_heights.high;
    for (int k = 1; k < m_n; ++k) {
      const int c = cellAt(fromViewer ? k : m_n - k);
      const int g = m_grid.level(c);
      const auto terrain = m_grid.terrain(c);
      noteTerrain(terrain, 0);  // read from the higher end: counted as near, to be safe
      if (g >= m_heights.high || g > previous) return false;
      if (terrain < m_terms.terrainObstructs.size() && m_terms.terrainObstructs[terrain]) return false;
      previous = g;
    }
    return true;
  }
};

}  // namespace

struct LosEngine::CachedTrace : TraceCells {
  HexCoord offset;
};

struct LosEngine::Variant : CompiledTerms {};

struct LosEngine::Viewer {
  std::uint8_t sides = 0;                    // bits of the viewer's side, for friendly and enemy terms
  std::optional<std::pair<int, int>> front;  // cell deltas of the two front hexes
};

struct LosEngine::Decision {
  LosVerdict verdict = LosVerdict::Clear;
  Hit hit;
};

const char* losVerdictName(LosVerdict v) {
  switch (v) {
    case LosVerdict::Blocked:
      return "blocked";
    case LosVerdict::Unknown:
      return "unknown";
    case LosVerdict::Clear:
      break;
  }
  return "clear";
}

std::string losBlockerPlace(const LosBlocker& b, const OffsetConvention& conv) {
  if (b.kind == LosBlocker::Kind::Hex) return formatLabel(b.hex, conv);
  if (b.kind != LosBlocker::Kind::Hexside) return {};
  const auto hexes = hexesOf(b.side);
  return formatLabel(hexes[0], conv) + "/" + formatLabel(hexes[1], conv);
}

Diagnostics checkLosSettings(const LosRules& rules, const LosSettings& settings) {
  Diagnostics out;
  for (const auto& c : settings.conditions)
    if (!rules.findCondition(c))
      out.add(Severity::Error, "analysis.los.condition.unknown", "no line-of-sight condition '" + c + "'");
  for (const auto& [choice, option] : settings.choices) {
    const auto* ch = rules.findChoice(choice);
    if (!ch)
      out.add(Severity::Error, "analysis.los.choice.unknown", "no line-of-sight choice '" + choice + "'");
    else if (!ch->findOption(option))
      out.add(Severity::Error, "analysis.los.option.unknown", "choice '" + choice + "' has no option '" + option + "'");
  }
  return out;
}

LosEngine::LosEngine(const Ruleset& ruleset, const Map& map, LosSettings settings)
    : m_ruleset(ruleset), m_map(map), m_grid(ruleset, map), m_settings(settings) {
  buildVariants(settings);
  if (settings.units) {
    std::vector<std::pair<HexCoord, int>> units;
    for (const auto& [hex, side] : settings.unitsOnMap) {
      auto it = std::find(m_sideIds.begin(), m_sideIds.end(), side);
      if (it == m_sideIds.end()) it = m_sideIds.insert(m_sideIds.end(), side);
      units.push_back({hex, static_cast<int>(it - m_sideIds.begin())});
    }
    m_grid.setUnits(units);
  }
  for (auto& v : m_variants) v->conditions = settings.conditions;
  for (const auto& id : settings.conditions)
    if (const auto* c = ruleset.los.findCondition(id))
      for (auto& v : m_variants)
        for (const auto& b : c->blocks) v->add(ruleset, b);
  for (const auto& id : settings.conditions)
    if (const auto* c = ruleset.los.findCondition(id);
        c && c->maxRange && (!m_maxRange || *c->maxRange < *m_maxRange)) {
      m_maxRange = c->maxRange;
      m_maxRangeRule = c->rule;
    }
}

LosEngine::~LosEngine() = default;

// One compiled rule set per combination of the choices left open: a verdict they all
// agree on stands; one they disagree on is Unknown, naming the open choices.
void LosEngine::buildVariants(const LosSettings& settings) {
  const auto& los = m_ruleset.los;
  auto picks = losChoicePicks(los, settings.choices);
  m_undecided = std::move(picks.undecided);
  std::vector<bool> terrainVaries(m_ruleset.terrain.size(), false), sideVaries(m_ruleset.hexsides.size(), false);
  std::vector<int> varyWithin(m_ruleset.terrain.size(), -1);
  for (const auto& choice : los.choices) {
    if (std::find(m_undecided.begin(), m_undecided.end(), choice.id) == m_undecided.end()) continue;
    for (const auto& o : choice.options)
      for (const auto& b : o.blocks)
        for (const auto& id : b.types) {
          if (b.on == LosBlock::On::Terrain && indexOf(m_ruleset.terrain, id) != kNone) {
            const auto t = indexOf(m_ruleset.terrain, id);
            terrainVaries[t] = true;
            varyWithin[t] = std::max(varyWithin[t], b.within && !b.beyond ? *b.within : INT_MAX);
          }
          if (b.on == LosBlock::On::Hexside && indexOf(m_ruleset.hexsides, id) != kNone)
            sideVaries[indexOf(m_ruleset.hexsides, id)] = true;
        }
  }
  // An open choice that changes how lines along hexsides are decided, or what descends,
  // can change any line: then every hex counts as one it may change.
  for (const auto& choice : los.choices)
    if (std::find(m_undecided.begin(), m_undecided.end(), choice.id) != m_undecided.end())
      for (const auto& o : choice.options)
        if (o.along) terrainVaries.assign(terrainVaries.size(), true), varyWithin.assign(varyWithin.size(), INT_MAX);
  for (const auto& pick : picks.combinations) {
    auto v = std::make_unique<Variant>();
    v->terrainVaries = terrainVaries;
    v->terrainVaryWithin = varyWithin;
    v->sideVaries = sideVaries;
    v->along = los.along;
    v->terrain.resize(m_ruleset.terrain.size());
    v->terrainObstructs.assign(m_ruleset.terrain.size(), false);
    v->hexside.resize(m_ruleset.hexsides.size());
    v->descendingSide.assign(m_ruleset.hexsides.size(), false);
    for (std::size_t i = 0; i < m_ruleset.hexsides.size(); ++i)
      v->descendingSide[i] = std::find(los.descendingHexsides.begin(), los.descendingHexsides.end(),
                                       m_ruleset.hexsides[i].id) != los.descendingHexsides.end();
    for (const auto& b : los.blocks) v->add(m_ruleset, b);
    for (const auto* o : pick) {
      if (o->along) v->along = *o->along;
      for (const auto& b : o->blocks) v->add(m_ruleset, b);
    }
    m_variants.push_back(std::move(v));
  }
}

namespace {

// `touched`: set when a side along the line holds a type an open choice may change.
Hit alongHexsides(const LosGrid& grid, const CompiledTerms& terms, int base, const TraceCells& trace, bool& touched) {
  for (const int sideDelta : trace.along) {
    const int abs = base * 3 + sideDelta;
    for (const auto* f = grid.sideBegin(abs / 3, abs % 3); f != grid.sideEnd(abs / 3, abs % 3); ++f) {
      if (terms.sideVaries[f->type]) touched = true;
      for (const auto& term : terms.hexside[f->type])
        if (term.block->along) return Hit{true, true, abs / 3, abs % 3, term.block, "along", f->type};
    }
  }
  return {};
}

LosBlocker blockerOf(const Ruleset& r, const LosGrid& grid, const Hit& hit) {
  LosBlocker b;
  b.kind = hit.onSide ? LosBlocker::Kind::Hexside : LosBlocker::Kind::Hex;
  b.hex = grid.hexAt(hit.cell);
  if (hit.onSide) b.side = HexsideKey{b.hex, hit.side};
  if (hit.facing) {
    b.kind = LosBlocker::Kind::Facing;
    b.rule = r.los.facingRule;
    b.reason = "the line leaves through a flank, not the two front hexes";
    return b;
  }
  if (!hit.term) {
    b.rule = r.los.heightRule;
    b.reason = "higher ground blocks sight";
    return b;
  }
  if (hit.unit) {
    const char* whose[] = {"a unit", "a friendly unit", "an enemy unit"};
    b.rule = hit.term->rule;
    b.reason = std::string(whose[static_cast<int>(hit.term->whose)]) + " blocks sight through the hex";
    return b;
  }
  const auto& type = hit.onSide ? r.hexsides[hit.type].id : r.terrain[hit.type].id;
  const auto& name = hit.onSide ? r.hexsides[hit.type].name : r.terrain[hit.type].name;
  b.type = type;
  b.rule = hit.term->rule;
  b.reason = name + " blocks sight " + hit.how + (hit.onSide ? " the hexside" : " the hex");
  return b;
}

}  // namespace

std::uint8_t LosEngine::viewerSides(HexCoord from) const {
  if (!m_settings.units) return 0;
  if (m_settings.viewerSide) {
    auto it = std::find(m_sideIds.begin(), m_sideIds.end(), *m_settings.viewerSide);
    return it == m_sideIds.end() ? std::uint8_t(0x80) : std::uint8_t(1u << (it - m_sideIds.begin()));
  }
  const std::uint8_t here = m_grid.hasCell(from) ? m_grid.units(m_grid.cell(from)) : 0;
  return (here & (here - 1)) == 0 ? here : 0;  // one side's units only
}

bool LosEngine::facesToward(HexCoord from, HexCoord to) const {
  if (!m_settings.facing || !m_ruleset.los.frontVertexFacing) return true;
  const HexCoord step = to - from;
  return step == direction(*m_settings.facing) || step == direction(*m_settings.facing + 1);
}

std::optional<LosResult> LosEngine::decidedByDistance(HexCoord from, HexCoord to, int distance) const {
  if (distance == 1 && !facesToward(from, to)) {
    LosResult r{LosVerdict::Blocked, LosBlocker{}, m_ruleset.los.facingRule, {}};
    r.blocker->kind = LosBlocker::Kind::Facing;
    r.blocker->rule = m_ruleset.los.facingRule;
    r.blocker->reason = "the hex is on a flank, not one of the two front hexes";
    return r;
  }
  if (m_maxRange && distance > *m_maxRange) {
    LosResult r{LosVerdict::Blocked, LosBlocker{}, m_maxRangeRule, {}};
    r.blocker->kind = LosBlocker::Kind::Range;
    r.blocker->rule = m_maxRangeRule;
    r.blocker->reason = "beyond the limit of " + std::to_string(*m_maxRange) + " hexes";
    return r;
  }
  if (distance == 0) return LosResult{};
  if (distance == 1 && m_ruleset.los.adjacentAlwaysSeen)
    return LosResult{LosVerdict::Clear, std::nullopt, m_ruleset.los.adjacentRule, {}};
  return std::nullopt;
}

// One variant's verdict on a trace: the two paths and the sides run along, combined by
// the rulebook's rule for lines along hexsides.
LosEngine::Decision LosEngine::decide(const Variant& v, int base, const CachedTrace& trace, const Viewer& viewer,
                                      bool& touched) const {
  const auto& los = m_ruleset.los;
  PathWalker leftWalk(los, m_grid, v, base, trace.left, viewer.sides, viewer.front);
  const Hit left = leftWalk.walk();
  touched = leftWalk.touchedVarying();
  if (!trace.split) return {left.blocked ? LosVerdict::Blocked : LosVerdict::Clear, left};
  // A line along hexsides or through corners: both paths and the sides between decide, so
  // the other variants are asked when any of them meets a type an open choice may change.
  const Hit along = alongHexsides(m_grid, v, base, trace, touched);
  if (along.blocked) return {LosVerdict::Blocked, along};
  PathWalker rightWalk(los, m_grid, v, base, trace.right, viewer.sides, viewer.front);
  const Hit right = rightWalk.walk();
  touched = touched || rightWalk.touchedVarying();
  if (left.blocked == right.blocked) return {left.blocked ? LosVerdict::Blocked : LosVerdict::Clear, left};
  switch (v.along) {
    case LosAlong::Either:
      return {LosVerdict::Blocked, left.blocked ? left : right};
    case LosAlong::Both:
      return {LosVerdict::Clear, {}};
    case LosAlong::Unknown:
      break;
  }
  return {LosVerdict::Unknown, {}};
}

// Every variant's decision; when they disagree the open choices decide, so Unknown.
LosEngine::Decision LosEngine::decide(HexCoord from, const CachedTrace& trace, bool& choicesMatter) const {
  choicesMatter = false;
  const int base = m_grid.cell(from);
  Viewer viewer{viewerSides(from), std::nullopt};
  if (m_settings.facing && m_ruleset.los.frontVertexFacing)
    viewer.front = {m_grid.delta(direction(*m_settings.facing)), m_grid.delta(direction(*m_settings.facing + 1))};
  bool touched = false;
  Decision first = decide(*m_variants.front(), base, trace, viewer, touched);
  if (!touched) return first;
  for (std::size_t i = 1; i < m_variants.size(); ++i)
    if (decide(*m_variants[i], base, trace, viewer, touched).verdict != first.verdict) {
      choicesMatter = true;
      return {LosVerdict::Unknown, {}};
    }
  return first;
}

LosVerdict LosEngine::verdict(HexCoord from, const CachedTrace& trace) const {
  if (auto decided = decidedByDistance(from, from + trace.offset, trace.length)) return decided->verdict;
  bool choicesMatter = false;
  return decide(from, trace, choicesMatter).verdict;
}

LosResult LosEngine::evaluate(HexCoord from, const CachedTrace& trace) const {
  if (auto decided = decidedByDistance(from, from + trace.offset, trace.length)) return *decided;
  bool choicesMatter = false;
  const Decision d = decide(from, trace, choicesMatter);
  LosResult result{d.verdict, std::nullopt, {}, {}};
  if (choicesMatter) result.undecided = m_undecided;
  if (d.verdict == LosVerdict::Unknown && !choicesMatter) result.undecided.push_back("along");
  if (d.verdict == LosVerdict::Blocked) {
    result.blocker = blockerOf(m_ruleset, m_grid, d.hit);
    result.rule = result.blocker->rule;
  }
  return result;
}

LosResult LosEngine::check(HexCoord from, HexCoord to) const {
  CachedTrace trace;
  static_cast<TraceCells&>(trace) = traceCells(m_grid, to - from);
  trace.offset = to - from;
  return evaluate(from, trace);
}

void LosEngine::ensureCache(int range) const {
  if (range <= m_cachedRange) return;
  const auto offsets = offsetsWithin(range);
  for (std::size_t i = m_cache.size(); i < offsets.size(); ++i) {
    CachedTrace t;
    static_cast<TraceCells&>(t) = traceCells(m_grid, offsets[i]);
    t.offset = offsets[i];
    m_cache.push_back(std::move(t));
  }
  m_cachedRange = range;
}

std::vector<LosEngine::Seen> LosEngine::viewshed(HexCoord from, int range) const {
  std::vector<Seen> out;
  if (!m_map.contains(from) || range <= 0) return out;
  ensureCache(range);
  const std::size_t count = static_cast<std::size_t>(3 * range * (range + 1));
  for (std::size_t i = 0; i < count; ++i) {
    const HexCoord to = from + m_cache[i].offset;
    if (!m_map.contains(to)) continue;
    out.push_back({to, verdict(from, m_cache[i])});
  }
  return out;
}

void LosEngine::visible(HexCoord from, int range, std::vector<HexCoord>& out) const {
  out.clear();
  if (!m_map.contains(from) || range <= 0) return;
  ensureCache(range);
  const std::size_t count = static_cast<std::size_t>(3 * range * (range + 1));
  for (std::size_t i = 0; i < count; ++i) {
    const HexCoord to = from + m_cache[i].offset;
    if (m_map.contains(to) && verdict(from, m_cache[i]) == LosVerdict::Clear) out.push_back(to);
  }
}

}  // namespace hexwright::model

namespace hexwright::model {

std::vector<std::pair<HexCoord, SideId>> combatUnitsOnMap(const Ruleset& ruleset, const Scenario& scenario) {
  std::vector<std::pair<HexCoord, SideId>> out;
  for (const auto& p : scenario.setup) {
    const Unit* u = scenario.oob.findUnit(p.unit);
    const UnitType* t = u ? ruleset.findUnitType(u->type) : nullptr;
    if (!p.hex || !t || t->isLeader || t->isCombat == false) continue;
    out.push_back({*p.hex, u->side});
  }
  return out;
}

}  // namespace hexwright::model
