#include "importers/oob/wrapped_prose.h"

#include <algorithm>
#include <cctype>

#include "importers/oob/line_forms.h"

namespace hexwright::importers::oob {
namespace {

constexpr std::size_t kLongestParagraph = 60;  // lines

std::size_t trimmedLength(const std::string& l) {
  const std::size_t b = l.find_first_not_of(" \t\r");
  if (b == std::string::npos) return 0;
  return l.find_last_not_of(" \t\r") + 1 - b;
}

/// Whether lines [b, e) are one paragraph wrapped at a width: every line but the last
/// near the longest, which is a page's or an e-text's width.
bool wrappedAtOneWidth(const std::vector<std::string>& lines, std::size_t b, std::size_t e) {
  // (A book's paragraph runs to a page at most: a longer block is no paragraph, and joining
  // a hostile file's million lines into one would only make every later step slower.)
  if (e - b < 3 || e - b > kLongestParagraph) return false;
  std::size_t widest = 0;
  for (std::size_t k = b; k < e; ++k) widest = std::max(widest, trimmedLength(lines[k]));
  if (widest < 40 || widest > 110) return false;
  for (std::size_t k = b; k + 1 < e; ++k)
    if (trimmedLength(lines[k]) * 4 < widest * 3) return false;
  return true;
}

}  // namespace

std::size_t joinWrappedProse(std::vector<std::string>& lines) {
  std::size_t joined = 0;
  for (std::size_t b = 0; b < lines.size();) {
    if (trimmedLength(lines[b]) == 0) {
      ++b;
      continue;
    }
    std::size_t e = b;
    while (e < lines.size() && trimmedLength(lines[e]) > 0) ++e;
    if (wrappedAtOneWidth(lines, b, e)) {
      std::string text;
      for (std::size_t k = b; k < e; ++k) {
        std::string l = lines[k];
        while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.pop_back();
        const std::size_t lead = l.find_first_not_of(" \t");
        // "regi-" / "ments": a word the wrap hyphenated is whole again.
        if (!text.empty() && text.back() == '-' && text.size() > 1 &&
            std::islower(static_cast<unsigned char>(text[text.size() - 2])) && lead < l.size() &&
            std::islower(static_cast<unsigned char>(l[lead])))
          text.pop_back();
        else if (!text.empty())
          text += ' ';
        text += l.substr(lead);
      }
      const ProseWords counted = proseWordCounts(text);
      if (counted.words >= 12 && counted.lowerWords * 10 >= counted.words * 3 && isProse(text)) {
        const std::size_t lead = lines[b].find_first_not_of(" \t");
        lines[b] = lines[b].substr(0, lead) + text;
        for (std::size_t k = b + 1; k < e; ++k) lines[k].clear();
        ++joined;
      }
    }
    b = e;
  }
  return joined;
}

}  // namespace hexwright::importers::oob
