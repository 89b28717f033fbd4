#pragma once
// The order of battle as CSV in the path-column form csv_oob_parser.h reads, so that
// `export oob` then `import oob` gives the same order of battle: ids, sides, levels,
// codes, commanders, types, designations, notes and every attribute (attr:NAME).
#include <string>

#include "model/oob/order_of_battle.h"

namespace hexwright::importers::oob {

std::string writeOobCsv(const model::OrderOfBattle& oob);

}  // namespace hexwright::importers::oob
