#include "importers/common/hex_report.h"

#include <cstdlib>

#include "model/hex/offset_coord.h"

namespace hexwright::importers {

HexReport::HexReport(model::Diagnostics& sink, const model::HexGrid& grid, std::size_t perRule)
    : m_sink(sink), m_grid(grid), m_perRule(perRule) {}

HexReport::~HexReport() {
  for (const auto& [rule, tally] : m_tallies) {
    if (tally.count <= m_perRule) continue;
    m_sink.add(tally.severity, rule, summaryMessage(tally.count - m_perRule, tally.count));
  }
}

void HexReport::add(model::Severity severity, const std::string& rule, model::HexCoord hex,
                    const std::string& message) {
  Tally& tally = m_tallies[rule];
  tally.severity = severity;
  if (++tally.count > m_perRule) return;
  model::Location where;
  where.hex = hex;
  where.hexLabel = model::formatLabel(hex, m_grid.convention);
  std::string text = "hex " + where.hexLabel + ": " + message;
  m_sink.add(severity, rule, std::move(text), std::move(where));
}

std::size_t HexReport::count(const std::string& rule) const {
  auto it = m_tallies.find(rule);
  return it == m_tallies.end() ? 0 : it->second.count;
}

std::string HexReport::summaryMessage(std::size_t more, std::size_t total) {
  return "and " + std::to_string(more) + " more hexes (" + std::to_string(total) + " in all)";
}

std::optional<std::size_t> HexReport::totalIn(const model::Diagnostic& d) {
  const std::string& m = d.message;
  const auto open = m.find(" more hexes (");
  if (d.location.hex || !m.starts_with("and ") || open == std::string::npos || !m.ends_with(" in all)"))
    return std::nullopt;
  return std::strtoull(m.c_str() + open + 13, nullptr, 10);
}

}  // namespace hexwright::importers
