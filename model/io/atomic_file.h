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

/// Writes `data` to `path` atomically: `path.tmp-XXXXXX` in the same folder, write,
/// fsync, rename over `path`, fsync the folder. On failure `path` is untouched, the
/// temporary file is removed and `error` says what failed.
bool writeFileAtomic(const std::filesystem::path& path, std::string_view data, std::string& error);

/// Creates (or truncates) `path`, writes `data` and fsyncs it. For files inside a
/// folder that is itself still temporary.
bool writeFileDurable(const std::filesystem::path& path, std::string_view data, std::string& error);

/// Reads a whole file.
bool readWholeFile(const std::filesystem::path& path, std::string& out, std::string& error);

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
