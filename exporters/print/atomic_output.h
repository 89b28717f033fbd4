#pragma once
// Every export is written atomically (docs/architecture.md, "Data flow"): into a temporary file beside the
// target, flushed and fsynced, then renamed over it. Until commit() the target is
// untouched; if commit() is never reached (error, cancel, exception) the destructor
// removes the temporary file, so a failed export leaves neither a partial file nor a
// damaged previous one.
#include <cstdio>
#include <filesystem>
#include <string>

namespace hexwright::exporters {

class AtomicOutput {
 public:
  explicit AtomicOutput(std::filesystem::path target);
  ~AtomicOutput();
  AtomicOutput(const AtomicOutput&) = delete;
  AtomicOutput& operator=(const AtomicOutput&) = delete;

  /// Creates the temporary file; false with `error` when the folder is not writable.
  bool open(std::string& error);
  /// Appends bytes; a failed write is remembered and reported by commit().
  bool write(const unsigned char* data, std::size_t size);
  /// Flush, fsync, close, rename over the target, fsync the folder.
  bool commit(std::string& error);
  const std::filesystem::path& target() const { return m_target; }
  const std::filesystem::path& tempPath() const { return m_temp; }

 private:
  std::filesystem::path m_target;
  std::filesystem::path m_temp;
  std::FILE* m_file = nullptr;
  bool m_failed = false;
  bool m_committed = false;
};

}  // namespace hexwright::exporters
