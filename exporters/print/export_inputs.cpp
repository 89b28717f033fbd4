#include "exporters/print/export_inputs.h"

namespace hexwright::exporters {

std::optional<ExportInputs> loadExportInputs(const std::filesystem::path& bundle, model::Diagnostics& diagnostics) {
  return io::loadBundleWithRuleset(bundle, diagnostics,
                                   io::WithoutRuleset{"export.ruleset.missing", "drawing with default presentation"});
}

}  // namespace hexwright::exporters
