#pragma once
// Which table a conversion uses: the one the user names, else the shipped
// schemas/conversions/<from>--<to>.xml, else the generic category fallback. Whichever
// it is, it is checked against both rulesets before it is used.
#include <filesystem>
#include <optional>

#include "importers/convert/conversion_table.h"
#include "model/ruleset/ruleset.h"

namespace hexwright::importers::convert {

std::optional<ConversionTable> conversionTableFor(const model::Ruleset& source, const model::Ruleset& target,
                                                  const std::optional<std::filesystem::path>& explicitTable,
                                                  model::Diagnostics& diagnostics);

}  // namespace hexwright::importers::convert
