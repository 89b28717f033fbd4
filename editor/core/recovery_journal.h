#pragma once
// The states the last few undo steps lead to, kept so that an autosave can carry the
// undo history with the work: after a crash the recovered document has the same steps,
// with the same labels, to undo (recovery.h writes and reads them).
#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "editor/core/document.h"

namespace hexwright::editor {

class RecoveryJournal {
 public:
  /// At most this many undo steps are kept.
  static constexpr std::size_t kMaxSteps = 10;

  struct State {
    std::uint64_t serial = 0;  // names the state's file; a new state gets a new serial
    std::string label;         // the undo label of the step that led here (empty for the start)
    std::shared_ptr<const model::Scenario> scenario;
  };

  /// Notes the document's state at its current history index (after an edit, an undo or
  /// a redo, and when a document is opened).
  void record(const Document& doc);
  void clear() { m_states.clear(); }
  /// History index -> state, oldest first; the current index is the last.
  const std::map<std::size_t, State>& states() const { return m_states; }

 private:
  std::map<std::size_t, State> m_states;
  std::uint64_t m_nextSerial = 1;
};

}  // namespace hexwright::editor
