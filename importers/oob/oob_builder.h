#pragma once
// Gives a parsed order of battle its ruleset meaning: sides, OOB levels, unit types,
// strength from men, gun points, weapon classes, ranks, counter abbreviations and
// formation codes, through the ruleset's conversion profile. What neither the source
// nor the profile states stays unknown and is reported, once per kind of gap.
#include "importers/common/oob_profile.h"
#include "importers/oob/raw_oob.h"
#include "model/core/diagnostic.h"
#include "model/oob/order_of_battle.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers::oob {

/// `existing` is the order of battle the result will be appended to: new ids never
/// collide with its ids. `profile` may be null (a ruleset without a profile): then
/// only values the source states directly are set.
model::OrderOfBattle buildOob(const RawOob& raw, const model::Ruleset& ruleset, const OobProfile* profile,
                              const model::OrderOfBattle& existing, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers::oob
