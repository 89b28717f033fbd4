#pragma once
// What a designer pastes is rarely bare text: wiki markup and tables, Markdown, HTML
// entities, PDF text with running heads, page numbers and words hyphenated across lines,
// footnote markers and their texts, casualty and strength columns. The cleaner turns any
// of these into plain lines, each keeping the number of the source line it came from,
// before the line parsers classify them; what it drops or moves is counted and said, never
// lost: footnote texts and column figures travel with the line that cites or carries them.
// Every step is linear in the input (a 5 MB junk file is cleaned in milliseconds).
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexwright::importers::oob {

struct CleanLine {
  int line = 0;          // 1-based number of the source line
  std::string text;      // plain text, markup and furniture removed; indentation and bullets kept
  bool heading = false;  // marked as a heading by the markup ("== Army of Mississippi ==", "### I Corps")
  bool ledOut = false;   // written with a dot leader to a figures column ("Brigade...............")
};

/// What a line's columns or footnotes add to the entry on it.
struct LineExtras {
  std::optional<long> men;
  std::optional<long> guns;
  std::vector<std::string> notes;  // "killed 2, wounded 14", a footnote's text
};

struct CleanedListing {
  std::vector<CleanLine> lines;
  std::map<int, LineExtras> extras;  // by source line
  std::vector<std::string> layout;   // what was recognised: "wiki markup", "wiki table", "PDF text", …
  std::vector<std::pair<int, std::string>> dropped;  // furniture: source line, why
};

CleanedListing cleanListing(std::string_view text);

/// "1,459" → "1459" where every group after the first has three digits; other text as is.
std::string withoutThousandsSeparators(std::string_view text);

}  // namespace hexwright::importers::oob
