#include "exporters/print/export_inputs.h"

#include "model/io/bundle.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::exporters {

std::optional<ExportInputs> loadExportInputs(const std::filesystem::path& bundle, model::Diagnostics& diagnostics) {
  auto scenario = io::loadBundle(bundle, diagnostics);
  if (!scenario) return std::nullopt;
  ExportInputs in{std::move(*scenario), std::nullopt};
  model::Diagnostics schema;
  in.ruleset = io::loadRulesetById(in.scenario.rulesetId, schema);
  if (!in.ruleset) {
    diagnostics.add(model::Severity::Warning, "export.ruleset.missing",
                    "ruleset '" + in.scenario.rulesetId + "' could not be loaded; drawing with default presentation");
    // Keep the reasons, but as warnings: the export itself can go on.
    for (auto d : schema.items()) {
      if (d.severity == model::Severity::Error) d.severity = model::Severity::Warning;
      diagnostics.add(std::move(d));
    }
  }
  return in;
}

}  // namespace hexwright::exporters
