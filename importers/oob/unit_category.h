#pragma once
// The arm of a unit as a listing states it, before any ruleset meaning: "artillery",
// "cavalry", "other" (engineers, pioneers, signal) or "infantry" (a regiment with no arm
// word, as every published listing writes infantry). The corpus counts use it; the
// builder types units against the ruleset's own words first, and falls back on the arm a
// name states in a printed abbreviation ("2nd U.S. Dgns.", "DuBois Baty").
#include <string>

#include "importers/oob/raw_oob.h"

namespace hexwright::importers::oob {

std::string unitCategory(const RawUnit& unit);

/// The arm a text states by a word or a printed abbreviation ("Art'y", "Dgns", "Mtd.");
/// empty when it states none.
std::string statedArm(const std::string& text);

}  // namespace hexwright::importers::oob
