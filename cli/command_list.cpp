#include "cli/command_list.h"

#include <CLI/CLI.hpp>

namespace hexwright::cli {

CLI::App& commandGroup(CLI::App& app, const std::string& name, const std::string& description) {
  for (CLI::App* existing : app.get_subcommands({}))
    if (existing->get_name() == name) return *existing;
  CLI::App* group = app.add_subcommand(name, description);
  group->require_subcommand(1);
  return *group;
}

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
}

}  // namespace hexwright::cli
