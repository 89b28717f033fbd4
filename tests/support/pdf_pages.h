#pragma once
// The pages of a written PDF as poppler's pdfinfo reads them: how many, and each one's
// size, so a test holds an export to what was written rather than what the code meant
// to write (suites without the exporters' poppler probe use it too).
#include <cstdio>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace hexwright::testing {

struct PdfPageSize {
  double widthMm = 0;
  double heightMm = 0;
  bool landscape() const { return widthMm > heightMm; }
};

struct PdfPages {
  int count = -1;  // the document's page count; -1 when pdfinfo could not read it
  std::vector<PdfPageSize> sizes;
};

inline PdfPages pdfPages(const std::filesystem::path& pdf) {
  const std::string command = "pdfinfo -f 1 -l 1000000 '" + pdf.string() + "' 2>/dev/null";
  std::string text;
  if (FILE* pipe = ::popen(command.c_str(), "r")) {
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) text.append(buffer, n);
    ::pclose(pipe);
  }
  static const std::regex pages(R"(^Pages: +([0-9]+))");
  static const std::regex size(R"(^Page +[0-9]+ size: +([0-9.]+) x ([0-9.]+) pts)");
  constexpr double kMmPerPt = 25.4 / 72;
  PdfPages out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (std::regex_search(line, m, pages))
      out.count = std::stoi(m[1]);
    else if (std::regex_search(line, m, size))
      out.sizes.push_back({std::stod(m[1]) * kMmPerPt, std::stod(m[2]) * kMmPerPt});
  }
  return out;
}

}  // namespace hexwright::testing
