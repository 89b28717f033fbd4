#include "exporters/vassal/vassal_states.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace hexwright::exporters::vassal {
namespace {

std::string normalised(const std::string& text) {
  std::string out;
  for (const unsigned char c : text) out.push_back(c == ' ' || c == '_' ? '-' : static_cast<char>(std::tolower(c)));
  return out;
}

// "line-of-battle" -> "LB", "in-park" -> "IP", "column" -> "C": the words' initials,
// "of" left out, as a tab a third of a counter wide can hold at a readable size.
std::string initials(const std::string& id) {
  std::string out;
  std::size_t start = 0;
  while (start <= id.size()) {
    const std::size_t end = std::min(id.find('-', start), id.size());
    const std::string word = id.substr(start, end - start);
    if (!word.empty() && word != "of")
      out.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(word[0]))));
    start = end + 1;
  }
  return out.empty() ? "?" : out;
}

// Initials where they tell the type's states apart; else the label's first three letters
// (limbered, line: "Lim", "Lin"); else the whole label.
void assignMarks(std::vector<StateLook>& looks) {
  auto unique = [&](auto mark) {
    std::set<std::string> seen;
    for (const auto& l : looks)
      if (!seen.insert(mark(l)).second) return false;
    return true;
  };
  auto byInitials = [](const StateLook& l) { return initials(l.id); };
  auto byPrefix = [](const StateLook& l) { return l.label.substr(0, 3); };
  if (unique(byInitials))
    for (auto& l : looks) l.mark = byInitials(l);
  else if (unique(byPrefix))
    for (auto& l : looks) l.mark = byPrefix(l);
  else
    for (auto& l : looks) l.mark = l.label;
}

}  // namespace

bool StatePlan::facesAreStates() const {
  return std::any_of(states.begin(), states.end(), [](const StateLook& l) { return l.shown != StateShown::Tab; });
}

bool StatePlan::anyTab() const {
  return std::any_of(states.begin(), states.end(), [](const StateLook& l) { return l.shown == StateShown::Tab; });
}

std::string stateLabel(const std::string& id) {
  std::string out = id;
  std::replace(out.begin(), out.end(), '-', ' ');
  if (!out.empty() && out.front() >= 'a' && out.front() <= 'z')
    out.front() = static_cast<char>(out.front() - 'a' + 'A');
  return out;
}

StatePlan planStates(const std::vector<std::string>& states, const model::CounterLayout* layout) {
  StatePlan plan;
  for (const auto& id : states) plan.states.push_back({id, stateLabel(id), "", StateShown::Tab});
  assignMarks(plan.states);
  if (!layout || layout->backKind != model::BackKind::Alternate || layout->backLabel.empty()) return plan;
  const auto back = std::find_if(plan.states.begin(), plan.states.end(),
                                 [&](const StateLook& l) { return normalised(l.id) == normalised(layout->backLabel); });
  if (back == plan.states.end()) return plan;
  back->shown = StateShown::Back;
  if (plan.states.size() == 2) plan.states[back == plan.states.begin() ? 1 : 0].shown = StateShown::Front;
  return plan;
}

}  // namespace hexwright::exporters::vassal
