#include "cli/command_list.h"

#include <CLI/CLI.hpp>

#include "cli/command_catalogue.h"

namespace hexwright::cli {

std::span<const CommandRegistration> allCommands() {
  static constexpr CommandRegistration kAll[] = {
#define HEXWRIGHT_COMMAND(program, group, name, add, source, description) {group, name, add},
#include "cli/commands.def"
#undef HEXWRIGHT_COMMAND
  };
  return kAll;
}

void addAllCommands(CLI::App& app, CliContext& ctx) { addCatalogueCommands(app, ctx, allCommands(), nullptr); }

}  // namespace hexwright::cli
