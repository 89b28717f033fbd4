#pragma once
// Orders of battle kept in Excel or LibreOffice workbooks (.xlsx, .ods), read and written
// through GDAL's XLSX and ODS drivers (no other dependency). Every sheet is a table for the
// table reader csv_oob_parser.h shares with CSV: the header found below a title block,
// merged cells (read as blank) filled down, numbers as numbers. This header names no GDAL
// type: `hexwright` itself links no GDAL and hands workbooks to `hexwright-gis`.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "importers/oob/csv_oob_parser.h"
#include "model/core/diagnostic.h"

namespace hexwright::importers::oob {

struct WorkbookSheet {
  std::string name;
  std::vector<TableRow> rows;  // line = the sheet's row number
};

/// Every sheet of a workbook held in memory; nullopt with an error naming `shown` when it
/// cannot be read. `extension` (".xlsx", ".ods") picks the driver.
std::optional<std::vector<WorkbookSheet>> readWorkbook(std::string_view bytes, const std::string& extension,
                                                       const std::string& shown, model::Diagnostics& diagnostics);

/// Writes `rows` (the first is the header) as one sheet named `sheet` of a new workbook at
/// `file`, replaced atomically; false with `error` when it cannot.
bool writeWorkbook(const std::filesystem::path& file, const std::string& sheet,
                   const std::vector<std::vector<std::string>>& rows, std::string& error);

/// Makes importOob and exportOobWorkbook able to use the two functions above: called by the
/// programs that link GDAL (hexwright-gis, the editor).
void installWorkbookSupport();

}  // namespace hexwright::importers::oob
