#pragma once
// What an export dialog tells before anything is written: the default file next to the
// bundle, the paper sizes on offer, and how many sheets the map takes on a paper
// (the same poster and tiling arithmetic `export map` prints with).
#include <filesystem>
#include <string>
#include <vector>

#include "editor/core/document.h"
#include "exporters/print/map_print.h"

namespace hexwright::editor {

/// The file an export writes unless told otherwise: next to the bundle, named after it
/// ("shiloh-map.pdf"); for an unsaved document, in `fallbackDir` named after the title.
std::filesystem::path defaultExportPath(const Document& doc, const std::string& suffix,
                                        const std::filesystem::path& fallbackDir);

/// The paper names offered (parsePaper reads each); other sizes may still be typed.
const std::vector<std::string>& paperChoices();

struct SheetEstimate {
  int pages = 0;  // PDF pages: the tiles plus the assembly index when there is more than one tile
  int rows = 1;
  int cols = 1;
  std::string paper;  // "letter landscape"
};
/// The sheets `export map` would print the document on.
SheetEstimate estimateMapSheets(const Document& doc, const exporters::MapPrintOptions& options);

}  // namespace hexwright::editor
