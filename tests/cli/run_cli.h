#pragma once
// Runs the built `hexwright` as a user would and captures what it prints.
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

namespace hexwright::testing {

struct CliResult {
  int exitCode = -1;
  std::string out;
  std::string err;
};

inline std::string readFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// A fresh directory under the system temp folder, removed when the object dies.
class TempDir {
 public:
  TempDir() {
    std::random_device rd;
    m_path = std::filesystem::temp_directory_path() / ("hexwright-test-" + std::to_string(rd()) + std::to_string(rd()));
    std::filesystem::create_directories(m_path);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(m_path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return m_path; }
  std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

 private:
  std::filesystem::path m_path;
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
