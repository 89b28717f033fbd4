#include "importers/convert/conversion_report.h"

#include <sstream>

namespace hexwright::importers::convert {

const char* reportActionName(ReportAction a) {
  switch (a) {
    case ReportAction::Mapped:
      return "mapped";
    case ReportAction::Merged:
      return "merged";
    case ReportAction::Split:
      return "split";
    case ReportAction::Dropped:
      return "dropped";
  }
  return "mapped";
}

std::size_t ConversionReport::count(ReportAction a, const std::string& kind) const {
  std::size_t n = 0;
  for (const auto& e : entries)
    if (e.action == a && (kind.empty() || e.kind == kind)) ++n;
  return n;
}

std::string reportSummary(const ConversionReport& r) {
  std::ostringstream out;
  out << r.count(ReportAction::Mapped, "unit") << " units mapped, " << r.count(ReportAction::Merged, "unit")
      << " merged, " << r.count(ReportAction::Split, "unit") << " kept whole where the target splits, "
      << r.count(ReportAction::Dropped, "unit") << " dropped; " << r.count(ReportAction::Mapped, "formation")
      << " formations kept, " << r.count(ReportAction::Merged, "formation") << " merged into their parents";
  return out.str();
}

std::string formatReportText(const ConversionReport& r) {
  std::ostringstream out;
  out << "Summary: " << reportSummary(r) << '\n';
  out << "Order of battle converted from " << r.from << " to " << r.to << " (table: " << r.table << ")\n";
  const ReportAction all[] = {ReportAction::Mapped, ReportAction::Merged, ReportAction::Split, ReportAction::Dropped};
  for (ReportAction a : all)
    out << "  " << reportActionName(a) << ": " << r.count(a, "unit") << " units, " << r.count(a, "formation")
        << " formations, " << r.count(a) - r.count(a, "unit") - r.count(a, "formation") << " other\n";
  for (ReportAction a : all) {
    if (r.count(a) == 0) continue;
    out << '\n' << reportActionName(a) << ":\n";
    for (const auto& e : r.entries) {
      if (e.action != a) continue;
      out << "  " << e.kind << ' ';
      out << (e.sourceName.empty() ? (e.sources.empty() ? std::string("-") : e.sources.front()) : e.sourceName);
      if (e.sources.size() > 1) out << " (" << e.sources.size() << " units)";
      if (!e.target.empty()) out << " -> " << e.target;
      if (!e.targetType.empty()) out << " [" << e.targetType << "]";
      if (!e.reason.empty()) out << ": " << e.reason;
      if (!e.rule.empty()) out << " (" << e.rule << ")";
      out << '\n';
    }
  }
  return out.str();
}

}  // namespace hexwright::importers::convert
