#pragma once
// The arm of a unit as a listing states it, before any ruleset meaning: "artillery",
// "cavalry", "other" (engineers, pioneers, signal) or "infantry" (a regiment with no arm
// word, as every published listing writes infantry). The dry-run review and the corpus
// counts use it; the builder types units against the ruleset's own words.
#include <string>

#include "importers/oob/raw_oob.h"

namespace hexwright::importers::oob {

std::string unitCategory(const RawUnit& unit);

}  // namespace hexwright::importers::oob
