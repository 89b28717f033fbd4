#pragma once
// Per-hex import findings ("hex 0312: 42% outside the DEM"), each naming the hex by its
// printed label so the editor can jump to it. A large map can produce thousands of the
// same finding, so each rule keeps the first `perRule` and then one summary line.
#include <cstddef>
#include <map>
#include <optional>
#include <string>

#include "model/core/diagnostic.h"
#include "model/hex/hex_grid.h"

namespace hexwright::importers {

class HexReport {
 public:
  HexReport(model::Diagnostics& sink, const model::HexGrid& grid, std::size_t perRule = 25);
  /// Flushes the summaries.
  ~HexReport();
  HexReport(const HexReport&) = delete;
  HexReport& operator=(const HexReport&) = delete;

  /// `message` follows "hex 0312: ".
  void add(model::Severity severity, const std::string& rule, model::HexCoord hex, const std::string& message);
  std::size_t count(const std::string& rule) const;

  /// A rule's closing line past `perRule` ("and 74 more hexes (99 in all)"), and how a
  /// report reads the total back from it (nothing for any other diagnostic), so a
  /// printer can fold a rule's findings into one line.
  static std::string summaryMessage(std::size_t more, std::size_t total);
  static std::optional<std::size_t> totalIn(const model::Diagnostic& d);

 private:
  struct Tally {
    model::Severity severity = model::Severity::Info;
    std::size_t count = 0;
  };
  model::Diagnostics& m_sink;
  const model::HexGrid& m_grid;
  std::size_t m_perRule;
  std::map<std::string, Tally> m_tallies;
};

}  // namespace hexwright::importers
