#include "importers/common/bundle_session.h"

#include <random>

#include "model/io/bundle.h"
#include "model/io/bundle_with_ruleset.h"
#include "model/io/ruleset_reader.h"

namespace hexwright::importers {

std::optional<BundleSession> openBundle(const std::filesystem::path& bundle, model::Diagnostics& diagnostics) {
  auto loaded = io::loadBundleWithRuleset(bundle, diagnostics);
  if (!loaded) return std::nullopt;
  return BundleSession{bundle, std::move(loaded->scenario), std::move(*loaded->ruleset)};
}

bool saveStagedMap(BundleSession& session, model::Map staged, model::Diagnostics& diagnostics,
                   const std::optional<std::filesystem::path>& stagingDir) {
  model::Scenario next = session.scenario;
  next.map = std::move(staged);
  if (!io::saveBundle(next, session.path, diagnostics, stagingDir)) return false;
  session.scenario = std::move(next);
  return true;
}

StagingDir::StagingDir() {
  std::random_device rd;
  m_path = std::filesystem::temp_directory_path() /
           ("hexwright-import-" + std::to_string(rd()) + "-" + std::to_string(rd()));
  std::filesystem::create_directories(m_path);
}

StagingDir::~StagingDir() {
  std::error_code ec;
  std::filesystem::remove_all(m_path, ec);
}

}  // namespace hexwright::importers
