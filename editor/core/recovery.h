#pragma once
// Autosave to a recovery folder and recovery after a crash. Each open document has a slot
// named after the process and a counter; a clean save or a normal close discards it, so
// slots that remain belong to editors that did not exit normally.
#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "editor/core/document.h"
#include "editor/core/recovery_journal.h"

namespace hexwright::editor {

class RecoveryStore {
 public:
  /// `dir` is created on the first write.
  explicit RecoveryStore(std::filesystem::path dir);
  /// $XDG_DATA_HOME/hexwright/recovery, or ~/.local/share/hexwright/recovery.
  static std::filesystem::path defaultDirectory();

  struct Entry {
    std::filesystem::path bundle;                   // the autosaved bundle
    std::optional<std::filesystem::path> original;  // where the document was saved, if ever
    /// The bundle the work was opened from in part (Document::partialSource): the
    /// recovered document may not be saved over it either.
    std::optional<std::filesystem::path> partialSource;
    std::string title;
    std::filesystem::file_time_type when;
    /// When the autosave was written (from the slot's own record).
    std::optional<std::chrono::system_clock::time_point> savedAt;
    /// Undo history written with it: the state files before the current one, oldest
    /// first, each with the label of the step that led to it; then the current step's label.
    struct Step {
      std::filesystem::path bundle;
      std::string label;
    };
    std::vector<Step> steps;
    std::string currentLabel;
  };

  /// Writes `doc` to the slot `slot` (see newSlot). False with diagnostics on failure.
  /// With a journal, the states of its undo steps are written too (only those not
  /// written before), so recover() can rebuild the history.
  bool write(const Document& doc, const std::string& slot, model::Diagnostics& diagnostics,
             const RecoveryJournal* journal = nullptr);
  /// Removes a slot's files.
  void discard(const std::string& slot);
  /// A slot name unique to this process.
  std::string newSlot();
  /// Slots left by editors that are no longer running, newest first.
  std::vector<Entry> orphans() const;
  void remove(const Entry& e);
  /// Opens an orphan as a document: the autosaved work, its undo steps rebuilt from the
  /// states written with it, marked as recovered (modified, belonging at `original`).
  static std::unique_ptr<Document> recover(const Entry& e, model::Diagnostics& diagnostics);
  const std::filesystem::path& directory() const { return m_dir; }

 private:
  std::filesystem::path m_dir;
  int m_counter = 0;
};

/// The recovery prompt: whose work, when it was autosaved, how many steps can be undone.
std::string recoveryQuestion(const RecoveryStore::Entry& e, std::chrono::system_clock::time_point now);

}  // namespace hexwright::editor
