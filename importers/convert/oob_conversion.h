#pragma once
// The order of battle half of `convert oob`: formations through the table's level rules,
// units through its unit-type rules (mapped 1:1, merged into the formation-level unit the
// target plays with, kept whole where the target is finer, or dropped), attributes
// through its attribute rules. Nothing is written here.
#include <map>
#include <vector>

#include "importers/convert/conversion_report.h"
#include "importers/convert/conversion_table.h"
#include "model/oob/order_of_battle.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers::convert {

struct OobConversion {
  model::OrderOfBattle oob;
  /// Source unit -> the target unit it became (several sources share one when merged).
  std::map<model::UnitId, model::UnitId> unitMap;
  /// Target unit -> the source units merged into it, in source order.
  std::map<model::UnitId, std::vector<model::UnitId>> mergedFrom;
  ConversionReport report;
};

OobConversion convertOob(const model::OrderOfBattle& source, const model::Ruleset& from, const model::Ruleset& to,
                         const ConversionTable& table, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers::convert
