#pragma once
// Every subcommand registers itself here, explicitly (no static registrars: a static
// library drops an object file nothing references, and the registrar with it).
#include <string>

namespace CLI {
class App;
}

namespace hexwright::cli {

struct CliContext;

void addRulesetsCommand(CLI::App& app, CliContext& ctx);
void addSchemaCommand(CLI::App& app, CliContext& ctx);
void addRulesCommand(CLI::App& app, CliContext& ctx);
void addNewCommand(CLI::App& app, CliContext& ctx);
void addInfoCommand(CLI::App& app, CliContext& ctx);
void addGridCommand(CLI::App& app, CliContext& ctx);
void addImportMapCommand(CLI::App& app, CliContext& ctx);
void addImportDemCommand(CLI::App& app, CliContext& ctx);
void addImportLandcoverCommand(CLI::App& app, CliContext& ctx);
void addImportVectorCommand(CLI::App& app, CliContext& ctx);
void addValidateCommand(CLI::App& app, CliContext& ctx);
void addExportMapCommand(CLI::App& app, CliContext& ctx);
void addExportCountersCommand(CLI::App& app, CliContext& ctx);
void addExportRostersCommand(CLI::App& app, CliContext& ctx);
void addExportVassalCommand(CLI::App& app, CliContext& ctx);
void addImportOobCommand(CLI::App& app, CliContext& ctx);
void addExportOobCommand(CLI::App& app, CliContext& ctx);
void addExportGisCommand(CLI::App& app, CliContext& ctx);
void addConvertOobCommand(CLI::App& app, CliContext& ctx);
void addAnalyzeLosCommand(CLI::App& app, CliContext& ctx);
void addAnalyzeReachCommand(CLI::App& app, CliContext& ctx);
void addSuggestTerrainCommand(CLI::App& app, CliContext& ctx);

/// A command group such as `import` or `export`, created on first use so that several
/// files can each add their own subcommands to it.
CLI::App& commandGroup(CLI::App& app, const std::string& name, const std::string& description);

/// Registers every subcommand in the order `--help` lists them.
void addAllCommands(CLI::App& app, CliContext& ctx);

}  // namespace hexwright::cli
