// hexwright: the command line. Runs the model and bundle commands itself and execs
// hexwright-print or hexwright-gis for the others (cli/command_catalogue.h), so that
// what needs no GDAL or Cairo never loads them.
#include "cli/command_catalogue.h"
#include "cli/command_line.h"

int main(int argc, char** argv) {
  using namespace hexwright::cli;
  return runCommandLine(
      argc, argv, [argv](CLI::App& app, CliContext& ctx) { addCatalogueCommands(app, ctx, coreCommands(), argv); });
}
