#include "importers/oob/shared_level_lists.h"

#include <cctype>

#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {
namespace {

/// "Archer's", "JR Anderson's", "Jenkins'": a commander's name in the possessive.
bool isOwner(const std::string& item) {
  if (item.empty() || !std::isupper(static_cast<unsigned char>(item[0])) || wordCount(item) > 4) return false;
  const std::size_t space = item.rfind(' ');
  return isPossessive(space == std::string::npos ? item : item.substr(space + 1));
}

/// "Archer's, Field's, … Gregg's & Pender's": the owners, split at commas, "&" and "and".
std::vector<std::string> ownersOf(std::string list) {
  std::vector<std::string> out;
  for (const char* joint : {" & ", " and "})
    for (std::size_t at = list.find(joint); at != std::string::npos; at = list.find(joint))
      list.replace(at, std::string_view(joint).size(), ", ");
  for (std::string& item : splitOutsideParens(list, ",")) {
    item = trim(item);
    if (item.empty()) continue;
    if (!isOwner(item)) return {};
    out.push_back(item);
  }
  return out;
}

}  // namespace

std::optional<SharedLevelList> formationsSharingALevel(const std::string& line) {
  if (line.size() > 400) return std::nullopt;
  for (const auto& [plural, singular] : {std::pair{" Brigades", " Brigade"}, std::pair{" brigades", " Brigade"},
                                         std::pair{" Divisions", " Division"}, std::pair{" divisions", " Division"}}) {
    const std::size_t at = line.find(plural);
    if (at == std::string::npos) continue;
    SharedLevelList out;
    std::size_t from = 0;
    if (const std::size_t dash = line.rfind(" - ", at); dash != std::string::npos) {
      out.head = trim(line.substr(0, dash));
      from = dash + 3;
    }
    const std::vector<std::string> owners = ownersOf(line.substr(from, at - from));
    if (owners.size() < 2) return std::nullopt;
    for (const std::string& owner : owners) out.formations.push_back(owner + singular);
    out.rest = trim(line.substr(at + std::string_view(plural).size()));
    while (!out.rest.empty() && (out.rest.front() == '.' || out.rest.front() == ',' || out.rest.front() == ';'))
      out.rest = trim(out.rest.substr(1));
    return out;
  }
  return std::nullopt;
}

}  // namespace hexwright::importers::oob
