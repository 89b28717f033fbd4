#include "model/edit/transaction.h"

#include "model/edit/history.h"

namespace hexwright::model {

Transaction::Transaction(History& history, Scenario& scenario, std::string label)
    : m_history(history), m_scenario(scenario), m_label(std::move(label)) {}

Transaction::~Transaction() {
  if (!m_done) rollback();
}

void Transaction::add(CommandPtr cmd) {
  cmd->apply(m_scenario);
  if (!m_commands.empty() && m_commands.back()->mergeWith(*cmd)) return;
  m_commands.push_back(std::move(cmd));
}

void Transaction::commit() {
  if (m_done) return;
  m_done = true;
  if (m_commands.empty()) return;
  if (m_commands.size() == 1) {
    m_history.record(std::move(m_commands.front()));
  } else {
    m_history.record(std::make_unique<CompositeCommand>(m_label, std::move(m_commands)));
  }
  m_commands.clear();
}

void Transaction::rollback() {
  for (auto it = m_commands.rbegin(); it != m_commands.rend(); ++it) (*it)->revert(m_scenario);
  m_commands.clear();
  m_done = true;
}

CompositeCommand::CompositeCommand(std::string label, std::vector<CommandPtr> commands)
    : m_label(std::move(label)), m_commands(std::move(commands)) {}

ChangeSet CompositeCommand::changes() const {
  ChangeSet all;
  for (const auto& c : m_commands) {
    ChangeSet one = c->changes();
    all.kinds |= one.kinds;
    all.hexes.insert(all.hexes.end(), one.hexes.begin(), one.hexes.end());
  }
  return all;
}

void CompositeCommand::onApply(Scenario& s) {
  for (auto& c : m_commands) c->apply(s);
}

void CompositeCommand::onRevert(Scenario& s) {
  for (auto it = m_commands.rbegin(); it != m_commands.rend(); ++it) (*it)->revert(s);
}

}  // namespace hexwright::model
