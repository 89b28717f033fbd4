#pragma once
// The whole bundle half of `convert oob`: a new scenario for the target ruleset holding
// the converted order of battle, a fresh map of the source's size (the rulesets' hexes are
// different ground and their terrain lists differ), and the setup and reinforcements of
// units that still exist. Merged units start where their first placed member did.
// Victory conditions, optional rules and map-bound data belong to the source game and
// are reported as dropped.
#include "importers/convert/conversion_table.h"
#include "importers/convert/oob_conversion.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::importers::convert {

struct ScenarioConversion {
  model::Scenario scenario;
  OobConversion oob;  // its report covers the whole conversion
};

ScenarioConversion convertScenario(const model::Scenario& source, const model::Ruleset& from, const model::Ruleset& to,
                                   const ConversionTable& table, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers::convert
