#include "pdf_probe.h"

#include <regex>
#include <sstream>

#include "fixtures.h"

namespace hexwright::exporters::testing {

std::map<std::string, std::string> pdfinfo(const std::filesystem::path& pdf) {
  std::map<std::string, std::string> out;
  std::istringstream in(run("pdfinfo '" + pdf.string() + "' 2>&1"));
  for (std::string line; std::getline(in, line);) {
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string value = line.substr(colon + 1);
    value.erase(0, value.find_first_not_of(' '));
    out[line.substr(0, colon)] = value;
  }
  return out;
}

std::vector<PdfWord> pdfWords(const std::filesystem::path& pdf, int page) {
  const std::string html =
      run("pdftotext -bbox -f " + std::to_string(page) + " -l " + std::to_string(page) + " '" + pdf.string() + "' -");
  static const std::regex word(
      R"re(<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*)</word>)re");
  std::vector<PdfWord> out;
  for (auto it = std::sregex_iterator(html.begin(), html.end(), word); it != std::sregex_iterator(); ++it) {
    const double x0 = std::stod((*it)[1]), y0 = std::stod((*it)[2]), x1 = std::stod((*it)[3]), y1 = std::stod((*it)[4]);
    out.push_back({(*it)[5], {x0 * kMmPerPt, y0 * kMmPerPt, (x1 - x0) * kMmPerPt, (y1 - y0) * kMmPerPt}});
  }
  return out;
}

const PdfWord* findWord(const std::vector<PdfWord>& words, const std::string& text) {
  for (const auto& w : words)
    if (w.text == text) return &w;
  return nullptr;
}

}  // namespace hexwright::exporters::testing
