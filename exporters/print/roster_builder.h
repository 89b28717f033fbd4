#pragma once
// Builds roster sheets from a scenario's order of battle, in the form each game's
// rulebook describes:
//  - bloody-april (Case 26.0): one sheet per brigade with the 8-box roster line, guns,
//    24 fatigue boxes (infantry), 10/5 ammunition boxes, morale, and the write-in lines
//    of 26.13; plus a command staff sheet per side.
//  - unconditional-surrender (1.3): one roster per side, a box per strength point,
//    brigade shatter figures, artillery values with gun and crew point boxes, and the
//    army morale boxes.
//  - every other schema (Dress on the Colors' brigade rosters among them): one sheet
//    per brigade with a box per strength point or stand and every attribute the schema
//    declares for the units.
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
