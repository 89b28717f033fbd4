#pragma once
// `import oob` as a library call: read a CSV/TSV or text listing, parse it to the
// intermediate form, build it against the ruleset and its profile, and hand back the
// bundle's new order of battle. Nothing is written here; the caller saves.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "importers/oob/text_oob_parser.h"
#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::importers::oob {

enum class OobFormat { Auto, Csv, Text };
std::optional<OobFormat> parseOobFormat(const std::string& name);  // "auto", "csv", "text"

struct OobImportRequest {
  std::filesystem::path file;
  OobFormat format = OobFormat::Auto;
  std::optional<std::filesystem::path> profile;  // nullopt: schemas/<id>/oob-profile.xml
  bool replace = false;                          // replace the bundle's OOB instead of adding to it
  std::string sourceName;                        // provenance file name; empty: "sources/" + the file's name
  std::string side;                              // --side: the side of everything without one ("union", "Confederate")
  std::string army;                              // --army: the army above formations that have none
  std::size_t diagnosticsPerRule = 5;            // the first few of each rule, then a count
  std::map<int, LineMark> marks;                 // lines the designer re-marked in review (text listings)
  std::string sheet;                             // --sheet NAME|N of a workbook; empty: every sheet
};

/// What an import found, also when it fails: the designer's first check against the source.
struct OobOutcome {
  std::string style;                                     // "Official Records style", "CSV", …
  std::string formatReason;                              // why CSV or text: "the file name ends in .txt"
  std::vector<std::string> layout;                       // what was cleaned: "wiki markup", "PDF text", …
  std::size_t furniture = 0;                             // lines dropped as page furniture
  std::vector<std::pair<int, std::string>> review;       // lines not understood (line, why), kept as notes
  std::string encoding;                                  // "UTF-8", "UTF-8 with BOM", "Windows-1252"
  std::map<std::string, std::size_t> formationsByLevel;  // the source's level words
  std::map<std::string, std::size_t> unitsByType;        // ruleset types of the built units
  std::size_t units = 0;                                 // entries that are not leaders
  std::size_t leaders = 0;                               // formation commanders, aides, replacements
  std::size_t officers = 0;                              // officers named with their units
  std::map<std::string, std::size_t> statuses;           // "wounded" → 12 (leaders and officers)
  std::size_t notes = 0;                                 // lines read as notes, titles or headings that only group
  std::size_t notUnderstood = 0;
  std::size_t errors = 0;
  std::size_t warnings = 0;
  std::size_t diagnosticsHidden = 0;  // past the per-rule cap
};

struct OobImportResult {
  bool ok = false;
  model::OrderOfBattle oob;  // the bundle's whole order of battle after the import
  std::size_t formationsAdded = 0;
  std::size_t unitsAdded = 0;
  std::string sourceName;
  std::string sourceText;  // the file as read, to keep in the bundle
  OobFormat format = OobFormat::Auto;
  OobOutcome outcome;
};

/// Workbooks (.xlsx, .ods) are read and written through GDAL, which `hexwright` does not
/// link: the programs that do (hexwright-gis, the editor) install the two functions of
/// importers/oob/workbook.h here at start-up (workbook.h: installWorkbookSupport).
struct WorkbookSheet;
using WorkbookReaderFn = std::optional<std::vector<WorkbookSheet>> (*)(std::string_view bytes,
                                                                       const std::string& extension,
                                                                       const std::string& shown,
                                                                       model::Diagnostics& diagnostics);
using WorkbookWriterFn = bool (*)(const std::filesystem::path& file, const std::string& sheet,
                                  const std::vector<std::vector<std::string>>& rows, std::string& error);
void setWorkbookSupport(WorkbookReaderFn reader, WorkbookWriterFn writer);
/// ".xlsx" or ".ods", any case.
bool isWorkbookName(const std::filesystem::path& file);
bool workbookSupportInstalled();
/// `export oob` to .xlsx or .ods: the CSV export's columns and cells in one sheet.
bool writeOobWorkbook(const model::OrderOfBattle& oob, const std::filesystem::path& file, std::string& error);

/// The entries of a listing's decoded text, read as the import reads a file named `file`
/// with --input-format auto: a table (CSV, TSV, or a program's data records) through the
/// table reader, anything else through the listing reader.
RawOob readOobListing(const std::string& decodedText, const std::filesystem::path& file, model::Diagnostics& d);

/// Reads bytes already in memory (tests, benchmarks); they are decoded as importOob does.
OobImportResult importOobText(const std::string& text, const model::Scenario& scenario, const model::Ruleset& ruleset,
                              const OobImportRequest& request, model::Diagnostics& diagnostics);
OobImportResult importOob(const model::Scenario& scenario, const model::Ruleset& ruleset,
                          const OobImportRequest& request, model::Diagnostics& diagnostics);

}  // namespace hexwright::importers::oob
