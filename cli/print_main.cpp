// hexwright-print: `hexwright` execs it for the printed outputs (Cairo/Pango, no GDAL).
#include <vector>

#include "cli/command_catalogue.h"
#include "cli/command_line.h"

int main(int argc, char** argv) {
  using namespace hexwright::cli;
  std::vector<CommandRegistration> own(coreCommands().begin(), coreCommands().end());
  own.insert(own.end(), printCommands().begin(), printCommands().end());
  return runCommandLine(argc, argv, [&](CLI::App& app, CliContext& ctx) { addCatalogueCommands(app, ctx, own, argv); });
}
