#pragma once
// What the three programs' main() share: parse, run the command, map errors to exit codes.
#include <functional>

namespace CLI {
class App;
}

namespace hexwright::cli {

struct CliContext;

/// Builds the `hexwright` command line with `addCommands`, parses `argv` and runs the
/// chosen command; returns the process exit code (cli/README.md).
int runCommandLine(int argc, char** argv, const std::function<void(CLI::App&, CliContext&)>& addCommands);

}  // namespace hexwright::cli
