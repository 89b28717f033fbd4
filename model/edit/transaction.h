#pragma once
// One user gesture = one undo step. Commands apply as they come; commit() records them
// as a single step; a transaction destroyed uncommitted (an exception, a cancelled drag)
// reverts everything it applied.
#include <string>
#include <vector>

#include "model/edit/command.h"

namespace hexwright::model {

class History;

class [[nodiscard]] Transaction {
 public:
  Transaction(History& history, Scenario& scenario, std::string label);
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  ~Transaction();

  /// Applies now; consecutive commands that merge become one.
  void add(CommandPtr cmd);
  void commit();
  void rollback();
  bool empty() const { return m_commands.empty(); }

 private:
  History& m_history;
  Scenario& m_scenario;
  std::string m_label;
  std::vector<CommandPtr> m_commands;
  bool m_done = false;
};

/// Several commands run as one step (what a committed Transaction records).
class CompositeCommand final : public Command {
 public:
  CompositeCommand(std::string label, std::vector<CommandPtr> commands);
  ChangeSet changes() const override;
  std::size_t size() const { return m_commands.size(); }

 protected:
  void onApply(Scenario& s) override;
  void onRevert(Scenario& s) override;
  std::string onLabel() const override { return m_label; }

 private:
  std::string m_label;
  std::vector<CommandPtr> m_commands;
};

}  // namespace hexwright::model
