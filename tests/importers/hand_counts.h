#pragma once
// The hand-made .counts files of both order-of-battle corpora (oob_corpus/README.md):
// "key: value" lines, "entry: name | type | formation [| notes]" lines, "#" comments.
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace hexwright::testing {

inline std::string readAll(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline std::string trimmed(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  const auto e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

struct HandCounts {
  std::map<std::string, std::string> values;
  std::vector<std::vector<std::string>> entries;
};

inline HandCounts readCounts(const std::filesystem::path& p) {
  HandCounts c;
  std::istringstream in(readAll(p));
  for (std::string line; std::getline(in, line);) {
    line = trimmed(line);
    if (line.empty() || line[0] == '#') continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    const std::string key = trimmed(line.substr(0, colon));
    const std::string value = trimmed(line.substr(colon + 1));
    if (key == "entry") {
      std::vector<std::string> fields;
      std::istringstream f(value);
      for (std::string field; std::getline(f, field, '|');) fields.push_back(trimmed(field));
      c.entries.push_back(fields);
    } else {
      c.values[key] = value;
    }
  }
  return c;
}

}  // namespace hexwright::testing
