#pragma once
// An order of battle saved as a program's data (a game's JSON roster, a play aid's
// JavaScript object, the rows a PDF table extractor wrote): its records become the rows of
// a table, which the table reader then reads like a sheet (csv_oob_parser.h).
#include <optional>
#include <string_view>
#include <vector>

#include "importers/oob/csv_oob_parser.h"

namespace hexwright::importers::oob {

/// The rows the data in `text` holds, each with the line its record starts on:
/// - an array of flat objects ("confederateUnits": [{"name": "Jackson", "size": "Corps",
///   …}]) gives a header of their keys and a row per object, the side taken from the
///   array's key when the objects name none;
/// - objects nested by arrays of objects (a corps' "divisions", a division's "brigades")
///   give a "path" column of the names above each object and a "level" from the array's key;
/// - an array of arrays of scalars gives its arrays as rows, cell for cell.
/// Nullopt when `text` is not such data (it does not open with '{' or '[', does not parse,
/// nests past any order of battle's depth, or holds no records).
std::optional<std::vector<TableRow>> dataRecordsAsRows(std::string_view text);

}  // namespace hexwright::importers::oob
