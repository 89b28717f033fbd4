#include "model/core/text.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace hexwright::model {
namespace {
bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
char lowerChar(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
}  // namespace

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && isSpace(s[b])) ++b;
  while (e > b && isSpace(s[e - 1])) --e;
  return std::string(s.substr(b, e - b));
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = lowerChar(c);
  return out;
}

bool equalsNoCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (lowerChar(a[i]) != lowerChar(b[i])) return false;
  return true;
}

bool startsWithNoCase(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && equalsNoCase(s.substr(0, prefix.size()), prefix);
}

bool containsNoCase(std::string_view s, std::string_view needle) {
  return lower(s).find(lower(needle)) != std::string::npos;
}

std::size_t editDistance(std::string_view a, std::string_view b) {
  // One row of the classic table: names here are type ids, a few dozen bytes at most.
  std::vector<std::size_t> row(b.size() + 1);
  std::iota(row.begin(), row.end(), std::size_t{0});
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t replace = diagonal + (lowerChar(a[i - 1]) == lowerChar(b[j - 1]) ? 0 : 1);
      diagonal = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, replace});
    }
  }
  return row[b.size()];
}

std::vector<std::string> nearestNames(std::string_view wanted, const std::vector<std::string>& names,
                                      std::size_t limit) {
  std::vector<std::pair<std::size_t, std::string>> scored;
  const std::size_t close = std::max<std::size_t>(2, wanted.size() / 2);
  for (const std::string& name : names) {
    std::size_t d = editDistance(wanted, name);
    if (!wanted.empty() && (containsNoCase(name, wanted) || containsNoCase(wanted, name)))
      d = std::min<std::size_t>(d, 1);
    if (d <= close) scored.emplace_back(d, name);
  }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<std::string> out;
  for (const auto& s : scored) {
    if (out.size() == limit) break;
    out.push_back(s.second);
  }
  return out;
}

Suggestion suggestNames(std::string_view wanted, const std::vector<std::string>& names, std::size_t allLimit) {
  Suggestion out;
  std::vector<std::string> offered = nearestNames(wanted, names);
  out.near = !offered.empty();
  if (!out.near) offered.assign(names.begin(), names.begin() + std::min(names.size(), allLimit));
  for (const std::string& n : offered) out.list += (out.list.empty() ? "" : ", ") + n;
  return out;
}

}  // namespace hexwright::model
