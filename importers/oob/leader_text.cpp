#include "importers/oob/leader_text.h"

#include <algorithm>

#include "importers/oob/list_items.h"
#include "importers/oob/text_util.h"

namespace hexwright::importers::oob {

const std::vector<std::string>& knownRankPrefixes() {
  static const std::vector<std::string> ranks = [] {
    std::vector<std::string> r{"General",     "Major General", "Maj. Gen.",  "Brigadier General", "Brig. Gen.",
                               "Colonel",     "Col.",          "Lieut. Col.", "Lt. Col.",         "Lieutenant Colonel",
                               "Major",       "Maj.",          "Captain",     "Capt.",            "Lieutenant",
                               "Lieut.",      "Lt.",           "Gov."};
    std::sort(r.begin(), r.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    return r;
  }();
  return ranks;
}

namespace {

std::size_t rankLengthAt(std::string_view text) {
  for (const std::string& r : knownRankPrefixes()) {
    if (!startsWithNoCase(text, r)) continue;
    if (text.size() > r.size() && r.back() != '.' && text[r.size()] != ' ') continue;
    return r.size();
  }
  return 0;
}

}  // namespace

LeaderText parseLeader(std::string_view textIn) {
  const ListItem item = splitTrailingNotes(textIn);
  LeaderText out;
  out.notes = item.notes;
  std::string text = item.name;
  while (!text.empty() && (text.back() == ',' || text.back() == '.')) text.pop_back();
  const std::size_t n = rankLengthAt(text);
  out.rank = trim(text.substr(0, n));
  out.name = trim(text.substr(n));
  return out;
}

CommandLine parseCommandText(std::string_view textIn) {
  CommandLine out;
  std::string text = trim(textIn);
  std::string aide;
  const std::size_t aideAt = findOutsideParens(lower(text), "aide-de-camp");
  if (aideAt != std::string::npos) {
    std::string before = trim(text.substr(0, aideAt));
    while (!before.empty() && (before.back() == ',' || before.back() == '.')) before.pop_back();
    // The aide starts at the last rank word that follows ". " or ", ".
    std::size_t start = std::string::npos;
    for (std::size_t i = 2; i < before.size(); ++i) {
      if (before[i - 1] != ' ' || (before[i - 2] != '.' && before[i - 2] != ',')) continue;
      if (rankLengthAt(std::string_view(before).substr(i)) > 0) start = i;
    }
    if (start != std::string::npos) {
      aide = before.substr(start);
      text = before.substr(0, start);
    } else {
      text = before;  // "…, Aide-de-Camp" with no leader before it
      aide = before;
      text.clear();
    }
  }
  if (!trim(text).empty()) out.leaders.push_back(parseLeader(text));
  if (!aide.empty()) out.aides.push_back(parseLeader(aide));
  return out;
}

}  // namespace hexwright::importers::oob
