#include "importers/gdal/thread_config.h"

#include <cpl_conv.h>

namespace hexwright::importers::gdal {

ThreadConfig::ThreadConfig(std::initializer_list<std::pair<std::string, std::string>> settings) {
  for (const auto& [key, value] : settings) {
    const char* before = CPLGetThreadLocalConfigOption(key.c_str(), nullptr);
    m_before.emplace_back(key, before ? std::optional<std::string>(before) : std::nullopt);
    CPLSetThreadLocalConfigOption(key.c_str(), value.c_str());
  }
}

ThreadConfig::~ThreadConfig() {
  for (auto it = m_before.rbegin(); it != m_before.rend(); ++it)
    CPLSetThreadLocalConfigOption(it->first.c_str(), it->second ? it->second->c_str() : nullptr);
}

}  // namespace hexwright::importers::gdal
