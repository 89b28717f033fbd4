#pragma once
// Formation codes ("2-1": First Brigade of the Second Division) from the conversion
// profile: a code stated for a formation by name, else the parts each formation up the
// tree contributes (a stated part, or its ordinal: a Roman numeral for a corps), joined by
// the profile's separator, for the levels the profile codes. A part nobody states leaves
// the codes under it unknown, reported once per formation.
#include <optional>
#include <string>
#include <vector>

#include "importers/common/oob_profile.h"
#include "importers/oob/oob_build_report.h"
#include "model/oob/order_of_battle.h"

namespace hexwright::importers::oob {

/// The code of `formations[i]`, whose parents are `parentIndex` (by index); "" when the
/// profile codes no formation at its level, nullopt when a part is unknown.
std::optional<std::string> formationCode(const OobProfile& profile, const std::vector<model::Formation>& formations,
                                         const std::vector<std::optional<std::size_t>>& parentIndex, std::size_t i,
                                         OobBuildReport& report);

}  // namespace hexwright::importers::oob
