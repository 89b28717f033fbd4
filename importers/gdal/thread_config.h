#pragma once
// GDAL settings for one call, on this thread only, put back as they were when the scope
// ends: an importer sets what its own GDAL call needs (threads for compressing
// overviews, say) without changing the process for the editor's other threads or
// asking the user to set environment variables. Internal to importers/.
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hexwright::importers::gdal {

class ThreadConfig {
 public:
  ThreadConfig(std::initializer_list<std::pair<std::string, std::string>> settings);
  ~ThreadConfig();
  ThreadConfig(const ThreadConfig&) = delete;
  ThreadConfig& operator=(const ThreadConfig&) = delete;

 private:
  // Each key with the thread's own value before the scope (none: unset).
  std::vector<std::pair<std::string, std::optional<std::string>>> m_before;
};

}  // namespace hexwright::importers::gdal
