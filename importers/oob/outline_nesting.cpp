#include "importers/oob/outline_nesting.h"

#include <algorithm>

#include "importers/oob/listing_words.h"
#include "importers/oob/text_patterns.h"
#include "importers/oob/text_style.h"
#include "importers/oob/text_util.h"
#include "model/io/io_limits.h"

namespace hexwright::importers::oob {
namespace {

/// "== Union ==" or "## Confederate Army" as the markup left it, or a line the cleaner
/// marked: a section heading, which nests above every bullet by the level it names.
bool isSectionHeading(const std::string& raw, bool marked, bool bullets, std::size_t bullet) {
  const std::string t = trim(raw);
  return marked || t.starts_with("=") || t.starts_with("#") || (bullets && bullet == 0);
}

long nestingKey(const std::string& raw, bool marked, bool bullets) {
  std::size_t stars = 0;
  const std::size_t bullet = bulletLength(raw, stars);
  if (isSectionHeading(raw, marked, bullets, bullet)) {
    const long rank = levelRank(collapseSpaces(stripWikiMarkup(raw)));
    return rank < 0 ? -1 : -1000 + 100 * rank;
  }
  // Only a bulleted list nests by its repeated "*".
  const long starKey = bullets && stars > 1 ? static_cast<long>(stars) * 1000 : 0;
  return starKey + static_cast<long>(indentOf(raw));
}

}  // namespace

OutlineNesting outlineNesting(const std::vector<std::string>& lines, const std::vector<bool>& headings, bool bullets) {
  OutlineNesting out;
  out.lines.resize(lines.size());
  std::vector<long> open;  // keys of the entries open above the next line
  std::size_t previous = lines.size();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (trim(lines[i]).empty()) continue;
    const long key = nestingKey(lines[i], i < headings.size() && headings[i], bullets);
    out.lines[i].key = key;
    if (previous < lines.size() && out.lines[previous].key < key) out.lines[previous].opensChildren = true;
    while (!open.empty() && open.back() >= key) open.pop_back();
    open.push_back(key);
    // No army is 64 levels deep; a file nested deeper is refused before any line is read.
    if (out.tooDeepAt < 0 && open.size() > static_cast<std::size_t>(io::kMaxFormationDepth))
      out.tooDeepAt = static_cast<int>(i);
    previous = i;
  }
  return out;
}

}  // namespace hexwright::importers::oob
