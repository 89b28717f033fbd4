#include "editor/core/recovery_journal.h"

namespace hexwright::editor {

void RecoveryJournal::record(const Document& doc) {
  const auto& history = doc.history();
  const std::size_t index = history.index();
  // A new step after undoing drops the redo branch: states past it are gone with it.
  if (index == history.size()) m_states.erase(m_states.upper_bound(index), m_states.end());
  auto it = m_states.find(index);
  if (it == m_states.end() || *it->second.scenario != doc.scenario()) {
    const auto labels = history.labels();
    State s;
    s.serial = m_nextSerial++;
    s.label = index > 0 && index <= labels.size() ? labels[index - 1] : std::string{};
    s.scenario = std::make_shared<const model::Scenario>(doc.scenario());
    m_states[index] = std::move(s);
  }
  // Keep the last kMaxSteps steps below the current index (and anything redoable above).
  while (!m_states.empty() && m_states.begin()->first + kMaxSteps < index) m_states.erase(m_states.begin());
}

}  // namespace hexwright::editor
