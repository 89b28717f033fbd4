#include "importers/common/bundle_session.h"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <ctime>
#include <random>
#include <string_view>

#include "model/io/bundle.h"
#include "model/io/bundle_with_ruleset.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::importers {

std::optional<BundleSession> openBundle(const std::filesystem::path& bundle, model::Diagnostics& diagnostics) {
  auto loaded = io::loadBundleWithRuleset(bundle, diagnostics);
  if (!loaded) return std::nullopt;
  return BundleSession{bundle, std::move(loaded->scenario), std::move(*loaded->ruleset), std::move(loaded->stamp)};
}

bool saveStagedMap(BundleSession& session, model::Map staged, model::Diagnostics& diagnostics,
                   const std::optional<std::filesystem::path>& stagingDir) {
  model::Scenario next = session.scenario;
  next.map = std::move(staged);
  if (!io::saveBundle(next, session.path, diagnostics, stagingDir, session.stamp, &session.stamp)) return false;
  session.scenario = std::move(next);
  return true;
}

namespace {

constexpr std::string_view kStagingPrefix = "hexwright-import-";

/// Staging folders of this user whose creating process has died and that are at least
/// an hour old: a process that is still running (or a reused pid) keeps its folder.
void removeStaleStagingDirs(const std::filesystem::path& temp) {
  std::error_code ec;
  const std::time_t now = std::time(nullptr);
  for (auto it = std::filesystem::directory_iterator(temp, ec); !ec && it != std::filesystem::directory_iterator();
       it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (!name.starts_with(kStagingPrefix)) continue;
    const std::string rest = name.substr(kStagingPrefix.size());
    const std::size_t dash = rest.find('-');
    if (dash == 0 || dash == std::string::npos ||
        rest.substr(0, dash).find_first_not_of("0123456789") != std::string::npos || dash > 9)
      continue;
    struct stat st {};
    if (::lstat(it->path().c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::geteuid()) continue;
    if (now - st.st_mtime < 3600) continue;
    const pid_t pid = static_cast<pid_t>(std::stol(rest.substr(0, dash)));
    if (pid <= 0 || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
    std::error_code rm;
    std::filesystem::remove_all(it->path(), rm);
  }
}

}  // namespace

StagingDir::StagingDir() {
  const auto temp = std::filesystem::temp_directory_path();
  removeStaleStagingDirs(temp);
  std::random_device rd;
  m_path = temp / (std::string(kStagingPrefix) + std::to_string(::getpid()) + "-" + std::to_string(rd()) + "-" +
                   std::to_string(rd()));
  std::filesystem::create_directories(m_path);
}

StagingDir::~StagingDir() {
  std::error_code ec;
  std::filesystem::remove_all(m_path, ec);
}

}  // namespace hexwright::importers
