#pragma once
#include <string>

namespace hexwright::model {

/// Where an imported entry came from, so a designer can go back to the source line.
struct Provenance {
  std::string file;
  int line = 0;
  friend bool operator==(const Provenance&, const Provenance&) = default;
  bool empty() const { return file.empty() && line == 0; }
};

}  // namespace hexwright::model
