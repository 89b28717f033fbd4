#pragma once
// Autosave to a recovery folder and recovery after a crash. Each open document has a slot
// named after the process and a counter; a clean save or a normal close discards it, so
// slots that remain belong to editors that did not exit normally.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "editor/core/document.h"

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
    std::string title;
    std::filesystem::file_time_type when;
  };

  /// Writes `doc` to the slot `slot` (see newSlot). False with diagnostics on failure.
  bool write(const Document& doc, const std::string& slot, model::Diagnostics& diagnostics);
  /// Removes a slot's files.
  void discard(const std::string& slot);
  /// A slot name unique to this process.
  std::string newSlot();
  /// Slots left by editors that are no longer running, newest first.
  std::vector<Entry> orphans() const;
  void remove(const Entry& e);
  const std::filesystem::path& directory() const { return m_dir; }

 private:
  std::filesystem::path m_dir;
  int m_counter = 0;
};

}  // namespace hexwright::editor
