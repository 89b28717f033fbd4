#include "model/validate/rule_basis.h"

#include <array>
#include <utility>

namespace hexwright::model {
namespace {

using Entry = std::pair<std::string_view, std::string_view>;

// Rules whose basis is narrower than their family's.
constexpr std::array kRules{
    Entry{"ids.terrain.unknown", "ruleset schema, <terrain>"},
    Entry{"ids.feature.unknown", "ruleset schema, <features>"},
    Entry{"ids.hexside.unknown", "ruleset schema, <hexsides>"},
    Entry{"ids.route.unknown", "ruleset schema, <routes>"},
    Entry{"ids.unit-type.unknown", "ruleset schema, <units>"},
    Entry{"ids.level.unknown", "ruleset schema, <oob>"},
    Entry{"ids.side.unknown", "bundle format, scenario.xml <sides>"},
    Entry{"ids.area-kind.unknown", "ruleset schema, <areas>"},
    Entry{"map.elevation.range", "ruleset schema, <elevation>"},
    Entry{"map.area.duplicate", "bundle format, map.xml <areas>"},
    Entry{"map.area.off-map", "bundle format, map.xml <areas>"},
    Entry{"map.area.empty", "bundle format, map.xml <areas>"},
    Entry{"map.area.side", "bundle format, map.xml <areas>"},
    Entry{"map.route.gap", "bundle format, map.xml <routes>"},
    Entry{"map.route.off-map", "bundle format, map.xml <routes>"},
    Entry{"map.route.short", "bundle format, map.xml <routes>"},
    Entry{"map.route.repeat", "bundle format, map.xml <routes>"},
    Entry{"map.route.duplicate", "bundle format, map.xml <routes>"},
    Entry{"map.ground.disagrees", "bundle format, map.xml <vector-layers> kept ground"},
    Entry{"map.hexside.direction-missing", "ruleset schema, <hexsides> directional"},
    Entry{"map.hexside.direction-unexpected", "ruleset schema, <hexsides> directional"},
    Entry{"scenario.side.unknown", "ruleset schema, <sides>"},
    Entry{"scenario.optional-rule.unknown", "ruleset schema, <optional-rules>"},
    Entry{"scenario.turns.length", "ruleset schema, <turns>"},
    Entry{"scenario.grid.kind", "ruleset schema, <grid>"},
    Entry{"scenario.scale.range", "ruleset schema, <scale>"},
    Entry{"scenario.deployment-order.invalid", "bundle format, scenario.xml <deployment-order>"},
    Entry{"setup.area.unknown", "bundle format, map.xml <areas>"},
    Entry{"reinforcement.area.unknown", "bundle format, map.xml <areas>"},
    Entry{"validate.check.unknown-rule", "ruleset schema, <checks>"},
    Entry{"validate.waiver.unused", "bundle format, scenario.xml <waivers>"},
    Entry{"validate.override.unknown-rule", "bundle format, scenario.xml <severity-overrides>"},
    Entry{"validate.override.invalid", "bundle format, scenario.xml <severity-overrides>"},
};

// Families: the id up to its first dot.
constexpr std::array kFamilies{
    Entry{"ids", "ruleset schema, the types it defines"},
    Entry{"attribute", "ruleset schema, <attribute> declarations"},
    Entry{"map", "bundle format, map.xml"},
    Entry{"table", "bundle format, map.xml <table>"},
    Entry{"oob", "bundle format, oob.xml"},
    Entry{"formation", "bundle format, oob.xml <formations>"},
    Entry{"setup", "bundle format, scenario.xml <setup>"},
    Entry{"reinforcement", "bundle format, scenario.xml <reinforcements>"},
    Entry{"victory", "bundle format, scenario.xml <victory>"},
    Entry{"scenario", "bundle format, scenario.xml"},
    Entry{"validate", "bundle format, scenario.xml <checks>"},
};

}  // namespace

std::string ruleBasis(std::string_view rule) {
  for (const auto& [id, basis] : kRules)
    if (id == rule) return std::string(basis);
  const std::string_view family = rule.substr(0, rule.find('.'));
  for (const auto& [id, basis] : kFamilies)
    if (id == family) return std::string(basis);
  return "bundle format";
}

}  // namespace hexwright::model
