#include "model/edit/history.h"

#include <cstdint>

#include "model/edit/transaction.h"

namespace hexwright::model {

void History::push(Scenario& s, CommandPtr cmd, bool merge) {
  cmd->apply(s);
  record(std::move(cmd), merge);
}

void History::record(CommandPtr cmd, bool merge) {
  const ChangeSet changes = cmd->changes();
  if (m_clean > m_index) m_clean = SIZE_MAX;  // the clean step is about to be dropped
  m_steps.resize(m_index);
  // A merged step may not be the clean one any more: it now holds more than was saved.
  if (merge && m_index > 0 && m_clean != m_index && m_steps.back()->mergeWith(*cmd)) {
    notify(changes);
    return;
  }
  m_steps.push_back(std::move(cmd));
  ++m_index;
  notify(changes);
}

void History::undo(Scenario& s) {
  if (!canUndo()) return;
  --m_index;
  m_steps[m_index]->revert(s);
  notify(m_steps[m_index]->changes());
}

void History::redo(Scenario& s) {
  if (!canRedo()) return;
  m_steps[m_index]->apply(s);
  ++m_index;
  notify(m_steps[m_index - 1]->changes());
}

std::string History::undoLabel() const { return canUndo() ? m_steps[m_index - 1]->label() : std::string{}; }
std::string History::redoLabel() const { return canRedo() ? m_steps[m_index]->label() : std::string{}; }

std::vector<std::string> History::labels() const {
  std::vector<std::string> out;
  for (const auto& step : m_steps) out.push_back(step->label());
  return out;
}

void History::clear() {
  m_steps.clear();
  m_index = 0;
  m_clean = 0;
}

void History::notify(const ChangeSet& c) const {
  if (m_listener) m_listener(c);
}

}  // namespace hexwright::model
