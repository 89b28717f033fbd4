#pragma once
// A table written for other versions of the schemas could silently map nothing: every
// level, unit type and attribute it names is checked against both rulesets first.
#include "importers/convert/conversion_table.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers::convert {

/// false, with an error per name neither ruleset has, when the table does not fit.
bool checkConversionTable(const ConversionTable& table, const model::Ruleset& source, const model::Ruleset& target,
                          model::Diagnostics& diagnostics);

}  // namespace hexwright::importers::convert
