#pragma once
// Whole-file reads and writes for test fixtures.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace hexwright::testing {

/// The file's bytes; empty when it cannot be read.
inline std::string readFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline void writeFile(const std::filesystem::path& p, const std::string& bytes) {
  std::ofstream out(p, std::ios::binary);
  out << bytes;
}

}  // namespace hexwright::testing
