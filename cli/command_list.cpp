#include "cli/command_list.h"

#include <CLI/CLI.hpp>

namespace hexwright::cli {

void addAllCommands(CLI::App& app, CliContext& ctx) {
  addRulesetsCommand(app, ctx);
  addSchemaCommand(app, ctx);
  addRulesCommand(app, ctx);
  addNewCommand(app, ctx);
  addInfoCommand(app, ctx);
  addGridCommand(app, ctx);
  addImportMapCommand(app, ctx);
  addImportDemCommand(app, ctx);
  addImportLandcoverCommand(app, ctx);
  addImportVectorCommand(app, ctx);
  addValidateCommand(app, ctx);
  addExportMapCommand(app, ctx);
  addExportCountersCommand(app, ctx);
  addExportRostersCommand(app, ctx);
  addExportVassalCommand(app, ctx);
  addImportOobCommand(app, ctx);
  addExportOobCommand(app, ctx);
  addExportGisCommand(app, ctx);
  addConvertOobCommand(app, ctx);
  addAnalyzeLosCommand(app, ctx);
  addAnalyzeReachCommand(app, ctx);
  addSuggestTerrainCommand(app, ctx);
}

}  // namespace hexwright::cli
