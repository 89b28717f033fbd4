#pragma once
// A map built for one line-of-sight case from a rulebook: the game's own schema, hexes
// named by their printed numbers, terrain, levels and hexside features set by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "model/analysis/line_of_sight.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::los_testing {

using namespace hexwright::model;

class LosBoard {
 public:
  /// Columns are the first two digits, rows the last two, both from 00; `shove` says which
  /// columns sit half a hex down (flat-top). Every hex starts as `fill` (empty: the
  /// schema's default terrain).
  explicit LosBoard(const std::string& rulesetId, const std::string& fill = {}, Shove shove = Shove::Even,
                    int columns = 30, int rows = 50) {
    Diagnostics d;
    auto r = io::loadRulesetById(rulesetId, d);
    EXPECT_TRUE(r) << rulesetId;
    ruleset = std::move(*r);
    map.resetGrid(HexGrid{columns, rows, OffsetConvention{Orientation::FlatTop, shove, 0, 0, 2, {}}},
                  fill.empty() ? ruleset.defaultTerrain : fill);
  }

  HexCoord at(const std::string& label) const {
    const auto h = parseLabel(label, map.grid().convention);
    EXPECT_TRUE(h && map.contains(*h)) << label;
    return h.value_or(HexCoord{});
  }
  std::string label(HexCoord h) const { return formatLabel(h, map.grid().convention); }
  bool adjacent(const std::string& a, const std::string& b) const { return distance(at(a), at(b)) == 1; }

  LosBoard& terrain(const std::string& hex, const std::string& type) {
    EXPECT_TRUE(ruleset.findTerrain(type)) << type;
    map.setTerrain(at(hex), type);
    return *this;
  }
  LosBoard& level(const std::string& hex, int level) {
    map.setElevation(at(hex), level);
    return *this;
  }
  /// A hexside feature between two adjacent hexes; `toward` for directional types.
  LosBoard& side(const std::string& a, const std::string& b, const std::string& type,
                 const std::optional<std::string>& toward = std::nullopt) {
    EXPECT_TRUE(ruleset.findHexside(type)) << type;
    const int d = directionTo(at(a), at(b));
    EXPECT_GE(d, 0) << a << " and " << b << " are not adjacent";
    HexsideFeature f{type, std::nullopt, {}};
    if (toward) f.toward = at(*toward);
    map.hexsideFeatures[hexside(at(a), d)].push_back(f);
    return *this;
  }

  /// A route of `type` through the hexes, in order.
  LosBoard& route(const std::string& type, const std::vector<std::string>& hexes) {
    EXPECT_TRUE(ruleset.findRoute(type)) << type;
    Route r{RouteId{"route-" + std::to_string(map.routes.size() + 1)}, type, "", {}};
    for (const auto& h : hexes) r.path.push_back(at(h));
    map.routes.push_back(r);
    return *this;
  }

  /// A combat unit of `side` in the hex, counted by los() when units are on.
  LosBoard& unit(const std::string& hex, const std::string& side) {
    units.push_back({at(hex), SideId{side}});
    return *this;
  }

  LosResult los(const std::string& from, const std::string& to, LosSettings settings = {}) const {
    if (!units.empty() && countUnits) {
      settings.units = true;
      settings.unitsOnMap = units;
    }
    const LosEngine engine(ruleset, map, settings);
    return engine.check(at(from), at(to));
  }

  Ruleset ruleset;
  Map map;
  std::vector<std::pair<HexCoord, SideId>> units;
  bool countUnits = true;  // the analysis's --units on
};

/// The verdict, what blocked and by which rule, in one line for assertions.
inline std::string describe(const LosBoard& board, const LosResult& r) {
  std::string s = losVerdictName(r.verdict);
  if (r.blocker) {
    const bool unit = r.blocker->reason.rfind("a unit", 0) == 0;
    s += " by " + (unit ? std::string("a unit") : r.blocker->type.empty() ? std::string("ground") : r.blocker->type);
    if (r.blocker->kind == LosBlocker::Kind::Hex) s += " in " + board.label(r.blocker->hex);
    if (r.blocker->kind == LosBlocker::Kind::Facing) s = std::string(losVerdictName(r.verdict)) + " by facing";
    if (r.blocker->kind == LosBlocker::Kind::Hexside) {
      const auto hexes = hexesOf(r.blocker->side);
      const auto a = board.label(hexes[0]), b = board.label(hexes[1]);
      s += " on " + std::min(a, b) + "/" + std::max(a, b);
    }
    s += " (" + r.blocker->rule + ")";
  }
  for (const auto& u : r.undecided) s += " undecided:" + u;
  return s;
}

}  // namespace hexwright::los_testing
