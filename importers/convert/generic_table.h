#pragma once
// The fallback when no schemas/conversions/<from>--<to>.xml exists: levels kept where the
// target has the same level id, else merged up; unit types matched by what they are
// (NATO symbol and leader flag, model/ruleset UnitType); attributes copied only where the
// target type declares the same name and type. Every one of these guesses is marked
// byCategory so the report says it came from no rulebook.
#include "importers/convert/conversion_table.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers::convert {

ConversionTable genericTable(const model::Ruleset& source, const model::Ruleset& target);

/// The rule the fallback would make for one source type (also used for types a written
/// table forgot); Drop with a reason when the target has nothing of that category.
UnitRule ruleByCategory(const model::UnitType& from, const model::Ruleset& target);

}  // namespace hexwright::importers::convert
