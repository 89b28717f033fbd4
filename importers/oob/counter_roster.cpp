#include "importers/oob/counter_roster.h"

#include <algorithm>
#include <cctype>

#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {

std::optional<std::string> levelOfCounterSize(const std::string& size) {
  std::string s = lower(trim(size));
  while (!s.empty() && s.back() == '.') s.pop_back();
  if (s == "army") return "army";
  if (s == "corps" || s == "wing") return "corps";
  if (s == "div" || s == "division" || s == "dv") return "division";
  if (s == "brig" || s == "brigade" || s == "bde" || s == "bgde") return "brigade";
  return std::nullopt;
}

bool isLeaderCounterType(const std::string& type) {
  std::string t = lower(trim(type));
  while (!t.empty() && t.back() == '.') t.pop_back();
  return t == "ldr" || t == "leader" || t == "hq" || t == "commander" || t == "cmdr" || t == "ldr/hq";
}

bool namesNoCommand(const std::string& code) {
  const std::string c = trim(code);
  return c.empty() || c == "-" || c == "--" || c == "\xE2\x80\x94" || c == "\xE2\x80\x93" || equalsNoCase(c, "none");
}

namespace {

/// The whitespace-separated words of a line.
std::vector<std::string> wordsOf(std::string_view line) {
  std::vector<std::string> out;
  for (std::size_t b = 0; b < line.size();) {
    while (b < line.size() && std::isspace(static_cast<unsigned char>(line[b]))) ++b;
    std::size_t e = b;
    while (e < line.size() && !std::isspace(static_cast<unsigned char>(line[e]))) ++e;
    if (e > b) out.emplace_back(line.substr(b, e - b));
    b = e;
  }
  return out;
}

bool isFigure(const std::string& w) {
  return !w.empty() && w.find_first_not_of("0123456789-.") == std::string::npos &&
         w.find_first_of("0123456789") != std::string::npos;
}

}  // namespace

std::optional<std::vector<TableRow>> counterRowsAsRows(std::string_view text) {
  // (Written here: a fixed-width reader would need the columns' widths, which such a file
  // never states; its words are separated, so splitting at white space is the whole job.)
  std::vector<TableRow> rows;
  std::size_t lines = 0, widest = 0;
  int number = 0;
  for (std::size_t b = 0; b <= text.size();) {
    const std::size_t e = std::min(text.find('\n', b), text.size());
    ++number;
    std::vector<std::string> words = wordsOf(text.substr(b, e - b));
    b = e + 1;
    if (words.empty()) continue;
    ++lines;
    if (std::all_of(words.begin(), words.end(), isFigure)) continue;  // "46 32": a count
    std::string name = words.back();
    while (!name.empty() && name.back() == '#') name.pop_back();
    words.pop_back();
    const bool counter = words.size() >= 2 && !name.empty() && std::all_of(words.begin(), words.end(), isFigure);
    if (!counter) return std::nullopt;
    widest = std::max(widest, words.size());
    words.push_back(name);
    rows.push_back({number, std::move(words), false});
    if (e == text.size()) break;
  }
  if (rows.size() < 5 || rows.size() * 10 < lines * 6) return std::nullopt;
  TableRow header{rows.front().line, {}, false, true};
  for (std::size_t k = 1; k <= widest; ++k) header.cells.push_back("value " + std::to_string(k));
  header.cells.push_back("name");
  for (TableRow& r : rows) {
    // A row with fewer figures than the widest keeps its name in the name column.
    const std::string name = r.cells.back();
    r.cells.pop_back();
    r.cells.resize(widest);
    r.cells.push_back(name);
  }
  rows.insert(rows.begin(), std::move(header));
  return rows;
}

}  // namespace hexwright::importers::oob
