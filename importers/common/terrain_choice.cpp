#include "importers/common/terrain_choice.h"

#include <climits>
#include <tuple>

namespace hexwright::importers {
namespace {

int precedenceOf(const model::Ruleset& rs, const model::TypeId& id) {
  const model::TerrainType* t = rs.findTerrain(id);
  return t && t->precedence ? *t->precedence : INT_MIN;
}

}  // namespace

const char* coverMethodName(CoverMethod m) {
  switch (m) {
    case CoverMethod::Majority:
      return "majority";
    case CoverMethod::Coverage:
      return "coverage";
    case CoverMethod::Centre:
      return "centre";
  }
  return "majority";
}

std::optional<CoverMethod> parseCoverMethod(const std::string& name) {
  if (name == "majority") return CoverMethod::Majority;
  if (name == "coverage") return CoverMethod::Coverage;
  if (name == "centre" || name == "center") return CoverMethod::Centre;
  return std::nullopt;
}

std::optional<model::TypeId> chooseTerrain(const std::vector<CoverShare>& shares, CoverMethod method, double threshold,
                                           const model::Ruleset& ruleset) {
  const CoverShare* best = nullptr;
  auto key = [&](const CoverShare& s) {
    // Ids compare reversed so that, all else equal, the alphabetically first id wins.
    return method != CoverMethod::Coverage
               ? std::make_tuple(s.fraction, precedenceOf(ruleset, s.terrain), 0.0)
               : std::make_tuple(static_cast<double>(precedenceOf(ruleset, s.terrain)), 0, s.fraction);
  };
  for (const CoverShare& s : shares) {
    if (s.fraction <= 0) continue;
    if (method == CoverMethod::Coverage && s.fraction + 1e-12 < (s.threshold >= 0 ? s.threshold : threshold)) continue;
    if (!best || key(s) > key(*best) || (key(s) == key(*best) && s.terrain < best->terrain)) best = &s;
  }
  if (!best) return std::nullopt;
  return best->terrain;
}

}  // namespace hexwright::importers
