#include "model/io/folder_carry.h"

#include <sys/stat.h>

#include <system_error>

#include "model/io/atomic_file.h"

namespace fs = std::filesystem;

namespace hexwright::io {
namespace {

bool carry(const fs::path& from, const fs::path& to, const fs::path& shown, int depth, std::string& error) {
  // A designer's folder is never this deep; a loop of bind mounts could be.
  if (depth > 256) {
    error = "folders nested more than 256 deep under " + shown.string();
    return false;
  }
  std::error_code ec;
  for (auto it = fs::directory_iterator(from, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    const fs::path src = it->path();
    const fs::path dst = to / src.filename();
    const fs::path name = shown / src.filename();
    struct stat s {};
    if (::lstat(src.c_str(), &s) != 0) continue;  // vanished meanwhile
    struct stat d {};
    const bool exists = ::lstat(dst.c_str(), &d) == 0;
    if (exists) {
      if (S_ISDIR(s.st_mode) && S_ISDIR(d.st_mode)) {
        if (!carry(src, dst, name, depth + 1, error)) return false;
        continue;
      }
      if (S_ISDIR(s.st_mode) != S_ISDIR(d.st_mode)) {
        error = name.string() + " is a " + (S_ISDIR(s.st_mode) ? "folder" : "file") +
                " in the bundle but the save writes a " + (S_ISDIR(d.st_mode) ? "folder" : "file") +
                " there; move it away first";
        return false;
      }
      continue;  // a file the save wrote itself
    }
    if (S_ISDIR(s.st_mode)) {
      if (::mkdir(dst.c_str(), s.st_mode & 07777) != 0) {
        error = "cannot create " + dst.string() + ": " + std::generic_category().message(errno);
        return false;
      }
      ::chmod(dst.c_str(), s.st_mode & 07777);  // mkdir applies the umask
      if (!carry(src, dst, name, depth + 1, error)) return false;
    } else if (S_ISLNK(s.st_mode)) {
      const fs::path target = fs::read_symlink(src, ec);
      if (!ec) fs::create_symlink(target, dst, ec);
      if (ec) {
        error = "cannot keep the link " + name.string() + ": " + ec.message();
        return false;
      }
    } else if (S_ISREG(s.st_mode)) {
      if (!linkOrCopyFile(src, dst, error)) return false;
    }
  }
  if (ec) {
    error = "cannot list " + from.string() + ": " + ec.message();
    return false;
  }
  return true;
}

}  // namespace

bool carryOverEntries(const fs::path& from, const fs::path& to, std::string& error) {
  return carry(from, to, fs::path(), 0, error);
}

}  // namespace hexwright::io
