#pragma once
// What every validator message must read like, for tests that scan messages: no doubled
// word ("downhill hex hex"), and a citation of the rule it enforces.
#include <cctype>
#include <sstream>
#include <string>

namespace hexwright::testing {

/// The first word that follows itself ("hex hex"), ignoring case and the punctuation
/// around it; "" when none. Digits count ("A0102 A0103" differ, as do "rule RULE-00-2.4").
inline std::string doubledWord(const std::string& text) {
  std::istringstream in(text);
  std::string prev, word;
  auto punct = [](char c) { return std::ispunct(static_cast<unsigned char>(c)) != 0; };
  while (in >> word) {
    // An opening bracket or quote starts an aside that may restate: "Artillery (artillery)".
    if (punct(word.front()) && word.front() != '-') prev.clear();
    std::size_t b = 0, e = word.size();
    while (b < e && punct(word[b])) ++b;
    while (e > b && punct(word[e - 1])) --e;
    std::string w;
    for (std::size_t i = b; i < e; ++i) w += static_cast<char>(std::tolower(static_cast<unsigned char>(word[i])));
    if (!w.empty() && w == prev) return w;
    prev = w;
    // Punctuation ends a phrase: "hex 1809, hex 1810" is a list, not a doubled word.
    if (punct(word.back())) prev.clear();
  }
  return "";
}

/// True when the message cites a rulebook rule ("(rule 8.1A)") or what the rule rests on
/// ("(bundle format, map.xml <routes>)", "(ruleset schema, <terrain>)").
inline bool citesItsRule(const std::string& message) {
  return message.find("(rule ") != std::string::npos || message.find("(bundle format") != std::string::npos ||
         message.find("(ruleset schema") != std::string::npos;
}

}  // namespace hexwright::testing
