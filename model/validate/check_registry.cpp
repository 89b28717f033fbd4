#include "model/validate/check_registry.h"

#include <stdexcept>

#include "model/validate/checks/builtin_checks.h"

namespace hexwright::model {

void CheckRegistry::add(std::unique_ptr<Check> check) {
  for (const RuleInfo& rule : check->rules()) {
    if (!m_ruleIndex.emplace(rule.id, m_rules.size()).second)
      throw std::logic_error("validation rule '" + rule.id + "' is registered twice");
    m_rules.push_back(rule);
  }
  m_checks.push_back(std::move(check));
}

const RuleInfo* CheckRegistry::findRule(const std::string& id) const {
  auto it = m_ruleIndex.find(id);
  return it == m_ruleIndex.end() ? nullptr : &m_rules[it->second];
}

void registerBuiltinChecks(CheckRegistry& r) {
  // Scenario-level facts first, then ids and attributes, the OOB, the map, setup,
  // reinforcements, victory and the tabletop: later checks may assume earlier ids exist.
  r.add(checks::makeConfigCheck());
  r.add(checks::makeScenarioCheck());
  r.add(checks::makeScenarioScaleCheck());
  r.add(checks::makeScenarioSequenceCheck());
  r.add(checks::makeIdsCheck());
  r.add(checks::makeAttributeCheck());
  r.add(checks::makeAttributeImpliesCheck());
  r.add(checks::makeAttributeTrackCheck());
  r.add(checks::makeOobStructureCheck());
  r.add(checks::makeOobLeaderCheck());
  r.add(checks::makeOobCompositionCheck());
  r.add(checks::makeOobCountCheck());
  r.add(checks::makeOobWingCheck());
  r.add(checks::makeOobCompanionCheck());
  r.add(checks::makeFormationAttributeCheck());
  r.add(checks::makeMapHexsideCheck());
  r.add(checks::makeMapElevationCheck());
  r.add(checks::makeMapRouteCheck());
  r.add(checks::makeMapFeatureCheck());
  r.add(checks::makeMapFeatureGroupCheck());
  r.add(checks::makeMapNamedHexCheck());
  r.add(checks::makeMapGroundCheck());
  r.add(checks::makeMapAreaCheck());
  r.add(checks::makeSetupPlacementCheck());
  r.add(checks::makeSetupStackingCheck());
  r.add(checks::makeSetupStackRulesCheck());
  r.add(checks::makeSetupHexRulesCheck());
  r.add(checks::makeSetupAreaCheck());
  r.add(checks::makeSetupAreaCountCheck());
  r.add(checks::makeSetupStateCheck());
  r.add(checks::makeSetupArrivalCheck());
  r.add(checks::makeSetupDistanceCheck());
  r.add(checks::makeReinforcementCheck());
  r.add(checks::makeMovementCostCheck());
  r.add(checks::makeOptionalRuleCheck());
  r.add(checks::makeVictoryCheck());
  r.add(checks::makeTableCheck());
  r.add(checks::makeTableStateTerrainCheck());
  r.add(checks::makeTableGarrisonCheck());
  r.add(checks::makeTableIntervalCheck());
  r.add(checks::makeTableTerrainShapeCheck());
}

const CheckRegistry& builtinChecks() {
  static const CheckRegistry registry = [] {
    CheckRegistry r;
    registerBuiltinChecks(r);
    return r;
  }();
  return registry;
}

}  // namespace hexwright::model
