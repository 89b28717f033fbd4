// A .hexwz over arbitrary bytes: the zip reader, entry-name checks and the bundle reader.
// The bytes go to a memory file (memfd) so no disk is touched per input.
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "model/io/bundle.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const int fd = ::memfd_create("fuzz.hexwz", 0);
  if (fd < 0) return 0;
  if (::write(fd, data, size) == static_cast<ssize_t>(size)) {
    hexwright::model::Diagnostics d;
    (void)hexwright::io::loadBundle("/proc/self/fd/" + std::to_string(fd), d);
  }
  ::close(fd);
  return 0;
}
