#pragma once
// Factories of the built-in checks, one per checks/<concern>_check.cpp. Only
// check_registry.cpp and tests include this.
#include <memory>

#include "model/validate/check.h"

namespace hexwright::model::checks {

std::unique_ptr<Check> makeConfigCheck();
std::unique_ptr<Check> makeScenarioCheck();
std::unique_ptr<Check> makeScenarioScaleCheck();
std::unique_ptr<Check> makeScenarioSequenceCheck();
std::unique_ptr<Check> makeIdsCheck();
std::unique_ptr<Check> makeAttributeCheck();
std::unique_ptr<Check> makeAttributeImpliesCheck();
std::unique_ptr<Check> makeAttributeTrackCheck();
std::unique_ptr<Check> makeOobStructureCheck();
std::unique_ptr<Check> makeOobLeaderCheck();
std::unique_ptr<Check> makeOobCompositionCheck();
std::unique_ptr<Check> makeOobCountCheck();
std::unique_ptr<Check> makeOobWingCheck();
std::unique_ptr<Check> makeOobCompanionCheck();
std::unique_ptr<Check> makeFormationAttributeCheck();
std::unique_ptr<Check> makeMapHexsideCheck();
std::unique_ptr<Check> makeMapElevationCheck();
std::unique_ptr<Check> makeMapRouteCheck();
std::unique_ptr<Check> makeMapFeatureCheck();
std::unique_ptr<Check> makeMapFeatureGroupCheck();
std::unique_ptr<Check> makeMapNamedHexCheck();
std::unique_ptr<Check> makeMapGroundCheck();
std::unique_ptr<Check> makeMapAreaCheck();
std::unique_ptr<Check> makeSetupPlacementCheck();
std::unique_ptr<Check> makeSetupStackingCheck();
std::unique_ptr<Check> makeSetupStackRulesCheck();
std::unique_ptr<Check> makeSetupHexRulesCheck();
std::unique_ptr<Check> makeSetupAreaCheck();
std::unique_ptr<Check> makeSetupAreaCountCheck();
std::unique_ptr<Check> makeSetupStateCheck();
std::unique_ptr<Check> makeSetupArrivalCheck();
std::unique_ptr<Check> makeSetupDistanceCheck();
std::unique_ptr<Check> makeReinforcementCheck();
std::unique_ptr<Check> makeMovementCostCheck();
std::unique_ptr<Check> makeOptionalRuleCheck();
std::unique_ptr<Check> makeVictoryCheck();
std::unique_ptr<Check> makeTableCheck();
std::unique_ptr<Check> makeTableStateTerrainCheck();
std::unique_ptr<Check> makeTableGarrisonCheck();
std::unique_ptr<Check> makeTableIntervalCheck();
std::unique_ptr<Check> makeTableTerrainShapeCheck();

}  // namespace hexwright::model::checks
