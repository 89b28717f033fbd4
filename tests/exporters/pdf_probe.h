#pragma once
// Reads exported PDFs back with poppler's command-line tools (pdfinfo, pdftotext), so
// tests check what a printer would get rather than what the code meant to draw.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "exporters/render/geometry.h"

namespace hexwright::exporters::testing {

inline constexpr double kMmPerPt = 25.4 / 72;

/// pdfinfo's "Key: value" lines, e.g. "Pages" -> "3", "Page size" -> "612 x 792 pts (letter)".
std::map<std::string, std::string> pdfinfo(const std::filesystem::path& pdf);

/// One word of a page's text layer with its box, converted to millimetres from the
/// page's top-left corner (pdftotext -bbox).
struct PdfWord {
  std::string text;
  Rect box;
};
std::vector<PdfWord> pdfWords(const std::filesystem::path& pdf, int page);

/// The first word with exactly this text, or nullptr.
const PdfWord* findWord(const std::vector<PdfWord>& words, const std::string& text);

}  // namespace hexwright::exporters::testing
