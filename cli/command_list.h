#pragma once
// Every command is declared once, in commands.def, and registered from that list (no
// static registrars: a static library drops an object file nothing references, and the
// registrar with it).
#include <string>

namespace CLI {
class App;
}

namespace hexwright::cli {

struct CliContext;

// The add functions (commands.def): each gives its command, made from its line there,
// its options and callback.
#define HEXWRIGHT_COMMAND(program, group, name, add, source, description) void add(CLI::App& command, CliContext& ctx);
#include "cli/commands.def"
#undef HEXWRIGHT_COMMAND

/// A command group such as `import` or `export`, created on first use so that several
/// files can each add their own subcommands to it.
CLI::App& commandGroup(CLI::App& app, const std::string& name, const std::string& description);

/// Every command with its options, in the order `--help` lists them (hexwright-gis).
void addAllCommands(CLI::App& app, CliContext& ctx);

}  // namespace hexwright::cli
