#include "importers/common/hex_report.h"

#include "model/hex/offset_coord.h"

namespace hexwright::importers {

HexReport::HexReport(model::Diagnostics& sink, const model::HexGrid& grid, std::size_t perRule)
    : m_sink(sink), m_grid(grid), m_perRule(perRule) {}

HexReport::~HexReport() {
  for (const auto& [rule, tally] : m_tallies) {
    if (tally.count <= m_perRule) continue;
    m_sink.add(
        tally.severity, rule,
        "and " + std::to_string(tally.count - m_perRule) + " more hexes (" + std::to_string(tally.count) + " in all)");
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

}  // namespace hexwright::importers
