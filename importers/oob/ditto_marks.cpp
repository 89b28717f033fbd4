#include "importers/oob/ditto_marks.h"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace hexwright::importers::oob {
namespace {

struct Token {
  std::size_t column = 0;  // where it starts in the line as written
  std::size_t end = 0;
  std::string text;  // as written, or the word a ditto mark stands for
};

bool isSpace(char c) { return c == ' ' || c == '\t'; }

/// The length of a ditto mark starting at `at`, or 0.
std::size_t dittoLength(std::string_view l, std::size_t at) {
  std::size_t n = 0;
  if (l[at] == '"')
    n = 1;
  else if (l.compare(at, 3, "\xE2\x80\x9C") == 0 || l.compare(at, 3, "\xE2\x80\x9D") == 0)
    n = 3;
  if (n == 0) return 0;
  const bool before = at == 0 || isSpace(l[at - 1]);
  const bool after = at + n == l.size() || isSpace(l[at + n]) || l[at + n] == '\r';
  return before && after ? n : 0;
}

std::vector<Token> tokensOf(const std::string& l) {
  std::vector<Token> out;
  for (std::size_t b = 0; b < l.size();) {
    if (isSpace(l[b]) || l[b] == '\r') {
      ++b;
      continue;
    }
    std::size_t e = b;
    while (e < l.size() && !isSpace(l[e]) && l[e] != '\r') ++e;
    out.push_back({b, e, l.substr(b, e - b)});
    b = e;
  }
  return out;
}

/// The word of `above` that stands over `column`: the one spanning it, else the nearest
/// that starts within a few columns (a mark is set under the middle of a word, or near it).
/// (Found by halving: a hostile line of a million marks under a million words stays linear.)
const Token* wordOver(const std::vector<Token>& above, std::size_t column) {
  auto after =
      std::upper_bound(above.begin(), above.end(), column, [](std::size_t c, const Token& t) { return c < t.column; });
  const Token* nearest = nullptr;
  std::size_t best = 4;
  auto consider = [&](const Token& t) {
    if (column >= t.column && column < t.end) {
      best = 0;
      nearest = &t;
      return;
    }
    const std::size_t d = column < t.column ? t.column - column : column - t.end + 1;
    if (d < best) {
      best = d;
      nearest = &t;
    }
  };
  if (after != above.begin()) consider(*std::prev(after));
  if (best != 0 && after != above.end()) consider(*after);
  return nearest;
}

/// A mark stands for a word, never for a run of text: a word longer than this is no table's.
constexpr std::size_t kLongestWord = 40;

std::size_t linesWithMarks(const std::vector<std::string>& lines) {
  std::size_t n = 0;
  for (const std::string& l : lines) {
    if (l.find('"') == std::string::npos && l.find("\xE2\x80\x9") == std::string::npos) continue;
    for (std::size_t i = 0; i < l.size(); ++i)
      if (dittoLength(l, i)) {
        ++n;
        break;
      }
  }
  return n;
}

}  // namespace

std::size_t fillDittoMarks(std::vector<std::string>& lines) {
  if (linesWithMarks(lines) < 2) return 0;
  std::size_t filled = 0;
  std::vector<Token> above;
  for (std::string& l : lines) {
    std::vector<Token> tokens = tokensOf(l);
    if (tokens.empty()) continue;
    std::string out;
    std::size_t copied = 0;
    for (Token& t : tokens) {
      if (dittoLength(l, t.column) != t.text.size()) continue;
      const Token* word = wordOver(above, t.column);
      if (!word || word->text.size() > kLongestWord || dittoLength(word->text, 0) == word->text.size()) continue;
      out += l.substr(copied, t.column - copied) + word->text;
      copied = t.end;
      t.text = word->text;
      ++filled;
    }
    if (copied > 0) l = out + l.substr(copied);
    above = std::move(tokens);
  }
  return filled;
}

}  // namespace hexwright::importers::oob
