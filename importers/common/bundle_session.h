#pragma once
// What the command line does around every import: load the bundle and its ruleset,
// then save the staged map back in one atomic write (io::saveBundle), new rasters
// included. The editor does not use this: it applies makeImportCommand instead.
#include <filesystem>
#include <optional>

#include "model/core/diagnostic.h"
#include "model/ruleset/ruleset.h"
#include "model/scenario/scenario.h"

namespace hexwright::importers {

struct BundleSession {
  std::filesystem::path path;
  model::Scenario scenario;
  model::Ruleset ruleset;
  /// io::bundleStamp of what was loaded: a save refuses to drop another's change.
  std::string stamp;
};

/// nullopt with diagnostics when the bundle or its ruleset cannot be loaded.
std::optional<BundleSession> openBundle(const std::filesystem::path& bundle, model::Diagnostics& diagnostics);

/// Replaces the scenario's map with `staged` and saves the bundle atomically. Rasters the
/// map lists that are not in the bundle yet are taken from `stagingDir`. On failure the
/// bundle on disk is untouched and the session keeps its old map.
bool saveStagedMap(BundleSession& session, model::Map staged, model::Diagnostics& diagnostics,
                   const std::optional<std::filesystem::path>& stagingDir = std::nullopt);

/// A fresh folder under the system temp folder, removed with everything in it when the
/// object dies: where a warped raster waits until the bundle is saved. Named
/// `hexwright-import-<pid>-<random>`; creating one removes such folders of this user
/// whose process is gone (left by a kill during an import) and that are an hour old.
class StagingDir {
 public:
  StagingDir();
  ~StagingDir();
  StagingDir(const StagingDir&) = delete;
  StagingDir& operator=(const StagingDir&) = delete;
  const std::filesystem::path& path() const { return m_path; }

 private:
  std::filesystem::path m_path;
};

}  // namespace hexwright::importers
