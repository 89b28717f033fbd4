// The commands `hexwright` runs in its own process: model, bundles and orders of battle only.
#include "cli/command_catalogue.h"
#include "cli/command_list.h"

namespace hexwright::cli {

std::span<const CommandRegistration> coreCommands() {
  static constexpr CommandRegistration kCore[] = {
      {"rulesets", addRulesetsCommand},
      {"schema", addSchemaCommand},
      {"rules", addRulesCommand},
      {"new", addNewCommand},
      {"validate", addValidateCommand},
      {"import oob", addImportOobCommand},
      {"export oob", addExportOobCommand},
      {"convert oob", addConvertOobCommand},
      {"analyze los", addAnalyzeLosCommand},
      {"analyze reach", addAnalyzeReachCommand},
  };
  return kCore;
}

}  // namespace hexwright::cli
