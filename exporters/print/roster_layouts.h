#pragma once
// The two ways roster sheets are laid out: by the schema's <roster> (a game's own form,
// model/ruleset/rosters.h), or, for a schema without one, generic brigade rosters with a
// box per strength point or stand and a column per attribute set.
#include "exporters/print/roster_source.h"

namespace hexwright::exporters {

RosterDocument schemaRosters(const RosterSource& source, const model::RosterLayout& layout, double portraitWidth,
                             double landscapeWidth);

RosterDocument genericRosters(const RosterSource& source, double portraitWidth, double landscapeWidth);

}  // namespace hexwright::exporters
