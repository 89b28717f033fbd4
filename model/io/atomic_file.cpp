#include "model/io/atomic_file.h"

#include <fcntl.h>
#include <stdio.h>   // renameat2 (glibc >= 2.28)
#include <stdlib.h>  // mkstemp, mkdtemp
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <system_error>
#include <utility>
#include <vector>

namespace fs = std::filesystem;

namespace hexwright::io {
namespace {

std::mutex g_hookMutex;
testing::FailureHook g_hook;

std::string osError(int err) { return std::generic_category().message(err); }

std::string describe(std::string_view what, const fs::path& p, int err) {
  return std::string(what) + " " + p.string() + ": " + osError(err);
}

/// Closes a file descriptor on scope exit.
class Fd {
 public:
  explicit Fd(int fd) : m_fd(fd) {}
  ~Fd() {
    if (m_fd >= 0) ::close(m_fd);
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return m_fd; }
  /// Closes now and reports close errors (delayed write errors on some file systems).
  int close() {
    const int fd = m_fd;
    m_fd = -1;
    return fd >= 0 ? ::close(fd) : 0;
  }

 private:
  int m_fd;
};

bool writeAll(int fd, std::string_view data, const fs::path& p, std::string& error) {
  const char* at = data.data();
  std::size_t left = data.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, at, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      error = describe("cannot write", p, errno);
      return false;
    }
    at += n;
    left -= static_cast<std::size_t>(n);
  }
  return true;
}

bool fsyncFd(int fd, const fs::path& p, std::string& error) {
  if (injectedFailure("fsync")) {
    error = describe("cannot flush", p, EIO);
    return false;
  }
  if (::fsync(fd) != 0) {
    error = describe("cannot flush", p, errno);
    return false;
  }
  return true;
}

fs::path parentOf(const fs::path& p) {
  fs::path parent = p.parent_path();
  return parent.empty() ? fs::path(".") : parent;
}

/// "name" part of target for temporary names; a target given with a trailing slash
/// ("x.hexw/") has an empty filename, so use the last real component.
fs::path cleanTarget(const fs::path& target) {
  fs::path t = target;
  if (!t.has_filename() && t.has_parent_path()) t = t.parent_path();
  return t;
}

bool writeStepFails(const fs::path& p, std::string& error) {
  if (injectedFailure("write:" + p.filename().string())) {
    error = describe("cannot write", p, ENOSPC);
    return true;
  }
  return false;
}

/// The process umask, read without changing it (umask(2) would, for every thread).
mode_t currentUmask() {
  std::FILE* f = std::fopen("/proc/self/status", "r");
  mode_t mask = 022;
  if (!f) return mask;
  char line[256];
  while (std::fgets(line, sizeof line, f)) {
    unsigned value = 0;
    if (std::sscanf(line, "Umask: %o", &value) == 1) {
      mask = static_cast<mode_t>(value);
      break;
    }
  }
  std::fclose(f);
  return mask;
}

/// What a replacement of `target` should get: the mode of what is there now, or the
/// ordinary default for a new file or folder (mkstemp/mkdtemp make 0600/0700).
mode_t modeFor(const fs::path& target, bool directory) {
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0) return st.st_mode & 07777;
  return (directory ? 0777 : 0666) & ~currentUmask();
}

/// rename(from, to) unless the test hook fails `step`; 0 or the error number.
int failingRename(std::string_view step, const fs::path& from, const fs::path& to) {
  if (injectedFailure(step)) return EACCES;
  return std::rename(from.c_str(), to.c_str()) == 0 ? 0 : errno;
}

}  // namespace

namespace testing {
void setFailureHook(FailureHook hook) {
  std::lock_guard lock(g_hookMutex);
  g_hook = std::move(hook);
}
}  // namespace testing

bool injectedFailure(std::string_view step) {
  std::lock_guard lock(g_hookMutex);
  return g_hook && g_hook(step);
}

void removeQuietly(const fs::path& path) noexcept {
  std::error_code ec;
  fs::remove_all(path, ec);
}

bool syncPath(const fs::path& path, std::string& error) {
  Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0) {
    error = describe("cannot open", path, errno);
    return false;
  }
  return fsyncFd(fd.get(), path, error);
}

bool writeFileDurable(const fs::path& path, std::string_view data, std::string& error) {
  if (writeStepFails(path, error)) return false;
  Fd fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
  if (fd.get() < 0) {
    error = describe("cannot create", path, errno);
    return false;
  }
  if (!writeAll(fd.get(), data, path, error) || !fsyncFd(fd.get(), path, error)) return false;
  if (fd.close() != 0) {
    error = describe("cannot write", path, errno);
    return false;
  }
  return true;
}

bool readWholeFile(const fs::path& path, std::string& out, std::string& error, std::size_t maxBytes) {
  Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
  if (fd.get() < 0) {
    error = describe("cannot open", path, errno);
    return false;
  }
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0) {
    error = describe("cannot read", path, errno);
    return false;
  }
  if (S_ISDIR(st.st_mode)) {
    error = describe("cannot read", path, EISDIR);
    return false;
  }
  if (!S_ISREG(st.st_mode)) {
    error = "cannot read " + path.string() + ": not a regular file (a device, pipe or socket)";
    return false;
  }
  ::fcntl(fd.get(), F_SETFL, 0);  // O_NONBLOCK only kept open() of a FIFO from waiting
  out.clear();
  // The size can change while reading: it only guides the first allocation.
  if (st.st_size > 0) out.reserve(std::min<std::size_t>(static_cast<std::size_t>(st.st_size), maxBytes));
  char buf[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      error = describe("cannot read", path, errno);
      return false;
    }
    if (n == 0) break;
    if (out.size() + static_cast<std::size_t>(n) > maxBytes) {
      error = "cannot read " + path.string() + ": larger than " + std::to_string(maxBytes >> 20) +
              " MiB, the most Hexwright reads of one file";
      return false;
    }
    out.append(buf, static_cast<std::size_t>(n));
  }
  return true;
}

std::optional<fs::path> makeTempDirBeside(const fs::path& target, std::string& error, std::string_view suffix) {
  const fs::path t = cleanTarget(target);
  std::string templ = (parentOf(t) / (t.filename().string() + std::string(suffix) + "XXXXXX")).string();
  std::vector<char> buf(templ.begin(), templ.end());
  buf.push_back('\0');
  const bool injected = injectedFailure("mkdir");
  if (injected || ::mkdtemp(buf.data()) == nullptr) {
    error = describe("cannot create a folder beside", t, injected ? EACCES : errno);
    return std::nullopt;
  }
  ::chmod(buf.data(), modeFor(t, true));
  return fs::path(buf.data());
}

std::optional<fs::path> makeTempFileBeside(const fs::path& target, std::string& error) {
  const fs::path t = cleanTarget(target);
  std::string templ = (parentOf(t) / (t.filename().string() + ".tmp-XXXXXX")).string();
  std::vector<char> buf(templ.begin(), templ.end());
  buf.push_back('\0');
  const int fd = ::mkstemp(buf.data());
  if (fd < 0) {
    error = describe("cannot create a file beside", t, errno);
    return std::nullopt;
  }
  ::fchmod(fd, modeFor(t, false));
  ::close(fd);
  return fs::path(buf.data());
}

AtomicWriter::AtomicWriter(fs::path target) : m_target(cleanTarget(target)) {}

AtomicWriter::~AtomicWriter() {
  if (m_fd >= 0) ::close(m_fd);
  if (!m_committed && !m_temp.empty()) removeQuietly(m_temp);
}

bool AtomicWriter::open(std::string& error) {
  const auto temp = makeTempFileBeside(m_target, error);
  if (!temp) return false;
  m_temp = *temp;
  m_fd = ::open(m_temp.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (m_fd < 0) {
    error = describe("cannot open", m_temp, errno);
    return false;
  }
  m_buffer.reserve(1 << 16);
  return true;
}

bool AtomicWriter::flushBuffer() {
  if (m_errno != 0) return false;
  std::string error;
  if (!writeAll(m_fd, m_buffer, m_target, error)) {
    m_errno = errno ? errno : EIO;
    return false;
  }
  m_buffer.clear();
  return true;
}

bool AtomicWriter::write(const void* data, std::size_t size) {
  if (m_fd < 0 || m_errno != 0) return false;
  if (m_buffer.size() + size > (1 << 16) && !flushBuffer()) return false;
  if (size >= (1 << 16)) {
    std::string error;
    if (!writeAll(m_fd, std::string_view(static_cast<const char*>(data), size), m_target, error)) {
      m_errno = errno ? errno : EIO;
      return false;
    }
    return true;
  }
  m_buffer.append(static_cast<const char*>(data), size);
  return true;
}

bool AtomicWriter::commit(std::string& error) {
  if (m_fd < 0) {
    error = "no output open for " + m_target.string();
    return false;
  }
  if (writeStepFails(m_target, error)) return false;
  if (!flushBuffer()) {
    error = describe("cannot write", m_target, m_errno);
    return false;
  }
  if (!fsyncFd(m_fd, m_target, error)) return false;
  const int fd = std::exchange(m_fd, -1);
  if (::close(fd) != 0) {
    error = describe("cannot write", m_target, errno);
    return false;
  }
  if (!replaceFile(m_temp, m_target, error)) return false;
  m_committed = true;
  return true;
}

bool writeFileAtomic(const fs::path& path, std::string_view data, std::string& error) {
  AtomicWriter out(path);
  if (!out.open(error)) return false;
  out.write(data);  // a failure is reported by commit()
  return out.commit(error);
}

bool replaceFile(const fs::path& staged, const fs::path& target, std::string& error) {
  if (injectedFailure("rename")) {
    error = describe("cannot replace", target, EACCES);
    return false;
  }
  if (std::rename(staged.c_str(), target.c_str()) != 0) {
    error = describe("cannot replace", target, errno);
    return false;
  }
  std::string ignored;  // the file is in place; a folder fsync failure cannot undo that
  syncPath(parentOf(cleanTarget(target)), ignored);
  return true;
}

bool linkOrCopyFile(const fs::path& from, const fs::path& to, std::string& error) {
  std::error_code ec;
  fs::create_hard_link(from, to, ec);
  if (!ec) return true;
  ec.clear();
  if (!fs::copy_file(from, to, fs::copy_options::overwrite_existing, ec)) {
    error = "cannot copy " + from.string() + " to " + to.string() + ": " + ec.message();
    return false;
  }
  return syncPath(to, error);
}

bool replaceDirectory(const fs::path& staged, const fs::path& targetIn, std::string& error) {
  const fs::path target = cleanTarget(targetIn);
  const fs::path parent = parentOf(target);
  std::string ignored;
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(target, ec))) {
    if (injectedFailure("move-in")) {
      error = describe("cannot move the new bundle to", target, EACCES);
      return false;
    }
    // RENAME_NOREPLACE: never replace something that appeared meanwhile.
    if (::renameat2(AT_FDCWD, staged.c_str(), AT_FDCWD, target.c_str(), RENAME_NOREPLACE) != 0) {
      const int err = errno;
      if ((err != EINVAL && err != ENOSYS && err != ENOTSUP) || std::rename(staged.c_str(), target.c_str()) != 0) {
        error = describe("cannot move the new bundle to", target, err);
        return false;
      }
    }
    syncPath(parent, ignored);
    return true;
  }

  // One atomic step: afterwards `staged` holds the old bundle.
  int exchangeError = EINVAL;  // an injected failure reads as "not supported here"
  if (!injectedFailure("exchange")) {
    if (::renameat2(AT_FDCWD, staged.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) == 0) {
      syncPath(parent, ignored);
      removeQuietly(staged);
      return true;
    }
    exchangeError = errno;
  }
  if (exchangeError != EINVAL && exchangeError != ENOSYS && exchangeError != ENOTSUP) {
    error = describe("cannot replace", target, exchangeError);
    return false;
  }

  // Fallback for file systems without RENAME_EXCHANGE: move the old bundle aside into
  // an empty folder of a unique name (rename replaces an empty folder), move the new
  // one in, and put the old one back if that fails.
  const auto aside = makeTempDirBeside(target, error, ".old-");
  if (!aside) return false;
  if (const int err = failingRename("move-aside", target, *aside); err != 0) {
    removeQuietly(*aside);
    error = describe("cannot move the old bundle aside:", target, err);
    return false;
  }
  if (const int err = failingRename("move-in", staged, target); err != 0) {
    if (std::rename(aside->c_str(), target.c_str()) != 0) {
      error = describe("cannot move the new bundle in, and the previous bundle is now at", *aside, err);
      return false;
    }
    error = describe("cannot move the new bundle to", target, err);
    return false;
  }
  syncPath(parent, ignored);
  removeQuietly(*aside);
  return true;
}

}  // namespace hexwright::io
