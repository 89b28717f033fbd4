// Hexes of one feature that the rulebook says come in groups of adjacent hexes
// (Unconditional Surrender 11.2.2 A: battery sites "appear in groups of two or three
// adjacent to one another (except for one lone battery which is a group all by itself)"):
//   <check rule="map.feature.groups" feature="battery-site" min-size="2" max-size="3" lone="1"
//          ref="11.2.2 A"/>
// A group is a set of feature hexes connected through adjacent hexes. Reads feature,
// min-size, max-size and lone (how many groups of a single hex the rulebook allows besides
// min-size; default 0). Each group outside the sizes is reported once, in map order; the
// lone groups past the allowed number are reported each.
#include <algorithm>
#include <unordered_set>

#include "model/validate/checks/builtin_checks.h"
#include "model/validate/validation_context.h"

namespace hexwright::model::checks {
namespace {

constexpr const char* kRule = "map.feature.groups";

class MapFeatureGroupCheck : public Check {
 public:
  std::string name() const override { return "hex feature groups"; }
  std::vector<RuleInfo> rules() const override {
    return {{kRule, "hexes with a feature form groups of adjacent hexes of other sizes than the rulebook states",
             Severity::Error, true}};
  }

  void run(const ValidationContext& ctx, Diagnostics& out) const override {
    for (const CheckConfig* c : ctx.configs(kRule)) check(ctx, out, *c);
  }

 private:
  static bool has(const Map& map, HexCoord h, const std::string& feature) {
    const auto* features = map.featuresAt(h);
    return features &&
           std::any_of(features->begin(), features->end(), [&](const HexFeature& f) { return f.type == feature; });
  }

  static void check(const ValidationContext& ctx, Diagnostics& out, const CheckConfig& c) {
    const auto feature = c.param("feature");
    if (!feature) return;
    const auto minSize = c.integer("min-size"), maxSize = c.integer("max-size");
    const int lone = c.integer("lone").value_or(0);
    const Map& map = ctx.map();
    std::vector<HexCoord> hexes;
    for (const auto& [h, features] : map.hexFeatures)
      if (map.contains(h) && has(map, h, *feature)) hexes.push_back(h);
    std::sort(hexes.begin(), hexes.end());  // map order, whatever the hash order
    std::unordered_set<HexCoord> seen;
    int lonesSeen = 0;
    for (HexCoord start : hexes) {
      if (!seen.insert(start).second) continue;
      std::vector<HexCoord> group{start};
      for (std::size_t i = 0; i < group.size(); ++i)
        for (int d = 0; d < 6; ++d) {
          const HexCoord n = neighbor(group[i], d);
          if (map.contains(n) && !seen.count(n) && has(map, n, *feature)) {
            seen.insert(n);
            group.push_back(n);
          }
        }
      const auto size = static_cast<int>(group.size());
      const bool allowedLone = size == 1 && ++lonesSeen <= lone;
      const bool tooSmall = minSize && size < *minSize && !allowedLone;
      const bool tooLarge = maxSize && size > *maxSize;
      if (!tooSmall && !tooLarge) continue;
      ctx.report(out, kRule, &c, [&] {
        std::sort(group.begin(), group.end());
        std::string labels;
        for (HexCoord h : group) labels += (labels.empty() ? "" : ", ") + ctx.label(h);
        const std::string sizes =
            rangeText(minSize ? std::optional<double>(static_cast<double>(*minSize)) : std::nullopt,
                      maxSize ? std::optional<double>(static_cast<double>(*maxSize)) : std::nullopt);
        return Finding{
            (size == 1 ? "hex " + labels + " is a lone '" + *feature + "'"
                       : "'" + *feature + "' hexes " + labels + " form a group of " + std::to_string(size)) +
                "; groups hold " + sizes +
                (lone > 0 ? " hexes, with " + std::to_string(lone) + " lone hex" + (lone > 1 ? "es" : "") : " hexes"),
            ctx.atHex(group.front())};
      });
    }
  }
};

}  // namespace

std::unique_ptr<Check> makeMapFeatureGroupCheck() { return std::make_unique<MapFeatureGroupCheck>(); }

}  // namespace hexwright::model::checks
