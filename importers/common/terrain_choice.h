#pragma once
// One terrain for a mixed hex, from the shares of each terrain type in it. Pure; shared
// by land-cover rasters (pixel counts) and vector polygons (covered areas).
#include <optional>
#include <string>
#include <vector>

#include "model/ruleset/ruleset.h"

namespace hexwright::importers {

enum class CoverMethod {
  Majority,  // the largest share wins
  Coverage,  // of the types covering at least the threshold, the ruleset's precedence wins
  Centre,    // what lies under the hex's centre (land cover only; else as Majority)
};
const char* coverMethodName(CoverMethod m);  // "majority", "coverage", "centre"
std::optional<CoverMethod> parseCoverMethod(const std::string& name);

struct CoverShare {
  model::TypeId terrain;
  double fraction = 0;    // of the hex, 0..1
  double threshold = -1;  // this type's own threshold; < 0: the method's
};

/// Majority (and Centre, whose caller decides the centre first): the largest share (ties: higher precedence, then id).
/// Coverage: among the shares reaching their threshold, the highest precedence (a type whose precedence the ruleset
/// does not state ranks below every stated one), ties broken by the larger share; nullopt when none reaches its
/// threshold.
std::optional<model::TypeId> chooseTerrain(const std::vector<CoverShare>& shares, CoverMethod method, double threshold,
                                           const model::Ruleset& ruleset);

}  // namespace hexwright::importers
