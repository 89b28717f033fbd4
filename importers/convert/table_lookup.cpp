#include "importers/convert/table_lookup.h"

#include "importers/convert/generic_table.h"
#include "importers/convert/table_check.h"

namespace hexwright::importers::convert {

std::optional<ConversionTable> conversionTableFor(const model::Ruleset& source, const model::Ruleset& target,
                                                  const std::optional<std::filesystem::path>& explicitTable,
                                                  model::Diagnostics& d) {
  std::optional<std::filesystem::path> file = explicitTable;
  if (!file) file = findConversionTable(source.id, target.id);
  if (!file) {
    d.add(model::Severity::Warning, "convert.table.generic",
          "no conversion table " + source.id + "--" + target.id +
              ".xml; unit types are matched by category and every choice is reported");
    return genericTable(source, target);
  }
  auto table = readConversionTable(*file, d);
  if (!table || !checkConversionTable(*table, source, target, d)) return std::nullopt;
  return table;
}

}  // namespace hexwright::importers::convert
