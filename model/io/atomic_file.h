#pragma once
// Durable, atomic file-system steps for saves (docs/bundle-format.md): every file is written to a
// temporary file beside its target, flushed, fsynced and renamed; folders are built
// beside the target and swapped in. A failure leaves the previous file or folder as it
// was and removes what was written.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace hexwright::io {

/// The one atomic file writer (saves, exports, reports): streams into `target.tmp-XXXXXX`
/// beside the target (same file system, so the rename is atomic), then on commit()
/// flushes, fsyncs, renames over the target and fsyncs the folder. Until commit() the
/// target is untouched; if commit() is never reached (error, cancel, exception) the
/// destructor removes the temporary file. A replaced file keeps its permissions; a new
/// one gets 0666 less the umask.
class AtomicWriter {
 public:
  explicit AtomicWriter(std::filesystem::path target);
  ~AtomicWriter();
  AtomicWriter(const AtomicWriter&) = delete;
  AtomicWriter& operator=(const AtomicWriter&) = delete;

  /// Creates the temporary file; false with `error` when the folder is not writable.
  bool open(std::string& error);
  /// Appends bytes (buffered); a failure is remembered and reported by commit().
  bool write(const void* data, std::size_t size);
  bool write(std::string_view data) { return write(data.data(), data.size()); }
  /// Flush, fsync, close, rename over the target, fsync the folder.
  bool commit(std::string& error);
  const std::filesystem::path& target() const { return m_target; }
  const std::filesystem::path& tempPath() const { return m_temp; }

 private:
  bool flushBuffer();
  std::filesystem::path m_target;
  std::filesystem::path m_temp;
  int m_fd = -1;
  int m_errno = 0;  // first write error
  bool m_committed = false;
  std::string m_buffer;
};

/// Writes `data` to `path` atomically with AtomicWriter. On failure `path` is untouched,
/// the temporary file is removed and `error` says what failed.
bool writeFileAtomic(const std::filesystem::path& path, std::string_view data, std::string& error);

/// Creates (or truncates) `path`, writes `data` and fsyncs it. For files inside a
/// folder that is itself still temporary.
bool writeFileDurable(const std::filesystem::path& path, std::string_view data, std::string& error);

/// Reads a whole regular file. A folder, a device, a pipe or a file longer than
/// `maxBytes` is refused with `error` (so /dev/zero cannot fill memory).
bool readWholeFile(const std::filesystem::path& path, std::string& out, std::string& error,
                   std::size_t maxBytes = std::size_t{256} << 20);

/// fsync of an existing file or folder.
bool syncPath(const std::filesystem::path& path, std::string& error);

/// Hard-links `from` to `to` (rasters are never modified in place, so sharing is safe),
/// or copies and fsyncs it when linking is not possible (another file system).
bool linkOrCopyFile(const std::filesystem::path& from, const std::filesystem::path& to, std::string& error);

/// A new empty folder `<target>.tmp-XXXXXX` (or `<target><suffix>XXXXXX`) beside `target`.
std::optional<std::filesystem::path> makeTempDirBeside(const std::filesystem::path& target, std::string& error,
                                                       std::string_view suffix = ".tmp-");
/// A new empty file `<target>.tmp-XXXXXX` beside `target`.
std::optional<std::filesystem::path> makeTempFileBeside(const std::filesystem::path& target, std::string& error);

/// Moves the complete folder `staged` to `target`, replacing any folder there. Uses one
/// atomic exchange (renameat2 RENAME_EXCHANGE) where the file system supports it,
/// otherwise moves the old folder aside, moves the new one in and puts the old one back
/// if that fails. On success the old content is deleted; on failure `target` is as it
/// was and `staged` still exists (the caller removes it).
bool replaceDirectory(const std::filesystem::path& staged, const std::filesystem::path& target, std::string& error);

/// Renames the complete file `staged` over `target` and fsyncs the folder.
bool replaceFile(const std::filesystem::path& staged, const std::filesystem::path& target, std::string& error);

/// Removes a path and everything under it, ignoring errors (clean-up after failure).
void removeQuietly(const std::filesystem::path& path) noexcept;

namespace testing {
/// Test hook: called with the name of each step a save is about to take ("write:map.xml",
/// "raster:maps/shiloh.tif", "zip", "fsync", "exchange", "move-aside", "move-in",
/// "rename"); returning true makes that step fail as if the operating system had
/// refused it ("exchange" failing means "not supported here", so the fallback runs).
using FailureHook = std::function<bool(std::string_view step)>;
void setFailureHook(FailureHook hook);
/// RAII form for tests.
class ScopedFailureHook {
 public:
  explicit ScopedFailureHook(FailureHook hook) { setFailureHook(std::move(hook)); }
  ~ScopedFailureHook() { setFailureHook({}); }
  ScopedFailureHook(const ScopedFailureHook&) = delete;
  ScopedFailureHook& operator=(const ScopedFailureHook&) = delete;
};
}  // namespace testing

/// True when the test hook asks `step` to fail.
bool injectedFailure(std::string_view step);

}  // namespace hexwright::io
