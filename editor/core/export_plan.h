#pragma once
// What an export dialog tells before anything is written: the default file next to the
// bundle, the paper sizes on offer, and the pages a map export writes (laid out by the
// exporter's own page code, so the count and orientation shown are the ones written).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "editor/core/document.h"
#include "exporters/print/map_print.h"
#include "model/core/progress.h"

namespace hexwright::editor {

/// The file an export writes unless told otherwise: next to the bundle, named after it
/// ("shiloh-map.pdf"); for an unsaved document, in `fallbackDir` named after the title.
std::filesystem::path defaultExportPath(const Document& doc, const std::string& suffix,
                                        const std::filesystem::path& fallbackDir);

/// The paper names offered (parsePaper reads each); other sizes may still be typed.
const std::vector<std::string>& paperChoices();

/// The map export as the dialog offers it, in `export map`'s own terms.
struct MapExportChoices {
  std::string paper = "letter";      // anything exporters::parsePaper reads
  std::string orientation = "auto";  // one of exporters::orientationChoices()
  bool singleSheet = false;
  bool background = false;  // the map's background pictures under it (--background)
};

/// The options `export map` runs with for these choices and a file of `target`'s type;
/// nullopt with `error` when the paper cannot be read.
std::optional<exporters::MapPrintOptions> mapPrintOptions(const MapExportChoices& choices,
                                                          const std::filesystem::path& target, std::string& error);

/// The pages exporting the document with `options` writes (exporters::planMapPages);
/// nullopt when the map cannot be printed.
std::optional<exporters::MapPrintResult> planMapExport(const Document& doc, const exporters::MapPrintOptions& options);

/// The plan in words: "13 pages: 4 x 3 sheets of letter portrait and the assembly index",
/// "1 page, letter landscape", "1 page of 612 x 480 mm (the whole map)".
std::string describeMapPages(const exporters::MapPrintResult& plan);

/// Why the document's map has no background to print, or empty when it has one.
std::string backgroundUnavailable(const Document& doc);

/// Writes the map as the dialog's OK does: the background pictures (saved in the bundle or
/// staged) are read when options.layers.background is set.
std::optional<exporters::MapPrintResult> exportDocumentMap(Document& doc, const exporters::MapPrintOptions& options,
                                                           const std::filesystem::path& target,
                                                           model::Diagnostics& diagnostics,
                                                           model::ProgressReporter& progress);

}  // namespace hexwright::editor
