#include "importers/oob/scanned_words.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace hexwright::importers::oob {
namespace {

/// A word the listing uses, how many letters a scan may have got wrong in it, and the
/// English words as near that are themselves ("batter", "Federal", "infant", "colored").
struct Known {
  std::string_view word;
  int misread;
  std::array<std::string_view, 4> near;  // none nearer than the word: "Brigadieb" is "Brigadier"
};

constexpr std::array<Known, 17> kKnown{{
    {"division", 2, {"divisions", "decision", "revision", "divisionen"}},
    {"brigade", 2, {"brigades", "brigaded", "brigaden", "brigand"}},
    {"battalion", 2, {"battalions", "", "", ""}},
    {"battery", 1, {"batter", "batten", "buttery", ""}},
    {"cavalry", 2, {"", "", "", ""}},
    {"artillery", 2, {"artillerie", "", "", ""}},
    {"infantry", 2, {"infant", "infants", "", ""}},
    {"regiment", 2, {"regiments", "regimental", "regimen", "regimenter"}},
    {"commanding", 2, {"commandant", "commandants", "commanded", ""}},
    {"colonel", 1, {"colonels", "colored", "", ""}},
    {"general", 1, {"generals", "generally", "", ""}},
    {"brigadier", 2, {"brigadiers", "", "", ""}},
    {"lieutenant", 2, {"lieutenants", "", "", ""}},
    {"captain", 1, {"captains", "", "", ""}},
    // Short words only by the letter a scan most often gets wrong in them: "ABMY", "COUPS", "Majoe".
    {"army", 1, {"arms", "arty", "", ""}},
    {"corps", 1, {"", "", "", ""}},
    {"major", 1, {"", "", "", ""}},
}};

/// Levenshtein distance, capped: past `cap` it only says "more". (Written here: a dozen
/// short words against one token; no library of ours offers it.)
int distanceUpTo(std::string_view a, std::string_view b, int cap) {
  if (static_cast<int>(a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > cap) return cap + 1;
  std::array<int, 24> prev{}, cur{};
  if (b.size() + 1 > prev.size()) return cap + 1;
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = static_cast<int>(i);
    int best = cur[0];
    for (std::size_t j = 1; j <= b.size(); ++j) {
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      best = std::min(best, cur[j]);
    }
    if (best > cap) return cap + 1;
    prev = cur;
  }
  return prev[b.size()];
}

/// The letters a scan reads for others: "1" for "i" or "l", "5" for "s", "0" for "o".
char asScannedLetter(char c) {
  switch (c) {
    case '1':
      return 'i';
    case '5':
      return 's';
    case '0':
      return 'o';
    default:
      return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
}

/// The short words ("army", "corps") are read only with an R misread as B, E, K or U: "ABMY",
/// "AKMY", "COUPS" (never "coops").
bool onlyItsRMisread(std::string_view token, std::string_view word) {
  if (token.size() != word.size()) return false;
  for (std::size_t k = 0; k < word.size(); ++k)
    if (token[k] != word[k] && (word[k] != 'r' || std::string_view("beku").find(token[k]) == std::string_view::npos))
      return false;
  return true;
}

/// How far `token` is from `k`'s word, when a scan could have made it from that word;
/// -1 when not (or when it is nearer one of the English words beside it).
int misreadOf(std::string_view token, const Known& k) {
  if (token.size() + 1 < k.word.size()) return -1;
  // Its first letter kept, or an R read as B, E or K.
  if (token[0] != k.word[0] && !(k.word[0] == 'r' && (token[0] == 'b' || token[0] == 'e' || token[0] == 'k')))
    return -1;
  if (k.word.size() <= 5 && !onlyItsRMisread(token, k.word)) return -1;
  const int misread = distanceUpTo(token, k.word, k.misread);
  if (misread > k.misread) return -1;
  for (std::string_view near : k.near)
    if (!near.empty() && distanceUpTo(token, near, misread) <= misread) return -1;
  return misread;
}

/// The word a scan misread as `token`, the nearest of them; empty when none, or two as near.
std::string_view readAs(std::string_view token) {
  std::string_view best;
  int bestMisread = 99;
  bool tie = false;
  for (const Known& k : kKnown)
    if (token == k.word || std::find(k.near.begin(), k.near.end(), token) != k.near.end()) return {};
  for (const Known& k : kKnown) {
    const int misread = misreadOf(token, k);
    if (misread < 0 || misread > bestMisread) continue;
    tie = misread == bestMisread;
    best = k.word;
    bestMisread = misread;
  }
  return tie ? std::string_view() : best;
}

/// `word` in the case `printed` was printed in: "DIVISION", "Division", "division".
std::string inCaseOf(std::string_view word, std::string_view printed) {
  std::string out(word);
  int upper = 0, letters = 0;
  for (char c : printed)
    if (std::isalpha(static_cast<unsigned char>(c))) {
      ++letters;
      upper += std::isupper(static_cast<unsigned char>(c)) != 0;
    }
  const bool allUpper = letters > 1 && upper * 10 >= letters * 8;
  for (std::size_t k = 0; k < out.size(); ++k)
    if (allUpper || (k == 0 && std::isupper(static_cast<unsigned char>(printed[0]))))
      out[k] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[k])));
  return out;
}

bool partOfAWord(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '1' || c == '5' || c == '0'; }

}  // namespace

std::string withScannedWordsRead(std::string text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t b = 0; b < text.size();) {
    if (!partOfAWord(text[b])) {
      // "Union  Forces^  commanded": the scan's comma after a word.
      const bool comma = text[b] == '^' && b > 0 && std::isalpha(static_cast<unsigned char>(text[b - 1])) &&
                         (b + 1 == text.size() || text[b + 1] == ' ');
      out += comma ? ',' : text[b];
      ++b;
      continue;
    }
    std::size_t e = b;
    while (e < text.size() && partOfAWord(text[e])) ++e;
    const std::string_view printed = std::string_view(text).substr(b, e - b);
    // A number is no word ("150", "10th"); a word opens with a letter, and only one about as
    // long as the words looked for (4 to 12 letters) can be one of them misread.
    const bool word =
        std::isalpha(static_cast<unsigned char>(printed[0])) && printed.size() >= 4 && printed.size() <= 12;
    std::string_view read;
    if (word) {
      std::string token(printed.size(), ' ');
      std::transform(printed.begin(), printed.end(), token.begin(), asScannedLetter);
      read = readAs(token);
    }
    if (read.empty())
      out += printed;
    else
      out += inCaseOf(read, printed);
    b = e;
  }
  return out;
}

}  // namespace hexwright::importers::oob
