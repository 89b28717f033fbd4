#pragma once
// Builds roster sheets from a scenario's order of battle, in the form the game's schema
// gives in <roster> (Bloody April's Case 26.0 sheet per brigade, Unconditional
// Surrender's rule 1.3 roster per side: schemas/README.md), or, for a schema with none
// (Dress on the Colors' brigade rosters among them), one sheet per brigade with a box per
// strength point or stand and every attribute set for its units (roster_layouts.h).
// Values come only from the units' attributes; unknown ones are left blank to fill in.
#include "exporters/render/roster_document.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::exporters {

/// `contentWidthMm` is the usable width of the page the rosters will be printed on in
/// portrait; landscape profiles use the height instead.
RosterDocument buildRosters(const model::Scenario& scenario, const model::Ruleset* ruleset, double pageWidthMm,
                            double pageHeightMm, double marginMm = 12);

}  // namespace hexwright::exporters
