#include "exporters/print/atomic_output.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace hexwright::exporters {

AtomicOutput::AtomicOutput(std::filesystem::path target) : m_target(std::move(target)) {}

AtomicOutput::~AtomicOutput() {
  if (m_file) std::fclose(m_file);
  if (!m_committed && !m_temp.empty()) {
    std::error_code ec;
    std::filesystem::remove(m_temp, ec);
  }
}

bool AtomicOutput::open(std::string& error) {
  const auto folder = m_target.has_parent_path() ? m_target.parent_path() : std::filesystem::path(".");
  // mkstemp in the target's folder: the final rename must not cross file systems.
  std::string pattern = (folder / ("." + m_target.filename().string() + ".tmp-XXXXXX")).string();
  const int fd = ::mkstemp(pattern.data());
  if (fd < 0) {
    error = "cannot create a file in " + folder.string() + ": " + std::strerror(errno);
    return false;
  }
  ::fchmod(fd, 0644);  // mkstemp makes 0600; exports are ordinary documents
  m_temp = pattern;
  m_file = ::fdopen(fd, "wb");
  if (!m_file) {
    error = "cannot open " + m_temp.string() + ": " + std::strerror(errno);
    ::close(fd);
    return false;
  }
  return true;
}

bool AtomicOutput::write(const unsigned char* data, std::size_t size) {
  if (!m_file || m_failed) return false;
  if (std::fwrite(data, 1, size, m_file) != size) m_failed = true;
  return !m_failed;
}

bool AtomicOutput::commit(std::string& error) {
  if (!m_file) {
    error = "no output open for " + m_target.string();
    return false;
  }
  const bool flushed = std::fflush(m_file) == 0 && ::fsync(::fileno(m_file)) == 0;
  const int closeResult = std::fclose(m_file);
  m_file = nullptr;
  if (m_failed || !flushed || closeResult != 0) {
    error = "cannot write " + m_target.string() + ": " + std::strerror(errno);
    return false;
  }
  std::error_code ec;
  std::filesystem::rename(m_temp, m_target, ec);
  if (ec) {
    error = "cannot replace " + m_target.string() + ": " + ec.message();
    return false;
  }
  m_committed = true;
  // The rename is durable only once the folder entry is on disk.
  const auto folder = m_target.has_parent_path() ? m_target.parent_path() : std::filesystem::path(".");
  const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
  return true;
}

}  // namespace hexwright::exporters
