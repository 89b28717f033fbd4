#pragma once
// Saves of one bundle by two processes (docs/bundle-format.md, "Concurrent saves"):
// every save holds an exclusive advisory lock (flock) on the folder that contains the
// bundle while it compares, writes and replaces, so saves never interleave; the
// compare-before-replace in saveBundle then makes the later of two saves that started
// from the same bundle fail instead of silently dropping the first one's work.
// Leftovers of interrupted saves are removed while the lock is held.
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

namespace hexwright::io {

class SaveLock {
 public:
  /// Locks the folder holding `target`, waiting up to `wait` for another save there.
  /// nullopt with `error` when it stays locked; a folder that cannot be opened for
  /// locking (no read permission) is not locked and still returns a SaveLock.
  static std::optional<SaveLock> acquire(const std::filesystem::path& target, std::string& error,
                                         std::chrono::milliseconds wait = std::chrono::seconds(60));
  SaveLock(SaveLock&& o) noexcept : m_fd(o.m_fd) { o.m_fd = -1; }
  SaveLock& operator=(SaveLock&&) = delete;
  SaveLock(const SaveLock&) = delete;
  ~SaveLock();

 private:
  explicit SaveLock(int fd) : m_fd(fd) {}
  int m_fd = -1;
};

/// Removes what interrupted saves of `target` left beside it: `<name>.tmp-XXXXXX` folders
/// and files (with libzip's own `<…>.XXXXXX` temp files) and `<name>.old-XXXXXX`
/// folders, the latter only when `target` is a complete bundle again. Only entries older
/// than `minAge` are touched (a save of an older Hexwright that did not lock may still be
/// running); call only while holding the SaveLock. Returns how many were removed.
int removeStaleSaveLeftovers(const std::filesystem::path& target,
                             std::chrono::seconds minAge = std::chrono::seconds(60));

/// True for `<name>.tmp-XXXXXX`, `<name>.tmp-XXXXXX.YYYYYY` and `<name>.old-XXXXXX`
/// (X, Y: letters and digits, as mkstemp/mkdtemp make them) for the bundle file name `name`.
bool isSaveLeftoverName(const std::string& bundleFileName, const std::string& entry, bool* old = nullptr);

}  // namespace hexwright::io
