#pragma once
// Runs the built `hexwright` as a user would and captures what it prints.
#include <sys/wait.h>

#include <cstdlib>
#include <string>

#include "support/files.h"
#include "support/temp_dir.h"

namespace hexwright::testing {

struct CliResult {
  int exitCode = -1;
  std::string out;
  std::string err;
};

/// `args` is appended to the command line as is (quote paths with spaces yourself).
inline CliResult runCli(const std::string& args) {
  TempDir tmp;
  const auto outFile = tmp / "stdout";
  const auto errFile = tmp / "stderr";
  const std::string cmd = std::string(HEXWRIGHT_CLI) + " " + args + " >" + outFile.string() + " 2>" + errFile.string();
  const int status = std::system(cmd.c_str());
  CliResult r;
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = readFile(outFile);
  r.err = readFile(errFile);
  return r;
}

}  // namespace hexwright::testing
