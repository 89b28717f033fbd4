#pragma once
// Orders of battle as CSV or TSV (the delimiter is the header's: tab or comma). The
// hierarchy is either one `path` column ("Army of the Tennessee/First Division/First
// Brigade", "\/" for a slash inside a name) or level columns `army`, `corps`,
// `division`, `brigade`. Other columns: side, unit (or name), type, commander, rank,
// role, men, guns, weapon, designation, code, level, id, notes, source, and attr:NAME
// for any schema attribute. A row without a unit name describes its formation. With
// neither, `id` and `parent` columns give it (parent_links.h); a game's `size` and
// `command` columns make a counter roster (counter_roster.h).
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "importers/oob/raw_oob.h"
#include "model/core/diagnostic.h"

namespace hexwright::importers::oob {

RawOob parseOobCsv(std::string_view text, const std::string& fileName, model::Diagnostics& diagnostics);

/// One row of a table (a CSV record, a workbook row), with the source line or row number.
struct TableRow {
  int line = 0;
  std::vector<std::string> cells;
  bool unclosedQuote = false;
  bool madeHeader = false;  // a header the reader made (data records, a counter file): one whatever it names
};

/// CSV text as rows (RFC 4180 quotes, also over several lines), each with its first line.
std::vector<TableRow> splitCsvRows(std::string_view text, char delimiter);

/// CSV or TSV text as rows, split at the delimiter most records use alike (tab, "," or
/// ";"), which is returned too.
std::pair<std::vector<TableRow>, char> csvTableRows(std::string_view text);

/// The table reading every tabular source shares: the header found below a title block
/// (by its column words, published spellings included: "Regiment", "Strength"), blank rows
/// skipped, blank level cells filled down from the row above (merged cells), thousands
/// separators of any locale, totals rows and unknown columns kept as notes; a row that
/// cannot be read is a warning with its line, never the end of the import.
RawOob parseOobTable(const std::vector<TableRow>& rows, const std::string& style, const std::string& fileName,
                     model::Diagnostics& diagnostics);

/// One CSV record's fields; quotes as RFC 4180 ("" inside quotes is one ").
/// nullopt when a quoted field is not closed on the line.
std::optional<std::vector<std::string>> splitCsvRecord(std::string_view line, char delimiter);

}  // namespace hexwright::importers::oob
