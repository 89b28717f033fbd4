#pragma once
// "AP Hill's Division (Andy) - Archer's, Field's, JR Anderson's, Branch's, Gregg's &
// Pender's Brigades. 2 Batts.": formations listed by their commanders' names, the level
// written once in the plural for all of them, after the formation they make up.
#include <optional>
#include <string>
#include <vector>

namespace hexwright::importers::oob {

struct SharedLevelList {
  std::string head;                     // "AP Hill's Division (Andy)"; empty when the line is the list alone
  std::vector<std::string> formations;  // "Archer's Brigade", "Field's Brigade", …
  std::string rest;                     // "2 Batts."
};

/// The formations such a line lists, each with the level in the singular; nullopt when
/// the line is no such list (two owners at least, each a capitalized possessive of a few
/// words, then "Brigades" or "Divisions").
std::optional<SharedLevelList> formationsSharingALevel(const std::string& line);

}  // namespace hexwright::importers::oob
