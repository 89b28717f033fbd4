#include "model/io/save_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <ctime>
#include <system_error>
#include <thread>

namespace fs = std::filesystem;

namespace hexwright::io {
namespace {

fs::path folderOf(const fs::path& target) {
  fs::path t = target;
  if (!t.has_filename() && t.has_parent_path()) t = t.parent_path();
  const fs::path parent = t.parent_path();
  return parent.empty() ? fs::path(".") : parent;
}

bool isTempSuffix(std::string_view s) {
  if (s.size() != 6) return false;
  for (const char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) return false;
  return true;
}

}  // namespace

std::optional<SaveLock> SaveLock::acquire(const fs::path& target, std::string& error, std::chrono::milliseconds wait) {
  const fs::path folder = folderOf(target);
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return SaveLock(-1);  // cannot lock; the compare-before-replace still runs
  const auto deadline = std::chrono::steady_clock::now() + wait;
  for (;;) {
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) return SaveLock(fd);
    if (errno != EWOULDBLOCK && errno != EINTR) {
      ::close(fd);
      return SaveLock(-1);  // a file system without flock: no lock, as above
    }
    if (std::chrono::steady_clock::now() >= deadline) {
      ::close(fd);
      error = "another Hexwright is still saving in " + folder.string() + " after " +
              std::to_string(wait.count() / 1000) + " s; try again";
      return std::nullopt;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

SaveLock::~SaveLock() {
  if (m_fd >= 0) ::close(m_fd);  // closing releases the flock
}

bool isSaveLeftoverName(const std::string& bundleFileName, const std::string& entry, bool* old) {
  if (!entry.starts_with(bundleFileName)) return false;
  std::string_view rest = std::string_view(entry).substr(bundleFileName.size());
  const bool isOld = rest.starts_with(".old-");
  if (!isOld && !rest.starts_with(".tmp-")) return false;
  rest.remove_prefix(5);
  if (old) *old = isOld;
  if (isTempSuffix(rest)) return true;
  // libzip writes the archive to "<staged>.XXXXXX" and renames it onto the staged name.
  return !isOld && rest.size() == 13 && rest[6] == '.' && isTempSuffix(rest.substr(0, 6)) &&
         isTempSuffix(rest.substr(7));
}

int removeStaleSaveLeftovers(const fs::path& targetIn, std::chrono::seconds minAge) {
  fs::path target = targetIn;
  if (!target.has_filename() && target.has_parent_path()) target = target.parent_path();
  const std::string name = target.filename().string();
  if (name.empty()) return 0;
  std::error_code ec;
  const bool complete = fs::is_regular_file(target / "scenario.xml", ec) || fs::is_regular_file(target, ec);
  const std::time_t now = std::time(nullptr);
  int removed = 0;
  for (auto it = fs::directory_iterator(folderOf(target), ec); !ec && it != fs::directory_iterator();
       it.increment(ec)) {
    bool old = false;
    const std::string entry = it->path().filename().string();
    if (!isSaveLeftoverName(name, entry, &old)) continue;
    if (old && !complete) continue;  // the previous bundle may be all there is
    struct stat st {};
    if (::lstat(it->path().c_str(), &st) != 0 || st.st_uid != ::geteuid()) continue;
    if (now - st.st_mtime < minAge.count()) continue;
    std::error_code rm;
    fs::remove_all(it->path(), rm);
    if (!rm) ++removed;
  }
  return removed;
}

}  // namespace hexwright::io
