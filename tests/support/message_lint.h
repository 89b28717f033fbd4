#pragma once
// What every validator message must read like, for tests that scan messages: no doubled
// word ("downhill hex hex"), and a citation of the rule it enforces.
#include <cctype>
#include <sstream>
#include <string>

namespace hexwright::testing {

/// The first word that follows itself ("hex hex"), ignoring case; "" when none.
inline std::string doubledWord(const std::string& text) {
  std::istringstream in(text);
  std::string prev, word;
  while (in >> word) {
    std::string w;
    for (char c : word)
      if (std::isalpha(static_cast<unsigned char>(c)))
        w += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!w.empty() && w == prev) return w;
    prev = w;
    // Punctuation ends a phrase: "hex 1809, hex 1810" is a list, not a doubled word.
    if (!word.empty() && std::ispunct(static_cast<unsigned char>(word.back()))) prev.clear();
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
