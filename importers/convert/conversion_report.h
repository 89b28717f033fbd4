#pragma once
// What a conversion did to each formation, unit and attribute, and why: the designer's
// checklist after `hexwright convert oob`. Problems (unknown values, units that could not
// be placed) are model::Diagnostics beside it; this is the account of every decision.
#include <cstddef>
#include <string>
#include <vector>

namespace hexwright::importers::convert {

enum class ReportAction { Mapped, Merged, Split, Dropped };
const char* reportActionName(ReportAction a);  // "mapped", "merged", "split", "dropped"

struct ReportEntry {
  ReportAction action = ReportAction::Mapped;
  std::string kind;                  // "formation", "unit", "attribute", "setup", "reinforcement", "map"
  std::vector<std::string> sources;  // source ids (several for a merge)
  std::string sourceName;
  std::string target;      // target id; empty when dropped
  std::string targetType;  // level or unit type in the target ruleset
  std::string reason;
  std::string rule;  // rule numbers the table cites
};

struct ConversionReport {
  std::string from;
  std::string to;
  std::string table;  // file, or "generic" for the category fallback
  std::vector<ReportEntry> entries;

  std::size_t count(ReportAction a, const std::string& kind = {}) const;
  void add(ReportEntry e) { entries.push_back(std::move(e)); }
};

/// One line per entry, grouped by action, with counts first.
/// One line: units mapped, merged, split, dropped; formations kept and merged. The text
/// and JSON reports open with it.
std::string reportSummary(const ConversionReport& r);
std::string formatReportText(const ConversionReport& report);

}  // namespace hexwright::importers::convert
