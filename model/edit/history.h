#pragma once
// Linear undo/redo with a clean index for the "modified" flag (like QUndoStack).
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "model/edit/command.h"

namespace hexwright::model {

class History {
 public:
  using Listener = std::function<void(const ChangeSet&)>;

  /// Applies `cmd` to `s` and records it; redo history is dropped. When `merge` is true
  /// and the previous step can absorb it (same stroke), they become one step.
  void push(Scenario& s, CommandPtr cmd, bool merge = false);
  /// Records a command that was already applied (used by Transaction).
  void record(CommandPtr cmd, bool merge = false);

  bool canUndo() const { return m_index > 0; }
  bool canRedo() const { return m_index < m_steps.size(); }
  void undo(Scenario& s);
  void redo(Scenario& s);
  std::string undoLabel() const;
  std::string redoLabel() const;
  /// Labels of every step, oldest first; steps before index() are applied.
  std::vector<std::string> labels() const;
  std::size_t index() const { return m_index; }
  std::size_t size() const { return m_steps.size(); }

  bool isClean() const { return m_clean == m_index; }
  void setClean() { m_clean = m_index; }
  void clear();

  /// Called after every apply, undo and redo.
  void setListener(Listener l) { m_listener = std::move(l); }

 private:
  void notify(const ChangeSet& c) const;

  std::vector<CommandPtr> m_steps;
  std::size_t m_index = 0;
  std::size_t m_clean = 0;  // SIZE_MAX once the clean state is unreachable
  Listener m_listener;
};

}  // namespace hexwright::model
