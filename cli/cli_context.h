#pragma once
// What every subcommand shares: where to print, and the exit code to return.
#include <iosfwd>

namespace hexwright::cli {

/// Exit codes, the same for every command (cli/README.md).
enum ExitCode : int {
  kExitOk = 0,
  kExitValidationErrors = 1,
  kExitBadInput = 2,  // bad usage or unreadable input
};

struct CliContext {
  std::ostream& out;
  std::ostream& err;
  bool stderrIsTerminal = false;  // progress bars only on a terminal
  int exitCode = kExitOk;
  char** argv = nullptr;  // as the program was run: a command that needs another program execs it
};

}  // namespace hexwright::cli
