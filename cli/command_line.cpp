#include "cli/command_line.h"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/cli_context.h"
#include "cli/heap_tuning.h"

namespace hexwright::cli {

int runCommandLine(int argc, char** argv, const std::function<void(CLI::App&, CliContext&)>& addCommands) {
  keepLargeBuffersOnTheHeap();
  CliContext ctx{std::cout, std::cerr, isatty(STDERR_FILENO) != 0};
  ctx.argv = argv;

  CLI::App app{
      "Hexwright: author battles for American Civil War wargames.\n"
      "Run 'hexwright COMMAND --help' for a command's options.",
      "hexwright"};
  app.set_version_flag("--version", std::string("hexwright ") + HEXWRIGHT_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);
  addCommands(app, ctx);

  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    return app.exit(e);  // --help, --version
  } catch (const CLI::ParseError& e) {
    // CLI11 prints usage errors itself; our contract is exit code 2 for bad usage.
    app.exit(e);
    return kExitBadInput;
  } catch (const std::exception& e) {
    std::cerr << "hexwright: error: " << e.what() << '\n';
    return kExitBadInput;
  }
  return ctx.exitCode;
}

}  // namespace hexwright::cli
